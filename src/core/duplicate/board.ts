// The board of a duplicate game (rules §6.7): the 15×15 squares with their premiums, a
// move in canonical notation placed on it, the words it forms scored, and every reason a
// move cannot be played. Whether the words exist is the judge's call: no lexicon here.
import type { Message } from '../message';
import { type Move, BOARD_SIZE, CENTRE, ROW_LETTERS, checkMove } from './notation';
import { type Tile, RACK_SIZE, tileValue, tileText } from './rack';

export type Premium = 'word3' | 'word2' | 'letter3' | 'letter2';

/** rules §6.7: the premium squares, rows A–O and columns 1–15 (H8, the centre, is a word ×2). */
const PREMIUM_SQUARES: Readonly<Record<Premium, string>> = {
  word3: 'A1 A8 A15 H1 H15 O1 O8 O15',
  word2: 'B2 C3 D4 E5 K11 L12 M13 N14 B14 C13 D12 E11 K5 L4 M3 N2 H8',
  letter3: 'B6 B10 F2 F6 F10 F14 J2 J6 J10 J14 N6 N10',
  letter2: 'A4 A12 C7 C9 D1 D8 D15 G3 G7 G9 G13 H4 H12 I3 I7 I9 I13 L1 L8 L15 M7 M9 O4 O12',
};

/** All seven tiles of a rack played in one move: +50 (rules §6.7). */
export const BINGO = 50;

/** "H8": the row letter, then the column number. */
export function squareName(row: number, column: number): string {
  return `${ROW_LETTERS[row - 1]}${column}`;
}

const PREMIUMS: ReadonlyMap<string, Premium> = new Map(
  (Object.keys(PREMIUM_SQUARES) as Premium[]).flatMap((premium) =>
    PREMIUM_SQUARES[premium].split(' ').map((square) => [square, premium] as const),
  ),
);

/** The premium of a square (1-based row and column), or null for a plain one. */
export function premiumAt(row: number, column: number): Premium | null {
  return PREMIUMS.get(squareName(row, column)) ?? null;
}

/** The squares, row by row (index row − 1, column − 1); null is an empty square. */
export type Board = ReadonlyArray<ReadonlyArray<Tile | null>>;

export function emptyBoard(): Board {
  return Array.from({ length: BOARD_SIZE }, () => Array.from({ length: BOARD_SIZE }, () => null));
}

export function isEmptyBoard(board: Board): boolean {
  return board.every((row) => row.every((square) => square === null));
}

/** A tile the move puts on an empty square. */
export interface PlacedTile {
  row: number;
  column: number;
  tile: Tile;
}

/** A word the move forms: where it starts, which way it runs, its tiles and its score. */
export interface FormedWord {
  row: number;
  column: number;
  across: boolean;
  tiles: Tile[];
  /** The word as written (blanks in lower case). */
  text: string;
  score: number;
}

export interface Play {
  move: Move;
  /** The board after the move. */
  board: Board;
  placed: PlacedTile[];
  /** The main word first, then the cross-words in the order of the new tiles. */
  words: FormedWord[];
  /** All seven tiles of a rack played: +50. */
  bingo: boolean;
  score: number;
}

export type PlayVerdict = ({ ok: true } & Play) | { ok: false; problem: Message };

const fail = (key: Message['key'], params: Message['params'] = {}): PlayVerdict => ({
  ok: false,
  problem: { key, params },
});

const at = (board: Board, row: number, column: number): Tile | null =>
  row >= 1 && row <= BOARD_SIZE && column >= 1 && column <= BOARD_SIZE ? board[row - 1][column - 1] : null;

/**
 * The score of the word through `squares`, premiums counting only on the squares that are
 * `fresh` (newly covered by this move; rules §6.7).
 */
