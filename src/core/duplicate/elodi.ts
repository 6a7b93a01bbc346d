// EloDI, the duplicate rating (rules §6.5): TopCoder's published rating algorithm as the FISE
// duplicate regulation and the Spanish association's annex apply it — an expected position
// from everyone's EloDI and volatility, a performance from the place actually reached, the
// rating moved towards it and capped, the volatility updated; two passes per game
// (established players among themselves, then newcomers against the whole field), whole
// numbers after each game, games in order, short games not counted.
import { NORMAL_TABLE as TABLE, inverseNormalCdf, normalCdfTable } from '../normal';

/** rules §6.5: a newcomer's EloDI and volatility before the first valid game. */
export const NEWCOMER_RATING = 1200;
export const NEWCOMER_VOLATILITY = 535;
/** rules §6.5: rounds a game needs to count (setting `Rondas mínimas EloDI`). */
export const DEFAULT_MIN_ROUNDS = 12;

/** A player's EloDI before a game: rating null = newcomer (1200 / 535, no games). */
export interface EloDiStanding {
  rating: number | null;
  /** Null with a rating: 535 (a hand-typed EloDI without a volatility). */
  volatility: number | null;
  /** Valid EloDI games so far (T). */
  games: number;
}

export interface EloDiGamePlayer extends EloDiStanding {
  /** Place in the game: lower is better, equal places are ties. */
  place: number;
}

export interface EloDiOutcome {
  /** After the game, whole numbers; the rating before it when the player was not rated. */
  rating: number | null;
  volatility: number | null;
  games: number;
  /** Expected position over the whole game, everyone at their rating before it (unrounded). */
  expected: number;
  /** Whether a pass rated the player (false only in a pass of fewer than two). */
  rated: boolean;
}

/** One player of a pass: rating R, volatility V, previous games T, actual rank ARank. */
export interface PassPlayer {
  rating: number;
  volatility: number;
  games: number;
  rank: number;
}

/** Half away from zero (rules §6.5), unlike Math.round's half up. */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) || 0; // never −0
}

/**
 * ARank: each player's position in the order of `places` (1-based), tied players sharing the
 * average of the positions they cover (two tied for 2nd: 2.5 each). Only the order of the
 * places matters, so a subset's places are renumbered among themselves.
 */
export function actualRanks(places: readonly number[]): Float64Array {
  const order = places.map((_, i) => i).sort((a, b) => places[a] - places[b]);
  const ranks = new Float64Array(places.length);
  for (let start = 0; start < order.length;) {
    let end = start + 1;
    while (end < order.length && places[order[end]] === places[order[start]]) end++;
    const shared = (start + 1 + end) / 2;
    for (let k = start; k < end; k++) ranks[order[k]] = shared;
    start = end;
  }
  return ranks;
}

/**
 * ERank_i = 0.5 + Σ_j Φ((R_j − R_i)/√(V_j² + V_i²)), j over everyone (i included: Φ(0) = ½).
 * Players with the same rating and volatility are counted once with their number, and each
 * pair is evaluated once (the other side is 1 − Φ). The groups are sorted by volatility, then
 * rating, so that √(V_j² + V_i²) is worked out once per run of equal volatilities and the
 * table of Φ is read in order: a field of thousands stays fast (bench/duplicate.bench.ts).
 */
