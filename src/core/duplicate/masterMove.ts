// The master move (rules §20, regulation §II.7): the top-scoring legal move, ties settled by
// the regulation's criteria, with the next scores below it for the arbiter's list.
import { compareText } from '../text';
import type { Board, Play } from './board';
import { type FoundMove, type RawMove, foundMove, searchMoves } from './moveSearch';
import type { Tile } from './rack';
import { type WordGraph, hasWord } from './wordGraph';

/** How many distinct scores below the top the arbiter's list shows (rules §20: at least five). */
const SCORES_BELOW = 5;

export interface MasterMoves {
  /** Every move of the top score, in the regulation's order: top[0] is the master move. */
  top: FoundMove[];
  /** The best move (same order) of each of the next distinct scores, highest first. */
  below: FoundMove[];
}

/**
 * The regulation's order among moves of one score (§II.7 as rules §20 lists it):
 * 1) fewer blanks first; 2) the most balanced leave is the arbiter's judgement, not applied;
 * 3) fewer tiles placed; 4) the main word first in Spanish alphabetical order (Ñ after N,
 * case and so blanks aside: text.ts compareText); 5) an across move before a down one; among
 * across moves the one whose first square is nearer column 1, then nearer row A; among down
 * moves nearer row A, then nearer column 1. Two moves still level (the same word and square,
 * blanks on other letters) go by their canonical text, so the order is total.
 */
export function compareMoves(a: FoundMove, b: FoundMove): number {
  return (
    a.blanks - b.blanks ||
    a.placed.length - b.placed.length ||
    compareText(a.words[0], b.words[0]) ||
    Number(b.across) - Number(a.across) ||
    (a.across ? a.column - b.column || a.row - b.row : a.row - b.row || a.column - b.column) ||
    (a.canonical < b.canonical ? -1 : a.canonical > b.canonical ? 1 : 0)
  );
}

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
  const ordered = scores.map((score) =>
    (kept.get(score) as RawMove[]).map((raw) => foundMove(board, rack, raw)).sort(compareMoves),
  );
  return { top: ordered[0], below: ordered.slice(1).map((group) => group[0]) };
}

/** The words of a played move (main word and cross-words) that the list lacks: the slips' check (rules §20). */
export function wordsNotInList(play: Play, graph: WordGraph): string[] {
  return play.words.filter((word) => !hasWord(graph, word.tiles)).map((word) => word.text);
}
