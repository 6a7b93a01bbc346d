// The catalogue as the bundle packs it (src/i18n/packed.ts): base 85, UTF-8, the lists, and the
// languages made only when read.
import fc from 'fast-check';
import { deflateRawSync } from 'node:zlib';
import {
  fromBase85,
  fromUtf8,
  lazyLanguages,
  packedCatalogue,
  SEPARATOR,
  toBase85,
  unpack,
} from '../../src/i18n/packed';

const pack = (items: string[]): string =>
  toBase85(deflateRawSync(Buffer.from(items.join(SEPARATOR), 'utf8'), { level: 9 }));

describe('the packed catalogue', () => {
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

  it('UTF-8 decoding as Node decodes it: Spanish letters, «», emoji (surrogate pairs), long texts', () => {
    const text = 'Clasificación «Núñez» – ½ 🏆 ';
    expect(fromUtf8(Buffer.from(text, 'utf8'))).toBe(text);
    expect(fromUtf8(Buffer.from(text.repeat(2000), 'utf8'))).toBe(text.repeat(2000));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (value) => {
        expect(fromUtf8(Buffer.from(value, 'utf8'))).toBe(value);
      }),
    );
  });

  it('unpacks a list as it was packed, empty items too', () => {
    const items = ['Ronda {round}', '', 'a ~ b', '{count:# jugador|# jugadores}', 'ñ'];
    expect(unpack(pack(items))).toEqual(items);
  });

  it('makes a language only when it is first read, once', () => {
    const made: string[] = [];
    const record = lazyLanguages(['es', 'en'], (lang) => {
      made.push(lang);
      return { hello: lang };
    });
    expect(made).toEqual([]);
    expect(record.en.hello).toBe('en');
    expect(record.en.hello).toBe('en');
    expect(made).toEqual(['en']);
    expect(Object.keys(record)).toEqual(['es', 'en']);
    expect(made).toEqual(['en']);
  });

  it("unpacks a chunk's keys and one language's texts of it when that language is first asked for one of its keys", () => {
    const broken = toBase85([0x07, 0, 0, 0]); // a DEFLATE block of type 3: unpacking it throws
    const catalogue = packedCatalogue('menu,word|page', [pack(['menu.title', 'word.bye']), broken], {
      es: [pack(['Atril', 'descansa']), broken],
      en: [broken, broken],
    });
    // The first chunk (menu, word) only: the second's keys and texts are never unpacked.
    expect(catalogue.es['word.bye']).toBe('descansa');
    expect(catalogue.es['menu.title']).toBe('Atril');
    expect('menu.title' in catalogue.es).toBe(true);
    // A key of no chunk is absent, and unpacks nothing.
    expect(catalogue.es['constructor.x' as never]).toBeUndefined();
    expect(catalogue.es.nothing).toBeUndefined();
    // English, and listing every key, unpack what is broken.
    expect(() => catalogue.en['menu.title']).toThrow(/block type 3/);
    expect(() => Object.keys(catalogue.es)).toThrow(/block type 3/);
    const whole = packedCatalogue('menu|page', [pack(['menu.title']), pack(['page.title', 'page.find'])], {
      es: [pack(['Atril']), pack(['Clasificación', 'Busca'])],
    });
    expect(Object.keys(whole.es)).toEqual(['menu.title', 'page.title', 'page.find']);
    expect({ ...whole.es }).toEqual({ 'menu.title': 'Atril', 'page.title': 'Clasificación', 'page.find': 'Busca' });
  });
});
