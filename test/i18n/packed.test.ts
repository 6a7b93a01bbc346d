// Base 85 (src/i18n/packed.ts), the word graph's stored text's alphabet.
import fc from 'fast-check';
import { fromBase85, toBase85 } from '../../src/i18n/packed';

describe('base 85', () => {
  it('base 85: printable ASCII without " and \\, 5 characters for 4 bytes, back to the same bytes (zeros padded)', () => {
    const every = toBase85(Array.from({ length: 256 * 4 }, (_, i) => (i * 37 + (i >> 2)) & 255));
    expect(new Set(every).size).toBe(85);
    expect(every).toMatch(/^[#-[\]-x]+$/);
    expect(toBase85([255, 255, 255, 255])).toHaveLength(5);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = toBase85(bytes);
        expect(text).toHaveLength(Math.ceil(bytes.length / 4) * 5);
        const back = fromBase85(text);
        expect([...back.slice(0, bytes.length)]).toEqual([...bytes]);
        expect(back.slice(bytes.length).every((byte) => byte === 0)).toBe(true);
      }),
    );
    expect(() => fromBase85('abc')).toThrow(/base 85/);
  });
});
