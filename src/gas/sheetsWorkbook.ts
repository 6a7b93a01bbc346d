// The Workbook port over SpreadsheetApp (rules §1 `gas/`): a table is read with one
// getDataRange().getValues() and a block written with one getRange(...).setValues(...).
// rules §9: a string is always written as text. Sheets reads setValues strings as if typed,
// in the spreadsheet's locale: "=x" is a formula, "3,5" a number, "Mar 3" or "3 de marzo" a
// date, "€ 5" money, "50%" a percentage, "10:30" a time, VERDADERO a boolean... Rather than
// guess every form the parser knows, every non-empty string gets a leading apostrophe, which
// Sheets drops and which makes the cell text: the one place where values are written.
import type { Cell, Grid } from '../sheets/grid/cells';
import { type PrintLayout, SCORE_BOUNDS, type TabFormat, type Workbook } from '../sheets/grid/workbook';
import { fingerprint, type LaidOut, LayoutMemory } from './layoutMemory';
import { TabDirectory } from './tabDirectory';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The value to hand to setValues so that Sheets stores exactly this cell. */
export function asTyped(cell: Cell): string | number | boolean | Date {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell === '' ? '' : `'${cell}`;
  return cell;
}

const TITLE_FONT_SIZE = 13;

/** "A", …, "Z", "AA", … for a 1-based column. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Ranges per RangeList call: one call per kind of format even for 4000 player cards (the
 * reference documents no limit; a batch this size keeps one call's argument bounded).
 */
const BATCH = 10000;

function inBatches(a1: readonly string[], apply: (batch: string[]) => void): void {
  for (let i = 0; i < a1.length; i += BATCH) apply(a1.slice(i, i + BATCH));
}

/** A width in characters as Sheets pixels (Arial 10: about 7 pixels a character, plus the cell's padding). */
export function columnPixels(chars: number): number {
  return Math.round(7 * chars + 8);
}

export class SheetsWorkbook implements Workbook {
  // Apps Script calls are the cost of an action (issue 11 item 7: ≤ 30 SpreadsheetApp calls
  // per action, the same at any field size and any number of tabs), so one SheetsWorkbook —
  // made per action by the handler — remembers what it has asked: each tab looked up by name
  // (getSheetByName, once per name, absent ones too), the list of every tab (getSheets and one
  // getName each, only when an action needs every name), each tab's values (one read per tab;
  // what the action writes is applied to the copy, so the live page published after the
  // action reads nothing again) and each tab's grid size; and, across actions, what it laid
  // out on each generated tab (layoutMemory.ts) and every tab's name (tabDirectory.ts).
  /** Sheets by exact name, as asked in this action; null: no tab of that name. Every tab once listed. */
  private readonly byName = new Map<string, Sheet | null>();
  /** Every tab's name in tab order, when known: listed in this action, or remembered and still the workbook's. */
  private names: string[] | null = null;
  /** `names` was listed in this action: `byName` holds every tab. */
  private listed = false;
  /** The remembered names were asked for (once per action). */
  private recalled = false;
  /** The remembered names are out of date (a tab renamed while they were not known): forgotten at the end. */
  private outdated = false;
  /** Spreadsheet.getNumSheets, once asked. */
  private count: number | null = null;
  private readonly grids = new Map<string, Grid>();
  private readonly sizes = new Map<string, { rows: number; columns: number }>();
  /** Rows × columns known to be inside the grid: a block written there in this action. */
  private readonly fits = new Map<string, { rows: number; columns: number }>();
  /** Tabs created in this action: nothing remembered of an earlier sheet of that name applies. */
  private readonly created = new Set<string>();
  /** Tabs created in this action and not written yet: nothing to clear. */
  private readonly blank = new Set<string>();
  private readonly ids = new Map<string, number>();
  /** A one-row block written at A1 in this action (a header), so that making it bold costs no getRange. */
  private readonly headers = new Map<string, GoogleAppsScript.Spreadsheet.Range>();
  private zone: string | null = null;
  private numberRule: GoogleAppsScript.Spreadsheet.DataValidation | null = null;
  private scoreRuleCache: GoogleAppsScript.Spreadsheet.DataValidation | null = null;

