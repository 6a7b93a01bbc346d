// The Workbook port over SpreadsheetApp (rules §1): one getValues per table read, one
// setValues per block written, and (rules §9) every string written back exactly as text.
import { asTyped, SheetsWorkbook } from '../../src/gas/sheetsWorkbook';
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

  it('renameTab renames the sheet in place (no data call); a taken name is refused as Sheets refuses it', () => {
    workbook().addTab('Rondas');
    env.counter.reset();
    workbook().renameTab('Jugadores', 'Otoño · Jugadores');
    expect(workbook().tabNames()).toEqual(['Otoño · Jugadores', 'Rondas']);
    expect(workbook().read('Otoño · Jugadores')?.[1]).toEqual([1, 'Ana']);
    expect(() => workbook().renameTab('Rondas', 'otoño · jugadores')).toThrow('already exists');
    expect(env.counter.writes).toBe(0);
  });

  it('lists tabs and gives the spreadsheet locale', () => {
    expect(workbook().tabNames()).toEqual(['Jugadores']);
    workbook().addTab('Rondas');
    expect(workbook().tabNames()).toEqual(['Jugadores', 'Rondas']);
    expect(workbook().locale()).toBe('es_ES');
  });
});
