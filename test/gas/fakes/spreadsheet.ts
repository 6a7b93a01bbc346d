// An in-memory SpreadsheetApp: Spreadsheet, Sheet, Range, data validation — enough of the
// real service's behaviour that the Apps Script edge and the built bundle can be tested
// offline. Where Sheets is surprising we copy the surprise, so tests catch it:
// - getValues gives '' for empty cells, never null;
// - setValues with the wrong dimensions throws the same kind of Exception as Apps Script;
// - a string is taken as if typed: "'x" stores the text x, "=..." (and a non-numeric
//   "+..."/"-...") becomes a FORMULA (recorded in `formulaLog`), and typedText.ts reads the
//   rest as Sheets does in the spreadsheet's locale — "12" and "3,5" (Spanish) numbers,
//   "50%" 0.5, "€ 5" 5, "3-5", "Mar 3" and "3 de marzo" dates, "10:30" a time, TRUE/VERDADERO
//   booleans — unless the cell is formatted as plain text ("@");
// - ranges outside the sheet's grid (maxRows × maxColumns) throw, as in Sheets;
// - insertRowsAfter gives the new rows no format and no validation (issue 11, strict);
// - an execution's data writes are invisible to other executions until it flushes, calls
//   anything else, or ends (`defer` / `commit`; api.ts routes each execution's calls).
import { CallCounter } from './counter';
import { parseTyped } from './typedText';
import { FakeBlob } from './utilities';

export type Value = string | number | boolean | Date;

/** The error Apps Script throws: shown to users as "Exception: <message>". */
export class GasException extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Exception';
  }
}

// ---------------------------------------------------------------------------------------
// A1 notation

export function columnLetter(column: number): string {
  let text = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) text = String.fromCharCode(65 + ((n - 1) % 26)) + text;
  return text;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export interface Box {
  row: number;
  column: number;
  numRows: number;
  numColumns: number;
}

/** Parses "A1", "A1:G10", "A2:G" (to the last sheet row), "A:G", "2:5" against a grid size. */
export function parseA1(a1: string, maxRows: number, maxColumns: number): Box {
  const part = /^\$?([A-Za-z]*)\$?(\d*)$/;
  const [from, to = from] = a1.split(':');
  const a = part.exec(from.trim());
  const b = part.exec(to.trim());
  if (!a || !b || (a[1] === '' && a[2] === '') || (b[1] === '' && b[2] === ''))
    throw new GasException(`Range not found`);
  const c1 = a[1] ? columnNumber(a[1]) : 1;
  const r1 = a[2] ? Number(a[2]) : 1;
  const c2 = b[1] ? columnNumber(b[1]) : a[1] && !a[2] ? c1 : maxColumns;
  const r2 = b[2] ? Number(b[2]) : maxRows;
  const row = Math.min(r1, r2);
  const column = Math.min(c1, c2);
  return { row, column, numRows: Math.abs(r2 - r1) + 1, numColumns: Math.abs(c2 - c1) + 1 };
}

export function a1Of(box: Box): string {
  const start = `${columnLetter(box.column)}${box.row}`;
  if (box.numRows === 1 && box.numColumns === 1) return start;
  return `${start}:${columnLetter(box.column + box.numColumns - 1)}${box.row + box.numRows - 1}`;
}

// ---------------------------------------------------------------------------------------
// Data validation (SpreadsheetApp.newDataValidation())

export class FakeDataValidation {
  constructor(
    readonly criteria: string,
    readonly values: unknown[],
    readonly allowInvalid: boolean,
    readonly helpText: string,
  ) {}
  getCriteriaType(): string {
    return this.criteria;
  }
  getCriteriaValues(): unknown[] {
    return this.values;
  }
  getAllowInvalid(): boolean {
    return this.allowInvalid;
  }
  getHelpText(): string {
    return this.helpText;
  }
  copy(): FakeDataValidationBuilder {
    const builder = new FakeDataValidationBuilder();
    builder.criteria = this.criteria;
    builder.values = this.values;
    builder.allowInvalid = this.allowInvalid;
    builder.helpText = this.helpText;
    return builder;
  }
}

/**
 * SpreadsheetApp.newDataValidation(). Strict where the reference is silent: once built, a
 * builder refuses to be changed or built again (whether Google allows it is not documented;
 * Atril makes a new builder per rule, docs/addon.md "Where the reference is silent").
 */
export class FakeDataValidationBuilder {
  criteria = '';
  values: unknown[] = [];
  allowInvalid = true;
  helpText = '';
  private built = false;
  private open(): void {
    if (this.built) throw new GasException('This data validation builder has already been built.');
  }
  requireValueInList(values: string[], showDropdown = true): this {
    return this.require('VALUE_IN_LIST', [values, showDropdown]);
  }
  requireNumberGreaterThanOrEqualTo(number: number): this {
    return this.require('NUMBER_GREATER_THAN_OR_EQUAL_TO', [number]);
  }
  requireNumberGreaterThan(number: number): this {
    return this.require('NUMBER_GREATER_THAN', [number]);
  }
  requireNumberBetween(start: number, end: number): this {
    return this.require('NUMBER_BETWEEN', [start, end]);
  }
  /** requireCheckbox(): the cell holds TRUE (ticked) or FALSE; Sheets shows a blank one unticked. */
  requireCheckbox(): this {
    return this.require('CHECKBOX', []);
  }
  setAllowInvalid(allow: boolean): this {
    this.open();
    this.allowInvalid = allow;
    return this;
  }
  setHelpText(text: string): this {
    this.open();
    this.helpText = text;
    return this;
  }
  build(): FakeDataValidation {
    this.open();
    if (this.criteria === '') throw new GasException('Data validation rule has no criteria.');
    this.built = true;
    return new FakeDataValidation(this.criteria, this.values, this.allowInvalid, this.helpText);
  }
  private require(criteria: string, values: unknown[]): this {
    this.open();
    this.criteria = criteria;
    this.values = values;
    return this;
  }
}

