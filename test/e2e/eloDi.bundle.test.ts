// EloDI across two tournaments through the built bundle in the Apps Script fakes (issue 21):
// the menu's handlers as globals, a refusal writing nothing.
import { createGasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { eloDiPath } from './eloDiPath';
import type { SeasonDriver } from './seasonPath';

beforeAll(() => ensureBuilt());

const env = createGasEnvironment({ locale: 'es_ES' });

async function bundleDriver(): Promise<SeasonDriver> {
  const context = loadBundle(env);
  const snapshot = () => env.spreadsheet.getSheets().map((sheet) => [sheet.getName(), sheet.snapshot()]);
  return {
    async run(action) {
      // Closing a duplicate-only tournament asks nothing: the summary's OK.
      if (action === 'closeTournament') env.ui.script.push({ button: 'NO' });
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

describe('EloDI over two tournaments in one spreadsheet, through the bundle', () => {
  eloDiPath(bundleDriver);
});