  /**
   * `memory`: what earlier actions laid out; `directory`: every tab's name as an earlier action
   * saw it (the handler's, over the document properties); by default none.
   */
  constructor(
    private readonly spreadsheet: Spreadsheet,
    private readonly memory: LayoutMemory = new LayoutMemory(null),
    private readonly directory: TabDirectory = new TabDirectory(null),
  ) {}

  locale(): string {
    return this.spreadsheet.getSpreadsheetLocale();
  }

  /** The spreadsheet's time zone (the club's clock), '' when unknown. Not part of the port. */
  timeZone(): string {
    if (this.zone === null) {
      try {
        this.zone = this.spreadsheet.getSpreadsheetTimeZone() || '';
      } catch {
        this.zone = '';
      }
    }
    return this.zone;
  }

  /** Every tab's name, in tab order: getSheets and one getName per tab, once per action. */
  tabNames(): string[] {
    if (!this.listed) {
      const sheets = this.spreadsheet.getSheets();
      this.byName.clear();
      for (const sheet of sheets) this.byName.set(sheet.getName(), sheet);
      this.names = [...this.byName.keys()];
      this.count = sheets.length;
      this.listed = true;
      this.outdated = false;
    }
    return [...(this.names as string[])];
  }

  /**
   * The first of `exact` that is a tab (getSheetByName, one call per name per action); else
   * the first tab whose name `matches`, among every tab's names as remembered when the
   * workbook still has as many tabs (getNumSheets, one call), otherwise as listed.
   */
  locateTab(exact: readonly string[], matches: (name: string) => boolean): string | null {
    for (const name of exact) if (this.lookup(name)) return name;
    const found = (this.remembered() ?? this.tabNames()).find(matches) ?? null;
    if (found === null || this.lookup(found)) return found;
    // The remembered list names a tab that is not there: list them all.
    return this.tabNames().find(matches) ?? null;
  }

  read(tab: string): Grid | null {
    const known = this.grids.get(tab);
    if (known) return known;
    const sheet = this.lookup(tab);
    if (!sheet) return null;
    const values = sheet.getDataRange().getValues() as Grid;
    // An empty tab's data range is A1 alone, blank.
    const grid = values.length === 1 && values[0].length === 1 && values[0][0] === '' ? [] : values;
    this.grids.set(tab, grid);
    return grid;
  }

  write(tab: string, row: number, column: number, values: Grid): void {
    this.put(tab, row, column, values, true);
  }

  replace(tab: string, values: Grid): void {
    const sheet = this.sheet(tab);
    // A tab inserted in this action is empty (set-up's views): no clear to send.
    if (!this.blank.has(tab)) sheet.clearContents();
    this.grids.set(tab, []);
    // A generated tab has no per-row formats to carry onto rows it grows.
    this.put(tab, 1, 1, values, false);
  }

  addTab(tab: string): void {
    // At the end: after the tabs there are (the remembered list, kept with the new name, knows how many).
    const names = this.remembered();
    const index = names?.length ?? this.numSheets();
    this.byName.set(tab, this.spreadsheet.insertSheet(tab, index));
    names?.push(tab);
    this.count = index + 1;
    // Sheets makes a new sheet 1000 rows × 26 columns, empty.
    this.sizes.set(tab, { rows: 1000, columns: 26 });
    this.grids.set(tab, []);
    this.created.add(tab);
    this.blank.add(tab);
  }

