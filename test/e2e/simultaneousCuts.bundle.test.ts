// Importar resultados… cut (rules §17, §22): the built bundle in the strict fakes, the
// organiser's workbook holding the prepared game (nothing revealed) and the word list; the import
// of three centres' files pressed uncut, then cut at every one of its SpreadsheetApp calls —
// the execution dying before the call did anything or after it did its work — and pressed again:
// the whole workbook and the document's properties as the uncut press left them. And cut, then
// another item pressed instead (Calcular duplicada): as the uncut import then that item.
import { createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import {
  type Cut,
  apiCalls,
  fixedUuids,
  pressCut,
  restore,
  sameState,
  save,
  type Saved,
  workbookState,
  type WorkbookState,
} from '../support/cuts';
import { isDeepStrictEqual } from 'node:util';
import { firstDifference, withPage } from '../support/cutRuns';
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../support/memoryWorkbook';
import { loadList } from '../support/arbiterList';
import {
  TAB,
  blankGameTab,
  exportedFile,
  organiserRoom,
  playedRoom,
  randomField,
  typeField,
} from '../support/simultaneousRooms';

beforeAll(() => ensureBuilt());

type Globals = Record<string, (...args: unknown[]) => unknown>;
const SEED = 2024;
const ROUNDS = 3;

function insertTab(env: GasEnvironment, name: string, grid: Grid): void {
  const width = Math.max(...grid.map((line) => line.length));
  const square = grid.map((line) => [...line, ...Array.from({ length: width - line.length }, (): Cell => '')]);
  env.spreadsheet.insertSheet(name).getRange(1, 1, square.length, width).setValues(square);
}

/**
 * The centres' files, played in memory: the game the menu's Preparar partida prepares on the
 * organiser's tab (the seed, the list, as many rounds as the tab has columns for: ROUNDS).
 */
function centreFiles(): { name: string; text: string }[] {
  const { prepared } = organiserRoom(SEED, ROUNDS);
  const a = playedRoom(prepared, true);
  const b = playedRoom(prepared, true);
  const c = playedRoom(prepared, false);
  typeField(a, randomField(prepared, 'Ana', 4, 1));
  typeField(b, randomField(prepared, 'Beto', 3, 2));
  typeField(c, randomField(prepared, 'Caro', 3, 3));
  return [exportedFile(a, 'Norte'), exportedFile(b, 'Sur'), exportedFile(c, 'Este')];
}

describe('Importar resultados…, cut at every call', () => {
  const files = centreFiles();
  const env = createGasEnvironment({ locale: 'es_ES', followClock: true });
  const context = loadBundle(env);
  const menu = context as unknown as Globals;
  const uuids = fixedUuids(env, context);
  // The organiser's workbook: the game tab with its seed typed, the list, the game prepared.
  const game = blankGameTab(ROUNDS);
  game[4][1] = SEED;
  insertTab(env, TAB, game);
  const list = new MemoryWorkbook();
  loadList(list);
  insertTab(env, list.tabNames()[0], list.snapshot(list.tabNames()[0]) as Grid);
  env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName(TAB)!);
  menu.prepareGame();
  const press = () => menu.importCentreResults(files);
  const before: Saved = save(env, uuids);
  const clean = press() as { ok: boolean; message: string };
  const after: WorkbookState = workbookState(env);
  const done: Saved = save(env, uuids);
  restore(env, before, uuids);
  const calls = apiCalls(env, press);

  test('the uncut press ranks the three centres', () => {
    expect(clean.message).toContain('3 centros importados (Norte, Sur, Este)');
    expect(clean.ok).toBe(true);
    expect(env.spreadsheet.getSheetByName('Simultánea')).not.toBeNull();
    expect(calls).toBeGreaterThan(5);
  });

  test('cut before or after any call, pressed again: as the uncut press', () => {
    const failures: string[] = [];
    for (let at = 0; at < calls; at++)
      for (const when of ['before', 'after'] as const) {
        const cut: Cut = { at, when, kill: true };
        restore(env, before, uuids);
        pressCut(env, press, cut);
        uuids.position = before.uuids;
        uuids.random = before.random;
        press();
        const state = workbookState(env);
        if (!sameState(state, after)) failures.push(`${at} ${when}: ${firstDifference(state, after)}`);
      }
    expect(failures).toEqual([]);
  });

  test('cut, then another item instead (Calcular duplicada): as the uncut import then that item, or that item alone', () => {
    // The page compared apart, without its stamp (drawn anew by each publication): cutRuns.ts withPage.
    const reference = (from: Saved) => {
      restore(env, from, uuids);
      menu.scoreDuplicate();
      return withPage(env);
    };
    const finished = reference(done);
    const never = reference(before);
    const failures: string[] = [];
    for (let at = 0; at < calls; at += 2) {
      restore(env, before, uuids);
      pressCut(env, press, { at, when: 'after', kill: true });
      menu.scoreDuplicate();
      const got = withPage(env);
      const same = (want: typeof got) => sameState(got.state, want.state) && isDeepStrictEqual(got.page, want.page);
      if (!same(finished) && !same(never)) failures.push(`${at}: ${firstDifference(got, finished)}`);
    }
    expect(failures).toEqual([]);
  });
});
