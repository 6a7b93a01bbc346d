// The simultaneous as the fault-injection runs press it (rules §17, §22): two documents, the
// organiser's and a centre's, one after the other in the same fake environment (`switchTo`: the
// one put aside whole — tabs, properties, caches — and the other put back, as the director
// moves from one spreadsheet to the other). The organiser: the game tab with its seed and the
// small word list typed, Preparar partida, Exportar partida… (a download: reads only). The
// centre, with no word list: Cargar partida… (its dialog's call, journaled as the menu item),
// the first round revealed by Sacar atril and Buscar jugada maestra (the second by the same,
// uncut), two players' slips typed,
// Exportar resultados… (reads only). The organiser again: Importar resultados… (its dialog's
// call) with the centre's file and two more centres' played in memory. The files travel as the dialogs carry them (their JSON block).
import type { GasEnvironment } from '../gas/fakes';
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { restore, type Saved, save } from '../support/cuts';
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
import { type CutPath, type PathStep, press, sheet, typing } from '../support/cutRuns';

const SEED = 2024;
const ROUNDS = 2;
const PLAYERS = ['Ana', 'Beto'];

/**
 * Two more centres' files, played in memory (test/support/simultaneousRooms.ts) on the game the
 * organiser's Preparar partida prepares (the seed, the tab's rounds, the list): one checked its
 * words with the list, one did not. Made when first pressed (not when the paths are listed).
 */
let others: { name: string; text: string }[] | null = null;
const otherCentres = (): { name: string; text: string }[] =>
  (others ??= (() => {
    const { prepared } = organiserRoom(SEED, ROUNDS);
    return (
      [
        ['Norte', true],
        ['Sur', false],
      ] as const
    ).map(([name, list], i) => {
      const centre = playedRoom(prepared, list);
      typeField(centre, randomField(prepared, name, 3, i + 1));
      return exportedFile(centre, name);
    });
  })());

/** Each environment's documents put aside, by name, and the files the dialogs offered. */
const aside = new WeakMap<
  GasEnvironment,
  { documents: Map<string, Saved>; files: Map<string, { name: string; text: string }> }
>();

function kept(env: GasEnvironment) {
  const found = aside.get(env) ?? { documents: new Map<string, Saved>(), files: new Map() };
  aside.set(env, found);
  return found;
}

/**
 * The director leaves the open document for `name`'s: the open one kept whole under `leaving`,
 * `name`'s put back — a new, blank document where `blank`. The random draws go on (not restored).
 */
function switchTo(env: GasEnvironment, leaving: string, name: string, blank = false): void {
  const { documents } = kept(env);
  const draws = { position: 0, random: 0 };
  documents.set(leaving, save(env, draws));
  restore(env, documents.get(blank ? 'blank' : name) as Saved, draws);
}

/** A tab `name` holding `grid` (squared). */
function insertTab(env: GasEnvironment, name: string, grid: Grid): void {
  const width = Math.max(...grid.map((line) => line.length));
  const square = grid.map((line) => [...line, ...Array.from({ length: width - line.length }, (): Cell => '')]);
  env.spreadsheet.insertSheet(name).getRange(1, 1, square.length, width).setValues(square);
}

/** The file the last SAVE dialog offers (fileDialogs.ts: its settings in a JSON block), kept as `key`. */
function keepDownload(env: GasEnvironment, key: string, title: string): void {
  const dialog = env.ui.dialogs.at(-1);
  if (dialog?.title !== title) throw new Error(`no ${title} dialog: ${dialog?.title}`);
  const found = /<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(dialog.html);
  const { fileName, text } = JSON.parse(found?.[1] ?? '{}') as { fileName?: string; text?: string };
  if (!fileName || !text) throw new Error(`the ${title} dialog offers no file`);
  kept(env).files.set(key, { name: fileName, text });
}

const file = (env: GasEnvironment, key: string) => kept(env).files.get(key) as { name: string; text: string };

/** A dialog's call as `dialogCall` (cutRuns.ts) makes it, its arguments read from this environment's kept files. */
const fromDialog = (name: string, action: string, args: (env: GasEnvironment) => unknown[]): PathStep => ({
  press: name,
  action,
  run: (env, menu) => menu[name](...args(env)),
});

/** The simultaneous's path, in a Spanish workbook. */
export function simultaneousPath(): CutPath {
  const steps: PathStep[] = [
    typing((env) => {
      kept(env).documents.set('blank', save(env, { position: 0, random: 0 }));
      // The organiser's game tab, its seed typed; the word list (as Cargar léxico… leaves it).
      const game = blankGameTab(ROUNDS);
      game[4][1] = SEED;
      insertTab(env, TAB, game);
      const list = new MemoryWorkbook();
      loadList(list);
      const [name] = list.tabNames();
      insertTab(env, name, list.snapshot(name) as Grid);
      env.spreadsheet.setActiveSheet(sheet(env, TAB));
    }),
    press('prepareGame'),
    press('showExportGameDialog'),
    typing((env) => {
      keepDownload(env, 'game', 'Exportar partida…');
      // The centre: its game tab, as long as the game, with its two players; no word list.
      switchTo(env, 'organiser', 'centre', true);
      const grid = blankGameTab(ROUNDS);
      for (const player of PLAYERS) grid.push([player, ...Array.from({ length: ROUNDS }, (): Cell => '')]);
      insertTab(env, TAB, grid);
      env.spreadsheet.setActiveSheet(sheet(env, TAB));
    }),
    fromDialog('loadGameFiles', 'showLoadGameDialog', (env) => [[file(env, 'game')], TAB]),
    press('drawRack'),
    press('findMasterMove'),
    typing((env, menu) => {
      // The second round revealed (uncut: the same items again); Ana plays both master moves, Beto types 5 points in round 1.
      menu.drawRack();
      menu.findMasterMove();
      const tab = sheet(env, TAB);
      const rows = tab.snapshot();
      const moves = rows[rows.findIndex((line) => line[0] === 'Jugada')].slice(1, ROUNDS + 1);
      const ana = rows.findIndex((line) => line[0] === PLAYERS[0]) + 1;
      tab.getRange(ana, 2, 2, ROUNDS).setValues([moves, [5, ...moves.slice(1).map((): Cell => '')]]);
    }),
    press('showExportResultsDialog'),
    typing((env) => {
      keepDownload(env, 'results', 'Exportar resultados…');
      switchTo(env, 'centre', 'organiser');
    }),
    fromDialog('importCentreResults', 'showImportCentresDialog', (env) => [[file(env, 'results'), ...otherCentres()]]),
  ];
  return {
    name: 'simultaneous',
    locale: 'es_ES',
    lang: 'es',
    steps,
    // After a cut: Sacar atril (the next round revealed) and Calcular duplicada.
    others: ['drawRack', 'scoreDuplicate'],
  };
}
