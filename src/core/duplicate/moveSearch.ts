// Every legal move of a rack on the board with the club's word list (rules §20): the
// Appel–Jacobson search over the word graph. The board's anchors and cross-sets are worked out
// once (crossSets.ts); for each direction, a word through an anchor is a left part on the empty
// squares before it (no anchor among them) or the tiles already there, then letters to the
// right, each new letter one its square's cross-set allows. A move is scored as playMove does
// (rules §6.7) when it is found. On an empty board only moves across are searched: the board is
// symmetric about its diagonal, so each down move is an across one transposed, with its score.
import * as boards from './board';
import type { Board, PlacedTile } from './board';
import { type BoardSets, type CrossSets, ACROSS, ALL_LETTERS, DOWN, boardSets } from './crossSets';
import * as notations from './notation';
import * as racks from './rack';
import type { Tile } from './rack';
import * as graphs from './wordGraph';
import type { WordGraph } from './wordGraph';

// Module constants: transpiled to CommonJS (tsx, jest), an imported binding is read through a
// getter at each use, which the search's inner loops would pay millions of times. Read member by
// member, not destructured, so that the bundle keeps only these (docs/addon.md "The third size pass").
const [CHILD_SHIFT, END_OF_WORD, LAST_EDGE, LETTER_MASK, edgeOf] = [
  graphs.CHILD_SHIFT,
  graphs.END_OF_WORD,
  graphs.LAST_EDGE,
  graphs.LETTER_MASK,
  graphs.edgeOf,
];
const [BINGO, premiumAt, rackLeft] = [boards.BINGO, boards.premiumAt, boards.rackLeft];
const [BOARD_SIZE, ROW_LETTERS] = [notations.BOARD_SIZE, notations.ROW_LETTERS];
const [DIGRAPHS, LETTERS, RACK_SIZE, TILE_VALUES, letterCode, tileText] = [
  racks.DIGRAPHS,
  racks.LETTERS,
  racks.RACK_SIZE,
  racks.TILE_VALUES,
  racks.letterCode,
  racks.tileText,
];

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
const VALUES = LETTERS.map((letter) => TILE_VALUES[letter]);

/** The premiums by square index (row − 1) × 15 + column − 1. */
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
 * (the RawMove passed is reused: copy what is kept), across only on an empty board (each down
 * move is one of them transposed: legalMoves lists both). `found` returning true stops the search.
 */
export function searchMoves(
  board: Board | BoardSets,
  rack: readonly Tile[],
  graph: WordGraph,
  found: (move: RawMove) => boolean | void,
): void {
  const sets = 'cells' in board ? board : boardSets(board, graph);
  const walk = new RackWalk(sets, rack, graph, found);
  if (walk.most === 0) return;
  for (const direction of sets.empty ? [ACROSS] : [ACROSS, DOWN])
    for (let line = 0; line < N && !walk.stopped; line++) walk.line(direction === ACROSS, line);
}

/**
 * One rack walked through the word graph on one board: the rack's tiles left, the move being
 * built, and the line searched (its squares, their cross-sets, its anchors). `line` searches
 * one row or column; the rest are its steps.
 */