export function expectedRanks(players: readonly { rating: number; volatility: number }[]): Float64Array {
  // Groups keyed by volatility, then rating (numbers, so no string per player).
  const groupOf = new Map<number, Map<number, number>>();
  const found: { rating: number; volatility: number; count: number }[] = [];
  const member = new Int32Array(players.length);
  players.forEach((player, i) => {
    let byRating = groupOf.get(player.volatility);
    if (byRating === undefined) groupOf.set(player.volatility, (byRating = new Map()));
    let group = byRating.get(player.rating);
    if (group === undefined) {
      group = found.length;
      byRating.set(player.rating, group);
      found.push({ rating: player.rating, volatility: player.volatility, count: 0 });
    }
    found[group].count += 1;
    member[i] = group;
  });
  const order = found
    .map((_, g) => g)
    .sort((a, b) => found[a].volatility - found[b].volatility || found[a].rating - found[b].rating);
  const groups = order.length;
  const r = Float64Array.from(order, (g) => found[g].rating);
  const v = Float64Array.from(order, (g) => found[g].volatility * found[g].volatility);
  const c = Float64Array.from(order, (g) => found[g].count);
  // Runs of equal volatility: runEnd[g] is the first group after g's run.
  const runEnd = new Int32Array(groups);
  for (let g = groups - 1; g >= 0; g--) runEnd[g] = g + 1 < groups && v[g + 1] === v[g] ? runEnd[g + 1] : g + 1;
  // Φ by the Taylor table of core/normal.ts, inlined: this loop runs millions of times.
  const coefficients = normalCdfTable();
  const { limit, nodesPerUnit } = TABLE;
  // Same group: Φ(0) = ½ for each member, the player included.
  const sums = Float64Array.from(c, (count) => 0.5 * count);
  for (let a = 0; a < groups; a++) {
    const ra = r[a];
    const va = v[a];
    const ca = c[a];
    let sumA = 0;
    for (let b = a + 1; b < groups;) {
      const end = runEnd[b];
      const spread = Math.sqrt(va + v[b]);
      if (spread === 0) {
        // Two volatilities of 0: the higher rating is surely ahead.
        for (; b < end; b++) {
          sumA += r[b] > ra ? c[b] : 0;
          sums[b] += r[b] > ra ? 0 : ca;
        }
        continue;
      }
      const inverse = 1 / spread;
      for (; b < end; b++) {
        const x = (r[b] - ra) * inverse;
        let p: number;
        if (x > -limit && x < limit) {
          const k = ((x + limit) * nodesPerUnit + 0.5) | 0;
          const d = x - (k / nodesPerUnit - limit);
          const at = k * 6;
          p =
            coefficients[at] +
            d *
              (coefficients[at + 1] +
                d *
                  (coefficients[at + 2] +
                    d * (coefficients[at + 3] + d * (coefficients[at + 4] + d * coefficients[at + 5]))));
        } else p = x > 0 ? 1 : 0;
        sumA += c[b] * p;
        sums[b] += ca * (1 - p);
      }
    }
    sums[a] += sumA;
  }
  const bySorted = new Float64Array(groups);
  order.forEach((g, at) => (bySorted[g] = sums[at]));
  return Float64Array.from(member, (group) => 0.5 + bySorted[group]);
}

/** W: the weight of the performance, by games played and, at the top, by rating (rules §6.5). */
export function weight(rating: number, games: number): number {
  const w = 1 / (0.82 - 0.42 / (games + 1)) - 1;
  if (rating >= 2500) return w * 0.8;
  if (rating >= 2000) return w * 0.9;
  return w;
}

/** The most a game can move a rating: 150 + 1500/(T + 2). */
export function cap(games: number): number {
  return 150 + 1500 / (games + 2);
}

/**
 * One pass over its players (rules §6.5): new rating and volatility of each, unrounded.
 * `expected` (ERank over this pass) may be given when already known. Fewer than two players:
 * nobody changes.
 */
export function ratePass(
  players: readonly PassPlayer[],
  expected: Float64Array = expectedRanks(players),
): { rating: number; volatility: number }[] {
  const n = players.length;
  if (n < 2) return players.map(({ rating, volatility }) => ({ rating, volatility }));
  let sumRating = 0;
  let sumVariance = 0;
  for (const player of players) {
    sumRating += player.rating;
    sumVariance += player.volatility * player.volatility;
  }
  const average = sumRating / n;
  let spread = 0;
  for (const player of players) spread += (player.rating - average) ** 2;
  const competition = Math.sqrt(sumVariance / n + spread / (n - 1));
  return players.map((player, i) => {
    const { rating, volatility, games } = player;
    const expectedPerformance = -inverseNormalCdf((expected[i] - 0.5) / n);
    const actualPerformance = -inverseNormalCdf((player.rank - 0.5) / n);
    const performedAs = rating + competition * (actualPerformance - expectedPerformance);
    const w = weight(rating, games);
    const limit = cap(games);
    const raw = (rating + w * performedAs) / (1 + w);
    const next = Math.min(rating + limit, Math.max(rating - limit, raw));
    const nextVolatility = Math.sqrt((next - rating) ** 2 / w + (volatility * volatility) / (w + 1));
    return { rating: next, volatility: nextVolatility };
  });
}

