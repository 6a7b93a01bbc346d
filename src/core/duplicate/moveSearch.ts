// Every legal move of a rack on the board with the club's word list (rules §20): the
// Appel–Jacobson search over the word graph. For each direction, the squares next to a tile
// (the centre on an empty board) are anchors; a word through an anchor is a left part on the
// empty squares before it (no anchor among them) or the tiles already there, then letters to
// the right. Each empty square knows the letters whose cross-word is in the list (its cross
// check) and the points of that cross-word's old tiles, so a move is scored as playMove does
// (rules §6.7) when it is found.
import * as boards from './board';
import type { Board, PlacedTile } from './board';
import { BOARD_SIZE } from './notation';
import * as racks from './rack';
import type { Tile } from './rack';
import * as graphs from './wordGraph';
import type { WordGraph } from './wordGraph';

// Module constants: transpiled to CommonJS (tsx, jest), an imported binding is read through a
// getter at each use, which the search's inner loops would pay millions of times. Read member by
// member, not destructured, so that the bundle keeps only these (docs/addon.md "The third size pass").
const [CHILD_SHIFT, END_OF_WORD, LAST_EDGE, LETTERS, LETTER_MASK, edgeOf, letterCode] = [
  graphs.CHILD_SHIFT,
  graphs.END_OF_WORD,
  graphs.LAST_EDGE,
  graphs.LETTERS,
  graphs.LETTER_MASK,
  graphs.edgeOf,
  graphs.letterCode,
];
const [ROW_LETTERS, premiumAt, rackLeft] = [boards.ROW_LETTERS, boards.premiumAt, boards.rackLeft];
const [TILE_VALUES, tileText] = [racks.TILE_VALUES, racks.tileText];

export interface FoundMove {
  /** The move in canonical notation (H8-CASA across, 8H-CASA down; blanks in lower case). */
  canonical: string;
  row: number;
  column: number;
  across: boolean;
  score: number;
  /** The new tiles, in the word's order. */
  placed: PlacedTile[];
  /** What stays on the rack. */
  leave: Tile[];
  /** Blanks placed. */
  blanks: number;
  /** The main word, then each cross-word in the order of the new tiles (blanks in lower case). */
  words: string[];
}

const N = BOARD_SIZE;
const RACK_SIZE = 7;
const BINGO = 50;
const ALL_LETTERS = (1 << LETTERS.length) - 1;
/** A square's code when it holds a tile no word has. */
const FOREIGN = 31;
const VALUES = LETTERS.map((letter) => TILE_VALUES[letter]);

/** The premiums by square index (row − 1) × 15 + column − 1, and the same read down a column. */
const LETTER_FACTOR = new Int8Array(N * N);
const WORD_FACTOR = new Int8Array(N * N);
for (let s = 0; s < N * N; s++) {
  const premium = premiumAt(Math.floor(s / N) + 1, (s % N) + 1);
  LETTER_FACTOR[s] = premium === 'letter3' ? 3 : premium === 'letter2' ? 2 : 1;
  WORD_FACTOR[s] = premium === 'word3' ? 3 : premium === 'word2' ? 2 : 1;
}

/**
 * A move as the search holds it when found: its line and span in one direction, the new
 * tiles' positions along the line, codes and blank marks, and its score.
 */
export interface RawMove {
  across: boolean;
  /** The row (across) or column (down), from 0. */
  line: number;
  /** First and last square of the main word along the line, from 0. */
  start: number;
  end: number;
  count: number;
  positions: Int8Array;
  codes: Int8Array;
  blanks: Uint8Array;
  blanksUsed: number;
  score: number;
}

/**
 * Calls `found` for every legal move of `rack` on `board` whose every word is in `graph`
 * (the RawMove passed is reused: copy what is kept). `found` returning true stops the search.
 */
