// Reading "Duplicada N" tabs and the duplicate settings (SPEC §2, §6), and the whole
// "Calcular duplicada" computation over a workbook's tabs.
import { AtrilError, renderError } from '../../src/core/errors';
import { DEFAULT_CONFIG } from '../../src/core/model';
import {
  duplicateTabNumber,
  parseDuplicateCriterion,
  readDuplicateSettings,
  readDuplicateTab,
  scoreDuplicateTabs,
} from '../../src/sheets/duplicateTab';
import { readConfig } from '../../src/sheets/tournament';

const TAB = [
  ['Jugador', 'R1', 'R2', 'Total', 'R3', 'R4'],
  ['Maestra', 60, 40, '', 30, ''],
  ['Jugada', 'H8-CASA', '8H-PERRO', '', 'P1-XX', ''],
  ['Ana', 60, 30, 'mine', 20, ''],
  ['Bea', 50, '', '', 30, ''],
  ['Carlos', '', '', '', '', ''],
  ['', '', '', '', '', ''],
];

const errorOf = (run: () => unknown, lang: 'es' | 'en' = 'es') => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AtrilError);
    return renderError(error, lang);
  }
  throw new Error('no error');
};

describe('readDuplicateTab (SPEC §2)', () => {
  const read = readDuplicateTab(TAB, { lang: 'es', tab: 'Duplicada 1' });

  test('names, R1..Rn by header (other columns ignored), Maestra row; blanks are 0', () => {
    expect(read.game.master).toEqual([60, 40, 30]);
    expect(read.game.players).toEqual([
      { name: 'Ana', scores: [60, 30, 20] },
      { name: 'Bea', scores: [50, 0, 30] },
    ]);
    expect(read.playerRows).toEqual([4, 5]);
  });

  test('a round without master score nor slips is not played yet (R4)', () => {
    expect(read.game.master).toHaveLength(3);
  });

  test('a name without any score is absent from the game', () => {
    expect(read.absent).toEqual(['Carlos']);
  });

  test('the Jugada row: canonical moves kept, a bad one warned about with its cell', () => {
    expect(read.game.moves).toEqual(['H8-CASA', '8H-PERRO', 'P1-XX']);
    expect(read.warnings).toEqual([{
      key: 'warn.dup.badMove',
      params: { tab: 'Duplicada 1', row: 3, column: 'R3', message: 'la casilla «P1» está fuera del tablero (filas A a O, columnas 1 a 15)' },
    }]);
  });

  test('English labels are read too', () => {
    const english = readDuplicateTab([['Player', 'Round 1'], ['Master', 20], ['Ann', 20]], { lang: 'en', tab: 'Duplicate 1' });
    expect(english.game).toMatchObject({ master: [20], players: [{ name: 'Ann', scores: [20] }] });
  });

  test('errors name the tab, row, column and value', () => {
    const bad = TAB.map((row) => row.slice());
    bad[4][2] = 'treinta';
    expect(errorOf(() => readDuplicateTab(bad, { lang: 'es', tab: 'Duplicada 1' }))).toBe('Duplicada 1, fila 5, columna R2: «treinta» no es un número');
    bad[4][2] = 45;
    expect(errorOf(() => readDuplicateTab(bad, { lang: 'en', tab: 'Duplicate 1' }), 'en')).toBe('Duplicate 1, row 5, column R2: 45 is above the master move of the round (40)');
    bad[4][2] = -3;
    expect(errorOf(() => readDuplicateTab(bad, { lang: 'es', tab: 'Duplicada 1' }))).toBe('Duplicada 1, fila 5, columna R2: «-3» no puede ser negativo');
    bad[4][2] = 12.5;
    expect(errorOf(() => readDuplicateTab(bad, { lang: 'es', tab: 'Duplicada 1' }))).toBe('Duplicada 1, fila 5, columna R2: «12.5» no es un número entero');
  });

  test('a slip in a round without master score, a repeated name, a missing Maestra row or round', () => {
    const noMaster = TAB.map((row) => row.slice());
    noMaster[3][5] = 12;
    expect(errorOf(() => readDuplicateTab(noMaster, { lang: 'es', tab: 'Duplicada 1' }))).toBe(
      'Duplicada 1, fila 2, columna R4: falta la puntuación de la maestra en la ronda 4, que ya tiene puntos de jugadores',
    );
    const twice = [...TAB.map((row) => row.slice()), ['ana', 1, 1, '', 1, '']];
    expect(errorOf(() => readDuplicateTab(twice, { lang: 'es', tab: 'Duplicada 1' }))).toBe(
      'Duplicada 1, fila 8, columna Jugador: el jugador «ana» está repetido (también en la fila 4)',
    );
    expect(errorOf(() => readDuplicateTab([['Jugador', 'R1'], ['Ana', 3]], { lang: 'es', tab: 'Duplicada 2' }))).toBe(
      'Duplicada 2, fila 2: falta la fila «Maestra» con los puntos de la jugada maestra',
    );
    expect(errorOf(() => readDuplicateTab([['Jugador', 'R1', 'R3'], ['Maestra', 3, 4]], { lang: 'es', tab: 'Duplicada 2' }))).toBe(
      'Duplicada 2, fila 1: falta la columna de la ronda 2',
    );
    expect(errorOf(() => readDuplicateTab([['Jugador', 'Notas']], { lang: 'en', tab: 'Duplicate 2' }), 'en')).toBe(
      'Duplicate 2, row 1: the header row has no round columns (R1, R2, ...)',
    );
  });
});

