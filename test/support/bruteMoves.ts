// A brute-force move finder for the arbiter's tests (rules §20), written apart from the move
// search: every word of a small list tried at every square in both directions, every way of
// covering its new letters with the rack's blanks, placed and scored by playMove (rules §6.7)
// and kept when every word it forms is in the list. Slow, and simple enough to trust.
import { type Board, type Tile, playMove, ROW_LETTERS } from '../../src/core/duplicate';

export interface BruteMove {
  move: string;
  score: number;
  /** Tiles placed, blanks among them. */
  placed: number;
  blanks: number;
}

/** A word as tiles' letters: CH, LL, RR one letter each (as the list reads them). */
export function wordLetters(word: string): string[] {
  const letters: string[] = [];
  const upper = word.toUpperCase();
  for (let i = 0; i < upper.length; i++) {
    const pair = upper.slice(i, i + 2);
    if (pair === 'CH' || pair === 'LL' || pair === 'RR') {
      letters.push(pair);
      i++;
    } else letters.push(upper[i]);
  }
  return letters;
}

/** The subsets of `items` of at most `size` elements. */
function subsets(items: number[], size: number): number[][] {
  const out: number[][] = [[]];
  for (const item of items) for (const set of out.slice()) if (set.length < size) out.push([...set, item]);
  return out;
}

/** Every legal move of `rack` on `board` whose words are all in `words` (letters as wordLetters gives). */
export function bruteMoves(board: Board, rack: readonly Tile[], words: readonly string[][]): BruteMove[] {
  const known = new Set(words.map((word) => word.join('.')));
  const isWord = (tiles: readonly Tile[]) => known.has(tiles.map((tile) => tile.letter).join('.'));
  const own = new Map<string, number>();
  for (const tile of rack) if (!tile.blank) own.set(tile.letter, (own.get(tile.letter) ?? 0) + 1);
  const blanks = rack.filter((tile) => tile.blank).length;
  const found = new Map<string, BruteMove>();
  for (const word of words) {
    for (const across of [true, false]) {
      for (let row = 1; row <= 15; row++) {
        for (let column = 1; column <= 15; column++) {
          const end = (across ? column : row) + word.length - 1;
          if (end > 15) continue;
          const square = (i: number) => (across ? [row, column + i] : [row + i, column]);
          const fresh: number[] = [];
          let fits = true;
          for (let i = 0; i < word.length && fits; i++) {
            const [r, c] = square(i);
            const tile = board[r - 1][c - 1];
            if (tile === null) fresh.push(i);
            else fits = tile.letter === word[i];
          }
          if (!fits || fresh.length === 0 || fresh.length > rack.length) continue;
          // Each way of letting the blanks stand for some of the new letters.
          for (const asBlank of subsets(fresh, blanks)) {
            const need = new Map<string, number>();
            for (const i of fresh) if (!asBlank.includes(i)) need.set(word[i], (need.get(word[i]) ?? 0) + 1);
            if ([...need].some(([letter, count]) => (own.get(letter) ?? 0) < count)) continue;
            const text = word
              .map((letter, i) => {
                const [r, c] = square(i);
                const lower = asBlank.includes(i) || board[r - 1][c - 1]?.blank === true;
                const shown = lower ? letter.toLowerCase() : letter;
                return letter.length === 2 ? `[${shown}]` : shown;
              })
              .join('');
            const at = across ? `${ROW_LETTERS[row - 1]}${column}` : `${column}${ROW_LETTERS[row - 1]}`;
            const play = playMove(board, `${at}-${text}`, rack);
            if (!play.ok || !play.words.every((formed) => isWord(formed.tiles))) continue;
            const move = play.move.canonical;
            if (!found.has(move))
              found.set(move, { move, score: play.score, placed: play.placed.length, blanks: asBlank.length });
          }
        }
      }
    }
  }
  return [...found.values()];
}
