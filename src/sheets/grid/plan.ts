// Nothing half-done (rules §17, docs/architecture.md "Nothing half-done"): an action runs over
// a PlannedWorkbook, which reads the real workbook but keeps every write as a step of a plan —
// reads after a write see it — so that nothing is written until the action has finished
// deciding. The plan is then written step by step. What a second press needs to work the same
// plan out again is small and kept beside it (the journal, gas/journal.ts): the time, the random
// draws, which tabs the plan made or renamed, and — only for the tabs the action both read and
// changed — what they held before (a block appended to Rondas: its place and that it was blank).
// Over a ReplayBase (the workbook as it is, with those before-images put back) the action
// decides the very same plan, and every step written again is harmless: a fixed block, a
// whole generated tab, a tab made or renamed only when it is not yet.
import type { Cell, Grid } from './cells';
import type { ColumnWidth, PrintLayout, TabFormat, Workbook } from './workbook';

export type PlannedStep =
  | { op: 'write'; tab: string; row: number; column: number; values: Grid }
  | { op: 'replace'; tab: string; values: Grid }
  | { op: 'addTab'; tab: string }
  | { op: 'renameTab'; tab: string; to: string }
  | { op: 'hide'; tab: string }
  | { op: 'format'; tab: string; format: TabFormat }
  | { op: 'layout'; tab: string; layout: PrintLayout }
  | { op: 'widen'; tab: string; columns: readonly ColumnWidth[] };

/**
 * What a tab the action read held before the plan changed it: the whole grid where the plan
 * replaces it, else its size and the cells (non-blank ones) under the blocks the plan writes.
 */
export type BeforeImage =
  | { grid: Grid }
  | { rows: number; columns: number; blocks: [number, number, number, number][]; cells: [number, number, Cell][] };

/** What a second press needs to decide the same plan again (kept as JSON: dates as {"$d": ms}). */
export interface PlanMemo {
  /** The instant the action took as "now" (epoch ms): the printed titles' date and time. */
  at: number;
  /** The random draws, in order (the boards' codes, rules §14). */
  random: number[];
  /** Before-images by the tab's name before the plan. */
  before: Record<string, BeforeImage>;
  /** Tabs the plan made (their names at its end). */
  created: string[];
  /** [name before, name after] of the tabs the plan renamed. */
  renamed: [string, string][];
}

/** What a plan asks of the workbook it is decided over: reads only. */
export type ReadSide = Pick<Workbook, 'locale' | 'timeZone' | 'tabNames' | 'locateTab' | 'read' | 'lastRow'>;

/** A tab as the plan sees it: the base tab it was (null: made by the plan), or null when renamed away. */
type TabState = { origin: string | null } | null;

const blank = (cell: Cell): boolean => cell === '' || cell === null || cell === undefined;

/** Writes a block into a grid, growing it with blank cells (a copy of the rows it touches). */
function putBlock(grid: Grid, row: number, column: number, values: Grid): void {
  const width = values.reduce((max, line) => Math.max(max, line.length), 0);
  const columns = Math.max(grid[0]?.length ?? 0, column - 1 + width);
  while (grid.length < row - 1 + values.length) grid.push([]);
  for (let i = 0; i < grid.length; i++) while (grid[i].length < columns) grid[i].push('');
  values.forEach((line, i) => line.forEach((cell, j) => (grid[row - 1 + i][column - 1 + j] = cell ?? '')));
}

/**
 * The Workbook port over another one: reads go through (and see the plan's own writes),
 * writes become steps. One per action; its `steps` are written by `writePlan`.
 */
