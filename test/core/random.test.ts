import { gaussian, seededRandom } from '../../src/core/random';

describe('seededRandom', () => {
  it('repeats its sequence for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('gives neighbouring seeds unrelated first draws, spread over [0, 1)', () => {
    const firsts = Array.from({ length: 200 }, (_, seed) => seededRandom(seed + 1)());
    expect(Math.min(...firsts)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...firsts)).toBeLessThan(1);
    // A tenth of [0, 1) each: every decile is hit by some of the 200 first draws.
    const deciles = new Set(firsts.map((x) => Math.floor(x * 10)));
    expect(deciles.size).toBe(10);
  });

  it('gaussian: standard normal deviates (mean 0, deviation 1 over many draws)', () => {
    const random = seededRandom(7);
    const draws = Array.from({ length: 50000 }, () => gaussian(random));
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    const variance = draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.sqrt(variance)).toBeCloseTo(1, 1);
    // About 68 % within one deviation.
    expect(draws.filter((x) => Math.abs(x) < 1).length / draws.length).toBeCloseTo(0.683, 1);
  });
});
