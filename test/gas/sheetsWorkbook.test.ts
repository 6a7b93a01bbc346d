// The Workbook port over SpreadsheetApp (rules §1): one getValues per table read, one
// setValues per block written, and (rules §9) every string written back exactly as text.
import { asTyped, columnPixels, SheetsWorkbook } from '../../src/gas/sheetsWorkbook';
import { qrGifBase64 } from '../../src/sheets/grid/qrCode';
import { asSpreadsheet, createGasEnvironment, type GasEnvironment, installGlobals } from './fakes';

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

  it('replace = one clear + one write, creating the tab if needed', () => {
    workbook().replace('Clasificación', [
      ['Puesto', 'Nombre'],
      [1, '=x'],
    ]);
    expect(env.counter.data).toBe(2);
    expect(env.spreadsheet.getSheetByName('Clasificación')!.snapshot()).toEqual([
      ['Puesto', 'Nombre'],
      [1, '=x'],
    ]);
    workbook().replace('Clasificación', [['Puesto']]);
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
    // A few calls whatever the number of rows: one RangeList per kind of format.
    // The old layout cleared in one call, then the bold rows in one RangeList.
    expect(env.counter.calls.filter((call) => call.method === 'clearFormats')).toHaveLength(1);
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
    // Laid out again (the next round): one picture, the old title row back to normal.
    book.layout('Emparejamientos', { ...layout, titleRows: [2], headerRows: [], image: null });
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
      expect(env.counter.apiSummary()).toBe(
        'Spreadsheet.getSheets ×1, Sheet.getName ×1, Sheet.getRange ×1, Range.setValues ×1',
      );
      env.counter.reset();
      book.write('Jugadores', 1001, 1, [[2, 'Luis']]);
      book.write('Jugadores', 1002, 1, [[3, 'Eva']]);
      // First: the refused getRange, the size, the rows (this block and room for three more
      // like it), the last row's formats (none here to copy), the write. The next block fits.
      expect(env.counter.apiSummary()).toBe(
        'Sheet.getRange ×4, Range.setValues ×2, Sheet.getMaxRows ×1, Sheet.getMaxColumns ×1, Sheet.insertRowsAfter ×1, Range.getNumberFormats ×1, Range.getDataValidations ×1',
      );
      expect(env.spreadsheet.getSheetByName('Jugadores')!.getMaxRows()).toBe(1004);
    });
  });

  it('lists tabs and gives the spreadsheet locale', () => {
    expect(workbook().tabNames()).toEqual(['Jugadores']);
    workbook().addTab('Rondas');
    expect(workbook().tabNames()).toEqual(['Jugadores', 'Rondas']);
    expect(workbook().locale()).toBe('es_ES');
  });
});
