// The print view (rules §12): the paper it sets, the units it keeps whole, the headers it
// repeats, the columns fitted at 9 pt or more — continued in a block of their own that
// repeats the names when even that is too wide — and every typed text escaped.
import { type Cell } from '../../../src/sheets/grid/cells';
import { type PrintedTab, printLayout } from '../../../src/sheets/grid/printedTab';
import { columnGroups, MIN_BODY_POINTS, pageArea, paperFor, printView } from '../../../src/sheets/grid/printView';

const A4 = { paper: 'A4' as const, lang: 'es' as const };

/** A titled table: a title row, a header, `rows` rows of a name and numbers. */
function standings(rows: number, extraColumns = 0): PrintedTab {
  const header: Cell[] = ['Puesto', 'Nombre', 'Puntos', ...Array.from({ length: extraColumns }, (_, i) => `R${i + 1}`)];
  const body = Array.from({ length: rows }, (_, r): Cell[] => [
    r + 1,
    `Jugadora número ${r + 1}`,
    rows - r + 0.5,
    ...Array.from({ length: extraColumns }, (_, c) => 400 + c),
  ]);
  return {
    grid: [['Open de Otoño · Clasificación · 23/11/2026', ...header.slice(1).map(() => '')], header, ...body],
    titleRows: [1],
    headerRows: [2],
    repeatRows: 2,
  };
}

describe('paper', () => {
  test('Letter for an en_US spreadsheet, A4 for every other locale', () => {
    expect(paperFor('en_US')).toBe('Letter');
    expect(paperFor('en-US')).toBe('Letter');
    expect(paperFor('en_GB')).toBe('A4');
    expect(paperFor('es_ES')).toBe('A4');
    expect(paperFor('')).toBe('A4');
  });

  test('@page sets the size and the orientation the model lays out', () => {
    expect(printView(standings(3), A4).html).toContain('@page { size: A4 portrait; margin: 10mm; }');
    expect(printView(standings(3), { ...A4, paper: 'Letter' }).html).toContain('size: Letter portrait');
    const wide: PrintedTab = { ...standings(3), landscape: true };
    expect(printLayout(wide).landscape).toBe(true);
    expect(printView(wide, A4)).toMatchObject({ landscape: true });
    expect(printView(wide, A4).html).toContain('size: A4 landscape');
  });
});

describe('layout', () => {
  test('the title on the first page, the header in a thead (repeated on every page), numbers to the right', () => {
    const { html, bodyPoints, columnGroups: groups } = printView(standings(60), A4);
    expect(html).toContain('<h1>Open de Otoño · Clasificación · 23/11/2026</h1>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<thead><tr><th class="num">Puesto<\/th><th>Nombre<\/th><th class="num">Puntos<\/th><\/tr><\/thead>/,
    );
    expect(html).toContain('<td class="num">60,5</td>');
    expect(html).toContain('thead { display: table-header-group; }');
    expect(bodyPoints).toBeGreaterThanOrEqual(MIN_BODY_POINTS);
    expect(groups).toEqual([[1, 2, 3]]);
  });

  test('each block and unit a div kept whole; a forced page break starts a page', () => {
    const tab: PrintedTab = {
      grid: [['Tarjetas'], ['N° 1 · Ana'], ['Ronda'], [1], [], ['N° 2 · Luis'], ['Ronda'], [1], ['Otra hoja'], ['x']],
      titleRows: [1, 2, 6],
      headerRows: [3, 7],
      repeatRows: 1,
      blocks: [2],
      units: [6],
      pageBreaks: [9],
    };
    const { html } = printView(tab, A4);
    expect(html.match(/<div class="unit">/g)).toHaveLength(2);
    expect(html).toContain('<div class="run page">');
    expect(html).toContain('.unit { break-inside: avoid; page-break-inside: avoid; }');
    expect(html).toContain('tr { break-inside: avoid;');
  });

  test('every typed text is escaped', () => {
    const tab = standings(2);
    tab.grid[2][1] = '<img src=x onerror=alert(1)>';
    tab.grid[0][0] = 'Open "A&B" <b>';
    const { html } = printView(tab, A4);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<title>Open &quot;A&amp;B&quot; &lt;b&gt;</title>');
    expect(html).not.toContain('<img src=x');
  });
});