describe('duplicate settings from Configuración', () => {
  test('criterion names in either language, the SPEC numbers, tiebreak set and K', () => {
    expect(parseDuplicateCriterion('Puesto medio')).toEqual({ criterion: 'averagePlace', tiebreaks: undefined, k: undefined });
    expect(parseDuplicateCriterion('average percentage').criterion).toBe('averagePercent');
    expect(parseDuplicateCriterion('DESVIACION').criterion).toBe('deviation');
    expect(parseDuplicateCriterion('4').criterion).toBe('quadratic');
    expect(parseDuplicateCriterion('Escala cuadrática; K = 220; Reglamento de torneos')).toEqual({ criterion: 'quadratic', tiebreaks: 'regulation', k: 220 });
    expect(() => parseDuplicateCriterion('Suizo')).toThrow(AtrilError);
  });

  test('readDuplicateSettings: bonuses from the config, criterion and tiebreaks from the extra keys', () => {
    const entries = readConfig([
      ['Clave', 'Valor'],
      ['Bonificaciones duplicada', '20 / 8'],
      ['Criterio duplicada', 'Escala cuadrática'],
      ['Desempates duplicada', 'Reglamento de torneos'],
      ['K escala cuadrática', 220],
    ], { lang: 'es' });
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
    const entries = readConfig([['Clave', 'Valor'], ['Criterio duplicada', 'Al azar']], { lang: 'es' });
    expect(errorOf(() => readDuplicateSettings(entries, 'es'))).toBe(
      'Configuración, fila 2, columna Criterio duplicada: «Al azar» no es un valor válido; se espera: Puesto medio, Porcentaje medio, Desviación, Escala cuadrática',
    );
  });
});

describe('scoreDuplicateTabs ("Calcular duplicada")', () => {
  test('tab names: "Duplicada N" / "Duplicate N" only', () => {
    expect(duplicateTabNumber('Duplicada 3')).toBe(3);
    expect(duplicateTabNumber('duplicate 12')).toBe(12);
    expect(duplicateTabNumber('Clasificación duplicada')).toBeNull();
  });

  test('scores each game in number order and ranks overall; absent players by the criterion', () => {
    const tabs = [
      { name: 'Jugadores', grid: [['Nombre'], ['Ana']] },
      { name: 'Duplicada 2', grid: [['Jugador', 'R1'], ['Maestra', 50], ['Ana', 40], ['Bea', 50]] },
      { name: 'Duplicada 1', grid: TAB },
    ];
    const settings = { bonuses: { enabled: false, master: 10, top: 5 }, criterion: 'averagePlace' as const, tiebreaks: 'fise2009' as const, quadratic: {} };
    const scoring = scoreDuplicateTabs(tabs, settings, 'es');
    expect(scoring.games.map((game) => game.name)).toEqual(['Duplicada 1', 'Duplicada 2']);
    // Game 1: Ana 110 (1), Bea 80 (2). Game 2: Bea 50 (1), Ana 40 (2). Both average 1.5;
    // over all rounds Ana matched 1 master (R1 of game 1), Bea 2 (R3 of game 1, game 2).
    expect(scoring.overall?.players.map((p) => [p.name, p.value, p.place, p.rank])).toEqual([['Bea', 1.5, 1, 1], ['Ana', 1.5, 1, 2]]);
    expect(scoring.warnings.map((w) => w.key)).toEqual(['warn.dup.badMove']);
  });

  test('no duplicate tab with results is an error', () => {
    expect(errorOf(() => scoreDuplicateTabs([], { bonuses: { enabled: true, master: 10, top: 5 }, criterion: 'averagePercent', tiebreaks: 'fise2009', quadratic: {} }, 'es')))
      .toBe('no hay ninguna pestaña «Duplicada N» con resultados');
  });
});
