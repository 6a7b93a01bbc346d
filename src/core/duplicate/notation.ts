// Canonical notation of a duplicate move (rules §6.4): H8-CASA is horizontal (row letter
// first), 8H-CASA vertical (column number first), on the 15×15 board (rows A–O, columns 1–15).
import type { Message } from '../message';
import { type Tile, TileError, parseTiles, tileText } from './rack';

export const BOARD_SIZE = 15;
/** The rows' letters, A (row 1) to O (row 15). */
export const ROW_LETTERS = 'ABCDEFGHIJKLMNO';
/** H8, the centre (row and column 8): the first move covers it (rules §6.7). */
export const CENTRE = 8;

export interface Move {
  /** 1-based row (A = 1). */
  row: number;
  /** 1-based column. */
  column: number;
  across: boolean;
  tiles: Tile[];
  /** The move written canonically (upper-case coordinate, one hyphen, blanks in lower case). */
  canonical: string;
}

export type MoveVerdict = ({ ok: true } & Move) | { ok: false; problem: Message };

const ACROSS = /^([A-Za-z])\s*(\d{1,2})\s*-\s*(\S+)$/;
const DOWN = /^(\d{1,2})\s*([A-Za-z])\s*-\s*(\S+)$/;

export function checkMove(text: string): MoveVerdict {
  const typed = text.trim();
  const across = ACROSS.exec(typed);
  const down = across ? null : DOWN.exec(typed);
  const match = across ?? down;
  if (!match) return { ok: false, problem: { key: 'dup.move.format', params: { value: typed } } };
  const letter = (across ? match[1] : match[2]).toUpperCase();
  const number = Number(across ? match[2] : match[1]);
  const square = across ? `${letter}${number}` : `${number}${letter}`;
  const row = ROW_LETTERS.indexOf(letter) + 1;
  if (row < 1 || number < 1 || number > BOARD_SIZE) {
    return { ok: false, problem: { key: 'dup.move.coordinate', params: { value: square } } };
  }
  const word = match[3];
  let tiles: Tile[];
  try {
    tiles = parseTiles(word, false);
  } catch (error) {
    if (error instanceof TileError) return { ok: false, problem: error.problem };
    throw error;
  }
  if (tiles.some((tile) => tile.letter === '?')) {
    return { ok: false, problem: { key: 'dup.rack.badTile', params: { value: '?' } } };
  }
  if (tiles.length < 2) return { ok: false, problem: { key: 'dup.move.shortWord', params: { word } } };
  // The word runs along the row (across) or down the column from the given square.
  const start = across ? number : row;
  if (start + tiles.length - 1 > BOARD_SIZE) {
    return { ok: false, problem: { key: 'dup.move.tooLong', params: { word, length: tiles.length, value: square } } };
  }
  const canonical = `${square}-${tiles.map(tileText).join('')}`;
  return { ok: true, row, column: number, across: across !== null, tiles, canonical };
}