  renameTab(from: string, to: string): void {
    const sheet = this.lookup(from);
    if (!sheet) throw new Error(`SheetsWorkbook.renameTab: no tab "${from}"`);
    const names = this.remembered();
    sheet.setName(to);
    // What this action knows of the tab goes with its new name, in the same tab order.
    this.byName.set(to, sheet);
    if (this.listed) this.byName.delete(from);
    else this.byName.set(from, null);
    if (names) names[names.indexOf(from)] = to;
    else this.outdated = true;
    for (const known of [this.grids, this.sizes, this.fits, this.ids, this.headers] as Map<string, unknown>[]) {
      if (!known.has(from)) continue;
      known.set(to, known.get(from));
      known.delete(from);
    }
    for (const known of [this.created, this.blank]) if (known.delete(from)) known.add(to);
    // A renamed tab is no longer laid out under either name (a kept tournament's tabs).
    this.memory.forget(from);
    this.memory.forget(to);
  }

  /**
   * Remembers what this action laid out, for the next one (one document property write, only
   * when a layout changed). The handler calls it when the action ends, even by an error:
   * the layouts it applied are in the sheet all the same. Never throws.
   */
  saveLayouts(): void {
    this.memory.save(this.names);
  }

  /**
   * Remembers every tab's name for the next action when this one knows them (one document
   * property write, only when they changed), or forgets them when it made them out of date.
   * The handler calls it when the action ends, even by an error. Never throws.
   */
  saveTabs(): void {
    if (this.names !== null) this.directory.save(this.names);
    else if (this.outdated) this.directory.forget();
  }

  format(tab: string, format: TabFormat): void {
    const sheet = this.sheet(tab);
    const size = this.size(tab, sheet);
    const below = (column: number, width = 1) => sheet.getRange(2, column, Math.max(1, size.rows - 1), width);
    if (format.frozenRows !== undefined) sheet.setFrozenRows(format.frozenRows);
    for (const column of format.textColumns ?? []) {
      const range = below(column);
      range.setNumberFormat('@');
      // Resultado: the plain-text column and the dropdown are one range, one getRange.
      if (format.dropdown?.column === column) range.setDataValidation(this.listRule(format.dropdown.values));
    }
    if (format.dropdown && !(format.textColumns ?? []).includes(format.dropdown.column))
      below(format.dropdown.column).setDataValidation(this.listRule(format.dropdown.values));
    // Neighbouring number columns (Puntos 1 and 2) share one range.
    for (const [first, width] of adjacentRuns(format.numberColumns ?? []))
      below(first, width).setDataValidation(this.nonNegativeRule());
    // rules §9: Sheets has no whole-number check without a formula; Atril refuses decimals when it reads.
    for (const [first, width] of adjacentRuns(format.scoreColumns ?? []))
      below(first, width).setDataValidation(this.scoreRule());
    if (format.boldHeader) (this.headers.get(tab) ?? sheet.getRange(1, 1, 1, size.columns)).setFontWeight('bold');
  }

  /** The tab of exactly this name, or null: getSheetByName once per name per action (nothing once every tab is listed). */
  private lookup(name: string): Sheet | null {
    const known = this.byName.get(name);
    if (known !== undefined) return known;
    if (this.listed) return null;
    const sheet = this.spreadsheet.getSheetByName(name);
    this.byName.set(name, sheet);
    // A remembered list that says otherwise is out of date: not trusted again in this action.
    if (this.names !== null && (sheet !== null) !== this.names.includes(name)) {
      this.names = null;
      this.outdated = true;
    }
    return sheet;
  }

  /**
   * Every tab's name without listing them: as listed in this action, or as remembered while the
   * workbook has as many tabs and every lookup so far agrees (asked once per action); else null.
   */
  private remembered(): string[] | null {
    if (this.names !== null || this.recalled || this.outdated) return this.names;
    this.recalled = true;
    const names = this.directory.load();
    if (names === null || names.length !== this.numSheets()) return null;
    for (const [name, sheet] of this.byName) if ((sheet !== null) !== names.includes(name)) return null;
    this.names = [...names];
    return this.names;
  }

