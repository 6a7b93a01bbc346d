// The Workbook port in memory (rules §1): used by the action tests and the benchmark. It
// counts data reads and writes the way the Sheets adapter spends Apps Script calls (a read
// = one getValues, a write = one setValues, a replace = one clear + one write), so that
// "each action makes at most N data calls" can be checked without Google.
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import {
  type ColumnWidth,
  locateIn,
  type PrintLayout,
  type TabFormat,
  type Workbook,
} from '../../src/sheets/grid/workbook';

interface MemoryTab {
  name: string;
  cells: Cell[][];
  formats: TabFormat[];
  layout: PrintLayout | null;
  /** Column widths in characters (index 0 = column A) set by widenColumns or by hand; undefined: the default. */
  widths: (number | undefined)[];
}

export interface DataCall {
  kind: 'read' | 'write';
  method: 'read' | 'write' | 'clear';
  tab: string;
}

/** A column's width before anyone sets it, in characters (Sheets' 100 pixels). */
export const DEFAULT_WIDTH = 13;

const blank = (cell: Cell): boolean => cell === '' || cell === null || cell === undefined;

export class MemoryWorkbook implements Workbook {
  private tabs: MemoryTab[] = [];
  /** Every data read and write, in order. */
  calls: DataCall[] = [];

  constructor(
    tabs: Record<string, Grid> = {},
    private readonly spreadsheetLocale = 'es_ES',
  ) {
    for (const [name, grid] of Object.entries(tabs))
      this.tabs.push({ name, cells: grid.map((row) => [...row]), formats: [], layout: null, widths: [] });
  }

  get reads(): number {
    return this.calls.filter((call) => call.kind === 'read').length;
  }
  get writes(): number {
    return this.calls.filter((call) => call.kind === 'write').length;
  }
  resetCounts(): void {
    this.calls = [];
  }

  locale(): string {
    return this.spreadsheetLocale;
  }

  tabNames(): string[] {
    return this.tabs.map((tab) => tab.name);
  }

  locateTab(exact: readonly string[], matches: (name: string) => boolean): string | null {
    return locateIn(this.tabNames(), exact, matches);
  }

  read(name: string): Grid | null {
    const tab = this.tab(name);
    if (!tab) return null;
    this.calls.push({ kind: 'read', method: 'read', tab: name });
    return this.values(tab);
  }

  write(name: string, row: number, column: number, values: Grid): void {
    const tab = this.tab(name) ?? this.create(name);
    this.calls.push({ kind: 'write', method: 'write', tab: name });
    const width = values[0]?.length ?? 0;
    values.forEach((line, r) => {
      if (line.length !== width)
        throw new Error(`MemoryWorkbook.write: row ${r + 1} has ${line.length} cells, expected ${width}`);
      const target = (tab.cells[row - 1 + r] ??= []);
      line.forEach((cell, c) => {
        target[column - 1 + c] = cell instanceof Date ? new Date(cell.getTime()) : blank(cell) ? '' : cell;
      });
    });
  }

  replace(name: string, values: Grid): void {
    const tab = this.tab(name) ?? this.create(name);
    this.calls.push({ kind: 'write', method: 'clear', tab: name });
    tab.cells = [];
    if (values.length > 0) this.write(name, 1, 1, values);
  }

  addTab(name: string): void {
    if (this.tab(name)) throw new Error(`MemoryWorkbook.addTab: "${name}" exists`);
    this.create(name);
  }

  /** The tabs hidden (hideTab). */
  readonly hidden = new Set<string>();

  hideTab(name: string): void {
    if (!this.tab(name)) throw new Error(`MemoryWorkbook.hideTab: no tab "${name}"`);
    this.hidden.add(name);
  }

  renameTab(from: string, to: string): void {
    const tab = this.tab(from);
    if (!tab) throw new Error(`MemoryWorkbook.renameTab: no tab "${from}"`);
    if (this.tabs.some((other) => other !== tab && other.name.toLowerCase() === to.toLowerCase()))
      throw new Error(`MemoryWorkbook.renameTab: "${to}" exists`);
    tab.name = to;
  }

  format(name: string, format: TabFormat): void {
    (this.tab(name) ?? this.create(name)).formats.push(format);
  }

  layout(name: string, layout: PrintLayout): void {
    (this.tab(name) ?? this.create(name)).layout = structuredClone(layout);
  }

  widenColumns(name: string, columns: readonly ColumnWidth[]): void {
    const tab = this.tab(name);
    if (!tab) return;
    for (const { column, chars } of columns)
      if ((tab.widths[column - 1] ?? DEFAULT_WIDTH) < chars) tab.widths[column - 1] = chars;
  }

  // --- test helpers (uncounted) ---

  /** A column's width in characters (the default when never set). */
  widthOf(name: string, column: number): number {
    return this.tab(name)?.widths[column - 1] ?? DEFAULT_WIDTH;
  }

  /** Sets a column's width as the director would by hand (uncounted). */
  setWidth(name: string, column: number, chars: number): void {
    (this.tab(name) ?? this.create(name)).widths[column - 1] = chars;
  }

  /** The tab's print layout as last laid out, or null. */
  layoutOf(name: string): PrintLayout | null {
    return this.tab(name)?.layout ?? null;
  }

  /** The tab's values from A1 to its last used row and column, or null. */
  snapshot(name: string): Grid | null {
    const tab = this.tab(name);
    return tab ? this.values(tab) : null;
  }

  /** The formats applied to a tab, merged in order. */
  formatOf(name: string): TabFormat {
    return Object.assign({}, ...(this.tab(name)?.formats ?? [])) as TabFormat;
  }

  /** Sets a tab's values as if the user typed them (uncounted). */
  type(name: string, row: number, column: number, values: Grid): void {
    const tab = this.tab(name) ?? this.create(name);
    values.forEach((line, r) => {
      const target = (tab.cells[row - 1 + r] ??= []);
      line.forEach((cell, c) => {
        target[column - 1 + c] = cell;
      });
    });
  }

  private tab(name: string): MemoryTab | undefined {
    return this.tabs.find((tab) => tab.name === name);
  }

  private create(name: string): MemoryTab {
    const tab: MemoryTab = { name, cells: [], formats: [], layout: null, widths: [] };
    this.tabs.push(tab);
    return tab;
  }

  private values(tab: MemoryTab): Grid {
    let rows = 0;
    let columns = 0;
    tab.cells.forEach((line, r) => {
      if (!line) return;
      line.forEach((cell, c) => {
        if (!blank(cell)) {
          rows = Math.max(rows, r + 1);
          columns = Math.max(columns, c + 1);
        }
      });
    });
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: columns }, (_, c) => {
        const cell = tab.cells[r]?.[c];
        if (blank(cell)) return '';
        return cell instanceof Date ? new Date(cell.getTime()) : cell;
      }),
    );
  }
}
