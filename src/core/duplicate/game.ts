// One duplicate game (rules §6.1): bonuses per round, totals, % of the master, shared
// places, and the two tiebreak sets for when prizes cannot be shared.
import { AtrilError } from '../errors';
import type { Message } from '../message';

export type TiebreakSet = 'fise2009' | 'regulation';

export interface BonusRules {
  enabled: boolean;
  /** To the only player matching the master score (10). */
  master: number;
  /** If nobody matched, to the only player with the round's top score (5). */
  top: number;
}

export const DEFAULT_BONUSES: BonusRules = { enabled: true, master: 10, top: 5 };

export interface DuplicatePlayerInput {
  name: string;
  /** Score of the slip in each round (0 = no valid slip). */
  scores: number[];
}

export interface DuplicateGameInput {
  /** The tab's name, for messages and views. */
  name: string;
  /** Master move score per round. */
  master: number[];
  /** Master move per round in canonical notation (optional Jugada row). */
  moves?: (string | null)[];
  players: DuplicatePlayerInput[];
}

export interface GameOptions {
  bonuses?: BonusRules;
  tiebreaks?: TiebreakSet;
}

/** What the tiebreaks of rules §6.1 look at, over one game's rounds or a whole tournament's. */
export interface TiebreakProfile {
  /** Rounds in which the player's score equals the master score. */
  mastersMatched: number;
  /** Rounds in which the player alone had the top score among the players. */
  soleTops: number;
  /** Largest (master − score) of any round. */
  maxShortfall: number;
  /** Round scores ("jugada más valiosa" compares them highest first, sorted only when needed). */
  scores: number[];
}

export interface PlayerGameResult extends TiebreakProfile {
  /** Position in the input (the tab's row order). */
  index: number;
  name: string;
  scores: number[];
  /** Bonus earned in each round (0 when none). */
  bonuses: number[];
  scoreTotal: number;
  bonusTotal: number;
  /** Scores + bonuses. */
  total: number;
  /** Total / master total (a fraction: 0.95 = 95 %). */
  percent: number;
  /** Place by total; equal totals share it (1, 2, 2, 4). */
  place: number;
  /** Place after the tiebreaks, for prizes that cannot be shared; equal only when a sudden death must decide. */
  rank: number;
  /** Still tied after every tiebreak: a sudden-death game decides (rules §6.1 (3)). */
  suddenDeath: boolean;
  /** Per round: the player alone had the round's top score. */
  soleTop: boolean[];
}

export interface GameResult {
  name: string;
  rounds: number;
  master: number[];
  masterTotal: number;
  moves: (string | null)[];
  /** Players in ranking order (by rank, then input order). */
  players: PlayerGameResult[];
  warnings: Message[];
  tiebreaks: TiebreakSet;
  bonuses: BonusRules;
}

// Sorted copies of the score lists that reached a "most valuable play" comparison: only tied
// players get there, so thousands of players are not all sorted.
const sortedCache = new WeakMap<readonly number[], Float64Array>();
function ascending(scores: readonly number[]): Float64Array {
  let sorted = sortedCache.get(scores);
  if (!sorted) {
    sorted = Float64Array.from(scores).sort();
    sortedCache.set(scores, sorted);
  }
  return sorted;
}