export function searchMoves(
  board: Board,
  rack: readonly Tile[],
  graph: WordGraph,
  found: (move: RawMove) => boolean | void,
): void {
  const { edges, root } = graph;
  // The board as codes (−1 empty) and blank marks, indexed row × 15 + column.
  const cells = new Int8Array(N * N).fill(-1);
  const blankOnBoard = new Uint8Array(N * N);
  let empty = true;
  board.forEach((line, r) =>
    line.forEach((tile, c) => {
      if (!tile) return;
      const code = letterCode(tile.letter);
      cells[r * N + c] = code < 0 ? FOREIGN : code;
      blankOnBoard[r * N + c] = tile.blank ? 1 : 0;
      empty = false;
    }),
  );
  const counts = new Int8Array(LETTERS.length);
  /** The letters the rack still holds a tile of, as a mask. */
  let have = 0;
  let blanks = 0;
  let rackSize = 0;
  for (const tile of rack) {
    const code = letterCode(tile.letter);
    if (tile.blank) blanks++;
    else if (code >= 0) {
      counts[code]++;
      have |= 1 << code;
    } else continue;
    rackSize++;
  }
  // rules §6.7: a move places at most the seven tiles of a rack.
  const most = Math.min(rackSize, RACK_SIZE);
  if (most === 0) return;
  const out = outLetters(graph);
  const valueAt = (s: number) => (blankOnBoard[s] ? 0 : VALUES[cells[s]] || 0);
  const child = (e: number) => edges[e] >>> CHILD_SHIFT;
  const step = (node: number, code: number) => {
    const e = edgeOf(graph, node, code);
    return e < 0 ? 0 : child(e);
  };

  const move: RawMove = {
    across: true,
    line: 0,
    start: 0,
    end: 0,
    count: 0,
    positions: new Int8Array(RACK_SIZE),
    codes: new Int8Array(RACK_SIZE),
    blanks: new Uint8Array(RACK_SIZE),
    blanksUsed: 0,
    score: 0,
  };
  let stopped = false;
  // For the line searched, by position along it: its squares, each empty square's cross check
  // (a letter mask), the points of its cross-word's old tiles (−1: no cross-word) and that
  // word's length, whether it is an anchor.
  const square = new Int16Array(N);
  const mask = new Int32Array(N);
  const crossSum = new Int16Array(N);
  const crossLength = new Int8Array(N);
  const anchor = new Uint8Array(N);
  let across = true;
  let start = 0;
  let anchorAt = 0;

  /** The cross check of empty square s at position p; the perpendicular line steps by `side` from `first` to `last`. */
  const crossCheck = (s: number, p: number, side: number, first: number, last: number) => {
    let top = s;
    while (top - side >= first && cells[top - side] >= 0) top -= side;
    let bottom = s;
    while (bottom + side <= last && cells[bottom + side] >= 0) bottom += side;
    crossLength[p] = (bottom - top) / side + 1;
    if (top === bottom) {
      mask[p] = ALL_LETTERS;
      crossSum[p] = -1;
      return;
    }
    let sum = 0;
    let node = root;
    for (let t = top; t < s; t += side) {
      sum += valueAt(t);
      node = step(node, cells[t]);
    }
    for (let t = s + side; t <= bottom; t += side) sum += valueAt(t);
    let allowed = 0;
    for (let e = node; node !== 0; e++) {
      let next = e;
      for (let t = s + side; t <= bottom && next >= 0; t += side) next = edgeOf(graph, child(next), cells[t]);
      if (next >= 0 && edges[next] & END_OF_WORD) allowed |= 1 << (edges[e] & LETTER_MASK);
      if (edges[e] & LAST_EDGE) break;
    }
    mask[p] = allowed;
    crossSum[p] = sum;
  };

  /** The move from `start` to position `end` of the line is a word: score it and report it. */
  const record = (end: number) => {
    const length = end - start + 1;
    const single = move.count === 1 ? crossLength[move.positions[0]] : 0;
    // One new tile forming a word each way is one move, written along its longer word, across
    // on a tie (docs/rules.md §20): the other direction's search skips it.
    if (length < 2 || (across ? length < single : length <= single)) return;
    let main = 0;
    let factor = 1;
    let cross = 0;
    for (let p = start, k = 0; p <= end; p++) {
      const s = square[p];
      if (k < move.count && move.positions[k] === p) {
        const value = move.blanks[k] ? 0 : VALUES[move.codes[k]];
        main += value * LETTER_FACTOR[s];
        factor *= WORD_FACTOR[s];
        if (crossSum[p] >= 0) cross += (crossSum[p] + value * LETTER_FACTOR[s]) * WORD_FACTOR[s];
        k++;
      } else main += valueAt(s);
    }
    move.across = across;
    move.start = start;
    move.end = end;
    move.score = main * factor + cross + (move.count === RACK_SIZE ? BINGO : 0);
    if (found(move)) stopped = true;
  };

  /** Words from `node` on, position p onwards: the old tiles followed, rack tiles (or blanks) tried on empty squares. */
  const extendRight = (node: number, p: number): void => {
    if (node === 0 || stopped) return;
    const code = cells[square[p]];
    const next = p + 1;
    if (code >= 0) {
      const e = edgeOf(graph, node, code);
      if (e < 0) return;
      if (edges[e] & END_OF_WORD && (next === N || cells[square[next]] < 0)) record(p);
      if (next < N) extendRight(child(e), next);
      return;
    }
    const allowed = mask[p] & (blanks > 0 ? ALL_LETTERS : have);
    if (move.count === most || (out[node] & allowed) === 0) return;
    const endsHere = next === N || cells[square[next]] < 0;
    const k = move.count++;
    move.positions[k] = p;
    for (let e = node; !stopped; e++) {
      const edge = edges[e];
      const letter = edge & LETTER_MASK;
      if (allowed & (1 << letter)) {
        move.codes[k] = letter;
        // The letter from the rack, then from a blank: two moves.
        for (let blank = counts[letter] > 0 ? 0 : 1; blank <= (blanks > 0 ? 1 : 0) && !stopped; blank++) {
          move.blanks[k] = blank;
          take(letter, blank);
          if (edge & END_OF_WORD && endsHere) record(p);
          if (next < N) extendRight(edge >>> CHILD_SHIFT, next);
          give(letter, blank);
        }
      }
      if (edge & LAST_EDGE) break;
    }
    move.count = k;
  };

  const take = (letter: number, blank: number) => {
    if (blank) {
      blanks--;
      move.blanksUsed++;
    } else if (--counts[letter] === 0) have &= ~(1 << letter);
  };
  const give = (letter: number, blank: number) => {
    if (blank) {
      blanks++;
      move.blanksUsed--;
    } else if (counts[letter]++ === 0) have |= 1 << letter;
  };

  /**
   * The left part: `depth` tiles placed so far, on the squares just before the anchor (none
   * of them an anchor, so no cross-word); the word goes on through the anchor, or the left
   * part grows by one more letter, up to `limit`.
   */
  const leftPart = (node: number, depth: number, limit: number): void => {
    start = anchorAt - depth;
    for (let k = 0; k < depth; k++) move.positions[k] = start + k;
    move.count = depth;
    extendRight(node, anchorAt);
    if (depth === limit || node === 0) return;
    const allowed = blanks > 0 ? ALL_LETTERS : have;
    for (let e = node; !stopped; e++) {
      const edge = edges[e];
      const letter = edge & LETTER_MASK;
      if (allowed & (1 << letter)) {
        move.codes[depth] = letter;
        for (let blank = counts[letter] > 0 ? 0 : 1; blank <= (blanks > 0 ? 1 : 0) && !stopped; blank++) {
          move.blanks[depth] = blank;
          take(letter, blank);
          leftPart(edge >>> CHILD_SHIFT, depth + 1, limit);
          give(letter, blank);
        }
      }
      if (edge & LAST_EDGE) break;
    }
  };

  for (const direction of [true, false]) {
    across = direction;
    const side = across ? N : 1;
    for (let line = 0; line < N && !stopped; line++) {
      move.line = line;
      for (let p = 0; p < N; p++) {
        const s = across ? line * N + p : p * N + line;
        square[p] = s;
        anchor[p] = 0;
        if (cells[s] >= 0) continue;
        const r = Math.floor(s / N);
        const c = s % N;
        // The perpendicular line through s: its column (across) or its row (down).
        crossCheck(s, p, side, across ? c : s - c, across ? c + N * (N - 1) : s - c + N - 1);
        anchor[p] = empty
          ? Number(r === 7 && c === 7)
          : Number(
              (c > 0 && cells[s - 1] >= 0) ||
                (c < N - 1 && cells[s + 1] >= 0) ||
                (r > 0 && cells[s - N] >= 0) ||
                (r < N - 1 && cells[s + N] >= 0),
            );
      }
      for (let p = 0; p < N && !stopped; p++) {
        if (!anchor[p]) continue;
        anchorAt = p;
        if (p > 0 && cells[square[p - 1]] >= 0) {
          // The tiles just before the anchor are the left part.
          start = p - 1;
          while (start > 0 && cells[square[start - 1]] >= 0) start--;
          let node = root;
          for (let q = start; q < p; q++) node = step(node, cells[square[q]]);
          move.count = 0;
          extendRight(node, p);
          continue;
        }
        let limit = 0;
        while (limit < most - 1 && p - limit > 0 && cells[square[p - limit - 1]] < 0 && !anchor[p - limit - 1]) limit++;
        leftPart(root, 0, limit);
      }
    }
  }
}

