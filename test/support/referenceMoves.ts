// A brute-force reference for the move search (rules §20), written apart from it and sharing
// none of its helpers: word-driven. For each word of a (small) list, each square and each
// direction, it checks whether the word fits the board with the rack's tiles, tries every
// choice of real tile or blank for each new square, then lets board.ts playMove judge and
// score the move and checks every word it forms against a plain Set.
import { type Board, type Tile, playMove, readWord, LETTERS, tileText } from '../../src/core/duplicate';

const ROWS = 'ABCDEFGHIJKLMNO';
const SIZE = 15;

/** The test list: each word as its tiles' letters (CH, LL, RR one letter each). */
export type TestWords = readonly (readonly string[])[];

/** Words of the devDependency list chosen deterministically for the tests: every 2- and 3-letter word, and a sample of longer ones rich in CH, LL, RR and Ñ. */
export function testWords(): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a 7 MB JSON list, not worth a type
  const all: string[] = require('an-array-of-spanish-words');
  const short = all.filter((word) => word.length <= 3);
  const longer = all.filter((word, i) => word.length >= 4 && word.length <= 8 && i % 211 === 0);
  const special = all.filter(
    (word, i) => word.length >= 4 && word.length <= 7 && /ch|ll|rr|ñ/.test(word) && i % 97 === 0,
  );
  return [...new Set([...short, ...longer, ...special])];
}

/** A word's tiles as letters, read by the lexicon's rules (so CH is one tile). */
export const wordLetters = (word: string): string[] => (readWord(word) ?? []).map((code) => LETTERS[code]);

export interface ReferenceMove {
  canonical: string;
  score: number;
}

