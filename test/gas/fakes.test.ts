// The fakes must behave like the real Apps Script services where our code depends on it,
// or tests over them prove nothing (issue: offline Apps Script harness).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  anotherDocument,
  anotherExecution,
  argumentValue,
  CACHE_VALUE_LIMIT,
  createGasEnvironment,
  FakeHtmlTemplate,
  type FakeUtilities,
  GasException,
  parseA1,
  PROPERTY_VALUE_LIMIT,
  range,
} from './fakes';

describe('fake SpreadsheetApp: ranges and values', () => {
  it('gives "" for empty cells, never null, and sizes the data range to the last used cell', () => {
    const { spreadsheet } = createGasEnvironment({
      tabs: {
        T: [
          ['a', '', 3],
          ['', '', ''],
          [null, 'x'],
        ],
      },
    });
    const sheet = spreadsheet.getSheetByName('T')!;
    expect(sheet.getLastRow()).toBe(3);
    expect(sheet.getLastColumn()).toBe(3);
    expect(sheet.getDataRange().getValues()).toEqual([
      ['a', '', 3],
      ['', '', ''],
      ['', 'x', ''],
    ]);
    expect(sheet.getRange(5, 5).getValue()).toBe('');
  });

  it('an empty sheet has last row 0 and a 1×1 data range', () => {
    const { spreadsheet } = createGasEnvironment();
    const sheet = spreadsheet.insertSheet('Vacía');
    expect(sheet.getLastRow()).toBe(0);
    expect(sheet.getDataRange().getValues()).toEqual([['']]);
  });

  it('setValues rejects data of the wrong size with the Apps Script message', () => {
    const { spreadsheet } = createGasEnvironment();
    const range = spreadsheet.insertSheet('T').getRange(1, 1, 2, 2);
    expect(() => range.setValues([[1, 2]])).toThrow(
      new GasException(
        'The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 2.',
      ),
    );
    expect(() => range.setValues([[1, 2], [3]])).toThrow(
      'The number of columns in the data does not match the number of columns in the range. The data has 1 but the range has 2.',
    );
  });

  it('ranges outside the grid throw, as in Sheets (new sheets are 1000 × 26)', () => {
    const { spreadsheet } = createGasEnvironment();
    const sheet = spreadsheet.insertSheet('T');
    expect(() => sheet.getRange(1001, 1)).toThrow(
      'The coordinates of the range are outside the dimensions of the sheet.',
    );
    expect(() => sheet.getRange(0, 1)).toThrow('The starting row of the range is too small.');
    sheet.insertRowsAfter(1000, 10);
    expect(sheet.getRange(1010, 1).getValue()).toBe('');
  });

  it('A1 notation: cells, boxes, open-ended "A2:G" to the last sheet row, whole columns and rows', () => {
    expect(parseA1('B3', 1000, 26)).toEqual({ row: 3, column: 2, numRows: 1, numColumns: 1 });
    expect(parseA1('A1:G10', 1000, 26)).toEqual({ row: 1, column: 1, numRows: 10, numColumns: 7 });
    expect(parseA1('A2:G', 1000, 26)).toEqual({ row: 2, column: 1, numRows: 999, numColumns: 7 });
    expect(parseA1('C:D', 50, 26)).toEqual({ row: 1, column: 3, numRows: 50, numColumns: 2 });
    expect(parseA1('2:5', 50, 26)).toEqual({ row: 2, column: 1, numRows: 4, numColumns: 26 });
    expect(parseA1('AA1', 10, 30)).toEqual({ row: 1, column: 27, numRows: 1, numColumns: 1 });
    const { spreadsheet } = createGasEnvironment({ tabs: { 'Tabla cruzada': [['x']] } });
    expect(spreadsheet.getRange("'Tabla cruzada'!A1").getValue()).toBe('x');
    expect(spreadsheet.getRange('A2:G').getA1Notation()).toBe('A2:G1000');
  });

  it('strings are taken as typed: apostrophe = text, "=" and "+x" = formula, numbers and dates converted', () => {
    const { spreadsheet } = createGasEnvironment();
    const sheet = spreadsheet.insertSheet('T');
    sheet.getRange(1, 1, 1, 6).setValues([['\'=HYPERLINK("x")', '=HYPERLINK("x")', '+abc', '12', '3-5', '-7']]);
    const [row] = sheet.getRange(1, 1, 1, 6).getValues();
    expect(row[0]).toBe('=HYPERLINK("x")');
    expect(row[1]).toBe('');
    expect(sheet.getRange('B1').getFormula()).toBe('=HYPERLINK("x")');
    expect(sheet.getRange('C1').getFormula()).toBe('=+abc');
    expect(row[3]).toBe(12);
    expect(row[4]).toBeInstanceOf(Date);
    expect(row[5]).toBe(-7);
    expect(spreadsheet.formulaLog.map((entry) => entry.a1)).toEqual(['B1', 'C1']);
  });

  it('typed text in a Spanish sheet: month-name dates, money, percentages and decimal commas become values', () => {
    const { spreadsheet } = createGasEnvironment({ locale: 'es_ES' });
    const sheet = spreadsheet.insertSheet('T');
    const typed = [
      'Mar 3',
      '3 de marzo de 2026',
      'marzo 2026',
      '€ 5',
      '12,5 €',
      '$5',
      '50%',
      '3,5',
      '10:30',
      'VERDADERO',
    ];
    sheet.getRange(1, 1, 1, typed.length).setValues([typed]);
    const [row] = sheet.getRange(1, 1, 1, typed.length).getValues();
    const day = (value: unknown) => (value as Date).toISOString().slice(0, 10);
    expect([day(row[0]), day(row[1]), day(row[2])]).toEqual(['2026-03-03', '2026-03-03', '2026-03-01']);
    expect(row.slice(3, 8)).toEqual([5, 12.5, 5, 0.5, 3.5]);
    expect((row[8] as Date).toISOString()).toBe('1899-12-30T10:30:00.000Z');
    expect(row[9]).toBe(true);
    // Not dates or numbers: a month name with words, a currency sign with words.
    sheet.getRange(2, 1, 1, 3).setValues([['Abril Club', '€ Club', 'Marta 3']]);
    expect(sheet.getRange(2, 1, 1, 3).getValues()).toEqual([['Abril Club', '€ Club', 'Marta 3']]);
    // The apostrophe (and a plain-text cell) keeps the text.
    sheet.getRange('A3').setValue("'Mar 3");
    sheet.getRange('B3').setNumberFormat('@');
    sheet.getRange('B3').setValue('3,5');
    expect(sheet.getRange(3, 1, 1, 2).getValues()).toEqual([['Mar 3', '3,5']]);
  });

  it('typed text in an English sheet: 3,5 stays text, 3.5 and 1/2/2026 (month first) are values', () => {
    const { spreadsheet } = createGasEnvironment({ locale: 'en_US' });
    const sheet = spreadsheet.insertSheet('T');
    sheet.getRange(1, 1, 1, 5).setValues([['3,5', '3.5', '1/2/2026', 'March 3, 2026', 'VERDADERO']]);
    const [row] = sheet.getRange(1, 1, 1, 5).getValues();
    expect([row[0], row[1], row[4]]).toEqual(['3,5', 3.5, 'VERDADERO']);
    expect((row[2] as Date).toISOString().slice(0, 10)).toBe('2026-01-02');
    expect((row[3] as Date).toISOString().slice(0, 10)).toBe('2026-03-03');
  });

  it('a plain-text cell ("@") keeps "1-0" and "=x" as text', () => {
    const { spreadsheet } = createGasEnvironment();
    const sheet = spreadsheet.insertSheet('T');
    sheet.getRange('G2:G').setNumberFormat('@');
    sheet.getRange(2, 7, 3, 1).setValues([['1-0'], ['=x'], ['12']]);
    expect(sheet.getRange(2, 7, 3, 1).getValues()).toEqual([['1-0'], ['=x'], ['12']]);
    expect(spreadsheet.formulaLog).toEqual([]);
  });

  it('insertRowsAfter: the new rows inherit no number format nor validation; what was below moves down', () => {
    const env = createGasEnvironment();
    const SpreadsheetApp = env.globals.SpreadsheetApp as {
      newDataValidation(): { requireValueInList(v: string[]): { build(): never } };
    };
    const sheet = env.spreadsheet.insertSheet('T');
    sheet.getRange('G2:G').setNumberFormat('@');
    sheet.getRange('G2:G').setDataValidation(SpreadsheetApp.newDataValidation().requireValueInList(['1-0']).build());
    sheet.insertRowsAfter(1000, 5);
    expect(sheet.getRange(1000, 7).getNumberFormat()).toBe('@');
    expect(sheet.getRange(1001, 7).getNumberFormat()).toBe('General');
    expect(sheet.getRange(1005, 7).getDataValidation()).toBeNull();
    // Typed into a new row, "3-5" is a date again: the plain-text format did not follow.
    sheet.getRange(1003, 7).setValue('3-5');
    expect(sheet.getRange(1003, 7).getValue()).toBeInstanceOf(Date);
    // In the middle: rows 10–11 are new and bare, row 12 is the old row 10.
    sheet.getRange('H10').setNumberFormat('@');
    sheet.insertRowsAfter(9, 2);
    expect(sheet.getRange('G9').getNumberFormat()).toBe('@');
    expect(sheet.getRange('G10').getNumberFormat()).toBe('General');
    expect(sheet.getRange('G11').getDataValidation()).toBeNull();
    expect(sheet.getRange('G12').getNumberFormat()).toBe('@');
    expect(sheet.getRange('H12').getNumberFormat()).toBe('@');
    expect(sheet.getRange('H10').getNumberFormat()).toBe('General');
    expect([sheet.getRange(1002, 7).getNumberFormat(), sheet.getRange(1003, 7).getNumberFormat()]).toEqual([
      '@',
      'General',
    ]);
  });

  it('insertRowsAfter / insertColumnsAfter: only after a row or column the sheet has', () => {
    const sheet = createGasEnvironment().spreadsheet.insertSheet('T');
    sheet.getRange('A1000').setValue('fin');
    expect(() => sheet.insertRowsAfter(1001, 5)).toThrow('Those rows are out of bounds.');
    expect(() => sheet.insertRowsAfter(0, 5)).toThrow('Those rows are out of bounds.');
    expect(() => sheet.insertColumnsAfter(27, 1)).toThrow('Those columns are out of bounds.');
    expect(sheet.getMaxRows()).toBe(1000);
    sheet.insertRowsAfter(1000, 5);
    expect([sheet.getMaxRows(), sheet.getRange('A1000').getValue()]).toEqual([1005, 'fin']);
  });

  it('copyFormatToRange repeats the formatting down the destination, number formats included, and no validation', () => {
    const env = createGasEnvironment();
    const SpreadsheetApp = env.globals.SpreadsheetApp as {
      newDataValidation(): { requireValueInList(v: string[]): { build(): never } };
    };
    const sheet = env.spreadsheet.insertSheet('T');
    sheet.getRange('C5').setNumberFormat('@');
    sheet.getRange('A5:B5').setFontWeight('bold');
    sheet.getRange('C5').setDataValidation(SpreadsheetApp.newDataValidation().requireValueInList(['1-0']).build());
    sheet.getRange('A8:C9').setNumberFormat('0.00');
    sheet.getRange('A5:C5').copyFormatToRange(sheet, 1, 3, 7, 9);
    expect(
      [7, 8, 9].map((row) => [sheet.numberFormatAt(row, 3), sheet.fontWeightAt(row, 1), sheet.numberFormatAt(row, 1)]),
    ).toEqual([
      ['@', 'bold', 'General'],
      ['@', 'bold', 'General'],
      ['@', 'bold', 'General'],
    ]);
    expect(sheet.getRange('C8').getDataValidation()).toBeNull();
    // A two-row source is repeated row by row; a destination past the grid is refused.
    sheet.getRange('A4:C5').copyFormatToRange(sheet, 1, 3, 20, 23);
    expect([20, 21, 22, 23].map((row) => sheet.fontWeightAt(row, 1))).toEqual(['normal', 'bold', 'normal', 'bold']);
    expect(() => sheet.getRange('A5:C5').copyFormatToRange(sheet, 1, 3, 999, 1001)).toThrow('outside the dimensions');
    expect(env.counter.calls.filter((call) => call.method === 'copyFormatToRange')).toHaveLength(3);
  });

  it('counts data reads and writes apart from formatting', () => {
    const env = createGasEnvironment();
    const sheet = env.spreadsheet.insertSheet('T');
    sheet.getRange(1, 1).setValue('x');
    sheet.getRange(1, 1, 1, 1).setFontWeight('bold');
    sheet.setFrozenRows(1);
    sheet.getDataRange().getValues();
    sheet.getRange('A1').getDisplayValues();
    sheet.clearContents();
    expect([env.counter.reads, env.counter.writes, env.counter.count('format')]).toEqual([2, 2, 3]);
    expect(sheet.getFrozenRows()).toBe(1);
  });

  it('data validation from newDataValidation() is stored on the range', () => {
    const env = createGasEnvironment();
    const SpreadsheetApp = env.globals.SpreadsheetApp as {
      newDataValidation(): {
        requireValueInList(v: string[], d: boolean): { setAllowInvalid(b: boolean): { build(): unknown } };
      };
    };
    const rule = SpreadsheetApp.newDataValidation()
      .requireValueInList(['NP1', '1-0'], true)
      .setAllowInvalid(false)
      .build();
    const sheet = env.spreadsheet.insertSheet('T');
    sheet.getRange('G2:G').setDataValidation(rule as never);
    expect(sheet.getRange('G500').getDataValidation()?.getCriteriaValues()).toEqual([['NP1', '1-0'], true]);
    expect(sheet.getRange('G500').getDataValidation()?.getAllowInvalid()).toBe(false);
    expect(sheet.getRange('F500').getDataValidation()).toBeNull();
  });

  it('a data-validation builder, once built, refuses to be changed or built again (strict where the reference is silent)', () => {
    const env = createGasEnvironment();
    const SpreadsheetApp = env.globals.SpreadsheetApp as {
      newDataValidation(): {
        requireNumberGreaterThanOrEqualTo(n: number): { build(): unknown };
        requireNumberBetween(a: number, b: number): { build(): unknown };
      };
    };
    const builder = SpreadsheetApp.newDataValidation();
    builder.requireNumberGreaterThanOrEqualTo(0).build();
    expect(() => builder.requireNumberBetween(0, 2000)).toThrow('already been built');
    expect(() => builder.requireNumberGreaterThanOrEqualTo(0).build()).toThrow('already been built');
  });

  it('requireCheckbox() builds a CHECKBOX rule, once (rules §16: Presente)', () => {
    const env = createGasEnvironment();
    const SpreadsheetApp = env.globals.SpreadsheetApp as {
      newDataValidation(): { requireCheckbox(): { build(): unknown; requireCheckbox(): unknown } };
    };
    const builder = SpreadsheetApp.newDataValidation().requireCheckbox();
    const rule = builder.build();
    const sheet = env.spreadsheet.insertSheet('T');
    sheet.getRange('I2:I').setDataValidation(rule as never);
    expect(sheet.getRange('I40').getDataValidation()?.getCriteriaType()).toBe('CHECKBOX');
    expect(() => builder.requireCheckbox()).toThrow('already been built');
  });

  it('seed: "=…" is a formula, unless seeded as text (what Google Forms writes for such an answer)', () => {
    const { spreadsheet } = createGasEnvironment();
    const formula = spreadsheet.seed('F', [['=1+1']]);
    expect([formula.valueAt(1, 1), formula.formulaAt(1, 1)]).toEqual(['', '=1+1']);
    const text = spreadsheet.seed('Respuestas de formulario 1', [['=1+1']], { text: true });
    expect([text.valueAt(1, 1), text.formulaAt(1, 1)]).toEqual(['=1+1', '']);
  });

  it('insertSheet refuses a name already used (case-insensitive), like Sheets', () => {
    const { spreadsheet } = createGasEnvironment({ tabs: { Jugadores: [['Nombre']] } });
    expect(() => spreadsheet.insertSheet('jugadores')).toThrow('A sheet with the name "jugadores" already exists.');
    expect(spreadsheet.getSheets().map((sheet) => sheet.getName())).toEqual(['Jugadores']);
  });

  it('getSheetByName finds the name as written only (the reference promises no more); getNumSheets counts; each a counted call', () => {
    const env = createGasEnvironment({ tabs: { Jugadores: [['Nombre']], 'Duplicada 1': [['Nombre']] } });
    type Spreadsheet = { getSheetByName(name: string): { getName(): string } | null; getNumSheets(): number };
    const book = (env.globals.SpreadsheetApp as { getActiveSpreadsheet(): Spreadsheet }).getActiveSpreadsheet();
    env.counter.reset();
    expect(book.getSheetByName('Jugadores')?.getName()).toBe('Jugadores');
    for (const other of ['jugadores', 'JUGADORES', 'Jugadores ', 'Players', 'Duplicada  1'])
      expect([other, book.getSheetByName(other)]).toEqual([other, null]);
    expect(book.getNumSheets()).toBe(2);
    expect(env.counter.apiSummary()).toBe(
      'Spreadsheet.getSheetByName ×6, Sheet.getName ×1, Spreadsheet.getNumSheets ×1',
    );
  });
});

