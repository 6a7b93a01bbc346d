// docs/pairing.md "No rematch, ever" (rules §3.1, §3.4 regla 4, §3.8), over random fields:
// whatever the system and the §3.6/§3.9 settings, with late entries, withdrawals,
// absences and players typed into Jugadores in the middle of the tournament, no round the
// engine hands on repeats a pair, seats a player twice or gives a Swiss player a second
// bye. A Swiss round is refused only when no legal pairing exists; a round robin only
// for a player added after it started (and, that row deleted, it goes on).
import fc from 'fast-check';
import { AtrilError } from '../../../src/core/errors';
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../../../src/core/model';
import { pairRound, type PairingResult } from '../../../src/core/pairing';
import { seededRandom } from '../../../src/core/random';
import { meetings } from './helpers';

interface Setting {
  n: number;
  seed: number;
  roundRobin: boolean;
  gibson: boolean;
  kingOfTheHill: boolean;
  accelerated: boolean;
  clubRounds: number;
  /** Players typed into Jugadores after round `after` (entering `delay` rounds later). */
  additions: { after: number; delay: number; rated: boolean }[];
}

const setting = fc.record({
  n: fc.integer({ min: 3, max: 16 }),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  roundRobin: fc.boolean(),
  gibson: fc.boolean(),
  kingOfTheHill: fc.boolean(),
  accelerated: fc.boolean(),
  clubRounds: fc.integer({ min: 0, max: 3 }),
  additions: fc.array(
    fc.record({ after: fc.integer({ min: 1, max: 6 }), delay: fc.integer({ min: 1, max: 2 }), rated: fc.boolean() }),
    { maxLength: 2 },
  ),
});

const CLUBS = ['Alcalá', 'Sol', 'Norte', ''];

function player(id: number, random: () => number, fields: Partial<Player> = {}): Player {
  const r = random();
  return {
    id,
    name: `P${id}`,
    rating: random() < 0.8 ? 1200 + Math.floor(random() * 800) : null,
    club: CLUBS[Math.floor(random() * CLUBS.length)],
    average: null,
    entryRound: r < 0.08 ? 2 + Math.floor(random() * 3) : 1,
    withdrawnFromRound: r > 0.93 ? 2 + Math.floor(random() * 5) : null,
    absentRounds: random() < 0.1 ? [1 + Math.floor(random() * 7)] : [],
    ...fields,
  };
}

function result(round: number, table: number, first: number, second: number | null, random: () => number): Game {
  const blank = { round, table, first, second, score1: null, score2: null, override: null };
  if (second === null) return blank;
  const r = random();
  if (r < 0.04) return { ...blank, override: r < 0.02 ? 'NP1' : 'NP' };
  const score1 = 300 + Math.floor(random() * 100);
  return { ...blank, score1, score2: r < 0.12 ? score1 : 300 + Math.floor(random() * 100) };
}

/** Checks one round the engine handed on, against the games before it (computed here, not by the engine). */
function expectLegal(t: Tournament, { round, pairings }: PairingResult): void {
  const met = meetings(t.games);
  const seated = new Set<number>();
  const byes = pairings.filter((p) => p.second === null);
  for (const p of pairings) {
    for (const id of p.second === null ? [p.first] : [p.first, p.second]) {
      expect(seated.has(id)).toBe(false);
      seated.add(id);
    }
    if (p.second !== null) expect(met.has(`${p.first}-${p.second}`)).toBe(false);
  }
  if (t.config.system === 'swiss') {
    expect(byes.length).toBeLessThanOrEqual(1);
    for (const bye of byes)
      expect(t.games.some((g) => g.round < round && g.second === null && g.first === bye.first)).toBe(false);
  }
}

function run(s: Setting): void {
  const random = seededRandom(s.seed);
  const rounds = s.roundRobin ? (s.n % 2 === 0 ? s.n - 1 : s.n) : Math.min(9, Math.max(3, s.n - 1));
  const t: Tournament = {
    config: {
      ...DEFAULT_CONFIG,
      rounds,
      system: s.roundRobin ? 'roundRobin' : 'swiss',
      gibson: s.gibson,
      prizePlaces: 2,
      lastRound: s.kingOfTheHill ? 'kingOfTheHill' : 'swiss',
      acceleration: s.accelerated ? [{ fromId: 1, toId: Math.ceil(s.n / 3), points: 1, untilRound: 2 }] : [],
      avoidSameClubUntilRound: s.clubRounds,
    },
    players: Array.from({ length: s.n }, (_, index) => player(index + 1, random)),
    games: [],
  };
  let nextId = s.n + 1;
  for (let round = 1; round <= rounds; round++) {
    const added: Player[] = [];
    for (const addition of s.additions)
      if (addition.after === round - 1) {
        const late = player(nextId++, random, {
          rating: addition.rated ? 1200 + Math.floor(random() * 800) : null,
          entryRound: round + addition.delay - 1,
          withdrawnFromRound: null,
        });
        added.push(late);
        t.players.push(late);
      }
    let outcome: PairingResult | AtrilError;
    try {
      outcome = pairRound(t);
    } catch (error) {
      if (!(error instanceof AtrilError)) throw error;
      outcome = error;
    }
    if (outcome instanceof AtrilError) {
      if (s.roundRobin) {
        // Only a player typed in now is refused (none before round 1 is paired), and by name.
        expect(outcome.key).toBe('pairing.roundRobin.newPlayer');
        expect(added.map((p) => p.id)).toContain(outcome.params.number);
        // The director deletes the rows, as the message says; the table goes on.
        t.players = t.players.filter((p) => !added.includes(p));
        outcome = pairRound(t);
      } else {
        expect(outcome.key).toMatch(/^pairing\.impossible\./);
        return;
      }
    }
    expectLegal(t, outcome);
    for (const p of outcome.pairings) t.games.push(result(round, p.table, p.first, p.second, random));
  }
  if (s.roundRobin) {
    // A round robin played to the end without a refusal left standing: no pair twice.
    const pairs = t.games.filter((g) => g.second !== null).map((g) => [g.first, g.second].sort().join('-'));
    expect(new Set(pairs).size).toBe(pairs.length);
  }
}

describe('no rematch, ever (docs/pairing.md)', () => {
  it('no round handed on repeats a pair, seats a player twice or gives a second Swiss bye', () => {
    fc.assert(fc.property(setting, run), { numRuns: 80 });
  });
});
