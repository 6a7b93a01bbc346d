// The menu actions, in every edition and the CLI: the Atril menu, the actions' summaries and
// refusals (`action.…`), and the "Estado del torneo" sidebar (rules §8).
export const es = {
  'menu.setup': 'Preparar torneo',
  'menu.pair': 'Emparejar siguiente ronda',
  'menu.undo': 'Deshacer última ronda',
  'menu.standings': 'Actualizar clasificación',
  'menu.elo': 'Calcular ELO',
  'menu.duplicate': 'Calcular duplicada',
  'menu.publish': 'Publicar clasificación',
  'menu.status': 'Estado del torneo',
  'menu.rename': 'Renombrar jugador',

  'action.title': 'Atril',
  'action.errorTitle': 'Atril: la acción no ha podido terminar',
  'action.busy': 'Otra persona está usando Atril en esta hoja ahora mismo. Inténtalo de nuevo en unos segundos.',
  'action.noTab': 'No existe la pestaña «{tab}». Usa Atril › Preparar torneo.',
  'action.noPlayers':
    'La pestaña {tab} no tiene jugadores: escribe uno por fila (Nombre; Escalafón y Club si los tiene) y vuelve a emparejar.',
  'action.list': '{items}',
  'action.warnings': '{count:# aviso|# avisos}:',
  'action.warningLine': '• {warning}',

  'action.setup.created': 'Torneo preparado. Pestañas creadas: {tabs}.',
  'action.setup.nothing': 'Todas las pestañas ya existían; no se ha cambiado nada.',
  'action.setup.next': 'Escribe los jugadores en {players} y después usa Atril › Emparejar siguiente ronda.',

  'action.pending.round': 'ronda {round}: {count:mesa|mesas} {tables}',
  'action.pair.pending':
    'Faltan resultados ({list}). Escribe los puntos (o el Resultado) en {tab} antes de emparejar la siguiente ronda.',
  'action.pair.allDone':
    '{rounds:Ya está emparejada la única ronda prevista|Ya están emparejadas las # rondas previstas}. Para jugar más, cambia «Rondas» en {tab}.',
  'action.pair.done': 'Ronda {round} emparejada: {tables:# mesa|# mesas} en {tab}.',
  'action.pair.bye': 'Descansa: {name}.',
  'action.pair.numbered': '{count:Se ha asignado el N° de 1 jugador|Se han asignado los N° de # jugadores} en {tab}.',
  'action.pair.reasons': 'Notas del emparejamiento:',
  'action.pair.reasonLine': 'Mesa {table}: {reasons}',

  'action.undo.none': 'No hay ninguna ronda que deshacer.',
  'action.undo.hasResults':
    'La ronda {round} ya tiene resultados ({count:mesa|mesas} {tables}); no se puede deshacer. Borra esos resultados primero si de verdad quieres deshacerla.',
  'action.undo.halfTyped':
    'La ronda {round} tiene {count:una puntuación escrita|# puntuaciones escritas} sin la del rival en {tab} ({cells}); no se puede deshacer sin perder lo escrito. Completa ese resultado o borra la puntuación y vuelve a deshacer.',
  'action.undo.halfCell': 'fila {row}, columna {column}: {value}',
  'action.undo.done': 'Ronda {round} deshecha: {rows:# fila quitada|# filas quitadas} de {tab}.',

  'action.standings.done': 'Actualizadas {tabs} con {games:# partida|# partidas} con resultado.',
  'action.elo.done': 'ELO calculado en {tab}: {players:# jugador|# jugadores}.',
  'action.rename.askFrom': 'Nombre del jugador tal como está escrito ahora (en Jugadores o en Rondas):',
  'action.rename.askTo': 'Nombre nuevo para «{from}»:',
  'action.rename.done': '«{from}» se llama ahora «{to}»: {count:# celda cambiada|# celdas cambiadas} en {tabs}.',
  'action.rename.same': 'El nombre nuevo es el que ya tiene («{name}»); no se ha cambiado nada.',
  'action.rename.nothing':
    '«{from}» no aparece en ninguna pestaña y «{to}» ya está en Jugadores; no se ha cambiado nada.',
  'action.duplicate.none':
    'No hay pestañas «Duplicada N». Se ha creado «{tab}» como plantilla: escribe la fila Maestra y una fila por jugador, y vuelve a usar Atril › Calcular duplicada.',
  'action.duplicate.done': '{count:Calculada # partida duplicada|Calculadas # partidas duplicadas} ({tabs}) en {tab}.',
  'action.publish.pending':
    'La publicación de la clasificación en vivo todavía no está disponible en esta versión. Mientras tanto, comparte la pestaña {tab}.',
  // The live page as a web app (rules §8): what the menu actions publish, served without the spreadsheet.
  'action.noDocument':
    'Esta acción solo se puede usar desde el menú Atril de la hoja de cálculo, no desde la página publicada.',
  'live.notPublished':
    'La clasificación todavía no se ha publicado. Se publica con Atril › Publicar clasificación, y se actualiza al emparejar, deshacer una ronda o actualizar la clasificación.',
  'live.notUpdated': 'Aviso: la clasificación en vivo no se ha podido actualizar: {reason}',
  'live.tooLarge':
    'la página ocupa {size} kB comprimida y caben {max} kB: comparte la pestaña Clasificación en su lugar (Archivo › Compartir).',

  'status.title': 'Estado del torneo',
  'status.round': 'Ronda {round} de {rounds}',
  'status.notStarted': 'Aún no se ha emparejado ninguna ronda ({rounds:# prevista|# previstas}).',
  'status.players': '{count:# jugador|# jugadores}',
  'status.pending': 'Partidas sin resultado',
  'status.pendingLine': 'Ronda {round}, mesa {table}: {first} – {second}',
  'status.allIn': 'Todas las partidas tienen resultado.',
  'status.next': 'Siguiente paso',
  'status.typeResults': 'Escribe los puntos que faltan en la pestaña {tab}.',
  'status.finished': 'Se han jugado todas las rondas previstas.',
  'status.refresh': 'Actualizar',
  'status.running': 'Trabajando…',
  // A custom function's parameter help as Sheets shows it (rules §7): only the text counts.
  'fnHelp.optional': 'opcional',
  'fnHelp.example': 'p. ej. {range}',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'menu.setup': 'Set up tournament',
  'menu.pair': 'Pair next round',
  'menu.undo': 'Undo last round',
  'menu.standings': 'Update standings',
  'menu.elo': 'Compute ratings',
  'menu.duplicate': 'Score duplicate',
  'menu.publish': 'Publish standings',
  'menu.status': 'Tournament status',
  'menu.rename': 'Rename player',

  'action.title': 'Atril',
  'action.errorTitle': 'Atril: the action could not finish',
  'action.busy': 'Someone else is using Atril on this spreadsheet right now. Try again in a few seconds.',
  'action.noTab': 'There is no "{tab}" tab. Use Atril › Set up tournament.',
  'action.noPlayers': 'The {tab} tab has no players: type one per row (Name; Rating and Club if known) and pair again.',
  'action.list': '{items}',
  'action.warnings': '{count:# warning|# warnings}:',
  'action.warningLine': '• {warning}',

  'action.setup.created': 'Tournament set up. Tabs created: {tabs}.',
  'action.setup.nothing': 'Every tab already existed; nothing was changed.',
  'action.setup.next': 'Type the players into {players}, then use Atril › Pair next round.',

  'action.pending.round': 'round {round}: {count:table|tables} {tables}',
  'action.pair.pending':
    'Results are missing ({list}). Type the scores (or the Result) in {tab} before pairing the next round.',
  'action.pair.allDone':
    '{rounds:The one planned round is paired|All # planned rounds are paired}. To play more, change "Rounds" in {tab}.',
  'action.pair.done': 'Round {round} paired: {tables:# table|# tables} in {tab}.',
  'action.pair.bye': 'Bye: {name}.',
  'action.pair.numbered': 'Numbers (No.) assigned to {count:# player|# players} in {tab}.',
  'action.pair.reasons': 'Pairing notes:',
  'action.pair.reasonLine': 'Table {table}: {reasons}',

  'action.undo.none': 'There is no round to undo.',
  'action.undo.hasResults':
    'Round {round} already has results ({count:table|tables} {tables}); it cannot be undone. Clear those results first if you really want to undo it.',
  'action.undo.halfTyped':
    "Round {round} has {count:a score|# scores} typed without the opponent's in {tab} ({cells}); it cannot be undone without losing what was typed. Finish that result or clear the score, then undo again.",
  'action.undo.halfCell': 'row {row}, column {column}: {value}',
  'action.undo.done': 'Round {round} undone: {rows:# row|# rows} removed from {tab}.',

  'action.standings.done': 'Updated {tabs} with {games:# game|# games} with a result.',
  'action.elo.done': 'Ratings computed in {tab}: {players:# player|# players}.',
  'action.rename.askFrom': "The player's name as it is written now (in Players or in Rounds):",
  'action.rename.askTo': 'New name for "{from}":',
  'action.rename.done': '"{from}" is now "{to}": {count:# cell|# cells} changed in {tabs}.',
  'action.rename.same': 'The new name is the one it already has ("{name}"); nothing was changed.',
  'action.rename.nothing': '"{from}" is in no tab and "{to}" is already in Players; nothing was changed.',
  'action.duplicate.none':
    'There are no "Duplicate N" tabs. "{tab}" was created as a template: type the Master row and one row per player, then use Atril › Score duplicate again.',
  'action.duplicate.done': 'Scored {count:# duplicate game|# duplicate games} ({tabs}) in {tab}.',
  'action.publish.pending':
    'Publishing live standings is not available in this version yet. Meanwhile, share the {tab} tab.',
  'action.noDocument':
    'This action can only be used from the Atril menu of the spreadsheet, not from the published page.',
  'live.notPublished':
    'The standings have not been published yet. They are published with Atril › Publish standings, and updated on pairing, undoing a round or updating the standings.',
  'live.notUpdated': 'Note: the live standings could not be updated: {reason}',
  'live.tooLarge':
    'the page takes {size} kB compressed and {max} kB fit: share the Standings tab instead (File › Share).',

  'status.title': 'Tournament status',
  'status.round': 'Round {round} of {rounds}',
  'status.notStarted': 'No round has been paired yet ({rounds} planned).',
  'status.players': '{count:# player|# players}',
  'status.pending': 'Games without a result',
  'status.pendingLine': 'Round {round}, table {table}: {first} – {second}',
  'status.allIn': 'Every game has a result.',
  'status.next': 'Next step',
  'status.typeResults': 'Type the missing scores in the {tab} tab.',
  'status.finished': 'All planned rounds have been played.',
  'status.refresh': 'Refresh',
  'status.running': 'Working…',
  'fnHelp.optional': 'optional',
  'fnHelp.example': 'e.g. {range}',
};
