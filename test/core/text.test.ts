import fc from 'fast-check';
import {
  activeCollation,
  collatesSpanish,
  compareText,
  intlSpanishCompare,
  setCollationMode,
  spanishFallbackCompare,
} from '../../src/core/text';

const sign = (n: number): number => (n > 0 ? 1 : n < 0 ? -1 : 0);
/** Node's full ICU: the Spanish order the fallback must reproduce on Latin names. */
const icu = new Intl.Collator('es', { sensitivity: 'base' });
/** An engine without Spanish data: the root order (ñ taken for n). */
const root = new Intl.Collator('und', { sensitivity: 'base' });

afterEach(() => setCollationMode('auto'));

describe('spanishFallbackCompare', () => {
  it('puts ñ after n and before o, ignoring accents and case', () => {
    const names = ['Ñandú', 'nz', 'Muñoz', 'Munuera', 'Murillo', 'ávila', 'Avellaneda', 'Oca', 'ñ'];
    // By hand: a…n, then ñ, then o: Avellaneda < ávila (e < i); Munuera < Muñoz < Murillo (n < ñ < r); nz < ñ < Ñandú < Oca.
    expect([...names].sort(spanishFallbackCompare)).toEqual([
      'Avellaneda',
      'ávila',
      'Munuera',
      'Muñoz',
      'Murillo',
      'nz',
      'ñ',
      'Ñandú',
      'Oca',
    ]);
    expect(spanishFallbackCompare('García', 'GARCIA')).toBe(0);
    expect(spanishFallbackCompare('Núñez', 'nun\u0303ez')).toBe(0); // ñ typed as n + combining tilde
    expect(spanishFallbackCompare('Ana Díaz', 'Anabel')).toBeLessThan(0); // space before letters
    expect(spanishFallbackCompare('Ana', 'Ana María')).toBeLessThan(0); // a prefix first
  });

  it('agrees with ICU Spanish collation on names made of Spanish letters, spaces and hyphens', () => {
    const letter = fc.constantFrom(...'abcnñoyzáéíóúüÁÉÑNZ -'.split(''));
    const name = fc.array(letter, { maxLength: 8 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(sign(spanishFallbackCompare(a, b))).toBe(sign(icu.compare(a, b)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('collatesSpanish (the collation check)', () => {
  it('passes the hand-written order and a Spanish ICU, fails the root order and a throwing Intl', () => {
    expect(collatesSpanish(spanishFallbackCompare)).toBe(true);
    expect(collatesSpanish((a, b) => icu.compare(a, b))).toBe(true);
    expect(collatesSpanish((a, b) => root.compare(a, b))).toBe(false);
    expect(
      collatesSpanish(() => {
        throw new RangeError('Incorrect locale information provided');
      }),
    ).toBe(false);
  });

  it('fails a code-point order (accents and case count)', () => {
    expect(collatesSpanish((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toBe(false);
  });
});

describe('compareText: one comparator, chosen once', () => {
  it('uses Intl where it passes the check (this Node has full ICU)', () => {
    expect(collatesSpanish(intlSpanishCompare())).toBe(true);
    expect(activeCollation()).toBe('intl');
    expect(compareText('Muñoz', 'Munuera')).toBeGreaterThan(0);
  });

  it('uses the fallback when the edge asks for it, and Intl again on auto', () => {
    setCollationMode('fallback');
    expect(activeCollation()).toBe('fallback');
    expect(compareText('Muñoz', 'Munuera')).toBeGreaterThan(0);
    setCollationMode('auto');
    expect(activeCollation()).toBe('intl');
  });

  it('falls back by itself on an engine whose Spanish collation is the root order', () => {
    const real = Intl.Collator;
    const rootOnly = function (_locales?: string | string[], options?: Intl.CollatorOptions) {
      return new real('und', options);
    } as unknown as typeof Intl.Collator;
    (Intl as { Collator: typeof Intl.Collator }).Collator = rootOnly;
    try {
      setCollationMode('fallback');
      setCollationMode('auto'); // the choice made again, against this engine
      expect(activeCollation()).toBe('fallback');
      expect(['Muñoz', 'Munuera'].sort(compareText)).toEqual(['Munuera', 'Muñoz']);
    } finally {
      (Intl as { Collator: typeof Intl.Collator }).Collator = real;
      setCollationMode('fallback');
    }
  });
});