export class PlannedWorkbook implements Workbook {
  readonly steps: PlannedStep[] = [];
  /** The tabs whose place or name the plan changed, by their current name. */
  private readonly tabs = new Map<string, TabState>();
  /** Grids as the plan sees them (read, or made by the plan). */
  private readonly grids = new Map<string, Grid | null>();
  /** Blocks written to a tab not read yet: put on its grid when it is read. */
  private readonly pending = new Map<string, [number, number, Grid][]>();
  /** What the base answered for each tab read (by the base's name). */
  private readonly baseGrids = new Map<string, Grid>();
  /** Base tabs changed by a write or replace, with the blocks written ('all' for a replace). */
  private readonly changed = new Map<string, [number, number, number, number][] | 'all'>();
  private readonly draws: number[] = [];

  constructor(
    private readonly base: ReadSide,
    private readonly at: number = Date.now(),
    private readonly replayedDraws: readonly number[] | null = null,
  ) {}

  locale(): string {
    return this.base.locale();
  }
  timeZone(): string {
    return this.base.timeZone?.() ?? '';
  }
  /** The action's "now": the same instant when a second press decides the plan again. */
  now(): Date {
    return new Date(this.at);
  }

  /** Random bits drawn through the plan: the same ones again when it is decided again. */
  drawn(source: () => number): () => number {
    return () => {
      const index = this.draws.length;
      const value = this.replayedDraws && index < this.replayedDraws.length ? this.replayedDraws[index] : source();
      this.draws.push(value);
      return value;
    };
  }

  private present(name: string): boolean {
    const state = this.tabs.get(name);
    if (state !== undefined) return state !== null;
    return this.base.locateTab([name], () => false) !== null;
  }

  tabNames(): string[] {
    if (this.tabs.size === 0) return this.base.tabNames();
    const origins = new Map<string, string>();
    const made: string[] = [];
    for (const [name, state] of this.tabs) {
      if (state === null) continue;
      if (state.origin === null) made.push(name);
      else origins.set(state.origin, name);
    }
    const kept = this.base
      .tabNames()
      .filter((name) => origins.has(name) || this.tabs.get(name) === undefined)
      .map((name) => origins.get(name) ?? name);
    return [...kept, ...made];
  }

  locateTab(exact: readonly string[], matches: (name: string) => boolean): string | null {
    if (this.tabs.size === 0) return this.base.locateTab(exact, matches);
    return exact.find((name) => this.present(name)) ?? this.tabNames().find(matches) ?? null;
  }

  private origin(tab: string): string | null {
    const state = this.tabs.get(tab);
    return state === undefined ? tab : state === null ? null : state.origin;
  }

  lastRow(tab: string): number {
    return this.base.lastRow?.(tab) ?? (this.base.read(tab) ?? []).length;
  }

  read(tab: string): Grid | null {
    if (!this.grids.has(tab)) {
      const origin = this.origin(tab);
      let grid: Grid | null = null;
      if (origin !== null) {
        const read = this.base.read(origin);
        if (read) {
          if (!this.baseGrids.has(origin)) this.baseGrids.set(origin, read);
          grid = read.map((line) => [...line]);
        }
      }
      for (const [row, column, values] of this.pending.get(tab) ?? []) putBlock((grid ??= []), row, column, values);
      this.pending.delete(tab);
      this.grids.set(tab, grid);
    }
    return this.grids.get(tab) ?? null;
  }

  private change(tab: string, block: [number, number, number, number] | 'all'): void {
    const origin = this.origin(tab);
    if (origin === null) return;
    const blocks = this.changed.get(origin);
    if (block === 'all' || blocks === 'all') this.changed.set(origin, 'all');
    else this.changed.set(origin, [...(blocks ?? []), block]);
  }

  write(tab: string, row: number, column: number, values: Grid): void {
    this.steps.push({ op: 'write', tab, row, column, values });
    const width = values.reduce((max, line) => Math.max(max, line.length), 0);
    this.change(tab, [row, column, values.length, width]);
    if (this.grids.has(tab)) {
      const grid = this.grids.get(tab) ?? [];
      putBlock(grid, row, column, values);
      this.grids.set(tab, grid);
    } else this.pending.set(tab, [...(this.pending.get(tab) ?? []), [row, column, values]]);
  }

