// Property tests of No emparejar con (rules §18) over simulated tournaments with clubs
// (Evitar mismo club), accelerated rounds, late entries, withdrawals, absences, byes,
// rematches and random pairs kept apart:
// - no kept-apart pair ever meets, in any round the engine hands on (Swiss and round robin);
// - the pairing stays optimal otherwise: on small fields the bye and every cost level are
//   those of an exhaustive search over the legal pairings (no rematch, no kept-apart pair);
//   a refusal happens only when that search finds no pairing, and names the pair only when
//   the pair is the cause; on large fields the Swiss stages pair exactly as if the pair had
//   already met (a kept-apart pair is an absolute criterion like a rematch).
import fc from 'fast-check';
import { AtrilError } from '../../../src/core/errors';
import { DEFAULT_CONFIG, type ForbiddenPair, type Player, type Tournament } from '../../../src/core/model';
import { pairRoundExplained, type PairingResult, swissPairs } from '../../../src/core/pairing';
import {
  avoidsSameClub,
  byeCandidates,
  canMeet,
  costLevels,
  pairCost,
  type Seat,
  seating,
} from '../../../src/core/pairing/criteria';
import { play } from './helpers';
import { isPresent, pairingState, type PairingPlayer } from '../../../src/core/pairing/state';
import { seededRandom } from '../../../src/core/random';

interface Scenario {
  n: number;
  seed: number;
  forbidden: number;
  untilRound: number;
  accelerated: boolean;
  roundRobin: boolean;
}

const CLUBS = ['Alcalá', 'Bilbao', 'Cádiz', ''];

function field(n: number, random: () => number, roundRobin: boolean): Player[] {
  return Array.from({ length: n }, (_, index) => {
    const r = random();
    return {
      id: index + 1,
      name: `P${index + 1}`,
      rating: 1200 + Math.floor(random() * 800),
      club: CLUBS[Math.floor(random() * CLUBS.length)],
      average: null,
      entryRound: !roundRobin && r < 0.1 ? 2 + Math.floor(random() * 2) : 1,
      withdrawnFromRound: !roundRobin && r > 0.93 ? 2 + Math.floor(random() * 4) : null,
      absentRounds: random() < 0.1 ? [1 + Math.floor(random() * 6)] : [],
    };
  });
}

function randomPairs(n: number, count: number, random: () => number): ForbiddenPair[] {
  const pairs: ForbiddenPair[] = [];
  for (let k = 0; k < count; k++) {
    const a = 1 + Math.floor(random() * n);
    const b = 1 + Math.floor(random() * n);
    if (a !== b) pairs.push(random() < 0.5 ? [a, b] : [b, a]);
  }
  return pairs;
}

function simulate(
  s: Scenario,
  rounds: number,
  check: (t: Tournament, round: number, outcome: PairingResult | AtrilError) => void,
): void {
  const random = seededRandom(s.seed);
  const t: Tournament = {
    config: {
      ...DEFAULT_CONFIG,
      system: s.roundRobin ? 'roundRobin' : 'swiss',
      avoidSameClubUntilRound: s.untilRound,
      acceleration: s.accelerated ? [{ fromId: 1, toId: Math.ceil(s.n / 2), points: 1, untilRound: 2 }] : [],
    },
    players: field(s.n, random, s.roundRobin),
    games: [],
    forbiddenPairs: randomPairs(s.n, s.forbidden, random),
  };
  for (let round = 1; round <= rounds; round++) {
    let outcome: PairingResult | AtrilError;
    try {
      outcome = pairRoundExplained(t, round);
    } catch (error) {
      if (!(error instanceof AtrilError)) throw error;
      outcome = error;
    }
    check(t, round, outcome);
    if (outcome instanceof AtrilError) return;
    for (const p of outcome.pairings) t.games.push(play(round, p.table, p.first, p.second, random));
  }
}

const apart = (t: Tournament) => {
  const keys = new Set<string>();
  for (const [a, b] of t.forbiddenPairs ?? []) keys.add(`${a}-${b}`).add(`${b}-${a}`);
  return keys;
};

/** No board of the round puts a kept-apart pair together. */
function expectApart(t: Tournament, outcome: PairingResult): void {
  const keys = apart(t);
  for (const p of outcome.pairings) if (p.second !== null) expect(keys.has(`${p.first}-${p.second}`)).toBe(false);
}

type Cost = number[];
const compare = (a: Cost, b: Cost) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
};

/** The least cost vector over every perfect matching of `seats` of `mayMeet` pairs (null: none). */
function optimum(seats: readonly Seat[], levels: ReturnType<typeof costLevels>, mayMeet = canMeet): Cost | null {
  const memo = new Map<number, Cost | null>();
  const solve = (mask: number): Cost | null => {
    if (mask === 0) return levels.map(() => 0);
    const cached = memo.get(mask);
    if (cached !== undefined) return cached;
    let i = 0;
    while (!(mask & (1 << i))) i++;
    let best: Cost | null = null;
    for (let j = i + 1; j < seats.length; j++) {
      if (!(mask & (1 << j)) || !mayMeet(seats[i].player, seats[j].player)) continue;
      const rest = solve(mask & ~(1 << i) & ~(1 << j));
      if (!rest) continue;
      const here = pairCost(seats[i], seats[j], levels);
      const total = rest.map((value, level) => value + here[level]);
      if (!best || compare(total, best) < 0) best = total;
    }
    memo.set(mask, best);
    return best;
  };
  return solve((1 << seats.length) - 1);
}

