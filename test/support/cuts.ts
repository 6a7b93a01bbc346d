// Fault injection over the built bundle (rules §17): a club's path pressed in the strict fakes,
// and for a press of it, the same press cut at one of its SpreadsheetApp calls — the call
// failing before it does anything, or after it did its work — then pressed again, and the whole
// workbook compared with the uncut press: every tab in order, values, formulas, checkboxes and
// validations, number formats, bold, frozen rows, widths, pictures, and the document's and the
// script's properties. Then the path's next press, compared the same way.
//
// A cut kills the execution (the 6-minute limit, a lost connection): every later call into a
// service fails (`counter.dead`), so retries cannot mend it; the writes it had batched reach
// the document (`lost: false`) or never do (`lost: true`). A `transient` fault fails the one call
// and lets the execution go on, as Google's passing failures do: the retries must mend it in
// that same press.
import { isDeepStrictEqual } from 'node:util';
import { type Context, runInContext } from 'node:vm';
import type { FakeSheet, FakeUtilities, GasEnvironment } from '../gas/fakes';

type Value = unknown;

/** A deep copy keeping classes (the fakes' sheets, validations, pictures); `keep` objects are shared, not copied. */
function deepCopy(value: Value, memo: Map<object, unknown>): Value {
  if (typeof value !== 'object' || value === null) return value;
  if (memo.has(value)) return memo.get(value);
  if (value instanceof Date) return new Date(value.getTime());
  if (Buffer.isBuffer(value)) return Buffer.from(value);
  if (value instanceof Map) {
    const copy = new Map();
    memo.set(value, copy);
    for (const [key, entry] of value) copy.set(deepCopy(key, memo), deepCopy(entry, memo));
    return copy;
  }
  if (value instanceof Set) {
    const copy = new Set();
    memo.set(value, copy);
    for (const entry of value) copy.add(deepCopy(entry, memo));
    return copy;
  }
  if (Array.isArray(value)) {
    const copy: Value[] = [];
    memo.set(value, copy);
    value.forEach((entry, index) => (copy[index] = deepCopy(entry, memo)));
    return copy;
  }
  const copy = Object.create(Object.getPrototypeOf(value) as object) as Record<string | symbol, Value>;
  memo.set(value, copy);
  for (const key of Reflect.ownKeys(value)) copy[key] = deepCopy((value as Record<string | symbol, Value>)[key], memo);
  return copy;
}

/** The fields of the fake spreadsheet that hold the document (besides its sheets). */
const SPREADSHEET_FIELDS = ['sheets', 'active', 'locale', 'lastSheetId'] as const;

export interface Saved {
  spreadsheet: Record<string, Value>;
  properties: Map<string, string>[];
  caches: Map<string, unknown>[];
  uuids: number;
  random: number;
}

/**
 * A random-looking but fixed sequence of UUIDs (the boards' codes) and of Math.random in the
 * bundle's context (the page's stamps), its position saved with the state: a press pressed
 * again draws what the uncut press drew, so that the two workbooks can be compared whole.
 */
export function fixedUuids(env: GasEnvironment, context: Context): { position: number; random: number } {
  const state = { position: 0, random: 0 };
  (context as Record<string, unknown>).__atrilRandom = () => {
    state.random += 1;
    return ((state.random * 2654435761) % 4294967296) / 4294967296;
  };
  runInContext('Math.random = function () { return __atrilRandom(); };', context);
  (env.globals.Utilities as FakeUtilities).getUuid = () => {
    state.position += 1;
    const hex = ((state.position * 2654435761) % 4294967296).toString(16).padStart(8, '0');
    return `${hex}-0000-4000-8000-${String(state.position).padStart(12, '0')}`;
  };
  return state;
}

function stores(env: GasEnvironment) {
  const { properties, cache } = env;
  return {
    properties: [properties.document.store, properties.script.store, properties.user.store],
    caches: [cache.document.store, cache.script.store, cache.user.store] as Map<string, unknown>[],
  };
}

/** Everything a press may change, copied. */
export function save(env: GasEnvironment, uuids: { position: number; random: number }): Saved {
  const memo = new Map<object, unknown>([
    [env.spreadsheet, env.spreadsheet],
    [env.counter, env.counter],
  ]);
  const record = env.spreadsheet as unknown as Record<string, Value>;
  const spreadsheet: Record<string, Value> = {};
  for (const field of SPREADSHEET_FIELDS) spreadsheet[field] = deepCopy(record[field], memo);
  const { properties, caches } = stores(env);
  return {
    spreadsheet,
    properties: properties.map((store) => new Map(store)),
    caches: caches.map((store) => deepCopy(store, new Map()) as Map<string, unknown>),
    uuids: uuids.position,
    random: uuids.random,
  };
}

