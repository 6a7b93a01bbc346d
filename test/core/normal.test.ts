// Φ and Φ⁻¹ (rules §6.5) against values computed independently: Python 3's
// `0.5 * math.erfc(-x / math.sqrt(2))` (the C library's erfc) and `statistics.NormalDist().inv_cdf(p)`.
import fc from 'fast-check';
import { inverseNormalCdf, normalCdf, normalCdfExact } from '../../src/core/normal';

const CDF: [number, number][] = [
  [-8, 6.220960574271819e-16],
  [-5, 2.866515718791946e-7],
  [-3.7, 0.00010779973347738823],
  [-2.5, 0.006209665325776139],
  [-1, 0.15865525393145707],
  [-0.3, 0.3820885778110474],
  [0, 0.5],
  [0.4, 0.6554217416103242],
  [1.2, 0.8849303297782917],
  [2, 0.9772498680518208],
  [3.3, 0.9995165758576162],
  [6, 0.9999999990134123],
];

const INVERSE: [number, number][] = [
  [1e-10, -6.361340902404056],
  [1e-4, -3.71901648545568],
  [0.025, -1.9599639845400538],
  [0.125, -1.1503493803760079],
  [0.3, -0.5244005127080407],
  [0.5, 0],
  [0.75, 0.6744897501960817],
  [0.975, 1.9599639845400536],
  [0.9999, 3.7190164854557084],
];

/** Within `relative` of `expected`, or within 1e-16 of it absolutely. */
function close(actual: number, expected: number, relative: number): boolean {
  return Math.abs(actual - expected) <= Math.max(1e-16, relative * Math.abs(expected));
}

describe('Φ', () => {
  test.each(CDF)('Φ(%p) = %p (direct and tabled)', (x, expected) => {
    expect(close(normalCdfExact(x), expected, 1e-12)).toBe(true);
    expect(close(normalCdf(x), expected, 1e-12)).toBe(true);
  });

  test('the table agrees with the direct computation everywhere', () => {
    fc.assert(
      fc.property(fc.double({ min: -12, max: 12, noNaN: true }), (x) => {
        expect(Math.abs(normalCdf(x) - normalCdfExact(x))).toBeLessThan(2e-15);
      }),
      { numRuns: 5000 },
    );
  });

  test('symmetric, increasing, 0 and 1 at the ends', () => {
    fc.assert(
      fc.property(fc.double({ min: -9, max: 9, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (x, d) => {
        expect(Math.abs(normalCdf(x) + normalCdf(-x) - 1)).toBeLessThan(1e-15);
        expect(normalCdf(x + d)).toBeGreaterThanOrEqual(normalCdf(x));
      }),
    );
    expect(normalCdf(-Infinity)).toBe(0);
    expect(normalCdf(Infinity)).toBe(1);
  });
});

describe('Φ⁻¹', () => {
  test.each(INVERSE)('Φ⁻¹(%p) = %p', (p, expected) => {
    expect(Math.abs(inverseNormalCdf(p) - expected)).toBeLessThan(1e-12);
  });

  test('inverts Φ', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1 - 1e-12, noNaN: true }), (p) => {
        expect(close(normalCdfExact(inverseNormalCdf(p)), p, 1e-12)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  test('the ends and outside', () => {
    expect(inverseNormalCdf(0)).toBe(-Infinity);
    expect(inverseNormalCdf(1)).toBe(Infinity);
    expect(inverseNormalCdf(1.5)).toBeNaN();
  });
});