// ---------------------------------------------------------------------------------------
// Sheets

interface Stamp<T> {
  box: Box;
  value: T;
}

interface FormulaRecord {
  sheet: string;
  a1: string;
  formula: string;
}

/** Google Sheets' most characters in one cell. */
export const MAX_CELL_CHARS = 50000;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

export class FakeSheet {
  private cells: (Value | undefined)[][] = [];
  private formulas = new Map<string, string>();
  readonly numberFormats: Stamp<string>[] = [];
  readonly validations: Stamp<FakeDataValidation | null>[] = [];
  readonly fontWeights: Stamp<string>[] = [];
  readonly fontSizes: Stamp<number>[] = [];
  readonly wraps: Stamp<boolean>[] = [];
  readonly alignments: Stamp<string>[] = [];
  /** Column widths set, in pixels (1-based column → width); unset columns keep Sheets' 100 px. */
  readonly columnWidths = new Map<number, number>();
  /** Pictures over the grid (insertImage), in insertion order. */
  readonly images: FakeOverGridImage[] = [];
  private frozenRows = 0;
  private hidden = false;

  constructor(
    private name: string,
    readonly parent: FakeSpreadsheet,
    public maxRows = 1000,
    public maxColumns = 26,
    // Google's ids look random; the fake's are drawn from the spreadsheet, so that two runs of
    // one path make the same ids (the fault-injection tests compare whole workbooks, ids included).
    readonly sheetId = parent.newSheetId(),
  ) {}

  get counter(): CallCounter {
    return this.parent.counter;
  }

  getName(): string {
    return this.name;
  }
  setName(name: string): this {
    this.counter.record('format', 'setName', `${this.name}→${name}`);
    this.parent.checkFreeName(name);
    this.name = name;
    return this;
  }
  getSheetId(): number {
    return this.sheetId;
  }
  getParent(): FakeSpreadsheet {
    return this.parent;
  }
  getIndex(): number {
    return this.parent.getSheets().indexOf(this) + 1;
  }
  getMaxRows(): number {
    return this.maxRows;
  }
  getMaxColumns(): number {
    return this.maxColumns;
  }
  getLastRow(): number {
    for (let r = this.cells.length; r >= 1; r--) if (this.rowHasContent(r)) return r;
    return 0;
  }
  getLastColumn(): number {
    let last = 0;
    this.cells.forEach((row, index) => {
      for (let c = row.length; c > last; c--) {
        if (this.hasContent(index + 1, c)) {
          last = c;
          break;
        }
      }
    });
    return last;
  }
  getFrozenRows(): number {
    return this.frozenRows;
  }
  setFrozenRows(rows: number): this {
    this.counter.record('format', 'setFrozenRows', `${this.name}`);
    this.frozenRows = rows;
    return this;
  }

  getRange(a1: string): FakeRange;
  getRange(row: number, column: number, numRows?: number, numColumns?: number): FakeRange;
  getRange(rowOrA1: number | string, column?: number, numRows = 1, numColumns = 1): FakeRange {
    if (typeof rowOrA1 === 'string') {
      const box = parseA1(rowOrA1, this.maxRows, this.maxColumns);
      return this.range(box);
    }
    if (column === undefined)
      throw new GasException(
        "The parameters (number) don't match the method signature for SpreadsheetApp.Sheet.getRange.",
      );
    return this.range({ row: rowOrA1, column, numRows, numColumns });
  }
  getDataRange(): FakeRange {
    return this.range({
      row: 1,
      column: 1,
      numRows: Math.max(1, this.getLastRow()),
      numColumns: Math.max(1, this.getLastColumn()),
    });
  }

  private range(box: Box): FakeRange {
    if (!Number.isInteger(box.row) || box.row < 1)
      throw new GasException('The starting row of the range is too small.');
    if (!Number.isInteger(box.column) || box.column < 1)
      throw new GasException('The starting column of the range is too small.');
    if (box.numRows < 1) throw new GasException('The number of rows in the range must be at least 1.');
    if (box.numColumns < 1) throw new GasException('The number of columns in the range must be at least 1.');
    if (box.row + box.numRows - 1 > this.maxRows || box.column + box.numColumns - 1 > this.maxColumns) {
      throw new GasException('The coordinates of the range are outside the dimensions of the sheet.');
    }
    return new FakeRange(this, box);
  }