/** Puts a saved state back (copied again, so that it can be put back many times). */
export function restore(env: GasEnvironment, saved: Saved, uuids: { position: number; random: number }): void {
  const memo = new Map<object, unknown>([
    [env.spreadsheet, env.spreadsheet],
    [env.counter, env.counter],
  ]);
  const record = env.spreadsheet as unknown as Record<string, Value>;
  for (const field of SPREADSHEET_FIELDS) record[field] = deepCopy(saved.spreadsheet[field], memo);
  const { properties, caches } = stores(env);
  properties.forEach((store, index) => {
    store.clear();
    for (const [key, value] of saved.properties[index]) store.set(key, value);
  });
  caches.forEach((store, index) => {
    store.clear();
    for (const [key, value] of deepCopy(saved.caches[index], new Map()) as Map<string, unknown>) store.set(key, value);
  });
  uuids.position = saved.uuids;
  uuids.random = saved.random;
  env.ui.script.length = 0;
}

/** What the Registro says of a completed interruption, taken out to compare with the uncut press. */
const COMPLETED = /^(Interrumpida: se completó en la acción siguiente\. |Interrupted: completed by the next action\. )/;

/** One sheet as a director sees it and as Atril reads it. */
function sheetState(sheet: FakeSheet): Value {
  const values = sheet.snapshot();
  const rows = values.length + 2;
  const columns = Math.max(1, ...values.map((line) => line.length)) + 1;
  const cells: Value[] = [];
  for (let r = 1; r <= Math.min(rows, sheet.getMaxRows()); r++)
    for (let c = 1; c <= Math.min(columns, sheet.getMaxColumns()); c++) {
      const validation = sheet.validationAt(r, c) as unknown as Record<string, Value> | null;
      const formula = sheet.formulaAt(r, c);
      const format = sheet.numberFormatAt(r, c);
      const weight = sheet.fontWeightAt(r, c);
      const rule = validation ? JSON.stringify(validation) : '';
      if (formula || rule || (format && format !== 'General') || weight === 'bold')
        cells.push([r, c, formula, rule, format, weight]);
    }
  const name = sheet.getName();
  const shown =
    name === 'Registro' || name === 'Log'
      ? values.map((line, index) => (index === 0 ? line : line.map((cell) => String(cell).replace(COMPLETED, ''))))
      : values;
  return {
    name,
    values: shown,
    cells,
    frozen: sheet.getFrozenRows(),
    widths: [...sheet.columnWidths].sort((a, b) => a[0] - b[0]),
    images: sheet.images
      .filter((image) => !image.removed)
      .map((image) => [
        image.row,
        image.column,
        image.width,
        image.height,
        image.removed,
        image.blob.raw().toString('base64'),
      ]),
  };
}

/** What layoutMemory.ts remembers of a field it does not know. */
const UNKNOWN_LAYOUT: [string, unknown][] = [
  ['frozen', -1],
  ['formats', '?'],
  ['image', '?'],
  ['widths', []],
  ['grid', null],
  ['written', null],
];

/**
 * A typed tab's widened columns (layoutMemory.ts `Widened`): each width as remembered, or not
 * known (0, or past the end), which only makes the next pairing ask for that column's width.
 */
function knownWidths(mine: unknown, want: unknown): boolean {
  if (!Array.isArray(mine) || !Array.isArray(want)) return false;
  return mine.length <= want.length && mine.every((width, column) => width === 0 || width === want[column]);
}

/** Where Atril remembers what it laid out on each generated tab (src/gas/layoutMemory.ts). */
const LAYOUT_KEY = 'atril.layout';

export interface WorkbookState {
  tabs: Value[];
  properties: [string, string][][];
  /** The layout memory, by tab (apart: see sameState). */
  layout: Record<string, { frozen?: number; formats?: string }>;
}

/** The whole workbook and the stores, as compared. */
export function workbookState(env: GasEnvironment): WorkbookState {
  const { properties } = stores(env);
  const layout = properties[0].get(LAYOUT_KEY);
  return {
    tabs: env.spreadsheet.getSheets().map(sheetState),
    properties: properties.map((store) =>
      [...store].filter(([key]) => key !== LAYOUT_KEY).sort((a, b) => a[0].localeCompare(b[0])),
    ),
    layout: layout ? (JSON.parse(layout) as WorkbookState['layout']) : {},
  };
}

