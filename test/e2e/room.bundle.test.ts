// Preparar duplicada through the built bundle in the Apps Script fakes (roomPath.ts): the
// menu's handler as a global, its alert after the lock is released, a refusal writing nothing.
import { createGasEnvironment } from '../gas/fakes';
import { ensureBuilt } from '../support/loadBundle';
import { bundleDriver } from './drivers';
import { type RoomAction, type RoomDriver, roomPath } from './roomPath';

beforeAll(() => ensureBuilt());

async function gasDriver(): Promise<RoomDriver> {
  const env = createGasEnvironment({ locale: 'es_ES' });
  const driver = bundleDriver<RoomAction>(env);
  return {
    ...driver,
    // Every press ends in one alert, shown after the lock is released.
    async run(action) {
      const alerts = env.ui.alerts.length;
      const outcome = await driver.run(action);
      expect(env.ui.alerts).toHaveLength(alerts + 1);
      return outcome;
    },
  };
}

describe('Preparar duplicada through the bundle', () => {
  roomPath(gasDriver);
});
