// The board as the move search reads it (rules §20), worked out once per board: each square's
// tile as a letter code and its points, the anchors, and for each direction each empty square's
// cross-set — the letters a new tile there may be, its word across the move's line being in the
// list — with the points of that word's old tiles. The search (moveSearch.ts) then only walks
// the rack through the word graph; the Appel–Jacobson split, as wolges and Macondo keep it.
import type { Board } from './board';
import { BOARD_SIZE, CENTRE } from './notation';
import { LETTERS, TILE_VALUES, letterCode } from './rack';
import * as graphs from './wordGraph';
import type { WordGraph } from './wordGraph';

// Read once: an imported binding is a getter at each use under CommonJS (moveSearch.ts says why).
const [CHILD_SHIFT, END_OF_WORD, LAST_EDGE, LETTER_MASK, edgeOf] = [
  graphs.CHILD_SHIFT,
  graphs.END_OF_WORD,
  graphs.LAST_EDGE,
  graphs.LETTER_MASK,
  graphs.edgeOf,
];

const N = BOARD_SIZE;
/** Every letter code, as a mask. */
export const ALL_LETTERS = (1 << LETTERS.length) - 1;
/** A square's code when it holds a tile no word has. */
export const FOREIGN = 31;
const VALUES = LETTERS.map((letter) => TILE_VALUES[letter]);

/** Which way a move runs: index 0 across, 1 down (the cross-words run the other way). */
export type Direction = 0 | 1;
export const ACROSS: Direction = 0;
export const DOWN: Direction = 1;

/** What a move running one way needs of each empty square, indexed (row − 1) × 15 + column − 1. */
export interface CrossSets {
  /** The letters a new tile may be (a mask of letter codes); every letter where no word crosses. */
  letters: Int32Array;
  /** The points of the crossing word's old tiles, −1 where no word crosses. */
  sum: Int16Array;
  /** The crossing word's length with the new tile (1: none crosses). */
  length: Int8Array;
}

export interface BoardSets {
  /** Each square's tile as a letter code (−1 empty, FOREIGN for a letter no word has). */
  cells: Int8Array;
  /** The points each square's tile scores (0 empty or a blank). */
  values: Int8Array;
  /** No tile on the board. */
  empty: boolean;
  /** 1 on each anchor: an empty square beside a tile, or the centre of an empty board. */
  anchors: Uint8Array;
  /** The cross-sets of a move across (its cross-words run down), then of a move down. */
  cross: readonly [CrossSets, CrossSets];
}

/** The board's codes, anchors and cross-sets against `graph` (rules §6.7, §20). */
export function boardSets(board: Board, graph: WordGraph): BoardSets {
  const cells = new Int8Array(N * N).fill(-1);
  const values = new Int8Array(N * N);
  let empty = true;
  board.forEach((line, r) =>
    line.forEach((tile, c) => {
      if (!tile) return;
      const code = letterCode(tile.letter);
      cells[r * N + c] = code < 0 ? FOREIGN : code;
      values[r * N + c] = tile.blank ? 0 : VALUES[code] || 0;
      empty = false;
    }),
  );
  const anchors = new Uint8Array(N * N);
  if (empty) anchors[(CENTRE - 1) * N + CENTRE - 1] = 1;
  else for (let s = 0; s < N * N; s++) anchors[s] = Number(cells[s] < 0 && touchesTile(cells, s));
  const sets = { cells, values, empty, anchors };
  return { ...sets, cross: [crossSetsOf(sets, graph, ACROSS), crossSetsOf(sets, graph, DOWN)] };
}

/** Whether a tile stands on a square beside s (above, below, left or right). */
function touchesTile(cells: Int8Array, s: number): boolean {
  const c = s % N;
  return (
    (c > 0 && cells[s - 1] >= 0) ||
    (c < N - 1 && cells[s + 1] >= 0) ||
    (s >= N && cells[s - N] >= 0) ||
    (s < N * (N - 1) && cells[s + N] >= 0)
  );
}

/** The cross-sets of every empty square for a move running `direction`. */
function crossSetsOf(board: Pick<BoardSets, 'cells' | 'values'>, graph: WordGraph, direction: Direction): CrossSets {
  const sets: CrossSets = {
    letters: new Int32Array(N * N),
    sum: new Int16Array(N * N),
    length: new Int8Array(N * N),
  };
  // The crossing word runs down a column for a move across, along a row for a move down.
  const side = direction === ACROSS ? N : 1;
  for (let s = 0; s < N * N; s++) {
    if (board.cells[s] >= 0) continue;
    const c = s % N;
    const first = direction === ACROSS ? c : s - c;
    const last = direction === ACROSS ? c + N * (N - 1) : s - c + N - 1;
    crossSetAt(board, graph, sets, s, side, first, last);
  }
  return sets;
}

/** The cross-set of empty square s; its crossing line steps by `side` from square `first` to `last`. */
function crossSetAt(
  board: Pick<BoardSets, 'cells' | 'values'>,
  graph: WordGraph,
  sets: CrossSets,
  s: number,
  side: number,
  first: number,
  last: number,
): void {
  const { cells, values } = board;
  const { edges } = graph;
  let top = s;
  while (top - side >= first && cells[top - side] >= 0) top -= side;
  let bottom = s;
  while (bottom + side <= last && cells[bottom + side] >= 0) bottom += side;
  sets.length[s] = (bottom - top) / side + 1;
  if (top === bottom) {
    sets.letters[s] = ALL_LETTERS;
    sets.sum[s] = -1;
    return;
  }
  // The tiles before s lead to a node; each of its letters is allowed when the tiles after s follow it to a word's end.
  let sum = 0;
  let node = graph.root;
  for (let t = top; t < s; t += side) {
    sum += values[t];
    const e = edgeOf(graph, node, cells[t]);
    node = e < 0 ? 0 : edges[e] >>> CHILD_SHIFT;
  }
  for (let t = s + side; t <= bottom; t += side) sum += values[t];
  let allowed = 0;
  for (let e = node; node !== 0; e++) {
    let next = e;
    for (let t = s + side; t <= bottom && next >= 0; t += side)
      next = edgeOf(graph, edges[next] >>> CHILD_SHIFT, cells[t]);
    if (next >= 0 && edges[next] & END_OF_WORD) allowed |= 1 << (edges[e] & LETTER_MASK);
    if (edges[e] & LAST_EDGE) break;
  }
  sets.letters[s] = allowed;
  sets.sum[s] = sum;
}
