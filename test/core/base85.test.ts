// Base 85 (src/core/base85.ts): the word graph's stored text.
import fc from 'fast-check';
import { fromBase85, toBase85 } from '../../src/core/base85';

describe('base 85', () => {
  test('printable ASCII without " and \\, 5 characters for 4 bytes, back to the same bytes (zeros padded)', () => {
    const every = toBase85(Array.from({ length: 256 * 4 }, (_, i) => (i * 37 + (i >> 2)) & 255));
    expect(every).toMatch(/^[#-[\]-x]+$/);
    expect(every).toHaveLength(256 * 5);
    expect(toBase85([0, 0, 0, 0])).toBe('#####');
    expect(toBase85([255, 255, 255, 255])).toHaveLength(5);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = toBase85(bytes);
        expect(text).toHaveLength(Math.ceil(bytes.length / 4) * 5);
        const back = fromBase85(text);
        expect([...back.subarray(0, bytes.length)]).toEqual([...bytes]);
        expect([...back.subarray(bytes.length)].every((byte) => byte === 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  test('a text that is not whole groups of 5 is refused', () => {
    expect(() => fromBase85('abc')).toThrow(/base 85/);
  });
});
