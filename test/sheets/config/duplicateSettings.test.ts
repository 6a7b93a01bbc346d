// The duplicate settings of Configuración (rules §6).
import { AtrilError } from '../../../src/core/errors';
import { DEFAULT_CONFIG } from '../../../src/core/model';
import { readConfig } from '../../../src/sheets/config/configuration';
import { parseDuplicateCriterion, readDuplicateSettings } from '../../../src/sheets/config/duplicateSettings';
import { errorOf } from '../../support/errors';

describe('duplicate settings from Configuración', () => {
  test('criterion names in either language, the numbers of rules §6.2, tiebreak set and K', () => {
    expect(parseDuplicateCriterion('Puesto medio')).toEqual({
      criterion: 'averagePlace',
      tiebreaks: undefined,
      k: undefined,
    });
    expect(parseDuplicateCriterion('average percentage').criterion).toBe('averagePercent');
    expect(parseDuplicateCriterion('DESVIACION').criterion).toBe('deviation');
    expect(parseDuplicateCriterion('4').criterion).toBe('quadratic');
    expect(parseDuplicateCriterion('Escala cuadrática; K = 220; Reglamento de torneos')).toEqual({
      criterion: 'quadratic',
      tiebreaks: 'regulation',
      k: 220,
    });
    expect(() => parseDuplicateCriterion('Suizo')).toThrow(AtrilError);
  });

  test('readDuplicateSettings: bonuses from the config, criterion and tiebreaks from the extra keys', () => {
    const entries = readConfig(
      [
        ['Clave', 'Valor'],
        ['Bonificaciones de duplicada', '20 / 8'],
        ['Criterio de duplicada', 'Escala cuadrática'],
        ['Desempates de duplicada', 'Reglamento de torneos'],
        ['K escala cuadrática', 220],
      ],
      { lang: 'es' },
    );
    expect(readDuplicateSettings(entries, 'es')).toEqual({
      bonuses: { enabled: true, master: 20, top: 8 },
      criterion: 'quadratic',
      tiebreaks: 'regulation',
      quadratic: { k: 220 },
    });
  });

  test('defaults: bonuses 10 / 5, average percentage, FISE 2009', () => {
    expect(readDuplicateSettings({ config: DEFAULT_CONFIG, extra: {} }, 'es')).toEqual({
      bonuses: { enabled: true, master: 10, top: 5 },
      criterion: 'averagePercent',
      tiebreaks: 'fise2009',
      quadratic: {},
    });
  });

  test('a bad criterion names the Config row', () => {
    const entries = readConfig(
      [
        ['Clave', 'Valor'],
        ['Criterio de duplicada', 'Al azar'],
      ],
      { lang: 'es' },
    );
    expect(errorOf(() => readDuplicateSettings(entries, 'es'))).toBe(
      'Configuración, fila 2, columna Criterio de duplicada: «Al azar» no es un valor válido; se espera: Puesto medio, Porcentaje medio, Desviación, Escala cuadrática',
    );
  });

  test('a bad tiebreak set or K names its Config row too (keys kept in `extra`), in either language', () => {
    const config = (rows: [string, string | number][], lang: 'es' | 'en' = 'es') =>
      readConfig([['Clave', 'Valor'], ['Torneo', 'Liga'], ...rows], { lang });
    expect(errorOf(() => readDuplicateSettings(config([['Desempates de duplicada', 'Al azar']]), 'es'))).toBe(
      'Configuración, fila 3, columna Desempates de duplicada: «Al azar» no es un valor válido; se espera: FISE 2009, Reglamento de torneos',
    );
    expect(
      errorOf(() =>
        readDuplicateSettings(
          config([
            ['Desempates de duplicada', 'FISE 2009'],
            ['K escala cuadrática', 'doscientos'],
          ]),
          'es',
        ),
      ),
    ).toBe('Configuración, fila 4, columna K escala cuadrática: «doscientos» no es un número');
    expect(errorOf(() => readDuplicateSettings(config([['Quadratic scale K', -5]], 'en'), 'en', 'Config'), 'en')).toBe(
      'Config, row 3, column Quadratic scale K: "-5" must be greater than 0',
    );
  });
});