/** Per edge index that starts a node, the letters of its edges as a mask (once per graph). */
const outMasks = new WeakMap<Uint32Array, Int32Array>();
function outLetters(graph: WordGraph): Int32Array {
  const { edges } = graph;
  let out = outMasks.get(edges);
  if (!out) {
    out = new Int32Array(edges.length);
    for (let e = 1, first = 1, letters = 0; e < edges.length; e++) {
      letters |= 1 << (edges[e] & LETTER_MASK);
      if (edges[e] & LAST_EDGE) {
        out[first] = letters;
        first = e + 1;
        letters = 0;
      }
    }
    outMasks.set(edges, out);
  }
  return out;
}

/** A found move as its line, span and new tiles say (the board gives the old tiles). */
export function foundMove(board: Board, rack: readonly Tile[], raw: RawMove): FoundMove {
  const { across, line } = raw;
  const placed: PlacedTile[] = [];
  const tiles: Tile[] = [];
  for (let p = raw.start, k = 0; p <= raw.end; p++) {
    const row = across ? line + 1 : p + 1;
    const column = across ? p + 1 : line + 1;
    if (k < raw.count && raw.positions[k] === p) {
      const tile = { letter: LETTERS[raw.codes[k]], blank: raw.blanks[k] === 1 };
      placed.push({ row, column, tile });
      tiles.push(tile);
      k++;
    } else tiles.push(board[row - 1][column - 1] as Tile);
  }
  const row = across ? line + 1 : raw.start + 1;
  const column = across ? raw.start + 1 : line + 1;
  const words = [tiles.map(tileText).join('')];
  for (const tile of placed) {
    const cross = crossWord(board, tile, !across);
    if (cross) words.push(cross);
  }
  return {
    canonical: `${across ? ROW_LETTERS[row - 1] + column : column + ROW_LETTERS[row - 1]}-${spelling(tiles)}`,
    row,
    column,
    across,
    score: raw.score,
    placed,
    leave: rackLeft(rack, placed),
    blanks: raw.blanksUsed,
    words,
  };
}

