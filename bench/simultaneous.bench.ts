// The simultaneous (rules §22) at full size: 40 centres × 30 players × 15 rounds, the word list
// full-size (an-array-of-spanish-words, ~636,000 words; a devDependency for tests and benchmarks
// only; `--small` uses the tests' list).
// - Each centre's file: its size (target ≤ 100 kB), and a centre's Exportar resultados timed in
//   memory with the full list loaded (the tab read, every cell scored on the board with the list,
//   the file written) — target ≤ 2 s.
// - `atril import-results` of the 40 files on the organiser's .xlsx, timed whole (open, the list
//   read and decoded from its tab, every file read and checked, every move scored again, the
//   ranking, the tabs written, the save) — target ≤ 10 s.
// - The same import in one press through the built bundle in the strict Apps Script fakes (a
//   fresh execution: the bundle loaded again, untimed) — target ≤ 10 s.
// The organiser's game tab and the centres' have every round revealed (the game's fingerprint
// is then the one of its rounds, the same on both sides); the game is prepared once, untimed.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type WordGraph, graphToText, readLexicon } from '../src/core/duplicate';
import { XlsxWorkbook } from '../src/local/xlsxWorkbook';
import { exportResults } from '../src/sheets/actions/exportResults';
import { preparedRounds } from '../src/sheets/actions/prepareGame';
import type { Cell, Grid } from '../src/sheets/grid/cells';
import { createGasEnvironment } from '../test/gas/fakes';
import { atril } from '../test/support/cli';
import { LIST_GRAPH, loadList } from '../test/support/arbiterList';
import { ensureBuilt, loadBundle } from '../test/support/loadBundle';
import { MemoryWorkbook } from '../test/support/memoryWorkbook';
import { TAB, playedRoom, randomField, revealedGrid, typeField } from '../test/support/simultaneousRooms';
import { distribution, verdict } from './measure';

type Globals = Record<string, (...args: unknown[]) => unknown>;
const CENTRES = 40;
const PLAYERS = 30;
const ROUNDS = 15;
const SEED = 2026;
const REPEATS = 3;

const fmt = (d: ReturnType<typeof distribution>) =>
  `median ${d.median.toFixed(0)} ms, p95 ${d.p95.toFixed(0)} ms, worst ${d.worst.toFixed(0)} ms (${d.count} runs)`;

function fullList(): WordGraph {
  if (process.argv.includes('--small')) return LIST_GRAPH;
  const words = JSON.parse(readFileSync(require.resolve('an-array-of-spanish-words'), 'utf8')) as string[];
  return readLexicon(words.join('\n')).graph;
}

/** A grid squared for the fakes' setValues. */
const square = (grid: Grid): Grid => {
  const width = Math.max(...grid.map((line) => line.length));
  return grid.map((line) => [...line, ...Array.from({ length: width - line.length }, (): Cell => '')]);
};

