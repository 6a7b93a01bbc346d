// The catalogue made from its section files (src/i18n/sections.ts): a language merged only when read.
import { catalogueOf, lazyLanguages } from '../../src/i18n/sections';

describe('the catalogue from its sections', () => {
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

  it("merges a language's sections in order, a later section's text over an earlier one's, when first read", () => {
    let reads = 0;
    const section = (es: Record<string, string>, en: Record<string, string>) => ({
      get es() {
        reads++;
        return es;
      },
      en,
    });
    const catalogue = catalogueOf(
      [
        section({ 'menu.title': 'Atril', 'word.hi': 'hola' }, { 'menu.title': 'Atril' }),
        section({ 'word.hi': 'buenas' }, {}),
      ],
      ['es', 'en'],
    );
    expect(reads).toBe(0);
    expect(catalogue.en).toEqual({ 'menu.title': 'Atril' });
    expect(reads).toBe(0);
    expect(catalogue.es).toEqual({ 'menu.title': 'Atril', 'word.hi': 'buenas' });
    expect(catalogue.es['word.hi']).toBe('buenas');
    expect(reads).toBe(2);
  });
});
