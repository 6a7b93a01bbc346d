// EloDI across two tournaments through the built bundle in the Apps Script fakes (issue 21):
// the menu's handlers as globals, a refusal writing nothing.
import { createGasEnvironment } from '../gas/fakes';
import { ensureBuilt } from '../support/loadBundle';
import { eloDiPath } from './eloDiPath';
import { bundleDriver } from './drivers';
import type { SeasonAction, SeasonDriver } from './seasonPath';

beforeAll(() => ensureBuilt());

const env = createGasEnvironment({ locale: 'es_ES' });

async function gasDriver(): Promise<SeasonDriver> {
  return bundleDriver<SeasonAction>(env);
}

describe('EloDI over two tournaments in one spreadsheet, through the bundle', () => {
  eloDiPath(gasDriver);
});
