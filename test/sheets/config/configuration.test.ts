import { AtrilError } from '../../../src/core/errors';
import { errorOf } from '../../support/errors';
import { parseAcceleration, readConfig } from '../../../src/sheets/config/configuration';

describe('readConfig (rules §2 Configuración)', () => {
  it('reads keys in Spanish, with defaults for what is missing', () => {
    const { config } = readConfig(
      [
        ['Clave', 'Valor'],
        ['Torneo', 'Open de Otoño'],
        ['Rondas', 9],
        ['Sistema', 'Todos contra todos'],
        ['Desempates', 'Buchholz, SB, Spread'],
        ['Aceleración', '1-7: 4 hasta 6; 8-14: 2 hasta 3'],
        ['Bonificaciones duplicada', '10 / 5'],
      ],
      { lang: 'es' },
    );
    expect(config).toMatchObject({
      name: 'Open de Otoño',
      rounds: 9,
      system: 'roundRobin',
      k: 10,
      tiebreaks: ['buchholz', 'sb', 'spread'],
      acceleration: [
        { fromId: 1, toId: 7, points: 4, untilRound: 6 },
        { fromId: 8, toId: 14, points: 2, untilRound: 3 },
      ],
      byePoints: 1,
    });
  });

  it('reads English keys and values', () => {
    const { config } = readConfig(
      [
        ['System', 'Swiss'],
        ['Tiebreaks', 'Median Buchholz, Scrabble points'],
        ['Duplicate bonuses', 'No'],
      ],
      { lang: 'en' },
    );
    expect(config.system).toBe('swiss');
    expect(config.tiebreaks).toEqual(['medianBuchholz', 'scrabblePoints']);
    expect(config.duplicateBonuses.enabled).toBe(false);
  });

  it('names the row of an unknown value', () => {
    expect(
      errorOf(() =>
        readConfig(
          [
            ['Clave', 'Valor'],
            ['Sistema', 'Suizo'],
            ['Desempates', 'SB, Suerte'],
          ],
          { lang: 'es' },
        ),
      ),
    ).toMatch(
      /^Configuración, fila 3, columna Desempates: «Suerte» no es un valor válido; se espera: SB, Puntos Scrabble/,
    );
  });

  it('acceleration groups must look like "1-7: 4 hasta 6"', () => {
    expect(parseAcceleration('1-7: 4 until 6')).toEqual([{ fromId: 1, toId: 7, points: 4, untilRound: 6 }]);
    expect(parseAcceleration('')).toEqual([]);
    expect(() => parseAcceleration('1-7 cuatro')).toThrow(AtrilError);
    expect(() => parseAcceleration('9-7: 1 hasta 2')).toThrow(AtrilError);
  });
});