  private numSheets(): number {
    this.count ??= this.spreadsheet.getNumSheets();
    return this.count;
  }

  /**
   * rules §2 printing, as far as Apps Script goes: column widths (pixels from characters),
   * frozen header rows (what Sheets repeats on every printed page), bold and larger titles,
   * the QR picture. Sheets has no API for scaling, print titles or page breaks: the director
   * picks "Fit to width" in File › Print (docs/standings.md "Printing").
   */
  layout(tab: string, layout: PrintLayout): void {
    const sheet = this.sheet(tab);
    const before = this.laidOut(tab, sheet);
    // Until this layout is done, the tab is in no known state (an error may cut it short).
    this.memory.forget(tab);
    const columns = Math.max(1, layout.widths.length);
    const after: LaidOut = {
      sheet: this.memory.persistent ? this.sheetId(tab, sheet) : 0,
      frozen: layout.repeatRows,
      widths: [...layout.widths],
      formats: fingerprint(JSON.stringify([columns, layout.titleRows, layout.headerRows, layout.numberColumns])),
      image: layout.image ? fingerprint(JSON.stringify(layout.image)) : '',
    };
    // The grid must hold what is laid out: the tab was just written, so it usually does.
    let sized = false;
    const fit = () => {
      if (sized) return;
      sized = true;
      const image = layout.image ? [layout.image.row, layout.image.column] : [1, 1];
      this.ensure(tab, sheet, Math.max(1, layout.repeatRows, image[0]), Math.max(columns, image[1]));
    };
    if (before?.frozen !== after.frozen) {
      fit();
      sheet.setFrozenRows(layout.repeatRows);
    }
    // Only the columns whose width changed; neighbours of one width share a call.
    for (const [first, count, chars] of changedWidths(before?.widths ?? [], layout.widths)) {
      fit();
      sheet.setColumnWidths(first, count, columnPixels(chars));
    }
    if (before?.formats !== after.formats) {
      fit();
      // The previous layout goes in one call (bold, sizes, wrap, alignment; a generated tab has no other format).
      sheet.clearFormats();
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
    }
    // The picture: looked for (to be removed) only where there may be one.
    if (before === null || before.image !== after.image) {
      // A tab made in this action has none; one that never has a picture (undefined) neither.
      const mayHaveOne = before === null ? layout.image !== undefined && !this.created.has(tab) : before.image !== '';
      if (mayHaveOne) for (const image of sheet.getImages()) image.remove();
      if (layout.image) {
        fit();
        const { gifBase64, row, column, pixels } = layout.image;
        const blob = Utilities.newBlob(Utilities.base64Decode(gifBase64), 'image/gif', 'qr.gif');
        sheet.insertImage(blob, column, row).setWidth(pixels).setHeight(pixels);
      }
    }
    this.memory.set(tab, after);
  }

  /**
   * What is laid out on the tab now, as far as Atril knows: what this action laid out, else
   * what an earlier one remembered for this very sheet (not for a tab created in this action,
   * nor for another sheet that has taken the name); null when unknown.
   */
  private laidOut(tab: string, sheet: Sheet): LaidOut | null {
    if (this.memory.laidOutHere(tab)) return this.memory.get(tab);
    if (!this.memory.persistent || this.created.has(tab)) return null;
    const remembered = this.memory.get(tab);
    return remembered && remembered.sheet === this.sheetId(tab, sheet) ? remembered : null;
  }

  private sheetId(tab: string, sheet: Sheet): number {
    let id = this.ids.get(tab);
    if (id === undefined) {
      id = sheet.getSheetId();
      this.ids.set(tab, id);
    }
    return id;
  }

