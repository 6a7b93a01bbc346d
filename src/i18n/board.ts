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
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'board.move.runsInto': '{value} runs on into the tile on {square}: the word must start and end where the tiles do',
  'board.move.mismatch': '{value} puts {typed} on {square}, which already holds {tile}',
  'board.move.noNewTile': '{value} places no tile: all its squares are already covered',
  'board.move.tooManyTiles': '{value} places {count} tiles; a rack holds 7',
  'board.move.centre': '{value} is the first move and does not cover the centre square {square}',
  'board.move.notConnected': '{value} does not touch any tile on the board',
  'board.move.notInRack': '{value} places a {tile} tile that the rack "{rack}" does not hold',
};