  insertRowsAfter(afterPosition: number, howMany: number): this {
    this.counter.record('format', 'insertRowsAfter', `${this.name}!${afterPosition}+${howMany}`);
    // Strict: after a row the sheet has (Atril inserts after a size it remembers, which rows
    // deleted by hand may have made wrong).
    if (!Number.isInteger(afterPosition) || afterPosition < 1 || afterPosition > this.maxRows)
      throw new GasException('Those rows are out of bounds.');
    if (!Number.isInteger(howMany) || howMany < 1) throw new GasException(`Invalid argument: howMany (${howMany})`);
    if (afterPosition < this.getLastRow())
      this.cells.splice(afterPosition, 0, ...Array.from({ length: howMany }, () => []));
    this.maxRows += howMany;
    // Strict (issue 11): inserted rows get no number format, validation or font weight — not
    // even below a range formatted "to the bottom"; what was below moves down.
    for (const list of [this.numberFormats, this.validations, this.fontWeights] as Stamp<unknown>[][]) {
      const moved = list.flatMap((stamp): Stamp<unknown>[] => {
        const { box } = stamp;
        const bottom = box.row + box.numRows - 1;
        if (box.row > afterPosition) return [{ ...stamp, box: { ...box, row: box.row + howMany } }];
        if (bottom <= afterPosition) return [stamp];
        const above = afterPosition - box.row + 1;
        return [
          { ...stamp, box: { ...box, numRows: above } },
          { ...stamp, box: { ...box, row: afterPosition + howMany + 1, numRows: box.numRows - above } },
        ];
      });
      list.splice(0, list.length, ...moved);
    }
    return this;
  }
  insertColumnsAfter(afterPosition: number, howMany: number): this {
    this.counter.record('format', 'insertColumnsAfter', `${this.name}!${afterPosition}+${howMany}`);
    if (!Number.isInteger(afterPosition) || afterPosition < 1 || afterPosition > this.maxColumns)
      throw new GasException('Those columns are out of bounds.');
    if (!Number.isInteger(howMany) || howMany < 1) throw new GasException(`Invalid argument: howMany (${howMany})`);
    this.maxColumns += howMany;
    return this;
  }
  deleteRows(rowPosition: number, howMany: number): void {
    this.counter.record('write', 'deleteRows', `${this.name}!${rowPosition}+${howMany}`);
    this.cells.splice(rowPosition - 1, howMany);
    const moved = new Map<string, string>();
    for (const [key, formula] of this.formulas) {
      const [r, c] = key.split(',').map(Number);
      if (r < rowPosition) moved.set(key, formula);
      else if (r >= rowPosition + howMany) moved.set(`${r - howMany},${c}`, formula);
    }
    this.formulas = moved;
    this.maxRows -= howMany;
  }
  appendRow(values: unknown[]): this {
    const row = this.getLastRow() + 1;
    this.counter.record('write', 'appendRow', `${this.name}!${row}`);
    if (row > this.maxRows) this.maxRows = row;
    values.forEach((value, index) => this.store(row, index + 1, value));
    return this;
  }
  clear(): this {
    this.counter.record('write', 'clear', this.name);
    this.cells = [];
    this.formulas.clear();
    this.numberFormats.length = 0;
    this.validations.length = 0;
    this.fontWeights.length = 0;
    return this;
  }
  clearContents(): this {
    this.counter.record('write', 'clearContents', this.name);
    this.parent.defer(() => {
      this.cells = [];
      this.formulas.clear();
    });
    return this;
  }
  /** Sheet.clearFormats: "clears the sheet of formatting, while retaining contents" (column widths are not cell formats). */
  clearFormats(): this {
    this.counter.record('format', 'clearFormats', this.name);
    for (const list of [
      this.numberFormats,
      this.fontWeights,
      this.fontSizes,
      this.wraps,
      this.alignments,
    ] as Stamp<unknown>[][])
      list.length = 0;
    return this;
  }
  autoResizeColumns(_start: number, _count: number): this {
    this.counter.record('format', 'autoResizeColumns', this.name);
    return this;
  }
  setColumnWidth(column: number, width: number): this {
    this.counter.record('format', 'setColumnWidth', this.name);
    if (!Number.isInteger(column) || column < 1 || column > this.maxColumns)
      throw new GasException('Exception: Those columns are out of bounds.');
    if (!Number.isInteger(width) || width < 0) throw new GasException(`Exception: Invalid argument: width (${width})`);
    this.columnWidths.set(column, width);
    return this;
  }
  /** Sheet.setColumnWidths(startColumn, numColumns, width): one width for neighbouring columns. */
  setColumnWidths(startColumn: number, numColumns: number, width: number): this {
    this.counter.record('format', 'setColumnWidths', this.name);
    if (!Number.isInteger(numColumns) || numColumns < 1 || startColumn + numColumns - 1 > this.maxColumns)
      throw new GasException('Exception: Those columns are out of bounds.');
    for (let column = startColumn; column < startColumn + numColumns; column++) this.setWidthOf(column, width);
    return this;
  }
  private setWidthOf(column: number, width: number): void {
    if (!Number.isInteger(column) || column < 1 || column > this.maxColumns)
      throw new GasException('Exception: Those columns are out of bounds.');
    if (!Number.isInteger(width) || width < 0) throw new GasException(`Exception: Invalid argument: width (${width})`);
    this.columnWidths.set(column, width);
  }
  /** Sheet.getRangeList(a1Notations): one call formats them all. */
  getRangeList(a1Notations: string[]): FakeRangeList {
    if (!Array.isArray(a1Notations) || a1Notations.length === 0)
      throw new GasException(
        "Exception: The parameters (number[]) don't match the method signature for SpreadsheetApp.Sheet.getRangeList.",
      );
    return new FakeRangeList(
      this,
      a1Notations.map((a1) => this.getRange(a1)),
    );
  }
  getColumnWidth(column: number): number {
    return this.columnWidths.get(column) ?? 100;
  }
  /** Sheet.insertImage(blobSource, column, row): a picture over the grid, anchored at the cell. */
  insertImage(blob: FakeBlob, column: number, row: number): FakeOverGridImage {
    this.counter.record('format', 'insertImage', this.name);
    if (!(blob instanceof FakeBlob))
      throw new GasException(
        "The parameters (String,number,number) don't match the method signature for SpreadsheetApp.Sheet.insertImage.",
      );
    if (column < 1 || row < 1 || column > this.maxColumns || row > this.maxRows)
      throw new GasException('Exception: Those rows are out of bounds.');
    const image = new FakeOverGridImage(this, blob, row, column);
    this.images.push(image);
    return image;
  }
  getImages(): FakeOverGridImage[] {
    return [...this.images];
  }
  activate(): this {
    this.parent.active = this;
    return this;
  }
  /**
   * Sheet.hideSheet(): "has no effect if the sheet is already hidden"; hiding the only visible
   * sheet throws, as Google's reference says it does.
   */
  hideSheet(): this {
    this.counter.record('format', 'hideSheet', this.name);
    if (!this.hidden && this.parent.getSheets().every((sheet) => sheet === this || sheet.hidden))
      throw new GasException("You can't hide all the sheets in a document.");
    this.hidden = true;
    return this;
  }
  showSheet(): this {
    this.counter.record('format', 'showSheet', this.name);
    this.hidden = false;
    return this;
  }
  isSheetHidden(): boolean {
    this.counter.record('read', 'isSheetHidden', this.name);
    return this.hidden;
  }