describe('columns', () => {
  test('a table that fits: every column, text up to 10.5 pt', () => {
    const view = printView(standings(5), A4);
    expect(view.columnGroups).toEqual([[1, 2, 3]]);
    expect(view.bodyPoints).toBe(10.5);
  });

  test('long names wrap within their column before the table splits (a board stays on one row)', () => {
    const long = 'María de los Ángeles Fernández-Villaverde y Martínez';
    const tab: PrintedTab = {
      grid: [
        ['Mesa', 'N°', 'Jugador 1', 'Puntos', 'N°', 'Jugador 2', 'Puntos'],
        [1, 12, long, 3, 14, long, 3],
      ],
      headerRows: [1],
      portrait: true,
    };
    const { groups, points, widths } = columnGroups(tab, printLayout(tab).widths, pageArea('A4', false)[0]);
    expect(groups).toEqual([[1, 2, 3, 4, 5, 6, 7]]);
    expect(points).toBe(MIN_BODY_POINTS);
    expect(widths[2]).toBeLessThan(printLayout(tab).widths[2]);
  });

  test('too wide even at 9 pt: the other columns continue in blocks that repeat the key columns', () => {
    const tab = { ...standings(10, 40), keyColumns: [1, 2] };
    const widths = printLayout(tab).widths;
    const [pageWidth] = pageArea('A4', true);
    const { groups, points } = columnGroups(tab, widths, pageWidth);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(group.slice(0, 2)).toEqual([1, 2]);
    // Every column printed once besides the keys, in order.
    expect(groups.flatMap((group) => group.slice(2))).toEqual(Array.from({ length: 41 }, (_, i) => i + 3));
    expect(points).toBeGreaterThanOrEqual(MIN_BODY_POINTS);
    // Each block fits the page at that size (half an em a character).
    for (const group of groups) {
      const chars = group.reduce((sum, column) => sum + widths[column - 1], 0);
      expect(chars * 0.5 * points).toBeLessThanOrEqual((pageWidth * 72) / 25.4 + 0.01);
    }
    const { html } = printView(tab, A4);
    expect(html.match(/<section class="continued">/g)).toHaveLength(groups.length - 1);
    // The names in every block.
    expect(html.match(/Jugadora número 1</g)).toHaveLength(groups.length);
  });
});

describe('pages filled (papers for the hand)', () => {
  test("a follow sheet's 15 writing lines at least 7 mm apart, all on its landscape page", () => {
    const rows: Cell[][] = [['Ana · Mesa 1 · Duplicada 1'], ['Liga'], ['Ronda', 'Coord.', 'Palabra']];
    for (let round = 1; round <= 15; round++) rows.push([round, '____', '________']);
    const tab: PrintedTab = {
      grid: rows,
      titleRows: [1],
      headerRows: [3],
      units: [1],
      fillPage: true,
      landscape: true,
    };
    const { html } = printView(tab, A4);
    const rule = new Map(
      [...html.matchAll(/\.(fh\d+) \{ height: ([\d.]+)mm; \}/g)].map(([, name, mm]) => [name, Number(mm)]),
    );
    const heights = [...html.matchAll(/<tr class="[^"]*\b(fh\d+)"/g)].map(([, name]) => rule.get(name) as number);
    expect(heights).toHaveLength(18);
    expect(Math.min(...heights.slice(3))).toBeGreaterThanOrEqual(7);
    expect(heights.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(pageArea('A4', true)[1]);
  });
});

describe('money', () => {
  test('a money column prints its cents (12,50; 100,00), its header and the other numbers as they are', () => {
    const tab: PrintedTab = {
      grid: [
        ['Premio', 'Importe', 'Puntos'],
        ['1.º', 137.5, 4.5],
        ['2.º', 100, 4],
      ],
      headerRows: [1],
      moneyColumns: [2],
    };
    const { html } = printView(tab, A4);
    expect(html).toContain('>137,50<');
    expect(html).toContain('>100,00<');
    expect(html).toContain('>4,5<');
    expect(html).toContain('>Importe<');
    expect(printView(tab, { ...A4, lang: 'en' }).html).toContain('>137.50<');
  });
});
