// The simultaneous duplicate, the organiser's side (rules §22): Exportar resultados, Importar
// resultados, the Simultánea tab and its refusals.
export const es = {
  'menu.exportCentreResults': 'Exportar resultados…',
  'menu.importCentreResults': 'Importar resultados…',
  'simul.dialog.intro':
    'Elige los archivos de resultados de los centros (puedes elegir varios a la vez). Un centro importado otra vez sustituye sus resultados.',
  'tab.simultaneous': 'Simultánea',
  'tab.centres': 'Resultados de centros',
  'simul.config.centre': 'Centro',
  'simul.config.expected': 'Centros esperados',
  'cli.exportResultsArgs':
    'export-results lleva el libro y el archivo: atril export-results LIBRO.xlsx RESULTADOS.atril [--tab …] [--centro NOMBRE]',
  'cli.importResultsArgs':
    'import-results lleva el libro y los archivos: atril import-results LIBRO.xlsx RESULTADOS.atril…',
  'cli.resultsUnreadable': 'No se puede leer «{value}»: {detail}',
  'cli.resultsUnwritable': 'No se puede escribir «{value}»: {detail}',
  // Exportar resultados
  'simul.noGame':
    '{tab} no tiene ninguna partida: prepárala (Preparar partida) o carga su archivo, y juega sus rondas antes de exportar los resultados.',
  'simul.notScored':
    '{tab}: la ronda {round} no está puntuada todavía (le falta la puntuación maestra o alguna jugada): puntúala antes de exportar los resultados. No se ha escrito nada.',
  'simul.stopped': '{reason}. Corrígelo antes de exportar los resultados. No se ha escrito nada.',
  'simul.noPlayers': '{tab} no tiene ningún jugador con puntuaciones: no hay resultados que exportar.',
  'simul.exported':
    '{tab}: resultados del centro «{centre}» — {players:# jugador|# jugadores}, {rounds:# ronda|# rondas}, partida {game}{check} — en «{file}». Envíalo al organizador.',
  'simul.exported.noList': ' (sin lista de palabras: las jugadas no se han comprobado)',
  // Importar resultados
  'simul.noFiles': 'No se ha elegido ningún archivo de resultados.',
  'simul.noGames':
    'Este libro no tiene la partida de la simultánea: prepárala (Preparar partida) o carga su archivo en su pestaña «Duplicada N» antes de importar resultados.',
  'simul.otherGame':
    '«{file}» es de otra partida: su huella es {theirs} y la de este libro {ours}. No se ha importado nada.',
  'simul.roundsDiffer':
    '«{file}» tiene {count:# ronda|# rondas} y la partida de {tab} tiene {rounds:# ronda|# rondas}: falta alguna ronda. No se ha importado nada.',
  'simul.sameCentre': '«{a}» y «{b}» son del mismo centro «{centre}»: importa solo el bueno. No se ha importado nada.',
  'simul.otherCentreSameName':
    '«{file}» trae el centro «{centre}», pero «{tab}» ya tiene un centro con ese nombre y otros jugadores (ninguno en común): si es otro centro, pídele un archivo nuevo con su nombre en Configuración › Centro; si es el mismo, borra sus filas de «{tab}» y vuelve a importar. No se ha importado nada.',
  'simul.badCell':
    'Centro «{centre}», {player}, ronda {round}: «{value}» no se puede puntuar en la partida del organizador: {reason} No se ha importado nada.',
  'simul.imported':
    '{tabs}: {count:# centro importado|# centros importados} ({names}); {players:# jugador|# jugadores} de {centres:# centro|# centros} en la clasificación.',
  'simul.replaced': 'Se han sustituido los resultados anteriores de {names}.',
  'simul.twice':
    '{name} está en más de un centro ({centres}): se mantiene en todos, marcado, hasta que se importe un archivo corregido.',
  'simul.dispute':
    'Centro «{centre}», {player}, ronda {round} («{typed}»): el centro dio {centreScore} y la puntuación del organizador es {score}; cuenta {score}.',
  'simul.noListCentre':
    'El centro «{centre}» puntuó sin lista de palabras: el organizador las ha comprobado con la suya.',
  'simul.noListHere':
    'Este libro no tiene lista de palabras (Cargar léxico…): las palabras de las jugadas no se han comprobado.',
  // The Simultánea tab
  'simul.view.game':
    '{tab}: {players:# jugador|# jugadores} de {centres:# centro|# centros}, {rounds:# ronda|# rondas}, partida {game}',
  'simul.view.centres': 'Centros',
  'simul.view.notes': 'Avisos',
  'simul.col.centre': 'Centro',
  'simul.col.centrePlace': 'Puesto en el centro',
  'simul.col.players': 'Jugadores',
  'simul.col.best': 'Mejor total',
  'simul.col.meanPercent': '% medio',
  'simul.col.list': 'Lista de palabras',
  'simul.col.file': 'Archivo',
  'simul.col.game': 'Partida',
  'simul.col.tab': 'Pestaña',
  'simul.col.club': 'Club',
  'simul.col.country': 'País',
  'simul.col.licence': 'Licencia',
  'simul.col.move': 'J{n}',
  'simul.col.score': 'P{n}',
  'simul.cell.twice': 'también en {centres}',
  'simul.cell.dispute': '{score} (centro: {centreScore})',
  'simul.list.yes': 'Sí',
  'simul.list.no': 'No',
  // The live page and the hall's screen
  'simul.page.caption': '{tab}: {count} centros de {expected}',
  'simul.page.captionOpen': '{tab}: {count:# centro|# centros}',
};