  // --- cell storage (not counted: FakeRange counts) ---

  private hasContent(row: number, column: number): boolean {
    const value = this.cells[row - 1]?.[column - 1];
    return (value !== undefined && value !== '') || this.formulas.has(`${row},${column}`);
  }
  private rowHasContent(row: number): boolean {
    const cells = this.cells[row - 1];
    if (cells && cells.some((value) => value !== undefined && value !== '')) return true;
    for (const key of this.formulas.keys()) if (key.startsWith(`${row},`)) return true;
    return false;
  }

  valueAt(row: number, column: number): Value {
    const value = this.cells[row - 1]?.[column - 1];
    if (value === undefined) return '';
    return value instanceof Date ? new Date(value.getTime()) : value;
  }
  formulaAt(row: number, column: number): string {
    return this.formulas.get(`${row},${column}`) ?? '';
  }
  numberFormatAt(row: number, column: number): string {
    return stampAt(this.numberFormats, row, column) ?? 'General';
  }
  validationAt(row: number, column: number): FakeDataValidation | null {
    return stampAt(this.validations, row, column) ?? null;
  }
  fontWeightAt(row: number, column: number): string {
    return stampAt(this.fontWeights, row, column) ?? 'normal';
  }
  fontSizeAt(row: number, column: number): number {
    return stampAt(this.fontSizes, row, column) ?? 10;
  }
  wrapAt(row: number, column: number): boolean {
    return stampAt(this.wraps, row, column) ?? false;
  }
  alignmentAt(row: number, column: number): string {
    return stampAt(this.alignments, row, column) ?? 'normal';
  }

  /** Stores a value as if typed into the cell (see the header of this file). */
  store(row: number, column: number, input: unknown): void {
    const key = `${row},${column}`;
    this.formulas.delete(key);
    let value: Value | undefined;
    if (input === null || input === undefined || input === '') value = undefined;
    else if (typeof input === 'string') value = this.interpret(row, column, input);
    else if (typeof input === 'number' || typeof input === 'boolean') value = input;
    else if (input instanceof Date) value = new Date(input.getTime());
    else value = String(input);
    if (!this.cells[row - 1]) this.cells[row - 1] = [];
    this.cells[row - 1][column - 1] = value;
  }

  private interpret(row: number, column: number, text: string): Value | undefined {
    const plain = this.numberFormatAt(row, column) === '@';
    if (plain && this.parent.plainTextKeepsApostrophe) return text;
    if (text.startsWith("'")) return text.slice(1);
    if (plain) return text;
    if (text.startsWith('=') || (/^[+-]/.test(text) && !NUMBER.test(text.trim()))) {
      const formula = text.startsWith('=') ? text : `=${text}`;
      this.formulas.set(`${row},${column}`, formula);
      this.parent.formulaLog.push({ sheet: this.name, a1: a1Of({ row, column, numRows: 1, numColumns: 1 }), formula });
      return undefined;
    }
    return parseTyped(text, this.parent.getSpreadsheetLocale());
  }

  setFormulaAt(row: number, column: number, formula: string): void {
    if (!this.cells[row - 1]) this.cells[row - 1] = [];
    this.cells[row - 1][column - 1] = undefined;
    this.formulas.set(`${row},${column}`, formula);
  }
  clearAt(row: number, column: number): void {
    if (this.cells[row - 1]) this.cells[row - 1][column - 1] = undefined;
    this.formulas.delete(`${row},${column}`);
  }

  /** Test helper: the values from A1 to the last row/column, uncounted. */
  snapshot(): Value[][] {
    const rows = this.getLastRow();
    const columns = this.getLastColumn();
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: columns }, (_, c) => this.valueAt(r + 1, c + 1)),
    );
  }
}