/** The word through a new tile along `across` with the board's tiles, or '' when it stands alone. */
function crossWord(board: Board, placed: PlacedTile, across: boolean): string {
  const dr = across ? 0 : 1;
  const dc = across ? 1 : 0;
  // From the new tile back to the first tile of the run, then forward to its last.
  let r = placed.row - 1;
  let c = placed.column - 1;
  while (r - dr >= 0 && c - dc >= 0 && board[r - dr][c - dc]) {
    r -= dr;
    c -= dc;
  }
  let text = '';
  let length = 0;
  for (; r < N && c < N; r += dr, c += dc, length++) {
    const tile = r === placed.row - 1 && c === placed.column - 1 ? placed.tile : board[r][c];
    if (!tile) break;
    text += tileText(tile);
  }
  return length > 1 ? text : '';
}

const PAIRS: ReadonlySet<string> = new Set(['CH', 'LL', 'RR']);
const isUpper = (text: string) => text === text.toUpperCase();

/**
 * The word as canonical notation writes it. When a single C, L or R stands before a tile
 * starting with H, L or R in the same case (a reader would take the two for one double
 * tile), every double tile is bracketed instead: the records' spelling of rack.ts parseTiles.
 */
function spelling(tiles: readonly Tile[]): string {
  const texts = tiles.map(tileText);
  for (let i = 1; i < texts.length; i++) {
    const [first, next] = [texts[i - 1], texts[i][0]];
    if (first.length === 1 && PAIRS.has((first + next).toUpperCase()) && isUpper(first) === isUpper(next))
      return texts.map((text) => (text.length === 2 ? `[${text}]` : text)).join('');
  }
  return texts.join('');
}

/** Every legal move of `rack` on `board` whose every word is in `graph`, each placement once. */
export function legalMoves(board: Board, rack: readonly Tile[], graph: WordGraph): FoundMove[] {
  const moves: FoundMove[] = [];
  searchMoves(board, rack, graph, (raw) => {
    moves.push(foundMove(board, rack, raw));
  });
  return moves;
}

/** Whether `rack` has any legal move on `board` (rules §20: without one the game ends). */
export function hasLegalMove(board: Board, rack: readonly Tile[], graph: WordGraph): boolean {
  let any = false;
  searchMoves(board, rack, graph, () => (any = true));
  return any;
}
