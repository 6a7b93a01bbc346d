// The Spanish tile set and the rack-validity rules of duplicate Scrabble (rules §6.4), for
// the judge who draws each round's rack.
import type { MessageKey, Params } from '../../i18n';
import type { Message } from '../message';

/**
 * The Spanish 100-tile set as sold outside North America and used by the FISE
 * (44 vowels, 54 consonants, 2 blanks; no K, no W). '?' is the blank.
 */
export const SPANISH_BAG: Readonly<Record<string, number>> = {
  A: 12,
  B: 2,
  C: 4,
  CH: 1,
  D: 5,
  E: 12,
  F: 1,
  G: 2,
  H: 2,
  I: 6,
  J: 1,
  L: 4,
  LL: 1,
  M: 2,
  N: 5,
  Ñ: 1,
  O: 9,
  P: 2,
  Q: 1,
  R: 5,
  RR: 1,
  S: 6,
  T: 4,
  U: 5,
  V: 1,
  X: 1,
  Y: 1,
  Z: 1,
  '?': 2,
};

/**
 * The 28 letters of the Spanish tiles in the order the arbiter announces them (regulation
 * §II.8; docs/rules.md §24): the set's order, CH after C, LL after L, Ñ after N, RR after R.
 * One order for the rack's leave, the bag and the master move's criterion 4; a letter's code
 * (the word graph's) is its index.
 */
export const LETTERS: readonly string[] = 'A B C CH D E F G H I J L LL M N Ñ O P Q R RR S T U V X Y Z'.split(' ');
const CODES: ReadonlyMap<string, number> = new Map(LETTERS.map((letter, code) => [letter, code]));

/** The code of a tile's letter (LETTERS index), or −1 for a letter no tile has. */
export const letterCode = (letter: string): number => CODES.get(letter) ?? -1;

/**
 * What each tile scores in the Spanish set (rules §6.7); a blank ('?', or any tile played
 * as a blank) scores 0.
 */
export const TILE_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  E: 1,
  O: 1,
  I: 1,
  S: 1,
  N: 1,
  L: 1,
  R: 1,
  U: 1,
  T: 1,
  D: 2,
  G: 2,
  C: 3,
  B: 3,
  M: 3,
  P: 3,
  H: 4,
  F: 4,
  V: 4,
  Y: 4,
  CH: 5,
  Q: 5,
  J: 8,
  LL: 8,
  Ñ: 8,
  RR: 8,
  X: 8,
  Z: 10,
  '?': 0,
};

/** rules §6.4: Y counts as a consonant; every other non-vowel letter too (CH, LL, RR, Ñ). */
export const VOWELS: ReadonlySet<string> = new Set(['A', 'E', 'I', 'O', 'U']);

/** One tile: its letter (a SPANISH_BAG key), or '?' for an unassigned blank. */
export interface Tile {
  letter: string;
  blank: boolean;
}

/** The points a tile scores (rules §6.7): its letter's value, 0 for a blank. */
export function tileValue(tile: Tile): number {
  return tile.blank ? 0 : (TILE_VALUES[tile.letter] ?? 0);
}

/** Other software's single-letter spellings of the digraph tiles. */
const DIGRAPH_ALIASES: Readonly<Record<string, string>> = { Ç: 'CH', K: 'LL', W: 'RR' };
export const DIGRAPHS: ReadonlySet<string> = new Set(['CH', 'LL', 'RR']);

/** A problem found in a rack or a move: a catalogue key and its parameters. */
export class TileError extends Error {
  readonly problem: Message;
  constructor(problem: Message) {
    super(problem.key);
    this.problem = problem;
  }
}