  /** Grows the grid to at least rows × columns, asking its size only when this action has not written that far. */
  private ensure(tab: string, sheet: Sheet, rows: number, columns: number): void {
    const inside = this.fits.get(tab) ?? this.sizes.get(tab);
    if (inside && rows <= inside.rows && columns <= inside.columns) return;
    const known = this.size(tab, sheet);
    if (rows > known.rows || columns > known.columns)
      this.grow(tab, sheet, Math.max(rows, known.rows), Math.max(columns, known.columns), 0);
  }

  private sheet(tab: string): Sheet {
    const sheet = this.lookup(tab);
    if (sheet) return sheet;
    this.addTab(tab);
    return this.lookup(tab) as Sheet;
  }

  private size(tab: string, sheet: Sheet): { rows: number; columns: number } {
    let size = this.sizes.get(tab);
    if (!size) {
      size = { rows: sheet.getMaxRows(), columns: sheet.getMaxColumns() };
      this.sizes.set(tab, size);
    }
    return size;
  }

  private listRule(values: string[]): GoogleAppsScript.Spreadsheet.DataValidation {
    return SpreadsheetApp.newDataValidation().requireValueInList(values, true).setAllowInvalid(false).build();
  }

  private scoreRule(): GoogleAppsScript.Spreadsheet.DataValidation {
    this.scoreRuleCache ??= SpreadsheetApp.newDataValidation()
      .requireNumberBetween(SCORE_BOUNDS.min, SCORE_BOUNDS.max)
      .setAllowInvalid(false)
      .build();
    return this.scoreRuleCache;
  }

  private nonNegativeRule(): GoogleAppsScript.Spreadsheet.DataValidation {
    this.numberRule ??= SpreadsheetApp.newDataValidation()
      .requireNumberGreaterThanOrEqualTo(0)
      .setAllowInvalid(false)
      .build();
    return this.numberRule;
  }

  /** One getRange and one setValues; the grid grows first when the block goes past it. */
  private put(tab: string, row: number, column: number, values: Grid, extend: boolean): void {
    if (values.length === 0) return;
    const width = values.reduce((max, line) => Math.max(max, line.length), 0);
    if (width === 0) return;
    const sheet = this.sheet(tab);
    const [lastRow, lastColumn] = [row + values.length - 1, column + width - 1];
    const block = values.map((line) => Array.from({ length: width }, (_, c) => asTyped(line[c])));
    const known = this.sizes.get(tab);
    const grow = () => this.grow(tab, sheet, lastRow, lastColumn, extend ? values.length : 0);
    if (known && (lastRow > known.rows || lastColumn > known.columns)) grow();
    let range: GoogleAppsScript.Spreadsheet.Range;
    try {
      // Sheets refuses a range past its rows × columns. Most writes fit: asking the size first
      // would cost two calls every time, so the size is asked only when the range is refused.
      range = sheet.getRange(row, column, values.length, width);
    } catch (outside) {
      if (this.sizes.has(tab)) throw outside;
      grow();
      range = sheet.getRange(row, column, values.length, width);
    }
    range.setValues(block);
    this.blank.delete(tab);
    const fits = this.fits.get(tab);
    this.fits.set(tab, { rows: Math.max(lastRow, fits?.rows ?? 0), columns: Math.max(lastColumn, fits?.columns ?? 0) });
    if (row === 1 && column === 1 && values.length === 1) this.headers.set(tab, range);
    else if (row === 1) this.headers.delete(tab);
    const grid = this.grids.get(tab);
    if (grid) this.grids.set(tab, withBlock(grid, row, column, values, width));
  }