function stampAt<T>(stamps: Stamp<T>[], row: number, column: number): T | undefined {
  for (let i = stamps.length - 1; i >= 0; i--) {
    const { box, value } = stamps[i];
    if (row >= box.row && row < box.row + box.numRows && column >= box.column && column < box.column + box.numColumns)
      return value;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Ranges

export class FakeRange {
  constructor(
    readonly sheet: FakeSheet,
    readonly box: Box,
  ) {}

  private get target(): string {
    return `${this.sheet.getName()}!${this.getA1Notation()}`;
  }
  private count(kind: 'read' | 'write' | 'format', method: string): void {
    this.sheet.counter.record(kind, method, this.target);
  }
  private each<T>(cell: (row: number, column: number) => T): T[][] {
    const { row, column, numRows, numColumns } = this.box;
    return Array.from({ length: numRows }, (_, r) =>
      Array.from({ length: numColumns }, (_, c) => cell(row + r, column + c)),
    );
  }
  private stamp<T>(list: Stamp<T>[], value: T): void {
    list.push({ box: { ...this.box }, value });
  }
  /** One value per cell, as setNumberFormats / setDataValidations take them: the range's shape, or an error. */
  private stampGrid<T>(list: Stamp<T>[], grid: T[][]): void {
    if (grid.length !== this.box.numRows)
      throw new GasException(
        `The number of rows in the data does not match the number of rows in the range. The data has ${grid.length} but the range has ${this.box.numRows}.`,
      );
    for (const row of grid) {
      if (row.length !== this.box.numColumns)
        throw new GasException(
          `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${this.box.numColumns}.`,
        );
    }
    // Stored as runs down each column (a 2000-row paste is a handful of stamps, not 16,000).
    for (let c = 0; c < this.box.numColumns; c++) {
      let start = 0;
      for (let r = 1; r <= grid.length; r++) {
        if (r < grid.length && grid[r][c] === grid[start][c]) continue;
        list.push({
          box: { row: this.box.row + start, column: this.box.column + c, numRows: r - start, numColumns: 1 },
          value: grid[start][c],
        });
        start = r;
      }
    }
  }

  getSheet(): FakeSheet {
    return this.sheet;
  }
  getRow(): number {
    return this.box.row;
  }
  getColumn(): number {
    return this.box.column;
  }
  getNumRows(): number {
    return this.box.numRows;
  }
  getNumColumns(): number {
    return this.box.numColumns;
  }
  getLastRow(): number {
    return this.box.row + this.box.numRows - 1;
  }
  getLastColumn(): number {
    return this.box.column + this.box.numColumns - 1;
  }
  getA1Notation(): string {
    return a1Of(this.box);
  }

  getValues(): Value[][] {
    this.count('read', 'getValues');
    return this.each((r, c) => this.sheet.valueAt(r, c));
  }
  getValue(): Value {
    this.count('read', 'getValue');
    return this.sheet.valueAt(this.box.row, this.box.column);
  }
  getDisplayValues(): string[][] {
    this.count('read', 'getDisplayValues');
    return this.each((r, c) => display(this.sheet.valueAt(r, c)));
  }
  getDisplayValue(): string {
    this.count('read', 'getDisplayValue');
    return display(this.sheet.valueAt(this.box.row, this.box.column));
  }
  getFormulas(): string[][] {
    this.count('read', 'getFormulas');
    return this.each((r, c) => this.sheet.formulaAt(r, c));
  }
  getFormula(): string {
    this.count('read', 'getFormula');
    return this.sheet.formulaAt(this.box.row, this.box.column);
  }

  setValues(values: unknown[][]): this {
    this.count('write', 'setValues');
    if (!Array.isArray(values) || values.some((row) => !Array.isArray(row))) {
      throw new GasException(
        "The parameters (String) don't match the method signature for SpreadsheetApp.Range.setValues.",
      );
    }
    if (values.length !== this.box.numRows) {
      throw new GasException(
        `The number of rows in the data does not match the number of rows in the range. The data has ${values.length} but the range has ${this.box.numRows}.`,
      );
    }
    for (const row of values) {
      if (row.length !== this.box.numColumns) {
        throw new GasException(
          `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${this.box.numColumns}.`,
        );
      }
    }
    // Sheets' limit on a cell (rules §20: the word list's parts stay under it).
    if (values.some((row) => row.some((value) => typeof value === 'string' && value.length > MAX_CELL_CHARS)))
      throw new GasException(
        `Your input contains more than the maximum of ${MAX_CELL_CHARS} characters in a single cell.`,
      );
    // What the caller passed, as it was at the call (the write may be applied later).
    const copy = values.map((row) => [...row]);
    this.sheet.parent.defer(() =>
      copy.forEach((row, r) =>
        row.forEach((value, c) => this.sheet.store(this.box.row + r, this.box.column + c, value)),
      ),
    );
    return this;
  }
  setValue(value: unknown): this {
    this.count('write', 'setValue');
    this.sheet.parent.defer(() => this.each((r, c) => this.sheet.store(r, c, value)));
    return this;
  }
  setFormula(formula: string): this {
    this.count('write', 'setFormula');
    this.sheet.parent.defer(() => this.each((r, c) => this.sheet.setFormulaAt(r, c, formula)));
    return this;
  }
  clear(): this {
    this.count('write', 'clear');
    this.sheet.parent.defer(() => this.each((r, c) => this.sheet.clearAt(r, c)));
    return this;
  }
  clearContent(): this {
    this.count('write', 'clearContent');
    this.sheet.parent.defer(() => this.each((r, c) => this.sheet.clearAt(r, c)));
    return this;
  }

  setNumberFormat(format: string): this {
    this.count('format', 'setNumberFormat');
    this.applyNumberFormat(format);
    return this;
  }
  /** Uncounted: setNumberFormat's effect, shared with FakeRangeList. */
  applyNumberFormat(format: string): void {
    this.stamp(this.sheet.numberFormats, format);
  }
  setNumberFormats(formats: string[][]): this {
    this.count('format', 'setNumberFormats');
    this.stampGrid(this.sheet.numberFormats, formats);
    return this;
  }
  getNumberFormat(): string {
    return this.sheet.numberFormatAt(this.box.row, this.box.column);
  }
  getNumberFormats(): string[][] {
    return this.each((r, c) => this.sheet.numberFormatAt(r, c));
  }
  setDataValidation(rule: FakeDataValidation | null): this {
    this.count('format', 'setDataValidation');
    this.stamp(this.sheet.validations, rule);
    return this;
  }
  setDataValidations(rules: (FakeDataValidation | null)[][]): this {
    this.count('format', 'setDataValidations');
    this.stampGrid(this.sheet.validations, rules);
    return this;
  }
  clearDataValidations(): this {
    return this.setDataValidation(null);
  }
  getDataValidation(): FakeDataValidation | null {
    return this.sheet.validationAt(this.box.row, this.box.column);
  }
  /**
   * Range.copyFormatToRange(sheet | gridId, column, columnEnd, row, rowEnd): "copies the
   * formatting only", repeated or truncated to fill the destination — number formats, fonts,
   * wrap and alignment; not the data validation (CopyPasteType keeps PASTE_FORMAT and
   * PASTE_DATA_VALIDATION apart, and the reference names formatting alone).
   */
  copyFormatToRange(target: FakeSheet | number, column: number, columnEnd: number, row: number, rowEnd: number): void {
    this.count('format', 'copyFormatToRange');
    const sheet =
      typeof target === 'number'
        ? this.sheet.parent.getSheets().find((candidate) => candidate.getSheetId() === target)
        : target;
    if (!(sheet instanceof FakeSheet))
      throw new GasException(
        "The parameters (String,number,number,number,number) don't match the method signature for SpreadsheetApp.Range.copyFormatToRange.",
      );
    const box = { row, column, numRows: rowEnd - row + 1, numColumns: columnEnd - column + 1 };
    // The destination is checked as a range of that sheet is.
    sheet.getRange(box.row, box.column, box.numRows, box.numColumns);
    const { row: top, column: left, numRows, numColumns } = this.box;
    const from = this.sheet;
    const lists = [
      [sheet.numberFormats, (r: number, c: number) => from.numberFormatAt(r, c)],
      [sheet.fontWeights, (r: number, c: number) => from.fontWeightAt(r, c)],
      [sheet.fontSizes, (r: number, c: number) => from.fontSizeAt(r, c)],
      [sheet.wraps, (r: number, c: number) => from.wrapAt(r, c)],
      [sheet.alignments, (r: number, c: number) => from.alignmentAt(r, c)],
    ] as [Stamp<unknown>[], (r: number, c: number) => unknown][];
    // Every source cell read first (the source and the destination may overlap).
    const source = lists.map(([, at]) =>
      Array.from({ length: numRows }, (_, r) => Array.from({ length: numColumns }, (_, c) => at(top + r, left + c))),
    );
    lists.forEach(([list], k) => {
      for (let c = 0; c < box.numColumns; c++) {
        if (numRows === 1) {
          // One source row: each column is one run down the whole destination.
          list.push({
            box: { row, column: column + c, numRows: box.numRows, numColumns: 1 },
            value: source[k][0][c % numColumns],
          });
          continue;
        }
        for (let r = 0; r < box.numRows; r++)
          list.push({
            box: { row: row + r, column: column + c, numRows: 1, numColumns: 1 },
            value: source[k][r % numRows][c % numColumns],
          });
      }
    });
  }
  getDataValidations(): (FakeDataValidation | null)[][] {
    return this.each((r, c) => this.sheet.validationAt(r, c));
  }
  setFontWeight(weight: string | null): this {
    this.count('format', 'setFontWeight');
    this.applyFontWeight(weight);
    return this;
  }
  getFontWeight(): string {
    return this.sheet.fontWeightAt(this.box.row, this.box.column);
  }
  setFontSize(size: number): this {
    this.count('format', 'setFontSize');
    this.applyFontSize(size);
    return this;
  }
  setFontWeights(_weights: string[][]): this {
    throw new GasException('FakeRange.setFontWeights is not used by Atril');
  }
  // Uncounted appliers shared with FakeRangeList (which counts one call for all its ranges).
  applyFontSize(size: number): void {
    if (!Number.isInteger(size) || size < 1) throw new GasException(`Exception: Invalid argument: size (${size})`);
    this.stamp(this.sheet.fontSizes, size);
  }
  applyFontWeight(weight: string | null): void {
    this.stamp(this.sheet.fontWeights, weight ?? 'normal');
  }
  applyWrap(wrap: boolean): void {
    this.stamp(this.sheet.wraps, wrap);
  }
  applyHorizontalAlignment(alignment: string | null): void {
    if (alignment !== null && !['left', 'center', 'normal', 'right'].includes(alignment))
      throw new GasException(`Exception: Invalid argument: alignment (${alignment})`);
    this.stamp(this.sheet.alignments, alignment ?? 'normal');
  }
  setBackground(_color: string | null): this {
    this.count('format', 'setBackground');
    return this;
  }
  setHorizontalAlignment(alignment: string | null): this {
    this.count('format', 'setHorizontalAlignment');
    this.applyHorizontalAlignment(alignment);
    return this;
  }
  setWrap(wrap: boolean): this {
    this.count('format', 'setWrap');
    this.applyWrap(wrap);
    return this;
  }
  activate(): this {
    return this;
  }
}

/** A RangeList: the same format on several ranges in one call. */
export class FakeRangeList {
  constructor(
    readonly sheet: FakeSheet,
    readonly ranges: FakeRange[],
  ) {}
  private count(method: string): void {
    this.sheet.counter.record('format', method, `${this.sheet.getName()}!RangeList(${this.ranges.length})`);
  }
  getRanges(): FakeRange[] {
    return [...this.ranges];
  }
  setFontWeight(weight: string | null): this {
    this.count('setFontWeight');
    this.ranges.forEach((range) => range.applyFontWeight(weight));
    return this;
  }
  setFontSize(size: number): this {
    this.count('setFontSize');
    this.ranges.forEach((range) => range.applyFontSize(size));
    return this;
  }
  setWrap(wrap: boolean): this {
    this.count('setWrap');
    this.ranges.forEach((range) => range.applyWrap(wrap));
    return this;
  }
  setHorizontalAlignment(alignment: string | null): this {
    this.count('setHorizontalAlignment');
    this.ranges.forEach((range) => range.applyHorizontalAlignment(alignment));
    return this;
  }
  setNumberFormat(format: string): this {
    this.count('setNumberFormat');
    this.ranges.forEach((range) => range.applyNumberFormat(format));
    return this;
  }
}

/** An OverGridImage: anchored at a cell, resized in pixels, removable. */
export class FakeOverGridImage {
  width = 0;
  height = 0;
  removed = false;
  constructor(
    readonly sheet: FakeSheet,
    readonly blob: FakeBlob,
    readonly row: number,
    readonly column: number,
  ) {}
  setWidth(width: number): this {
    this.sheet.counter.record('format', 'setWidth', this.sheet.getName());
    this.width = width;
    return this;
  }
  setHeight(height: number): this {
    this.sheet.counter.record('format', 'setHeight', this.sheet.getName());
    this.height = height;
    return this;
  }
  remove(): void {
    this.sheet.counter.record('format', 'remove', this.sheet.getName());
    if (this.removed) throw new GasException('Exception: The image has been removed.');
    this.removed = true;
    this.sheet.images.splice(this.sheet.images.indexOf(this), 1);
  }
}

function display(value: Value): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

// ---------------------------------------------------------------------------------------
// The spreadsheet

export interface SpreadsheetOptions {
  /** Spreadsheet.getId() (default 'fake-spreadsheet-id'): each document of anotherDocument has its own. */
  id?: string;
  locale?: string;
  /** File › Settings › Time zone (default Europe/Madrid). */
  timeZone?: string;
  name?: string;
  /** Initial tabs: name → rows, stored raw (not parsed as typed) and not counted. */
  tabs?: Record<string, unknown[][]>;
  counter?: CallCounter;
  /**
   * Behaviours the reference leaves open, as "Comprobar instalación" tries them (docs/addon.md):
   * getSheetByName finding a tab whatever the case of the name asked (default: the exact name
   * only); a plain-text ('@') cell keeping the leading apostrophe of a string written to it as a
   * character (default: dropped, as in any other cell).
   */
  sheetNamesIgnoreCase?: boolean;
  plainTextKeepsApostrophe?: boolean;
}

export class FakeSpreadsheet {
  readonly counter: CallCounter;
  readonly formulaLog: FormulaRecord[] = [];
  private sheets: FakeSheet[] = [];
  private locale: string;
  private readonly timeZone: string;
  readonly sheetNamesIgnoreCase: boolean;
  readonly plainTextKeepsApostrophe: boolean;
  private name: string;
  private readonly id: string;
  active: FakeSheet | null = null;
  /**
   * The execution whose call is running (set by its view of the services, api.ts); null for
   * the test's own calls, which act at once like a person typing.
   */
  executing: number | null = null;
  /** Data writes of each execution not yet applied (see `defer`). */
  private readonly pending = new Map<number, (() => void)[]>();

  constructor(options: SpreadsheetOptions = {}) {
    this.counter = options.counter ?? new CallCounter();
    this.locale = options.locale ?? 'es_ES';
    this.timeZone = options.timeZone ?? 'Europe/Madrid';
    this.name = options.name ?? 'Torneo';
    this.id = options.id ?? 'fake-spreadsheet-id';
    this.sheetNamesIgnoreCase = options.sheetNamesIgnoreCase ?? false;
    this.plainTextKeepsApostrophe = options.plainTextKeepsApostrophe ?? false;
    for (const [name, rows] of Object.entries(options.tabs ?? {})) this.seed(name, rows);
    if (this.sheets.length === 0)
      this.sheets.push(new FakeSheet(this.locale.startsWith('en') ? 'Sheet1' : 'Hoja 1', this));
    this.active = this.sheets[0];
  }

  /**
   * A data write (setValues, setValue, setFormula, clear, clearContent, clearContents). Apps
   * Script batches them: another execution does not see them until this one flushes, reads,
   * does anything else with the spreadsheet, or ends (`commit`). The test's own writes apply
   * at once.
   */
  defer(apply: () => void): void {
    if (this.executing === null) {
      apply();
      return;
    }
    const queue = this.pending.get(this.executing) ?? [];
    queue.push(apply);
    this.pending.set(this.executing, queue);
  }
  private lastSheetId = 0;
  /** A new sheet's id: a fixed sequence of large numbers, as unlike a tab's index as Google's. */
  newSheetId(): number {
    this.lastSheetId += 1;
    return (this.lastSheetId * 104729) % 999999937;
  }
  /** Drops an execution's pending writes: a cut execution whose batched writes never reached the document. */
  discard(execution: number): void {
    this.pending.delete(execution);
  }
  /** Applies an execution's pending writes, in order. */
  commit(execution: number): void {
    const queue = this.pending.get(execution);
    if (!queue) return;
    this.pending.delete(execution);
    for (const apply of queue) apply();
  }
  /** Writes of `execution` not applied yet (test helper). */
  pendingWrites(execution: number): number {
    return this.pending.get(execution)?.length ?? 0;
  }

  /**
   * Test helper: a tab with raw values (as if typed long ago), uncounted; replaces a tab of that
   * name. A string starting with "=" is a formula, unless `text`: then it is the text itself (what
   * Google Forms writes for an answer typed "=…").
   */
  seed(name: string, rows: unknown[][], { text = false }: { text?: boolean } = {}): FakeSheet {
    const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
    let sheet = this.getSheetByName(name);
    if (!sheet) {
      sheet = new FakeSheet(name, this, Math.max(1000, rows.length), Math.max(26, width));
      this.sheets.push(sheet);
    }
    rows.forEach((row, r) =>
      row.forEach((value, c) => {
        if (!text && typeof value === 'string' && value.startsWith('=')) sheet.setFormulaAt(r + 1, c + 1, value);
        else if (value !== '' && value !== null && value !== undefined) {
          (sheet as unknown as { cells: unknown[][] }).cells[r] ??= [];
          (sheet as unknown as { cells: unknown[][] }).cells[r][c] = value;
        }
      }),
    );
    return sheet;
  }

  checkFreeName(name: string): void {
    if (this.sheets.some((sheet) => sheet.getName().toLowerCase() === name.toLowerCase())) {
      throw new GasException(`A sheet with the name "${name}" already exists. Please enter another name.`);
    }
  }

  getName(): string {
    return this.name;
  }
  getId(): string {
    return this.id;
  }
  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this.id}/edit`;
  }
  getSpreadsheetLocale(): string {
    return this.locale;
  }
  setSpreadsheetLocale(locale: string): void {
    this.locale = locale;
  }
  getSpreadsheetTimeZone(): string {
    return this.timeZone;
  }
  getSheets(): FakeSheet[] {
    return [...this.sheets];
  }
  getNumSheets(): number {
    return this.sheets.length;
  }
  getSheetByName(name: string): FakeSheet | null {
    if (this.sheetNamesIgnoreCase)
      return this.sheets.find((sheet) => sheet.getName().toLowerCase() === name.toLowerCase()) ?? null;
    return this.sheets.find((sheet) => sheet.getName() === name) ?? null;
  }
  getActiveSheet(): FakeSheet {
    return this.active ?? this.sheets[0];
  }
  setActiveSheet(sheet: FakeSheet): FakeSheet {
    this.active = sheet;
    return sheet;
  }
  insertSheet(name?: string, index?: number): FakeSheet {
    this.counter.record('format', 'insertSheet', name ?? '');
    let chosen = name;
    if (chosen === undefined) {
      let n = this.sheets.length + 1;
      while (this.getSheetByName(`Sheet${n}`)) n++;
      chosen = `Sheet${n}`;
    }
    this.checkFreeName(chosen);
    const sheet = new FakeSheet(chosen, this);
    if (index === undefined) this.sheets.push(sheet);
    else this.sheets.splice(index, 0, sheet);
    this.active = sheet;
    return sheet;
  }
  deleteSheet(sheet: FakeSheet): void {
    this.counter.record('format', 'deleteSheet', sheet.getName());
    if (this.sheets.length === 1) throw new GasException("You can't remove all the sheets in a document.");
    this.sheets = this.sheets.filter((other) => other !== sheet);
    if (this.active === sheet) this.active = this.sheets[0];
  }
  /** "Tab!A1:B2" or "'Tab name'!A1" (or a range of the active sheet). */
  getRange(a1: string): FakeRange {
    const match = /^(?:'((?:[^']|'')+)'|([^!]+))!(.+)$/.exec(a1);
    if (!match) return this.getActiveSheet().getRange(a1);
    const name = match[1] !== undefined ? match[1].replace(/''/g, "'") : match[2];
    const sheet = this.getSheetByName(name);
    if (!sheet) throw new GasException(`Range not found`);
    return sheet.getRange(match[3]);
  }
  toast(message: string, title?: string): void {
    this.counter.record('ui', 'toast', `${title ?? ''}: ${message}`);
  }
}
