// The offline twin (rules §1 `local/`: the atril CLI on .xlsx files, `npm start`'s demo)
// and the live standings page (rules §8 "Publicar clasificación").
export const es = {
  'cli.usage':
    'Uso: atril <orden> <archivo.xlsx> [opciones]\n' +
    'Órdenes:\n' +
    '  setup      Preparar torneo (crea el archivo si no existe)\n' +
    '  pair       Emparejar siguiente ronda (--yes: aunque Pasar lista deje fuera a la mayoría)\n' +
    '  undo       Deshacer última ronda\n' +
    '  standings  Actualizar clasificación (y la muestra)\n' +
    '  elo        Calcular ELO\n' +
    '  duplicate  Calcular duplicada\n' +
    '  prepare-duplicate  Preparar duplicada: mesas, papeletas y hojas de seguimiento de la próxima partida\n' +
    '  close      Cerrar torneo: escalafón al Escalafón, puntos a la Temporada\n' +
    '             (--early: antes de jugar todas las rondas previstas)\n' +
    '  reopen     Deshacer cierre del torneo\n' +
    '  new        Nuevo torneo: guarda el terminado y empieza otro con el Escalafón\n' +
    '  rename     Renombrar jugador: atril rename <archivo.xlsx> <nombre actual> <nombre nuevo>\n' +
    '  prizes     Calcular premios: la pestaña Reparto de premios y las cuentas de la tesorería\n' +
    '  registrations  Importar inscripciones: las respuestas del formulario a Jugadores\n' +
    '  lexicon    Cargar léxico: atril lexicon <archivo.xlsx> <lista.txt> [--single-letter]\n' +
    '             (una palabra por línea; --single-letter: Ç/K/W o 1/2/3 por CH/LL/RR)\n' +
    '  draw       Sacar atril de la ronda en juego de una duplicada (--tab "Duplicada 1", --seed N)\n' +
    '  master     Buscar jugada maestra de la ronda en juego (--tab "Duplicada 1")\n' +
    '  prepare-game  Preparar partida: todas las rondas por adelantado, ocultas (--seed N, --tab, --rounds R)\n' +
    '  export-game   Exportar partida: atril export-game <archivo.xlsx> <partida.atril> [--tab "Duplicada 1"]\n' +
    '  load-game     Cargar partida: atril load-game <archivo.xlsx> <partida.atril> [--tab "Duplicada 1"]\n' +
    '  export-results  Exportar resultados de un centro de la simultánea:\n' +
    '             atril export-results <archivo.xlsx> <resultados.atril> [--tab …] [--centro NOMBRE]\n' +
    '  import-results  Importar resultados de los centros en la pestaña Simultánea:\n' +
    '             atril import-results <archivo.xlsx> <resultados.atril>…\n' +
    '  export-tournament   Exportar torneo: atril export-tournament <archivo.xlsx> <torneo.atril>\n' +
    '  import-tournaments  Importar torneos a la lista: atril import-tournaments <lista.xlsx> <archivo>… (.atril, TRF)\n' +
    '  rerate     Volver a valorar la lista (con las respuestas de Por revisar): atril rerate <lista.xlsx>\n' +
    '  remove-tournament   Quitar torneo de la lista: atril remove-tournament <lista.xlsx> <nombre o huella>\n' +
    '  html       Página de clasificación en HTML por la salida estándar (--pantalla: la pantalla de la sala)\n' +
    '  generate   Crea un torneo al azar jugado con el programa (archivo nuevo; opciones: --players N,\n' +
    '             --rounds N, --seed N, --model rating|random, --draws %, --forfeits %, --unrated %,\n' +
    '             --late %, --withdrawals %, --absences %, --clubs N, --set "Clave=Valor",\n' +
    '             --long-names %, --duplicates N (partidas de duplicada de todos), --duplicate-rounds N)\n' +
    '  check      Vuelve a emparejar cada ronda y señala las mesas distintas o ilegales\n' +
    '  trf        El torneo en formato FIDE TRF-16 por la salida estándar\n' +
    '  print      Vista de impresión de una pestaña en HTML por la salida estándar:\n' +
    '             atril print <archivo.xlsx> <pestaña> [--pdf ARCHIVO.pdf] (--pdf: la imprime con Chromium)\n' +
    'Idioma: el de Configuración (Idioma) o, si no, el de LANG; español por defecto.',
  'cli.unknownCommand': '«{value}» no es una orden de atril',
  'cli.generating': 'Generar torneo',
  'cli.generate.exists': 'ya existe «{value}»: atril generate no sobrescribe ningún archivo; elige otro nombre',
  'cli.generate.badOption': '«{value}» no es una opción de atril generate; las opciones son: {expected}',
  'cli.generate.badValue': 'la opción {option} espera {expected}, no «{value}»',
  'cli.generate.noValue': 'falta el valor de la opción {option}',
  'cli.noFile': 'falta el archivo .xlsx',
  'cli.unknownOption': '«{value}» no es una opción de esta orden',
  'cli.confirmEarly': 'Para cerrarlo igualmente: atril {command} {file} --early',
  'cli.renameArgs':
    'rename lleva el archivo, el nombre actual y el nombre nuevo (cada nombre entre comillas si tiene espacios)',
  'cli.notXlsx': '«{value}» no es un archivo .xlsx',
  'cli.fileMissing': 'no existe el archivo «{value}» (para empezar uno nuevo: atril setup {value})',
  'cli.fileUnreadable': 'no se puede abrir «{value}» como libro .xlsx: {detail}',
  'cli.fileUnwritable': 'no se puede guardar «{value}»: {detail}',
  'cli.reading': 'Leyendo {file}…',
  'cli.running': '{action}…',
  'cli.saving': 'Guardando {file}…',
  'cli.saved': 'Guardado: {file} ({ms} ms)',
  'cli.noStandings': 'No hay clasificación todavía.',
  'cli.lockWaiting':
    'Otra orden de atril está usando «{file}» (proceso {pid}, desde las {since}); esperando hasta {seconds} s…',
  'cli.lockBusy':
    '«{file}» sigue en uso por otra orden de atril (proceso {pid}, desde las {since}); no se ha cambiado nada. ' +
    'Vuelve a intentarlo cuando termine; si no hay ninguna en marcha, borra «{lock}».',
  'cli.officeLock':
    '«{file}» está abierto en {program}; no se ha cambiado nada (al guardar, {program} desharía los cambios de atril). ' +
    'Ciérralo allí y vuelve a intentarlo; si {program} ya está cerrado, borra «{lock}».',
  'cli.fileChanged':
    '«{file}» ha cambiado en el disco mientras atril trabajaba (¿se guardó desde otro programa?); no se ha guardado nada. ' +
    'Vuelve a ejecutar la orden.',

  'demo.title': 'Atril — demostración: un torneo de club de principio a fin',
  'demo.tournament': 'Abierto de otoño del club (demostración)',
  'demo.round':
    'Ronda {round} de {rounds}: {games:# partida emparejada|# partidas emparejadas}, resultados introducidos',
  'demo.duplicate': 'Duplicada {game}: {players:# jugador|# jugadores}, {rounds:# ronda|# rondas}',
  'demo.final': 'Clasificación final',
  'demo.duplicateFinal': 'Clasificación duplicada',
  'demo.written': 'Libro escrito en: {file}',
  'demo.open': 'Ábrelo con LibreOffice o Excel, o súbelo a Google Sheets.',

  'page.title': 'Clasificación',
  'page.updated': 'Actualizado: {time}',
  'page.refresh': 'La página se actualiza sola cada {seconds} s.',
  'page.empty': 'Todavía no hay clasificación.',
  'page.afterRound': 'Tras la ronda {round} de {rounds}',
  'page.inPlay': 'Ronda {round} de {rounds} en juego',
  'page.footer': 'Clasificación publicada con Atril. Solo lectura.',

  'publish.link':
    'Clasificación en vivo, publicada ahora. Para los jugadores, en su teléfono: comparte este enlace.\n{url}\n' +
    'Atril la vuelve a publicar al emparejar, al deshacer una ronda y al actualizar la clasificación; en los teléfonos se actualiza en menos de un minuto.',
  'publish.deploy':
    'La clasificación en vivo es una aplicación web del script de esta hoja y todavía no está implementada. Para publicarla:\n' +
    '1. Extensiones › Apps Script › Implementar › Nueva implementación.\n' +
    '2. Tipo: Aplicación web. Ejecutar como: Yo. Quién tiene acceso: Cualquier usuario.\n' +
    '3. Implementar, autorizar y abrir una vez la página con su enlace /exec. Vuelve a usar Atril › Publicar clasificación para ver el enlace.\n' +
    'Mientras tanto, puedes compartir la pestaña {tab}.',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'cli.usage':
    'Usage: atril <command> <file.xlsx> [options]\n' +
    'Commands:\n' +
    '  setup      Set up tournament (creates the file if missing)\n' +
    '  pair       Pair next round (--yes: even if the roll call leaves most players out)\n' +
    '  undo       Undo last round\n' +
    '  standings  Update standings (and print them)\n' +
    '  elo        Compute ratings\n' +
    '  duplicate  Score duplicate\n' +
    '  prepare-duplicate  Prepare duplicate: tables, slips and follow sheets of the next game\n' +
    '  close      Close tournament: ratings into the Rating list, points into the Season\n' +
    '             (--early: before all planned rounds are played)\n' +
    '  reopen     Undo closing the tournament\n' +
    '  new        New tournament: keeps the finished one, starts another from the Rating list\n' +
    '  rename     Rename player: atril rename <file.xlsx> <current name> <new name>\n' +
    "  prizes     Compute prizes: the Prize list and the treasurer's account\n" +
    "  registrations  Import registrations: the form's responses into Players\n" +
    '  lexicon    Load word list: atril lexicon <file.xlsx> <list.txt> [--single-letter]\n' +
    '             (one word a line; --single-letter: Ç/K/W or 1/2/3 for CH/LL/RR)\n' +
    '  draw       Draw rack of a duplicate game\'s round in play (--tab "Duplicate 1", --seed N)\n' +
    '  master     Find master move of the round in play (--tab "Duplicate 1")\n' +
    '  prepare-game  Prepare game: every round in advance, kept hidden (--seed N, --tab, --rounds R)\n' +
    '  export-game   Export game: atril export-game <file.xlsx> <game.atril> [--tab "Duplicate 1"]\n' +
    '  load-game     Load game: atril load-game <file.xlsx> <game.atril> [--tab "Duplicate 1"]\n' +
    "  export-results  Export a simultaneous centre's results:\n" +
    '             atril export-results <file.xlsx> <results.atril> [--tab …] [--centro NAME]\n' +
    "  import-results  Import the centres' results into the Simultaneous tab:\n" +
    '             atril import-results <file.xlsx> <results.atril>…\n' +
    '  export-tournament   Export tournament: atril export-tournament <file.xlsx> <tournament.atril>\n' +
    '  import-tournaments  Import tournaments into the list: atril import-tournaments <list.xlsx> <file>… (.atril, TRF)\n' +
    "  rerate     Rate the list again (with To review's answers): atril rerate <list.xlsx>\n" +
    '  remove-tournament   Remove tournament from the list: atril remove-tournament <list.xlsx> <name or fingerprint>\n' +
    "  html       Standings page as HTML on standard output (--screen: the hall's screen)\n" +
    '  generate   Creates a random tournament played with the program (a new file; options: --players N,\n' +
    '             --rounds N, --seed N, --model rating|random, --draws %, --forfeits %, --unrated %,\n' +
    '             --late %, --withdrawals %, --absences %, --clubs N, --set "Key=Value",\n' +
    '             --long-names %, --duplicates N (duplicate games of the whole field), --duplicate-rounds N)\n' +
    '  check      Pairs every round again and points out the tables that differ or break the rules\n' +
    '  trf        The tournament in FIDE TRF-16 format on standard output\n' +
    "  print      A tab's print view as HTML on standard output:\n" +
    '             atril print <file.xlsx> <tab> [--pdf FILE.pdf] (--pdf: printed through Chromium)\n' +
    'Language: the Config tab (Language), else LANG; Spanish by default.',
  'cli.unknownCommand': '"{value}" is not an atril command',
  'cli.generating': 'Generate tournament',
  'cli.generate.exists': '"{value}" already exists: atril generate never overwrites a file; choose another name',
  'cli.generate.badOption': '"{value}" is not an option of atril generate; the options are: {expected}',
  'cli.generate.badValue': 'the option {option} expects {expected}, not "{value}"',
  'cli.generate.noValue': 'the option {option} has no value',
  'cli.noFile': 'the .xlsx file is missing',
  'cli.unknownOption': '"{value}" is not an option of this command',
  'cli.confirmEarly': 'To close it anyway: atril {command} {file} --early',
  'cli.renameArgs': 'rename takes the file, the current name and the new name (each name in quotes if it has spaces)',
  'cli.notXlsx': '"{value}" is not an .xlsx file',
  'cli.fileMissing': 'there is no file "{value}" (to start a new one: atril setup {value})',
  'cli.fileUnreadable': 'cannot open "{value}" as an .xlsx workbook: {detail}',
  'cli.fileUnwritable': 'cannot save "{value}": {detail}',
  'cli.reading': 'Reading {file}…',
  'cli.running': '{action}…',
  'cli.saving': 'Saving {file}…',
  'cli.saved': 'Saved: {file} ({ms} ms)',
  'cli.noStandings': 'No standings yet.',
  'cli.lockWaiting':
    'Another atril command is using "{file}" (process {pid}, since {since}); waiting up to {seconds} s…',
  'cli.lockBusy':
    '"{file}" is still in use by another atril command (process {pid}, since {since}); nothing was changed. ' +
    'Try again when it finishes; if none is running, delete "{lock}".',
  'cli.officeLock':
    '"{file}" is open in {program}; nothing was changed (on saving, {program} would undo atril\'s changes). ' +
    'Close it there and try again; if {program} is already closed, delete "{lock}".',
  'cli.fileChanged':
    '"{file}" changed on disk while atril was working (saved from another program?); nothing was saved. ' +
    'Run the command again.',

  'demo.title': 'Atril — demo: a club tournament from start to finish',
  'demo.tournament': 'Club autumn open (demo)',
  'demo.round': 'Round {round} of {rounds}: {games:# game|# games} paired, results entered',
  'demo.duplicate': 'Duplicate {game}: {players:# player|# players}, {rounds:# round|# rounds}',
  'demo.final': 'Final standings',
  'demo.duplicateFinal': 'Duplicate standings',
  'demo.written': 'Workbook written to: {file}',
  'demo.open': 'Open it with LibreOffice or Excel, or upload it to Google Sheets.',

  'page.title': 'Standings',
  'page.updated': 'Updated: {time}',
  'page.refresh': 'This page refreshes itself every {seconds} s.',
  'page.empty': 'No standings yet.',
  'page.afterRound': 'After round {round} of {rounds}',
  'page.inPlay': 'Round {round} of {rounds} in play',
  'page.footer': 'Standings published with Atril. Read only.',

  'publish.link':
    'Live standings, published now. For the players, on their phones: share this link.\n{url}\n' +
    'Atril publishes them again on pairing, undoing a round and updating the standings; phones pick that up within a minute.',
  'publish.deploy':
    "The live standings are a web app of this sheet's script and it is not deployed yet. To publish them:\n" +
    '1. Extensions › Apps Script › Deploy › New deployment.\n' +
    '2. Type: Web app. Execute as: Me. Who has access: Anyone.\n' +
    '3. Deploy, authorise and open the page once with its /exec link. Then use Atril › Publish standings again to see the link.\n' +
    'Meanwhile, you can share the {tab} tab.',
};
