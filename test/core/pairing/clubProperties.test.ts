// Property tests of Evitar mismo club hasta ronda (rules §3.9) over simulated tournaments:
// in rounds 1..N the engine's pairing has as few same-club boards as any legal pairing (none
// whenever an exact search finds a pairing with none), and with the rule off the pairings
// are those of the same tournament without clubs.
import fc from 'fast-check';
import { AtrilError } from '../../../src/core/errors';
import { DEFAULT_CONFIG, type Player, type Tournament } from '../../../src/core/model';
import { pairRoundExplained, type PairingMethod, type PairingResult } from '../../../src/core/pairing';
import { seededRandom } from '../../../src/core/random';
import { meetings, play } from './helpers';

/** Club names as directors type them: variants of case, accents and blanks; blank = no club. */
const CLUB_NAMES = ['Alcalá', 'ALCALA ', 'alcala', 'Bilbao', ' bilbao', 'Cádiz', '', ' '];

/** The comparison of docs/pairing.md, written again here: folded, blank = none. */
const fold = (club: string) =>
  club
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const sameClub = (clubs: Map<number, string>, a: number, b: number) =>
  fold(clubs.get(a) ?? '') !== '' && fold(clubs.get(a) ?? '') === fold(clubs.get(b) ?? '');

/** The fewest same-club boards over every perfect matching of `ids` without rematches (null: none exists). */
function fewestSameClubBoards(ids: number[], met: Set<string>, clubs: Map<number, string>): number | null {
  if (ids.length === 0) return 0;
  const [first, ...others] = ids;
  let best: number | null = null;
  for (const other of others) {
    if (met.has(`${first}-${other}`)) continue;
    const rest = fewestSameClubBoards(
      others.filter((id) => id !== other),
      met,
      clubs,
    );
    if (rest === null) continue;
    const total = rest + (sameClub(clubs, first, other) ? 1 : 0);
    if (best === null || total < best) best = total;
  }
  return best;
}

interface Scenario {
  n: number;
  seed: number;
  untilRound: number;
  rounds: number;
}

function field(n: number, random: () => number, withClubs: boolean): Player[] {
  return Array.from({ length: n }, (_, index) => ({
    id: index + 1,
    name: `P${index + 1}`,
    rating: 1200 + Math.floor(random() * 800),
    club: withClubs ? CLUB_NAMES[Math.floor(random() * CLUB_NAMES.length)] : '',
    average: null,
    entryRound: 1,
    withdrawnFromRound: null,
    absentRounds: [],
  }));
}

/** Plays `rounds` rounds with the rule on for rounds 1..untilRound, calling `check` on each round's pairing. */
function simulate(
  { n, seed, untilRound, rounds }: Scenario,
  check: (t: Tournament, round: number, result: PairingResult & { method: PairingMethod }) => void,
): void {
  const random = seededRandom(seed);
  const t: Tournament = {
    config: { ...DEFAULT_CONFIG, avoidSameClubUntilRound: untilRound },
    players: field(n, random, true),
    games: [],
  };
  for (let round = 1; round <= rounds; round++) {
    let result: PairingResult & { method: PairingMethod };
    try {
      result = pairRoundExplained(t, round);
    } catch (error) {
      if (error instanceof AtrilError) return;
      throw error;
    }
    check(t, round, result);
    for (const p of result.pairings) t.games.push(play(round, p.table, p.first, p.second, random));
  }
}

const withoutClubs = (t: Tournament): Tournament => ({
  ...t,
  players: t.players.map((player) => ({ ...player, club: '' })),
});

const scenario = (min: number, max: number) =>
  fc
    .record({
      n: fc.integer({ min, max }),
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      untilRound: fc.integer({ min: 0, max: 12 }),
      extra: fc.integer({ min: 0, max: 2 }),
    })
    .map(({ n, seed, untilRound, extra }) => ({ n, seed, untilRound, rounds: Math.min(n - 1, untilRound + extra) }));

describe('Evitar mismo club hasta ronda, simulated (rules §3.9)', () => {
  it('fields ≤ 10, rounds 1..N: as few same-club boards as any legal pairing — none whenever one without exists', () => {
    let avoidable = 0;
    let reshaped = 0;
    let searched = 0;
    fc.assert(
      fc.property(scenario(4, 10), (s) => {
        simulate(s, (t, round, result) => {
          const clubs = new Map(t.players.map((player) => [player.id, player.club]));
          const boards = result.pairings.filter((p) => p.second !== null);
          const got = boards.filter((p) => sameClub(clubs, p.first, p.second as number)).length;
          const plain = pairRoundExplained(withoutClubs(t), round);
          // The bye is chosen first (rules §3.4 regla 4), the club rule never moves it.
          const bye = result.pairings.find((p) => p.second === null)?.first ?? null;
          expect(bye).toBe(plain.pairings.find((p) => p.second === null)?.first ?? null);
          if (round > s.untilRound) {
            expect(result).toEqual(plain);
            return;
          }
          const ids = t.players.map((player) => player.id).filter((id) => id !== bye);
          const fewest = fewestSameClubBoards(ids, meetings(t.games), clubs);
          expect(fewest).not.toBeNull();
          if (fewest === 0) avoidable++;
          expect(got).toBe(fewest);
          const reasons = boards.flatMap((p) => p.reasons.map((reason) => reason.key));
          if (
            JSON.stringify(result.pairings.map((p) => [p.first, p.second])) !==
            JSON.stringify(plain.pairings.map((p) => [p.first, p.second]))
          ) {
            reshaped++;
            if (result.method === 'optimised' && plain.method !== 'optimised') searched++;
            // The rule shaped the round: some board says so.
            expect(
              reasons.some(
                (key) => key === 'pairing.reason.avoidSameClub' || key === 'pairing.reason.sameClubRearranged',
              ),
            ).toBe(true);
          }
        });
      }),
      { numRuns: 300 },
    );
    expect(avoidable).toBeGreaterThan(300);
    expect(reshaped).toBeGreaterThan(200);
    expect(searched).toBeGreaterThan(50);
  });

  it('rule off (0): the pairings are those of the same tournament with no clubs, on fields up to 30', () => {
    fc.assert(
      fc.property(scenario(4, 30), ({ n, seed }) => {
        const rounds = Math.min(n - 1, 8);
        simulate({ n, seed, untilRound: 0, rounds }, (t, round, result) => {
          expect(result).toEqual(pairRoundExplained(withoutClubs(t), round));
        });
      }),
      { numRuns: 60 },
    );
  });
});
