// The catalogue's other words for its labels: each is a label's, none is its own label again.
import { catalogueKeys, t } from '../../src/i18n';
import { ALIASES, TICKED, YES_MARKS } from '../../src/i18n/aliases';

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

  it('the marks for yes are folded words, and a tick includes them', () => {
    const ticked = TICKED.map(fold);
    for (const mark of Object.keys(YES_MARKS)) {
      expect(mark).toBe(fold(mark));
      expect(ticked).toContain(mark);
    }
  });
});
