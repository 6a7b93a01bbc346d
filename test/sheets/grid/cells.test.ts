// Cell readers (src/sheets/grid/cells.ts); here cellScore, the one reader of Scrabble scores
// (rules §9): whole numbers 0–2000, nothing ambiguous.
import { AtrilError } from '../../../src/core/errors';
import { type Cell, cellScore, MAX_SCORE } from '../../../src/sheets/grid/cells';
import { errorOf } from '../../support/errors';

describe('cellScore (rules §9)', () => {
  it.each<[Cell, number | null]>([
    ['', null],
    ['  ', null],
    [null, null],
    [0, 0],
    [-0, 0],
    [412, 412],
    ['412', 412],
    [' 388 ', 388],
    ['+412', 412],
    ['412,0', 412],
    [1412, 1412],
    ['1412', 1412],
    [MAX_SCORE, MAX_SCORE],
  ])('reads %j as %j', (cell, score) => {
    expect(Object.is(cellScore(cell), score)).toBe(true);
  });

  it.each<[Cell, string, string]>([
    ['cuatrocientos', '«cuatrocientos» no es un número', '"cuatrocientos" is not a number'],
    [true, '«true» no es un número', '"true" is not a number'],
    [412.5, '«412.5» no es un número entero', '"412.5" is not a whole number'],
    ['412,5', '«412,5» no es un número entero', '"412,5" is not a whole number'],
    ['12.50', '«12.50» no es un número entero', '"12.50" is not a whole number'],
    [-5, '«-5» no puede ser negativo', '"-5" cannot be negative'],
    ['-12', '«-12» no puede ser negativo', '"-12" cannot be negative'],
    [2001, '«2001» es más de 2000 puntos', '"2001" is more than 2000 points'],
    ['41200', '«41200» es más de 2000 puntos', '"41200" is more than 2000 points'],
    ['1.412', '«1.412» es ambiguo: ¿separador de miles o decimales?', '"1.412" is ambiguous'],
    ['1,412', '«1,412» es ambiguo', '"1,412" is ambiguous'],
    ['0.412', '«0.412» es ambiguo', '"0.412" is ambiguous'],
    ['1.000', '«1.000» es ambiguo', '"1.000" is ambiguous'],
    ['12.345.678', '«12.345.678» es ambiguo', '"12.345.678" is ambiguous'],
    // A sheet that took "1,412" or "1.412" for a decimal hands over the number 1.412.
    [1.412, '«1,412» es ambiguo', '"1.412" is ambiguous'],
    [0.388, '«0,388» es ambiguo', '"0.388" is ambiguous'],
    [new Date(2026, 0, 1), 'no es un número', 'is not a number'],
  ])('refuses %j in both languages', (cell, es, en) => {
    expect(() => cellScore(cell)).toThrow(AtrilError);
    expect(errorOf(() => cellScore(cell), 'es')).toContain(es);
    expect(errorOf(() => cellScore(cell), 'en')).toContain(en);
  });
});
