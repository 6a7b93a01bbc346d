// Preparar duplicada through the built bundle in the Apps Script fakes (roomPath.ts): the
// menu's handler as a global, its alert after the lock is released, a refusal writing nothing.
import { createGasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { type RoomDriver, roomPath } from './roomPath';

beforeAll(() => ensureBuilt());

async function bundleDriver(): Promise<RoomDriver> {
  const env = createGasEnvironment({ locale: 'es_ES' });
  const context = loadBundle(env);
  const snapshot = () => env.spreadsheet.getSheets().map((sheet) => [sheet.getName(), sheet.snapshot()]);
  return {
    async run(action) {
      const alerts = env.ui.alerts.length;
      const result = (context[action] as () => { ok: boolean; message: string } | null)();
      expect(env.ui.violations).toEqual([]);
      expect(env.ui.alerts).toHaveLength(alerts + 1);
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
    async unchanged(step) {
      const before = snapshot();
      env.counter.reset();
      await step();
      expect(env.counter.writes).toBe(0);
      expect(snapshot()).toEqual(before);
    },
  };
}

describe('Preparar duplicada through the bundle', () => {
  roomPath(bundleDriver);
});