  replace(tab: string, values: Grid): void {
    // A generated tab made by its first write is the plan's, as one made by addTab.
    if (!this.present(tab)) this.tabs.set(tab, { origin: null });
    this.steps.push({ op: 'replace', tab, values });
    this.change(tab, 'all');
    this.grids.set(
      tab,
      values.map((line) => [...line]),
    );
    this.pending.delete(tab);
  }

  addTab(tab: string): void {
    this.steps.push({ op: 'addTab', tab });
    this.tabs.set(tab, { origin: null });
    this.grids.set(tab, []);
  }

  hideTab(tab: string): void {
    this.steps.push({ op: 'hide', tab });
  }

  renameTab(from: string, to: string): void {
    this.steps.push({ op: 'renameTab', tab: from, to });
    this.tabs.set(to, this.tabs.get(from) ?? { origin: from });
    this.tabs.set(from, null);
    if (this.grids.has(from)) this.grids.set(to, this.grids.get(from) ?? null);
    if (this.pending.has(from)) this.pending.set(to, this.pending.get(from) ?? []);
    this.grids.delete(from);
    this.pending.delete(from);
  }

  format(tab: string, format: TabFormat): void {
    this.steps.push({ op: 'format', tab, format });
  }
  layout(tab: string, layout: PrintLayout): void {
    this.steps.push({ op: 'layout', tab, layout });
  }
  widenColumns(tab: string, columns: readonly ColumnWidth[]): void {
    this.steps.push({ op: 'widen', tab, columns });
  }

  /** What a second press needs to decide this plan again (rules §17). */
  memo(): PlanMemo {
    const before: Record<string, BeforeImage> = {};
    for (const [origin, blocks] of this.changed) {
      const grid = this.baseGrids.get(origin);
      // A tab the action never read: its contents decided nothing.
      if (!grid) continue;
      if (blocks === 'all') {
        before[origin] = { grid };
        continue;
      }
      const cells: [number, number, Cell][] = [];
      for (const [row, column, height, width] of blocks)
        for (let r = row; r < row + height && r <= grid.length; r++)
          for (let c = column; c < column + width && c <= (grid[r - 1]?.length ?? 0); c++)
            if (!blank(grid[r - 1][c - 1])) cells.push([r, c, grid[r - 1][c - 1]]);
      before[origin] = { rows: grid.length, columns: grid[0]?.length ?? 0, blocks, cells };
    }
    const created: string[] = [];
    const renamed: [string, string][] = [];
    for (const [name, state] of this.tabs) {
      if (state === null) continue;
      if (state.origin === null) created.push(name);
      else if (state.origin !== name) renamed.push([state.origin, name]);
    }
    return { at: this.at, random: [...this.draws], before, created, renamed };
  }
}

/** A grid as it was: `now` with the blocks blanked, the kept cells put back, cut or padded to the size it had. */
function restored(now: Grid, image: BeforeImage): Grid {
  if ('grid' in image) return image.grid.map((line) => [...line]);
  const grid: Grid = [];
  for (let r = 0; r < image.rows; r++) {
    const line = now[r] ?? [];
    grid.push(Array.from({ length: image.columns }, (_, c) => line[c] ?? ''));
  }
  for (const [row, column, height, width] of image.blocks)
    for (let r = row; r < row + height && r <= image.rows; r++)
      for (let c = column; c < column + width && c <= image.columns; c++) grid[r - 1][c - 1] = '';
  for (const [row, column, cell] of image.cells) grid[row - 1][column - 1] = cell;
  return grid;
}

/**
 * The workbook as an interrupted plan found it: the tabs it made hidden, the ones it renamed
 * under their old names, and what it changed of what the action read put back. Reads only.
 */
export class ReplayBase implements ReadSide {
  private readonly hidden: Set<string>;
  /** Old name → new name. */
  private readonly renames: Map<string, string>;

  constructor(
    private readonly base: ReadSide,
    private readonly memo: PlanMemo,
  ) {
    this.hidden = new Set(memo.created);
    this.renames = new Map(memo.renamed);
  }

