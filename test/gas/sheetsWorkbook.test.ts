// The Workbook port over SpreadsheetApp (rules §1): one getValues per table read, one
// setValues per block written, and (rules §9) every string written back exactly as text.
import fc from 'fast-check';
import { fingerprint, LAYOUT_KEY, LayoutMemory } from '../../src/gas/layoutMemory';
import { SheetsWorkbook } from '../../src/gas/sheetsWorkbook';
import { asTyped } from '../../src/gas/sheetsGrid';
import { RANGE_LIST_BATCH } from '../../src/gas/sheetsRanges';
import { changedWidths, columnPixels, widthCalls } from '../../src/gas/columnWidths';
import { TabDirectory, TABS_KEY } from '../../src/gas/tabDirectory';
import { setupTournament } from '../../src/sheets/actions/setupTournament';
import { findTab, lookupTab } from '../../src/sheets/config/tabs';
import { qrGifBase64 } from '../../src/sheets/grid/qrCode';
import type { PrintLayout } from '../../src/sheets/grid/workbook';
import {
  asSpreadsheet,
  createGasEnvironment,
  type FakeProperties,
  type FakeSheet,
  type GasEnvironment,
  installGlobals,
} from './fakes';
import type { Properties } from '../../src/gas/store';

let env: GasEnvironment;
let restore: () => void;
beforeEach(() => {
  env = createGasEnvironment({
    tabs: {
      Jugadores: [
        ['N°', 'Nombre'],
        [1, 'Ana'],
        ['', ''],
        [2, 'Luis'],
      ],
    },
  });
  restore = installGlobals(env);
});
afterEach(() => restore());

const workbook = () => new SheetsWorkbook(asSpreadsheet(env.spreadsheet));

