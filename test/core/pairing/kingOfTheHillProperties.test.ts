// Property test of Última ronda: Rey de la pista (rules §3.9) over simulated tournaments of
// 4–11 players: the rounds before the last are the Swiss ones; the last round is, table by
// table, the walk down the standings (worked out here again from the games: points, then
// Puntos Scrabble, then pairing order) — 1st v 2nd, 3rd v 4th, the next one down on a rematch,
// and when that walk gets stuck, the first choice at each step that leaves the rest pairable
// (exhaustive search).
import fc from 'fast-check';
import { AtrilError } from '../../../src/core/errors';
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../../../src/core/model';
import { pairRoundExplained } from '../../../src/core/pairing';
import { seededRandom } from '../../../src/core/random';
import { meetings, perfectMatchingExists, players, pointsBefore } from './helpers';

/** N° = pairing order (the helpers' ratings fall with N°); a few absences. */
const field = (n: number, rounds: number, random: () => number): Player[] =>
  players(n, () => ({ absentRounds: Array.from({ length: rounds }, (_, r) => r + 1).filter(() => random() < 0.05) }));

/** Random Scrabble scores (a few draws) and no-shows. */
function play(round: number, table: number, first: number, second: number | null, random: () => number): Game {
  if (second === null) return { round, table, first, second, score1: null, score2: null, override: null };
  if (random() < 0.04) return { round, table, first, second, score1: null, score2: null, override: 'NP1' };
  const score1 = 300 + Math.floor(random() * 40) * 5;
  const score2 = random() < 0.08 ? score1 : 300 + Math.floor(random() * 40) * 5;
  return { round, table, first, second, score1, score2, override: null };
}

/** Puntos Scrabble before `round` (rules §4): own scores of games with both scores; byes 0, no-shows 0. */
function scrabbleBefore(t: Tournament, round: number): Map<number, number> {
  const total = new Map(t.players.map((player) => [player.id, 0]));
  for (const g of t.games) {
    if (g.round >= round || g.second === null || g.score1 === null || g.score2 === null) continue;
    total.set(g.first, (total.get(g.first) ?? 0) + g.score1);
    total.set(g.second, (total.get(g.second) ?? 0) + g.score2);
  }
  return total;
}

/** The walk down `order` (`checked`: each choice must leave the rest pairable); null when stuck. */
function walk(order: number[], met: Set<string>, checked: boolean): [number, number][] | null {
  const unpaired = [...order];
  const pairs: [number, number][] = [];
  while (unpaired.length > 0) {
    const player = unpaired.shift() as number;
    const choice = unpaired.find(
      (other) =>
        !met.has(`${player}-${other}`) &&
        (!checked ||
          perfectMatchingExists(
            unpaired.filter((id) => id !== other),
            met,
          )),
    );
    if (choice === undefined) return null;
    unpaired.splice(unpaired.indexOf(choice), 1);
    pairs.push([player, choice]);
  }
  return pairs;
}

describe('Última ronda: Rey de la pista, simulated (rules §3.9)', () => {
  it('the last round walks down the standings; the earlier rounds are Swiss', () => {
    let lastRounds = 0;
    let skipped = 0;
    let rescued = 0;
    fc.assert(
      fc.property(
        fc.record({
          n: fc.integer({ min: 4, max: 11 }),
          rounds: fc.integer({ min: 1, max: 7 }),
          scrabble: fc.boolean(),
          seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        }),
        ({ n, rounds, scrabble, seed }) => {
          const random = seededRandom(seed);
          const planned = Math.min(rounds, n - 1);
          const t: Tournament = {
            config: {
              ...DEFAULT_CONFIG,
              rounds: planned,
              lastRound: 'kingOfTheHill',
              tiebreaks: scrabble ? ['scrabblePoints'] : [],
            },
            players: field(n, planned, random),
            games: [],
          };
          const swiss = (): Tournament => ({ ...t, config: { ...t.config, lastRound: 'swiss' } });
          for (let round = 1; round <= planned; round++) {
            let result: ReturnType<typeof pairRoundExplained>;
            try {
              result = pairRoundExplained(t, round);
            } catch (error) {
              if (error instanceof AtrilError) return;
              throw error;
            }
            const plain = pairRoundExplained(swiss(), round);
            if (round < planned) expect(result).toEqual(plain);
            else {
              lastRounds++;
              const bye = plain.pairings.find((p) => p.second === null);
              expect(result.pairings.find((p) => p.second === null)).toEqual(bye);
              const points = pointsBefore(t, round);
              const scores = scrabbleBefore(t, round);
              const value = (id: number) => [points.get(id) ?? 0, scrabble ? (scores.get(id) ?? 0) : 0];
              const standings = t.players
                .map((player) => player.id)
                .sort((a, b) => value(b)[0] - value(a)[0] || value(b)[1] - value(a)[1] || a - b);
              const paired = result.pairings.flatMap((p) => (p.second === null ? [] : [p.first, p.second]));
              const order = standings.filter((id) => paired.includes(id));
              const met = meetings(t.games);
              const greedy = walk(order, met, false);
              const expected = greedy ?? walk(order, met, true);
              if (!greedy) rescued++;
              expect(expected).not.toBeNull();
              const boards = result.pairings.filter((p) => p.second !== null);
              expect(boards.map((p) => [p.first, p.second].sort((a, b) => (a ?? 0) - (b ?? 0)))).toEqual(
                (expected ?? []).map((pair) => [...pair].sort((a, b) => a - b)),
              );
              const unpaired = [...order];
              boards.forEach((board, index) => {
                const [high, low] = (expected ?? [])[index];
                const place = (id: number) => standings.indexOf(id) + 1;
                expect(board.reasons[0]).toEqual({
                  key: 'pairing.reason.kingOfTheHill',
                  params: { first: place(high), second: place(low) },
                });
                // Passing over the next one down is explained (rematch, or the rest's sake); taking him is not.
                const next = unpaired.filter((id) => id !== high)[0];
                expect(board.reasons.length).toBe(next === low ? 1 : 2);
                if (next !== low) skipped++;
                unpaired.splice(unpaired.indexOf(high), 1);
                unpaired.splice(unpaired.indexOf(low), 1);
              });
            }
            for (const p of result.pairings) t.games.push(play(round, p.table, p.first, p.second, random));
          }
        },
      ),
      { numRuns: 400 },
    );
    expect(lastRounds).toBeGreaterThan(300);
    expect(skipped).toBeGreaterThan(50);
    expect(rescued).toBeGreaterThan(0);
  });
});
