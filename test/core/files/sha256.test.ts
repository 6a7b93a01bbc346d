import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sha256Hex, utf8 } from '../../../src/core/files/sha256';

describe('sha256', () => {
  test('the standard vectors (FIPS 180-4 examples)', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  test('agrees with Node’s crypto on any text, padding boundaries and non-ASCII included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(sha256Hex(text)).toBe(
          createHash('sha256')
            .update(Buffer.from(utf8(text)))
            .digest('hex'),
        );
      }),
    );
    for (let length = 50; length < 70; length++) {
      const text = 'ñ'.repeat(length);
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  test('utf8 is what Node encodes for well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), (text) => {
        expect(Buffer.from(utf8(text)).equals(Buffer.from(text, 'utf8'))).toBe(true);
      }),
    );
  });
});
