// Random games on the board (rules §6.7) for property tests: each move is built square by
// square from the board as it stands — the tiles already on its line copied into the word,
// fresh random letters on the empty squares — so that it is legal by construction, without
// asking the code under test. Words are nonsense: Atril does not judge words.
import { seededRandom } from '../../src/core/random';

export const SIZE = 15;
const DIGRAPHS = new Set(['CH', 'LL', 'RR']);
const ROWS = 'ABCDEFGHIJKLMNO';
const LETTERS = [
  'A',
  'E',
  'O',
  'I',
  'S',
  'N',
  'L',
  'R',
  'U',
  'T',
  'D',
  'G',
  'C',
  'B',
  'M',
  'P',
  'H',
  'CH',
  'LL',
  'RR',
  'Ñ',
  'Z',
  'X',
  'J',
  'Q',
];

/** A board as the test keeps it: '' for empty, else the tile as written (blank = lower case). */
export type TextBoard = string[][];

export const emptyTextBoard = (): TextBoard => Array.from({ length: SIZE }, () => Array<string>(SIZE).fill(''));

export function notation(row: number, column: number, across: boolean, word: string[]): string {
  const square = across ? `${ROWS[row - 1]}${column}` : `${column}${ROWS[row - 1]}`;
  return `${square}-${word.join('')}`;
}

export interface Segment {
  row: number;
  column: number;
  across: boolean;
  length: number;
}

export const squareOf = (s: Segment, i: number) => ({
  row: s.row + (s.across ? 0 : i),
  column: s.column + (s.across ? i : 0),
});

const cell = (board: TextBoard, row: number, column: number) =>
  row >= 1 && row <= SIZE && column >= 1 && column <= SIZE ? board[row - 1][column - 1] : '';

/** Whether `s` is a legal place for a move on `board` (rules §6.7), judged independently. */
export function legalSegment(board: TextBoard, s: Segment): boolean {
  const last = squareOf(s, s.length - 1);
  if (s.length < 2 || last.row > SIZE || last.column > SIZE) return false;
  const before = squareOf(s, -1);
  const after = squareOf(s, s.length);
  if (cell(board, before.row, before.column) || cell(board, after.row, after.column)) return false;
  const squares = Array.from({ length: s.length }, (_, i) => squareOf(s, i));
  const fresh = squares.filter(({ row, column }) => !cell(board, row, column));
  if (fresh.length === 0 || fresh.length > 7) return false;
  const empty = board.every((line) => line.every((square) => !square));
  if (empty) return squares.some(({ row, column }) => row === 8 && column === 8);
  if (fresh.length < squares.length) return true;
  return fresh.some(({ row, column }) =>
    s.across
      ? cell(board, row - 1, column) || cell(board, row + 1, column)
      : cell(board, row, column - 1) || cell(board, row, column + 1),
  );
}

export interface RandomMove {
  text: string;
  segment: Segment;
  /** The tiles of the word, square by square. */
  word: string[];
  fresh: boolean[];
}

/** A legal random move on `board`, or null when none was found in a few hundred tries. */
export function randomMove(board: TextBoard, random: () => number, blanks = true): RandomMove | null {
  for (let attempt = 0; attempt < 400; attempt++) {
    const across = random() < 0.5;
    const segment: Segment = {
      row: 1 + Math.floor(random() * SIZE),
      column: 1 + Math.floor(random() * SIZE),
      across,
      length: 2 + Math.floor(random() * 7),
    };
    if (!legalSegment(board, segment)) continue;
    const word: string[] = [];
    const fresh: boolean[] = [];
    for (let i = 0; i < segment.length; i++) {
      const { row, column } = squareOf(segment, i);
      const onBoard = cell(board, row, column);
      fresh.push(!onBoard);
      if (onBoard) word.push(onBoard);
      else {
        const letter = LETTERS[Math.floor(random() * LETTERS.length)];
        word.push(blanks && random() < 0.05 ? letter.toLowerCase() : letter);
      }
    }
    // C then H (L then L, R then R) would read as the digraph tile: not a word of the Spanish set.
    const joins = word.slice(1).some((tile, i) => DIGRAPHS.has((word[i].slice(-1) + tile[0]).toUpperCase()));
    if (joins) continue;
    return { text: notation(segment.row, segment.column, across, word), segment, word, fresh };
  }
  return null;
}

export function place(board: TextBoard, move: RandomMove): TextBoard {
  const next = board.map((line) => line.slice());
  move.word.forEach((tile, i) => {
    const { row, column } = squareOf(move.segment, i);
    if (move.fresh[i]) next[row - 1][column - 1] = tile;
  });
  return next;
}

/** A random game of up to `count` master moves from a seed, with the board after each. */
export function randomGame(seed: number, count: number, blanks = true): { moves: RandomMove[]; boards: TextBoard[] } {
  const random = seededRandom(seed);
  const boards = [emptyTextBoard()];
  const moves: RandomMove[] = [];
  for (let i = 0; i < count; i++) {
    const move = randomMove(boards[i], random, blanks);
    if (!move) break;
    moves.push(move);
    boards.push(place(boards[i], move));
  }
  return { moves, boards };
}
