// The menu's handlers (src/gas/handlers.ts) run from the source in the strict fakes: the
// document lock around the action, then flush, release and only then the alert (rules §8);
// a second director refused while the first holds the lock; and what the edition handed over —
// the live services or none (edition.ts, rules §15) — deciding whether the page is published
// and the script's store touched at all.
import { ADDON, useEdition } from '../../src/gas/edition';
import { PASTE_IN } from '../../src/gas';
import * as handlers from '../../src/gas/handlers';
import { PAGE_KEY } from '../../src/gas/storeKeys';
import { t } from '../../src/i18n';
import { anotherExecution, createGasEnvironment, type GasEnvironment, withGlobals } from './fakes';

const PLAYERS = [
  ['', 'Ana García', 2100, 'Club Alfil'],
  ['', 'Beto Núñez', 2000, 'Club Alfil'],
  ['', 'Carla Ibáñez', 1950, 'Club Alfil'],
  ['', 'Dani Ortega', 1900, 'Club Alfil'],
];

/** A tournament set up through the menu, its players typed (in `env`'s execution). */
function setUp(env: GasEnvironment): void {
  withGlobals(env, () => handlers.setupTournament());
  env.endExecution();
  env.spreadsheet.getSheetByName('Jugadores')!.getRange(2, 1, PLAYERS.length, 4).setValues(PLAYERS);
}

const scriptCalls = (env: GasEnvironment) =>
  env.counter.calls.filter((call) => call.kind === 'service' && call.target === 'script');

afterEach(() => useEdition(ADDON));

describe('handlers', () => {
  it('an action: under the document lock, flushed, released, and only then its alert', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    useEdition(ADDON);
    withGlobals(env, () => handlers.setupTournament());
    expect(env.counter.events()).toEqual(['lock', 'write', 'flush', 'release', 'alert']);
    expect(env.ui.alerts.at(-1)!.title).toBe(t('es', 'action.title'));
  });

  it('a second director while the first holds the lock: told it is busy, nothing written, no flush', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const first = anotherExecution(env);
    expect(first.lock.getDocumentLock()!.tryLock(1)).toBe(true);
    env.counter.reset();
    expect(withGlobals(env, () => handlers.setupTournament())).toBeNull();
    expect(env.counter.events()).toEqual(['lock', 'alert']);
    expect(env.ui.alerts.at(-1)!.message).toBe(t('es', 'action.busy'));
    expect(env.spreadsheet.getSheets().map((sheet) => sheet.getName())).not.toContain('Jugadores');
  });

  it('bad input: the message names it, the lock is still released before the alert', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    // No tournament set up: pairing refuses with a message, never a stack trace.
    withGlobals(env, () => handlers.pairNextRound());
    const events = env.counter.events();
    expect(events.slice(-3)).toEqual(['flush', 'release', 'alert']);
    expect(env.ui.alerts.at(-1)!.message).not.toMatch(/\bat \w+ \(/);
  });

  it('without live services (the add-on): a pairing publishes no page and never asks the script store', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    useEdition(ADDON);
    setUp(env);
    env.counter.reset();
    const result = withGlobals(env, () => handlers.pairNextRound());
    expect(result?.ok).toBe(true);
    expect(scriptCalls(env)).toEqual([]);
    expect(env.properties.script.store.size).toBe(0);
  });

  it('with the live services (the paste-in edition): the same pairing publishes the page to the script store', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    useEdition(PASTE_IN);
    setUp(env);
    const result = withGlobals(env, () => handlers.pairNextRound());
    expect(result?.ok).toBe(true);
    expect(Number(env.properties.script.store.get(PAGE_KEY))).toBeGreaterThan(0);
  });

  it('a page that cannot be published: the action is done, its message says the page is behind', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    useEdition(PASTE_IN);
    setUp(env);
    env.properties.script.setProperties = () => {
      throw new Error('Service invoked too many times');
    };
    const result = withGlobals(env, () => handlers.pairNextRound());
    expect(result?.ok).toBe(true);
    const notUpdated = t('es', 'live.notUpdated', { reason: '§' }).split('§')[0];
    expect(result?.message).toContain(notUpdated);
    expect(env.ui.alerts.at(-1)!.message).toContain(notUpdated);
    expect(env.spreadsheet.getSheetByName('Rondas')!.getLastRow()).toBeGreaterThan(1);
  });
});
