// The club's word list as a minimised word graph (a DAWG; rules §20): every word a path from
// the root, letters on the edges, the end of a word marked on the edge of its last letter.
// Words share their prefixes and (minimised) their suffixes, so 640,000 Spanish words fit in
// a few hundred thousand edges, kept in one Uint32Array that the move search walks, and
// stored in a spreadsheet as base-85 text in cells.
import { fromBase85, toBase85 } from '../../i18n/packed';
import type { Tile } from './rack';

/** The 28 letters of the Spanish tiles in alphabetical order (rules §6.7): a letter's code is its index. */
export const LETTERS: readonly string[] = 'A B C CH D E F G H I J L LL M N Ñ O P Q R RR S T U V X Y Z'.split(' ');
const CODES: ReadonlyMap<string, number> = new Map(LETTERS.map((letter, code) => [letter, code]));

/** The code of a tile's letter (LETTERS index), or −1 for a letter no tile has. */
export const letterCode = (letter: string): number => CODES.get(letter) ?? -1;

// One edge, one 32-bit number: bits 0–4 the letter, bit 5 "a word ends here", bit 6 "the
// node's last edge", bits 7–31 the index of the child's first edge (0: the child has none).
export const LETTER_MASK = 31;
export const END_OF_WORD = 32;
export const LAST_EDGE = 64;
export const CHILD_SHIFT = 7;

export interface WordGraph {
  /** The edges, each node's together (index 0 unused: a child 0 has no edges). */
  edges: Uint32Array;
  /** The index of the root's first edge. */
  root: number;
  /** How many words the graph holds. */
  words: number;
}

/** A node being built: its edges in letter order; `id` once registered as minimal. */
interface Draft {
  letters: number[];
  ends: boolean[];
  kids: Draft[];
  id: number;
}

const draft = (): Draft => ({ letters: [], ends: [], kids: [], id: -1 });

/**
 * The graph of `words` (each a list of letter codes, LETTERS indices; duplicates kept once).
 * Built by sorted insertion with suffix minimisation: after each word, the nodes of the
 * previous word's path below the common prefix are replaced by an equal registered node.
 */
export function buildWordGraph(words: Iterable<readonly number[]>): WordGraph {
  const keys: string[] = [];
  for (const word of words) keys.push(wordKey(word));
  return graphOfKeys(keys);
}

/** A word as a key: the characters of codes 65 + its letter codes (the default sort is then letter order). */
export function wordKey(word: readonly number[]): string {
  let key = '';
  for (let i = 0; i < word.length; i++) key += KEY_CHARS[word[i]];
  return key;
}
const KEY_CHARS = LETTERS.map((_, code) => String.fromCharCode(code + 65));

/** The graph of the words whose wordKey are `keys` (any order, repeats and '' ignored). */
export function graphOfKeys(keys: string[]): WordGraph {
  keys.sort();
  const register = new Map<string, Draft>();
  const order: Draft[] = [];
  const root = draft();
  let path: Draft[] = [root];
  let previous = '';
  let count = 0;
  // Replaces path[depth + 1 …] by registered equals, deepest first (their children are final).
  const minimise = (depth: number) => {
    for (let i = path.length - 1; i > depth; i--) {
      const node = path[i];
      const parent = path[i - 1];
      let signature = '';
      for (let e = 0; e < node.letters.length; e++)
        signature += `${node.letters[e]}${node.ends[e] ? '!' : ','}${node.kids[e].id};`;
      const known = register.get(signature);
      if (known) parent.kids[parent.kids.length - 1] = known;
      else {
        node.id = order.length;
        order.push(node);
        register.set(signature, node);
      }
    }
    path = path.slice(0, depth + 1);
  };
  for (const key of keys) {
    if (key === previous || key === '') continue;
    let common = 0;
    while (common < key.length && common < previous.length && key[common] === previous[common]) common++;
    minimise(common);
    for (let i = common; i < key.length; i++) {
      const parent = path[i];
      const child = draft();
      parent.letters.push(key.charCodeAt(i) - 65);
      parent.ends.push(i === key.length - 1);
      parent.kids.push(child);
      path.push(child);
    }
    previous = key;
    count++;
  }
  minimise(0);
  order.push(root);
  // Each node's edges at consecutive indices, children before parents, the root last.
  const start: number[] = [];
  let size = 1;
  for (const node of order) {
    start.push(node.letters.length > 0 ? size : 0);
    size += node.letters.length;
  }
  const edges = new Uint32Array(size);
  order.forEach((node, n) => {
    node.letters.forEach((letter, e) => {
      edges[start[n] + e] =
        (letter |
          (node.ends[e] ? END_OF_WORD : 0) |
          (e === node.letters.length - 1 ? LAST_EDGE : 0) |
          (start[node.kids[e].id] << CHILD_SHIFT)) >>>
        0;
    });
  });
  return { edges, root: start[order.length - 1], words: count };
}

