// Cell readers (src/sheets/grid/cells.ts): cellNumber, locale-safe (rules §9: nothing read
// two ways), and cellScore, the one reader of Scrabble scores: whole numbers 0–2000.
import { AtrilError } from '../../../src/core/errors';
import {
  cellCents,
  cellIntegerList,
  gridWidth,
  type Cell,
  cellInteger,
  cellNumber,
  cellScore,
  MAX_SCORE,
  nameText,
  nonNegativeInteger,
} from '../../../src/sheets/grid/cells';
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
    [
      412.5,
      '«412,5» no es un número entero' /* as a Spanish sheet shows the number */,
      '"412.5" is not a whole number',
    ],
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
    [new Date(Date.UTC(2026, 0, 1)), '«2026-01-01» es una fecha, no un número', '"2026-01-01" is a date, not a number'],
  ])('refuses %j in both languages', (cell, es, en) => {
    expect(() => cellScore(cell)).toThrow(AtrilError);
    expect(errorOf(() => cellScore(cell), 'es')).toContain(es);
    expect(errorOf(() => cellScore(cell), 'en')).toContain(en);
  });
});

describe('cellNumber: numeric text in either locale, nothing read two ways (rules §9)', () => {
  it.each<[Cell, number | null]>([
    ['', null],
    [1950, 1950],
    [1.95, 1.95],
    ['1950', 1950],
    ['10,5', 10.5],
    ['10.5', 10.5],
    ['-2,5', -2.5],
    ['0,950', 0.95], // thousands never start with 0: a decimal
    ['12.345.678', 12345678], // the same mark twice only groups thousands
    ['12,345,678', 12345678],
    ['1.950,5', 1950.5], // both marks: the last one is the decimal mark
    ['1,950.5', 1950.5],
    ['1.950,', NaN],
  ])('reads %j as %j', (cell, value) => {
    if (Number.isNaN(value)) expect(() => cellNumber(cell)).toThrow(AtrilError);
    else expect(cellNumber(cell)).toBe(value);
  });

  it.each<[string, string, string]>([
    [
      '1.950',
      '«1.950» es ambiguo: ¿1950 (con separador de miles) o 1,95 (con decimales)?',
      '"1.950" is ambiguous: 1950 (with a thousands separator) or 1.95 (with decimals)?',
    ],
    [
      '1,950',
      '«1,950» es ambiguo: ¿1950 (con separador de miles) o 1,95 (con decimales)?',
      '"1,950" is ambiguous: 1950',
    ],
    ['-2.500', '«-2.500» es ambiguo: ¿-2500', '"-2.500" is ambiguous: -2500'],
  ])('refuses %j as ambiguous, naming both readings', (cell, es, en) => {
    expect(errorOf(() => cellNumber(cell), 'es')).toContain(es);
    expect(errorOf(() => cellNumber(cell), 'en')).toContain(en);
  });

  it('refuses text that is not a number, and the ambiguous forms in whole-number readers too', () => {
    expect(errorOf(() => cellNumber('mil'))).toBe('«mil» no es un número');
    expect(errorOf(() => cellInteger('1.950'))).toMatch(/^«1\.950» es ambiguo/);
    expect(errorOf(() => cellInteger(1.5))).toBe('«1,5» no es un número entero');
    expect(errorOf(() => cellInteger(1.5), 'en')).toBe('"1.5" is not a whole number');
  });
});

describe('nonNegativeInteger: Escalafón (FISE ratings are whole numbers)', () => {
  it('reads whole numbers ≥ 0, blank as null', () => {
    expect([
      nonNegativeInteger(''),
      nonNegativeInteger(0),
      nonNegativeInteger('2307'),
      nonNegativeInteger('1.950,0'),
    ]).toEqual([null, 0, 2307, 1950]);
  });

  it('refuses a decimal (an English sheet that read "1.950" as 1,95), a negative number and the ambiguous text', () => {
    expect(errorOf(() => nonNegativeInteger(1.95))).toBe('«1,95» no es un número entero');
    expect(errorOf(() => nonNegativeInteger(-100))).toBe('«-100» no puede ser negativo');
    expect(errorOf(() => nonNegativeInteger('1,950'))).toMatch(/^«1,950» es ambiguo/);
  });
});

describe('nameText: a name or club as typed, a leading apostrophe dropped (docs/addon.md)', () => {
  it('drops one leading apostrophe (kept by a plain-text cell), trims, and leaves the rest alone', () => {
    expect(nameText("'Ana García")).toBe('Ana García');
    expect(nameText("  ' Ana  ")).toBe('Ana');
    expect(nameText("Ana O'Neill")).toBe("Ana O'Neill");
    expect(nameText("''Ana")).toBe("'Ana");
    expect(nameText("'")).toBe('');
    expect(nameText('')).toBe('');
    expect(nameText(1800)).toBe('1800');
  });
});

describe('gridWidth', () => {
  test('the longest row, at least the floor given', () => {
    expect(gridWidth([['a'], ['a', 'b', 'c'], []])).toBe(3);
    expect(gridWidth([], 1)).toBe(1);
  });

  test("400,000 rows (4000 players' slips): Math.max(...rows) overflows the stack there, the loop does not", () => {
    const rows = Array.from({ length: 400000 }, (_, i) => (i === 399999 ? ['a', 'b'] : ['a']));
    expect(() => Math.max(...rows.map((row) => row.length))).toThrow(RangeError);
    expect(gridWidth(rows)).toBe(2);
  });
});

describe('cellCents (rules §11: Importe, Cuota, Pagado)', () => {
  it('money in whole cents: numbers and text in either notation, blank as null', () => {
    expect([
      cellCents(12.5),
      cellCents('12,50'),
      cellCents('1.234,56'),
      cellCents(0.1),
      cellCents(''),
      cellCents(0),
    ]).toEqual([1250, 1250, 123456, 10, null, 0]);
  });

  it('refuses a negative amount, text, and more than two decimals', () => {
    expect(errorOf(() => cellCents(-1))).toBe('«-1» no puede ser negativo');
    expect(errorOf(() => cellCents('diez'))).toBe('«diez» no es un número');
    expect(errorOf(() => cellCents(1.005))).toBe(
      '«1,005» tiene más de dos decimales: redondea el importe a dos decimales',
    );
  });
});

describe('cellIntegerList and the apostrophe Atril writes text with', () => {
  it('reads "\'3, 5" as a plain-text cell may keep it (rules §16: Pasar lista writes Ausente en rondas)', () => {
    expect(cellIntegerList("'3, 5")).toEqual([3, 5]);
  });
});
