import { AtrilError } from '../../../src/core/errors';
import { errorOf } from '../../support/errors';
import {
  configDefaults,
  parseAcceleration,
  parseTiebreaks,
  readConfig,
  readPhoneResults,
} from '../../../src/sheets/config/configuration';
import { DEFAULT_CONFIG } from '../../../src/core/model';
import { renderWarning, type Warning } from '../../../src/sheets/grid/warnings';

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
        ['Bonificaciones de duplicada', '10 / 5'],
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

  it('Desempates takes a preset name alone (rules §4), in either language, case and accents ignored', () => {
    expect(parseTiebreaks('FISE')).toEqual(['sb', 'scrabblePoints']);
    expect(parseTiebreaks(' fise ')).toEqual(['sb', 'scrabblePoints']);
    expect(parseTiebreaks('Diferencia')).toEqual(['spread', 'scrabblePoints']);
    expect(parseTiebreaks('DIFERENCIA')).toEqual(['spread', 'scrabblePoints']);
    expect(parseTiebreaks('Difference')).toEqual(['spread', 'scrabblePoints']);
    expect(parseTiebreaks('FISC')).toEqual(['medianBuchholz', 'sb', 'spread', 'scrabblePoints']);
    expect(parseTiebreaks('fisc;')).toEqual(['medianBuchholz', 'sb', 'spread', 'scrabblePoints']);
  });

  it('"Spread" alone is the one tiebreak, not the Diferencia preset (docs/standings.md)', () => {
    expect(parseTiebreaks('Spread')).toEqual(['spread']);
  });

  it('lists still work, and take the rules §4 spelling Mediana-Buchholz', () => {
    expect(parseTiebreaks('Mediana-Buchholz, SB, Spread, Puntos Scrabble')).toEqual(parseTiebreaks('FISC'));
    expect(parseTiebreaks('SB, Puntos Scrabble')).toEqual(parseTiebreaks('FISE'));
  });

  it('a preset inside a list is refused, saying what it stands for', () => {
    expect(errorOf(() => parseTiebreaks('FISE, Buchholz'))).toMatch(
      /«FISE» es un conjunto de desempates y va solo en la celda.*: SB, Puntos Scrabble$/,
    );
    expect(errorOf(() => parseTiebreaks('Buchholz; FISC'))).toMatch(
      /«FISC».*: Buchholz mediano, SB, Diferencia, Puntos Scrabble$/,
    );
  });

  it('«Diferencia» alone is the preset; in a list it is the spread, as "Spread" always is (docs/glossary.md)', () => {
    expect(parseTiebreaks('Diferencia')).toEqual(['spread', 'scrabblePoints']);
    expect(parseTiebreaks('Buchholz; Diferencia')).toEqual(['buchholz', 'spread']);
    expect(parseTiebreaks('SB, Spread')).toEqual(['sb', 'spread']);
  });

  it('an unknown tiebreak lists the presets among the choices', () => {
    expect(errorOf(() => parseTiebreaks('Suerte'))).toMatch(/se espera: SB, .*, FISE, Diferencia, FISC$/);
  });

  it('reads a preset from Configuración', () => {
    const { config } = readConfig([['Desempates', 'Diferencia']], { lang: 'es' });
    expect(config.tiebreaks).toEqual(['spread', 'scrabblePoints']);
    const english = readConfig([['Tiebreaks', 'fisc']], { lang: 'en' });
    expect(english.config.tiebreaks).toEqual(['medianBuchholz', 'sb', 'spread', 'scrabblePoints']);
  });

  it('Evitar mismo club hasta ronda (rules §3.9): a round number, 0 or "No" for off (the default)', () => {
    expect(readConfig([], { lang: 'es' }).config.avoidSameClubUntilRound).toBe(0);
    expect(readConfig([['Evitar mismo club hasta ronda', 3]], { lang: 'es' }).config.avoidSameClubUntilRound).toBe(3);
    expect(readConfig([['evitar mismo club hasta ronda', 'No']], { lang: 'es' }).config.avoidSameClubUntilRound).toBe(
      0,
    );
    expect(readConfig([['Avoid same club until round', '2']], { lang: 'en' }).config.avoidSameClubUntilRound).toBe(2);
    expect(errorOf(() => readConfig([['Evitar mismo club hasta ronda', -1]], { lang: 'es' }))).toMatch(
      /^Configuración, fila 1, columna Evitar mismo club hasta ronda: /,
    );
    expect(errorOf(() => readConfig([['Evitar mismo club hasta ronda', 'dos']], { lang: 'es' }))).toMatch(
      /columna Evitar mismo club hasta ronda/,
    );
  });

  describe('a key that resembles a known one (rules §9)', () => {
    const read = (grid: (string | number)[][]) => {
      const warnings: Warning[] = [];
      const entries = readConfig(grid, { lang: 'es', warnings });
      return { entries, warnings: warnings.map((warning) => renderWarning(warning, 'es')) };
    };

    it.each([
      ['Ronda', 9, 'Rondas'],
      ['Desempate', 'Buchholz', 'Desempates'],
      ['Bonificaciones', 'No', 'Bonificaciones de duplicada'],
      ['Round', 5, 'Rondas'],
    ])('refuses %j (its value would not be applied), naming the key it resembles', (key, value, known) => {
      expect(errorOf(() => read([[key, value]]))).toBe(
        `Configuración, fila 1, columna ${key}: la clave «${key}» se parece a «${known}», pero no es ese nombre, así que su valor no se aplica: cámbiala a «${known}»`,
      );
    });

    it('warns when the known key is typed too, or when only the tournament name is at stake; a blank value is nothing', () => {
      const { entries, warnings } = read([
        ['Clave', 'Valor'],
        ['Desempates', 'SB'],
        ['Desempate', 'Buchholz'],
        ['Torneos', 'Open'],
        ['Ronda', ''],
        ['Desempates de duplicada', 'FISE 2009'],
        ['Puntos de temporada', '25, 18, 15'],
      ]);
      expect(entries.config.tiebreaks).toEqual(['sb']);
      expect(warnings).toEqual([
        'Configuración, fila 3, columna Desempate: la clave «Desempate» se parece a «Desempates», que ya está en la fila 2: Atril no lee esta fila',
        'Configuración, fila 4, columna Torneos: la clave «Torneos» se parece a «Torneo», pero no es ese nombre, así que su valor no se aplica: cámbiala a «Torneo»',
      ]);
    });
  });

  it('Regla de Gibson (rules §3.9): Sí / No in either language, or a checkbox; No by default', () => {
    const gibson = (value: string | boolean, lang: 'es' | 'en' = 'es') =>
      readConfig([[lang === 'es' ? 'Regla de Gibson' : 'Gibson rule', value]], { lang }).config.gibson;
    expect(readConfig([], { lang: 'es' }).config.gibson).toBe(false);
    expect(gibson('Sí')).toBe(true);
    expect(gibson('si')).toBe(true);
    expect(gibson('NO')).toBe(false);
    expect(gibson('Yes', 'en')).toBe(true);
    expect(gibson(true)).toBe(true);
    expect(gibson(false)).toBe(false);
    expect(errorOf(() => gibson('quizá'))).toMatch(
      /^Configuración, fila 1, columna Regla de Gibson: «quizá» no es un valor válido; se espera: Sí, No$/,
    );
  });

  it("a Sí / No setting takes the catalogue's words for yes and no (i18n/aliases.ts), a mark like «x» not", () => {
    const gibson = (value: string) => readConfig([['Regla de Gibson', value]], { lang: 'es' }).config.gibson;
    expect(['TRUE', 'Verdadero', '1', 'SI'].map(gibson)).toEqual([true, true, true, true]);
    expect(['FALSE', 'Falso', '0'].map(gibson)).toEqual([false, false, false]);
    expect(errorOf(() => gibson('x'))).toMatch(/«x» no es un valor válido/);
    const phones = (value: string) =>
      readPhoneResults(readConfig([['Resultados desde el teléfono', value]], { lang: 'es' }), 'es');
    expect(['verdadero', 'falso', '1', '0'].map(phones)).toEqual([true, false, true, false]);
  });

  it('«No» turns off Aceleración, Evitar mismo club and Bonificaciones, in either case; «Falso» is no round', () => {
    const config = (key: string, value: string) => readConfig([[key, value]], { lang: 'es' }).config;
    expect(config('Aceleración', 'NO').acceleration).toEqual([]);
    expect(config('Evitar mismo club hasta ronda', 'no').avoidSameClubUntilRound).toBe(0);
    expect(config('Bonificaciones de duplicada', 'No').duplicateBonuses.enabled).toBe(false);
    expect(errorOf(() => config('Aceleración', 'Falso'))).toMatch(/Aceleración/);
  });

  it('Puestos con premio (rules §3.9): a positive whole number, 3 by default', () => {
    expect(readConfig([], { lang: 'es' }).config.prizePlaces).toBe(3);
    expect(readConfig([['Puestos con premio', 5]], { lang: 'es' }).config.prizePlaces).toBe(5);
    expect(readConfig([['Prize places', '1']], { lang: 'en' }).config.prizePlaces).toBe(1);
    expect(errorOf(() => readConfig([['Puestos con premio', 0]], { lang: 'es' }))).toMatch(
      /^Configuración, fila 1, columna Puestos con premio: /,
    );
  });

  it('Última ronda (rules §3.9): Suiza (default) or Rey de la pista, in either language', () => {
    const last = (value: string) => readConfig([['Última ronda', value]], { lang: 'es' }).config.lastRound;
    expect(readConfig([], { lang: 'es' }).config.lastRound).toBe('swiss');
    expect(last('Rey de la pista')).toBe('kingOfTheHill');
    expect(last('rey de la pista')).toBe('kingOfTheHill');
    expect(last('King of the hill')).toBe('kingOfTheHill');
    expect(last('Suiza')).toBe('swiss');
    expect(last('Suizo')).toBe('swiss');
    expect(readConfig([['Last round', 'Swiss']], { lang: 'en' }).config.lastRound).toBe('swiss');
    expect(errorOf(() => last('Copa'))).toMatch(
      /columna Última ronda: «Copa» no es un valor válido; se espera: Suiza, Rey de la pista$/,
    );
  });

  it('configDefaults writes every club rule of rules §3.9 with its default, and reads back as the defaults', () => {
    for (const lang of ['es', 'en'] as const) {
      const grid = configDefaults(lang);
      const keys = grid.map((row) => row[0]);
      if (lang === 'es') {
        expect(keys).toEqual(
          expect.arrayContaining([
            'Evitar mismo club hasta ronda',
            'Regla de Gibson',
            'Puestos con premio',
            'Última ronda',
          ]),
        );
      } else {
        expect(keys).toEqual(
          expect.arrayContaining(['Avoid same club until round', 'Gibson rule', 'Prize places', 'Last round']),
        );
      }
      const { config, rows } = readConfig(grid.slice(1), { lang });
      expect(rows.avoidSameClubUntilRound).toBeDefined();
      expect(rows.gibson).toBeDefined();
      // rules §11: written blank, so that Gibson counts the overall prizes of Premios; read as the default.
      expect(rows.prizePlaces).toBeUndefined();
      expect(rows.lastRound).toBeDefined();
      expect(config).toMatchObject({
        avoidSameClubUntilRound: DEFAULT_CONFIG.avoidSameClubUntilRound,
        gibson: DEFAULT_CONFIG.gibson,
        prizePlaces: DEFAULT_CONFIG.prizePlaces,
        lastRound: DEFAULT_CONFIG.lastRound,
      });
    }
  });
});

