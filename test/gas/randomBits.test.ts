// The codes' randomness where Apps Script runs (src/gas/randomBits.ts, rules §14): 24 bits
// from the first six hex digits of Utilities.getUuid().
import { uuidBits } from '../../src/gas/randomBits';
import { FakeUtilities } from './fakes';

describe('uuidBits', () => {
  const original = (globalThis as { Utilities?: unknown }).Utilities;
  afterEach(() => {
    (globalThis as { Utilities?: unknown }).Utilities = original;
  });

  it('the first six hex digits of a UUID as a number under 2^24', () => {
    const uuids = ['00000a12-3456-4789-8abc-def012345678', 'ffffff00-0000-4000-8000-000000000000'];
    (globalThis as { Utilities?: unknown }).Utilities = { getUuid: () => uuids.shift() };
    expect(uuidBits()).toBe(0x00000a);
    expect(uuidBits()).toBe(0xffffff);
  });

  it('spread over the range with the real generator', () => {
    (globalThis as { Utilities?: unknown }).Utilities = new FakeUtilities();
    const draws = Array.from({ length: 200 }, () => uuidBits());
    for (const bits of draws) expect(Number.isInteger(bits) && bits >= 0 && bits < 2 ** 24).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(190);
    expect(draws.some((bits) => bits >= 2 ** 23)).toBe(true);
  });
});
