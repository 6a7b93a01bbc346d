// The quadratic scale (rules §6.3). Expected values are the checks of rules §6.3 and, for K = 220,
// figures computed separately from the formula of rules §6.3 (not from this module).
import { AtrilError } from '../../../src/core/errors';
import { defaultK, quadraticPoints, quadraticScale, sharedPlacePoints } from '../../../src/core/duplicate/quadratic';

describe('quadraticScale (rules §6.3)', () => {
  test('N = 10 gives the published table', () => {
    expect(quadraticScale(10)).toEqual([575, 389, 312, 254, 205, 163, 125, 90, 58, 28]);
  });

  test('N = 100: the winner of a full field gets exactly 1000', () => {
    const scale = quadraticScale(100);
    expect(scale[0]).toBe(1000);
    expect(scale).toHaveLength(100);
    // Never increasing down the places (the last ones round to the same few points).
    for (let i = 1; i < scale.length; i++) expect(scale[i]).toBeLessThanOrEqual(scale[i - 1]);
    expect(scale[99]).toBeLessThan(scale[89]);
  });

  test('default K is the one giving 1000 to the winner of 100 (≈ 219.896)', () => {
    expect(defaultK()).toBeCloseTo(219.896, 3);
  });

  test('N < 10 uses the N = 10 scale from place 10 − N + 1 down: N = 5 → 163 125 90 58 28', () => {
    expect(quadraticScale(5)).toEqual([163, 125, 90, 58, 28]);
    expect(quadraticScale(1)).toEqual([28]);
  });

  test('N > M: places beyond M get the M-th value', () => {
    const full = quadraticScale(100);
    const big = quadraticScale(130);
    expect(big.slice(0, 100)).toEqual(full);
    expect(big.slice(100)).toEqual(new Array(30).fill(full[99]));
  });

  test('K = 220 (the FISE text) is a setting and moves some values by a point', () => {
    // Computed from the formula with K = 220: N = 20 winner 636 (635 with the default K),
    // N = 100 place 8: 633 (632 by default).
    expect(quadraticScale(20, { k: 220 })[0]).toBe(636);
    expect(quadraticScale(20)[0]).toBe(635);
    expect(quadraticScale(100, { k: 220 })[7]).toBe(633);
    expect(quadraticScale(100)[7]).toBe(632);
  });

  test('bad sizes are refused with a catalogue error', () => {
    expect(() => quadraticScale(0)).toThrow(AtrilError);
    expect(() => quadraticScale(2.5)).toThrow(AtrilError);
    expect(() => quadraticScale(10, { k: -1 })).toThrow(AtrilError);
  });
});

describe('quadraticPoints: tied players share the average of their places (rules §6.3)', () => {
  test('two players tied on place 2 of 10 share (389 + 312) / 2 = 350.5 → 351', () => {
    expect(quadraticPoints([1, 2, 2, 4], 10)).toEqual([575, 351, 351, 254]);
  });

  test('three tied on place 1 share (575 + 389 + 312) / 3 → 425', () => {
    expect(quadraticPoints([1, 1, 1], 10)).toEqual([425, 425, 425]);
  });

  test('a place outside 1..N is refused', () => {
    expect(() => quadraticPoints([11], 10)).toThrow(AtrilError);
    expect(() => quadraticPoints([0], 10)).toThrow(AtrilError);
  });
});

describe('sharedPlacePoints: the one rule for shared places, whatever the scale', () => {
  const list = [25, 18, 15, 12, 10];
  test('each place its points; places beyond the list as the caller says', () => {
    expect(sharedPlacePoints([1, 2, 3], 3, (place) => list[place - 1])).toEqual([25, 18, 15]);
  });
  test('two on place 2 share places 2 and 3: (18 + 15) / 2 = 16.5 → 17', () => {
    expect(sharedPlacePoints([1, 2, 2, 4], 4, (place) => list[place - 1])).toEqual([25, 17, 17, 12]);
  });
  test('a place outside 1..players is refused', () => {
    expect(() => sharedPlacePoints([0], 3, () => 1)).toThrow(AtrilError);
  });
});