/**
 * Whether `got` is `want`: every tab, value, format and property the same; the layout memory
 * the same for every tab, or — for a tab the interrupted press had begun to lay out — marked
 * unknown (frozen −1, formats "?"), which only makes the next action lay that tab out whole.
 * That memory saves calls; it is never what a tab shows.
 */
export function sameState(got: WorkbookState, want: WorkbookState): boolean {
  if (!isDeepStrictEqual(got.tabs, want.tabs) || !isDeepStrictEqual(got.properties, want.properties)) return false;
  for (const [tab, entry] of Object.entries(want.layout)) {
    const mine = got.layout[tab] as Record<string, unknown> | undefined;
    if (isDeepStrictEqual(mine, entry)) continue;
    // Not remembered: the next action asks or lays the tab out whole.
    if (!mine) continue;
    // Each field as remembered, or not known (the next action asks or lays it out again).
    for (const [field, value] of Object.entries(entry as Record<string, unknown>))
      if (
        !isDeepStrictEqual(mine[field], value) &&
        !UNKNOWN_LAYOUT.some((unknown) => isDeepStrictEqual(unknown, [field, mine[field]])) &&
        !(field === 'widened' && knownWidths(mine[field], value))
      )
        return false;
  }
  return Object.keys(got.layout).every((tab) => tab in want.layout);
}

/** How a press is cut. */
export interface Cut {
  /** The 0-based SpreadsheetApp call of the press that fails. */
  at: number;
  /** The call fails before doing anything, or after doing its work. */
  when: 'before' | 'after';
  /** The execution dies there (a kill); otherwise the failure is passing (the retries' case). */
  kill: boolean;
  /** With a kill: the writes the execution had batched never reach the document. */
  lost?: boolean;
  /**
   * Without a kill: Google's Sheets keeps failing from this call on — every later SpreadsheetApp
   * call too, the retries' included — while the Ui, the properties and the lock still answer
   * (a service down for longer than the retries wait). Atril can still speak: the press must
   * end with its own words, in the workbook's language (rules §17).
   */
  down?: boolean;
}

/** What the director was told at the end of a press. */
export interface Said {
  /** The cut call was reached. */
  reached: boolean;
  /** The message: what the press threw (Google shows it), else its last alert or dialog's title, else what it handed back to a dialog; '' if none. */
  said: string;
}

/** Runs `press` with `cut`; what the director was told. Whatever the press throws is caught (the director saw an error). */
export function pressCutSaying(env: GasEnvironment, press: () => unknown, cut: Cut): Said {
  let index = 0;
  let reached = false;
  let failing = false;
  env.counter.fault = () => {
    if (env.counter.dead || failing) return 'before';
    if (index++ !== cut.at) return null;
    reached = true;
    if (cut.kill) {
      env.counter.dead = true;
      if (cut.lost) env.spreadsheet.discard(env.execution);
    }
    if (cut.down) failing = true;
    return cut.when;
  };
  try {
    const { said } = sayingOf(env, press);
    return { reached, said };
  } finally {
    env.counter.fault = null;
    env.counter.dead = false;
    env.ui.script.length = 0;
  }
}

/** Runs `press`; what the director was told (see `Said`), its throw caught. */
export function sayingOf(env: GasEnvironment, press: () => unknown): { said: string } {
  const alerts = env.ui.alerts.length;
  const dialogs = env.ui.dialogs.length;
  let returned: unknown = null;
  try {
    returned = press();
  } catch (error) {
    return { said: error instanceof Error ? error.message : String(error) };
  }
  const alert = env.ui.alerts.slice(alerts).at(-1);
  if (alert) return { said: alert.message };
  const dialog = env.ui.dialogs.slice(dialogs).at(-1);
  if (dialog) return { said: dialog.title };
  const message = (returned as { message?: unknown } | null)?.message;
  return { said: typeof message === 'string' ? message : '' };
}

/** Runs `press` with `cut`; true when the cut was reached. Whatever the press throws is swallowed (the director saw an error). */
export function pressCut(env: GasEnvironment, press: () => unknown, cut: Cut): boolean {
  return pressCutSaying(env, press, cut).reached;
}

/** The SpreadsheetApp calls a press makes (counted from a clean run). */
export function apiCalls(env: GasEnvironment, press: () => void): number {
  env.counter.reset();
  press();
  return env.counter.count('api');
}
