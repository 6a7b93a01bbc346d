// Calcular premios through the built bundle in the Apps Script fakes (rules §11): the menu
// item and the global, the handler's order (lock, write, flush, release, then the alert),
// and the scenario of prizesPath.ts.
import { createGasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { bundleDriver } from './drivers';
import { type PrizesAction, type PrizesDriver, prizesPath } from './prizesPath';
import { PRIZE_HEADER } from '../fixtures/prizeWorkbook';

beforeAll(() => ensureBuilt());

async function gasDriver(): Promise<PrizesDriver> {
  const env = createGasEnvironment({ locale: 'es_ES' });
  const driver = bundleDriver<PrizesAction>(env);
  return {
    ...driver,
    // Every press ends in one alert, shown after the lock is released.
    async run(action) {
      const alerts = env.ui.alerts.length;
      env.counter.reset();
      const outcome = await driver.run(action);
      expect(env.ui.alerts).toHaveLength(alerts + 1);
      const events = env.counter.events();
      expect(events.slice(-3)).toEqual(['flush', 'release', 'alert']);
      return outcome;
    },
  };
}

describe('Calcular premios through the bundle', () => {
  prizesPath(gasDriver);
});

describe('the menu item and the global', () => {
  it('"Calcular premios" runs computePrizes; without Premios the alert says to set up', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const context = loadBundle(env);
    (context.onOpen as () => void)();
    expect(env.ui.menus.at(-1)?.items).toContainEqual({ label: 'Calcular premios', functionName: 'computePrizes' });
    expect(typeof context.computePrizes).toBe('function');
    (context.setupTournament as () => void)();
    env.spreadsheet.deleteSheet(env.spreadsheet.getSheetByName('Premios')!);
    expect((context.computePrizes as () => unknown)()).toBeNull();
    expect(env.ui.alerts.at(-1)?.message).toBe('No existe la pestaña «Premios». Usa Atril › Preparar torneo.');
    // Preparar torneo makes it again, with its header.
    (context.setupTournament as () => void)();
    expect(env.spreadsheet.getSheetByName('Premios')?.snapshot()[0]).toEqual(PRIZE_HEADER);
  });
});
