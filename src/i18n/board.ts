// The board of a duplicate game (rules §6.7): why a move cannot be played, the checks of
// a "Duplicada N" tab's moves and racks, the Tablero view, DUP_BOARD and DUP_MOVE_SCORE.
export const es = {
  // Why a move cannot be played on the board.
  'board.move.runsInto':
    '{value} sigue en la ficha de {square}: la palabra debe empezar y terminar donde acaban las fichas',
  'board.move.mismatch': '{value} pone {typed} en {square}, donde ya hay una {tile}',
  'board.move.noNewTile': '{value} no pone ninguna ficha: todas sus casillas ya están ocupadas',
  'board.move.tooManyTiles': '{value} pone {count} fichas; un atril tiene 7',
  'board.move.centre': '{value} es la primera jugada y no cubre la casilla central {square}',
  'board.move.notConnected': '{value} no toca ninguna ficha del tablero',
  'board.move.notInRack': '{value} pone una ficha {tile} que el atril «{rack}» no tiene',
  'board.move.notInRackDigraph':
    '{value} pone una ficha {tile} que el atril «{rack}» no tiene ({pair} junto es la ficha {pair}): para dos {letter}, sepáralas ({letter} {letter}) o usa la grafía de las papeletas, la ficha doble entre corchetes ([{pair}])',
  // A "Duplicada N" tab's moves and racks.
  'board.error.illegal': '«{value}» no se puede jugar: {reason}',
  'board.error.noBoard':
    '«{value}» no se puede puntuar: falta la jugada maestra de la ronda {round} (fila «Jugada») y sin ella no se conoce el tablero',
  'board.error.masterScore': 'la maestra dice {value} y su jugada {move} vale {score}',
  'board.warn.aboveMaster':
    '{tab}, fila {row}, columna {column}: la jugada {value} vale {score}, más que la maestra ({master}); cuenta, y la maestra anunciada se mantiene',
  'board.warn.rackLeft':
    '{tab}, fila {row}, columna {column}: el atril {rack} no tiene {tiles}, que quedaron en el atril tras la maestra de la ronda {round}',
  'board.error.unknownBoard':
    'no se conoce el tablero tras la ronda {round}: falta la jugada maestra de la ronda {missing} (fila «Jugada»)',
  'board.error.stopped':
    'ronda {round} y siguientes sin puntuar hasta corregir {tab}, fila {row}, columna {column}: {reason}',
  'board.warn.stopped':
    '{tab}, fila {row}, columna {column}: {reason}. Ronda {round} y siguientes sin puntuar hasta corregirlo',

  // Custom functions.
  'fn.DUP_BOARD':
    'El tablero de una partida duplicada tras una ronda: 16 × 16, con las letras de fila y los números de columna.',
  'fn.DUP_BOARD.game': 'la pestaña de la partida: nombres, R1..Rn, filas Maestra, Jugada y Atril (con encabezados)',
  'fn.DUP_BOARD.round': 'ronda tras la que se muestra (por defecto, la última con jugada maestra)',
  'fn.DUP_MOVE_SCORE':
    'Puntos de una jugada (H8-CASA, 8H-CASA) en el tablero antes de una ronda; si no se puede jugar, el motivo.',
  'fn.DUP_MOVE_SCORE.move': 'jugada en notación canónica; las minúsculas son comodines',
  'fn.DUP_MOVE_SCORE.game':
    'la pestaña de la partida: nombres, R1..Rn, filas Maestra, Jugada y Atril (con encabezados)',
  'fn.DUP_MOVE_SCORE.round': 'ronda de la jugada: cuenta el tablero con las maestras de las rondas anteriores',
  // "Clasificación duplicada" and the Tablero view.
  'board.cell.fromMove': '{cell} *',
  'board.cell.aboveMaster': '{cell} !',
  'board.view.legend': '* puntos de la jugada escrita; ! jugada por encima de la maestra',
  'board.tab': 'Tablero',
  'board.view.title': '{tab}: tablero tras la ronda {round}; última maestra {move} ({score} puntos)',
  'board.view.empty': '{tab}: aún no hay ninguna jugada maestra en la fila «Jugada»',
  'board.view.key':
    'casillas libres: 3P triple palabra · 2P doble palabra · 3L triple letra · 2L doble letra; una minúscula es un comodín',
  'board.premium.word3': '3P',
  'board.premium.word2': '2P',
  'board.premium.letter3': '3L',
  'board.premium.letter2': '2L',
  'board.page.caption': '{tab}: tablero tras la ronda {round}; última maestra {move} ({score})',
  'board.page.title': 'Tablero',
  'board.page.word3': 'triple palabra',
  'board.page.word2': 'doble palabra',
  'board.page.letter3': 'triple letra',
  'board.page.letter2': 'doble letra',
  'board.page.last': 'última maestra',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'board.move.runsInto': '{value} runs on into the tile on {square}: the word must start and end where the tiles do',
  'board.move.mismatch': '{value} puts {typed} on {square}, which already holds {tile}',
  'board.move.noNewTile': '{value} places no tile: all its squares are already covered',
  'board.move.tooManyTiles': '{value} places {count} tiles; a rack holds 7',
  'board.move.centre': '{value} is the first move and does not cover the centre square {square}',
  'board.move.notConnected': '{value} does not touch any tile on the board',
  'board.move.notInRack': '{value} places a {tile} tile that the rack "{rack}" does not hold',
  'board.move.notInRackDigraph':
    '{value} places a {tile} tile that the rack "{rack}" does not hold ({pair} together is the {pair} tile): for two {letter}, type them apart ({letter} {letter}) or in the slips\' spelling, the double tile in brackets ([{pair}])',
  'board.error.illegal': '"{value}" cannot be played: {reason}',
  'board.error.noBoard':
    '"{value}" cannot be scored: the master move of round {round} is missing (row "Move") and without it the board is unknown',
  'board.error.masterScore': 'the master says {value} and its move {move} scores {score}',
  'board.warn.aboveMaster':
    '{tab}, row {row}, column {column}: the move {value} scores {score}, more than the master ({master}); it counts, and the announced master stands',
  'board.warn.rackLeft':
    '{tab}, row {row}, column {column}: the rack {rack} lacks {tiles}, left on the rack after the master move of round {round}',
  'board.error.unknownBoard':
    'the board after round {round} is unknown: the master move of round {missing} is missing (row "Move")',
  'board.error.stopped': 'round {round} on not scored until {tab}, row {row}, column {column} is corrected: {reason}',
  'board.warn.stopped':
    '{tab}, row {row}, column {column}: {reason}. Round {round} on not scored until it is corrected',
  'fn.DUP_BOARD': "A duplicate game's board after a round: 16 × 16, with the row letters and column numbers.",
  'fn.DUP_BOARD.game': "the game's tab: names, R1..Rn, Master, Move and Rack rows (with the headers)",
  'fn.DUP_BOARD.round': 'the round after which it is shown (default: the last with a master move)',
  'fn.DUP_MOVE_SCORE':
    'The score of a move (H8-CASA, 8H-CASA) on the board before a round; if it cannot be played, the reason.',
  'fn.DUP_MOVE_SCORE.move': 'the move in canonical notation; lower-case letters are blanks',
  'fn.DUP_MOVE_SCORE.game': "the game's tab: names, R1..Rn, Master, Move and Rack rows (with the headers)",
  'fn.DUP_MOVE_SCORE.round': "the move's round: the board holds the master moves of the earlier rounds",
  'board.cell.fromMove': '{cell} *',
  'board.cell.aboveMaster': '{cell} !',
  'board.view.legend': '* scored from the move typed; ! a move above the master',
  'board.tab': 'Board',
  'board.view.title': '{tab}: board after round {round}; last master move {move} ({score} points)',
  'board.view.empty': '{tab}: no master move in the "Move" row yet',
  'board.view.key':
    'empty squares: 3W triple word · 2W double word · 3L triple letter · 2L double letter; a lower-case letter is a blank',
  'board.premium.word3': '3W',
  'board.premium.word2': '2W',
  'board.premium.letter3': '3L',
  'board.premium.letter2': '2L',
  'board.page.caption': '{tab}: board after round {round}; last master move {move} ({score})',
  'board.page.title': 'Board',
  'board.page.word3': 'triple word',
  'board.page.word2': 'double word',
  'board.page.letter3': 'triple letter',
  'board.page.letter2': 'double letter',
  'board.page.last': 'last master move',
};