  locale(): string {
    return this.base.locale();
  }
  timeZone(): string {
    return this.base.timeZone?.() ?? '';
  }

  private exists(name: string): boolean {
    return this.base.locateTab([name], () => false) !== null;
  }

  /**
   * The tab's name now, for its name before the plan; null where it is not a tab of the old
   * state. A renamed tab is under its new name once the rename is done, and a tab the plan
   * made may have taken the old name (Nuevo torneo: the kept Configuración, a new one).
   */
  private current(name: string): string | null {
    const to = this.renames.get(name);
    if (to !== undefined) return this.exists(to) ? to : this.exists(name) ? name : null;
    if (this.hidden.has(name) || [...this.renames.values()].includes(name)) return null;
    return this.exists(name) ? name : null;
  }

  tabNames(): string[] {
    const base = this.base.tabNames();
    const back = new Map([...this.renames].map(([from, to]) => [to, from]));
    const names: string[] = [];
    for (const name of base) {
      const from = back.get(name);
      if (from !== undefined) names.push(from);
      else if (!this.hidden.has(name)) names.push(name);
      else {
        // A made tab, unless it is the old tab itself, its rename not done yet.
        const to = this.renames.get(name);
        if (to !== undefined && !base.includes(to)) names.push(name);
      }
    }
    return names.filter((name, index) => names.indexOf(name) === index);
  }

  locateTab(exact: readonly string[], matches: (name: string) => boolean): string | null {
    return exact.find((name) => this.current(name) !== null) ?? this.tabNames().find(matches) ?? null;
  }

  read(tab: string): Grid | null {
    const name = this.current(tab);
    if (name === null) return null;
    const grid = this.base.read(name);
    const image = this.memo.before[tab];
    if (!image) return grid;
    return restored(grid ?? [], image);
  }
}

/**
 * Writes a plan's steps in order. `again`: the plan was begun by an earlier press, so a tab is
 * made only when it is not there yet and renamed only when its new name is not yet a tab.
 */
export function writePlan(workbook: Workbook, steps: readonly PlannedStep[], again: boolean): void {
  const has = (name: string) => workbook.locateTab([name], () => false) !== null;
  for (const step of steps) {
    switch (step.op) {
      case 'write':
        workbook.write(step.tab, step.row, step.column, step.values);
        break;
      case 'replace':
        workbook.replace(step.tab, step.values);
        break;
      case 'addTab':
        if (!again || !has(step.tab)) workbook.addTab(step.tab);
        break;
      case 'renameTab':
        // Its new name taken: the rename was done (the plan chose a name that was free).
        if (!again || !has(step.to)) workbook.renameTab(step.tab, step.to);
        break;
      case 'hide':
        // Hidden again: no effect (Sheet.hideSheet); a port that cannot hide leaves it in view.
        workbook.hideTab?.(step.tab);
        break;
      case 'format':
        workbook.format(step.tab, step.format);
        break;
      case 'layout':
        workbook.layout(step.tab, step.layout);
        break;
      case 'widen':
        workbook.widenColumns(step.tab, step.columns);
        break;
    }
  }
}

/** A memo as JSON (dates kept as dates). */
export function memoText(memo: PlanMemo): string {
  return JSON.stringify(memo, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $d: raw.getTime() } : value;
  });
}

/** A memo from its JSON; throws where it is not one. */
export function memoFrom(text: string): PlanMemo {
  const memo = JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { $d?: unknown }).$d === 'number'
      ? new Date((value as { $d: number }).$d)
      : value,
  ) as PlanMemo;
  if (
    typeof memo !== 'object' ||
    memo === null ||
    typeof memo.at !== 'number' ||
    !Array.isArray(memo.random) ||
    !Array.isArray(memo.created) ||
    !Array.isArray(memo.renamed) ||
    typeof memo.before !== 'object'
  )
    throw new Error('not a plan memo');
  return memo;
}
