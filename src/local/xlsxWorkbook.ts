// The Workbook port over a real .xlsx file (rules §1 `local/`), with exceljs: the same
// actions that run on Google Sheets run on a file that Excel or LibreOffice opens. The file
// is loaded once, every read/write goes to exceljs' in-memory model, and save() writes it
// back atomically (temporary file + rename), so a crash never leaves half a workbook, and
// never over a file that changed on disk since it was read (rules §9 "Concurrency").
import type ExcelJS from 'exceljs';
import { existsSync, readFileSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Cell, Grid } from '../sheets/grid/cells';
import type { DocumentMemory } from '../sheets/grid/memory';
import { bodyLines, headerLines, shownLength } from '../sheets/grid/printedTab';
import {
  type ColumnWidth,
  locateIn,
  MONEY_FORMAT,
  type PrintLayout,
  SCORE_BOUNDS,
  type SheetImage,
  type TabFormat,
  type Workbook,
} from '../sheets/grid/workbook';
import { numberRegions } from '../sheets/grid/layoutRegions';
import {
  compactValidations,
  dropUnusedMedia,
  ownColumnStyles,
  ownRowStyles,
  ownStyle,
  restoreRowBreaks,
  validationsOf,
} from './exceljsRepairs';

/**
 * exceljs, loaded when a workbook is first opened or made, not when the CLI starts: it takes
 * longer to load than the rest of the command, and `atril --help` or a refused command line
 * never needs it (rules §24 "The command line"; the CLI runs as CommonJS, as printPdf.ts).
 */
function excel(): typeof ExcelJS {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('exceljs') as typeof ExcelJS;
}

/** How far down a dropdown/number validation reaches (exceljs expands ranges cell by cell on load, so not a whole column). */
const VALIDATION_MIN_ROWS = 10000;

/** The file changed on disk (another program saved it) between our read and our write: nothing was written. */
export class FileChangedError extends Error {
  constructor(readonly path: string) {
    super(`changed on disk since it was read: ${path}`);
    this.name = 'FileChangedError';
  }
}

/** What tells a file apart from a rewritten one: 'absent' for no file. */
type FileStamp = string;

