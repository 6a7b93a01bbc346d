// The federation's rating list (rules §23): Configuración's Fecha and Club, Jugadores'
// Licencia, Exportar torneo…, Importar torneos…, the list workbook's tabs and its refusals.
export const es = {
  'config.date': 'Fecha',
  'config.club': 'Club',
  'col.players.licence': 'Licencia',
  'error.event.badDate': '«{value}» no es una fecha: escribe el primer día del torneo como 28/07/2026 o 2026-07-28',
  'season.close.date': 'Fecha del torneo: {date} (escrita en {tab} › Fecha).',
  'trf.licenceTooLong': 'el formato TRF admite licencias de hasta 11 caracteres, y {name} tiene «{value}»',
  // The torneo file (rules §23): what Exportar torneo refuses, what Importar torneos refuses in a file.
  'tournamentFile.noDate':
    '«{file}» no lleva una fecha válida («{value}»): el torneo se valora en el orden de las fechas. Pide el archivo de nuevo con su Fecha. No se ha cambiado nada.',
  'tournamentFile.notClosed':
    '«{file}» es del torneo «{name}», que no está cerrado: solo se valoran torneos cerrados. Pide al club que lo cierre (Cerrar torneo, en su libro) y te envíe el archivo de nuevo (Exportar torneo…). No se ha cambiado nada.',
  'export.tournament.notClosed':
    'El torneo «{name}» no está cerrado: ciérralo con Atril › Cerrar torneo y expórtalo después (solo un torneo cerrado va a la lista de la federación). No se ha cambiado nada.',
  'export.tournament.noDate':
    'falta la fecha del torneo: escribe su primer día en {tab} › Fecha (p. ej. 28/07/2026); Cerrar torneo la escribe si está en blanco',
  'export.tournament.done':
    'Torneo «{name}» ({date}) exportado: {players:# jugador|# jugadores}, {swiss:# partida|# partidas} de suizo, {duplicate:# partida duplicada|# partidas duplicadas}. Huella {fingerprint}.',
  // The list workbook (rules §23): its tabs and columns.
  'tab.listEvents': 'Torneos (datos)',
  'tab.ratedEvents': 'Torneos valorados',
  'tab.review': 'Por revisar',
  'col.events.date': 'Fecha',
  'col.events.name': 'Torneo',
  'col.events.club': 'Club',
  'col.events.kind': 'Tipo',
  'col.events.players': 'Jugadores',
  'col.events.fingerprint': 'Huella',
  'col.events.file': 'Archivo',
  'col.events.format': 'Formato',
  'col.events.data': 'Datos',
  'value.kind.swiss': 'Suizo',
  'value.kind.duplicate': 'Duplicada',
  'value.kind.both': 'Suizo y duplicada',
  'col.review.name': 'Nombre en el torneo',
  'col.review.listName': 'Parecido a',
  'col.review.reason': 'Por qué',
  'col.review.answer': 'Es el jugador de la lista',
  'value.review.word': 'un apellido de más o de menos',
  'value.review.letter': 'una letra distinta',
  'menu.ratingList': 'Lista de la federación',
  'menu.exportTournament': 'Exportar torneo…',
  'menu.importTournaments': 'Importar torneos…',
  'menu.rerate': 'Volver a valorar',
  'menu.removeTournament': 'Quitar torneo',
  'list.import.done':
    '{files:# archivo importado|# archivos importados} ({added:# torneo nuevo|# torneos nuevos}, {replaced:# sustituido|# sustituidos}).',
  'list.import.unchanged':
    '{unchanged:# torneo ya estaba en la lista tal como lo trae su archivo: sin cambios|# torneos ya estaban en la lista tal como los traen sus archivos: sin cambios}.',
  'list.rated':
    'La lista valora {events:# torneo|# torneos} por fecha: {players:# jugador|# jugadores} en {ratingList}, {eloDi:# jugador|# jugadores} en {eloDiTab}.',
  'list.review':
    '{tab}: {pairs:# nombre parecido|# nombres parecidos} a otro de la lista. Escribe en «{answer}» el nombre de la lista si es el mismo jugador (o su propio nombre si es otro) y usa Atril › Lista de la federación › Volver a valorar.',
  'list.answers': '{tab}: {answers:# respuesta aplicada|# respuestas aplicadas}.',
  'list.import.noFiles': 'No se ha elegido ningún archivo. No se ha cambiado nada.',
  'list.import.refused': 'No se ha importado nada:\n{list}',
  'list.import.sameEvent':
    '«{first}» y «{second}» traen dos torneos distintos llamados «{name}» del {date}: deja solo el archivo bueno (o corrige el nombre o la fecha en uno de ellos).',
  'list.store.damaged':
    '{tab}, fila {row}: los datos del torneo guardado no se pueden leer (¿se editó la pestaña oculta?). Vuelve a importar su archivo.',
  'list.remove.unknown':
    'No hay ningún torneo «{value}» en {tab}: escribe su nombre (o su huella) como aparece allí. No se ha cambiado nada.',
  'list.remove.ambiguous':
    'Hay {count} torneos llamados «{value}» en {tab}: {list}. Escribe la huella del que quieres quitar. No se ha cambiado nada.',
  'list.remove.ask': 'Nombre (o huella) del torneo que se quita de la lista, tal como aparece en {tab}:',
  'list.remove.done': 'Torneo «{name}» ({date}, {club}) quitado de la lista.',
  'list.rerate.done': 'Lista valorada de nuevo.',
  'list.empty': 'La lista no tiene ningún torneo todavía: usa Atril › Lista de la federación › Importar torneos…',
  'cli.exportTournamentArgs':
    'export-tournament lleva el libro y el archivo: atril export-tournament LIBRO.xlsx TORNEO.atril',
  'cli.importTournamentsArgs':
    'import-tournaments lleva la lista y al menos un archivo: atril import-tournaments LISTA.xlsx TORNEO.atril…',
  'cli.removeTournamentArgs':
    'remove-tournament lleva la lista y el torneo: atril remove-tournament LISTA.xlsx "NOMBRE" (o su huella)',
  'cli.tournamentFileUnwritable': 'No se puede escribir «{value}»: {detail}',
  'cli.tournamentFileUnreadable': 'No se puede leer «{value}»: {detail}. No se ha cambiado nada.',
  'page.list': 'Lista de valoración',
  'page.listRatingList': 'Escalafón de la federación (suizo)',
  'page.listEloDi': 'EloDI de la federación (duplicada)',
  'page.listFind': 'Busca a un jugador',
  'page.listFindNone': 'Ningún jugador con ese nombre.',
  'list.dialog.intro':
    'Elige los archivos de los torneos (Atril .atril o TRF de Swiss-Manager, Vega…): se valoran por fecha, en cualquier orden.',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'config.date': 'Date',
  'config.club': 'Club',
  'col.players.licence': 'Licence',
  'error.event.badDate': '"{value}" is not a date: type the tournament\'s first day as 2026-07-28 or 28/07/2026',
  'season.close.date': 'Tournament date: {date} (written in {tab} › Date).',
  'trf.licenceTooLong': 'the TRF format takes licences of up to 11 characters, and {name} has "{value}"',
  'tournamentFile.noDate':
    '“{file}” has no valid date (“{value}”): tournaments are rated in the order of their dates. Ask for the file again with its Date. Nothing was changed.',
  'tournamentFile.notClosed':
    '“{file}” holds the tournament “{name}”, which is not closed: only closed tournaments are rated. Ask the club to close it (Close tournament, in its workbook) and send the file again (Export tournament…). Nothing was changed.',
  'export.tournament.notClosed':
    "The tournament “{name}” is not closed: close it with Atril › Close tournament, then export it (only a closed tournament goes to the federation's list). Nothing was changed.",
  'export.tournament.noDate':
    'the tournament has no date: type its first day in {tab} › Date (e.g. 2026-07-28); Close tournament writes it when blank',
  'export.tournament.done':
    'Tournament “{name}” ({date}) exported: {players:# player|# players}, {swiss:# Swiss game|# Swiss games}, {duplicate:# duplicate game|# duplicate games}. Fingerprint {fingerprint}.',
  'tab.listEvents': 'Tournaments (data)',
  'tab.ratedEvents': 'Rated tournaments',
  'tab.review': 'To review',
  'col.events.date': 'Date',
  'col.events.name': 'Tournament',
  'col.events.club': 'Club',
  'col.events.kind': 'Type',
  'col.events.players': 'Players',
  'col.events.fingerprint': 'Fingerprint',
  'col.events.file': 'File',
  'col.events.format': 'Format',
  'col.events.data': 'Data',
  'value.kind.swiss': 'Swiss',
  'value.kind.duplicate': 'Duplicate',
  'value.kind.both': 'Swiss and duplicate',
  'col.review.name': 'Name in the tournament',
  'col.review.listName': 'Close to',
  'col.review.reason': 'Why',
  'col.review.answer': 'Is the list player',
  'value.review.word': 'one surname more or less',
  'value.review.letter': 'one letter apart',
  'menu.ratingList': "Federation's list",
  'menu.exportTournament': 'Export tournament…',
  'menu.importTournaments': 'Import tournaments…',
  'menu.rerate': 'Rate again',
  'menu.removeTournament': 'Remove tournament',
  'list.import.done':
    '{files:# file imported|# files imported} ({added:# new tournament|# new tournaments}, {replaced} replaced).',
  'list.import.unchanged':
    '{unchanged:# tournament was already in the list as its file has it: unchanged|# tournaments were already in the list as their files have them: unchanged}.',
  'list.rated':
    'The list rates {events:# tournament|# tournaments} by date: {players:# player|# players} in {ratingList}, {eloDi:# player|# players} in {eloDiTab}.',
  'list.review':
    "{tab}: {pairs:# name|# names} close to another of the list. Type in “{answer}” the list's name if it is the same player (or their own name if another) and use Atril › Federation's list › Rate again.",
  'list.answers': '{tab}: {answers:# answer applied|# answers applied}.',
  'list.import.noFiles': 'No file was chosen. Nothing was changed.',
  'list.import.refused': 'Nothing was imported:\n{list}',
  'list.import.sameEvent':
    '“{first}” and “{second}” hold two different tournaments called “{name}” of {date}: keep only the right file (or correct the name or the date in one of them).',
  'list.store.damaged':
    "{tab}, row {row}: the stored tournament's data cannot be read (was the hidden tab edited?). Import its file again.",
  'list.remove.unknown':
    'There is no tournament “{value}” in {tab}: type its name (or its fingerprint) as shown there. Nothing was changed.',
  'list.remove.ambiguous':
    'There are {count} tournaments called “{value}” in {tab}: {list}. Type the fingerprint of the one to remove. Nothing was changed.',
  'list.remove.ask': 'Name (or fingerprint) of the tournament to remove from the list, as shown in {tab}:',
  'list.remove.done': 'Tournament “{name}” ({date}, {club}) removed from the list.',
  'list.rerate.done': 'List rated again.',
  'list.empty': "The list has no tournament yet: use Atril › Federation's list › Import tournaments…",
  'cli.exportTournamentArgs':
    'export-tournament takes the book and the file: atril export-tournament BOOK.xlsx TOURNAMENT.atril',
  'cli.importTournamentsArgs':
    'import-tournaments takes the list and at least one file: atril import-tournaments LIST.xlsx TOURNAMENT.atril…',
  'cli.removeTournamentArgs':
    'remove-tournament takes the list and the tournament: atril remove-tournament LIST.xlsx "NAME" (or its fingerprint)',
  'cli.tournamentFileUnwritable': 'Cannot write “{value}”: {detail}',
  'cli.tournamentFileUnreadable': 'Cannot read “{value}”: {detail}. Nothing was changed.',
  'page.list': 'Rating list',
  'page.listRatingList': 'Federation rating list (Swiss)',
  'page.listEloDi': 'Federation EloDI (duplicate)',
  'page.listFind': 'Find a player',
  'page.listFindNone': 'No player with that name.',
  'list.dialog.intro':
    "Choose the tournaments' files (Atril .atril, or TRF from Swiss-Manager, Vega…): they are rated by date, in any order.",
};
