// Property test of the Regla de Gibson (rules §3.9) over simulated tournaments of 4–10
// players: before each round, clinched leader, points left and who is out of the prizes are
// worked out here again from the games; whenever some legal pairing gives the leader a
// player out of the prizes (exhaustive search), the engine gives him the highest-ranked
// such player, never a contender; otherwise the round is the one without the rule.
import fc from 'fast-check';
import { AtrilError } from '../../../src/core/errors';
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../../../src/core/model';
import { pairRoundExplained, type Pairing } from '../../../src/core/pairing';
import { seededRandom } from '../../../src/core/random';
import { meetings, perfectMatchingExists, players, pointsBefore } from './helpers';

interface Scenario {
  n: number;
  rounds: number;
  prizePlaces: number;
  seed: number;
}

/** N° = pairing order (the helpers' ratings fall with N°); a few absences. */
const field = (n: number, rounds: number, random: () => number): Player[] =>
  players(n, () => ({ absentRounds: Array.from({ length: rounds }, (_, r) => r + 1).filter(() => random() < 0.06) }));

/** Results: one player (`star`) wins every game he plays, so that leads open up; the rest is random, with draws and no-shows. */
function play(game: Omit<Game, 'score1' | 'score2' | 'override'>, star: number, random: () => number): Game {
  const blank = { ...game, score1: null, score2: null, override: null };
  if (game.second === null) return blank;
  const r = random();
  if (r < 0.04) return { ...blank, override: 'NP1' };
  const [win, lose] = [420, 360];
  if (game.first === star) return { ...game, score1: win, score2: lose, override: null };
  if (game.second === star) return { ...game, score1: lose, score2: win, override: null };
  if (r < 0.45) return { ...game, score1: 380, score2: 380, override: null };
  return r < 0.72
    ? { ...game, score1: win, score2: lose, override: null }
    : { ...game, score1: lose, score2: win, override: null };
}

const opponentOf = (pairings: Pairing[], id: number) => {
  const board = pairings.find((p) => p.first === id || p.second === id);
  return board ? { board, opponent: board.first === id ? board.second : board.first } : null;
};

describe('Regla de Gibson, simulated (rules §3.9)', () => {
  it('a clinched leader meets the highest-ranked player out of the prizes whenever a legal pairing allows one', () => {
    let applied = 0;
    let changed = 0;
    let withoutOpponent = 0;
    fc.assert(
      fc.property(
        fc.record({
          n: fc.integer({ min: 4, max: 10 }),
          rounds: fc.integer({ min: 3, max: 8 }),
          prizePlaces: fc.integer({ min: 1, max: 3 }),
          seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        }),
        ({ n, rounds, prizePlaces, seed }: Scenario) => {
          const random = seededRandom(seed);
          const planned = Math.min(rounds, n - 1);
          const players = field(n, planned, random);
          const star = 1 + Math.floor(random() * n);
          const t: Tournament = {
            config: { ...DEFAULT_CONFIG, rounds: planned, gibson: true, prizePlaces },
            players,
            games: [],
          };
          const off = (): Tournament => ({ ...t, config: { ...t.config, gibson: false } });
          for (let round = 1; round <= planned; round++) {
            let result: ReturnType<typeof pairRoundExplained>;
            try {
              result = pairRoundExplained(t, round);
            } catch (error) {
              if (error instanceof AtrilError) return;
              throw error;
            }
            const plain = pairRoundExplained(off(), round);
            const bye = result.pairings.find((p) => p.second === null)?.first ?? null;
            expect(bye).toBe(plain.pairings.find((p) => p.second === null)?.first ?? null);

            const points = pointsBefore(t, round);
            const left = planned - round + 1;
            const ranked = [...points.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
            const leader = ranked[0][1] - ranked[1][1] > left ? ranked[0][0] : null;
            const paired = result.pairings.flatMap((p) => (p.second === null ? [] : [p.first, p.second]));
            if (leader === null || !paired.includes(leader)) {
              expect(result).toEqual(plain);
            } else {
              applied++;
              const out = (id: number) =>
                [...points.entries()].filter(([other, p]) => other !== id && p > (points.get(id) ?? 0) + left).length >=
                prizePlaces;
              const met = meetings(t.games);
              const feasible = paired
                .filter((id) => id !== leader && out(id) && !met.has(`${leader}-${id}`))
                .filter((id) =>
                  perfectMatchingExists(
                    paired.filter((other) => other !== leader && other !== id),
                    met,
                  ),
                )
                .sort((a, b) => (points.get(b) ?? 0) - (points.get(a) ?? 0) || a - b);
              const found = opponentOf(result.pairings, leader);
              if (feasible.length > 0) {
                expect(found?.opponent).toBe(feasible[0]);
                expect(found?.board.reasons).toContainEqual({
                  key: 'pairing.reason.gibson',
                  params: { number: leader },
                });
                if (opponentOf(plain.pairings, leader)?.opponent !== feasible[0]) changed++;
              } else {
                withoutOpponent++;
                expect(found?.board.reasons).toContainEqual({
                  key: 'pairing.reason.gibsonNoOpponent',
                  params: { number: leader },
                });
                const boards = (pairings: Pairing[]) => pairings.map((p) => [p.table, p.first, p.second]);
                expect(boards(result.pairings)).toEqual(boards(plain.pairings));
              }
            }
            // Legal: everyone present once, no rematch (rules §3.5).
            const met = meetings(t.games);
            expect(new Set(paired).size).toBe(paired.length);
            for (const p of result.pairings)
              if (p.second !== null) expect(met.has(`${p.first}-${p.second}`)).toBe(false);
            for (const p of result.pairings)
              t.games.push(play({ round, table: p.table, first: p.first, second: p.second }, star, random));
          }
        },
      ),
      { numRuns: 600 },
    );
    // The rule had work to do, changed boards, and met leaders it could not serve.
    expect(applied).toBeGreaterThan(100);
    expect(changed).toBeGreaterThan(10);
    expect(withoutOpponent).toBeGreaterThan(5);
  });
});
