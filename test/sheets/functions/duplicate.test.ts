// Duplicate custom functions as Sheets calls them (rules §7), through callCustomFunction so
// that bad input shows as the user-language message Sheets puts on the #ERROR! cell.
import { callCustomFunction } from '../../../src/sheets/functions/customFunction';
import {
  DUP_NOTATION,
  DUP_PERCENT,
  DUP_QUADRATIC,
  DUP_RACK_OK,
  DUP_RANKING,
  DUP_SUDDEN_DEATH,
} from '../../../src/sheets/functions/duplicate';
import { CUSTOM_FUNCTIONS } from '../../../src/sheets/functions';
import { catalogueKeys } from '../../../src/i18n';
import type { CustomFunctionDef } from '../../../src/sheets/functions/customFunction';

const call = (def: CustomFunctionDef, lang: 'es' | 'en', ...args: unknown[]) => callCustomFunction(def, lang, args);

describe('DUP_QUADRATIC (rules §6.3, §7)', () => {
  test('one place → one number; N = 10 table and N = 100 winner', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((place) => call(DUP_QUADRATIC, 'es', place, 10))).toEqual([
      575, 389, 312, 254, 205, 163, 125, 90, 58, 28,
    ]);
    expect(call(DUP_QUADRATIC, 'es', 1, 100)).toBe(1000);
  });

  test('N = 5 uses the tail of the N = 10 scale', () => {
    expect(call(DUP_QUADRATIC, 'es', [[1], [2], [3], [4], [5]], 5)).toEqual([[163], [125], [90], [58], [28]]);
  });

  test('a range of places with a tie shares the points; blank places stay blank', () => {
    expect(call(DUP_QUADRATIC, 'es', [[1], [2], [2], [4], ['']], 10)).toEqual([[575], [351], [351], [254], ['']]);
  });

  test('K = 220 as the optional argument (N = 20 winner: 636 instead of 635)', () => {
    expect(call(DUP_QUADRATIC, 'es', 1, 20)).toBe(635);
    expect(call(DUP_QUADRATIC, 'es', 1, 20, '', 220)).toBe(636);
    expect(call(DUP_QUADRATIC, 'es', 1, 20, 100, 220)).toBe(636);
  });

  test('bad input: place outside 1..N, text for a number, bad player count', () => {
    expect(() => call(DUP_QUADRATIC, 'es', 11, 10)).toThrow('Argumento place: «11» debe estar entre 1 y 10');
    expect(() => call(DUP_QUADRATIC, 'en', 0, 10)).toThrow('Argument place: "0" must be between 1 and 10');
    expect(() => call(DUP_QUADRATIC, 'es', 'primero', 10)).toThrow('Argumento place: «primero» no es un número');
    expect(() => call(DUP_QUADRATIC, 'en', 1, 'ten')).toThrow('Argument players: "ten" is not a number');
    expect(() => call(DUP_QUADRATIC, 'es', 1, 0)).toThrow('Argumento players: «0» debe ser como mínimo 1');
  });
});

describe('DUP_PERCENT (rules §6.1, §7)', () => {
  test('one player row: Σ scores / Σ master', () => {
    expect(call(DUP_PERCENT, 'es', [[40, 30, 20]], [[50, 40, 30]])).toBeCloseTo(90 / 120, 12);
  });

  test('blank cells are 0 (no valid slip)', () => {
    expect(call(DUP_PERCENT, 'es', [[40, '', 20]], [[50, 40, 30]])).toBeCloseTo(60 / 120, 12);
  });

  test('a 2D range players × rounds gives one value per row; blank rows stay blank', () => {
    expect(
      call(
        DUP_PERCENT,
        'es',
        [
          [40, 30, 20],
          [50, 40, 30],
          ['', '', ''],
        ],
        [[50, 40, 30]],
      ),
    ).toEqual([[0.75], [1], ['']]);
  });

  test('a column of one player against a column of master scores', () => {
    expect(call(DUP_PERCENT, 'es', [[40], [30], [20]], [[50], [40], [30]])).toBeCloseTo(0.75, 12);
  });

  test('bad input: text, mismatched sizes, negative master, master adding to 0', () => {
    expect(() => call(DUP_PERCENT, 'es', [['x', 30]], [[50, 40]])).toThrow('Argumento scores: «x» no es un número');
    expect(() => call(DUP_PERCENT, 'es', [[40, 30]], [[50, 40, 30]])).toThrow(
      'Argumento scores: los rangos no tienen el mismo tamaño (2 y 3)',
    );
    expect(() =>
      call(
        DUP_PERCENT,
        'en',
        [
          [40, 30, 1],
          [1, 2, 3],
        ],
        [[50, 40]],
      ),
    ).toThrow('Argument scores: the ranges are not the same size (3 and 2)');
    expect(() => call(DUP_PERCENT, 'es', [[40, 30]], [[50, -5]])).toThrow(
      'Argumento master_scores: «-5» no puede ser negativo',
    );
    expect(() => call(DUP_PERCENT, 'en', [[0, 0]], [[0, 0]])).toThrow(
      'Argument master_scores: the master scores add up to 0',
    );
  });
});

