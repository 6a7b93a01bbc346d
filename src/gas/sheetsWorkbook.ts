// The Workbook port over SpreadsheetApp (rules §1 `gas/`): a table is read with one
// getDataRange().getValues() and a block written with one getRange(...).setValues(...).
// rules §9: a string is always written as text. Sheets reads setValues strings as if typed,
// in the spreadsheet's locale: "=x" is a formula, "3,5" a number, "Mar 3" or "3 de marzo" a
// date, "€ 5" money, "50%" a percentage, "10:30" a time, VERDADERO a boolean... Rather than
// guess every form the parser knows, every non-empty string gets a leading apostrophe, which
// Sheets drops and which makes the cell text: the one place where values are written.
import type { Grid } from '../sheets/grid/cells';
import {
  type ColumnWidth,
  MONEY_FORMAT,
  type PrintLayout,
  SCORE_BOUNDS,
  type TabFormat,
  type Workbook,
} from '../sheets/grid/workbook';
import { numberRegions } from '../sheets/grid/layoutRegions';
import { blankSheet, type Extent, fingerprint, type LaidOut, LayoutMemory, NO_FORMATS } from './layoutMemory';
import { TabDirectory } from './tabDirectory';
import { retried } from './retry';
import { adjacentRuns, columnLetter, inBatches } from './sheetsRanges';
import { columnChars, columnPixels, widthCalls } from './columnWidths';
import { asTyped, blankPadded, extendFormats, withBlock } from './sheetsGrid';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const TITLE_FONT_SIZE = 13;

/** `frozen` of a tab whose layout Atril does not know (written, never laid out): laid out whole. */
const UNKNOWN = -1;

/** What Atril knows of a tab it has written but whose layout it does not know. */
function unknownLayout(sheet: number): LaidOut {
  return { sheet, frozen: UNKNOWN, widths: [], formats: '?', image: '?', written: null, grid: null };
}

/** What an action knows of one tab (SheetsWorkbook), kept under the tab's name. */
interface KnownTab {
  /** Its values as read (or made), with what the action wrote applied. */
  grid?: Grid;
  /** Its grid as asked (or made): `columnsAtLeast` when only its rows were asked (the columns are at least that many). */
  size?: { rows: number; columns: number; columnsAtLeast?: boolean };
  /** Rows × columns known to be inside the grid: a block written there in this action. */
  fit?: { rows: number; columns: number };
  /** Sheet.getSheetId, once asked. */
  id?: number;
  /** A one-row block written at A1 in this action (a header), so that making it bold costs no getRange. */
  header?: GoogleAppsScript.Spreadsheet.Range;
  /** Created in this action: nothing remembered of an earlier sheet of that name applies. */
  created?: true;
  /** Created in this action and not written yet: nothing to clear. */
  blank?: true;
}

export class SheetsWorkbook implements Workbook {
  /** rules §16.1: Google Sheets takes tab names of up to 100 characters (archive.ts). */
  readonly tabNameLimit = 100;
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
  /** What this action knows of each tab, by its name (a renamed tab's goes with its new name). */
  private readonly known = new Map<string, KnownTab>();
  /** Sheets given typed-tab formats in this action (by sheet, whatever name they take). */
  private readonly formatted = new Set<Sheet>();
  private zone: string | null = null;
  private numberRule: GoogleAppsScript.Spreadsheet.DataValidation | null = null;
  private scoreRuleCache: GoogleAppsScript.Spreadsheet.DataValidation | null = null;

  /**
   * `memory`: what earlier actions laid out; `directory`: every tab's name as an earlier action
   * saw it (the handler's, over the document properties); by default none. `exactTabNames`:
   * getSheetByName was found to ignore case ("Comprobar instalación", installRecord.ts), so
   * each tab it returns is checked against the name asked (one getName more per lookup).
   */
  constructor(
    private readonly spreadsheet: Spreadsheet,
    private readonly memory: LayoutMemory = new LayoutMemory(null),
    private readonly directory: TabDirectory = new TabDirectory(null),
    private readonly options: { exactTabNames?: boolean } = {},
  ) {}

