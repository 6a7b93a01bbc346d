// What an execution compiles before its first word (rules §24; docs/addon.md "The start of an
// execution"), through the built paste-in bundle in the fakes: opening the spreadsheet and a poll
// of the live page that shows the page published last compile the start alone; a poll after a
// new publication, a menu item and a custom function compile the rest, once per execution.
import { createContext, runInContext, type Context } from 'node:vm';
import { anotherExecution, createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { bundleSource, ensureBuilt, loadBundle } from '../support/loadBundle';
import { UNCHANGED } from '../../src/sheets/tournament/pagePolling';

const EXEC = 'https://script.google.com/macros/s/AKfy-start/exec';
type Globals = Record<string, (...args: unknown[]) => unknown>;

/** One execution of the built bundle (Code.js, then globals.js) with each eval of the loader counted. */
function execution(env: GasEnvironment): { run: Globals; evals: () => number } {
  const context: Context = createContext({ ...env.globals });
  runInContext('var evals=0;(()=>{const e=eval;globalThis.eval=(s)=>{evals++;return e(s)}})()', context);
  for (const file of ['Code.js', 'globals.js'] as const) runInContext(bundleSource(file), context);
  return { run: context as unknown as Globals, evals: () => runInContext('evals', context) as number };
}

/** A tournament of eight paired once: the live page published, and its stamp as the page shows it. */
function published(): { env: GasEnvironment; stamp: string } {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: EXEC });
  const menu = loadBundle(env) as unknown as Globals;
  menu.setupTournament();
  const rows = Array.from({ length: 8 }, (_, i) => ['', `Jugador ${i + 1}`, 2000 - i]);
  env.spreadsheet.getSheetByName('Jugadores')!.getRange(2, 1, rows.length, 3).setValues(rows);
  menu.pairNextRound();
  const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Globals;
  const html = (page.doGet() as { getContent(): string }).getContent();
  return { env, stamp: /shown="([^"]+)"/.exec(html)![1] };
}

beforeAll(() => ensureBuilt());

describe('the start alone', () => {
  it('opening the spreadsheet: the menu, nothing else compiled', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const { run, evals } = execution(env);
    run.onOpen({ authMode: 'FULL' });
    expect(env.ui.menus.map((menu) => menu.title)).toEqual(['Atril']);
    expect(evals()).toBe(0);
  });

  it('a poll showing the page published last (the page and the hall screen): UNCHANGED, nothing else compiled', () => {
    const { env, stamp } = published();
    const poll = execution(anotherExecution(env, { context: 'webapp' }));
    expect(poll.run.refreshStandings('es', stamp)).toBe(UNCHANGED);
    expect(poll.run.refreshScreen('es', stamp)).toBe(UNCHANGED);
    expect(poll.evals()).toBe(0);
  });
});

describe('the rest at its first call, once', () => {
  it('a poll of an older page: the content, as the library renders it', () => {
    const { env, stamp } = published();
    const poll = execution(anotherExecution(env, { context: 'webapp' }));
    const content = poll.run.refreshStandings('es', 'an older stamp') as string;
    expect(content).toContain(stamp);
    expect(content).toContain('Jugador 1');
    expect(poll.evals()).toBeGreaterThan(0);
    const compiled = poll.evals();
    expect(poll.run.refreshScreen('es', 'an older stamp')).not.toBe(UNCHANGED);
    expect(poll.evals()).toBe(compiled);
  });

  it('a menu item and a custom function compile what they need, once in an execution', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const { run, evals } = execution(env);
    expect(run.DUP_QUADRATIC(1, 10)).toBe(575);
    const functions = evals();
    expect(functions).toBeGreaterThan(0);
    run.setupTournament();
    expect(env.spreadsheet.getSheetByName('Jugadores')).not.toBeNull();
    expect(evals()).toBeGreaterThan(functions);
    const all = evals();
    run.updateStandings();
    expect(run.DUP_QUADRATIC(2, 10)).toBeGreaterThan(0);
    expect(evals()).toBe(all);
  });
});
