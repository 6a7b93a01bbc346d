// DUP_ELODI (rules §6.5, §7) as Sheets calls it: four parallel columns in, one row per player
// out; blank places (absent) stay blank; a header row gets headers; bad values are named by
// argument, row of the range and value. Figures from test/fixtures/elodiReference.py.
import { callCustomFunction } from '../../../src/sheets/functions/customFunction';
import { DUP_ELODI } from '../../../src/sheets/functions/elodi';

const call = (lang: 'es' | 'en', ...args: unknown[]) => callCustomFunction(DUP_ELODI, lang, args);
const column = (...values: unknown[]) => values.map((value) => [value]);
const errorOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('DUP_ELODI', () => {
  test('four newcomers 1st–4th: the rules’ check', () => {
    expect(
      call('es', column(1, 2, 3, 4), column('', '', '', ''), column('', '', '', ''), column('', '', '', '')),
    ).toEqual([
      [1569, 453, 2.5],
      [1302, 349, 2.5],
      [1098, 349, 2.5],
      [831, 453, 2.5],
    ]);
  });

  test('a header row, an absent player (blank place), a newcomer among established players', () => {
    const result = call(
      'en',
      column('Place', 1, 2, '', 3, 4, 5),
      column('EloDI', 1500, '', 1700, 1350, 1100, 1250),
      column('Volatility', 300, '', 200, 250, 400, 320),
      column('Games', 10, '', 9, 4, 1, 7),
    );
    expect(result).toEqual([
      ['EloDI', 'Volatility', 'Expected position'],
      [1558, 287, 2.16],
      [1359, 362, 3.26],
      ['', '', ''],
      [1372, 217, 2.75],
      [1110, 313, 3.66],
      [1163, 322, 3.17],
    ]);
  });

  test('bad values: the argument, the row and the value', () => {
    const four = (places: unknown[], ratings: unknown[], volatilities: unknown[], games: unknown[]) =>
      errorOf(() => call('es', column(...places), column(...ratings), column(...volatilities), column(...games)));
    expect(four([1, 2], [1500, 'mucho'], [300, 300], [3, 3])).toBe(
      'Argumento ratings: fila 2: «mucho» no es un número',
    );
    expect(four([1, 2], [1500, 1400], [300, -20], [3, 3])).toBe(
      'Argumento volatilities: fila 2: «-20» no puede ser negativo',
    );
    expect(four([1, 0], [1500, 1400], [300, 300], [3, 3])).toBe('Argumento places: fila 2: «0» debe ser como mínimo 1');
    expect(four([1, -3], [1500, 1400], [300, 300], [3, 3])).toBe(
      'Argumento places: fila 2: «-3» debe ser como mínimo 1',
    );
    expect(four([1, 2], [1500, ''], [300, 300], [3, 3])).toMatch(/^Argumento ratings: fila 2: falta el EloDI/);
    expect(four([1, 2], [1500, 1400], [300], [3, 3])).toBe(
      'Argumento volatilities: los rangos no tienen el mismo tamaño (2 y 1)',
    );
  });
});