  /** What this action knows of `tab` (made empty the first time). */
  private tab(tab: string): KnownTab {
    let known = this.known.get(tab);
    if (!known) this.known.set(tab, (known = {}));
    return known;
  }

  locale(): string {
    return this.spreadsheet.getSpreadsheetLocale();
  }

  /** The spreadsheet's time zone (the club's clock), '' when unknown (Workbook.timeZone). */
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
    const known = this.tab(tab).grid;
    if (known) return known;
    const sheet = this.lookup(tab);
    if (!sheet) return null;
    const values = retried(() => sheet.getDataRange().getValues()) as Grid;
    // An empty tab's data range is A1 alone, blank.
    const grid = values.length === 1 && values[0].length === 1 && values[0][0] === '' ? [] : values;
    this.tab(tab).grid = grid;
    return grid;
  }

  /** Sheet.getLastRow (Workbook.lastRow): the Registro's next line found without reading it (rules §17). */
  lastRow(tab: string): number {
    const sheet = this.lookup(tab);
    return sheet ? retried(() => sheet.getLastRow()) : 0;
  }

  write(tab: string, row: number, column: number, values: Grid): void {
    this.put(tab, row, column, values, true);
  }

  /**
   * Rewrites a generated tab from A1. What Atril wrote there last (layoutMemory.ts) is blanked
   * in the same write, padded with blank cells, so the tab needs no clearContents; anything
   * else in the tab (a note typed below or beside it) stays. A tab whose last block Atril does
   * not know is cleared whole first; one inserted in this action is empty.
   */
  replace(tab: string, values: Grid): void {
    const sheet = this.sheet(tab);
    const before = this.laidOut(tab, sheet);
    const rows = values.length;
    const columns = values.reduce((max, line) => Math.max(max, line.length), 0);
    const written = before?.written ?? null;
    let block = values;
    if (this.tab(tab).blank) this.tab(tab).grid = [];
    else if (written === null) {
      sheet.clearContents();
      this.tab(tab).grid = [];
    } else if (written[0] > rows || written[1] > columns) {
      block = blankPadded(values, Math.max(rows, written[0]), Math.max(columns, written[1]));
    }
    // Until the block is written, what the tab holds is not known (an error may cut it short).
    this.memory.forget(tab);
    // A generated tab has no per-row formats to carry onto rows it grows.
    const grid = this.put(tab, 1, 1, block, false, before?.grid ?? null);
    const id = this.memory.persistent ? this.sheetId(tab, sheet) : 0;
    this.memory.set(tab, { ...(before ?? unknownLayout(id)), sheet: id, written: [rows, columns], grid });
  }

  addTab(tab: string): void {
    // At the end: after the tabs there are (the remembered list, kept with the new name, knows how many).
    const names = this.remembered();
    const index = names?.length ?? this.numSheets();
    // rules §17: an insert that failed may have made the tab: looked up by name before trying again.
    const inserted = retried(
      () => this.spreadsheet.insertSheet(tab, index),
      () => this.spreadsheet.getSheetByName(tab),
    );
    this.byName.set(tab, inserted);
    names?.push(tab);
    this.count = index + 1;
    // Sheets makes a new sheet 1000 rows × 26 columns, empty.
    this.known.set(tab, { size: { rows: 1000, columns: 26 }, grid: [], created: true, blank: true });
  }

  hideTab(tab: string): void {
    this.sheet(tab).hideSheet();
  }

  renameTab(from: string, to: string): void {
    const sheet = this.lookup(from);
    if (!sheet) throw new Error(`SheetsWorkbook.renameTab: no tab "${from}"`);
    const names = this.remembered();
    retried(
      () => sheet.setName(to),
      () => (this.spreadsheet.getSheetByName(to) ? sheet : null),
    );
    // What this action knows of the tab goes with its new name, in the same tab order.
    this.byName.set(to, sheet);
    if (this.listed) this.byName.delete(from);
    else this.byName.set(from, null);
    if (names) names[names.indexOf(from)] = to;
    else this.outdated = true;
    const known = this.known.get(from);
    if (known) {
      this.known.set(to, known);
      this.known.delete(from);
    }
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
    this.formatted.add(sheet);
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
    // rules §16: Presente's boxes (a checkbox holds TRUE or FALSE; a blank cell shows unticked).
    for (const column of format.checkboxColumns ?? [])
      below(column).setDataValidation(SpreadsheetApp.newDataValidation().requireCheckbox().build());
    if (format.boldHeader) (this.tab(tab).header ?? sheet.getRange(1, 1, 1, size.columns)).setFontWeight('bold');
  }

  /**
   * Widens a typed tab's columns (Rondas' names) where they are narrower than asked. A column
   * the memory knows to be wide enough costs nothing (a later hand change is the director's);
   * otherwise its width is asked (getColumnWidth, one call) and, when narrower, set, one
   * setColumnWidths per run of neighbours given the same width. What is learnt is remembered
   * against the sheet's id (layoutMemory.ts).
   */
  widenColumns(tab: string, columns: readonly ColumnWidth[]): void {
    const sheet = this.lookup(tab);
    if (!sheet || columns.length === 0) return;
    const id = this.memory.persistent ? this.sheetId(tab, sheet) : 0;
    const remembered = this.memory.persistent ? this.memory.widened(tab) : null;
    const known = remembered && remembered.sheet === id ? [...remembered.widened] : [];
    const narrow: ColumnWidth[] = [];
    for (const { column, chars } of [...columns].sort((a, b) => a.column - b.column)) {
      if ((known[column - 1] ?? 0) >= chars) continue;
      const has = columnChars(sheet.getColumnWidth(column));
      if (has < chars) narrow.push({ column, chars });
      for (let c = known.length; c < column - 1; c++) known[c] = 0;
      known[column - 1] = Math.max(has, chars);
    }
    if (narrow.length > 0) this.ensure(tab, sheet, 1, narrow[narrow.length - 1].column);
    for (let i = 0; i < narrow.length;) {
      let count = 1;
      while (
        i + count < narrow.length &&
        narrow[i + count].column === narrow[i].column + count &&
        narrow[i + count].chars === narrow[i].chars
      )
        count++;
      sheet.setColumnWidths(narrow[i].column, count, columnPixels(narrow[i].chars));
      i += count;
    }
    if (this.memory.persistent && (remembered?.sheet !== id || known.some((w, c) => w !== remembered.widened[c])))
      this.memory.setWidened(tab, { sheet: id, widened: known });
  }

  /** The tab of exactly this name, or null: getSheetByName once per name per action (nothing once every tab is listed). */
  private lookup(name: string): Sheet | null {
    const known = this.byName.get(name);
    if (known !== undefined) return known;
    if (this.listed) return null;
    let sheet = this.spreadsheet.getSheetByName(name);
    // A lookup that ignores case may return "JUGADORES" for "Jugadores": not this name (docs/addon.md).
    if (sheet && this.options.exactTabNames && sheet.getName() !== name) sheet = null;
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
    const remembered = this.laidOut(tab, sheet);
    // What is laid out there; null when not known (the layout is applied whole).
    const before = remembered !== null && remembered.frozen !== UNKNOWN ? remembered : null;
    // Until this layout is done, the tab is in no known state (an error may cut it short).
    this.memory.forget(tab);
    const columns = Math.max(1, layout.widths.length);
    const size = this.tab(tab).size;
    const after: LaidOut = {
      sheet: this.memory.persistent ? this.sheetId(tab, sheet) : 0,
      frozen: layout.repeatRows,
      widths: [...layout.widths],
      formats: fingerprint(
        JSON.stringify([
          columns,
          layout.titleRows,
          layout.headerRows,
          layout.numberColumns,
          layout.rows,
          layout.wrapColumns ?? [],
          layout.moneyColumns ?? [],
        ]),
      ),
      image: layout.image ? fingerprint(JSON.stringify(layout.image)) : '',
      written: remembered?.written ?? null,
      grid: size ? [size.rows, size.columns] : (remembered?.grid ?? null),
    };
    // The grid must hold what is laid out: the tab was just written, so it usually does.
    let sized = false;
    const fit = () => {
      if (sized) return;
      sized = true;
      const image = layout.image ? [layout.image.row, layout.image.column] : [1, 1];
      this.ensure(tab, sheet, Math.max(1, layout.repeatRows, image[0]), Math.max(columns, image[1]));
      const grown = this.tab(tab).size;
      if (grown) after.grid = [grown.rows, grown.columns];
    };
    if (before?.frozen !== after.frozen) {
      fit();
      sheet.setFrozenRows(layout.repeatRows);
    }
    // Only the columns whose width changed, in as few calls as painting over neighbours allows.
    for (const [first, count, chars] of widthCalls(before?.widths ?? [], layout.widths)) {
      fit();
      sheet.setColumnWidths(first, count, columnPixels(chars));
    }
    if (before?.formats !== after.formats) {
      fit();
      // The previous layout goes in one call (bold, sizes, wrap, alignment; a generated tab has
      // no other format) — unless there is none: a tab inserted by Atril and only written since.
      if (before?.formats !== NO_FORMATS) sheet.clearFormats();
      // One call per kind through RangeLists: a cards tab has two rows to format per player.
      const rows = (list: readonly number[]) => list.map((row) => `A${row}:${columnLetter(columns)}${row}`);
      inBatches(rows([...new Set([...layout.titleRows, ...layout.headerRows])]), (a1) =>
        sheet.getRangeList(a1).setFontWeight('bold'),
      );
      inBatches(rows(layout.titleRows), (a1) => sheet.getRangeList(a1).setFontSize(TITLE_FONT_SIZE));
      // Headers wrap at spaces (a column is as wide as its values and its header's longest word),
      // and so do the wrapped columns below the first header (a list of names), in the same
      // call; Sheets fits the rows' heights.
      const below = (layout.headerRows[0] ?? 0) + 1;
      const wrapped = (layout.wrapColumns ?? []).map(
        (column) => `${columnLetter(column)}${below}:${columnLetter(column)}${Math.max(below, layout.rows ?? below)}`,
      );
      inBatches([...rows(layout.headerRows), ...wrapped], (a1) => sheet.getRangeList(a1).setWrap(true));
      // A header over numbers and the column under it down to the next header or title stand
      // right (a marked number such as "47+10" with the plain ones); neighbouring columns share
      // a range ("C5:E30"): a batch holds every card's.
      const lastRow = Math.max(1, layout.rows ?? size?.rows ?? 1);
      const overNumbers = numberRegions(layout, lastRow).flatMap(({ top, bottom, columns }) =>
        adjacentRuns(columns).map(
          ([first, width]) => `${columnLetter(first)}${top}:${columnLetter(first + width - 1)}${bottom}`,
        ),
      );
      inBatches(overNumbers, (a1) => sheet.getRangeList(a1).setHorizontalAlignment('right'));
      // Money with its cents (rules §11): "12.50" is a pattern, shown with the spreadsheet's decimal mark.
      const money = (layout.moneyColumns ?? []).map(
        (column) => `${columnLetter(column)}${below}:${columnLetter(column)}${Math.max(below, layout.rows ?? below)}`,
      );
      inBatches(money, (a1) => sheet.getRangeList(a1).setNumberFormat(MONEY_FORMAT));
    }
    // The picture: looked for (to be removed) only where there may be one.
    if (before === null || before.image !== after.image) {
      // A tab made in this action has none; one that never has a picture (undefined) neither.
      const mayHaveOne = before === null ? layout.image !== undefined && !this.tab(tab).created : before.image !== '';
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
   * What is on the tab now, as far as Atril knows: what this action wrote or laid out, else
   * what an earlier one remembered for this very sheet (not for another sheet that has taken
   * the name); a tab inserted in this action is a blank sheet; null when unknown.
   */
  private laidOut(tab: string, sheet: Sheet): LaidOut | null {
    if (this.memory.knownHere(tab)) return this.memory.get(tab);
    if (this.tab(tab).created) {
      const size = this.tab(tab).size ?? { rows: 1000, columns: 26 };
      return blankSheet(this.memory.persistent ? this.sheetId(tab, sheet) : 0, [size.rows, size.columns]);
    }
    if (!this.memory.persistent) return null;
    const remembered = this.memory.get(tab);
    return remembered && remembered.sheet === this.sheetId(tab, sheet) ? remembered : null;
  }

  private sheetId(tab: string, sheet: Sheet): number {
    let id = this.tab(tab).id;
    if (id === undefined) {
      id = sheet.getSheetId();
      this.tab(tab).id = id;
    }
    return id;
  }

  /** Grows the grid to at least rows × columns, asking its size only when this action has not written that far. */
  private ensure(tab: string, sheet: Sheet, rows: number, columns: number): void {
    const inside = this.tab(tab).fit ?? this.tab(tab).size;
    if (inside && rows <= inside.rows && columns <= inside.columns) return;
    const known = this.size(tab, sheet);
    if (rows > known.rows || columns > known.columns)
      this.grow(tab, sheet, rows, columns, 0, [known.rows, known.columns]);
  }

  private sheet(tab: string): Sheet {
    const sheet = this.lookup(tab);
    if (sheet) return sheet;
    this.addTab(tab);
    return this.lookup(tab) as Sheet;
  }

  /**
   * The tab's grid, asked once. `columns`: the last column about to be written; when the tab's
   * header or what this action wrote already reaches it, only the rows are asked.
   */
  private size(tab: string, sheet: Sheet, columns?: number): { rows: number; columns: number } {
    let size = this.tab(tab).size;
    if (!size) {
      const atLeast = Math.max(this.tab(tab).fit?.columns ?? 0, this.tab(tab).grid?.[0]?.length ?? 0);
      size =
        columns !== undefined && columns <= atLeast
          ? { rows: sheet.getMaxRows(), columns: atLeast, columnsAtLeast: true }
          : { rows: sheet.getMaxRows(), columns: sheet.getMaxColumns() };
      this.tab(tab).size = size;
    }
    return size;
  }

  /**
   * A new builder for each rule, rejecting what fails it (a builder allows it with a warning by
   * default). Whether a builder may be changed and built again after build() the reference
   * does not say (docs/addon.md "Where the reference is silent"): none is.
   */
  private check(): GoogleAppsScript.Spreadsheet.DataValidationBuilder {
    return SpreadsheetApp.newDataValidation().setAllowInvalid(false);
  }

  private listRule(values: string[]): GoogleAppsScript.Spreadsheet.DataValidation {
    return this.check().requireValueInList(values, true).build();
  }

  private scoreRule(): GoogleAppsScript.Spreadsheet.DataValidation {
    this.scoreRuleCache ??= this.check().requireNumberBetween(SCORE_BOUNDS.min, SCORE_BOUNDS.max).build();
    return this.scoreRuleCache;
  }

  private nonNegativeRule(): GoogleAppsScript.Spreadsheet.DataValidation {
    this.numberRule ??= this.check().requireNumberGreaterThanOrEqualTo(0).build();
    return this.numberRule;
  }

  /**
   * One getRange and one setValues; the grid grows first when the block goes past it. `claim`:
   * the grid's size as remembered from an earlier action (a generated tab's, layoutMemory.ts),
   * which rows or columns deleted by hand may have made wrong. Returns the grid's size as now
   * known (exact, or at least that), null when not known.
   */
  private put(
    tab: string,
    row: number,
    column: number,
    values: Grid,
    extend: boolean,
    claim: Extent | null = null,
  ): Extent | null {
    if (values.length === 0) return claim;
    const width = values.reduce((max, line) => Math.max(max, line.length), 0);
    if (width === 0) return claim;
    const sheet = this.sheet(tab);
    const [lastRow, lastColumn] = [row + values.length - 1, column + width - 1];
    const block = values.map((line) => Array.from({ length: width }, (_, c) => asTyped(line[c])));
    const rows = extend ? values.length : 0;
    const known = this.tab(tab).size;
    let grid: Extent | null = known ? [known.rows, known.columns] : claim;
    if (grid && (lastRow > grid[0] || lastColumn > grid[1])) {
      try {
        grid = this.grow(tab, sheet, lastRow, lastColumn, rows, grid);
      } catch (refused) {
        // Only a remembered size can be wrong (rows deleted by hand): the size is asked below.
        if (known) throw refused;
        grid = null;
      }
    }
    let range: GoogleAppsScript.Spreadsheet.Range;
    try {
      // Sheets refuses a range past its rows × columns. Most writes fit: asking the size first
      // would cost a call every time, so the size is asked only when the range is refused.
      range = sheet.getRange(row, column, values.length, width);
    } catch (outside) {
      if (this.tab(tab).size) throw outside;
      const size = this.size(tab, sheet, lastColumn);
      grid = this.grow(tab, sheet, lastRow, lastColumn, rows, [size.rows, size.columns]);
      range = sheet.getRange(row, column, values.length, width);
    }
    retried(() => range.setValues(block));
    const written = this.tab(tab);
    delete written.blank;
    const fits = written.fit;
    written.fit = { rows: Math.max(lastRow, fits?.rows ?? 0), columns: Math.max(lastColumn, fits?.columns ?? 0) };
    if (row === 1 && column === 1 && values.length === 1) written.header = range;
    else if (row === 1) delete written.header;
    if (written.grid) written.grid = withBlock(written.grid, row, column, values, width);
    return grid;
  }

  /**
   * Grows the grid from `from` (its rows × columns) to rows × columns: formatting, not data.
   * Inserted rows get no format and no validation, so those of a typed tab (`block` > 0: the
   * rows being written) take the last row's, and the tab grows by three more such blocks:
   * Rondas gains a round's rows at every pairing, so a 4000-player tournament grows it every
   * fourth round, not every round. A generated tab grows to what it needs. Returns the new size.
   */
  private grow(tab: string, sheet: Sheet, rows: number, columns: number, block: number, from: Extent): Extent {
    const known = this.tab(tab).size;
    let [total, wide] = from;
    if (rows > total) {
      total = rows + 3 * block;
      sheet.insertRowsAfter(from[0], total - from[0]);
      // A tab inserted in this action has no formats to carry until it is formatted (to its last row).
      const unformatted = this.tab(tab).created && !this.formatted.has(sheet);
      if (block > 0 && from[0] >= 2 && !unformatted) extendFormats(sheet, from[0], total - from[0], wide);
    }
    if (columns > wide && known?.columnsAtLeast) {
      wide = sheet.getMaxColumns();
      known.columnsAtLeast = false;
    }
    if (columns > wide) {
      sheet.insertColumnsAfter(wide, columns - wide);
      wide = columns;
    }
    // A size remembered from an earlier action stays a claim; one asked in this action is known.
    if (known) this.tab(tab).size = { ...known, rows: total, columns: wide };
    return [total, wide];
  }
}