describe('fake Ui and services', () => {
  it('records menus and answers alerts and prompts from a script', () => {
    const { ui } = createGasEnvironment();
    ui.createAddonMenu().addItem('Preparar torneo', 'setupTournament').addSeparator().addToUi();
    expect(ui.menus[0]).toMatchObject({
      // A bound script's add-on menu is named after the script project (rules §8: use createMenu).
      title: 'Proyecto sin título',
      addon: true,
      added: true,
      items: [{ label: 'Preparar torneo', functionName: 'setupTournament' }, { separator: true }],
    });
    ui.script.push({ button: 'CANCEL' }, { button: 'OK', text: '5' });
    expect(ui.alert('¿Seguro?', ui.ButtonSet.OK_CANCEL)).toBe('CANCEL');
    expect(ui.prompt('Ronda', 'Número', ui.ButtonSet.OK_CANCEL).getResponseText()).toBe('5');
    expect(ui.alert('Hecho')).toBe('OK');
    ui.createMenu('Atril').addItem('Estado del torneo', 'showStatus').addToUi();
    expect(ui.menus[1]).toMatchObject({ title: 'Atril', addon: false });
    expect(ui.alerts.map((alert) => alert.message)).toEqual(['¿Seguro?', 'Hecho']);
  });

  it('a lock held by another execution makes tryLock false and waitLock throw', () => {
    const { lock } = createGasEnvironment();
    const mine = lock.getDocumentLock()!;
    expect(mine.tryLock(1000)).toBe(true);
    mine.releaseLock();
    lock.documentHeldByOther(true);
    expect(lock.getDocumentLock()!.tryLock(1000)).toBe(false);
    expect(() => lock.getDocumentLock()!.waitLock(1000)).toThrow('Lock timeout');
  });

  it('the document lock is one per document, shared by every execution of the project', () => {
    const env = createGasEnvironment();
    const other = anotherExecution(env);
    const first = env.lock.getDocumentLock()!;
    expect(first.tryLock(1000)).toBe(true);
    expect(other.lock.getDocumentLock()!.tryLock(1000)).toBe(false);
    expect(other.lock.getScriptLock().tryLock(1000)).toBe(true);
    first.releaseLock();
    expect(other.lock.getDocumentLock()!.tryLock(1000)).toBe(true);
    expect(first.hasLock()).toBe(false);
  });

  it('an alert or prompt while holding the document lock fails: it suspends the script and the lock lapses (rules §8)', () => {
    const env = createGasEnvironment();
    const lock = env.lock.getDocumentLock()!;
    lock.tryLock(1000);
    expect(() => env.ui.alert('Atril', 'Ronda 1 emparejada', 'OK')).toThrow(/document lock is held/);
    expect(() => env.ui.prompt('Ronda')).toThrow(/document lock is held/);
    expect(env.ui.violations).toHaveLength(2);
    lock.releaseLock();
    expect(env.ui.alert('Atril', 'Ronda 1 emparejada', 'OK')).toBe('OK');
    expect(env.ui.alerts.map((alert) => alert.message)).toEqual(['Ronda 1 emparejada']);
  });

  it('records writes, flush, lock, release and alerts in order', () => {
    const env = createGasEnvironment();
    const SpreadsheetApp = env.globals.SpreadsheetApp as { flush(): void };
    const lock = env.lock.getDocumentLock()!;
    lock.tryLock(1000);
    const sheet = env.spreadsheet.insertSheet('T');
    sheet.getRange('A1').setValue('x');
    sheet.getRange('A2').setValue('y');
    sheet.getRange('A1').getValue();
    SpreadsheetApp.flush();
    lock.releaseLock();
    env.ui.alert('Hecho');
    expect(env.counter.events()).toEqual(['lock', 'write', 'flush', 'release', 'alert']);
  });

  it('in a web app there is no active spreadsheet, no Ui and no document lock; openById reaches the sheet', () => {
    const env = createGasEnvironment();
    const web = anotherExecution(env, { context: 'webapp' });
    const app = web.globals.SpreadsheetApp as {
      getActiveSpreadsheet(): unknown;
      getActive(): unknown;
      getUi(): unknown;
      openById(id: string): unknown;
    };
    expect(app.getActiveSpreadsheet()).toBeNull();
    expect(app.getActive()).toBeNull();
    expect(() => app.getUi()).toThrow('Cannot call SpreadsheetApp.getUi() from this context.');
    expect(web.lock.getDocumentLock()).toBeNull();
    expect(web.lock.getScriptLock().tryLock(1000)).toBe(true);
    expect((app.openById(env.spreadsheet.getId()) as { getName(): string }).getName()).toBe(env.spreadsheet.getName());
    expect(() => app.openById('another-id')).toThrow('openById');
    // The menu's execution still has all of them.
    const menu = env.globals.SpreadsheetApp as typeof app;
    expect((menu.getActiveSpreadsheet() as { getId(): string }).getId()).toBe(env.spreadsheet.getId());
    expect(menu.getUi()).toBe(env.ui);
    expect(env.lock.getDocumentLock()).not.toBeNull();
  });

  it("an execution's writes are invisible to another until it flushes, reads, or ends; its own are visible at once", () => {
    interface Sheet {
      getRange(a1: string): {
        getValue(): unknown;
        setValue(v: unknown): void;
        setValues(v: unknown[][]): void;
        getValues(): unknown[][];
      };
      getLastRow(): number;
    }
    type App = { getActiveSpreadsheet(): { getSheetByName(name: string): Sheet }; flush(): void };
    const env = createGasEnvironment({ tabs: { T: [['old']] } });
    const other = anotherExecution(env);
    const app = env.globals.SpreadsheetApp as App;
    const mine = app.getActiveSpreadsheet().getSheetByName('T');
    const theirs = (other.globals.SpreadsheetApp as App).getActiveSpreadsheet().getSheetByName('T');
    // Pending until flushed.
    mine.getRange('A1').setValue('new');
    mine.getRange('A2:B2').setValues([['x', 'y']]);
    expect(env.spreadsheet.pendingWrites(env.execution)).toBe(2);
    expect(theirs.getRange('A1').getValue()).toBe('old');
    expect(theirs.getLastRow()).toBe(1);
    expect(env.spreadsheet.getSheetByName('T')!.snapshot()).toEqual([['old']]);
    app.flush();
    expect(theirs.getRange('A1:B2').getValues()).toEqual([
      ['new', ''],
      ['x', 'y'],
    ]);
    // Pending until the script ends.
    mine.getRange('A1').setValue('later');
    expect(theirs.getRange('A1').getValue()).toBe('new');
    env.endExecution();
    expect(theirs.getRange('A1').getValue()).toBe('later');
    // The writer reads its own write: Apps Script sends the batch first, so others see it too.
    mine.getRange('A1').setValue('own');
    expect(mine.getRange('A1').getValue()).toBe('own');
    expect(theirs.getRange('A1').getValue()).toBe('own');
    // A batch holds the values as passed, not as the caller changes the array afterwards.
    const row = ['kept'];
    mine.getRange('A3:A3').setValues([row]);
    row[0] = 'changed';
    app.flush();
    expect(theirs.getRange('A3').getValue()).toBe('kept');
  });

  it('counts every SpreadsheetApp call of the code under test, getters and builders included', () => {
    const env = createGasEnvironment({ tabs: { T: [['a']] } });
    const app = env.globals.SpreadsheetApp as {
      getActiveSpreadsheet(): { getSheets(): { getName(): string }[] };
      newDataValidation(): { requireValueInList(v: string[]): { build(): unknown } };
    };
    env.counter.reset();
    const names = app
      .getActiveSpreadsheet()
      .getSheets()
      .map((sheet) => sheet.getName());
    app.newDataValidation().requireValueInList(['x']).build();
    expect(names).toEqual(['T']);
    expect(env.counter.spreadsheetCalls).toBe(6);
    expect(env.counter.apiSummary()).toBe(
      'SpreadsheetApp.getActiveSpreadsheet ×1, Spreadsheet.getSheets ×1, Sheet.getName ×1, SpreadsheetApp.newDataValidation ×1, DataValidationBuilder.requireValueInList ×1, DataValidationBuilder.build ×1',
    );
    // The test's own calls on env.spreadsheet are not the script's.
    env.spreadsheet.getSheetByName('T')!.getName();
    expect(env.counter.spreadsheetCalls).toBe(6);
  });

  it('a custom function gets a whole-column range as every row of the sheet, empty ones included', () => {
    const { spreadsheet } = createGasEnvironment({
      tabs: {
        Jugadores: [
          ['N°', 'Nombre'],
          [1, 'Ana'],
        ],
      },
    });
    const grid = argumentValue(spreadsheet, range('Jugadores!A:B')) as unknown[][];
    expect(grid).toHaveLength(1000);
    expect(grid.slice(0, 3)).toEqual([
      ['N°', 'Nombre'],
      [1, 'Ana'],
      ['', ''],
    ]);
    expect(grid.every((row) => row.length === 2)).toBe(true);
    // One cell is a value, not a 1×1 array; a literal stays a literal.
    expect(argumentValue(spreadsheet, range('Jugadores!B2'))).toBe('Ana');
    expect(argumentValue(spreadsheet, 'Jugadores!A:B')).toBe('Jugadores!A:B');
  });

  it('ScriptApp.getService().getUrl(): null until the web app is deployed, then its /exec address', () => {
    const url = (env: ReturnType<typeof createGasEnvironment>) =>
      (env.globals.ScriptApp as { getService(): { getUrl(): string | null } }).getService().getUrl();
    expect(url(createGasEnvironment())).toBeNull();
    expect(url(createGasEnvironment({ webAppUrl: 'https://script.google.com/macros/s/AKfy/exec' }))).toBe(
      'https://script.google.com/macros/s/AKfy/exec',
    );
  });

  it('properties keep strings only, at most 9 kB per value and 500 kB per store (keys included), as documented', () => {
    const { properties } = createGasEnvironment();
    const store = properties.getScriptProperties();
    store.setProperty('round', 3 as unknown as string);
    expect(store.getProperty('round')).toBe('3');
    expect(store.getProperty('none')).toBeNull();
    // 9 kB of UTF-8: 9,000 ASCII characters fit, 4,501 two-byte characters do not.
    store.setProperty('ascii', 'x'.repeat(PROPERTY_VALUE_LIMIT));
    expect(() => store.setProperty('accents', 'ñ'.repeat(4501))).toThrow('Argument too large: value');
    expect(() => store.setProperties({ fine: 'a', big: 'x'.repeat(PROPERTY_VALUE_LIMIT + 1) })).toThrow(
      'Argument too large: value',
    );
    // A refused batch writes nothing.
    expect(store.getProperty('fine')).toBeNull();
    store.deleteAllProperties();
    for (let i = 0; i < 55; i++) store.setProperty(`k${String(i).padStart(2, '0')}`, 'x'.repeat(9000));
    expect(store.size()).toBe(55 * 9003);
    expect(() => store.setProperty('k55', 'x'.repeat(5000))).toThrow(
      'You have exceeded the property storage quota. Please remove some properties and try again.',
    );
    // Replacing a value counts the new size, not both.
    store.setProperty('k00', 'y'.repeat(9000));
    expect(store.getProperty('k00')).toBe('y'.repeat(9000));
  });

  it('the cache: 100 kB per value, keys of 250 characters, entries expire (600 s by default, 6 h at most)', () => {
    const env = createGasEnvironment();
    const cache = env.cache.getScriptCache();
    cache.put('k', 'v', 60);
    expect(cache.get('k')).toBe('v');
    env.clock.advance(59);
    expect(cache.getAll(['k', 'other'])).toEqual({ k: 'v' });
    env.clock.advance(1);
    expect(cache.get('k')).toBeNull();
    cache.put('default', 'v');
    env.clock.advance(599);
    expect(cache.get('default')).toBe('v');
    env.clock.advance(1);
    expect(cache.get('default')).toBeNull();
    cache.put('big', 'x'.repeat(CACHE_VALUE_LIMIT));
    expect(() => cache.put('bigger', 'é'.repeat(50001))).toThrow('Argument too large: value');
    expect(() => cache.put('k'.repeat(251), 'v')).toThrow('Argument too large: key');
    expect(() => cache.put('k', 'v', 21601)).toThrow('expirationInSeconds');
    expect(() => cache.putAll({ a: 'v', b: 'x'.repeat(CACHE_VALUE_LIMIT + 1) }, 60)).toThrow('Argument too large');
    expect(cache.get('a')).toBeNull();
    // At most 1,000 entries: the oldest written go first.
    for (let i = 0; i < 1001; i++) cache.put(`n${i}`, 'v', 3600);
    expect(cache.get('big')).toBeNull();
    expect(cache.get('n1000')).toBe('v');
  });

  it("followClock: the script's Date reads the fakes' clock, which the cache's expiries read too (rules §14.1)", () => {
    const env = createGasEnvironment({ followClock: true });
    const web = anotherExecution(env, { context: 'webapp' });
    const ScriptDate = web.globals.Date as DateConstructor;
    expect(ScriptDate.now()).toBe(env.clock.now);
    env.clock.advance(15 * 60);
    expect(new ScriptDate().getTime()).toBe(env.clock.now);
    expect(new ScriptDate(0).getTime()).toBe(0);
    expect(typeof (ScriptDate as unknown as () => string)()).toBe('string');
    expect(createGasEnvironment().globals.Date).toBeUndefined();
  });

  it('a web-app execution has no document properties or document cache (null); script stores are shared', () => {
    const env = createGasEnvironment();
    const web = anotherExecution(env, { context: 'webapp' });
    const props = (e: typeof env) =>
      e.globals.PropertiesService as {
        getDocumentProperties(): unknown;
        getScriptProperties(): { setProperty(k: string, v: string): void; getProperty(k: string): string | null };
      };
    const cache = (e: typeof env) => e.globals.CacheService as { getDocumentCache(): unknown };
    expect(props(web).getDocumentProperties()).toBeNull();
    expect(cache(web).getDocumentCache()).toBeNull();
    expect(props(env).getDocumentProperties()).not.toBeNull();
    props(env).getScriptProperties().setProperty('page', 'published');
    expect(props(web).getScriptProperties().getProperty('page')).toBe('published');
  });

  it('Utilities: gzip / ungzip and base64 round-trip over Java bytes (-128..127)', () => {
    const utilities = createGasEnvironment().globals.Utilities as FakeUtilities;
    const text = JSON.stringify({ name: 'Ñandú «García»', n: 'x'.repeat(1000) });
    const bytes = utilities.gzip(utilities.newBlob(text, 'application/json')).getBytes();
    expect(bytes.some((byte) => byte < 0)).toBe(true);
    expect(bytes.every((byte) => byte >= -128 && byte <= 127)).toBe(true);
    const encoded = utilities.base64Encode(bytes);
    expect(encoded.length).toBeLessThan(text.length / 4);
    const back = utilities.ungzip(utilities.newBlob(utilities.base64Decode(encoded), 'application/x-gzip'));
    expect(back.getDataAsString()).toBe(text);
    expect(() => utilities.base64Decode('not base64!')).toThrow('Could not decode string.');
    expect(() => utilities.newBlob([200])).toThrow('Cannot convert 200');
  });

  it('templates escape <?= ?> and not <?!= ?>', () => {
    const template = new FakeHtmlTemplate('<p><?= name ?></p><? for (var i = 0; i < 2; i++) { ?>.<? } ?><?!= raw ?>');
    template.name = '<b>=HYPERLINK("x")</b>';
    template.raw = '<i>ok</i>';
    const output = template.evaluate().setTitle('Estado');
    expect(output.getContent()).toBe('<p>&lt;b&gt;=HYPERLINK(&quot;x&quot;)&lt;/b&gt;</p>..<i>ok</i>');
    expect(output.getTitle()).toBe('Estado');
  });

  it('HtmlService reads project files (name with or without .html) and evaluates templates', () => {
    const root = mkdtempSync(join(tmpdir(), 'atril-html-'));
    writeFileSync(join(root, 'page.html'), '<h1><?= title ?></h1>');
    const { html } = createGasEnvironment({ htmlRoot: root });
    const template = html.createTemplateFromFile('page');
    template.title = 'A & B';
    expect(template.evaluate().getContent()).toBe('<h1>A &amp; B</h1>');
    expect(html.createHtmlOutputFromFile('page.html').getContent()).toBe('<h1><?= title ?></h1>');
    expect(() => html.createHtmlOutputFromFile('missing')).toThrow('No HTML file named missing was found.');
  });

  it('Session gives the user locale, or throws under AuthMode.NONE', () => {
    expect(createGasEnvironment({ locale: 'en_US' }).session.getActiveUserLocale()).toBe('en_US');
    expect(() => createGasEnvironment({ userLocale: null }).session.getActiveUserLocale()).toThrow('permission');
  });
});

