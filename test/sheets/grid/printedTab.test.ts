// A generated tab as written and printed (rules §2): widths fitted to the contents at every
// write, titles and notes left out of them, the layout the adapters apply.
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import type { Grid } from '../../../src/sheets/grid/cells';
import {
  fittedWidths,
  headerLines,
  MAX_WIDTH,
  numberColumns,
  bodyLines,
  wrappedLines,
  MIN_WIDTH,
  largestPrintScale,
  printLayout,
  printPageBreaks,
  titleDate,
  writtenNow,
  rectangular,
  shownLength,
  titleText,
  writePrinted,
  type PrintedTab,
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

describe('the printed page: scale and page breaks', () => {
  it('the largest scale "fit to width" can give: a column of w characters is 7w + 5 px, an A4 line 697 px', () => {
    // Ten columns of 9: 680 px, narrower than the line: full size.
    expect(largestPrintScale(new Array(10).fill(9), false)).toBe(100);
    // Twenty: 1360 px on (595.3 − 72) pt × 4/3 = 697.7 px → 51 %; landscape (841.9 − 72) × 4/3 = 1026.5 px → 75 %.
    expect(largestPrintScale(new Array(20).fill(9), false)).toBe(51);
    expect(largestPrintScale(new Array(20).fill(9), true)).toBe(75);
  });

  /** `count` cards under a repeated title: a title, a header and 9 rounds each, a blank row between. */
  function cards(count: number): { tab: PrintedTab; starts: number[] } {
    const grid: Grid = [['Torneo · Tarjetas']];
    const starts: number[] = [];
    for (let card = 0; card < count; card++) {
      if (card > 0) grid.push(['']);
      starts.push(grid.length + 1);
      grid.push([`N° ${card + 1}`], ['Ronda'], ...Array.from({ length: 9 }, (_, r) => [r + 1]));
    }
    const tab: PrintedTab = {
      grid,
      titleRows: [1, ...starts],
      headerRows: starts.map((row) => row + 1),
      repeatRows: 1,
      blocks: starts,
    };
    return { tab, starts };
  }

  it('several cards a page, a break only between cards', () => {
    // A page holds (841.9 − 86.4) × 0.93 = 702.6 pt, less the 20 pt title: 682.6 pt. A card is
    // 20 + 15 + 9 × 15 = 170 pt, 15 pt more for the blank row: three take 540 pt, a fourth would end at 725.
    const { tab, starts } = cards(7);
    const widths = [40];
    expect(printPageBreaks(tab, widths, false)).toEqual([starts[3], starts[6]]);
    // At half size a page holds twice as much: (702.6 / 0.5 − 20) pt, seven cards (1265 pt) and more.
    expect(printPageBreaks(tab, new Array(20).fill(12), false).length).toBeLessThan(2);
    expect(printLayout(tab).pageBreaks).toEqual(printPageBreaks(tab, printLayout(tab).widths, false));
  });

  it('a forced break stays; a block longer than a page starts one and runs on', () => {
    const grid: Grid = [
      ['T'],
      ...Array.from({ length: 30 }, () => ['x']),
      ['Lista'],
      ...Array.from({ length: 60 }, () => ['y']),
    ];
    const tab: PrintedTab = { grid, titleRows: [1], repeatRows: 1, blocks: [32], pageBreaks: [10] };
    // Row 10 forced; the list (61 rows, 915 pt) fits nowhere: it starts a page after rows 10–31 (330 pt).
    expect(printPageBreaks(tab, [10], false)).toEqual([10, 32]);
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
      rows: 2,
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

  it('a number with a mark ("47+10", "27 *", "0 (ausente)") counts as a number; a move or a name does not', () => {
    expect(
      numberColumns([
        [60, 50, 60, 'Plaza 2'],
        ['47+10', '27 *', 'H8-CASA', 'Plaza 3'],
        ['0 (ausente)', '61 !', '8A-ZARZAMORAS', 4],
      ]),
    ).toEqual([1, 2]);
  });

  it('a wrapped column: its text in lines of the column width, the row as tall as them, the pages counted so', () => {
    expect(wrappedLines('Ana García, Bea Soto, Carlos Ruiz', 14)).toBe(3);
    expect(wrappedLines('Ana García', 14)).toBe(1);
    const names = 'Rosa María Gil Navarro, Ana Alba Ruiz, Luis Pérez de la Torre, Marta Vidal Soto';
    // Two blocks printed whole of 12 rows: on one page as single lines, not as double ones.
    const grid = [['Club', 'Puntúan'], ...Array.from({ length: 24 }, (_, i) => [`Club ${i}`, names])];
    const flat = printLayout({ grid, headerRows: [1], repeatRows: 1, blocks: [2, 14] });
    const wrapped = printLayout({ grid, headerRows: [1], repeatRows: 1, blocks: [2, 14], wrapColumns: [2] });
    expect(wrapped.wrapColumns).toEqual([2]);
    expect(wrapped.widths).toEqual(flat.widths);
    const lines = bodyLines(grid[1], [2], wrapped.widths);
    expect(lines).toBe(wrappedLines(names, wrapped.widths[1]));
    expect(lines).toBeGreaterThan(1);
    // Rows of several lines fill a page sooner: a break where one-line rows need none.
    expect(flat.pageBreaks).toEqual([]);
    expect(wrapped.pageBreaks).toEqual([14]);
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

describe('titleDate and writtenNow: the club’s clock (docs/addon.md "One clock")', () => {
  // 02:30 UTC on 15 March 2026 is 23:30 on the 14th in Buenos Aires and 03:30 on the 15th in Madrid.
  const late = new Date(Date.UTC(2026, 2, 15, 2, 30));

  it('reads the day in the time zone given, whatever the machine’s', () => {
    expect(titleDate(late, 'es', 'America/Argentina/Buenos_Aires')).toBe('14/03/2026');
    expect(titleDate(late, 'en', 'America/Argentina/Buenos_Aires')).toBe('2026-03-14');
    expect(titleDate(late, 'es', 'Europe/Madrid')).toBe('15/03/2026');
  });

  it('without a zone, or with one the engine does not know, the machine’s clock', () => {
    const local = `${String(late.getDate()).padStart(2, '0')}/${String(late.getMonth() + 1).padStart(2, '0')}/2026`;
    expect(titleDate(late, 'es')).toBe(local);
    expect(titleDate(late, 'es', 'Nowhere/Atlantis')).toBe(local);
  });

  it('writtenNow takes the workbook’s zone; a file has none', () => {
    expect(writtenNow({ timeZone: () => 'America/Argentina/Buenos_Aires' }).timeZone).toBe(
      'America/Argentina/Buenos_Aires',
    );
    expect(writtenNow({ timeZone: () => '' }).timeZone).toBeUndefined();
    expect(writtenNow({}).timeZone).toBeUndefined();
  });
});
