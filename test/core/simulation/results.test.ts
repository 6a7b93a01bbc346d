// The result model of generated games: scores decide the game as rules §2 says (higher wins,
// equal draws); the shares of draws and no-shows are those asked for; by rating, the
// stronger player wins as often as the Elo expectancy says; at random, half the time.
import { seededRandom } from '../../../src/core/random';
import { type ResultModel, simulatedResult, winChance } from '../../../src/core/simulation/results';

function many(model: ResultModel, first: number, second: number, n = 20000) {
  const random = seededRandom(99);
  return Array.from({ length: n }, () => simulatedResult(first, second, model, random));
}

describe('simulatedResult', () => {
  it('winChance is the logistic Elo expectancy', () => {
    expect(winChance(1600, 1600)).toBe(0.5);
    expect(winChance(2000, 1600)).toBeCloseTo(10 / 11, 10);
    expect(winChance(1600, 2000) + winChance(2000, 1600)).toBeCloseTo(1, 10);
  });

  it('shares of no-shows (NP1 and NP2 alike, NP rarely) and of draws (equal scores)', () => {
    const results = many({ kind: 'random', draws: 0.2, forfeits: 0.1 }, 1700, 1700);
    const overrides = results.flatMap((r) => ('override' in r ? [r.override] : []));
    expect(overrides.length / results.length).toBeCloseTo(0.1, 1);
    const np1 = overrides.filter((o) => o === 'NP1').length;
    const np2 = overrides.filter((o) => o === 'NP2').length;
    const np = overrides.filter((o) => o === 'NP').length;
    expect(np1 / overrides.length).toBeCloseTo(0.45, 1);
    expect(np2 / overrides.length).toBeCloseTo(0.45, 1);
    expect(np / overrides.length).toBeCloseTo(0.1, 1);
    const played = results.flatMap((r) => ('score1' in r ? [r] : []));
    expect(played.filter((r) => r.score1 === r.score2).length / results.length).toBeCloseTo(0.9 * 0.2, 1);
  });

  it('scores are whole, not negative, and the winner’s higher', () => {
    for (const r of many({ kind: 'rating', draws: 0.05, forfeits: 0 }, 1500, 1900, 5000)) {
      if (!('score1' in r)) throw new Error('no forfeits asked');
      expect(Number.isInteger(r.score1) && Number.isInteger(r.score2)).toBe(true);
      expect(Math.min(r.score1, r.score2)).toBeGreaterThanOrEqual(0);
    }
  });

  it('by rating the stronger wins as the expectancy says; at random half the time', () => {
    const firstWins = (model: ResultModel) => {
      const decided = many(model, 2000, 1600).flatMap((r) => ('score1' in r && r.score1 !== r.score2 ? [r] : []));
      return decided.filter((r) => r.score1 > r.score2).length / decided.length;
    };
    expect(firstWins({ kind: 'rating', draws: 0, forfeits: 0 })).toBeCloseTo(winChance(2000, 1600), 1);
    expect(firstWins({ kind: 'random', draws: 0, forfeits: 0 })).toBeCloseTo(0.5, 1);
  });
});