describe('DUP_RACK_OK (rules §6.4)', () => {
  test('TRUE for a valid rack, the reason in the user language otherwise', () => {
    expect(call(DUP_RACK_OK, 'es', 'AEIRSTN', 1)).toBe(true);
    expect(call(DUP_RACK_OK, 'es', 'AEIOUAB', 3)).toBe(
      '6 vocales en la ronda 3: hasta la ronda 15 deben ser menos de 6',
    );
    expect(call(DUP_RACK_OK, 'en', 'BCDFGHA', 3)).toBe(
      '6 consonants in round 3: up to round 15 there must be fewer than 6',
    );
  });

  test('a range of racks → a column; rounds one for all or a parallel range; blanks stay blank', () => {
    expect(call(DUP_RACK_OK, 'en', [['AEIOUAB'], [''], ['BCDFGHJ']], 16)).toEqual([
      [true],
      [''],
      ['no vowel in round 16: from round 16 at least one is needed'],
    ]);
    expect(call(DUP_RACK_OK, 'es', [['AEIOUAB'], ['AEIOUAB']], [[15], [16]])).toEqual([
      ['6 vocales en la ronda 15: hasta la ronda 15 deben ser menos de 6'],
      [true],
    ]);
  });

  test('the blank-counting variant of the later rule as the third argument', () => {
    expect(call(DUP_RACK_OK, 'es', 'BCDFGH?', 16)).toBe(true);
    expect(call(DUP_RACK_OK, 'es', 'BCDFGH?', 16, false)).toBe(
      'ninguna vocal en la ronda 16: desde la ronda 16 hace falta al menos una',
    );
  });

  test('a bad round is an argument error', () => {
    expect(() => call(DUP_RACK_OK, 'es', 'AEIRSTN', 0)).toThrow('Argumento round: «0» debe ser como mínimo 1');
    expect(() => call(DUP_RACK_OK, 'en', [['A'], ['B']], [[1], [2], [3]])).toThrow(
      'Argument round: the ranges are not the same size (2 and 3)',
    );
  });
});

describe('DUP_NOTATION (rules §6.4)', () => {
  test('TRUE for canonical moves, the reason otherwise', () => {
    expect(call(DUP_NOTATION, 'es', 'H8-CASA')).toBe(true);
    expect(call(DUP_NOTATION, 'es', [['8H-CASA'], ['P8-CASA'], ['']])).toEqual([
      [true],
      ['la casilla «P8» está fuera del tablero (filas A a O, columnas 1 a 15)'],
      [''],
    ]);
    expect(call(DUP_NOTATION, 'en', 'CASA H8')).toBe(
      '"CASA H8" is not in canonical notation (H8-CASA across, 8H-CASA down)',
    );
  });
});

