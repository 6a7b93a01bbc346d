// The season settings of Configuración (rules §2): Jugadores por club, Puntos de temporada,
// Partidas para primer escalafón — defaults, either language, bad values named by row and key.
import { readConfig } from '../../../src/sheets/config/configuration';
import { parseSeasonPoints, readSeasonSettings } from '../../../src/sheets/config/seasonSettings';
import { errorOf } from '../../support/errors';

const settings = (rows: (string | number)[][], lang: 'es' | 'en' = 'es') =>
  readSeasonSettings(readConfig(rows, { lang, tab: 'Configuración' }), lang, 'Configuración');

describe('season settings', () => {
  test('defaults: 3 players per club, the quadratic scale, 5 games for a first rating', () => {
    expect(settings([['Torneo', 'Open']])).toEqual({
      playersPerClub: 3,
      scale: { kind: 'quadratic' },
      firstRatingGames: 5,
    });
  });

  test('typed in Spanish or English', () => {
    expect(
      settings([
        ['Jugadores por club', 4],
        ['Puntos de temporada', '25, 18, 15; 12 10'],
        ['Partidas para primer escalafón', '6'],
      ]),
    ).toEqual({ playersPerClub: 4, scale: { kind: 'list', points: [25, 18, 15, 12, 10] }, firstRatingGames: 6 });
    expect(
      settings(
        [
          ['Players per club', 2],
          ['Season points', 'Quadratic scale'],
        ],
        'en',
      ),
    ).toMatchObject({ playersPerClub: 2, scale: { kind: 'quadratic' } });
  });

  test('"Escala cuadrática", "cuadrática" and a blank cell all mean the quadratic scale; one number is a list', () => {
    for (const text of ['Escala cuadrática', 'CUADRATICA', 'quadratic', '']) {
      expect(parseSeasonPoints(text)).toEqual({ kind: 'quadratic' });
    }
    expect(parseSeasonPoints(10)).toEqual({ kind: 'list', points: [10] });
    expect(parseSeasonPoints('12.5, 10')).toEqual({ kind: 'list', points: [12.5, 10] });
  });

  test('a season points list that is not numbers: tab, row, key and value', () => {
    const rows = [
      ['Torneo', 'Open'],
      ['Puntos de temporada', '25, 18, quince, 12'],
    ];
    expect(errorOf(() => settings(rows))).toBe(
      'Configuración, fila 2, columna Puntos de temporada: «quince» no es un número: Puntos de temporada lleva «Escala cuadrática» o números separados por comas, p. ej. «25, 18, 15, 12, 10»',
    );
    expect(errorOf(() => settings(rows, 'en'), 'en')).toBe(
      'Configuración, row 2, column Season points: "quince" is not a number: Season points takes "Quadratic scale" or numbers separated by commas, e.g. "25, 18, 15, 12, 10"',
    );
    expect(errorOf(() => settings([['Puntos de temporada', '25, -3']]))).toBe(
      'Configuración, fila 1, columna Puntos de temporada: «-3» no puede ser negativo',
    );
  });

  test('players per club and games for a first rating are whole numbers from 1', () => {
    expect(errorOf(() => settings([['Jugadores por club', 0]]))).toBe(
      'Configuración, fila 1, columna Jugadores por club: «0» debe ser como mínimo 1',
    );
    expect(
      errorOf(() =>
        settings([
          ['', ''],
          ['Partidas para primer escalafón', 'cinco'],
        ]),
      ),
    ).toBe('Configuración, fila 2, columna Partidas para primer escalafón: «cinco» no es un número');
  });
});