describe('fake Apps Script: AuthMode.NONE and several documents on one script project (rules §15)', () => {
  it('under AuthMode.NONE the locale and the Ui answer; the document, properties, cache and lock are refused, each refusal recorded', () => {
    const env = createGasEnvironment({ userLocale: 'en_GB', authMode: 'NONE' });
    const g = env.globals as Record<string, Record<string, (...args: unknown[]) => unknown>>;
    expect((g.Session as unknown as { getActiveUserLocale(): string }).getActiveUserLocale()).toBe('en_GB');
    expect(g.SpreadsheetApp.getUi()).toBe(env.ui);
    const refused = [
      ['SpreadsheetApp', 'getActiveSpreadsheet'],
      ['SpreadsheetApp', 'getActive'],
      ['SpreadsheetApp', 'getActiveSheet'],
      ['SpreadsheetApp', 'openById'],
      ['PropertiesService', 'getDocumentProperties'],
      ['PropertiesService', 'getScriptProperties'],
      ['PropertiesService', 'getUserProperties'],
      ['CacheService', 'getDocumentCache'],
      ['CacheService', 'getScriptCache'],
      ['CacheService', 'getUserCache'],
      ['LockService', 'getDocumentLock'],
      ['LockService', 'getScriptLock'],
      ['LockService', 'getUserLock'],
    ];
    for (const [service, method] of refused)
      expect(() => g[service][method](env.spreadsheet.getId())).toThrow('You do not have permission to call');
    // The Ui adds menu items, and shows nothing.
    env.ui.createAddonMenu().addItem('Preparar torneo', 'setupTournament').addToUi();
    expect(env.ui.menus).toHaveLength(1);
    expect(() => env.ui.alert('x')).toThrow('You do not have permission to call Ui.alert');
    expect(() => env.ui.showSidebar(env.html.createHtmlOutput('x'))).toThrow('Ui.showSidebar');
    expect(env.ui.alerts).toEqual([]);
    expect(env.counter.calls.filter((call) => call.method === 'refused')).toHaveLength(refused.length + 2);
    // The same calls outside AuthMode.NONE answer.
    const full = createGasEnvironment().globals as typeof g;
    expect(full.PropertiesService.getDocumentProperties()).not.toBeNull();
    expect(full.LockService.getDocumentLock()).not.toBeNull();
  });

  it('anotherDocument: one script store and script cache for the project, the document stores and locks per document', () => {
    const a = createGasEnvironment({ id: 'doc-a' });
    const b = anotherDocument(a, { id: 'doc-b', locale: 'en_US' });
    expect(b.spreadsheet).not.toBe(a.spreadsheet);
    expect(b.spreadsheet.getId()).toBe('doc-b');
    expect(b.spreadsheet.getSheets()[0].getName()).toBe('Sheet1');
    const ga = a.globals as Record<string, Record<string, () => Record<string, (...args: unknown[]) => unknown>>>;
    const gb = b.globals as typeof ga;
    ga.PropertiesService.getScriptProperties().setProperty('shared', 'A');
    expect(gb.PropertiesService.getScriptProperties().getProperty('shared')).toBe('A');
    ga.CacheService.getScriptCache().put('k', 'v');
    expect(gb.CacheService.getScriptCache().get('k')).toBe('v');
    ga.PropertiesService.getDocumentProperties().setProperty('mine', 'A');
    expect(gb.PropertiesService.getDocumentProperties().getProperty('mine')).toBeNull();
    ga.CacheService.getDocumentCache().put('mine', 'A');
    expect(gb.CacheService.getDocumentCache().get('mine')).toBeNull();
    // Each document's lock is its own; the script lock is the project's.
    expect(ga.LockService.getDocumentLock().tryLock(0)).toBe(true);
    expect(gb.LockService.getDocumentLock().tryLock(0)).toBe(true);
    expect(ga.LockService.getScriptLock().tryLock(0)).toBe(true);
    expect(gb.LockService.getScriptLock().tryLock(0)).toBe(false);
    expect(() => anotherDocument(a, { id: 'doc-a' })).toThrow('first');
  });
});