async function main(): Promise<void> {
  let start = performance.now();
  const graph = fullList();
  console.log(`word list: ${graph.words} words, ${graphToText(graph).length} stored parts`);
  start = performance.now();
  const prepared = preparedRounds(SEED, ROUNDS, graph);
  console.log(
    `game: seed ${SEED}, ${prepared.rounds.length} rounds prepared in ${((performance.now() - start) / 1000).toFixed(1)} s (untimed below)`,
  );
  const game = revealedGrid(prepared);

  // The centres' files (untimed: their fields scored without a list). Each centre has the game as
  // Cargar partida leaves it — naming the organiser's list, which is in the game's fingerprint.
  const files = Array.from({ length: CENTRES }, (_, c) => {
    const centre = playedRoom(prepared, false, graph);
    typeField(centre, randomField(prepared, `Centro ${c + 1} jugador`, PLAYERS, c + 1));
    const result = exportResults(centre.context, { centre: `Centro ${c + 1}` });
    return { name: `centro${c + 1}.atril`, text: result.text };
  });
  const sizes = files.map((file) => Buffer.byteLength(file.text, 'utf8'));
  const biggest = Math.max(...sizes);
  console.log(
    `files: ${CENTRES} × ${PLAYERS} players × ${prepared.rounds.length} rounds; largest ${(biggest / 1000).toFixed(1)} kB, mean ${(sizes.reduce((a, b) => a + b, 0) / sizes.length / 1000).toFixed(1)} kB — target ≤ 100 kB: ${verdict(biggest, 100_000)}`,
  );

  // A centre's export with the full list: in memory, the action whole.
  const centre = new MemoryWorkbook({
    [TAB]: [...game, ...randomField(prepared, 'Jugador', PLAYERS, 99).map((p) => [p.name, ...p.cells])],
  });
  loadList(centre, graph);
  const exports: number[] = [];
  for (let i = 0; i < REPEATS + 2; i++) {
    start = performance.now();
    exportResults({ workbook: centre, lang: 'es' }, { centre: 'Centro' });
    exports.push(performance.now() - start);
  }
  const exported = distribution(exports);
  console.log(
    `Exportar resultados (memory, full list, ${PLAYERS} players): ${fmt(exported)} — target ≤ 2 s: ${verdict(exported.worst, 2000)}`,
  );

  // The CLI: the organiser's .xlsx, the 40 files on disk, `atril import-results`.
  const dir = mkdtempSync(join(tmpdir(), 'atril-simul-bench-'));
  try {
    const book = join(dir, 'organizador.xlsx');
    expect0((await atril(['setup', book])).code, 'setup');
    const organiser = await XlsxWorkbook.open(book);
    organiser.addTab(TAB);
    organiser.write(TAB, 1, 1, game);
    loadList(organiser, graph);
    await organiser.save();
    const pristine = join(dir, 'pristine.xlsx');
    copyFileSync(book, pristine);
    const paths = files.map((file) => {
      const path = join(dir, file.name);
      writeFileSync(path, file.text, 'utf8');
      return path;
    });
    const cli: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      copyFileSync(pristine, book);
      start = performance.now();
      const run = await atril(['import-results', book, ...paths]);
      cli.push(performance.now() - start);
      expect0(run.code, run.stderr);
    }
    const cliTimes = distribution(cli);
    console.log(
      `atril import-results (${CENTRES} files, .xlsx opened and saved): ${fmt(cliTimes)} — target ≤ 10 s: ${verdict(cliTimes.worst, 10_000)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // One press through the bundle in the fakes.
  ensureBuilt();
  const presses: number[] = [];
  const memory = new MemoryWorkbook();
  loadList(memory, graph);
  const [listTab] = memory.tabNames();
  let calls = 0;
  for (let i = 0; i < REPEATS; i++) {
    const env = createGasEnvironment({ locale: 'es_ES' });
    for (const [name, grid] of [
      [TAB, game],
      [listTab, memory.snapshot(listTab) as Grid],
    ] as [string, Grid][]) {
      const rows = square(grid);
      env.spreadsheet.insertSheet(name).getRange(1, 1, rows.length, rows[0].length).setValues(rows);
    }
    env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName(TAB)!);
    const menu = loadBundle(env) as unknown as Globals;
    env.counter.reset();
    start = performance.now();
    const said = menu.importCentreResults(files) as { ok: boolean; message: string };
    presses.push(performance.now() - start);
    calls = env.counter.count('api');
    if (!said.ok) throw new Error(said.message);
  }
  const pressTimes = distribution(presses);
  console.log(
    `Importar resultados…, one press in the fakes (${CENTRES} files, ${calls} SpreadsheetApp calls): ${fmt(pressTimes)} — target ≤ 10 s: ${verdict(pressTimes.worst, 10_000)}`,
  );
  console.log('(the fakes do not model Google’s per-call latency: add the calls at ~50–200 ms each for Sheets)');
}

function expect0(code: number, what: string): void {
  if (code !== 0) throw new Error(`exit ${code}: ${what}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