describe('SheetsWorkbook', () => {
  it('reads a whole tab with one getValues; blank rows come back as "" cells; a missing tab is null', () => {
    expect(workbook().read('Jugadores')).toEqual([
      ['N°', 'Nombre'],
      [1, 'Ana'],
      ['', ''],
      [2, 'Luis'],
    ]);
    expect(env.counter.calls.filter((call) => call.kind === 'read').map((call) => call.method)).toEqual(['getValues']);
    expect(workbook().read('Nada')).toBeNull();
    env.spreadsheet.insertSheet('Vacía');
    env.counter.reset();
    // An empty tab's data range is A1 alone, blank: one read, no rows.
    expect(workbook().read('Vacía')).toEqual([]);
    expect(env.counter.data).toBe(1);
  });

  it('writes any text back exactly as text — formulas, signs, numbers, dates, money, percentages, booleans (rules §9)', () => {
    const texts = [
      '=HYPERLINK("http://x","y")',
      '+34 600',
      '-Pepe',
      '@ana',
      "'quoted",
      '007',
      '3-5',
      '1-0',
      'TRUE',
      'Ana',
      // What a Spanish sheet would parse (test/gas/fakes/typedText.ts): dates with month names,
      // money, a percentage, a decimal comma, a time, a Spanish boolean.
      'Mar 3',
      '3 de marzo',
      'Abril 2026',
      'Abril Club',
      '€ Club',
      '€ 5',
      '$5',
      '50%',
      '3,5',
      '10:30',
      'VERDADERO',
    ];
    workbook().write('Jugadores', 10, 1, [texts]);
    expect(env.counter.writes).toBe(1);
    expect(env.spreadsheet.getSheetByName('Jugadores')!.snapshot()[9]).toEqual(texts);
    expect(env.spreadsheet.formulaLog).toEqual([]);
  });

  it('exactTabNames (getSheetByName found to ignore case): a tab of another case is found through the list, under its own name', () => {
    const loose = createGasEnvironment({ sheetNamesIgnoreCase: true, tabs: { JUGADORES: [['Nombre'], ['Ana']] } });
    const matches = (name: string) => name.toLowerCase() === 'jugadores';
    // Trusted as Sheets answers, the lookup takes the name asked for the tab's.
    expect(new SheetsWorkbook(asSpreadsheet(loose.spreadsheet)).locateTab(['Jugadores'], matches)).toBe('Jugadores');
    const exact = new SheetsWorkbook(asSpreadsheet(loose.spreadsheet), undefined, undefined, { exactTabNames: true });
    expect(exact.locateTab(['Jugadores'], matches)).toBe('JUGADORES');
    expect(exact.read('Jugadores')).toBeNull();
    expect(exact.read('JUGADORES')).toEqual([['Nombre'], ['Ana']]);
  });

  it('keeps numbers, dates and blanks as they are', () => {
    const date = new Date(Date.UTC(2026, 2, 5));
    workbook().write('Jugadores', 2, 3, [[1850, date, '', null]]);
    const row = env.spreadsheet.getSheetByName('Jugadores')!.getRange(2, 3, 1, 4).getValues()[0];
    expect(row).toEqual([1850, date, '', '']);
    expect(asTyped(0.5)).toBe(0.5);
    expect(asTyped(false)).toBe(false);
  });

  it('grows the sheet before writing past its last row (formatting, not a data call)', () => {
    const rows = Array.from({ length: 1500 }, (_, i) => [i + 1, `Jugador ${i + 1}`]);
    workbook().write('Jugadores', 2, 1, rows);
    const sheet = env.spreadsheet.getSheetByName('Jugadores')!;
    expect(sheet.getLastRow()).toBe(1501);
    expect(env.counter.writes).toBe(1);
    expect(env.counter.calls.some((call) => call.method === 'insertRowsAfter')).toBe(true);
  });

  it('rows added past the formatted block keep its formats and checks (rules §2, §9)', () => {
    workbook().format('Jugadores', {
      textColumns: [7],
      dropdown: { column: 7, values: ['NP1', '1-0'] },
      numberColumns: [5, 6],
    });
    const rows = Array.from({ length: 1500 }, (_, i) => [i + 1, `Jugador ${i + 1}`, '', '', 400, 350, '1-0']);
    env.counter.reset();
    workbook().write('Jugadores', 2, 1, rows);
    const sheet = env.spreadsheet.getSheetByName('Jugadores')!;
    expect(sheet.getRange('G1400').getNumberFormat()).toBe('@');
    expect(sheet.getRange('G1400').getValue()).toBe('1-0');
    expect(sheet.getRange('G1501').getDataValidation()?.getCriteriaValues()).toEqual([['NP1', '1-0'], true]);
    expect(sheet.getRange('E1400').getDataValidation()?.getCriteriaType()).toBe('NUMBER_GREATER_THAN_OR_EQUAL_TO');
    expect(sheet.getRange('F1501').getDataValidation()?.getAllowInvalid()).toBe(false);
    expect(sheet.getRange('D1400').getDataValidation()).toBeNull();
    expect(sheet.getRange('A1400').getNumberFormat()).toBe('General');
    // One insert, the last row's number formats and validations pasted in one call each; one data write.
    expect(env.counter.count('format')).toBe(3);
    expect(env.counter.writes).toBe(1);
  });

  it('score columns accept numbers from 0 to 2000 only, from row 2 down (rules §9)', () => {
    workbook().format('Rondas', { scoreColumns: [5, 6] });
    const sheet = env.spreadsheet.getSheetByName('Rondas')!;
    for (const a1 of ['E2', 'F1000']) {
      const rule = sheet.getRange(a1).getDataValidation();
      expect([rule?.getCriteriaType(), rule?.getCriteriaValues(), rule?.getAllowInvalid()]).toEqual([
        'NUMBER_BETWEEN',
        [0, 2000],
        false,
      ]);
    }
    expect(sheet.getRange('E1').getDataValidation()).toBeNull();
    expect(sheet.getRange('G2').getDataValidation()).toBeNull();
  });

  it('replace = one clear + one write; a tab it creates has nothing to clear', () => {
    workbook().replace('Clasificación', [
      ['Puesto', 'Nombre'],
      [1, '=x'],
    ]);
    expect(env.counter.calls.filter((call) => call.kind === 'write').map((call) => call.method)).toEqual(['setValues']);
    expect(env.spreadsheet.getSheetByName('Clasificación')!.snapshot()).toEqual([
      ['Puesto', 'Nombre'],
      [1, '=x'],
    ]);
    env.counter.reset();
    workbook().replace('Clasificación', [['Puesto']]);
    expect(env.counter.calls.filter((call) => call.kind === 'write').map((call) => call.method)).toEqual([
      'clearContents',
      'setValues',
    ]);
    expect(env.spreadsheet.getSheetByName('Clasificación')!.snapshot()).toEqual([['Puesto']]);
  });

  it('formats: frozen header, plain-text column with dropdown, number checks, bold header', () => {
    workbook().format('Jugadores', {
      frozenRows: 1,
      textColumns: [7],
      dropdown: { column: 7, values: ['NP1', '1-0'] },
      numberColumns: [3],
      boldHeader: true,
    });
    const sheet = env.spreadsheet.getSheetByName('Jugadores')!;
    expect(sheet.getFrozenRows()).toBe(1);
    expect(sheet.getRange('G1000').getNumberFormat()).toBe('@');
    expect(sheet.getRange('G1').getNumberFormat()).toBe('General');
    expect(sheet.getRange('G2').getDataValidation()?.getCriteriaValues()).toEqual([['NP1', '1-0'], true]);
    expect(sheet.getRange('C5').getDataValidation()?.getAllowInvalid()).toBe(false);
    expect(sheet.getRange('B1').getFontWeight()).toBe('bold');
    expect(env.counter.data).toBe(0);
  });

  it('layout: column widths in pixels, the repeated rows frozen (what Sheets repeats when printing), titles bold and larger, the QR picture', () => {
    const book = workbook();
    book.replace('Emparejamientos', [['Open · Ronda 1 de 5'], [''], ['Mesa'], [1]]);
    const gif = qrGifBase64('https://script.google.com/macros/s/x/exec');
    const layout = {
      widths: [6, 24],
      titleRows: [1],
      headerRows: [3],
      numberColumns: [[1]],
      repeatRows: 1,
      pageBreaks: [4],
      landscape: false,
      image: { row: 4, column: 6, gifBase64: gif, pixels: 150 },
    };
    env.counter.reset();
    book.layout('Emparejamientos', layout);
    // A few calls whatever the number of rows: one RangeList per kind of format, the bold rows
    // in one. The tab was made in this action: no format of its own to clear.
    expect(env.counter.calls.filter((call) => call.method === 'clearFormats')).toHaveLength(0);
    expect(env.counter.calls.filter((call) => call.method === 'setFontWeight')).toHaveLength(1);
    const sheet = env.spreadsheet.getSheetByName('Emparejamientos');
    if (!sheet) throw new Error('no tab');
    expect(sheet.getFrozenRows()).toBe(1);
    expect([sheet.getColumnWidth(1), sheet.getColumnWidth(2)]).toEqual([columnPixels(6), columnPixels(24)]);
    expect(columnPixels(24)).toBeGreaterThan(columnPixels(6));
    expect([sheet.fontWeightAt(1, 1), sheet.fontWeightAt(3, 2), sheet.fontWeightAt(4, 1)]).toEqual([
      'bold',
      'bold',
      'normal',
    ]);
    expect([sheet.fontSizeAt(1, 1), sheet.fontSizeAt(3, 1)]).toEqual([13, 10]);
    // The header wraps; over the number column it stands right.
    expect([sheet.wrapAt(3, 2), sheet.wrapAt(4, 2)]).toEqual([true, false]);
    expect([sheet.alignmentAt(3, 1), sheet.alignmentAt(3, 2)]).toEqual(['right', 'normal']);
    expect(sheet.getImages()).toHaveLength(1);
    const [image] = sheet.getImages();
    expect([image.row, image.column, image.width, image.height, image.blob.getContentType()]).toEqual([
      4,
      6,
      150,
      150,
      'image/gif',
    ]);
    expect(Buffer.from(image.blob.getBytes().map((byte) => byte & 0xff)).toString('base64')).toBe(gif);
    // Laid out again (the next round): the old layout cleared in one call, one picture, the old title row back to normal.
    env.counter.reset();
    book.layout('Emparejamientos', { ...layout, titleRows: [2], headerRows: [], image: null });
    expect(env.counter.calls.filter((call) => call.method === 'clearFormats')).toHaveLength(1);
    expect(sheet.getImages()).toHaveLength(0);
    expect([sheet.fontWeightAt(1, 1), sheet.fontSizeAt(1, 1), sheet.fontSizeAt(2, 1)]).toEqual(['normal', 10, 13]);
  });

  it('renameTab renames the sheet in place (no data call); a taken name is refused as Sheets refuses it', () => {
    workbook().addTab('Rondas');
    env.counter.reset();
    workbook().renameTab('Jugadores', 'Otoño · Jugadores');
    expect(workbook().tabNames()).toEqual(['Otoño · Jugadores', 'Rondas']);
    expect(workbook().read('Otoño · Jugadores')?.[1]).toEqual([1, 'Ana']);
    expect(() => workbook().renameTab('Rondas', 'otoño · jugadores')).toThrow('already exists');
    expect(env.counter.writes).toBe(0);
  });

  describe('SpreadsheetApp calls (issue 11 item 7), through the counted view of the script', () => {
    const counted = () =>
      new SheetsWorkbook(
        (
          env.globals.SpreadsheetApp as { getActiveSpreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet }
        ).getActiveSpreadsheet(),
      );

    it('reads the tab names once (getSheets, one getName per tab) and each tab once', () => {
      env.spreadsheet.insertSheet('Rondas');
      const book = counted();
      env.counter.reset();
      expect(book.tabNames()).toEqual(['Jugadores', 'Rondas']);
      expect(book.tabNames()).toEqual(['Jugadores', 'Rondas']);
      expect(book.read('Jugadores')).toHaveLength(4);
      expect(book.read('Jugadores')).toHaveLength(4);
      expect(env.counter.apiSummary()).toBe(
        'Sheet.getName ×2, Spreadsheet.getSheets ×1, Sheet.getDataRange ×1, Range.getValues ×1',
      );
    });

    it('what it writes is applied to its copy of the tab: read back as getValues would give it, not asked again', () => {
      const book = counted();
      book.read('Jugadores');
      book.write('Jugadores', 3, 1, [
        [3, 'Eva', null],
        ['', '', ''],
      ]);
      book.write('Jugadores', 6, 2, [['=x']]);
      env.counter.reset();
      const copy = book.read('Jugadores');
      expect(env.counter.spreadsheetCalls).toBe(0);
      env.endExecution();
      expect(copy).toEqual(env.spreadsheet.getSheetByName('Jugadores')!.getDataRange().getValues());
      book.replace('Jugadores', [['N°']]);
      expect(book.read('Jugadores')).toEqual([['N°']]);
    });

    it('a write that fits asks no size; past the grid it asks once, grows, and remembers', () => {
      const book = counted();
      env.counter.reset();
      book.write('Jugadores', 2, 1, [[1, 'Ana']]);
      expect(env.counter.apiSummary()).toBe('Spreadsheet.getSheetByName ×1, Sheet.getRange ×1, Range.setValues ×1');
      env.counter.reset();
      book.write('Jugadores', 1001, 1, [[2, 'Luis']]);
      book.write('Jugadores', 1002, 1, [[3, 'Eva']]);
      // First: the refused getRange, the rows (the columns written already reach B), the rows
      // inserted (this block and room for three more like it), the last row's formatting copied
      // down and its validations read (none here to set), the write. The next block fits.
      expect(env.counter.apiSummary()).toBe(
        'Sheet.getRange ×4, Range.setValues ×2, Sheet.getMaxRows ×1, Sheet.insertRowsAfter ×1, Range.copyFormatToRange ×1, Range.getDataValidations ×1',
      );
      expect(env.spreadsheet.getSheetByName('Jugadores')!.getMaxRows()).toBe(1004);
    });

    it('a tab made in this action and not formatted yet has no formats to carry down: it grows with one insert', () => {
      const book = counted();
      book.addTab('Nuevos');
      env.counter.reset();
      book.write('Nuevos', 1, 1, [['N°', 'Nombre'], ...Array.from({ length: 1500 }, (_, i) => [i + 1, `J${i}`])]);
      expect(env.counter.apiSummary()).toBe('Sheet.insertRowsAfter ×1, Sheet.getRange ×1, Range.setValues ×1');
      // Formatted afterwards, to its last row (Nuevo torneo writes Jugadores, then formats it).
      book.format('Nuevos', { textColumns: [2] });
      expect(env.spreadsheet.getSheetByName('Nuevos')!.getRange(6001, 2).getNumberFormat()).toBe('@');
    });
  });

  it('lists tabs and gives the spreadsheet locale', () => {
    expect(workbook().tabNames()).toEqual(['Jugadores']);
    workbook().addTab('Rondas');
    expect(workbook().tabNames()).toEqual(['Jugadores', 'Rondas']);
    expect(workbook().locale()).toBe('es_ES');
  });
});

