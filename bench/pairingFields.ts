// Seeded open tournaments for the pairing benchmark (issue 13): a field of players and a
// result model, played round by round through the engine. Each model stresses another
// part of it — draws make half-point groups, forfeits and absences move players between
// groups without a meeting, late entries and acceleration (rules §3.6) add players and
// virtual points.
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../src/core/model';
import { seededRandom } from '../src/core/random';

export interface ResultModel {
  name: string;
  /** Share of played games that end in a draw. */
  draws: number;
  /** Results follow the ratings (logistic on the difference) or are a coin toss. */
  ratingBiased: boolean;
  /** Share of games that are forfeited (NP1, NP2 or NP, rules §3.1). */
  forfeits: number;
  /** Chance that a player misses a given round (rules §3.4 regla 5). */
  absences: number;
  /** Share of players who join in rounds 2–4, and who withdraw in rounds 3–9. */
  lateEntries: number;
  withdrawals: number;
  /** The top quarter of the list gets 1 virtual point in rounds 1–3 (rules §3.6). */
  accelerated: boolean;
  /** Ratings: spread at random, all equal (alphabetical order decides), or a share unrated. */
  ratings: 'random' | 'equal' | 'someUnrated';
  /** Players spread over this many clubs, with Evitar mismo club in rounds 1–3 (rules §3.9); 0 = no clubs. */
  clubs: number;
}

const BASE: ResultModel = {
  name: '',
  draws: 0,
  ratingBiased: false,
  forfeits: 0,
  absences: 0,
  lateEntries: 0,
  withdrawals: 0,
  accelerated: false,
  ratings: 'random',
  clubs: 0,
};

/** The result models the benchmark cycles through (one per field, by seed). */
export const RESULT_MODELS: readonly ResultModel[] = [
  { ...BASE, name: 'random, no draws' },
  { ...BASE, name: 'random, 3% draws, equal ratings', draws: 0.03, ratings: 'equal' },
  { ...BASE, name: 'rating-biased, 2% draws', draws: 0.02, ratingBiased: true, ratings: 'someUnrated' },
  { ...BASE, name: 'random, 10% draws, forfeits', draws: 0.1, forfeits: 0.03 },
  { ...BASE, name: 'rating-biased, 30% draws', draws: 0.3, ratingBiased: true },
  {
    ...BASE,
    name: 'random, 5% draws, absences, late entries, withdrawals',
    draws: 0.05,
    absences: 0.04,
    lateEntries: 0.05,
    withdrawals: 0.04,
  },
  { ...BASE, name: 'rating-biased, 5% draws, accelerated', draws: 0.05, ratingBiased: true, accelerated: true },
  {
    ...BASE,
    name: 'random, 15% draws, everything',
    draws: 0.15,
    forfeits: 0.02,
    absences: 0.03,
    lateEntries: 0.03,
    withdrawals: 0.03,
    accelerated: true,
  },
  { ...BASE, name: 'random, 5% draws, 10 clubs, avoid same club in rounds 1–3', draws: 0.05, clubs: 10 },
];

/** A field of `n` players for `model`, drawn from `random`; the tournament has `rounds` rounds. */
export function openTournament(n: number, rounds: number, model: ResultModel, random: () => number): Tournament {
  const players: Player[] = Array.from({ length: n }, (_, i) => {
    const rating =
      model.ratings === 'equal'
        ? 1500
        : model.ratings === 'someUnrated' && random() < 0.15
          ? null
          : 1000 + Math.floor(random() * 1300);
    const late = random() < model.lateEntries;
    const withdraws = random() < model.withdrawals;
    const absentRounds: number[] = [];
    for (let round = 1; round <= rounds; round++) if (random() < model.absences) absentRounds.push(round);
    return {
      id: i + 1,
      name: `Jugador ${String(i + 1).padStart(5, '0')}`,
      rating,
      club: model.clubs > 0 ? `Club ${1 + Math.floor(random() * model.clubs)}` : '',
      average: null,
      entryRound: late ? 2 + Math.floor(random() * 3) : 1,
      withdrawnFromRound: withdraws ? 3 + Math.floor(random() * (rounds - 2)) : null,
      absentRounds,
    };
  });
  const acceleration = model.accelerated
    ? [{ fromId: 1, toId: Math.max(1, Math.floor(n / 4)), points: 1, untilRound: 3 }]
    : [];
  const avoidSameClubUntilRound = model.clubs > 0 ? 3 : 0;
  return { config: { ...DEFAULT_CONFIG, rounds, acceleration, avoidSameClubUntilRound }, players, games: [] };
}

/** One game's result under `model`: scores (a draw is an equal score) or a forfeit. */
export function playGame(
  round: number,
  table: number,
  first: Player,
  second: Player,
  model: ResultModel,
  random: () => number,
): Game {
  const base = { round, table, first: first.id, second: second.id };
  const roll = random();
  if (roll < model.forfeits) {
    const override = roll < model.forfeits / 3 ? 'NP1' : roll < (2 * model.forfeits) / 3 ? 'NP2' : 'NP';
    return { ...base, score1: null, score2: null, override };
  }
  const score1 = 330 + Math.floor(random() * 140);
  if (random() < model.draws) return { ...base, score1, score2: score1, override: null };
  const edge = model.ratingBiased ? 1 / (1 + 10 ** (((second.rating ?? 1400) - (first.rating ?? 1400)) / 400)) : 0.5;
  const margin = 1 + Math.floor(random() * 120);
  return { ...base, score1, score2: random() < edge ? score1 - margin : score1 + margin, override: null };
}

/** Adds a round's pairings to `t` as games with results drawn from `model`. */
export function recordRound(
  t: Tournament,
  round: number,
  pairings: readonly { table: number; first: number; second: number | null }[],
  model: ResultModel,
  random: () => number,
): void {
  const byId = new Map(t.players.map((player) => [player.id, player]));
  for (const { table, first, second } of pairings) {
    t.games.push(
      second === null
        ? { round, table, first, second: null, score1: null, score2: null, override: null }
        : playGame(round, table, byId.get(first) as Player, byId.get(second) as Player, model, random),
    );
  }
}

export { seededRandom };
