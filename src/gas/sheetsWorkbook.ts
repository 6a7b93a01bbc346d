// The Workbook port over SpreadsheetApp (rules §1 `gas/`): a table is read with one
// getDataRange().getValues() and a block written with one getRange(...).setValues(...).
// rules §9: a string is always written as text — Sheets parses setValues strings as if
// typed, so one starting with = + - @ (a formula), a digit (a number or a date) or an
// apostrophe gets a leading apostrophe, which Sheets drops and which makes the cell text.
import type { Cell, Grid } from '../sheets/grid/cells';
import type { PrintLayout, TabFormat, Workbook } from '../sheets/grid/workbook';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const PARSED_AS_NON_TEXT = /^[=+\-@'0-9.,]/;
const BOOLEAN_WORDS = /^(true|false|verdadero|falso)$/i;

/** The value to hand to setValues so that Sheets stores exactly this cell. */
export function asTyped(cell: Cell): string | number | boolean | Date {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') {
    if (cell === '') return '';
    return PARSED_AS_NON_TEXT.test(cell) || BOOLEAN_WORDS.test(cell.trim()) ? `'${cell}` : cell;
  }
  return cell;
}

const DEFAULT_FONT_SIZE = 10;
const TITLE_FONT_SIZE = 13;

/** "A", …, "Z", "AA", … for a 1-based column. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Ranges per RangeList call. */
const BATCH = 500;

function inBatches(a1: readonly string[], apply: (batch: string[]) => void): void {
  for (let i = 0; i < a1.length; i += BATCH) apply(a1.slice(i, i + BATCH));
}

/** A width in characters as Sheets pixels (Arial 10: about 7 pixels a character, plus the cell's padding). */
export function columnPixels(chars: number): number {
  return Math.round(7 * chars + 8);
}

export class SheetsWorkbook implements Workbook {
  constructor(private readonly spreadsheet: Spreadsheet) {}

  locale(): string {
    return this.spreadsheet.getSpreadsheetLocale();
  }

  tabNames(): string[] {
    return this.spreadsheet.getSheets().map((sheet) => sheet.getName());
  }

  read(tab: string): Grid | null {
    const sheet = this.spreadsheet.getSheetByName(tab);
    if (!sheet) return null;
    if (sheet.getLastRow() === 0) return [];
    return sheet.getDataRange().getValues() as Grid;
  }

  write(tab: string, row: number, column: number, values: Grid): void {
    if (values.length === 0) return;
    const width = values.reduce((max, line) => Math.max(max, line.length), 0);
    if (width === 0) return;
    const sheet = this.sheet(tab);
    this.ensureSize(sheet, row + values.length - 1, column + width - 1);
    const block = values.map((line) => Array.from({ length: width }, (_, c) => asTyped(line[c])));
    sheet.getRange(row, column, values.length, width).setValues(block);
  }

  replace(tab: string, values: Grid): void {
    const sheet = this.sheet(tab);
    sheet.clearContents();
    this.write(tab, 1, 1, values);
  }

  addTab(tab: string): void {
    this.spreadsheet.insertSheet(tab, this.spreadsheet.getSheets().length);
  }

  format(tab: string, format: TabFormat): void {
    const sheet = this.sheet(tab);
    const below = (column: number) => sheet.getRange(2, column, Math.max(1, sheet.getMaxRows() - 1), 1);
    if (format.frozenRows !== undefined) sheet.setFrozenRows(format.frozenRows);
    for (const column of format.textColumns ?? []) below(column).setNumberFormat('@');
    if (format.dropdown) {
      const rule = SpreadsheetApp.newDataValidation()
        .requireValueInList(format.dropdown.values, true)
        .setAllowInvalid(false)
        .build();
      below(format.dropdown.column).setDataValidation(rule);
    }
    for (const column of format.numberColumns ?? []) {
      const rule = SpreadsheetApp.newDataValidation()
        .requireNumberGreaterThanOrEqualTo(0)
        .setAllowInvalid(false)
        .build();
      below(column).setDataValidation(rule);
    }
    if (format.boldHeader) sheet.getRange(1, 1, 1, Math.max(1, sheet.getLastColumn())).setFontWeight('bold');
  }

