// rules §16.1 polish: words that agree with their numbers.
import { t } from '../../src/i18n';

describe('the float reason agrees with its points (rules §16.1)', () => {
  it.each([
    ['es', 1, 'N° 7 sube desde 1 punto al grupo de 2'],
    ['es', 0, 'N° 7 sube desde 0 puntos al grupo de 2'],
    ['es', 1.5, 'N° 7 sube desde 1,5 puntos al grupo de 2'],
    ['en', 1, 'No. 7 moves up from 1 point to the 2 group'],
  ] as const)('%s, %d', (lang, from, text) => {
    expect(t(lang, 'pairing.reason.float', { number: 7, from, to: 2 })).toBe(text);
  });
});