describe('Resultados desde el teléfono (rules §14; its former name «Resultados desde el teléfono»)', () => {
  const read = (value: unknown) =>
    readPhoneResults(
      readConfig(
        [
          ['Clave', 'Valor'],
          ['Resultados desde el teléfono', value as string],
        ],
        { lang: 'es' },
      ),
      'es',
    );

  it('Sí / No in either language, a checkbox, No when blank or absent', () => {
    expect([read('Sí'), read('si'), read('Yes'), read(true), read('No'), read(false), read('')]).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(readPhoneResults(null, 'es')).toBe(false);
    expect(readPhoneResults(readConfig([['Clave', 'Valor']], { lang: 'es' }), 'es')).toBe(false);
  });

  it('the English key, and a bad value named at its row and key', () => {
    expect(
      readPhoneResults(
        readConfig(
          [
            ['Key', 'Value'],
            ['Results from phones', 'Yes'],
          ],
          { lang: 'en' },
        ),
        'en',
      ),
    ).toBe(true);
    expect(() => read('Quizás')).toThrow(
      expect.objectContaining({ location: { tab: 'Configuración', row: 2, column: 'Resultados desde el teléfono' } }),
    );
  });

  it('is read under its former name «Resultados desde el móvil», and a bad value is named as typed (docs/glossary.md)', () => {
    const old = (value: string) =>
      readPhoneResults(
        readConfig(
          [
            ['Clave', 'Valor'],
            ['Resultados desde el móvil', value],
          ],
          { lang: 'en' },
        ),
        'en',
      );
    expect([old('Sí'), old('No')]).toEqual([true, false]);
    expect(() => old('Quizás')).toThrow(
      expect.objectContaining({ location: { tab: 'Config', row: 2, column: 'Resultados desde el móvil' } }),
    );
  });

  it('set-up writes it with its default, No', () => {
    expect(configDefaults('es')).toContainEqual(['Resultados desde el teléfono', 'No']);
    expect(configDefaults('en')).toContainEqual(['Results from phones', 'No']);
  });
});