class RackWalk {
  readonly edges: Uint32Array;
  /** Per node, the letters of its edges as a mask. */
  readonly out: Int32Array;
  /** How many tiles a move may place: the rack's, at most seven (rules §6.7). */
  readonly most: number;
  /** The rack's tiles left by letter code, the letters with one left as a mask, the blanks left. */
  readonly counts = new Int8Array(LETTERS.length);
  have = 0;
  blanks = 0;
  readonly move: RawMove = {
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
  stopped = false;
  // The line searched, by position along it: its squares and what its cross-sets say of each.
  readonly square = new Int16Array(N);
  readonly mask = new Int32Array(N);
  readonly crossSum = new Int16Array(N);
  readonly crossLength = new Int8Array(N);
  readonly anchor = new Uint8Array(N);
  across = true;
  start = 0;
  anchorAt = 0;

  constructor(
    readonly sets: BoardSets,
    rack: readonly Tile[],
    readonly graph: WordGraph,
    readonly found: (move: RawMove) => boolean | void,
  ) {
    this.edges = graph.edges;
    this.out = outLetters(graph);
    let size = 0;
    for (const tile of rack) {
      const code = letterCode(tile.letter);
      if (tile.blank) this.blanks++;
      else if (code >= 0) {
        this.counts[code]++;
        this.have |= 1 << code;
      } else continue;
      size++;
    }
    this.most = Math.min(size, RACK_SIZE);
  }

  /** Every move along row (across) or column (down) `line`, through each of its anchors. */
  line(across: boolean, line: number): void {
    const { cells, anchors } = this.sets;
    const cross: CrossSets = this.sets.cross[across ? ACROSS : DOWN];
    const { square, mask, crossSum, crossLength, anchor } = this;
    this.across = across;
    this.move.line = line;
    for (let p = 0; p < N; p++) {
      const s = across ? line * N + p : p * N + line;
      square[p] = s;
      anchor[p] = anchors[s];
      mask[p] = cross.letters[s];
      crossSum[p] = cross.sum[s];
      crossLength[p] = cross.length[s];
    }
    for (let p = 0; p < N && !this.stopped; p++) {
      if (!anchor[p]) continue;
      this.anchorAt = p;
      if (p > 0 && cells[square[p - 1]] >= 0) {
        // The tiles just before the anchor are the left part.
        let start = p - 1;
        while (start > 0 && cells[square[start - 1]] >= 0) start--;
        let node = this.graph.root;
        for (let q = start; q < p; q++) {
          const e = edgeOf(this.graph, node, cells[square[q]]);
          node = e < 0 ? 0 : this.edges[e] >>> CHILD_SHIFT;
        }
        this.start = start;
        this.move.count = 0;
        this.extendRight(node, p);
        continue;
      }
      let limit = 0;
      while (limit < this.most - 1 && p - limit > 0 && cells[square[p - limit - 1]] < 0 && !anchor[p - limit - 1])
        limit++;
      this.leftPart(this.graph.root, 0, limit);
    }
  }

  /**
   * The left part: `depth` tiles placed so far, on the squares just before the anchor (none
   * of them an anchor, so no cross-word); the word goes on through the anchor, or the left
   * part grows by one more letter, up to `limit`.
   */
  leftPart(node: number, depth: number, limit: number): void {
    const { move, edges } = this;
    this.start = this.anchorAt - depth;
    for (let k = 0; k < depth; k++) move.positions[k] = this.start + k;
    move.count = depth;
    this.extendRight(node, this.anchorAt);
    if (depth === limit || node === 0) return;
    const allowed = this.blanks > 0 ? ALL_LETTERS : this.have;
    for (let e = node; !this.stopped; e++) {
      const edge = edges[e];
      const letter = edge & LETTER_MASK;
      if (allowed & (1 << letter)) {
        move.codes[depth] = letter;
        // The letter from the rack, then from a blank: two moves.
        for (
          let blank = this.counts[letter] > 0 ? 0 : 1;
          blank <= (this.blanks > 0 ? 1 : 0) && !this.stopped;
          blank++
        ) {
          move.blanks[depth] = blank;
          this.take(letter, blank);
          this.leftPart(edge >>> CHILD_SHIFT, depth + 1, limit);
          this.give(letter, blank);
        }
      }
      if (edge & LAST_EDGE) break;
    }
  }

  /** Words from `node` on, position p onwards: the old tiles followed, rack tiles (or blanks) tried on empty squares. */
  extendRight(node: number, p: number): void {
    if (node === 0 || this.stopped) return;
    const { cells } = this.sets;
    const { move, edges, square } = this;
    const code = cells[square[p]];
    const next = p + 1;
    if (code >= 0) {
      const e = edgeOf(this.graph, node, code);
      if (e < 0) return;
      if (edges[e] & END_OF_WORD && (next === N || cells[square[next]] < 0)) this.record(p);
      if (next < N) this.extendRight(edges[e] >>> CHILD_SHIFT, next);
      return;
    }
    const allowed = this.mask[p] & (this.blanks > 0 ? ALL_LETTERS : this.have);
    if (move.count === this.most || (this.out[node] & allowed) === 0) return;
    const endsHere = next === N || cells[square[next]] < 0;
    const k = move.count++;
    move.positions[k] = p;
    for (let e = node; !this.stopped; e++) {
      const edge = edges[e];
      const letter = edge & LETTER_MASK;
      if (allowed & (1 << letter)) {
        move.codes[k] = letter;
        for (
          let blank = this.counts[letter] > 0 ? 0 : 1;
          blank <= (this.blanks > 0 ? 1 : 0) && !this.stopped;
          blank++
        ) {
          move.blanks[k] = blank;
          this.take(letter, blank);
          if (edge & END_OF_WORD && endsHere) this.record(p);
          if (next < N) this.extendRight(edge >>> CHILD_SHIFT, next);
          this.give(letter, blank);
        }
      }
      if (edge & LAST_EDGE) break;
    }
    move.count = k;
  }

  take(letter: number, blank: number): void {
    if (blank) {
      this.blanks--;
      this.move.blanksUsed++;
    } else if (--this.counts[letter] === 0) this.have &= ~(1 << letter);
  }

  give(letter: number, blank: number): void {
    if (blank) {
      this.blanks++;
      this.move.blanksUsed--;
    } else if (this.counts[letter]++ === 0) this.have |= 1 << letter;
  }

  /** The move from `start` to position `end` of the line is a word: score it and report it. */
  record(end: number): void {
    const { move, crossSum, start } = this;
    const { values } = this.sets;
    const length = end - start + 1;
    const single = move.count === 1 ? this.crossLength[move.positions[0]] : 0;
    // One new tile forming a word each way is one move, written along its longer word, across
    // on a tie (docs/rules.md §20): the other direction's search skips it.
    if (length < 2 || (this.across ? length < single : length <= single)) return;
    let main = 0;
    let factor = 1;
    let cross = 0;
    for (let p = start, k = 0; p <= end; p++) {
      const s = this.square[p];
      if (k < move.count && move.positions[k] === p) {
        const value = move.blanks[k] ? 0 : VALUES[move.codes[k]];
        main += value * LETTER_FACTOR[s];
        factor *= WORD_FACTOR[s];
        if (crossSum[p] >= 0) cross += (crossSum[p] + value * LETTER_FACTOR[s]) * WORD_FACTOR[s];
        k++;
      } else main += values[s];
    }
    move.across = this.across;
    move.start = start;
    move.end = end;
    move.score = main * factor + cross + (move.count === RACK_SIZE ? BINGO : 0);
    if (this.found(move)) this.stopped = true;
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

/** A tile's text is a blank's: a blank is written in lower case. */
const isBlankText = (text: string) => text !== text.toUpperCase();

/**
 * The word as canonical notation writes it. When a single C, L or R stands before a tile
 * starting with H, L or R in the same case (a reader would take the two for one double
 * tile), every double tile is bracketed instead: the records' spelling of rack.ts parseTiles.
 */
function spelling(tiles: readonly Tile[]): string {
  const texts = tiles.map(tileText);
  for (let i = 1; i < texts.length; i++) {
    const [first, next] = [texts[i - 1], texts[i][0]];
    if (first.length === 1 && DIGRAPHS.has((first + next).toUpperCase()) && isBlankText(first) === isBlankText(next))
      return texts.map((text) => (text.length === 2 ? `[${text}]` : text)).join('');
  }
  return texts.join('');
}

/**
 * Every legal move of `rack` on `board` whose every word is in `graph`, each placement once:
 * on an empty board each move across and its down twin (the same line, span and score).
 */
export function legalMoves(board: Board, rack: readonly Tile[], graph: WordGraph): FoundMove[] {
  const sets = boardSets(board, graph);
  const moves: FoundMove[] = [];
  searchMoves(sets, rack, graph, (raw) => {
    moves.push(foundMove(board, rack, raw));
    if (sets.empty) moves.push(foundMove(board, rack, { ...raw, across: false }));
  });
  return moves;
}

/** Whether `rack` has any legal move on `board` (rules §20: without one the game ends). */
export function hasLegalMove(board: Board, rack: readonly Tile[], graph: WordGraph): boolean {
  let any = false;
  searchMoves(board, rack, graph, () => (any = true));
  return any;
}
