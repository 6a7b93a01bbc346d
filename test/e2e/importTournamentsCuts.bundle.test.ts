// Nothing half-done (rules §17) for Importar torneos… (rules §23) on the built bundle in the
// strict fakes: a list holding two events imports three more (one of them a corrected file of a
// stored event) through the dialog's call; the press cut at EVERY SpreadsheetApp call — the call
// failing before it does anything and after it did its work, the execution killed there, and
// also with the batched writes lost — then pressed again ends as the uncut press; and pressed
// instead of Volver a valorar, that item finishes the import first and ends as the uncut import
// then Volver a valorar (or as Volver a valorar alone, where nothing had been written).
import { writeTournamentFile } from '../../src/core/season/tournamentFile';
import { createGasEnvironment } from '../gas/fakes';
import { type Cut, fixedUuids, pressCut, restore, sameState, save, workbookState } from '../support/cuts';
import { EXEC, cutsOf, firstDifference, withPage } from '../support/cutRuns';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { ratedSeason } from '../support/ratedSeasons';

type Globals = Record<string, (...args: unknown[]) => unknown>;

const season = ratedSeason({ seed: 4, clubs: 2, events: 5, pool: 16, field: [5, 8], rounds: 3, duplicateShare: 0.4 });
const files = season.map((event) => ({ name: `${event.name}.atril`, text: writeTournamentFile(event) }));
const corrected = { ...season[0], swissGames: season[0].swissGames.map((game) => ({ ...game, result: 0 as const })) };
const second = [files[3], { name: 'corregido.atril', text: writeTournamentFile(corrected) }, files[2], files[4]];

function setUp() {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: EXEC, followClock: true });
  const context = loadBundle(env);
  const menu = context as unknown as Globals;
  const uuids = fixedUuids(env, context);
  const first = menu.importTournamentFiles(files.slice(0, 2)) as { ok: boolean; message: string };
  expect(first.ok).toBe(true);
  return { env, menu, uuids };
}

let world: ReturnType<typeof setUp>;
let before: ReturnType<typeof save>;
let calls = 0;
let after: ReturnType<typeof workbookState>;
beforeAll(() => {
  ensureBuilt();
  world = setUp();
  const { env, menu, uuids } = world;
  before = save(env, uuids);
  env.counter.reset();
  const result = menu.importTournamentFiles(second) as { ok: boolean; message: string };
  expect(result.ok).toBe(true);
  expect(result.message).toContain('(3 torneos nuevos, 1 sustituido)');
  calls = env.counter.count('api');
  after = workbookState(env);
}, 120_000);

const press = () => world.menu.importTournamentFiles(second);

function again(cut: Cut): string | null {
  const { env, uuids } = world;
  restore(env, before, uuids);
  pressCut(env, press, cut);
  uuids.position = before.uuids;
  uuids.random = before.random;
  press();
  const state = workbookState(env);
  return sameState(state, after)
    ? null
    : firstDifference([state.tabs, state.properties], [after.tabs, after.properties]);
}

test('the press makes SpreadsheetApp calls to cut (every one is tried below)', () => {
  expect(calls).toBeGreaterThan(10);
});

test('cut at every call, before and after it, killed; pressed again: as the uncut press', () => {
  const failures: string[] = [];
  for (const cut of cutsOf(calls, ['before', 'after'])) {
    const difference = again(cut);
    if (difference !== null) failures.push(`call ${cut.at} ${cut.when}: ${difference}`);
  }
  expect(failures).toEqual([]);
}, 300_000);

test('cut with the batched writes lost, at every call; pressed again: as the uncut press', () => {
  const failures: string[] = [];
  for (let at = 0; at < calls; at++) {
    const difference = again({ at, when: 'before', kill: true, lost: true });
    if (difference !== null) failures.push(`call ${at}: ${difference}`);
  }
  expect(failures).toEqual([]);
}, 300_000);

test('cut at every call, then Volver a valorar pressed instead: the import finished first (or never begun)', () => {
  const { env, menu, uuids } = world;
  restore(env, before, uuids);
  press();
  menu.rerateList();
  const done = withPage(env);
  restore(env, before, uuids);
  menu.rerateList();
  const none = withPage(env);
  const failures: string[] = [];
  let finished = 0;
  for (const cut of cutsOf(calls, ['before', 'after'])) {
    restore(env, before, uuids);
    pressCut(env, press, cut);
    menu.rerateList();
    const got = withPage(env);
    if (sameState(got.state, done.state)) finished += 1;
    else if (!sameState(got.state, none.state))
      failures.push(`call ${cut.at} ${cut.when}: ${firstDifference(got.state.tabs, done.state.tabs)}`);
  }
  expect(failures).toEqual([]);
  // Most cuts come after the journal was kept: the import is finished by the other item.
  expect(finished).toBeGreaterThan(0);
}, 300_000);
