// Configuración's prize settings (rules §11, §11.1): Reparto de premios, Cuota de inscripción
// and Mínimo por jugador.
import { readConfig } from '../../../src/sheets/config/configuration';
import { readPrizeSettings } from '../../../src/sheets/config/prizeSettings';
import { errorOf } from '../../support/errors';

const settings = (rows: (string | number)[][], lang: 'es' | 'en' = 'es') =>
  readPrizeSettings(readConfig(rows, { lang }), lang);

describe('readPrizeSettings', () => {
  it('defaults: no fee, the tiebreaks decide (no sharing)', () => {
    expect(settings([])).toEqual({ entryFee: null, sharing: 'tiebreak', minimumShare: null });
  });

  it.each([
    ['Desempate', 'tiebreak'],
    ['Partes iguales', 'equal'],
    ['hort', 'hort'],
    ['Equal split', 'equal'],
    ['Tiebreak', 'tiebreak'],
  ])('Reparto de premios «%s» → %s', (word, sharing) => {
    expect(settings([['Reparto de premios', word]]).sharing).toBe(sharing);
    expect(settings([['Prize sharing', word]], 'en').sharing).toBe(sharing);
  });

  it('Cuota de inscripción in cents; a bad one is named by row and key', () => {
    expect(settings([['Cuota de inscripción', '12,50']]).entryFee).toBe(1250);
    expect(settings([['Entry fee', 10]], 'en').entryFee).toBe(1000);
    expect(
      errorOf(() =>
        settings([
          ['Torneo', 'X'],
          ['Cuota de inscripción', -3],
        ]),
      ),
    ).toBe('Configuración, fila 2, columna Cuota de inscripción: «-3» no puede ser negativo');
  });

  it('Mínimo por jugador (Minimum share) in cents, blank = none; one that is not a number is named', () => {
    expect(settings([['Mínimo por jugador', 30]]).minimumShare).toBe(3000);
    expect(settings([['Minimum share', '12.5']], 'en').minimumShare).toBe(1250);
    expect(settings([['Mínimo por jugador', '']]).minimumShare).toBeNull();
    expect(
      errorOf(() =>
        settings([
          ['Torneo', 'X'],
          ['Reparto de premios', 'Hort'],
          ['Mínimo por jugador', 'treinta'],
        ]),
      ),
    ).toBe('Configuración, fila 3, columna Mínimo por jugador: «treinta» no es un número');
    expect(errorOf(() => settings([['Minimum share', 'thirty']], 'en'), 'en')).toBe(
      'Config, row 1, column Minimum share: "thirty" is not a number',
    );
  });

  it('neither key is taken for a misspelt known key', () => {
    const read = readConfig(
      [
        ['Reparto de premios', 'Hort'],
        ['Cuota de inscripción', 5],
      ],
      { lang: 'es', warnings: [] },
    );
    expect(Object.keys(read.extra).sort()).toEqual(['cuota de inscripcion', 'reparto de premios']);
  });
});
