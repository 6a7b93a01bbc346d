// The board as pictures of it show it (rules §6.7, §19): the text grid a sheet or DUP_BOARD
// writes, and the squares a page, a printed sheet or the projector draws. The board's rules —
// premiums, a move placed and scored — are board.ts's.
import { type Board, type Play, type Premium, premiumAt, squareName } from './board';
import { BOARD_SIZE, ROW_LETTERS } from './notation';
import { tileText } from './rack';

/**
 * The board as text for a sheet or a projector: a corner, the column numbers 1–15, then
 * one line per row with its letter and each square's tile ('' when empty): 16 × 16.
 */
export function boardGrid(board: Board): (string | number)[][] {
  const header: (string | number)[] = [''];
  for (let column = 1; column <= BOARD_SIZE; column++) header.push(column);
  return [header, ...board.map((row, r) => [ROW_LETTERS[r], ...row.map((tile) => (tile ? tileText(tile) : ''))])];
}

/** A square as a picture of the board shows it: its tile, its premium, whether the last move covered it. */
export interface PictureSquare {
  /** The tile as written ('' when empty; a blank in lower case). */
  tile: string;
  premium: Premium | null;
  last: boolean;
}

/** The board as a page or a printed sheet draws it: 15 rows of 15 squares, `last`'s new tiles marked. */
export function boardPicture(board: Board, last: Play | null): PictureSquare[][] {
  const fresh = new Set((last?.placed ?? []).map(({ row, column }) => squareName(row, column)));
  return board.map((line, r) =>
    line.map((tile, c) => ({
      tile: tile ? tileText(tile) : '',
      premium: premiumAt(r + 1, c + 1),
      last: fresh.has(squareName(r + 1, c + 1)),
    })),
  );
}