describe('layouts remembered between actions (layoutMemory.ts; issue 11 item 7)', () => {
  const TAB = 'Emparejamientos';
  const gif = qrGifBase64('https://script.google.com/macros/s/x/exec');
  const otherGif = qrGifBase64('https://acortar.example/otono');

  /** One menu action as the handler runs it: the counted spreadsheet, the document's memory, saved at the end. */
  function action(
    run: (book: SheetsWorkbook) => void,
    properties: FakeProperties | null = env.properties.getDocumentProperties(),
    on: GasEnvironment = env,
  ): void {
    const spreadsheet = (
      on.globals.SpreadsheetApp as { getActiveSpreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet }
    ).getActiveSpreadsheet();
    on.counter.reset();
    const book = new SheetsWorkbook(spreadsheet, new LayoutMemory(properties as unknown as Properties | null));
    try {
      run(book);
    } finally {
      // As the handler does, even when the action fails.
      book.saveLayouts();
      on.endExecution();
    }
  }

  /** A pairing sheet's layout: `boards` rows of boards, then the list with the picture beside it. */
  const pairing = (boards: number, widths = [6, 4, 24, 7, 4, 24, 7], image: string | null = gif): PrintLayout => ({
    widths,
    titleRows: [1, boards + 5],
    headerRows: [3, boards + 6],
    numberColumns: [
      [1, 2, 4, 5, 7],
      [2, 3],
    ],
    repeatRows: 1,
    pageBreaks: [],
    landscape: false,
    image: image === null ? null : { row: boards + 7, column: 6, gifBase64: image, pixels: 150 },
  });

  /** Rewrites the tab with a grid as large as the layout, then lays it out (writePrinted). */
  function write(book: SheetsWorkbook, layout: PrintLayout, tab = TAB): void {
    const rows = Math.max(4, ...layout.titleRows, ...layout.headerRows, layout.image?.row ?? 0) + 1;
    book.replace(
      tab,
      Array.from({ length: rows }, (_, r) => layout.widths.map((_, c) => `${r + 1}.${c + 1}`)),
    );
    // The grid's height, as printLayout gives it.
    book.layout(tab, { ...layout, rows });
  }

  const services = () => env.counter.calls.filter((call) => call.kind === 'service').map((call) => call.method);
  const layoutCalls = () =>
    env.counter.calls
      .filter((call) => call.kind === 'api')
      .map((call) => call.method)
      .filter(
        (method) => !/getName|getSheets|getSheetByName|getSheetId|clearContents|getRange$|setValues/.test(method),
      );
  const sheet = (tab = TAB) => env.spreadsheet.getSheetByName(tab)!;
  /** A rows × columns block of texts "r.c". */
  const block = (rows: number, columns: number) =>
    Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => `${r + 1}.${c + 1}`));
  const calls = (method: string) => env.counter.calls.filter((call) => call.method === method).length;

  /** Everything a layout sets on a sheet: frozen rows, widths, each cell's font and alignment, the pictures. */
  function formatsOf(tab: FakeSheet, rows = 12, columns = 8) {
    return {
      frozen: tab.getFrozenRows(),
      widths: Array.from({ length: columns }, (_, c) => tab.getColumnWidth(c + 1)),
      cells: Array.from({ length: rows }, (_, r) =>
        Array.from({ length: columns }, (_, c) =>
          [
            tab.fontWeightAt(r + 1, c + 1),
            tab.fontSizeAt(r + 1, c + 1),
            tab.wrapAt(r + 1, c + 1),
            tab.alignmentAt(r + 1, c + 1),
          ].join(' '),
        ),
      ),
      images: tab.getImages().map((image) => [image.row, image.column, image.width, image.height]),
    };
  }

  it('a layout the tab already has costs its sheet id alone: one property read, nothing written', () => {
    action((book) => write(book, pairing(4)));
    expect(services()).toEqual(['Properties.getProperty', 'Properties.setProperty']);
    const laid = formatsOf(sheet());
    action((book) => write(book, pairing(4)));
    expect(layoutCalls()).toEqual([]);
    // No clearContents: the block written last time is the same size, and is overwritten.
    expect(env.counter.apiSummary()).toBe(
      'Spreadsheet.getSheetByName ×1, Sheet.getSheetId ×1, Sheet.getRange ×1, Range.setValues ×1',
    );
    expect(services()).toEqual(['Properties.getProperty']);
    expect(formatsOf(sheet())).toEqual(laid);
    expect(sheet().getImages()).toHaveLength(1);
  });

  it('only what changed is applied again: a width, the frozen rows, the row formats and the picture when rows move', () => {
    action((book) => write(book, pairing(4)));
    // A longer name in column C: that width alone.
    action((book) => write(book, pairing(4, [6, 4, 30, 7, 4, 24, 7])));
    expect(layoutCalls()).toEqual(['Sheet.setColumnWidths']);
    expect(sheet().getColumnWidth(3)).toBe(columnPixels(30));
    expect(services()).toEqual(['Properties.getProperty', 'Properties.setProperty']);
    action((book) => write(book, { ...pairing(4, [6, 4, 30, 7, 4, 24, 7]), repeatRows: 2 }));
    expect(layoutCalls()).toEqual(['Sheet.setFrozenRows']);
    // One board more: the list, its header and the picture move down a row.
    action((book) => write(book, { ...pairing(5, [6, 4, 30, 7, 4, 24, 7]), repeatRows: 2 }));
    expect(layoutCalls()).toEqual([
      'Sheet.clearFormats',
      'Sheet.getRangeList',
      'RangeList.setFontWeight',
      'Sheet.getRangeList',
      'RangeList.setFontSize',
      'Sheet.getRangeList',
      'RangeList.setWrap',
      'Sheet.getRangeList',
      'RangeList.setHorizontalAlignment',
      'Sheet.getImages',
      'OverGridImage.remove',
      'Sheet.insertImage',
      'OverGridImage.setWidth',
      'OverGridImage.setHeight',
    ]);
    expect([sheet().fontSizeAt(9, 1), sheet().fontSizeAt(10, 1), sheet().fontWeightAt(11, 2)]).toEqual([
      10,
      13,
      'bold',
    ]);
    expect(
      sheet()
        .getImages()
        .map((image) => image.row),
    ).toEqual([12]);
    // Another link: the picture alone.
    action((book) => write(book, { ...pairing(5, [6, 4, 30, 7, 4, 24, 7], otherGif), repeatRows: 2 }));
    expect(layoutCalls()).toEqual([
      'Sheet.getImages',
      'OverGridImage.remove',
      'Sheet.insertImage',
      'OverGridImage.setWidth',
      'OverGridImage.setHeight',
    ]);
    expect(sheet().getImages()).toHaveLength(1);
  });

  it('leaves every tab as a layout applied whole each time would (any sequence of layouts)', () => {
    const columnsAndLayout = (picture: boolean) =>
      fc.integer({ min: 1, max: 6 }).chain((columns) =>
        fc
          .record({
            widths: fc.array(fc.integer({ min: 4, max: 9 }), { minLength: columns, maxLength: columns }),
            titleRows: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
            headerRows: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
            numbers: fc.array(fc.uniqueArray(fc.integer({ min: 1, max: columns }), { maxLength: columns }), {
              minLength: 3,
              maxLength: 3,
            }),
            repeatRows: fc.integer({ min: 0, max: 2 }),
            image: picture
              ? fc.option(
                  fc.record({
                    row: fc.integer({ min: 1, max: 8 }),
                    column: fc.integer({ min: 1, max: 6 }),
                    other: fc.boolean(),
                  }),
                  { nil: null },
                )
              : fc.constant(undefined),
          })
          .map(({ numbers, image, ...rest }): PrintLayout => ({
            ...rest,
            numberColumns: rest.headerRows.map((_, i) => numbers[i]),
            pageBreaks: [],
            landscape: false,
            image: image && {
              row: image.row,
              column: image.column,
              gifBase64: image.other ? otherGif : gif,
              pixels: 150,
            },
          })),
      );
    // A tab either never has a picture (undefined) or may have one (a picture or null), as Atril's tabs do.
    const sequences = fc
      .boolean()
      .chain((picture) => fc.array(columnsAndLayout(picture), { minLength: 1, maxLength: 6 }));
    fc.assert(
      fc.property(sequences, (layouts) => {
        const run = createGasEnvironment();
        const undo = installGlobals(run);
        try {
          for (const layout of layouts) {
            action((book) => write(book, layout, 'Recordada'), run.properties.getDocumentProperties(), run);
            action((book) => write(book, layout, 'Entera'), null, run);
            expect(formatsOf(run.spreadsheet.getSheetByName('Recordada')!)).toEqual(
              formatsOf(run.spreadsheet.getSheetByName('Entera')!),
            );
          }
        } finally {
          undo();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a tab deleted and made again by hand under the same name is laid out whole (another sheet id)', () => {
    action((book) => write(book, pairing(4)));
    env.spreadsheet.deleteSheet(sheet());
    env.spreadsheet.insertSheet(TAB);
    action((book) => write(book, pairing(4)));
    expect(layoutCalls()).toContain('Sheet.clearFormats');
    // Every width: 6, 4, 24, 7, 4, 24, 7 in six calls (24 over C:F, then 7 on D and 4 on E; A, B, G).
    expect(layoutCalls().filter((method) => method === 'Sheet.setColumnWidths')).toHaveLength(6);
    expect(formatsOf(sheet()).widths.slice(0, 7)).toEqual([6, 4, 24, 7, 4, 24, 7].map(columnPixels));
    expect([sheet().getFrozenRows(), sheet().fontSizeAt(1, 1), sheet().getImages().length]).toEqual([1, 13, 1]);
  });

  it('Nuevo torneo: the renamed tab is forgotten, the new one of the same name laid out whole', () => {
    action((book) => write(book, pairing(4)));
    const kept = formatsOf(sheet());
    action((book) => {
      book.renameTab(TAB, `Otoño · ${TAB}`);
      // Preparar torneo then makes the tab again, in the same action.
      write(book, pairing(4));
    });
    // Laid out whole; a sheet made in this action has no format to clear.
    expect(layoutCalls()).toEqual(expect.arrayContaining(['Sheet.setFrozenRows', 'Sheet.insertImage']));
    expect(layoutCalls()).not.toContain('Sheet.clearFormats');
    expect(formatsOf(sheet())).toEqual(kept);
    expect(formatsOf(sheet(`Otoño · ${TAB}`))).toEqual(kept);
    const memory = JSON.parse(env.properties.getDocumentProperties().getProperty(LAYOUT_KEY) ?? '{}') as object;
    expect(Object.keys(memory)).toEqual([TAB]);
    action((book) => write(book, pairing(4)));
    expect(layoutCalls()).toEqual([]);
  });

  it('a tab made by the action is laid out whole even when the memory has an entry for its name', () => {
    action((book) => write(book, pairing(4)));
    const id = sheet().getSheetId();
    env.spreadsheet.deleteSheet(sheet());
    action((book) => {
      book.addTab(TAB);
      // Were Sheets to give the new sheet the old id, the memory would still not be trusted.
      (sheet() as unknown as { sheetId: number }).sheetId = id;
      write(book, pairing(4));
    });
    expect(layoutCalls()).toEqual(expect.arrayContaining(['Sheet.setFrozenRows', 'Sheet.insertImage']));
    expect(layoutCalls().filter((method) => method === 'Sheet.setColumnWidths')).toHaveLength(6);
    expect([sheet().getFrozenRows(), sheet().fontSizeAt(1, 1), sheet().getImages().length]).toEqual([1, 13, 1]);
  });

  it('without document properties (a web app execution) nothing is remembered: every layout whole, no sheet id asked', () => {
    action((book) => write(book, pairing(4)), null);
    action((book) => write(book, pairing(4)), null);
    expect(layoutCalls()).toContain('Sheet.clearFormats');
    expect(env.counter.apiSummary()).not.toContain('getSheetId');
    expect(services()).toEqual([]);
    expect(env.properties.getDocumentProperties().getProperty(LAYOUT_KEY)).toBeNull();
  });

  it('an entry remembered before blocks were (no written block, no grid): its layout is trusted, the tab cleared once', () => {
    action((book) => write(book, pairing(4)));
    const memory = env.properties.getDocumentProperties();
    const stored = JSON.parse(memory.getProperty(LAYOUT_KEY) ?? '{}') as Record<string, Record<string, unknown>>;
    delete stored[TAB].written;
    delete stored[TAB].grid;
    memory.setProperty(LAYOUT_KEY, JSON.stringify(stored));
    action((book) => write(book, pairing(4)));
    expect([layoutCalls(), calls('clearContents')]).toEqual([[], 1]);
    action((book) => write(book, pairing(4)));
    expect([layoutCalls(), calls('clearContents')]).toEqual([[], 0]);
  });

  it('a damaged memory is not trusted: the layout is applied whole and remembered afresh', () => {
    action((book) => write(book, pairing(4)));
    const memory = env.properties.getDocumentProperties();
    for (const damaged of [
      '{not json',
      '[]',
      JSON.stringify({ [TAB]: { sheet: sheet().getSheetId(), widths: 'x' } }),
    ]) {
      memory.setProperty(LAYOUT_KEY, damaged);
      action((book) => write(book, pairing(4)));
      expect(layoutCalls()).toContain('Sheet.clearFormats');
      action((book) => write(book, pairing(4)));
      expect(layoutCalls()).toEqual([]);
    }
  });

  it('forgets deleted tabs; a memory the store refuses is deleted, so the next action lays out whole', () => {
    action((book) => {
      write(book, pairing(4));
      write(book, pairing(2), 'Clasificación');
    });
    env.spreadsheet.deleteSheet(sheet('Clasificación'));
    // An action that lists every tab (Nuevo torneo, Calcular duplicada…) drops the deleted ones.
    action((book) => {
      book.tabNames();
      write(book, pairing(4));
    });
    const memory = env.properties.getDocumentProperties();
    expect(Object.keys(JSON.parse(memory.getProperty(LAYOUT_KEY) ?? '{}') as object)).toEqual([TAB]);
    // The club's own properties fill the store to the last byte.
    for (const size of [8000, 1000, 100, 10, 1]) {
      for (let i = 0; ; i++) {
        try {
          memory.setProperty(`club.${size}.${i}`, 'x'.repeat(size));
        } catch {
          break;
        }
      }
    }
    // A second tab laid out: the memory grows and cannot be written.
    action((book) => {
      write(book, pairing(4, [6, 4, 30, 7, 4, 24, 7]));
      write(book, pairing(2), 'Clasificación');
    });
    expect(services()).toEqual(['Properties.getProperty', 'Properties.setProperty', 'Properties.deleteProperty']);
    expect(memory.getProperty(LAYOUT_KEY)).toBeNull();
    // Back to the layout remembered before: applied whole, not taken as already there.
    action((book) => write(book, pairing(4)));
    expect(layoutCalls()).toContain('Sheet.clearFormats');
    expect(sheet().getColumnWidth(3)).toBe(columnPixels(24));
  });

  it('stays under the 9 kB of a property: beyond 8,000 bytes it keeps only the tabs of this action', () => {
    const wide = (tab: number): PrintLayout => ({
      ...pairing(
        4,
        Array.from({ length: 26 }, (_, c) => 10 + ((c + tab) % 30)),
      ),
      image: null,
    });
    const names = (from: number, count: number) => Array.from({ length: count }, (_, i) => `Vista ${from + i}`);
    const memory = env.properties.getDocumentProperties();
    const stored = () => Object.keys(JSON.parse(memory.getProperty(LAYOUT_KEY) ?? '{}') as object).sort();
    action((book) => names(1, 30).forEach((tab, i) => write(book, wide(i), tab)));
    expect(stored()).toEqual(names(1, 30).sort());
    action((book) => names(31, 25).forEach((tab, i) => write(book, wide(i), tab)));
    expect(stored()).toEqual(names(31, 25).sort());
    expect(Buffer.byteLength(memory.getProperty(LAYOUT_KEY) ?? '')).toBeLessThanOrEqual(8000);
    // The tabs no longer remembered are laid out whole the next time.
    action((book) => write(book, wide(0), 'Vista 1'));
    expect(layoutCalls()).toContain('Sheet.clearFormats');
    // One action's tabs alone over the limit: nothing is remembered.
    action((book) => names(1, 55).forEach((tab, i) => write(book, wide(i), tab)));
    expect(memory.getProperty(LAYOUT_KEY)).toBeNull();
  });

  it('a layout cut short by an error is not remembered: the next action lays the tab out whole', () => {
    action((book) => write(book, pairing(4)));
    const laid = formatsOf(sheet());
    const insertImage = sheet().insertImage.bind(sheet());
    sheet().insertImage = () => {
      throw new Error('Service Spreadsheets failed while accessing document');
    };
    expect(() => action((book) => write(book, pairing(5)))).toThrow('Service Spreadsheets failed');
    sheet().insertImage = insertImage;
    action((book) => write(book, pairing(4)));
    expect(layoutCalls()).toContain('Sheet.clearFormats');
    expect(formatsOf(sheet())).toEqual(laid);
  });

  it('a format changed by hand stays until the layout changes (docs/addon.md "Calls per action")', () => {
    action((book) => write(book, pairing(4)));
    sheet().setColumnWidth(3, 300);
    action((book) => write(book, pairing(4)));
    expect(sheet().getColumnWidth(3)).toBe(300);
    action((book) => write(book, pairing(4, [6, 4, 26, 7, 4, 24, 7])));
    expect(sheet().getColumnWidth(3)).toBe(columnPixels(26));
  });

  it('a rewrite blanks the block written last time in the same setValues, no clearContents; a note typed below it stays', () => {
    action((book) => write(book, pairing(8)));
    const tab = sheet();
    const [rows, columns] = [tab.getLastRow(), tab.getLastColumn()];
    // The director types a note below the tab and a word inside Atril's block.
    tab.getRange(rows + 3, 1).setValue('Premios: los tres primeros');
    tab.getRange(rows, columns).setValue('tachado');
    action((book) => book.replace(TAB, block(3, 2)));
    expect([calls('clearContents'), calls('setValues')]).toEqual([0, 1]);
    // One block, as large as the old one: the new values, blanks over the rest.
    expect(env.counter.calls.filter((call) => call.method === 'setValues')[0].target).toBe(
      `${TAB}!A1:${String.fromCharCode(64 + columns)}${rows}`,
    );
    const after = tab.snapshot();
    expect(after.slice(0, 3).map((line) => line.slice(0, 2))).toEqual(block(3, 2));
    expect(
      after
        .slice(0, rows)
        .flat()
        .filter((cell) => cell !== ''),
    ).toHaveLength(6);
    expect(after[rows + 2][0]).toBe('Premios: los tres primeros');
    // The next rewrite blanks the 3 × 2 block only: the note is never Atril's.
    action((book) => book.replace(TAB, block(1, 1)));
    expect(tab.snapshot()).toEqual([
      ['1.1'],
      ...Array.from({ length: rows + 1 }, () => ['']),
      ['Premios: los tres primeros'],
    ]);
  });

  it('a tab whose last block Atril does not know is cleared whole: one it did not write, or without document properties', () => {
    env.spreadsheet.seed(TAB, block(6, 4));
    action((book) => book.replace(TAB, block(2, 2)));
    expect(calls('clearContents')).toBe(1);
    expect(sheet().snapshot()).toEqual(block(2, 2));
    // Now it knows.
    action((book) => book.replace(TAB, block(1, 2)));
    expect(calls('clearContents')).toBe(0);
    expect(sheet().snapshot()).toEqual(block(1, 2));
    action((book) => book.replace(TAB, block(1, 1)), null);
    expect(calls('clearContents')).toBe(1);
  });

  it('after a rewrite padded with blanks the tab reads as Sheets would give it: read again unless read before', () => {
    action((book) => write(book, pairing(8)));
    sheet().getRange(40, 1).setValue('nota');
    action((book) => {
      book.replace(TAB, block(2, 2));
      env.counter.reset();
      const read = book.read(TAB);
      // Not read before in this action: what lies outside Atril's block is asked.
      expect(calls('getValues')).toBe(1);
      env.endExecution();
      expect(read).toEqual(sheet().snapshot());
    });
    action((book) => {
      book.read(TAB);
      book.replace(TAB, block(3, 1));
      env.counter.reset();
      const copy = book.read(TAB);
      expect(env.counter.spreadsheetCalls).toBe(0);
      env.endExecution();
      expect(copy).toEqual(sheet().snapshot());
      expect(copy?.[39]?.[0]).toBe('nota');
    });
  });

  it('a tab Atril made grows past its rows with one insertRowsAfter: its size is remembered, not asked', () => {
    action((book) => write(book, pairing(4)));
    action((book) => book.replace(TAB, block(1500, 7)));
    expect(env.counter.apiSummary()).toBe(
      'Spreadsheet.getSheetByName ×1, Sheet.getSheetId ×1, Sheet.insertRowsAfter ×1, Sheet.getRange ×1, Range.setValues ×1',
    );
    expect([sheet().getMaxRows(), sheet().snapshot()]).toEqual([1500, block(1500, 7)]);
    // Remembered grown: 1600 rows cost one insert again.
    action((book) => book.replace(TAB, block(1600, 7)));
    expect([calls('insertRowsAfter'), calls('Sheet.getMaxRows'), sheet().getMaxRows()]).toEqual([1, 0, 1600]);
  });

  it('a remembered size made wrong by hand: rows deleted (the insert refused, the size asked) or added below', () => {
    action((book) => write(book, pairing(4)));
    sheet().deleteRows(500, 400);
    action((book) => book.replace(TAB, block(1500, 7)));
    expect(calls('Sheet.getMaxRows')).toBe(1);
    expect([sheet().getMaxRows(), sheet().snapshot()]).toEqual([1500, block(1500, 7)]);
    sheet().insertRowsAfter(1500, 300);
    action((book) => book.replace(TAB, block(1700, 7)));
    expect([calls('Sheet.getMaxRows'), sheet().getMaxRows()]).toEqual([0, 2000]);
    expect(sheet().snapshot()).toEqual(block(1700, 7));
  });

  it('rows inserted by hand inside a generated tab push its last rows below what Atril blanks; a tab deleted is made whole again', () => {
    action((book) => write(book, pairing(4)));
    action((book) => book.replace(TAB, block(20, 3)));
    sheet().insertRowsAfter(10, 2);
    action((book) => book.replace(TAB, block(20, 3)));
    // Atril's old rows 19 and 20, pushed to 21 and 22, stay (docs/addon.md "Calls per action").
    expect(sheet().snapshot()).toEqual([...block(20, 3), ...block(20, 3).slice(18)]);
    env.spreadsheet.deleteSheet(sheet());
    action((book) => book.replace(TAB, block(20, 3)));
    expect(sheet().snapshot()).toEqual(block(20, 3));
  });

  it('set-up lays no view out; the first real write of a view clears nothing and looks for no picture', () => {
    action((book) => setupTournament({ workbook: book, lang: 'es' }));
    expect(env.counter.apiSummary()).not.toMatch(/clearFormats|getRangeList|clearContents|insertImage/);
    // One width set, no view's: Rondas' two score columns together, for «Puntos Scrabble 1» and 2 (docs/glossary.md).
    expect(calls('setColumnWidths')).toBe(1);
    // Frozen headers of the typed tabs it made only (Jugadores is there already: Configuración,
    // Rondas, Premios); a new validation builder for each of Rondas' two checks and for
    // Jugadores' Presente checkboxes (rules §16), each built once.
    expect([
      calls('Sheet.setFrozenRows'),
      calls('SpreadsheetApp.newDataValidation'),
      calls('DataValidationBuilder.build'),
    ]).toEqual([3, 3, 3]);
    expect(sheet('Clasificación').snapshot()[0][0]).toBe('Clasificación');
    action((book) => write(book, pairing(4)));
    expect(calls('clearContents') + calls('clearFormats') + calls('getImages')).toBe(0);
    expect(calls('insertImage')).toBe(1);
  });

  it('a column of numbers stands right down to the next title or header, in the same one call', () => {
    action((book) => {
      book.replace(TAB, [
        ['Duplicada 1', '', ''],
        ['Jugador', 'Total', 'R1'],
        ['Ana', 100, '60+10'],
        ['Bea', 90, 35],
        ['Avisos', '', ''],
        ['Duplicada 1: 2 jugadores', '', ''],
      ]);
      env.counter.reset();
      book.layout(TAB, {
        widths: [10, 6, 6],
        titleRows: [1, 5],
        headerRows: [2],
        numberColumns: [[2, 3]],
        rows: 6,
        repeatRows: 0,
        pageBreaks: [],
        landscape: false,
      });
    });
    expect(calls('setHorizontalAlignment')).toBe(1);
    // The marked "60+10" with the numbers; the names and the rows after the next title as they were.
    expect([2, 3, 4].map((row) => [1, 2, 3].map((column) => sheet().alignmentAt(row, column)))).toEqual([
      ['normal', 'right', 'right'],
      ['normal', 'right', 'right'],
      ['normal', 'right', 'right'],
    ]);
    expect([5, 6].map((row) => sheet().alignmentAt(row, 2))).toEqual(['normal', 'normal']);
  });

  it('a wrapped column (Puntúan) wraps below its header in the call that wraps the headers', () => {
    action((book) => {
      book.replace(TAB, [
        ['Liga · Clasificación por clubes', '', ''],
        ['Club', 'Puntos', 'Puntúan'],
        ['Alfil', 3, 'Rosa María Gil Navarro, Ana Alba Ruiz, Luis Pérez de la Torre'],
        ['Torre', 2, 'Dani Vidal'],
      ]);
      env.counter.reset();
      book.layout(TAB, {
        widths: [8, 8, 30],
        titleRows: [1],
        headerRows: [2],
        numberColumns: [[2]],
        rows: 4,
        repeatRows: 2,
        pageBreaks: [],
        landscape: false,
        wrapColumns: [3],
      });
    });
    expect(calls('setWrap')).toBe(1);
    expect([1, 2, 3, 4].map((row) => sheet().wrapAt(row, 3))).toEqual([false, true, true, true]);
    expect([3, 4].map((row) => sheet().wrapAt(row, 1))).toEqual([false, false]);
  });

  it('a money column (Importe, rules §11) shows its cents below the header, in one RangeList call', () => {
    action((book) => {
      book.replace(TAB, [
        ['Liga · Reparto de premios', '', ''],
        ['Premio', 'Jugador', 'Importe'],
        ['1.º', 'Ana', 137.5],
        ['2.º', 'Luis', 100],
      ]);
      env.counter.reset();
      book.layout(TAB, {
        widths: [8, 8, 10],
        titleRows: [1],
        headerRows: [2],
        numberColumns: [[3]],
        rows: 4,
        repeatRows: 2,
        pageBreaks: [],
        landscape: false,
        moneyColumns: [3],
      });
    });
    expect(calls('setNumberFormat')).toBe(1);
    expect([2, 3, 4].map((row) => sheet().numberFormatAt(row, 3))).toEqual(['General', '0.00', '0.00']);
    expect(sheet().numberFormatAt(3, 2)).toBe('General');
  });

  it('headers over neighbouring number columns share a range: 4000 cards right-align in RangeLists of at most 1,000', () => {
    const cards = 4000;
    action((book) => {
      book.replace(TAB, block(cards * 2, 6));
      env.counter.reset();
      book.layout(TAB, {
        widths: [6, 6, 6, 6, 6, 6],
        titleRows: [],
        headerRows: Array.from({ length: cards }, (_, i) => 2 * i + 1),
        numberColumns: Array.from({ length: cards }, () => [2, 3, 4, 6]),
        repeatRows: 0,
        pageBreaks: [],
        landscape: false,
      });
    });
    // Two ranges a card ("B:D" and "F"): 8,000 addresses, in batches of RANGE_LIST_BATCH.
    const lists = env.counter.calls.filter((call) => call.method === 'setHorizontalAlignment');
    expect(lists.map((call) => call.target.replace(/^.*RangeList/, ''))).toEqual(
      Array(8).fill(`(${RANGE_LIST_BATCH})`),
    );
    expect([1, 2, 3, 4, 5, 6].map((column) => sheet().alignmentAt(7999, column))).toEqual([
      'normal',
      'right',
      'right',
      'right',
      'normal',
      'right',
    ]);
  });

  describe("widenColumns: a typed tab's name columns widened, never narrowed (Rondas; issue 23 item 4)", () => {
    const ROUNDS = 'Rondas';
    const names = [
      { column: 3, chars: 20 },
      { column: 4, chars: 20 },
    ];
    beforeEach(() => {
      env.spreadsheet
        .insertSheet(ROUNDS)
        .getRange(1, 1, 1, 4)
        .setValues([['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2']]);
    });
    const widths = () => [1, 2, 3, 4].map((column) => sheet(ROUNDS).getColumnWidth(column));

    it('asks each width once, sets the narrow neighbours in one call, and then asks nothing while the names fit', () => {
      action((book) => book.widenColumns(ROUNDS, names));
      expect(calls('Sheet.getColumnWidth')).toBe(2);
      expect(calls('Sheet.setColumnWidths')).toBe(1);
      expect(widths()).toEqual([100, 100, columnPixels(20), columnPixels(20)]);
      // The next pairing, same or shorter names: the sheet's id alone (to trust the memory).
      action((book) =>
        book.widenColumns(
          ROUNDS,
          names.map(({ column }) => ({ column, chars: 18 })),
        ),
      );
      expect(layoutCalls()).toEqual([]);
      expect(env.counter.apiSummary()).toBe('Spreadsheet.getSheetByName ×1, Sheet.getSheetId ×1');
      // A longer name: asked again (the director may have widened it by hand since).
      action((book) =>
        book.widenColumns(
          ROUNDS,
          names.map(({ column }) => ({ column, chars: 26 })),
        ),
      );
      expect([calls('Sheet.getColumnWidth'), calls('Sheet.setColumnWidths')]).toEqual([2, 1]);
      expect(widths()).toEqual([100, 100, columnPixels(26), columnPixels(26)]);
    });

    it('a width the director set wider stays, and is remembered: no call for names that fit in it', () => {
      sheet(ROUNDS).setColumnWidth(4, 400);
      action((book) => book.widenColumns(ROUNDS, names));
      expect(widths()).toEqual([100, 100, columnPixels(20), 400]);
      expect(calls('Sheet.setColumnWidths')).toBe(1);
      action((book) => book.widenColumns(ROUNDS, [{ column: 4, chars: 40 }]));
      expect(layoutCalls()).toEqual([]);
      expect(widths()).toEqual([100, 100, columnPixels(20), 400]);
    });

    it('a Rondas made again by hand under the same name (another sheet id) is asked afresh', () => {
      action((book) => book.widenColumns(ROUNDS, names));
      env.spreadsheet.deleteSheet(sheet(ROUNDS));
      env.spreadsheet
        .insertSheet(ROUNDS)
        .getRange(1, 1, 1, 4)
        .setValues([['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2']]);
      action((book) => book.widenColumns(ROUNDS, names));
      expect(calls('Sheet.getColumnWidth')).toBe(2);
      expect(widths()).toEqual([100, 100, columnPixels(20), columnPixels(20)]);
    });

    it('without document properties every width is asked (nothing remembered), with the same result', () => {
      action((book) => book.widenColumns(ROUNDS, names), null);
      action((book) => book.widenColumns(ROUNDS, names), null);
      expect([calls('Sheet.getColumnWidth'), calls('Sheet.setColumnWidths'), calls('Sheet.getSheetId')]).toEqual([
        2, 0, 0,
      ]);
      expect(widths()).toEqual([100, 100, columnPixels(20), columnPixels(20)]);
    });

    it('keeps the layouts of generated tabs beside it in the same memory', () => {
      action((book) => {
        write(book, pairing(4));
        book.widenColumns(ROUNDS, names);
      });
      action((book) => {
        write(book, pairing(4));
        book.widenColumns(ROUNDS, names);
      });
      expect(layoutCalls()).toEqual([]);
    });
  });

  it('changedWidths: runs of neighbouring columns whose width changed', () => {
    expect(changedWidths([], [6, 6, 9])).toEqual([
      [1, 2, 6],
      [3, 1, 9],
    ]);
    expect(changedWidths([6, 6, 9], [6, 8, 9])).toEqual([[2, 1, 8]]);
    expect(changedWidths([6, 5, 9, 5], [6, 8, 9, 8, 8])).toEqual([
      [2, 1, 8],
      [4, 2, 8],
    ]);
    expect(changedWidths([6, 6], [6, 6])).toEqual([]);
  });
});

describe('widthCalls: the fewest setColumnWidths for the widths that changed', () => {
  /** The widths after making the calls on a sheet whose widths were `before` (0: Sheets' own). */
  function apply(before: readonly number[], calls: [number, number, number][], columns: number): number[] {
    const widths = Array.from({ length: columns }, (_, c) => before[c] ?? 0);
    for (const [first, count, width] of calls) widths.fill(width, first - 1, first - 1 + count);
    return widths;
  }

  /** The fewest calls that turn `before` into `widths`, by trying every call (breadth first over the sheet's states). */
  function fewest(before: readonly number[], widths: readonly number[]): number {
    const start = apply(before, [], widths.length).join();
    const goal = widths.join();
    const colours = [...new Set(widths)];
    let level = [start];
    const seen = new Set(level);
    for (let calls = 0; ; calls++) {
      if (level.includes(goal)) return calls;
      const next: string[] = [];
      for (const state of level)
        for (let from = 0; from < widths.length; from++)
          for (let to = from; to < widths.length; to++)
            for (const colour of colours) {
              const painted = state.split(',').map(Number);
              painted.fill(colour, from, to + 1);
              const key = painted.join();
              if (!seen.has(key)) {
                seen.add(key);
                next.push(key);
              }
            }
      level = next;
    }
  }

  it('paints a width over its neighbours where it comes back; a column already right may be painted over', () => {
    // 9 over A:C, then 6 on B: two calls where runs take three.
    expect(widthCalls([], [9, 6, 9])).toEqual([
      [1, 3, 9],
      [2, 1, 6],
    ]);
    expect(widthCalls([], [6, 6, 9])).toEqual([
      [1, 2, 6],
      [3, 1, 9],
    ]);
    expect(widthCalls([6, 6, 9], [6, 8, 9])).toEqual([[2, 1, 8]]);
    // B is already 9: one call for the three columns.
    expect(widthCalls([4, 9, 4], [9, 9, 9])).toEqual([[1, 3, 9]]);
    expect(widthCalls([6, 6], [6, 6])).toEqual([]);
  });

  it('leaves every column as wanted, in as few calls as any sequence of calls, never more than runs', () => {
    const widths = fc.array(fc.constantFrom(4, 5, 6), { minLength: 1, maxLength: 5 });
    const before = fc.array(fc.constantFrom(4, 5, 6), { maxLength: 6 });
    fc.assert(
      fc.property(before, widths, (was, wanted) => {
        const calls = widthCalls(was, wanted);
        expect(apply(was, calls, Math.max(was.length, wanted.length))).toEqual([
          ...wanted,
          ...was.slice(wanted.length),
        ]);
        expect(calls.length).toBe(fewest(was, wanted));
        expect(calls.length).toBeLessThanOrEqual(changedWidths(was, wanted).length);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps to runs past 40 columns (the search grows as the fourth power of the columns)', () => {
    const wide = Array.from({ length: 41 }, (_, c) => 4 + (c % 2));
    expect(widthCalls([], wide)).toEqual(changedWidths([], wide));
  });
});

describe('fingerprint', () => {
  it('is equal for equal texts and differs for a one-character change', () => {
    expect(fingerprint('[1,[3],[5]]')).toBe(fingerprint('[1,[3],[5]]'));
    expect(fingerprint('[1,[3],[5]]')).not.toBe(fingerprint('[1,[3],[6]]'));
    expect(new Set(Array.from({ length: 2000 }, (_, i) => fingerprint(`[${i}]`))).size).toBe(2000);
  });
});

describe('tabs looked up by name, every name remembered between actions (tabDirectory.ts; issue 11 item 7)', () => {
  const properties = () => env.properties.getDocumentProperties();
  const lookups = () =>
    env.counter.calls
      .filter((call) => /^(Spreadsheet\.(getSheetByName|getNumSheets|getSheets)|Sheet\.getName)$/.test(call.method))
      .map((call) => call.method);
  const names = () => env.spreadsheet.getSheets().map((sheet) => sheet.getName());

  /** One menu action as the handler runs it: the counted spreadsheet, the document's memories, saved at the end. */
  function action<T>(run: (book: SheetsWorkbook) => T): T {
    const spreadsheet = (
      env.globals.SpreadsheetApp as { getActiveSpreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet }
    ).getActiveSpreadsheet();
    env.counter.reset();
    const store = properties() as unknown as Properties;
    const book = new SheetsWorkbook(spreadsheet, new LayoutMemory(store), new TabDirectory(store));
    try {
      return run(book);
    } finally {
      book.saveLayouts();
      book.saveTabs();
      env.endExecution();
    }
  }

  it('a tab named as set-up names it costs one getSheetByName, once per name per action (an absent name too)', () => {
    const found = action((book) => {
      const first = [lookupTab(book, 'players'), lookupTab(book, 'players'), book.read('Jugadores')?.length];
      return [...first, lookupTab(book, 'players')];
    });
    expect(found).toEqual(['Jugadores', 'Jugadores', 4, 'Jugadores']);
    expect(lookups()).toEqual(['Spreadsheet.getSheetByName']);
    // "Rondas" and "Rounds" are not there: asked once each, then every name is listed (nothing remembered yet).
    action((book) => {
      expect(lookupTab(book, 'rounds')).toBeNull();
      expect(lookupTab(book, 'rounds')).toBeNull();
      expect(book.read('Rondas')).toBeNull();
    });
    expect(lookups()).toEqual([
      'Spreadsheet.getSheetByName',
      'Spreadsheet.getSheetByName',
      'Spreadsheet.getSheets',
      'Sheet.getName',
    ]);
  });

  it('a tab typed another way ("configuracion", "JUGADORES ") is found among every name, as findTab finds it', () => {
    env.spreadsheet.insertSheet('configuracion');
    env.spreadsheet.getSheetByName('Jugadores')!.setName('JUGADORES ');
    const found = action((book) => [lookupTab(book, 'config'), lookupTab(book, 'players')]);
    expect(found).toEqual(['configuracion', 'JUGADORES ']);
    expect(found).toEqual([findTab(names(), 'config'), findTab(names(), 'players')]);
  });

  it('a tab absent under every name costs the same in a workbook of 3 tabs and of 24, once the names are remembered', () => {
    const absent = (): string[] => {
      // Listed once (Nuevo torneo, Calcular duplicada… list every tab): remembered for the next action.
      action((book) => book.tabNames());
      action((book) => expect(lookupTab(book, 'season')).toBeNull());
      return lookups();
    };
    env.spreadsheet.insertSheet('Rondas');
    env.spreadsheet.insertSheet('Configuración');
    const few = absent();
    for (let i = 1; i <= 21; i++) env.spreadsheet.insertSheet(`Torneo ${i} · Rondas`);
    const many = absent();
    expect(names()).toHaveLength(24);
    expect(few).toEqual(['Spreadsheet.getSheetByName', 'Spreadsheet.getSheetByName', 'Spreadsheet.getNumSheets']);
    expect(many).toEqual(few);
  });

  it('a tab added, deleted or renamed by hand: the remembered names are not trusted, the tabs are listed again', () => {
    action((book) => book.tabNames());
    // Added: the workbook has one tab more than remembered.
    env.spreadsheet.insertSheet('temporada');
    expect(action((book) => lookupTab(book, 'season'))).toBe('temporada');
    expect(lookups()).toContain('Spreadsheet.getSheets');
    // Renamed: a lookup finds no tab the remembered names have.
    env.spreadsheet.getSheetByName('temporada')!.setName('Temporada vieja');
    env.spreadsheet.getSheetByName('Jugadores')!.setName('JUGADORES ');
    expect(action((book) => lookupTab(book, 'players'))).toBe('JUGADORES ');
    expect(lookups()).toContain('Spreadsheet.getSheets');
    expect(action((book) => lookupTab(book, 'season'))).toBeNull();
    expect(lookups()).not.toContain('Spreadsheet.getSheets');
    // Deleted: one tab fewer.
    env.spreadsheet.deleteSheet(env.spreadsheet.getSheetByName('Temporada vieja')!);
    env.spreadsheet.insertSheet('Season');
    expect(action((book) => lookupTab(book, 'season'))).toBe('Season');
  });

  it('what the memory cannot see: a tab renamed by hand into another way of writing a name, until an action lists the tabs', () => {
    env.spreadsheet.insertSheet('Notas');
    action((book) => book.tabNames());
    env.spreadsheet.getSheetByName('Notas')!.setName('temporada');
    expect(action((book) => lookupTab(book, 'season'))).toBeNull();
    expect(action((book) => (book.tabNames(), lookupTab(book, 'season')))).toBe('temporada');
    expect(action((book) => lookupTab(book, 'season'))).toBe('temporada');
  });

  it('tabs the action adds and renames are found without asking, and remembered as they are', () => {
    action((book) => book.tabNames());
    action((book) => {
      book.addTab('Temporada');
      book.renameTab('Jugadores', 'Otoño · Jugadores');
      env.counter.reset();
      expect([lookupTab(book, 'season'), book.read('Jugadores')]).toEqual(['Temporada', null]);
      expect(book.read('Otoño · Jugadores')).toHaveLength(4);
      expect(lookups()).toEqual([]);
    });
    expect(JSON.parse(properties().getProperty(TABS_KEY)!)).toEqual(names());
    expect(names()).toEqual(['Otoño · Jugadores', 'Temporada']);
    // The next action trusts them: one tab is absent under every name, asked by name and by count alone.
    expect(action((book) => [lookupTab(book, 'players'), lookupTab(book, 'season')])).toEqual([null, 'Temporada']);
    expect(lookups()).not.toContain('Spreadsheet.getSheets');
  });

  it('a rename in an action whose remembered names are out of date forgets them: the next action lists the tabs', () => {
    action((book) => book.tabNames());
    env.spreadsheet.insertSheet('Notas');
    action((book) => book.renameTab('Notas', 'Notas 2026'));
    expect(properties().getProperty(TABS_KEY)).toBeNull();
    expect(action((book) => lookupTab(book, 'rounds'))).toBeNull();
    expect(lookups()).toContain('Spreadsheet.getSheets');
    expect(JSON.parse(properties().getProperty(TABS_KEY)!)).toEqual(['Jugadores', 'Notas 2026']);
  });
});
