// The bag of a duplicate game and each round's rack drawn from it (rules §20 "Sacar atril",
// "Reproducible"): what the bag holds, the draw with its cambios de fichas, the end of the
// game, and the Atril cell's text. Decisions: docs/duplicate.md "The bag".
import type { Message } from '../message';
import { seededStream } from '../random';
import type { Board } from './board';
import { type Tile, DIGRAPHS, EARLY_LIMIT, EARLY_ROUNDS, LETTERS, RACK_SIZE, SPANISH_BAG, VOWELS } from './rack';

/** What the bag holds, in the set's order (LETTERS': A B C CH D … Z, blanks last), and how many of each kind. */
export interface BagContents {
  tiles: Tile[];
  vowels: number;
  consonants: number;
  blanks: number;
}

export type BagVerdict = ({ ok: true } & BagContents) | { ok: false; problem: Message };

/** Why the game ends instead of a draw (rules §20). */
export type BagEnd = 'vowels' | 'consonants' | 'noValidRack' | 'noMove';

export interface DrawInput {
  /** The game's seed (Semilla): a whole number. */
  seed: number;
  round: number;
  /** The board before the round: every master move played so far. */
  board: Board;
  /** The previous master move's leave (none in round 1). */
  leave: readonly Tile[];
}

export interface DrawOptions {
  /** With a word list: whether the rack has a legal move on the board (none: the game ends). */
  hasLegalMove?: (rack: Tile[]) => boolean;
  /** After this many cambios de fichas the next draw takes only tiles that keep a valid rack possible (default MAX_CAMBIOS). */
  maxCambios?: number;
}

export interface Draw {
  /** The leave, then the tiles drawn. */
  rack: Tile[];
  /** The leave kept: none after a cambio de fichas (the whole rack went back). */
  leave: Tile[];
  /** The new tiles, in the order drawn. */
  drawn: Tile[];
  /** How many completed racks were not valid and went back into the bag. */
  cambios: number;
  bagAfter: BagContents;
}

export type DrawVerdict = ({ ok: true } & Draw) | { ok: false; end: BagEnd } | { ok: false; problem: Message };

/**
 * The cambios de fichas after which the draw is constrained. The least likely valid rack
 * (2 vowels, 54 consonants, no blank, rounds 1–15: both vowels needed) comes 1 time in
 * 73, so 2000 cambios in a row happen with probability below 10⁻¹¹.
 */
export const MAX_CAMBIOS = 2000;

/** The order the arbiter announces the tiles (rack.ts LETTERS: CH after C, LL after L, Ñ after N, RR after R), blanks last. */
const ORDER = [...LETTERS, '?'];
const keyOf = (tile: Tile) => (tile.blank ? '?' : tile.letter);
/** A fresh tile of the set: a blank is '?' whatever it stood for on the board. */
const fresh = (tile: Tile): Tile => ({ letter: keyOf(tile), blank: tile.blank });

/** Vowels, consonants, blanks (rules §6.4: Y is a consonant). */
type Kinds = [number, number, number];
const kindOf = (tile: Tile) => (tile.blank ? 2 : VOWELS.has(tile.letter) ? 0 : 1);
function kinds(tiles: readonly Tile[]): Kinds {
  const count: Kinds = [0, 0, 0];
  for (const tile of tiles) count[kindOf(tile)]++;
  return count;
}

function contents(tiles: Tile[]): BagContents {
  const [vowels, consonants, blanks] = kinds(tiles);
  return { tiles, vowels, consonants, blanks };
}

const inOrder = (tiles: Tile[]) => tiles.sort((a, b) => ORDER.indexOf(keyOf(a)) - ORDER.indexOf(keyOf(b)));

/**
 * The bag: the 100-tile set minus the board (a blank on the board is a blank) minus the
 * leave. A tile used more often than the set holds is named (the caller names the round).
 */
export function bagTiles(board: Board, leave: readonly Tile[]): BagVerdict {
  const used = new Map<string, number>();
  const use = (tile: Tile | null) => tile && used.set(keyOf(tile), (used.get(keyOf(tile)) ?? 0) + 1);
  board.forEach((row) => row.forEach(use));
  leave.forEach(use);
  for (const [tile, count] of used) {
    const max = SPANISH_BAG[tile] ?? 0;
    if (count > max) return { ok: false, problem: { key: 'dup.rack.overBag', params: { tile, count, max } } };
  }
  const tiles: Tile[] = [];
  for (const letter of ORDER)
    for (let i = used.get(letter) ?? 0; i < SPANISH_BAG[letter]; i++) tiles.push({ letter, blank: letter === '?' });
  return { ok: true, ...contents(tiles) };
}