/** Accents off vowels (Á → A, Ü → U) but Ñ and Ç kept: each is its own tile. */
function plainLetter(char: string): string {
  if ('ÑñÇç'.includes(char)) return char;
  return char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

const isUpper = (char: string) => char !== char.toLowerCase() && char === char.toUpperCase();
const isLower = (char: string) => char !== char.toUpperCase() && char === char.toLowerCase();

/**
 * The tiles of a rack or word as typed. CH, LL and RR typed together are one tile (the
 * Spanish set has no separate way to make them: FISE forbids C+H for CH), as are [CH]
 * and the aliases Ç, K, W. A text with a double tile in brackets is in the game records'
 * spelling (`EH[LL]PTUU`), where each double tile is bracketed: there CH, LL and RR typed
 * together are two tiles (`[LL]ARR` is LL, A, R, R). '?' (or '*') is a blank; a lower-case letter is a blank
 * standing for it. With `separators`, spaces and , - + / . : split tiles and are
 * otherwise ignored ("C H" is a C and an H).
 */
export function parseTiles(text: string, separators = true): Tile[] {
  const chars = Array.from(text.normalize('NFC')).map(plainLetter);
  // The records' spelling: only the bracketed pairs are double tiles.
  const records = /[[(](?:ch|ll|rr)[\])]/i.test(chars.join(''));
  const tiles: Tile[] = [];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (separators && /[\s,\-+/.:;]/.test(char)) continue;
    if (char === '?' || char === '*') {
      tiles.push({ letter: '?', blank: true });
      continue;
    }
    if (char === '[' || char === '(') {
      const close = chars.indexOf(char === '[' ? ']' : ')', i + 1);
      const inner = close < 0 ? '' : chars.slice(i + 1, close).join('');
      const upper = inner.toUpperCase();
      if (!DIGRAPHS.has(upper) || !(isUpper(inner[0]) === isUpper(inner[1]))) {
        throw new TileError({
          key: 'dup.rack.badTile',
          params: { value: chars.slice(i, close < 0 ? chars.length : close + 1).join('') },
        });
      }
      tiles.push({ letter: upper, blank: isLower(inner[0]) });
      i = close;
      continue;
    }
    if (!isUpper(char) && !isLower(char)) throw new TileError({ key: 'dup.rack.badTile', params: { value: char } });
    const blank = isLower(char);
    const next = chars[i + 1];
    const pair = next === undefined ? '' : (char + next).toUpperCase();
    // Digraph only when both letters have the same case: "Ch" is a C and a blank h.
    if (!records && DIGRAPHS.has(pair) && isLower(next) === blank) {
      tiles.push({ letter: pair, blank });
      i++;
      continue;
    }
    const upper = char.toUpperCase();
    const letter = DIGRAPH_ALIASES[upper] ?? upper;
    if (!(letter in SPANISH_BAG) || letter === '?')
      throw new TileError({ key: 'dup.rack.badTile', params: { value: char } });
    tiles.push({ letter, blank });
  }
  return tiles;
}

/** How a tile is written back: digraphs as themselves, blanks in lower case. */
export function tileText(tile: Tile): string {
  return tile.blank ? tile.letter.toLowerCase() : tile.letter;
}

export interface RackRules {
  /**
   * rules §6.4 "blanks count as either". From round 16 some regulations do not let a blank
   * stand for the required vowel or consonant: false selects that variant.
   */
  blanksCountLate: boolean;
}

export const DEFAULT_RACK_RULES: RackRules = { blanksCountLate: true };

export interface RackCounts {
  tiles: Tile[];
  vowels: number;
  consonants: number;
  blanks: number;
}

export type RackVerdict = ({ ok: true } & RackCounts) | { ok: false; problem: Message };

export const RACK_SIZE = 7;
/** rules §6.4: the last round of the early rule (fewer than 6 vowels, fewer than 6 consonants). */
export const EARLY_ROUNDS = 15;
export const EARLY_LIMIT = 6;

/**
 * Whether a rack may be played in `round` (rules §6.4): rounds 1–15 fewer than 6 vowels
 * and fewer than 6 consonants; from round 16 at least one vowel and one consonant. A
 * blank counts as whichever the rack needs, so the rule holds when some choice of
 * vowel/consonant for the blanks satisfies it. Also: at most 7 tiles, none the bag lacks.
 */
export function checkRack(text: string, round: number, rules: RackRules = DEFAULT_RACK_RULES): RackVerdict {
  let tiles: Tile[];
  try {
    tiles = parseTiles(text);
  } catch (error) {
    if (error instanceof TileError) return { ok: false, problem: error.problem };
    throw error;
  }
  if (tiles.length === 0) return { ok: false, problem: { key: 'dup.rack.empty', params: {} } };
  if (tiles.length > RACK_SIZE)
    return { ok: false, problem: { key: 'dup.rack.tooMany', params: { count: tiles.length } } };
  const used = new Map<string, number>();
  let vowels = 0;
  let consonants = 0;
  let blanks = 0;
  for (const tile of tiles) {
    const key = tile.blank ? '?' : tile.letter;
    used.set(key, (used.get(key) ?? 0) + 1);
    if (tile.blank) blanks++;
    else if (VOWELS.has(tile.letter)) vowels++;
    else consonants++;
  }
  for (const [key, count] of used) {
    if (count > SPANISH_BAG[key])
      return { ok: false, problem: { key: 'dup.rack.overBag', params: { tile: key, count, max: SPANISH_BAG[key] } } };
  }
  const fail = (key: MessageKey, params: Params = {}): RackVerdict => ({
    ok: false,
    problem: { key, params: { round, ...params } },
  });
  if (round <= EARLY_ROUNDS) {
    // Blanks can always go to the side that is short: only the real tiles can break it.
    if (vowels >= EARLY_LIMIT) return fail('dup.rack.tooManyVowels', { count: vowels });
    if (consonants >= EARLY_LIMIT) return fail('dup.rack.tooManyConsonants', { count: consonants });
  } else {
    const flexible = rules.blanksCountLate ? blanks : 0;
    if (vowels === 0 && flexible === 0) return fail('dup.rack.noVowel');
    if (consonants === 0 && flexible === 0) return fail('dup.rack.noConsonant');
    // Blanks must cover whichever side is missing: one blank cannot be both.
    const needed = (vowels === 0 ? 1 : 0) + (consonants === 0 ? 1 : 0);
    if (needed > flexible) return fail('dup.rack.needBoth');
  }
  return { ok: true, tiles, vowels, consonants, blanks };
}