function stampOf(path: string): FileStamp {
  try {
    const stat = statSync(path);
    // A rename into place gives a new inode even when the clock is too coarse to move mtime.
    return `${stat.ino}|${stat.size}|${stat.mtimeMs}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw error;
  }
}

export interface XlsxOptions {
  /** The locale the port reports (an .xlsx file has none): e.g. "es_ES", from the LANG environment. */
  locale?: string;
}

/**
 * A cell as Sheets' getValues would give it: '' for empty, numbers as numbers, text as
 * text, dates as Dates, booleans; formulas give their cached result, rich text and links
 * their text, errors their code ("#N/A").
 */
export function flattenCell(value: ExcelJS.CellValue | undefined): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) {
      return flattenCell((value as { result?: ExcelJS.CellValue }).result);
    }
    if ('error' in value) return String(value.error);
    if ('text' in value) {
      const text = (value as { text: unknown }).text;
      if (typeof text === 'string') return text;
      if (text && typeof text === 'object' && 'richText' in text) return flattenCell(text as ExcelJS.CellValue);
    }
  }
  return String(value);
}

/** A port value as exceljs stores it: always a plain value, never a formula object. */
function toExcel(cell: Cell): ExcelJS.CellValue {
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : String(cell);
  // rules §9: a string is stored as a shared string, so "=HYPERLINK(...)" stays text.
  return cell;
}

function isEmpty(value: ExcelJS.CellValue | undefined): boolean {
  return value === null || value === undefined || value === '';
}

/** Column width bounds of a typed tab, in characters: a long club name wraps the view rather than hide the next column. */
const MIN_WIDTH = 5;
const MAX_WIDTH = 42;

/**
 * Fits the column widths of a typed tab to its contents, as a reader expects (an .xlsx has
 * no auto-width; Sheets shows long names over the empty cell next to them, Excel and
 * LibreOffice cut them). Columns whose width is set (by the user, or by layout() for a
 * generated tab) are left alone.
 */
function fitColumns(sheet: ExcelJS.Worksheet): void {
  const widths: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, shownLength(flattenCell(cell.value)));
    });
  });
  widths.forEach((chars, column) => {
    const target = sheet.getColumn(column);
    if (target.width !== undefined) return;
    target.width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, chars + 2));
  });
}

/** A4 paper (the OOXML paperSize code) and the margins, in inches (the page model of printedTab.ts counts on them). */
const A4 = 9;
const MARGIN_INCHES = 0.5;
const MARGINS = { left: MARGIN_INCHES, right: MARGIN_INCHES, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 };

/**
 * Printed one page wide (rules §2 "formatted for printing"): "fit to 1 page wide by
 * automatic tall", which both Excel and LibreOffice compute with the fonts they have, and
 * under which both keep manual row breaks (Excel ignores them only with a number of pages
 * tall). A4, centred across the page.
 */
function fitToWidth(sheet: ExcelJS.Worksheet, landscape: boolean): void {
  const { printTitlesRow: _old, ...setup } = sheet.pageSetup;
  sheet.pageSetup = {
    ...setup,
    paperSize: A4,
    orientation: landscape ? 'landscape' : 'portrait',
    margins: MARGINS,
    horizontalCentered: true,
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
  };
}

/**
 * What a file's column width adds to the characters it holds: Excel's 5 pixels of cell
 * padding over a 7-pixel digit (its own files read 8.71 for 8 characters). It also keeps
 * a width of 9 characters in the file, which exceljs would drop as its default.
 */
const CELL_PADDING = 0.71;

/** Font of a title row (the tournament, the round, the date): bold and larger, for the wall. */
const TITLE_FONT: Partial<ExcelJS.Font> = { name: 'Calibri', size: 14, bold: true };
const HEADER_FONT: Partial<ExcelJS.Font> = { name: 'Calibri', size: 11, bold: true };
/** The file's default font, named: a cell font without a name is drawn in the reader's default (a serif in LibreOffice). */
const BODY_FONT: Partial<ExcelJS.Font> = { name: 'Calibri', size: 11 };

/** The very hidden sheet that holds the document's memory (never one of the tabs). */
const MEMORY_SHEET = 'atril_memoria';

/**
 * A file opens on its active tab, and LibreOffice prints that tab even when hidden: a workbook
 * whose first tab is hidden (the list's «Torneos (datos)», rules §23) would open, and print,
 * its raw data. So the active tab, when hidden or unset, becomes the first visible one; a
 * visible tab the user left active stays.
 */
function activateVisibleTab(book: ExcelJS.Workbook): void {
  const sheets = book.worksheets;
  const view = book.views?.[0];
  const active = view?.activeTab ?? 0;
  if (sheets[active]?.state === 'visible') return;
  const first = sheets.findIndex((sheet) => sheet.state === 'visible');
  if (first < 0) return;
  const base = view ?? { x: 0, y: 0, width: 12000, height: 24000, visibility: 'visible' };
  book.views = [{ ...base, activeTab: first, firstSheet: first }];
}

export class XlsxWorkbook implements Workbook {
  private readonly book: ExcelJS.Workbook;
  private readonly localeName: string;
  /** The file this workbook was opened from (and is saved to by default); null for a new one. */
  readonly path: string | null;
  /** True once anything was written, added or formatted (the CLI saves only then: a refusal leaves the file untouched). */
  changed = false;
  /** The file as it was when read (taken before reading), or null for a workbook created to overwrite its path. */
  private stamp: FileStamp | null;

  private constructor(book: ExcelJS.Workbook, path: string | null, options: XlsxOptions, stamp: FileStamp | null) {
    this.book = book;
    this.path = path;
    this.localeName = options.locale ?? 'es_ES';
    this.stamp = stamp;
  }

  /** Opens an .xlsx file. */
  static async open(path: string, options: XlsxOptions = {}): Promise<XlsxWorkbook> {
    const stamp = stampOf(path);
    const data = readFileSync(path);
    const book = new (excel().Workbook)();
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
    await restoreRowBreaks(book, data);
    return new XlsxWorkbook(book, path, options, stamp);
  }

  /** A new, empty workbook (saved to `path` by default). */
  static create(path: string | null = null, options: XlsxOptions = {}): XlsxWorkbook {
    const book = new (excel().Workbook)();
    book.creator = 'Atril';
    book.created = new Date();
    return new XlsxWorkbook(book, path, options, null);
  }

  /** Opens the file if it exists, otherwise starts a new workbook to be saved there (and only if it is still absent then). */
  static async openOrCreate(path: string, options: XlsxOptions = {}): Promise<XlsxWorkbook> {
    if (existsSync(path)) return XlsxWorkbook.open(path, options);
    const created = XlsxWorkbook.create(path, options);
    created.stamp = 'absent';
    return created;
  }

  /**
   * Writes the workbook to `path` (default: where it came from) through a temporary file in
   * the same folder, renamed into place. Saving over the file it was read from throws
   * FileChangedError, writing nothing, when that file changed on disk since the read.
   */
  async save(path: string | null = this.path): Promise<string> {
    if (path === null) throw new Error('XlsxWorkbook.save: no path');
    const guarded = this.stamp !== null && path === this.path;
    const unchanged = () => {
      if (guarded && stampOf(path) !== this.stamp) throw new FileChangedError(path);
    };
    unchanged();
    for (const sheet of this.book.worksheets) {
      fitColumns(sheet);
      compactValidations(sheet);
    }
    dropUnusedMedia(this.book);
    activateVisibleTab(this.book);
    const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
    try {
      await this.book.xlsx.writeFile(temporary);
      unchanged(); // again: writing takes a moment
      renameSync(temporary, path);
      this.changed = false;
      if (guarded) this.stamp = stampOf(path);
    } catch (error) {
      if (existsSync(temporary)) unlinkSync(temporary);
      throw error;
    }
    return path;
  }

  /** The file's bytes, for tests and for writing elsewhere. */
  async toBuffer(): Promise<Buffer> {
    dropUnusedMedia(this.book);
    return Buffer.from(await this.book.xlsx.writeBuffer());
  }

  locale(): string {
    return this.localeName;
  }

  tabNames(): string[] {
    return this.book.worksheets.filter((sheet) => sheet.name !== MEMORY_SHEET).map((sheet) => sheet.name);
  }

  /**
   * The document's memory (sheets/grid/memory.ts) in the file: a very hidden sheet of its own,
   * one key and value a row, that no action reads as a tab (docs/directorSlips.md).
   */
  memory(): DocumentMemory {
    const sheetOf = (make: boolean) => {
      let sheet = this.book.getWorksheet(MEMORY_SHEET);
      if (!sheet && make) sheet = this.book.addWorksheet(MEMORY_SHEET, { state: 'veryHidden' });
      return sheet;
    };
    const rowOf = (sheet: ExcelJS.Worksheet, key: string): number => {
      for (let row = 1; row <= sheet.rowCount; row++) if (sheet.getCell(row, 1).value === key) return row;
      return 0;
    };
    return {
      get: (key) => {
        const sheet = sheetOf(false);
        const row = sheet ? rowOf(sheet, key) : 0;
        return sheet && row > 0 ? String(sheet.getCell(row, 2).value ?? '') : null;
      },
      set: (key, value) => {
        const sheet = sheetOf(value !== null);
        if (!sheet) return;
        this.changed = true;
        const row = rowOf(sheet, key) || sheet.rowCount + 1;
        sheet.getCell(row, 1).value = value === null ? null : key;
        sheet.getCell(row, 2).value = value;
      },
    };
  }

  locateTab(exact: readonly string[], matches: (name: string) => boolean): string | null {
    return locateIn(this.tabNames(), exact, matches);
  }

  private sheet(tab: string): ExcelJS.Worksheet | undefined {
    return this.book.getWorksheet(tab);
  }

  private sheetOrNew(tab: string): ExcelJS.Worksheet {
    return this.sheet(tab) ?? this.newSheet(tab);
  }

  /** A tab Atril creates prints one page wide from the start (a view set up but not yet written: ELO before its first calculation). */
  private newSheet(tab: string): ExcelJS.Worksheet {
    const sheet = this.book.addWorksheet(tab);
    fitToWidth(sheet, false);
    return sheet;
  }

  read(tab: string): Grid | null {
    const sheet = this.sheet(tab);
    if (!sheet) return null;
    // Like Sheets' getDataRange().getValues(): A1 to the last row and column holding a value.
    const rows: Cell[][] = [];
    let lastRow = 0;
    let lastColumn = 0;
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: Cell[] = [];
      row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
        const value = flattenCell(cell.value);
        if (value === '') return;
        cells[columnNumber - 1] = value;
        lastColumn = Math.max(lastColumn, columnNumber);
      });
      if (cells.length > 0) {
        rows[rowNumber - 1] = cells;
        lastRow = rowNumber;
      }
    });
    const grid: Grid = [];
    for (let r = 0; r < lastRow; r++) {
      const source = rows[r] ?? [];
      const out: Cell[] = new Array(lastColumn);
      for (let c = 0; c < lastColumn; c++) out[c] = source[c] ?? '';
      grid.push(out);
    }
    return grid;
  }

  write(tab: string, row: number, column: number, values: Grid): void {
    this.changed = true;
    const sheet = this.sheetOrNew(tab);
    values.forEach((line, i) => {
      const target = sheet.getRow(row + i);
      line.forEach((cell, j) => {
        const excel = target.getCell(column + j);
        excel.value = toExcel(cell);
        // A date shows as a date even in a plain-text column (a serial number there would read back as a number).
        if (cell instanceof Date) {
          ownStyle(excel);
          excel.numFmt = 'dd/mm/yyyy';
        }
      });
    });
  }

  replace(tab: string, values: Grid): void {
    this.changed = true;
    const sheet = this.sheetOrNew(tab);
    // Clear contents, keep formats (Sheets' clearContents()).
    sheet.eachRow({ includeEmpty: false }, (row) => {
      row.eachCell({ includeEmpty: false }, (cell) => {
        if (!isEmpty(cell.value)) cell.value = null;
      });
    });
    this.write(tab, 1, 1, values);
  }

  addTab(tab: string): void {
    this.changed = true;
    if (!this.sheet(tab)) this.newSheet(tab);
  }

  hideTab(tab: string): void {
    this.changed = true;
    this.sheetOrNew(tab).state = 'hidden';
  }

  renameTab(from: string, to: string): void {
    const sheet = this.sheet(from);
    if (!sheet) throw new Error(`XlsxWorkbook.renameTab: no tab "${from}"`);
    this.changed = true;
    // exceljs checks Excel's rules (31 characters, none of : \ / ? * [ ]): the caller's names obey them.
    sheet.name = to;
  }

  format(tab: string, format: TabFormat): void {
    this.changed = true;
    const sheet = this.sheetOrNew(tab);
    if (format.frozenRows !== undefined) {
      sheet.views =
        format.frozenRows > 0 ? [{ state: 'frozen', xSplit: 0, ySplit: format.frozenRows }] : [{ state: 'normal' }];
    }
    for (const column of format.textColumns ?? []) {
      // '@' is the Text number format: Excel and LibreOffice keep "1-0" as typed.
      const target = sheet.getColumn(column);
      ownColumnStyles(target);
      target.numFmt = '@';
    }
    const lastRow = Math.max(VALIDATION_MIN_ROWS, sheet.rowCount * 2);
    const validations = validationsOf(sheet);
    const setValidation = (column: number, rule: object) => {
      const letter = sheet.getColumn(column).letter;
      // Drop earlier rules on this column (a file read back holds them cell by cell).
      for (const address of Object.keys(validations.model)) {
        if (address.replace(/\d.*$/, '') === letter) delete validations.model[address];
      }
      validations.model[`${letter}2:${letter}${lastRow}`] = rule;
    };
    if (format.dropdown) {
      const list = format.dropdown.values.map((value) => value.replace(/"/g, '""')).join(',');
      setValidation(format.dropdown.column, {
        type: 'list',
        allowBlank: true,
        formulae: [`"${list}"`],
        showErrorMessage: true,
        errorStyle: 'stop',
      });
    }
    for (const column of format.numberColumns ?? []) {
      setValidation(column, {
        type: 'decimal',
        operator: 'between',
        allowBlank: true,
        formulae: [-1e9, 1e9],
        showErrorMessage: true,
        errorStyle: 'stop',
      });
    }
    // rules §16: an .xlsx has no checkbox exceljs writes: a TRUE/FALSE dropdown in its place.
    for (const column of format.checkboxColumns ?? []) {
      setValidation(column, {
        type: 'list',
        allowBlank: true,
        formulae: ['"TRUE,FALSE"'],
        showErrorMessage: true,
        errorStyle: 'stop',
      });
    }
    for (const column of format.scoreColumns ?? []) {
      // rules §9: Excel and LibreOffice check whole numbers natively.
      setValidation(column, {
        type: 'whole',
        operator: 'between',
        allowBlank: true,
        formulae: [SCORE_BOUNDS.min, SCORE_BOUNDS.max],
        showErrorMessage: true,
        errorStyle: 'stop',
      });
    }
    if (format.print) {
      fitToWidth(sheet, format.print.landscape);
      const frozen = format.frozenRows ?? 0;
      if (frozen > 0) sheet.pageSetup.printTitlesRow = `1:${frozen}`;
      for (const column of format.print.wrapColumns ?? []) {
        const target = sheet.getColumn(column);
        ownColumnStyles(target);
        target.alignment = { ...(target.alignment ?? {}), wrapText: true, vertical: 'top' };
      }
    }
    if (format.boldHeader) {
      const header = sheet.getRow(1);
      ownRowStyles(header);
      header.font = HEADER_FONT;
      header.eachCell((cell) => {
        cell.font = { ...HEADER_FONT, ...(cell.font ?? {}), bold: true };
      });
    }
  }

  layout(tab: string, layout: PrintLayout): void {
    this.changed = true;
    const sheet = this.sheetOrNew(tab);
    sheet.views =
      layout.repeatRows > 0 ? [{ state: 'frozen', xSplit: 0, ySplit: layout.repeatRows }] : [{ state: 'normal' }];
    // Every column of the tab: those past the contents (an older, wider write) go back to the default.
    const columns = Math.max(layout.widths.length, sheet.columnCount);
    for (let column = 1; column <= columns; column++) {
      const width = layout.widths[column - 1];
      sheet.getColumn(column).width = width === undefined ? undefined : width + CELL_PADDING;
    }
    const titles = new Set(layout.titleRows);
    const headers = new Set(layout.headerRows);
    // The numbers' regions (layoutRegions.ts), each from its header: a title ends one, and starts none.
    const numbers = new Map(
      numberRegions(layout, Number.MAX_SAFE_INTEGER).map(
        (region) => [region.top, { bottom: region.bottom, columns: new Set(region.columns) }] as const,
      ),
    );
    const wrapped = new Set(layout.wrapColumns ?? []);
    const money = new Set(layout.moneyColumns ?? []);
    const none = new Set<number>();
    let region: { bottom: number; columns: Set<number> } | null = null;
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const title = titles.has(number);
      const header = headers.has(number);
      if (header) region = numbers.get(number) ?? null;
      if (title) region = null;
      const block = region && number <= region.bottom ? region.columns : none;
      // A body row as tall as its wrapped text (a list of names); its cells then read from the top.
      const body = !title && !header;
      const values = body && wrapped.size > 0 ? (row.values as ExcelJS.CellValue[]).slice(1).map(flattenCell) : [];
      let lines = body ? bodyLines(values, [...wrapped], layout.widths) : 1;
      const top = lines > 1 ? { vertical: 'top' as const } : {};
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        ownStyle(cell);
        cell.font = title ? TITLE_FONT : header ? HEADER_FONT : BODY_FONT;
        const right = block.has(column) && !title;
        // Text one space in from the left edge: never glued to a number right-aligned in the column before.
        // A marked number ("47+10") in a column of numbers stands right with them.
        cell.alignment = header
          ? { wrapText: true, vertical: 'bottom', horizontal: right ? 'right' : 'left', indent: right ? 0 : 1 }
          : title
            ? {}
            : body && wrapped.has(column)
              ? { wrapText: true, vertical: 'top', horizontal: 'left', indent: 1 }
              : typeof cell.value !== 'string'
                ? top
                : right
                  ? { ...top, horizontal: 'right' }
                  : { ...top, horizontal: 'left', indent: 1 };
        // Money with its cents (rules §11), below the headers.
        if (body && money.has(column) && typeof cell.value === 'number') cell.numFmt = MONEY_FORMAT;
        if (header && typeof cell.value === 'string')
          lines = Math.max(lines, headerLines(cell.value, layout.widths[column - 1] ?? MIN_WIDTH));
      });
      // Row heights are not recomputed by every reader: a wrapped header or body row gets the height of its lines.
      // Paper for the hand: its lines as far apart as the page allows (rules §12).
      (row as { height?: number }).height =
        header || lines > 1 ? 15 * lines : title ? 20 : body && layout.bodyRowPoints ? layout.bodyRowPoints : undefined;
    });
    fitToWidth(sheet, layout.landscape);
    if (layout.repeatRows > 0) sheet.pageSetup.printTitlesRow = `1:${layout.repeatRows}`;
    // exceljs keeps the breaks in an untyped list (written as <rowBreaks>).
    (sheet as unknown as { rowBreaks: unknown[] }).rowBreaks.length = 0;
    for (const row of layout.pageBreaks) if (row > 1) sheet.getRow(row - 1).addPageBreak();
    this.placeImage(sheet, layout.image ?? null);
  }

  /** A column narrower than asked (or with no width of its own yet) gets the width; a wider one keeps its own. */
  widenColumns(tab: string, columns: readonly ColumnWidth[]): void {
    const sheet = this.sheet(tab);
    if (!sheet) return;
    for (const { column, chars } of columns) {
      const target = sheet.getColumn(column);
      const wanted = chars + CELL_PADDING;
      if (target.width !== undefined && target.width >= wanted) continue;
      target.width = wanted;
      this.changed = true;
    }
  }

  /** Replaces the tab's pictures by `image` (the same picture is stored once in the file). */
  private placeImage(sheet: ExcelJS.Worksheet, image: SheetImage | null): void {
    // exceljs has no way to remove a picture: the sheet's list of pictures is rebuilt without them.
    const media = sheet as unknown as { _media: { type: string }[] };
    media._media = media._media.filter((medium) => medium.type !== 'image');
    if (!image) return;
    const bytes = Buffer.from(image.gifBase64, 'base64');
    const stored = (this.book.model as unknown as { media: { buffer?: Buffer; extension: string }[] }).media;
    let id = stored.findIndex((medium) => medium.extension === 'gif' && medium.buffer?.equals(bytes));
    if (id < 0) id = this.book.addImage({ buffer: bytes as unknown as ExcelJS.Buffer, extension: 'gif' });
    sheet.addImage(id, {
      tl: { col: image.column - 1, row: image.row - 1 },
      ext: { width: image.pixels, height: image.pixels },
      editAs: 'absolute',
    });
  }
}
