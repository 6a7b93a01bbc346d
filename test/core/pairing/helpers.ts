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

/** A game neither player showed up for (NP): both lose, and it is not a meeting (docs/pairing.md). */
export function bothAbsent(round: number, first: number, second: number): Game {
  return { round, table: 1, first, second, score1: null, score2: null, override: 'NP' };
}

/**
 * Three rounds of eight players (N° = pairing order) after which N° 1 has clinched first
 * place in a 4-round event (rules §3.9): N° 1 on 3 points; N° 3 and 7 on 1½; N° 2 on 1;
 * N° 4, 5, 6, 8 on 0. N° 1 has met 5, 2 and 3; 3 has met 7, 4, 1; 7 has met 3, 5; 2 has met
 * 6, 1; the NP games are not meetings.
 */
export function clinchedHistory(): Game[] {
  return [
    game(1, 1, 5, 1),
    game(1, 2, 6, 1),
    game(1, 3, 7, 0.5),
    bothAbsent(1, 4, 8),
    game(2, 1, 2, 1),
    game(2, 3, 4, 1),
    game(2, 5, 7, 0),
    bothAbsent(2, 6, 8),
    game(3, 1, 3, 1),
    bothAbsent(3, 2, 7),
    bothAbsent(3, 4, 6),
    bothAbsent(3, 5, 8),
  ];
}

/** Who has met whom ("a-b" both ways): games over the board or off it; byes and forfeits are not meetings (docs/pairing.md). */
export function meetings(games: readonly Game[]): Set<string> {
  const met = new Set<string>();
  for (const g of games) {
    if (g.second === null || g.override === 'NP' || g.override === 'NP1' || g.override === 'NP2') continue;
    met.add(`${g.first}-${g.second}`);
    met.add(`${g.second}-${g.first}`);
  }
  return met;
}

/** Exhaustive search: the players `ids` can all be paired without a rematch. */
export function perfectMatchingExists(ids: readonly number[], met: ReadonlySet<string>): boolean {
  if (ids.length === 0) return true;
  const [first, ...others] = ids;
  return others.some(
    (other) =>
      !met.has(`${first}-${other}`) &&
      perfectMatchingExists(
        others.filter((id) => id !== other),
        met,
      ),
  );
}

/** Points before `round` (rules §3.1) of the results the property tests simulate: scores, byes (1), NP1 (Jugador 2 wins), NP. */
export function pointsBefore(t: Tournament, round: number): Map<number, number> {
  const points = new Map(t.players.map((player) => [player.id, 0]));
  const add = (id: number, p: number) => points.set(id, (points.get(id) ?? 0) + p);
  for (const g of t.games) {
    if (g.round >= round) continue;
    if (g.second === null) add(g.first, 1);
    else if (g.override === 'NP1') add(g.second, 1);
    else if (g.score1 !== null && g.score2 !== null) {
      if (g.score1 === g.score2) {
        add(g.first, 0.5);
        add(g.second, 0.5);
      } else add(g.score1 > g.score2 ? g.first : g.second, 1);
    }
  }
  return points;
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

/** A game of a random round: a bye, 4 % no-shows (NP1), 8 % drawn scores, else 300–399 each. */
export function play(round: number, table: number, first: number, second: number | null, random: () => number): Game {
  if (second === null) return { round, table, first, second, score1: null, score2: null, override: null };
  const r = random();
  if (r < 0.04) return { round, table, first, second, score1: null, score2: null, override: 'NP1' };
  const score1 = 300 + Math.floor(random() * 100);
  const score2 = r < 0.12 ? score1 : 300 + Math.floor(random() * 100);
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