/** The bye of rules §3.4 regla 4 / §3.5 and the rest's optimum, by exhaustive search; null when nothing is legal. */
function oracle(present: PairingPlayer[], levels: ReturnType<typeof costLevels>, mayMeet = canMeet) {
  if (present.length % 2 === 0) {
    const cost = optimum(seating(present), levels, mayMeet);
    return cost && { bye: null, rest: present, cost };
  }
  for (const bye of byeCandidates(present)) {
    const rest = present.filter((player) => player !== bye);
    const cost = optimum(seating(rest), levels, mayMeet);
    if (cost) return { bye: bye.id, rest, cost };
  }
  return null;
}

const scenario = (min: number, max: number, roundRobin = false) =>
  fc.record({
    n: fc.integer({ min, max }),
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    forbidden: fc.integer({ min: 0, max: 6 }),
    untilRound: fc.integer({ min: 0, max: 3 }),
    accelerated: fc.boolean(),
    roundRobin: fc.constant(roundRobin),
  });

describe('No emparejar con, simulated (rules §18)', () => {
  it('fields ≤ 12: never together; the bye and every cost level the exhaustive optimum; refused only when nothing is legal', () => {
    let named = 0;
    let paired = 0;
    let moved = 0;
    fc.assert(
      fc.property(scenario(3, 12), (s) => {
        simulate(s, Math.min(s.n - 1, 7), (t, round, outcome) => {
          const state = pairingState(t, round);
          const present = t.players.filter((p) => isPresent(p, round)).map((p) => state.get(p.id) as PairingPlayer);
          const levels = costLevels(avoidsSameClub(t.config.avoidSameClubUntilRound, round));
          const best = oracle(present, levels);
          if (present.length === 0) {
            // Every player absent or withdrawn this round: nobody to pair is refused as such, no pairing question.
            expect(outcome instanceof AtrilError ? outcome.key : outcome).toBe('pairing.noPlayers');
            return;
          }
          if (outcome instanceof AtrilError) {
            expect(best).toBeNull();
            const freely = oracle(present, levels, (a, b) => a.id !== b.id && !a.met.has(b.id));
            // The pair is named exactly when allowing the kept-apart pairs would have made a round.
            expect(outcome.key === 'pairing.forbidden.impossible').toBe(freely !== null);
            if (freely) named++;
            return;
          }
          expectApart(t, outcome);
          expect(best).not.toBeNull();
          if (!best) return;
          paired++;
          const byeBoard = outcome.pairings.find((p) => p.second === null);
          expect(byeBoard?.first ?? null).toBe(best.bye);
          const seats = new Map(seating(best.rest).map((seat) => [seat.player.id, seat]));
          const got = levels.map(() => 0);
          for (const p of outcome.pairings) {
            if (p.second === null) continue;
            const [x, y] = [seats.get(p.first) as Seat, seats.get(p.second) as Seat];
            const [higher, lower] = x.position < y.position ? [x, y] : [y, x];
            pairCost(higher, lower, levels).forEach((value, level) => (got[level] += value));
          }
          expect(got).toEqual(best.cost);
          if (outcome.pairings.some((p) => p.reasons.some((r) => r.key === 'pairing.reason.avoidForbidden'))) moved++;
        });
      }),
      { numRuns: 200 },
    );
    expect(paired).toBeGreaterThan(300);
    expect(moved).toBeGreaterThan(10);
    expect(named).toBeGreaterThan(3);
  });

  it('fields of 20–120 players: the Swiss stages pair a kept-apart pair exactly as one that has already met', () => {
    fc.assert(
      fc.property(scenario(20, 120), (s) => {
        simulate({ ...s, forbidden: 20 }, 6, (t, round, outcome) => {
          if (outcome instanceof AtrilError) return;
          expectApart(t, outcome);
          const state = pairingState(t, round);
          const byeId = outcome.pairings.find((p) => p.second === null)?.first;
          const rest = t.players
            .filter((p) => isPresent(p, round) && p.id !== byeId)
            .map((p) => state.get(p.id) as PairingPlayer);
          const asMet = rest.map((p) => ({
            ...p,
            met: new Set([...p.met, ...(p.forbidden ?? [])]),
            forbidden: undefined,
          }));
          const club = avoidsSameClub(t.config.avoidSameClubUntilRound, round);
          const boards = (players: PairingPlayer[]) =>
            (swissPairs(players, club)?.pairs ?? [])
              .map(({ a, b }) => [a.id, b.id].sort((x, y) => x - y).join('-'))
              .sort();
          expect(boards(rest)).toEqual(boards(asMet));
        });
      }),
      { numRuns: 25 },
    );
  });

  it('round robin: every round either keeps the pairs apart or is refused before the table would bring them together', () => {
    let refused = 0;
    fc.assert(
      fc.property(scenario(4, 10, true), (s) => {
        simulate({ ...s, forbidden: s.forbidden % 2 }, s.n, (t, _round, outcome) => {
          if (outcome instanceof AtrilError) {
            expect(['pairing.forbidden.roundRobin', 'pairing.roundRobinOver']).toContain(outcome.key);
            if (outcome.key === 'pairing.forbidden.roundRobin') refused++;
            return;
          }
          expectApart(t, outcome);
        });
      }),
      { numRuns: 60 },
    );
    expect(refused).toBeGreaterThan(5);
  });
});
