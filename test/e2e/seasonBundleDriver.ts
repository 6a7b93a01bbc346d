// The season's driver over the built bundle in the Apps Script fakes, shared by the season and
// EloDI scenarios (seasonPath.ts, eloDiPath.ts): the menu's handlers as globals, the answer to
// Cerrar torneo's confirmation scripted, and a refusal checked to write nothing.
import type { GasEnvironment } from '../gas/fakes';
import { loadBundle } from '../support/loadBundle';
import type { SeasonDriver } from './seasonPath';

export function seasonBundleDriver(env: GasEnvironment): SeasonDriver {
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
