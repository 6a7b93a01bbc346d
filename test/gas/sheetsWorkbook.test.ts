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
    expect(workbook().read('Vacía')).toEqual([]);
    expect(env.counter.data).toBe(0);
  });

  it('writes any text back exactly as text — formulas, signs, numbers-as-text, apostrophes, booleans (rules §9)', () => {
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
    // One insert, one number format (G), two validation runs (E:F, G); one data write.
    expect(env.counter.count('format')).toBe(4);
    expect(env.counter.writes).toBe(1);
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
    expect(env.counter.calls.filter((call) => call.method === 'setFontWeight')).toHaveLength(2);
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
    expect([image.row, image.column, image.width, image.height, image.blob.contentType]).toEqual([
      4,
      6,
      150,
      150,
      'image/gif',
    ]);
    expect(Buffer.from(image.blob.bytes.map((byte) => byte & 0xff)).toString('base64')).toBe(gif);
    // Laid out again (the next round): one picture, the old title row back to normal.
    book.layout('Emparejamientos', { ...layout, titleRows: [2], headerRows: [], image: null });
    expect(sheet.getImages()).toHaveLength(0);
    expect([sheet.fontWeightAt(1, 1), sheet.fontSizeAt(1, 1), sheet.fontSizeAt(2, 1)]).toEqual(['normal', 10, 13]);
  });

  it('lists tabs and gives the spreadsheet locale', () => {
    expect(workbook().tabNames()).toEqual(['Jugadores']);
    workbook().addTab('Rondas');
    expect(workbook().tabNames()).toEqual(['Jugadores', 'Rondas']);
    expect(workbook().locale()).toBe('es_ES');
  });
});
