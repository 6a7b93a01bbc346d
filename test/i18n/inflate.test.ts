// The bundle's own raw-DEFLATE decoder (src/i18n/inflate.ts) against node:zlib, the compressor the
// build uses: every kind of block, every level, and streams that are not DEFLATE.
import fc from 'fast-check';
import { constants, deflateRawSync } from 'node:zlib';
import { catalogueKeys, t } from '../../src/i18n';
import { inflateRaw } from '../../src/i18n/inflate';

const inflated = (bytes: Buffer): Buffer => Buffer.from(inflateRaw(bytes));

describe('inflateRaw (RFC 1951)', () => {
  it("gives back each language's whole catalogue as the build compresses it (level 9)", () => {
    for (const lang of ['es', 'en'] as const) {
      const text = Buffer.from(
        catalogueKeys(lang)
          .map((key) => t(lang, key as never))
          .join('\0'),
        'utf8',
      );
      expect(inflated(deflateRawSync(text, { level: 9 })).equals(text)).toBe(true);
    }
  });

  it('reads stored blocks (level 0), fixed codes (Z_FIXED) and dynamic codes, at every level', () => {
    const text = Buffer.from('Ronda 1 · Mesa 2 · Ana García – Luis Pérez 420–380; '.repeat(40), 'utf8');
    for (let level = 0; level <= 9; level++) expect(inflated(deflateRawSync(text, { level })).equals(text)).toBe(true);
    expect(inflated(deflateRawSync(text, { strategy: constants.Z_FIXED })).equals(text)).toBe(true);
    expect(inflated(deflateRawSync(text, { strategy: constants.Z_HUFFMAN_ONLY })).equals(text)).toBe(true);
    expect(inflated(deflateRawSync(Buffer.alloc(0)))).toEqual(Buffer.alloc(0));
  });

  it('copies the longest matches from the farthest back (length 258, distance 32,768) across many blocks', () => {
    const random = Buffer.from(Array.from({ length: 32768 }, (_, i) => (i * 7919 + (i >> 5) * 31) & 255));
    const text = Buffer.concat([random, random, Buffer.alloc(100000, 0x61), random]);
    expect(inflated(deflateRawSync(text, { level: 9 })).equals(text)).toBe(true);
    // More than 64 kB incompressible: several stored blocks.
    expect(inflated(deflateRawSync(Buffer.concat([random, random.reverse(), random]), { level: 0 })).length).toBe(
      98304,
    );
  });

  it('round-trips any bytes at any level (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.integer({ min: 0, max: 9 }), (bytes, level) => {
        const input = Buffer.from(bytes);
        expect(inflated(deflateRawSync(input, { level })).equals(input)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses what is not a DEFLATE stream rather than making up text', () => {
    expect(() => inflateRaw([])).toThrow(/not a DEFLATE stream/);
    expect(() => inflateRaw([0x07, 0, 0, 0])).toThrow(/block type 3/);
    // A dynamic block cut short.
    const whole = deflateRawSync(Buffer.from('Clasificación '.repeat(50)), { level: 9 });
    expect(() => inflateRaw(whole.subarray(0, 6))).toThrow(/not a DEFLATE stream/);
    // Not final, and nothing after it.
    expect(() => inflateRaw([0x00, 0x01, 0x00, 0xfe, 0xff, 0x41])).toThrow(/ends early/);
  });
});
