// A generated tab as written and printed (rules §2): widths fitted to the contents at every
// write, titles and notes left out of them, the layout the adapters apply.
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import {
  fittedWidths,
  headerLines,
  MAX_WIDTH,
  numberColumns,
  MIN_WIDTH,
  printLayout,
  rectangular,
  shownLength,
  titleText,
  writePrinted,
} from '../../../src/sheets/grid/printedTab';

describe('fittedWidths', () => {
  const grid = [
    ['Open de Otoño del Club de Scrabble · Clasificación · 23/11/2026', '', ''],
    ['Puesto', 'Nombre', 'Puntos'],
    [1, 'Rosa María Gil Navarro', 4.5],
    [12, 'Ana Alba', 3.333333],
  ];

  it('each column: its longest cell plus two; a title row does not count (it runs over the empty cells beside it)', () => {
    expect(fittedWidths(grid, [], [1])).toEqual([8, 24, 8]);
    // Without skipping it, column A would be as wide as the title.
    expect(fittedWidths(grid)[0]).toBe(MAX_WIDTH);
  });

  it('a header counts by its longest word, bold (a tenth wider): it wraps at spaces; numbers as shown, accents one character', () => {
    expect(fittedWidths([['Acumulado Scrabble'], [1]], [1])).toEqual([Math.ceil(9 * 1.1) + 2]);
    expect(fittedWidths([['Acumulado Scrabble'], ['Rosa María Gil Navarro']], [1])).toEqual([24]);
    expect(headerLines('Acumulado Scrabble', 12)).toBe(2);
    expect(headerLines('Acumulado Scrabble', 24)).toBe(1);
    expect(headerLines('Puesto tras desempate', 12)).toBe(3);
    expect(shownLength(3.333333)).toBe(4);
    expect(shownLength('Ñuño')).toBe(4);
    expect(shownLength(new Date(2026, 10, 23))).toBe(10);
    expect(shownLength('')).toBe(0);
  });

  it('bounded: an empty column keeps a minimum, a very long club name a maximum', () => {
    expect(fittedWidths([['', 'x'.repeat(200)]])).toEqual([MIN_WIDTH, MAX_WIDTH]);
  });
});

describe('printLayout and writePrinted', () => {
  it('landscape only when the columns do not fit a portrait line', () => {
    expect(printLayout({ grid: [['x'.repeat(40), 'y'.repeat(40)]] }).landscape).toBe(false);
    expect(printLayout({ grid: [['x'.repeat(40), 'y'.repeat(40), 'z'.repeat(40), 'w'.repeat(40)]] }).landscape).toBe(
      true,
    );
  });

  it('replaces the tab and lays it out again at every write: widths follow the new contents', () => {
    const workbook = new MemoryWorkbook();
    writePrinted(workbook, 'Clasificación', {
      grid: [['Nombre'], ['Rosa María Gil Navarro']],
      headerRows: [1],
      repeatRows: 1,
    });
    expect(workbook.layoutOf('Clasificación')).toEqual({
      widths: [24],
      titleRows: [],
      headerRows: [1],
      numberColumns: [[]],
      repeatRows: 1,
      pageBreaks: [],
      landscape: false,
      // Clasificación never has a picture: none to look for.
      image: undefined,
    });
    writePrinted(workbook, 'Clasificación', { grid: [['Nombre'], ['Ana']], headerRows: [1], repeatRows: 1 });
    expect(workbook.snapshot('Clasificación')).toEqual([['Nombre'], ['Ana']]);
    expect(workbook.layoutOf('Clasificación')?.widths).toEqual([9]);
  });

  it('number columns: every value a number or blank, found for each header over its own block', () => {
    expect(
      numberColumns([
        [1, 'Ana', 2.5],
        ['', 'Luis', ''],
      ]),
    ).toEqual([1, 3]);
    const grid = [
      ['Bloque 1', '', ''],
      ['Puesto', 'Nombre', 'R1'],
      [1, 'Ana', 47],
      [],
      ['Bloque 2', '', ''],
      ['Puesto', 'Nombre', 'Partida'],
      [1, 'Ana', '0 (ausente)'],
    ];
    expect(printLayout({ grid, titleRows: [1, 5], headerRows: [2, 6] }).numberColumns).toEqual([[1, 3], [1]]);
  });

  it('room: each column as wide as the widest value it may come to hold, which is not written', () => {
    const grid = [
      ['Puesto', 'Nombre', 'SB'],
      [1, 'Ana', 2],
    ];
    const tab = { grid, headerRows: [1], room: [40, '', 49.25, 'beyond the grid'] };
    // SB: "49.25" + 2 (its header alone: 5); Puesto and Nombre by their headers; the fourth cell is past the grid.
    expect(printLayout(tab).widths).toEqual([9, 9, 7]);
    expect(printLayout({ grid, headerRows: [1] }).widths).toEqual([9, 9, 5]);
    const workbook = new MemoryWorkbook();
    writePrinted(workbook, 'Clasificación', tab);
    expect(workbook.snapshot('Clasificación')).toEqual(grid);
  });

  it('number columns declared: the same under every header, blank columns included; found from the values otherwise', () => {
    const grid = [['Ronda', 'Rival', 'Puntos'], [1, 'Ana', ''], [], ['Ronda', 'Rival', 'Puntos'], [1, 'Luis', 1]];
    expect(printLayout({ grid, headerRows: [1, 4], numberColumns: [1, 3, 9] }).numberColumns).toEqual([
      [1, 3],
      [1, 3],
    ]);
    expect(printLayout({ grid, headerRows: [1, 4] }).numberColumns).toEqual([[1], [1, 3]]);
  });

  it('titles join their non-blank parts with " · "; grids are made rectangular', () => {
    expect(titleText(['', 'Ronda 1 de 5', undefined, '23/11/2026'])).toBe('Ronda 1 de 5 · 23/11/2026');
    expect(rectangular([['a'], [], ['b', 'c']])).toEqual([
      ['a', ''],
      ['', ''],
      ['b', 'c'],
    ]);
  });
});