  /**
   * rules §2 printing, as far as Apps Script goes: column widths (pixels from characters),
   * frozen header rows (what Sheets repeats on every printed page), bold and larger titles,
   * the QR picture. Sheets has no API for scaling, print titles or page breaks: the director
   * picks "Fit to width" in File › Print (docs/standings.md "Printing").
   */
  layout(tab: string, layout: PrintLayout): void {
    const sheet = this.sheet(tab);
    this.ensureSize(sheet, Math.max(1, layout.repeatRows), Math.max(1, layout.widths.length));
    sheet.setFrozenRows(layout.repeatRows);
    layout.widths.forEach((chars, index) => sheet.setColumnWidth(index + 1, columnPixels(chars)));
    const columns = Math.max(1, layout.widths.length);
    const all = sheet.getRange(1, 1, sheet.getMaxRows(), sheet.getMaxColumns());
    all.setFontWeight('normal');
    all.setFontSize(DEFAULT_FONT_SIZE);
    all.setWrap(false);
    all.setHorizontalAlignment(null);
    // One call per kind through RangeLists: a cards tab has two rows to format per player.
    const rows = (list: readonly number[]) => list.map((row) => `A${row}:${columnLetter(columns)}${row}`);
    inBatches(rows([...new Set([...layout.titleRows, ...layout.headerRows])]), (a1) =>
      sheet.getRangeList(a1).setFontWeight('bold'),
    );
    inBatches(rows(layout.titleRows), (a1) => sheet.getRangeList(a1).setFontSize(TITLE_FONT_SIZE));
    // Headers wrap at spaces (a column is as wide as its values and its header's longest word); Sheets fits the row's height.
    inBatches(rows(layout.headerRows), (a1) => sheet.getRangeList(a1).setWrap(true));
    const overNumbers = layout.headerRows.flatMap((row, i) =>
      (layout.numberColumns[i] ?? []).map((column) => `${columnLetter(column)}${row}`),
    );
    inBatches(overNumbers, (a1) => sheet.getRangeList(a1).setHorizontalAlignment('right'));
    for (const image of sheet.getImages()) image.remove();
    if (layout.image) {
      const { gifBase64, row, column, pixels } = layout.image;
      const blob = Utilities.newBlob(Utilities.base64Decode(gifBase64), 'image/gif', 'qr.gif');
      sheet.insertImage(blob, column, row).setWidth(pixels).setHeight(pixels);
    }
  }

  private sheet(tab: string): Sheet {
    return (
      this.spreadsheet.getSheetByName(tab) ?? this.spreadsheet.insertSheet(tab, this.spreadsheet.getSheets().length)
    );
  }

  /**
   * Grows the grid first: Sheets refuses a range beyond its rows × columns. Formatting, not
   * data. Inserted rows get no format and no validation, so they take the last row's.
   */
  private ensureSize(sheet: Sheet, rows: number, columns: number): void {
    const maxRows = sheet.getMaxRows();
    if (rows > maxRows) {
      sheet.insertRowsAfter(maxRows, rows - maxRows);
      if (maxRows >= 2) extendFormats(sheet, maxRows, rows - maxRows);
    }
    const maxColumns = sheet.getMaxColumns();
    if (columns > maxColumns) sheet.insertColumnsAfter(maxColumns, columns - maxColumns);
  }
}

type Validation = GoogleAppsScript.Spreadsheet.DataValidation | null;

const validationKey = (rule: Validation): string | null =>
  rule ? JSON.stringify([rule.getCriteriaType(), rule.getCriteriaValues(), rule.getAllowInvalid()]) : null;

/** Runs of equal neighbours: [first index, length, value], skipping values that need nothing. */
function runs<T>(values: T[], key: (value: T) => string | null): [number, number, T][] {
  const found: [number, number, T][] = [];
  values.forEach((value, index) => {
    const last = found.at(-1);
    if (key(value) === null) return;
    if (last && last[0] + last[1] === index && key(last[2]) === key(value)) last[1] += 1;
    else found.push([index, 1, value]);
  });
  return found;
}

/**
 * rules §2, §9: rows added past the formatted block (a 4000-player round needs ~2000 Rondas
 * rows) keep Resultado as plain text with its dropdown and the number checks — the formats
 * and validations of row `last`, one call per run of equal columns.
 */
function extendFormats(sheet: Sheet, last: number, count: number): void {
  const model = sheet.getRange(last, 1, 1, sheet.getMaxColumns());
  const formats = model.getNumberFormats()[0];
  const rules = model.getDataValidations()[0] as Validation[];
  for (const [index, width, format] of runs(formats, (value) => (value === 'General' ? null : value)))
    sheet.getRange(last + 1, index + 1, count, width).setNumberFormat(format);
  for (const [index, width, rule] of runs(rules, validationKey))
    sheet.getRange(last + 1, index + 1, count, width).setDataValidation(rule);
}