/** The edge of `letter` out of the node whose edges start at `node`, or −1 (node 0 has none). */
export function edgeOf(graph: WordGraph, node: number, letter: number): number {
  if (node === 0) return -1;
  const { edges } = graph;
  for (let e = node; ; e++) {
    const edge = edges[e];
    if ((edge & LETTER_MASK) === letter) return e;
    if (edge & LAST_EDGE) return -1;
  }
}

/** Whether the graph holds the word of `codes` (letter codes). */
export function hasCodes(graph: WordGraph, codes: readonly number[]): boolean {
  let node = graph.root;
  let edge = -1;
  for (const code of codes) {
    edge = edgeOf(graph, node, code);
    if (edge < 0) return false;
    node = graph.edges[edge] >>> CHILD_SHIFT;
  }
  return edge >= 0 && (graph.edges[edge] & END_OF_WORD) !== 0;
}

/** Whether the graph holds the word the tiles spell (a blank counts as the letter it stands for). */
export function hasWord(graph: WordGraph, tiles: readonly Tile[]): boolean {
  return hasCodes(
    graph,
    tiles.map((tile) => letterCode(tile.letter)),
  );
}

export const graphWordCount = (graph: WordGraph): number => graph.words;

/** Every word of the graph as letter codes, in letter order (for tests and checks). */
export function graphWords(graph: WordGraph): number[][] {
  const words: number[][] = [];
  const walk = (node: number, prefix: number[]) => {
    for (let e = node; node !== 0; e++) {
      const edge = graph.edges[e];
      const word = [...prefix, edge & LETTER_MASK];
      if (edge & END_OF_WORD) words.push(word);
      walk(edge >>> CHILD_SHIFT, word);
      if (edge & LAST_EDGE) break;
    }
  };
  walk(graph.root, []);
  return words;
}

// The stored form: chunks of text, one a cell. The first starts with the header
// `ATRIL-DAWG1|words|edges|root|checksum|chunks|`, every other with `Z<n>|` (its number);
// then each holds the base-85 digits of whole edges (5 digits an edge, big-endian). No chunk
// starts with = + - @ (a spreadsheet would read a formula), and all are printable ASCII.
const MAGIC = 'ATRIL-DAWG1';
/** Edges per chunk: 5,900 × 5 digits plus the header stay under 30,000 characters (Excel's cell holds 32,767). */
const EDGES_PER_CHUNK = 5900;

/** A 32-bit FNV-1a hash of the edges: damaged or mixed-up cells change it. */
export function graphChecksum(edges: Uint32Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < edges.length; i++) hash = Math.imul(hash ^ edges[i], 16777619);
  return hash >>> 0;
}

/** The graph as text chunks of at most 30,000 printable ASCII characters (the same graph, the same text). */
export function graphToText(graph: WordGraph): string[] {
  const { edges } = graph;
  const chunks: string[] = [];
  const count = Math.max(1, Math.ceil(edges.length / EDGES_PER_CHUNK));
  for (let c = 0; c < count; c++) {
    const part = edges.subarray(c * EDGES_PER_CHUNK, (c + 1) * EDGES_PER_CHUNK);
    const bytes = new Uint8Array(part.length * 4);
    part.forEach((edge, i) => {
      bytes[i * 4] = edge >>> 24;
      bytes[i * 4 + 1] = edge >>> 16;
      bytes[i * 4 + 2] = edge >>> 8;
      bytes[i * 4 + 3] = edge;
    });
    const head =
      c === 0 ? `${MAGIC}|${graph.words}|${edges.length}|${graph.root}|${graphChecksum(edges)}|${count}|` : `Z${c}|`;
    chunks.push(head + toBase85(bytes));
  }
  return chunks;
}

const damaged = (why: string) => new Error(`The stored word list is damaged (${why}): load the word list again.`);

/** The graph back from graphToText's chunks; throws an Error saying what is damaged. */
export function graphFromText(chunks: readonly string[]): WordGraph {
  const header = /^ATRIL-DAWG1\|(\d+)\|(\d+)\|(\d+)\|(\d+)\|(\d+)\|/.exec(chunks[0] ?? '');
  if (!header) throw damaged('no header in the first part');
  const [words, size, root, sum, count] = header.slice(1).map(Number);
  if (chunks.length !== count) throw damaged(`${chunks.length} parts where there were ${count}`);
  const edges = new Uint32Array(size);
  let at = 0;
  chunks.forEach((chunk, c) => {
    const head = c === 0 ? header[0] : `Z${c}|`;
    if (!chunk.startsWith(head)) throw damaged(`part ${c + 1} out of place`);
    const expected = Math.min(EDGES_PER_CHUNK, size - at);
    if (chunk.length - head.length !== expected * 5) throw damaged(`part ${c + 1} has the wrong length`);
    const bytes = fromBase85(chunk.slice(head.length));
    for (let i = 0; i < bytes.length; i += 4)
      edges[at++] = ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;
  });
  if (at !== size || graphChecksum(edges) !== sum || root >= size) throw damaged('checksum');
  return { edges, root, words };
}