/**
 * rules §20: rounds 1–15 fewer than 6 vowels and fewer than 6 consonants; the late rule
 * (from round 16, or once the vowels or the consonants left are down to one) at least one
 * of each. Blanks count as neither — unlike checkRack's default for typed racks (§6.4),
 * which lets a blank stand for the side the rack lacks: the draw follows §20.
 */
const validKinds = (vowels: number, consonants: number, late: boolean) =>
  late ? vowels > 0 && consonants > 0 : vowels < EARLY_LIMIT && consonants < EARLY_LIMIT;

/** Whether `have` plus `count` more tiles taken from `pool` can make a valid rack. */
function completable(have: Kinds, pool: Kinds, count: number, late: boolean): boolean {
  for (let v = 0; v <= Math.min(count, pool[0]); v++)
    for (let c = 0; c <= Math.min(count - v, pool[1]); c++)
      if (count - v - c <= pool[2] && validKinds(have[0] + v, have[1] + c, late)) return true;
  return false;
}

/**
 * The rack of `round` (rules §20): the leave stays and tiles are drawn one at a time, each
 * tile of the bag equally likely, until the rack holds 7 (fewer when the bag runs out). A
 * completed rack that is not valid goes back whole and seven are drawn again (a cambio de
 * fichas). The numbers come from `seededStream(seed, round)` and the bag is listed in the
 * set's order, so the rack depends only on the seed, the round, the bag and the leave.
 */
export function drawRack(input: DrawInput, options: DrawOptions = {}): DrawVerdict {
  if (input.leave.length > RACK_SIZE)
    return { ok: false, problem: { key: 'dup.rack.tooMany', params: { count: input.leave.length } } };
  const bag = bagTiles(input.board, input.leave);
  if (!bag.ok) return bag;
  const leave = input.leave.map(fresh);
  const pool = kinds([...bag.tiles, ...leave]);
  if (!pool[0]) return { ok: false, end: 'vowels' };
  if (!pool[1]) return { ok: false, end: 'consonants' };
  const size = Math.min(RACK_SIZE, pool[0] + pool[1] + pool[2]);
  const late = input.round > EARLY_ROUNDS || Math.min(pool[0], pool[1]) <= 1;
  // Never true under these rules (docs/duplicate.md "The bag"), but decided, not looped on.
  if (!completable([0, 0, 0], pool, size, late)) return { ok: false, end: 'noValidRack' };
  const random = seededStream(input.seed, input.round);
  const bound = Math.max(1, options.maxCambios ?? MAX_CAMBIOS);
  let kept = leave;
  let rest = bag.tiles;
  let drawn: Tile[] = [];
  let cambios = 0;
  for (;;) {
    drawn = [];
    while (kept.length + drawn.length < size) {
      let from = rest;
      if (cambios >= bound) {
        // At the bound (never with a leave): only the tiles after which a valid rack can still be completed.
        const have = kinds(drawn);
        const left = kinds(rest);
        from = rest.filter((tile) => {
          const kind = kindOf(tile);
          have[kind]++;
          left[kind]--;
          const ok = completable(have, left, size - drawn.length - 1, late);
          have[kind]--;
          left[kind]++;
          return ok;
        });
      }
      drawn.push(rest.splice(rest.indexOf(from[Math.floor(random() * from.length)]), 1)[0]);
    }
    const rack = [...kept, ...drawn];
    const [vowels, consonants] = kinds(rack);
    if (validKinds(vowels, consonants, late)) {
      if (options.hasLegalMove && !options.hasLegalMove(rack)) return { ok: false, end: 'noMove' };
      return { ok: true, rack, leave: kept, drawn, cambios, bagAfter: contents(rest) };
    }
    cambios++;
    rest = inOrder([...rest, ...rack]);
    kept = [];
  }
}

/**
 * The Atril cell (rules §20): the leave in the order the arbiter announces the tiles
 * (docs/rules.md §24: CH after C, LL after L, Ñ after N, RR after R; blanks last),
 * `+`, then the tiles in the order drawn (`AEO+RST?`); no leave, only the tiles drawn.
 * A '.' parts two tiles that would read back as a double one (C.H, L.L, R.RR), so
 * parseTiles reads the text back to the same tiles.
 */
export function rackCellText(leave: readonly Tile[], drawn: readonly Tile[]): string {
  const write = (tiles: readonly Tile[]) =>
    tiles.reduce((text, tile) => {
      const next = keyOf(tile);
      return text + (DIGRAPHS.has(text.slice(-1) + next[0]) ? '.' : '') + next;
    }, '');
  return [write(inOrder([...leave])), write(drawn)].filter(Boolean).join('+');
}

/** A new game's seed from injected random bits (two calls of 24 bits each): a whole number in 1..2^30. */
export const newSeed = (bits: () => number): number => (bits() & 0xffffff) * 64 + (bits() & 63) + 1;
