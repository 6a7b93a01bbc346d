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
    '«{file}» es del torneo «{name}», que no está cerrado: solo se valoran torneos cerrados (Atril › Cerrar torneo, y después Exportar torneo…). No se ha cambiado nada.',
  'export.tournament.notClosed':
    'El torneo «{name}» no está cerrado: ciérralo con Atril › Cerrar torneo y expórtalo después (solo un torneo cerrado va a la lista de la federación). No se ha cambiado nada.',
  'export.tournament.noDate':
    'falta la fecha del torneo: escribe su primer día en {tab} › Fecha (p. ej. 28/07/2026); Cerrar torneo la escribe si está en blanco',
  'export.tournament.done':
    'Torneo «{name}» ({date}) exportado: {players:# jugador|# jugadores}, {swiss:# partida|# partidas} de suizo, {duplicate:# partida duplicada|# partidas duplicadas}. Huella {fingerprint}.',
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
    '“{file}” holds the tournament “{name}”, which is not closed: only closed tournaments are rated (Atril › Close tournament, then Export tournament…). Nothing was changed.',
  'export.tournament.notClosed':
    "The tournament “{name}” is not closed: close it with Atril › Close tournament, then export it (only a closed tournament goes to the federation's list). Nothing was changed.",
  'export.tournament.noDate':
    'the tournament has no date: type its first day in {tab} › Date (e.g. 2026-07-28); Close tournament writes it when blank',
  'export.tournament.done':
    'Tournament “{name}” ({date}) exported: {players:# player|# players}, {swiss:# Swiss game|# Swiss games}, {duplicate:# duplicate game|# duplicate games}. Fingerprint {fingerprint}.',
};
