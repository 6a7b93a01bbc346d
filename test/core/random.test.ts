import { gaussian, seededRandom, seededStream } from '../../src/core/random';

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

describe('seededStream', () => {
  const first = (seed: number, part: number, count = 3) => Array.from({ length: count }, seededStream(seed, part));

  it('depends only on (seed, part): the same pair, the same sequence', () => {
    expect(first(2026, 7)).toEqual(first(2026, 7));
  });

  it('gives every part of a seed, every seed of a part and the high bits of a large seed their own sequence', () => {
    const sequences = new Set<string>();
    for (let seed = 0; seed < 40; seed++)
      for (let part = 1; part <= 40; part++) sequences.add(first(seed, part).join());
    expect(sequences.size).toBe(1600);
    expect(first(5, 1)).not.toEqual(first(5 + 2 ** 32, 1));
    expect(first(2 ** 53 - 1, 1)).not.toEqual(first(2 ** 53 - 1 - 2 ** 32, 1));
    const firsts = Array.from({ length: 200 }, (_, part) => seededStream(99, part)());
    expect(new Set(firsts.map((x) => Math.floor(x * 10))).size).toBe(10);
  });
});
