// Cargar partida… cut (rules §17, §22) on the built bundle in the strict fakes: a centre's
// spreadsheet with no word list, the dialog's call cut at every one of its SpreadsheetApp calls
// — failing before the call does anything and after it did its work, the execution killed
// there — then the dialog's Cargar pressed again, or another item pressed instead (Sacar atril,
// which reveals the file's first round): the whole workbook and the stores (the prepared game in
// the document's properties included) end as the uncut press, or as the uncut press then that
// item — or, where the cut came before anything was written, as that item alone.
import { createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import {
  type Cut,
  fixedUuids,
  pressCut,
  restore,
  sameState,
  type Saved,
  save,
  workbookState,
  type WorkbookState,
} from '../support/cuts';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { type Cell, type Grid } from '../../src/sheets/grid/cells';
import { preparedRounds } from '../../src/sheets/actions/prepareGame';
import { writeGameFile, listFingerprint } from '../../src/core/duplicate/gameFile';
import { preparedKey } from '../../src/sheets/duplicate/preparedGame';
import { LIST_GRAPH } from '../support/arbiterList';

type Globals = Record<string, (...args: unknown[]) => unknown>;
const TAB = 'Duplicada 1';

/** The organiser's game: prepared from seed 2024, 5 rounds, as its file. */
const prepared = preparedRounds(2024, 5, LIST_GRAPH);
const FILE = writeGameFile({
  seed: 2024,
  rounds: prepared.rounds.map(({ leave, drawn, cambios, move, score }) => ({ leave, drawn, cambios, move, score })),
  end: prepared.end,
  list: { name: 'prueba.txt', words: LIST_GRAPH.words, fingerprint: listFingerprint(LIST_GRAPH) },
});

interface Centre {
  env: GasEnvironment;
  menu: Globals;
  uuids: { position: number; random: number };
  start: Saved;
}

function centre(): Centre {
  const env = createGasEnvironment({
    locale: 'es_ES',
    webAppUrl: 'https://script.google.com/macros/s/cut/exec',
    followClock: true,
  });
  const context = loadBundle(env);
  const menu = context as unknown as Globals;
  const uuids = fixedUuids(env, context);
  const blank = (): Cell[] => Array.from({ length: 6 }, () => '');
  const grid: Grid = [
    ['Nombre', ...blank().map((_, r) => `R${r + 1}`)],
    ...['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana'].map((label) => [label, ...blank()]),
  ];
  env.spreadsheet.insertSheet(TAB).getRange(1, 1, grid.length, 7).setValues(grid);
  env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName(TAB)!);
  return { env, menu, uuids, start: save(env, uuids) };
}

const load = (menu: Globals) => () => menu.loadGameFiles([{ name: 'p.atril', text: FILE }], TAB);

let room: Centre;
let calls = 0;
let clean: WorkbookState;
let thenDraw: WorkbookState;
let drawAlone: WorkbookState;
beforeAll(() => {
  ensureBuilt();
  room = centre();
  const { env, menu, uuids, start } = room;
  env.counter.reset();
  const reply = load(menu)() as { ok: boolean };
  expect(reply.ok).toBe(true);
  calls = env.counter.count('api');
  clean = workbookState(env);
  menu.drawRack();
  thenDraw = workbookState(env);
  restore(env, start, uuids);
  menu.drawRack();
  drawAlone = workbookState(env);
}, 120_000);

const cuts = (): Cut[] =>
  Array.from({ length: calls }, (_, at) =>
    (['before', 'after'] as const).map((when) => ({ at, when, kill: true }) as Cut),
  ).flat();

describe('Cargar partida cut at every Sheets call (rules §17)', () => {
  it('the uncut press: the file’s game in the document’s properties, its fingerprint in «Partida»', () => {
    expect(calls).toBeGreaterThan(3);
    const properties = clean.properties[0].map(([key]) => key);
    expect(properties).toContain(preparedKey(TAB));
    expect(JSON.stringify(clean.tabs)).toContain('Partida');
    // The Registro names the menu item (the journal's action is the dialog's menu item).
    expect(JSON.stringify(clean.tabs)).toContain('"Cargar partida…","Duplicada 1: partida de «p.atril» cargada');
    process.stdout.write(`Cargar partida: ${calls} SpreadsheetApp calls, each cut before and after\n`);
    // Sacar atril after it reveals the file's first rack; alone it draws a rack of its own.
    const rack = [prepared.rounds[0].leave, prepared.rounds[0].drawn].filter(Boolean).join('+');
    expect(JSON.stringify(thenDraw.tabs)).toContain(rack);
  });

  it('pressed again from the dialog: ends as the uncut press', () => {
    const { env, menu, uuids, start } = room;
    const failures: string[] = [];
    for (const cut of cuts()) {
      restore(env, start, uuids);
      pressCut(env, load(menu), cut);
      load(menu)();
      if (!sameState(workbookState(env), clean)) failures.push(`call ${cut.at} ${cut.when}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('another item pressed instead (Sacar atril): as the uncut press then the draw, or the draw alone', () => {
    const { env, menu, uuids, start } = room;
    const failures: string[] = [];
    let finished = 0;
    for (const cut of cuts()) {
      restore(env, start, uuids);
      pressCut(env, load(menu), cut);
      uuids.position = start.uuids;
      uuids.random = start.random;
      menu.drawRack();
      const state = workbookState(env);
      if (sameState(state, thenDraw)) finished += 1;
      else if (!sameState(state, drawAlone)) failures.push(`call ${cut.at} ${cut.when}`);
    }
    expect(failures).toEqual([]);
    // Most cuts come after the journal is kept: the draw finishes the load first.
    expect(finished).toBeGreaterThan(0);
  }, 120_000);
});