/** A player's figures entering a game: a newcomer's 1200 / 535 and no games. */
function entering(player: EloDiStanding): { rating: number; volatility: number; games: number } {
  if (player.rating === null) return { rating: NEWCOMER_RATING, volatility: NEWCOMER_VOLATILITY, games: 0 };
  return { rating: player.rating, volatility: player.volatility ?? NEWCOMER_VOLATILITY, games: player.games };
}

/**
 * One game (rules §6.5): pass 1 rates the established players on their order among
 * themselves, pass 2 the newcomers against the whole field (everyone at the rating before
 * the game); results stored as whole numbers. Outcomes are in the order of `players`.
 */
export function rateGame(players: readonly EloDiGamePlayer[]): EloDiOutcome[] {
  const field = players.map(entering);
  const everyone = expectedRanks(field);
  const ranks = actualRanks(players.map((player) => player.place));
  const established = players.flatMap((player, i) => (player.rating === null ? [] : [i]));
  const newcomers = players.flatMap((player, i) => (player.rating === null ? [i] : []));
  const result = new Map<number, { rating: number; volatility: number }>();

  if (established.length >= 2) {
    const own = actualRanks(established.map((i) => players[i].place));
    const pass = established.map((i, k): PassPlayer => ({ ...field[i], rank: own[k] }));
    // The whole field established: its expected ranks are the whole game's.
    const rated = ratePass(pass, newcomers.length === 0 ? everyone : expectedRanks(pass));
    established.forEach((i, k) => result.set(i, rated[k]));
  }
  if (newcomers.length > 0 && players.length >= 2) {
    const rated = ratePass(
      field.map((player, i): PassPlayer => ({ ...player, rank: ranks[i] })),
      everyone,
    );
    for (const i of newcomers) result.set(i, rated[i]);
  }

  return players.map((player, i): EloDiOutcome => {
    const after = result.get(i);
    if (after === undefined)
      return {
        rating: player.rating,
        volatility: player.volatility,
        games: player.games,
        expected: everyone[i],
        rated: false,
      };
    return {
      rating: roundHalfAway(after.rating),
      volatility: roundHalfAway(after.volatility),
      games: field[i].games + 1,
      expected: everyone[i],
      rated: true,
    };
  });
}

/** One game of a series: its name, rounds played, and the players present with their places. */
export interface EloDiGame {
  name: string;
  rounds: number;
  players: readonly { key: string; place: number }[];
}

export interface EloDiGameReport {
  name: string;
  /** Whether the game had enough rounds to count. */
  counted: boolean;
  /** Each present player's outcome, by key (only for a counted game). */
  outcomes: Map<string, EloDiOutcome>;
}

/**
 * A tournament's games in order (rules §6.5): each counted game starts from the ratings the
 * one before left; a game with fewer than `minRounds` rounds changes nothing; a player
 * absent from a game is not in it. `start` holds each known player's standing by key
 * (a key not in it is a newcomer); the returned map holds everyone's after the last game.
 */
export function rateGames(
  start: ReadonlyMap<string, EloDiStanding>,
  games: readonly EloDiGame[],
  minRounds: number = DEFAULT_MIN_ROUNDS,
): { standings: Map<string, EloDiStanding>; games: EloDiGameReport[] } {
  const standings = new Map(start);
  const reports = games.map((game): EloDiGameReport => {
    if (game.rounds < minRounds) return { name: game.name, counted: false, outcomes: new Map() };
    const present = game.players.map((player) => ({
      ...(standings.get(player.key) ?? { rating: null, volatility: null, games: 0 }),
      place: player.place,
    }));
    const outcomes = rateGame(present);
    const byKey = new Map<string, EloDiOutcome>();
    game.players.forEach((player, i) => {
      const outcome = outcomes[i];
      byKey.set(player.key, outcome);
      if (outcome.rated)
        standings.set(player.key, { rating: outcome.rating, volatility: outcome.volatility, games: outcome.games });
    });
    return { name: game.name, counted: true, outcomes: byKey };
  });
  return { standings, games: reports };
}