describe('DUP_RANKING (rules §6.1) on a game tab', () => {
  const game = [
    ['Jugador', 'R1', 'R2', 'R3'],
    ['Maestra', 60, 40, 30],
    ['Ana', 60, 30, 20],
    ['Bea', 50, 40, 30],
    ['Carlos', 50, 35, 10],
  ];

  test('header + rows in ranking order with bonuses and % (defaults 10 / 5, FISE 2009)', () => {
    // R1: Ana alone matches → +10. R2: Bea alone matches → +10. R3: Bea alone matches → +10.
    // Ana 110 + 10 = 120; Bea 120 + 20 = 140; Carlos 95. Master 130.
    expect(call(DUP_RANKING, 'es', game)).toEqual([
      ['Puesto', 'Puesto tras desempate', 'Jugador', 'Puntos', 'Bonif.', 'Total', '%', 'Maestras', 'Nota'],
      [1, 1, 'Bea', 120, 20, 140, 140 / 130, 2, ''],
      [2, 2, 'Ana', 110, 10, 120, 120 / 130, 1, ''],
      [3, 3, 'Carlos', 95, 0, 95, 95 / 130, 0, ''],
    ]);
  });

  test('bonuses "No" leaves the totals as the scores', () => {
    const result = call(DUP_RANKING, 'en', game, 'No') as unknown[][];
    expect(result.slice(1).map((row) => [row[2], row[5]])).toEqual([
      ['Bea', 120],
      ['Ana', 110],
      ['Carlos', 95],
    ]);
  });

  test('a score above the master is named by row, column and value', () => {
    const bad = game.map((row) => row.slice());
    bad[3][2] = 45;
    expect(() => call(DUP_RANKING, 'es', bad)).toThrow(
      'game, fila 4, columna R2: 45 supera la jugada maestra de la ronda (40)',
    );
  });

  test('an unknown tiebreak set is refused', () => {
    expect(() => call(DUP_RANKING, 'es', game, '', 'Lanzar moneda')).toThrow(
      'Argumento tiebreaks: «Lanzar moneda» no es un valor válido; se espera: FISE 2009, Reglamento de torneos',
    );
  });
});

describe('DUP_SUDDEN_DEATH', () => {
  test('ranks by rounds played, then by the last round score; blank = eliminated', () => {
    expect(
      call(
        DUP_SUDDEN_DEATH,
        'es',
        [['Ana'], ['Bea'], ['Carlos'], ['Dani']],
        [
          [30, 40, 20],
          [30, 12, ''],
          [25, 40, 35],
          [10, '', ''],
        ],
      ),
    ).toEqual([
      ['Puesto', 'Jugador', 'Rondas jugadas', 'Puntos última ronda'],
      [1, 'Carlos', 3, 35],
      [2, 'Ana', 3, 20],
      [3, 'Bea', 2, 12],
      [4, 'Dani', 1, 10],
    ]);
  });
});

describe('scores of the DUP_* functions: the score rule of the duplicate tabs (rules §9)', () => {
  test.each<[string, unknown, string]>([
    ['a decimal', 40.5, 'Argumento scores: «40,5» no es un número entero'],
    ['an ambiguous text', '1.040', 'Argumento scores: «1.040» es ambiguo'],
    ['a score above 2000', 4120, 'Argumento scores: «4120» es más de 2000 puntos'],
    ['a negative score', -4, 'Argumento scores: «-4» no puede ser negativo'],
  ])('DUP_PERCENT and DUP_SUDDEN_DEATH refuse %s', (_what, bad, message) => {
    expect(() => call(DUP_PERCENT, 'es', [[bad, 30]], [[50, 40]])).toThrow(message);
    expect(() =>
      call(
        DUP_SUDDEN_DEATH,
        'es',
        [['Ana'], ['Bea']],
        [
          [30, bad],
          [30, 20],
        ],
      ),
    ).toThrow(message);
  });

  test('the master scores too, in English', () => {
    expect(() => call(DUP_PERCENT, 'en', [[40, 30]], [[50, 40.5]])).toThrow(
      'Argument master_scores: "40.5" is not a whole number',
    );
  });
});

describe('registry and help text', () => {
  test('every duplicate function is registered and has its help in both languages', () => {
    const names = CUSTOM_FUNCTIONS.map((def) => def.name);
    for (const def of [DUP_QUADRATIC, DUP_PERCENT, DUP_RACK_OK, DUP_NOTATION, DUP_RANKING, DUP_SUDDEN_DEATH]) {
      expect(names).toContain(def.name);
      for (const lang of ['es', 'en'] as const) {
        const keys = catalogueKeys(lang);
        expect(keys).toContain(`fn.${def.name}`);
        for (const param of def.params) expect(keys).toContain(`fn.${def.name}.${param.name}`);
      }
    }
  });
});