export const en: Record<keyof typeof es, string> = {
  'menu.exportCentreResults': 'Export results…',
  'menu.importCentreResults': 'Import results…',
  'simul.dialog.intro':
    'Choose the centres’ results files (several at once if you like). A centre imported again replaces its results.',
  'tab.simultaneous': 'Simultaneous',
  'tab.centres': 'Centres results',
  'simul.config.centre': 'Centre',
  'simul.config.expected': 'Expected centres',
  'cli.exportResultsArgs':
    'export-results takes the book and the file: atril export-results BOOK.xlsx RESULTS.atril [--tab …] [--centro NAME]',
  'cli.importResultsArgs': 'import-results takes the book and the files: atril import-results BOOK.xlsx RESULTS.atril…',
  'cli.resultsUnreadable': 'Cannot read “{value}”: {detail}',
  'cli.resultsUnwritable': 'Cannot write “{value}”: {detail}',
  'simul.noGame':
    '{tab} holds no game: prepare it (Prepare game) or load its file, and play its rounds before exporting the results.',
  'simul.notScored':
    '{tab}: round {round} is not scored yet (its master score or a move is missing): score it before exporting the results. Nothing was written.',
  'simul.stopped': '{reason}. Correct it before exporting the results. Nothing was written.',
  'simul.noPlayers': '{tab} has no player with scores: there are no results to export.',
  'simul.exported':
    '{tab}: results of the centre “{centre}” — {players:# player|# players}, {rounds:# round|# rounds}, game {game}{check} — in “{file}”. Send it to the organiser.',
  'simul.exported.noList': ' (no word list: the moves’ words were not checked)',
  'simul.noFiles': 'No results file was chosen.',
  'simul.noGames':
    'This book does not hold the simultaneous’ game: prepare it (Prepare game) or load its file in its “Duplicate N” tab before importing results.',
  'simul.otherGame':
    '“{file}” is of another game: its fingerprint is {theirs} and this book’s {ours}. Nothing was imported.',
  'simul.roundsDiffer':
    '“{file}” has {count:# round|# rounds} and the game of {tab} has {rounds:# round|# rounds}: a round is missing. Nothing was imported.',
  'simul.sameCentre':
    '“{a}” and “{b}” are of the same centre “{centre}”: import only the right one. Nothing was imported.',
  'simul.otherCentreSameName':
    '“{file}” brings the centre “{centre}”, but “{tab}” already has a centre of that name with other players (none in common): if it is another centre, ask it for a new file with its name in Configuration › Centre; if it is the same, delete its rows from “{tab}” and import again. Nothing was imported.',
  'simul.badCell':
    'Centre “{centre}”, {player}, round {round}: “{value}” cannot be scored in the organiser’s game: {reason} Nothing was imported.',
  'simul.imported':
    '{tabs}: {count:# centre imported|# centres imported} ({names}); {players:# player|# players} of {centres:# centre|# centres} in the ranking.',
  'simul.replaced': 'The earlier results of {names} were replaced.',
  'simul.twice':
    '{name} is in more than one centre ({centres}): kept in every one, marked, until a corrected file is imported.',
  'simul.dispute':
    'Centre “{centre}”, {player}, round {round} (“{typed}”): the centre gave {centreScore} and the organiser’s scoring is {score}; {score} counts.',
  'simul.noListCentre':
    'The centre “{centre}” scored without a word list: the organiser checked the words with its own.',
  'simul.noListHere': 'This book has no word list (Load word list…): the moves’ words were not checked.',
  'simul.view.game':
    '{tab}: {players:# player|# players} of {centres:# centre|# centres}, {rounds:# round|# rounds}, game {game}',
  'simul.view.centres': 'Centres',
  'simul.view.notes': 'Warnings',
  'simul.col.centre': 'Centre',
  'simul.col.centrePlace': 'Place in centre',
  'simul.col.players': 'Players',
  'simul.col.best': 'Best total',
  'simul.col.meanPercent': 'Mean %',
  'simul.col.list': 'Word list',
  'simul.col.file': 'File',
  'simul.col.game': 'Game',
  'simul.col.tab': 'Tab',
  'simul.col.club': 'Club',
  'simul.col.country': 'Country',
  'simul.col.licence': 'Licence',
  'simul.col.move': 'M{n}',
  'simul.col.score': 'S{n}',
  'simul.cell.twice': 'also in {centres}',
  'simul.cell.dispute': '{score} (centre: {centreScore})',
  'simul.list.yes': 'Yes',
  'simul.list.no': 'No',
  'simul.page.caption': '{tab}: {count} centres of {expected}',
  'simul.page.captionOpen': '{tab}: {count:# centre|# centres}',
};