  /**
   * Grows the grid to rows × columns: formatting, not data. Inserted rows get no format and no
   * validation, so those of a typed tab (`block` > 0: the rows being written) take the last
   * row's, and the tab grows by three more such blocks: Rondas gains a round's rows at every
   * pairing and growing costs ten calls, so a 4000-player tournament pays them every fourth
   * round, not every round. A generated tab grows to what it needs.
   */
  private grow(tab: string, sheet: Sheet, rows: number, columns: number, block: number): void {
    const size = this.size(tab, sheet);
    let total = size.rows;
    if (rows > size.rows) {
      total = rows + 3 * block;
      sheet.insertRowsAfter(size.rows, total - size.rows);
      if (block > 0 && size.rows >= 2) extendFormats(sheet, size.rows, total - size.rows, size.columns);
    }
    if (columns > size.columns) sheet.insertColumnsAfter(size.columns, columns - size.columns);
    this.sizes.set(tab, { rows: total, columns: Math.max(columns, size.columns) });
  }
}

/**
 * The columns whose width is not `before`'s, as [first column, count, width] runs of equal
 * neighbours: ([], [6, 6, 9]) → [[1, 2, 6], [3, 1, 9]]; ([6, 6, 9], [6, 8, 9]) → [[2, 1, 8]].
 */
export function changedWidths(before: readonly number[], widths: readonly number[]): [number, number, number][] {
  const runs: [number, number, number][] = [];
  widths.forEach((width, index) => {
    if (before[index] === width) return;
    const last = runs.at(-1);
    if (last && last[2] === width && last[0] + last[1] === index + 1) last[1] += 1;
    else runs.push([index + 1, 1, width]);
  });
  return runs;
}

/** Neighbouring 1-based columns as [first, width] runs: [5, 6, 8] → [[5, 2], [8, 1]]. */
function adjacentRuns(columns: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const column of [...columns].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[0] + last[1] === column) last[1] += 1;
    else runs.push([column, 1]);
  }
  return runs;
}

const blankCell = (cell: Cell): boolean => cell === '' || cell === null || cell === undefined;

/**
 * The tab's values after writing `values` at (row, column), as getDataRange().getValues()
 * would give them: '' for blanks, trailing blank rows and columns dropped.
 */
function withBlock(grid: Grid, row: number, column: number, values: Grid, width: number): Grid {
  const rows = grid.map((line) => [...line]);
  values.forEach((line, r) => {
    const target = (rows[row - 1 + r] ??= []);
    for (let c = 0; c < width; c++) target[column - 1 + c] = blankCell(line[c]) ? '' : (line[c] as Cell);
  });
  let height = rows.length;
  while (height > 0 && (rows[height - 1] ?? []).every(blankCell)) height--;
  let columns = 0;
  for (let r = 0; r < height; r++) {
    const line = rows[r] ?? [];
    for (let c = line.length; c > columns; c--) {
      if (!blankCell(line[c - 1])) {
        columns = c;
        break;
      }
    }
  }
  return Array.from({ length: height }, (_, r) =>
    Array.from({ length: columns }, (_, c) => {
      const cell = rows[r]?.[c];
      return blankCell(cell) ? '' : (cell as Cell);
    }),
  );
}

type Validation = GoogleAppsScript.Spreadsheet.DataValidation | null;

/**
 * rules §2, §9: rows added past the formatted block (a 4000-player round needs ~2000 Rondas
 * rows) keep Resultado as plain text with its dropdown and the number checks — the number
 * formats and validations of row `last`, copied onto the new rows in one call each.
 */
function extendFormats(sheet: Sheet, last: number, count: number, columns: number): void {
  const model = sheet.getRange(last, 1, 1, columns);
  const formats = model.getNumberFormats()[0];
  const rules = model.getDataValidations()[0] as Validation[];
  const hasFormats = formats.some((format) => format !== 'General');
  const hasRules = rules.some((rule) => rule !== null);
  if (!hasFormats && !hasRules) return;
  const target = sheet.getRange(last + 1, 1, count, columns);
  if (hasFormats) target.setNumberFormats(Array.from({ length: count }, () => formats));
  if (hasRules)
    target.setDataValidations(
      Array.from({ length: count }, () => rules) as GoogleAppsScript.Spreadsheet.DataValidation[][],
    );
}