/** Every legal move of `rack` on `board` whose words are all in `words`, one-tile moves once (the longer word's direction, across on a tie). */
export function referenceMoves(board: Board, rack: readonly Tile[], words: TestWords): ReferenceMove[] {
  const known = new Set(words.map((word) => word.join('.')));
  const inRack = new Map<string, number>();
  let blanks = 0;
  for (const tile of rack) {
    if (tile.blank) blanks++;
    else inRack.set(tile.letter, (inRack.get(tile.letter) ?? 0) + 1);
  }
  const onBoard = new Map<string, number>();
  for (const line of board)
    for (const tile of line) if (tile) onBoard.set(tile.letter, (onBoard.get(tile.letter) ?? 0) + 1);
  const tileAt = (row: number, column: number) =>
    row >= 1 && row <= SIZE && column >= 1 && column <= SIZE ? board[row - 1][column - 1] : null;
  const empty = onBoard.size === 0;
  // How many squares a move may touch the play through (a tile, a square beside one; H8 on an
  // empty board) lie among the first k of each line: a word over none of them is skipped at once.
  const touching = (r: number, c: number): boolean =>
    empty
      ? r === 8 && c === 8
      : !!(tileAt(r, c) || tileAt(r - 1, c) || tileAt(r + 1, c) || tileAt(r, c - 1) || tileAt(r, c + 1));
  const touchingBefore = [true, false].map((across) =>
    Array.from({ length: SIZE + 1 }, (_, line) => {
      const counts = [0];
      for (let k = 1; k <= SIZE; k++)
        counts.push(counts[k - 1] + (line > 0 && touching(across ? line : k, across ? k : line) ? 1 : 0));
      return counts;
    }),
  );
  const found = new Map<string, number>();
  for (const word of words) {
    // A quick filter: the letters the rack and the board lack must be few enough for the blanks.
    const need = new Map<string, number>();
    for (const letter of word) need.set(letter, (need.get(letter) ?? 0) + 1);
    let short = 0;
    for (const [letter, count] of need)
      short += Math.max(0, count - (inRack.get(letter) ?? 0) - (onBoard.get(letter) ?? 0));
    if (short > blanks) continue;
    for (const across of [true, false]) {
      for (let row = 1; row <= SIZE; row++) {
        for (let column = 1; column <= SIZE; column++) {
          if ((across ? column : row) + word.length - 1 > SIZE) continue;
          const counts = touchingBefore[across ? 0 : 1][across ? row : column];
          const start = across ? column : row;
          if (counts[start + word.length - 1] === counts[start - 1]) continue;
          // Fits: every old tile on the way is the word's letter; and the move touches the board
          // (covers H8 on an empty one), with letters the rack can give: else playMove refuses it.
          let fits = true;
          let touches = false;
          const freshLetters: string[] = [];
          for (let i = 0; i < word.length && fits; i++) {
            const [r, c] = across ? [row, column + i] : [row + i, column];
            const tile = tileAt(r, c);
            if (tile) {
              fits = tile.letter === word[i];
              touches = true;
            } else {
              freshLetters.push(word[i]);
              if (
                empty
                  ? r === 8 && c === 8
                  : tileAt(r - 1, c) || tileAt(r + 1, c) || tileAt(r, c - 1) || tileAt(r, c + 1)
              )
                touches = true;
            }
          }
          if (!fits || !touches || freshLetters.length === 0 || freshLetters.length > 7) continue;
          let lacking = 0;
          const left = new Map(inRack);
          for (const letter of freshLetters) {
            const own = left.get(letter) ?? 0;
            if (own > 0) left.set(letter, own - 1);
            else lacking++;
          }
          if (lacking > blanks) continue;
          // A quick look before playMove: the squares just before and after the word are empty, and
          // each new letter's cross-word (the board's tiles above and below it, or left and right) is a word.
          const [beforeRow, beforeColumn] = across ? [row, column - 1] : [row - 1, column];
          const [afterRow, afterColumn] = across ? [row, column + word.length] : [row + word.length, column];
          if (tileAt(beforeRow, beforeColumn) || tileAt(afterRow, afterColumn)) continue;
          let crossWordsKnown = true;
          for (let i = 0; i < word.length && crossWordsKnown; i++) {
            const [r, c] = across ? [row, column + i] : [row + i, column];
            if (tileAt(r, c)) continue;
            const [dr, dc] = across ? [1, 0] : [0, 1];
            const letters = [word[i]];
            for (let k = 1; tileAt(r - k * dr, c - k * dc); k++)
              letters.unshift((tileAt(r - k * dr, c - k * dc) as Tile).letter);
            for (let k = 1; tileAt(r + k * dr, c + k * dc); k++)
              letters.push((tileAt(r + k * dr, c + k * dc) as Tile).letter);
            crossWordsKnown = letters.length === 1 || known.has(letters.join('.'));
          }
          if (!crossWordsKnown) continue;
          const squares = word.map((_, i) => (across ? [row, column + i] : [row + i, column]));
          const fresh = squares.flatMap(([r, c], i) => (tileAt(r, c) ? [] : [i]));
          // Every choice of tile for the new squares the rack allows: the letter's own tile or a blank.
          const choices: boolean[][] = [];
          const choose = (chosen: boolean[], left: Map<string, number>, blanksLeft: number) => {
            if (chosen.length === fresh.length) {
              choices.push(chosen);
              return;
            }
            const letter = word[fresh[chosen.length]];
            const own = left.get(letter) ?? 0;
            if (own > 0) choose([...chosen, false], new Map(left).set(letter, own - 1), blanksLeft);
            if (blanksLeft > 0) choose([...chosen, true], left, blanksLeft - 1);
          };
          choose([], inRack, blanks);
          for (const chosen of choices) {
            const tiles = squares.map(([r, c], i) => {
              const old = tileAt(r, c);
              if (old) return old;
              return { letter: word[i], blank: chosen[fresh.indexOf(i)] };
            });
            const text = tiles.map(tileText).join('');
            const canonical = across ? `${ROWS[row - 1]}${column}-${text}` : `${column}${ROWS[row - 1]}-${text}`;
            const play = playMove(board, canonical, rack);
            // The words and the board's verdict are the same for every choice of blanks: one failing, all do.
            if (!play.ok || !play.words.every((formed) => known.has(formed.tiles.map((tile) => tile.letter).join('.'))))
              break;
            if (play.placed.length === 1) {
              const other = play.words[1]?.tiles.length ?? 1;
              if (across ? word.length < other : word.length <= other) continue;
            }
            found.set(canonical, play.score);
          }
        }
      }
    }
  }
  return [...found].map(([canonical, score]) => ({ canonical, score }));
}
