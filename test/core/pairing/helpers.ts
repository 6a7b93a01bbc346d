// Building tournaments for the pairing tests: players in N° order, games by N°; the
// engine's view of single players (PairingPlayer) for the unit tests of its pieces; and
// simulated tournaments for the property tests.
import fc from 'fast-check';
import { AtrilError } from '../../../src/core/errors';
import {
  DEFAULT_CONFIG,
  type Game,
  type Player,
  type ResultOverride,
  type Tournament,
  type TournamentConfig,
} from '../../../src/core/model';
import { pairRound } from '../../../src/core/pairing';
import type { PairingPlayer } from '../../../src/core/pairing/state';
import { seededRandom } from '../../../src/core/random';
import { foldText } from '../../../src/core/text';

/** n players "Player k" with ratings 2000 − 10k, so N° order = pairing order. */
export function players(n: number, extra: (id: number) => Partial<Player> = () => ({})): Player[] {
  return Array.from({ length: n }, (_, index) => {
    const id = index + 1;
    return {
      id,
      name: `Player ${String(id).padStart(3, '0')}`,
      rating: 2000 - 10 * id,
      club: '',
      average: null,
      entryRound: 1,
      withdrawnFromRound: null,
      absentRounds: [],
      ...extra(id),
    };
  });
}

/** A decided game: `winner` 1 = first wins, 0 = second wins, 0.5 = draw. */
export function game(round: number, first: number, second: number | null, winner: 1 | 0 | 0.5 = 1, table = 1): Game {
  if (second === null) return { round, table, first, second, score1: null, score2: null, override: null };
  const score1 = winner === 1 ? 400 : winner === 0 ? 300 : 350;
  return { round, table, first, second, score1, score2: 350 * 2 - score1 + (winner === 0.5 ? 0 : 0), override: null };
}

export function tournament(
  playerList: Player[],
  games: Game[] = [],
  config: Partial<TournamentConfig> = {},
): Tournament {
  return { config: { ...DEFAULT_CONFIG, ...config }, players: playerList, games };
}

/**
 * A player as the pairing sees him: N° `id`, `rank` = id (pairing order = N° order), 0 points
 * unless `fields` says otherwise; `starts` counts the 'first' marks of `moves`.
 */
export function pairingPlayer(id: number, fields: Partial<PairingPlayer> = {}): PairingPlayer {
  const moves = fields.moves ?? [];
  const score = fields.score ?? 0;
  return {
    id,
    name: `P${id}`,
    clubName: '',
    club: '',
    rank: id,
    points: score,
    score,
    met: new Set(),
    hadBye: false,
    starts: moves.filter((move) => move === 'first').length,
    ...fields,
    moves,
  };
}

/** The club fields of a PairingPlayer as pairingState sets them (rules §3.9: compared folded). */
export function inClub(name: string): Pick<PairingPlayer, 'club' | 'clubName'> {
  return { clubName: name.trim(), club: foldText(name) };
}

/** Players N° 1..`scores.length`, N° k with pairing score scores[k − 1]. */
export function field(scores: readonly number[]): PairingPlayer[] {
  return scores.map((score, index) => pairingPlayer(index + 1, { score }));
}

/** Records that the players of each pair [N°, N°] have met (rules §3.1). */
export function meet(players: readonly PairingPlayer[], ...pairs: [number, number][]): void {
  const byId = new Map(players.map((player) => [player.id, player]));
  for (const [a, b] of pairs) {
    (byId.get(a) as PairingPlayer).met.add(b);
    (byId.get(b) as PairingPlayer).met.add(a);
  }
}

export interface Scenario {
  n: number;
  rounds: number;
  seed: number;
}

/** Shuffled ratings; 8 % late entries, 7 % withdrawals, 10 % absent one round. */
function buildField(n: number, random: () => number): Player[] {
  const ratings = Array.from({ length: n }, (_, i) => 1200 + 7 * i).sort(() => random() - 0.5);
  return ratings.map((rating, index) => {
    const r = random();
    return {
      id: index + 1,
      name: `P${index + 1}`,
      rating,
      club: '',
      average: null,
      entryRound: r < 0.08 ? 2 + Math.floor(random() * 3) : 1,
      withdrawnFromRound: r > 0.93 ? 2 + Math.floor(random() * 6) : null,
      absentRounds: random() < 0.1 ? [1 + Math.floor(random() * 8)] : [],
    };
  });
}

/** Random scores, 10 % draws, 5 % forfeits (NP1, NP2, NP). */
function result(round: number, table: number, first: number, second: number, random: () => number): Game {
  const r = random();
  const override: ResultOverride | null = r < 0.02 ? 'NP1' : r < 0.04 ? 'NP2' : r < 0.05 ? 'NP' : null;
  if (override) return { round, table, first, second, score1: null, score2: null, override };
  const score1 = 300 + Math.floor(random() * 100);
  const score2 = r < 0.1 ? score1 : 300 + Math.floor(random() * 100);
  return { round, table, first, second, score1, score2, override: null };
}

/** Plays a simulated tournament round by round, calling `check` before each round's games are added. */
export function simulate(
  { n, rounds, seed }: Scenario,
  check: (t: Tournament, round: number, outcome: ReturnType<typeof pairRound> | AtrilError) => void,
): void {
  const random = seededRandom(seed);
  const t: Tournament = { config: { ...DEFAULT_CONFIG }, players: buildField(n, random), games: [] };
  for (let round = 1; round <= rounds; round++) {
    let outcome: ReturnType<typeof pairRound> | AtrilError;
    try {
      outcome = pairRound(t, round);
    } catch (error) {
      if (!(error instanceof AtrilError)) throw error;
      outcome = error;
    }
    check(t, round, outcome);
    if (outcome instanceof AtrilError) return;
    for (const p of outcome.pairings) {
      t.games.push(
        p.second === null
          ? { round, table: p.table, first: p.first, second: null, score1: null, score2: null, override: null }
          : result(round, p.table, p.first, p.second, random),
      );
    }
  }
}

/** Fields of min..max players, played for 20–100 % of n − 1 rounds (at most `maxRounds`). */
export const scenario = (min: number, max: number, maxRounds = Infinity) =>
  fc
    .record({
      n: fc.integer({ min, max }),
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      roundsFraction: fc.double({ min: 0.2, max: 1, noNaN: true }),
    })
    .map(({ n, seed, roundsFraction }) => ({
      n,
      seed,
      rounds: Math.min(maxRounds, Math.max(1, Math.round((n - 1) * roundsFraction))),
    }));
