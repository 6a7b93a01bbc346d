// The two drivers the scenarios run through (seasonPath, eloDiPath, roomPath): the atril CLI
// on one real .xlsx file, and the built bundle in the Apps Script fakes. Each runs a menu
// action by its handler's name, types as the director would, reads tabs back, and checks
// that a refusal wrote nothing.
import { readFileSync } from 'node:fs';
import type { Grid } from '../../src/sheets/grid/cells';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import type { GasEnvironment } from '../gas/fakes';
import { atril } from '../support/cli';
import { loadBundle } from '../support/loadBundle';

export interface PathDriver<A extends string> {
  /** Runs a menu action; `early` answers the confirmation to close early (Yes / --early). */
  run(action: A, options?: { early?: boolean }): Promise<{ ok: boolean; message: string }>;
  read(tab: string): Promise<Grid | null>;
  /** Types values as the director would. */
  type(tab: string, row: number, column: number, values: Grid): Promise<void>;
  tabNames(): Promise<string[]>;
  /** The live standings page (rules §8) as the players would open it. */
  page(): Promise<string>;
  /** Runs `step` and checks that it wrote nothing at all (every tab, or the file, as it was). */
  unchanged(step: () => Promise<void>): Promise<void>;
}

/** The CLI on the file at `path`: each action by its verb; a refusal is exit 1 and "atril: …" on stderr. */
export function cliDriver<A extends string>(path: string, verbs: Partial<Record<A, string>>): PathDriver<A> {
  return {
    async run(action, options = {}) {
      const run = await atril([verbs[action] as string, path, ...(options.early ? ['--early'] : [])]);
      const at = run.stderr.indexOf('atril: ');
      const message = run.code === 0 ? run.stdout : run.stderr.slice(at + 'atril: '.length);
      return { ok: run.code === 0, message: message.trimEnd() };
    },
    read: async (tab) => (await XlsxWorkbook.open(path)).read(tab),
    async type(tab, row, column, values) {
      const book = await XlsxWorkbook.open(path);
      book.write(tab, row, column, values);
      await book.save();
    },
    tabNames: async () => (await XlsxWorkbook.open(path)).tabNames(),
    page: async () => (await atril(['html', path])).stdout,
    async unchanged(step) {
      const bytes = readFileSync(path);
      await step();
      expect(readFileSync(path).equals(bytes)).toBe(true);
    },
  };
}

/** The bundle's handlers as globals in `env`; Cerrar torneo's confirmation answered as `early` says. */
export function bundleDriver<A extends string>(env: GasEnvironment): PathDriver<A> {
  const context = loadBundle(env);
  const snapshot = () => env.spreadsheet.getSheets().map((sheet) => [sheet.getName(), sheet.snapshot()]);
  return {
    async run(action, options = {}) {
      // The director's answer to a confirmation, if one is asked (otherwise the OK of the summary).
      if (action === 'closeTournament') env.ui.script.push({ button: options.early ? 'YES' : 'NO' });
      const alerts = env.ui.alerts.length;
      const result = (context[action] as () => { ok: boolean; message: string } | null)();
      expect(env.ui.violations).toEqual([]);
      return result
        ? { ok: result.ok, message: result.message }
        : { ok: false, message: env.ui.alerts[alerts].message };
    },
    read: async (tab) => env.spreadsheet.getSheetByName(tab)?.snapshot() ?? null,
    async type(tab, row, column, values) {
      const sheet = env.spreadsheet.getSheetByName(tab) ?? env.spreadsheet.insertSheet(tab);
      sheet.getRange(row, column, values.length, values[0].length).setValues(values);
    },
    tabNames: async () => env.spreadsheet.getSheets().map((sheet) => sheet.getName()),
    page: async () => (context.doGet as () => { getContent(): string })().getContent(),
    async unchanged(step) {
      const before = snapshot();
      env.counter.reset();
      await step();
      expect(env.counter.writes).toBe(0);
      expect(snapshot()).toEqual(before);
    },
  };
}
