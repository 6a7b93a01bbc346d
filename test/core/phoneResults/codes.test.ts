import { drawCode, drawCodes, isCode, RANDOM_SPAN } from '../../../src/core/phoneResults';
import { AtrilError } from '../../../src/core/errors';

/** A source that gives `values` in turn. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length];
};

describe('a board code (rules §14)', () => {
  it('is six digits, leading zeros kept, from the source it is given', () => {
    expect(drawCode(sequence(4217))).toBe('004217');
    expect(drawCode(sequence(15_999_999))).toBe('999999');
    expect(drawCode(sequence(1_000_000))).toBe('000000');
  });

  it('redraws the uneven top of the span (16,000,000 and up), and values that are not whole numbers in it', () => {
    expect(drawCode(sequence(16_000_000, RANDOM_SPAN - 1, -1, 0.5, NaN, 123456))).toBe('123456');
  });

  it('refuses a broken source rather than loop', () => {
    expect(() => drawCode(() => RANDOM_SPAN)).toThrow(AtrilError);
  });

  it('a draw is its value modulo a million: each code has 16 values of the accepted span, no more', () => {
    const counts = new Map<string, number>();
    for (const value of [0, 1_000_000, 15_000_000, 7, 1_000_007]) {
      const code = drawCode(sequence(value));
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    expect(counts).toEqual(
      new Map([
        ['000000', 3],
        ['000007', 2],
      ]),
    );
  });

  it("a round's codes are all different, a repeated draw drawn again", () => {
    expect(drawCodes(3, sequence(5, 5, 6, 5, 7))).toEqual(['000005', '000006', '000007']);
  });

  it('a source that only repeats itself is refused', () => {
    expect(() => drawCodes(2, () => 42)).toThrow(AtrilError);
  });

  it('isCode: six digits exactly', () => {
    expect(['123456', '000000'].every(isCode)).toBe(true);
    expect(['12345', '1234567', '12345a', ' 123456', ''].some(isCode)).toBe(false);
  });
});
