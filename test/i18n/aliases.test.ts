// The catalogue's other words for its labels: each is a label's, none is its own label again.
import { catalogueKeys, t } from '../../src/i18n';
import { ALIASES, TICKED, YES_MARKS, YES_NO } from '../../src/i18n/aliases';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe('ALIASES', () => {
  it('every key is a label of the catalogue, and no alias repeats its label', () => {
    const keys = new Set<string>(catalogueKeys('es'));
    for (const [key, words] of Object.entries(ALIASES)) {
      expect([key, keys.has(key)]).toEqual([key, true]);
      const labels = [t('es', key as never), t('en', key as never)].map(fold);
      for (const word of words) expect([key, word, labels.includes(fold(word))]).toEqual([key, word, false]);
    }
  });

  it("a Sí / No setting's other words: folded, and pinned", () => {
    expect(Object.keys(YES_NO).map(fold)).toEqual(Object.keys(YES_NO));
    // Pinned: a word taken from here would turn a typed setting into an error.
    expect(YES_NO).toEqual({
      si: 'yes',
      true: 'yes',
      verdadero: 'yes',
      '1': 'yes',
      false: 'no',
      falso: 'no',
      '0': 'no',
    });
  });

  it('the marks for yes are folded words, and a tick includes them', () => {
    const ticked = TICKED.map(fold);
    for (const mark of Object.keys(YES_MARKS)) {
      expect(mark).toBe(fold(mark));
      expect(ticked).toContain(mark);
    }
  });
});