function scoreWord(board: Board, squares: { row: number; column: number }[], fresh: ReadonlySet<string>): number {
  let sum = 0;
  let factor = 1;
  for (const { row, column } of squares) {
    const tile = at(board, row, column) as Tile;
    let value = tileValue(tile);
    if (fresh.has(squareName(row, column))) {
      const premium = premiumAt(row, column);
      if (premium === 'letter2') value *= 2;
      else if (premium === 'letter3') value *= 3;
      else if (premium === 'word2') factor *= 2;
      else if (premium === 'word3') factor *= 3;
    }
    sum += value;
  }
  return sum * factor;
}

/** The run of tiles through (row, column) along one direction, on `board`. */
function runThrough(board: Board, row: number, column: number, across: boolean): { row: number; column: number }[] {
  const dr = across ? 0 : 1;
  const dc = across ? 1 : 0;
  let r = row;
  let c = column;
  while (at(board, r - dr, c - dc)) {
    r -= dr;
    c -= dc;
  }
  const squares: { row: number; column: number }[] = [];
  while (at(board, r, c)) {
    squares.push({ row: r, column: c });
    r += dr;
    c += dc;
  }
  return squares;
}

function formed(board: Board, squares: { row: number; column: number }[], across: boolean, fresh: ReadonlySet<string>) {
  const tiles = squares.map(({ row, column }) => at(board, row, column) as Tile);
  return {
    row: squares[0].row,
    column: squares[0].column,
    across,
    tiles,
    text: tiles.map(tileText).join(''),
    score: scoreWord(board, squares, fresh),
  };
}

/** Whether `rack` holds the tiles placed: an upper-case letter needs that tile, a lower-case one a blank. */
function missingFromRack(placed: readonly PlacedTile[], rack: readonly Tile[]): Tile | null {
  const left = new Map<string, number>();
  const keyOf = (tile: Tile) => (tile.blank ? '?' : tile.letter);
  for (const tile of rack) left.set(keyOf(tile), (left.get(keyOf(tile)) ?? 0) + 1);
  for (const { tile } of placed) {
    const count = left.get(keyOf(tile)) ?? 0;
    if (count === 0) return tile;
    left.set(keyOf(tile), count - 1);
  }
  return null;
}

/**
 * Places `move` (canonical notation: the word includes the tiles already on the board) on
 * `board` and scores it (rules §6.7): the main word and every cross-word formed by the new
 * tiles, premiums only on newly covered squares, +50 for all seven tiles. With `rack`, every
 * new tile must come from it. The board given is left as it was.
 */
