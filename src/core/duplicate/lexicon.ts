// Reading the club's word list (rules §20): a text file, one word a line, into the word graph.
import { letterCode } from './rack';
import { type WordGraph, graphOfKeys, wordKey } from './wordGraph';

/** rules §20: a list of more words than this is refused (the caller says so). */
export const MAX_LEXICON_WORDS = 700000;
/** How many skipped lines a reading names. */
const NAMED_LINES = 5;
const MAX_TILES = 15;

const C = letterCode('C');
const H = letterCode('H');
const L = letterCode('L');
const R = letterCode('R');
/** A letter that, doubled or followed by H, is read with it as one tile (rules §6.7). */
const PAIRED: Readonly<Record<number, number>> = {
  [H]: letterCode('CH'),
  [L]: letterCode('LL'),
  [R]: letterCode('RR'),
};
const FIRST_OF_PAIR: Readonly<Record<number, number>> = { [H]: C, [L]: L, [R]: R };
const BRACKETED: Readonly<Record<string, number>> = {
  CH: letterCode('CH'),
  LL: letterCode('LL'),
  RR: letterCode('RR'),
};
/** The single-letter spelling of other software for the double tiles. */
const SINGLE: Readonly<Record<string, number>> = {
  Ç: letterCode('CH'),
  K: letterCode('LL'),
  W: letterCode('RR'),
  1: letterCode('CH'),
  2: letterCode('LL'),
  3: letterCode('RR'),
};

export interface LexiconOptions {
  /** The list spells CH, LL, RR as Ç, K, W (or 1, 2, 3). */
  singleLetter?: boolean;
}

export interface Lexicon {
  /** The graph of the words read (empty when `tooMany`). */
  graph: WordGraph;
  /** Distinct words read (a word on two lines counts once). */
  words: number;
  /** Lines that cannot be a play, not read. */
  skipped: number;
  /** The first few of them (line numbers from 1). */
  skippedLines: number[];
  /** More than MAX_LEXICON_WORDS words: the caller refuses the list. */
  tooMany: boolean;
}

/** A character's letter code (−1: none), in one spelling; accents off vowels, Ñ kept. */
function letterOf(char: string, single: boolean): number {
  const upper = char.toUpperCase();
  if (single && upper in SINGLE) return SINGLE[upper];
  if (upper === 'Ñ' || upper.length !== 1) return letterCode(upper);
  const parts = upper.normalize('NFD');
  // Only a vowel loses its accent (Á → A, Ü → U): Ç is not C. K, W, digits: no tile (−1).
  return parts.length > 1 && !'AEIOU'.includes(parts[0]) ? -1 : letterCode(parts[0]);
}

/**
 * The tiles (letter codes) of one word as the list spells it, or null when a character is
 * no tile: CH, LL, RR standing together and [CH], [LL], [RR] are the double tiles.
 */
export function readWord(word: string, options: LexiconOptions = {}): number[] | null {
  return codesOf(word, options.singleLetter === true, new Int8Array(65536).fill(UNKNOWN));
}

const UNKNOWN = -2;

/** readWord with `known`, each character's code once worked out (a list repeats few characters). */
function codesOf(word: string, single: boolean, known: Int8Array): number[] | null {
  const codes: number[] = [];
  for (let i = 0; i < word.length; i++) {
    const char = word.charCodeAt(i);
    if (char === 91 /* [ */) {
      const code = BRACKETED[word.slice(i + 1, i + 3).toUpperCase()];
      if (code === undefined || word[i + 3] !== ']') return null;
      codes.push(code);
      i += 3;
      continue;
    }
    let code = known[char];
    if (code === UNKNOWN) code = known[char] = letterOf(word[i], single);
    if (code < 0) return null;
    // C then H, L then L, R then R: one tile. A double tile (typed, bracketed or an alias)
    // is never the first of another pair, so LLL reads LL + L.
    if (code in PAIRED && codes[codes.length - 1] === FIRST_OF_PAIR[code]) codes[codes.length - 1] = PAIRED[code];
    else codes.push(code);
  }
  return codes;
}

/**
 * The club's list read (rules §20): the first token of each line, blank lines and lines
 * starting with # ignored, any case, accents dropped but Ñ kept. A line whose word is no
 * possible play (another letter, a digit, K or W in the plain spelling, one tile, more than
 * 15) is skipped and counted.
 */
export function readLexicon(text: string, options: LexiconOptions = {}): Lexicon {
  const words = new Set<string>();
  const skippedLines: number[] = [];
  let skipped = 0;
  const known = new Int8Array(65536).fill(UNKNOWN);
  const single = options.singleLetter === true;
  const lines = text.split(/\r\n|\n|\r/);
  for (let n = 0; n < lines.length; n++) {
    const token = lines[n]
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\s/, 1)[0];
    if (token === '' || token[0] === '#') continue;
    const codes = codesOf(token, single, known);
    if (codes && codes.length > 1 && codes.length <= MAX_TILES) words.add(wordKey(codes));
    else if (++skipped <= NAMED_LINES) skippedLines.push(n + 1);
  }
  // Too many: refused before the graph is built.
  const tooMany = words.size > MAX_LEXICON_WORDS;
  return { graph: graphOfKeys(tooMany ? [] : [...words]), words: words.size, skipped, skippedLines, tooMany };
}
