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
  // A "Duplicada N" tab's moves and racks.
  'board.error.illegal': '«{value}» no se puede jugar: {reason}',
  'board.error.noBoard':
    '«{value}» no se puede puntuar: falta la jugada maestra de la ronda {round} (fila «Jugada») y sin ella no se conoce el tablero',
  'board.error.masterScore': 'la maestra dice {value} y su jugada {move} vale {score}',
  'board.warn.aboveMaster':
    '{tab}, fila {row}, columna {column}: la jugada {value} vale {score}, más que la maestra ({master}); cuenta, y la maestra anunciada se mantiene',
  'board.warn.rackLeft':
    '{tab}, fila {row}, columna {column}: el atril {rack} no tiene {tiles}, que quedaron en el atril tras la maestra de la ronda {round}',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'board.move.runsInto': '{value} runs on into the tile on {square}: the word must start and end where the tiles do',
  'board.move.mismatch': '{value} puts {typed} on {square}, which already holds {tile}',
  'board.move.noNewTile': '{value} places no tile: all its squares are already covered',
  'board.move.tooManyTiles': '{value} places {count} tiles; a rack holds 7',
  'board.move.centre': '{value} is the first move and does not cover the centre square {square}',
  'board.move.notConnected': '{value} does not touch any tile on the board',
  'board.move.notInRack': '{value} places a {tile} tile that the rack "{rack}" does not hold',
  'board.error.illegal': '"{value}" cannot be played: {reason}',
  'board.error.noBoard':
    '"{value}" cannot be scored: the master move of round {round} is missing (row "Move") and without it the board is unknown',
  'board.error.masterScore': 'the master says {value} and its move {move} scores {score}',
  'board.warn.aboveMaster':
    '{tab}, row {row}, column {column}: the move {value} scores {score}, more than the master ({master}); it counts, and the announced master stands',
  'board.warn.rackLeft':
    '{tab}, row {row}, column {column}: the rack {rack} lacks {tiles}, left on the rack after the master move of round {round}',
};