/** Most valuable play (rules §6.1 (2)): compare descending scores first to last; positive when a is better. */
function compareSorted(a: readonly number[], b: readonly number[]): number {
  const x = ascending(a);
  const y = ascending(b);
  for (let i = x.length - 1, j = y.length - 1; i >= 0 || j >= 0; i--, j--) {
    const diff = (i >= 0 ? x[i] : 0) - (j >= 0 ? y[j] : 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Negative when `a` goes ahead of `b` under the tiebreak set, 0 when still tied.
 * FISE 2009: masters matched, most valuable play. Tournament regulation: masters matched,
 * sole top scores, smallest maximum shortfall.
 */
export function compareTiebreaks(a: TiebreakProfile, b: TiebreakProfile, set: TiebreakSet): number {
  if (a.mastersMatched !== b.mastersMatched) return b.mastersMatched - a.mastersMatched;
  if (set === 'fise2009') return -compareSorted(a.scores, b.scores);
  if (a.soleTops !== b.soleTops) return b.soleTops - a.soleTops;
  return a.maxShortfall - b.maxShortfall;
}

/**
 * The tiebreak profile of one player over rounds (scores, master, and whether the player
 * alone topped each round).
 */
export function tiebreakProfile(
  scores: readonly number[],
  master: readonly number[],
  soleTop: readonly boolean[],
): TiebreakProfile {
  let mastersMatched = 0;
  let soleTops = 0;
  let maxShortfall = 0;
  for (let r = 0; r < master.length; r++) {
    const score = scores[r];
    if (score === master[r] && master[r] > 0) mastersMatched++;
    if (soleTop[r]) soleTops++;
    if (master[r] - score > maxShortfall) maxShortfall = master[r] - score;
  }
  return { mastersMatched, soleTops, maxShortfall, scores: scores as number[] };
}

interface Ranked {
  place: number;
  rank: number;
  suddenDeath: boolean;
}

/**
 * Shared places by a primary key, then ranks inside each tie by the tiebreaks (rules §6.1):
 * `better(a, b)` < 0 when a's key is better, `same` when equal; `tiebreak` compares
 * profiles. Returns one Ranked per item, and the order.
 */
export function rankWithTiebreaks<T>(
  items: readonly T[],
  primary: (a: T, b: T) => number,
  tiebreak: (a: T, b: T) => number,
): { ranked: Ranked[]; order: number[] } {
  const order = items.map((_, index) => index);
  order.sort((a, b) => primary(items[a], items[b]) || tiebreak(items[a], items[b]) || a - b);
  const ranked: Ranked[] = new Array(items.length);
  for (let i = 0; i < order.length; i++) {
    const item = items[order[i]];
    const previous = i > 0 ? items[order[i - 1]] : null;
    const samePrimary = previous !== null && primary(previous, item) === 0;
    const place = samePrimary ? ranked[order[i - 1]].place : i + 1;
    const sameTiebreak = samePrimary && tiebreak(previous as T, item) === 0;
    const rank = sameTiebreak ? ranked[order[i - 1]].rank : i + 1;
    ranked[order[i]] = { place, rank, suddenDeath: sameTiebreak };
    if (sameTiebreak) ranked[order[i - 1]].suddenDeath = true;
  }
  return { ranked, order };
}

/** rules §6.1: the rules advise against bonuses with 10 players or fewer, and above 25 points. */
const FEW_PLAYERS = 10;
const BIG_BONUS = 25;

export function scoreGame(input: DuplicateGameInput, options: GameOptions = {}): GameResult {
  const bonuses = options.bonuses ?? DEFAULT_BONUSES;
  const set = options.tiebreaks ?? 'fise2009';
  const { master, players } = input;
  const rounds = master.length;
  for (const player of players) {
    if (player.scores.length !== rounds) {
      throw new AtrilError(
        'error.dup.size',
        { name: player.name, a: player.scores.length, b: rounds },
        { tab: input.name },
      );
    }
  }
  const count = players.length;
  const bonusRows = players.map(() => new Array<number>(rounds).fill(0));
  const soleTopRows = players.map(() => new Array<boolean>(rounds).fill(false));
  for (let r = 0; r < rounds; r++) {
    let top = -Infinity;
    let topCount = 0;
    let topPlayer = -1;
    let matched = 0;
    let matchedPlayer = -1;
    for (let p = 0; p < count; p++) {
      const score = players[p].scores[r];
      if (score > top) {
        top = score;
        topCount = 1;
        topPlayer = p;
      } else if (score === top) topCount++;
      if (score === master[r]) {
        matched++;
        matchedPlayer = p;
      }
    }
    // A round where nobody scored has no top score worth the name.
    if (topCount === 1 && top > 0) soleTopRows[topPlayer][r] = true;
    if (!bonuses.enabled || master[r] <= 0) continue;
    // +master to the only player matching the master; if nobody matched, +top to the only top scorer.
    if (matched === 1) bonusRows[matchedPlayer][r] = bonuses.master;
    else if (matched === 0 && topCount === 1 && top > 0) bonusRows[topPlayer][r] = bonuses.top;
  }
  const masterTotal = master.reduce((sum, value) => sum + value, 0);
  const partial = players.map((player, index) => {
    const scoreTotal = player.scores.reduce((sum, value) => sum + value, 0);
    const bonusTotal = bonusRows[index].reduce((sum, value) => sum + value, 0);
    const total = scoreTotal + bonusTotal;
    return {
      index,
      name: player.name,
      bonuses: bonusRows[index],
      soleTop: soleTopRows[index],
      scoreTotal,
      bonusTotal,
      total,
      percent: masterTotal > 0 ? total / masterTotal : 0,
      ...tiebreakProfile(player.scores, master, soleTopRows[index]),
    };
  });
  const { ranked, order } = rankWithTiebreaks(
    partial,
    (a, b) => b.total - a.total,
    (a, b) => compareTiebreaks(a, b, set),
  );
  const results: PlayerGameResult[] = order.map((index) => {
    const result = partial[index] as PlayerGameResult;
    result.place = ranked[index].place;
    result.rank = ranked[index].rank;
    result.suddenDeath = ranked[index].suddenDeath;
    return result;
  });
  const warnings: Message[] = [];
  if (bonuses.enabled) {
    if (count <= FEW_PLAYERS) warnings.push({ key: 'warn.dup.fewPlayers', params: { tab: input.name, count } });
    for (const value of [bonuses.master, bonuses.top]) {
      if (value > BIG_BONUS) warnings.push({ key: 'warn.dup.bigBonus', params: { value } });
    }
  }
  return {
    name: input.name,
    rounds,
    master: master.slice(),
    masterTotal,
    moves: input.moves ? input.moves.slice() : master.map(() => null),
    players: results,
    warnings,
    tiebreaks: set,
    bonuses,
  };
}
