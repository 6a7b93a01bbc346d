// The arbiter's program (rules §20) with a full-size word list (an-array-of-spanish-words,
// ~636,000 words of unverified origin: a devDependency for tests and benchmarks only):
// - one menu press, through the built bundle in the strict Apps Script fakes (vm): Sacar atril
//   and Buscar jugada maestra over 12 rounds of a game, each press a fresh execution (the bundle
//   loaded again, untimed) timed whole (the list read and decoded from its tab, the draw with its
//   legal-move check, the search, the writes) —
//   target ≤ 6 s a press, and ≤ 1 s for a draw;
// - Preparar partida, 20 rounds, through the atril CLI on an .xlsx (open, read the list, draw
//   and find every round, save) — target ≤ 60 s.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { graphToText, readLexicon } from '../src/core/duplicate';
import { XlsxWorkbook } from '../src/local/xlsxWorkbook';
import type { Cell, Grid } from '../src/sheets/grid/cells';
import { createGasEnvironment } from '../test/gas/fakes';
import { atril } from '../test/support/cli';
import { loadList } from '../test/support/arbiterList';
import { ensureBuilt, loadBundle } from '../test/support/loadBundle';
import { MemoryWorkbook } from '../test/support/memoryWorkbook';
import { distribution, verdict } from './measure';

type Globals = Record<string, (...args: unknown[]) => unknown>;
const PRESS_ROUNDS = 12;
const PREPARED_ROUNDS = 20;

const fmt = (d: ReturnType<typeof distribution>) =>
  `median ${d.median.toFixed(0)} ms, p95 ${d.p95.toFixed(0)} ms, worst ${d.worst.toFixed(0)} ms (${d.count})`;

function gameGrid(rounds: number, seed: number): Grid {
  const blank = (): Cell[] => Array.from({ length: rounds }, () => '');
  const grid: Grid = [
    ['Nombre', ...blank().map((_, r) => `R${r + 1}`)],
    ...['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana'].map((label) => [label, ...blank()]),
  ];
  grid[4][1] = seed;
  return grid;
}

async function main(): Promise<void> {
  let start = performance.now();
  const words = JSON.parse(readFileSync(require.resolve('an-array-of-spanish-words'), 'utf8')) as string[];
  const graph = readLexicon(words.join('\n')).graph;
  console.log(
    `word list: ${graph.words} words, ${graph.edges.length} edges, ${graphToText(graph).length} cells, read in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );

  // One press at a time, in the fakes.
  ensureBuilt();
  const env = createGasEnvironment({ locale: 'es_ES' });
  const memory = new MemoryWorkbook();
  loadList(memory, graph);
  const [listTab] = memory.tabNames();
  for (const [name, grid] of [
    ['Duplicada 1', gameGrid(PRESS_ROUNDS, 2026)],
    [listTab, memory.snapshot(listTab)!],
  ] as [string, Grid][]) {
    const width = Math.max(...grid.map((line) => line.length));
    const square = grid.map((line) => [...line, ...Array.from({ length: width - line.length }, () => '')]);
    env.spreadsheet.insertSheet(name).getRange(1, 1, square.length, width).setValues(square);
  }
  env.spreadsheet.setActiveSheet(env.spreadsheet.getSheetByName('Duplicada 1')!);
  const draws: number[] = [];
  const masters: number[] = [];
  // Every press a fresh execution, as in Apps Script: the bundle loaded again, the list decoded again.
  const fresh = () => loadBundle(env) as unknown as Globals;
  for (let r = 0; r < PRESS_ROUNDS; r++) {
    let press = fresh();
    start = performance.now();
    press.drawRack();
    draws.push(performance.now() - start);
    const said = (env.ui.alerts.at(-1)?.message ?? '').split('\n')[0];
    if (!said.includes('atril')) {
      console.log(`round ${r + 1}: ${said}`);
      break;
    }
    press = fresh();
    start = performance.now();
    press.findMasterMove();
    masters.push(performance.now() - start);
  }
  const draw = distribution(draws);
  const master = distribution(masters);
  console.log(`Sacar atril, one press in the bundle (fakes): ${fmt(draw)} — ${verdict(draw.worst, 1000)} (≤ 1 s)`);
  console.log(
    `Buscar jugada maestra, one press in the bundle (fakes): ${fmt(master)} — ${verdict(master.worst, 6000)} (≤ 6 s)`,
  );

  // Preparar partida through the CLI.
  const dir = mkdtempSync(join(tmpdir(), 'atril-arbiter-bench-'));
  try {
    const path = join(dir, 'preparada.xlsx');
    await atril(['setup', path]);
    const book = await XlsxWorkbook.open(path);
    book.addTab('Duplicada 1');
    book.write(
      'Duplicada 1',
      1,
      1,
      gameGrid(PREPARED_ROUNDS, 0).map((line, i) => (i === 4 ? [line[0]] : line)),
    );
    loadList(book, graph);
    await book.save();
    start = performance.now();
    const run = await atril(['prepare-game', path, '--seed', '7', '--rounds', String(PREPARED_ROUNDS)]);
    const seconds = (performance.now() - start) / 1000;
    console.log(run.code === 0 ? run.stdout.split('\n')[0] : run.stderr);
    console.log(
      `Preparar partida, ${PREPARED_ROUNDS} rounds, atril prepare-game (whole command): ${seconds.toFixed(1)} s — ${verdict(seconds, 60)} (≤ 60 s)`,
    );
    start = performance.now();
    const drawn = await atril(['draw', path]);
    const one = (performance.now() - start) / 1000;
    console.log(
      `atril draw (whole command, a prepared round revealed): ${one.toFixed(1)} s — ${verdict(one, 6)} (≤ 6 s)`,
    );
    if (drawn.code !== 0) console.log(drawn.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
