// The arbiter's messages agree with their numbers (rules §20: what the bag still holds, told after each draw).
import { t } from '../../src/i18n';

describe("the bag's line after a draw", () => {
  it('speaks of one tile, one vowel, one blank in the singular, in both languages', () => {
    const one = { count: 1, vowels: 1, consonants: 0, blanks: 1 };
    expect(t('es', 'arbiter.bagLeft', one)).toBe('En la bolsa queda 1 ficha: 1 vocal, 0 consonantes y 1 comodín.');
    expect(t('en', 'arbiter.bagLeft', one)).toBe('The bag holds 1 tile: 1 vowel, 0 consonants and 1 blank.');
  });

  it('and of several in the plural', () => {
    const many = { count: 93, vowels: 41, consonants: 50, blanks: 2 };
    expect(t('es', 'arbiter.bagLeft', many)).toBe(
      'En la bolsa quedan 93 fichas: 41 vocales, 50 consonantes y 2 comodines.',
    );
    expect(t('en', 'arbiter.bagLeft', many)).toBe('The bag holds 93 tiles: 41 vowels, 50 consonants and 2 blanks.');
  });
});
