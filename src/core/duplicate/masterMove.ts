// The master move (rules §20, regulation §II.7): the top-scoring legal move, ties settled by
// the regulation's criteria, with the next scores below it for the arbiter's list.
import type { Board } from './board';
import { type FoundMove, type RawMove, foundMove, searchMoves } from './moveSearch';
import { type Tile, letterCode, parseTiles } from './rack';
import { type WordGraph, wordKey } from './wordGraph';

/** How many distinct scores below the top the arbiter's list shows (rules §20: at least five). */
export const SCORES_BELOW = 5;

export interface MasterMoves {
  /**
   * Every move of the top score, in the regulation's order: top[0] is the master move. On an
   * empty board, across moves only: each down twin would come after its across move (criterion 5).
   */
  top: FoundMove[];
  /** The best move (same order) of each of the next distinct scores, highest first. */
  below: FoundMove[];
}

/**
 * A word as a key whose plain string order is the order the arbiter announces the tiles
 * (rack.ts LETTERS: CH after C, LL after L, Ñ after N, RR after R; docs/rules.md §24), a blank
 * as the letter it stands for: wordGraph.ts wordKey, one character per tile.
 */
export const wordOrderKey = (tiles: readonly Tile[]): string => wordKey(tiles.map((tile) => letterCode(tile.letter)));

/** The key of a found move's main word, read back from its canonical text (whose spelling replays: moveSearch.ts). */
const moveKey = (move: FoundMove) =>
  wordOrderKey(parseTiles(move.canonical.slice(move.canonical.indexOf('-') + 1), false));

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The regulation's order among moves of one score (§II.7 as rules §20 and §24 say it):
 * 1) fewer blanks first; 2) the most balanced leave is the arbiter's judgement, not applied;
 * 3) fewer tiles placed; 4) the main word first in the order the arbiter announces the tiles
 * (CODO before CHAL, LOBO before LLAMA, Ñ after N, a blank as its letter: wordOrderKey);
 * 5) an across move before a down one; among across moves the one whose first square is
 * nearer column 1, then nearer row A; among down moves nearer row A, then nearer column 1.
 * Two moves still level (the same word and square, blanks on other letters) go by their
 * canonical text, so the order is total.
 */
export function compareMoves(a: FoundMove, b: FoundMove): number {
  return compareKeyed([moveKey(a), a], [moveKey(b), b]);
}

function compareKeyed([keyA, a]: readonly [string, FoundMove], [keyB, b]: readonly [string, FoundMove]): number {
  return (
    a.blanks - b.blanks ||
    a.placed.length - b.placed.length ||
    byKey(keyA, keyB) ||
    Number(b.across) - Number(a.across) ||
    (a.across ? a.column - b.column || a.row - b.row : a.row - b.row || a.column - b.column) ||
    byKey(a.canonical, b.canonical)
  );
}

/** The key of a raw move's main word: its new tiles' codes, the board's tiles between them. */
function rawKey(board: Board, raw: RawMove): string {
  const codes: number[] = [];
  for (let p = raw.start, k = 0; p <= raw.end; p++) {
    if (k < raw.count && raw.positions[k] === p) codes.push(raw.codes[k++]);
    else codes.push(letterCode(((raw.across ? board[raw.line][p] : board[p][raw.line]) as Tile).letter));
  }
  return wordKey(codes);
}

/** Found moves in the regulation's order, each word's key made once from its raw move. */
const inOrder = (board: Board, rack: readonly Tile[], raws: RawMove[]): FoundMove[] =>
  raws
    .map((raw) => [rawKey(board, raw), foundMove(board, rack, raw)] as const)
    .sort(compareKeyed)
    .map(([, move]) => move);

const copy = (raw: RawMove): RawMove => ({
  ...raw,
  positions: raw.positions.slice(),
  codes: raw.codes.slice(),
  blanks: raw.blanks.slice(),
});

/**
 * The master move of `rack` on `board` with the list `graph` and the moves of the next
 * scores; null when the rack has no legal move. Only the moves of the best six scores are
 * kept while searching.
 */
export function findMaster(board: Board, rack: readonly Tile[], graph: WordGraph): MasterMoves | null {
  const kept = new Map<number, RawMove[]>();
  /** The kept scores, highest first. */
  const scores: number[] = [];
  searchMoves(board, rack, graph, (raw) => {
    let group = kept.get(raw.score);
    if (!group) {
      if (scores.length > SCORES_BELOW && raw.score < scores[SCORES_BELOW]) return;
      let at = scores.findIndex((score) => score < raw.score);
      if (at < 0) at = scores.length;
      scores.splice(at, 0, raw.score);
      group = [];
      kept.set(raw.score, group);
      if (scores.length > SCORES_BELOW + 1) kept.delete(scores.pop() as number);
    }
    group.push(copy(raw));
  });
  if (scores.length === 0) return null;
  const ordered = scores.map((score) => inOrder(board, rack, kept.get(score) as RawMove[]));
  return { top: ordered[0], below: ordered.slice(1).map((group) => group[0]) };
}