export function playMove(board: Board, move: string | Move, rack?: readonly Tile[] | null): PlayVerdict {
  let parsed: Move;
  if (typeof move === 'string') {
    const verdict = checkMove(move);
    if (!verdict.ok) return verdict;
    parsed = verdict;
  } else parsed = move;
  const { across, tiles, canonical } = parsed;
  const dr = across ? 0 : 1;
  const dc = across ? 1 : 0;
  const squareOf = (i: number) => ({ row: parsed.row + dr * i, column: parsed.column + dc * i });
  const last = squareOf(tiles.length - 1);
  if (last.row > BOARD_SIZE || last.column > BOARD_SIZE) {
    return fail('dup.move.tooLong', {
      word: tiles.map(tileText).join(''),
      length: tiles.length,
      value: squareName(parsed.row, parsed.column),
    });
  }
  // The word must be all of the run: a tile just before or after it belongs to the word.
  const before = { row: parsed.row - dr, column: parsed.column - dc };
  const after = { row: last.row + dr, column: last.column + dc };
  for (const square of [before, after]) {
    if (at(board, square.row, square.column)) {
      return fail('board.move.runsInto', { value: canonical, square: squareName(square.row, square.column) });
    }
  }
  const placed: PlacedTile[] = [];
  let touches = false;
  for (let i = 0; i < tiles.length; i++) {
    const { row, column } = squareOf(i);
    const onBoard = at(board, row, column);
    if (onBoard) {
      touches = true;
      if (onBoard.letter !== tiles[i].letter) {
        return fail('board.move.mismatch', {
          value: canonical,
          square: squareName(row, column),
          typed: tiles[i].letter,
          tile: onBoard.letter,
        });
      }
      continue;
    }
    placed.push({ row, column, tile: tiles[i] });
    // A new tile beside another on either side across the word connects the move too.
    if (at(board, row - dc, column - dr) || at(board, row + dc, column + dr)) touches = true;
  }
  if (placed.length === 0) return fail('board.move.noNewTile', { value: canonical });
  if (placed.length > RACK_SIZE) return fail('board.move.tooManyTiles', { value: canonical, count: placed.length });
  if (isEmptyBoard(board)) {
    const centre = placed.some(({ row, column }) => row === CENTRE && column === CENTRE);
    if (!centre) return fail('board.move.centre', { value: canonical, square: squareName(CENTRE, CENTRE) });
  } else if (!touches) return fail('board.move.notConnected', { value: canonical });
  if (rack) {
    const missing = missingFromRack(placed, rack);
    if (missing) {
      // The rack as read, tile by tile ("A E G O O RR"): a judge sees that RR was read as one tile.
      const read = rack.map(tileText);
      const merged = rack.find((tile) => tile.letter.length === 2 && tile.letter.startsWith(missing.letter));
      return fail(merged ? 'board.move.notInRackDigraph' : 'board.move.notInRack', {
        value: canonical,
        tile: missing.blank ? '?' : missing.letter,
        rack: read.join(' '),
        ...(merged ? { pair: merged.letter, letter: missing.letter } : {}),
      });
    }
  }

  const next = board.map((row) => row.slice());
  for (const { row, column, tile } of placed) next[row - 1][column - 1] = tile;
  const fresh = new Set(placed.map(({ row, column }) => squareName(row, column)));
  const words: FormedWord[] = [
    formed(
      next,
      tiles.map((_, i) => squareOf(i)),
      across,
      fresh,
    ),
  ];
  for (const { row, column } of placed) {
    const cross = runThrough(next, row, column, !across);
    if (cross.length > 1) words.push(formed(next, cross, !across, fresh));
  }
  const bingo = placed.length === RACK_SIZE;
  const score = words.reduce((sum, word) => sum + word.score, 0) + (bingo ? BINGO : 0);
  return { ok: true, move: parsed, board: next, placed, words, bingo, score };
}

/** The tiles of `rack` that `placed` did not use: what stays on the rack for the next round. */
export function rackLeft(rack: readonly Tile[], placed: readonly PlacedTile[]): Tile[] {
  const left = rack.slice();
  for (const { tile } of placed) {
    const i = left.findIndex((own) => (tile.blank ? own.blank : !own.blank && own.letter === tile.letter));
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The tiles of `needed` that `rack` does not hold (a blank stands only for a blank). */
export function tilesLacking(rack: readonly Tile[], needed: readonly Tile[]): Tile[] {
  const left = rack.slice();
  const lacking: Tile[] = [];
  for (const tile of needed) {
    const i = left.findIndex((own) => own.blank === tile.blank && (tile.blank || own.letter === tile.letter));
    if (i >= 0) left.splice(i, 1);
    else lacking.push(tile);
  }
  return lacking;
}

export interface Replay {
  /** The board before each move and, last, after them all (length = moves + 1). */
  boards: Board[];
  plays: Play[];
}

export type ReplayVerdict = ({ ok: true } & Replay) | { ok: false; index: number; problem: Message };

/** Plays the master moves in order from an empty board; stops at the first that cannot be played. */
export function replayMoves(moves: readonly string[]): ReplayVerdict {
  const boards: Board[] = [emptyBoard()];
  const plays: Play[] = [];
  for (let i = 0; i < moves.length; i++) {
    const verdict = playMove(boards[i], moves[i]);
    if (!verdict.ok) return { ok: false, index: i, problem: verdict.problem };
    plays.push(verdict);
    boards.push(verdict.board);
  }
  return { ok: true, boards, plays };
}
