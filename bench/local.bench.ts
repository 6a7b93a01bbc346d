// The CLI on a big file (issue 7): `atril pair` on a 2000-player workbook with three rounds
// already played, end to end — open the .xlsx, read the tabs, pair round 4, write the rows,
// save the file. Target: ≤ 3 s. Also the demo (`npm start`'s work, without printing) and
// the whole command as a process (`node bin/atril.js pair`, the built CLI).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pairNextRound } from '../src/sheets/actions/pairNextRound';
import { setupTournament } from '../src/sheets/actions/setupTournament';
import { runCli } from '../src/local/cli';
import { seededRandom } from '../src/core/random';
import { runDemo } from '../src/local/demo';
import { XlsxWorkbook } from '../src/local/xlsxWorkbook';
import { peakMemoryMb, verdict } from './measure';

const PLAYERS = 2000;
const PLAYED = 3;
const TARGET_MS = 3000;
const REPEATS = 5;
const quiet = { stdout: () => undefined, stderr: () => undefined, env: { LANG: 'es_ES.UTF-8' } };

/** Types a score for every game of `round` still without one (the higher rating wins a bit more often). */
function typeScores(book: XlsxWorkbook, round: number, random: () => number): void {
  const rows = book.read('Rondas') ?? [];
  const scores: (number | string)[][] = rows.slice(1).map((row) => {
    if (row[0] !== round || row[3] === 'DESCANSO') return [row[4] as number | string, row[5] as number | string];
    const a = 330 + Math.round(random() * 120);
    const b = 330 + Math.round(random() * 120);
    return [a, b];
  });
  book.write('Rondas', 2, 5, scores);
}

async function prepare(path: string): Promise<void> {
  const random = seededRandom(42);
  const book = XlsxWorkbook.create(path);
  setupTournament({ workbook: book, lang: 'es' });
  book.write(
    'Jugadores',
    2,
    1,
    Array.from({ length: PLAYERS }, (_, i) => [
      '',
      `Jugador ${String(i + 1).padStart(4, '0')} Apellido${i % 97}`,
      random() < 0.1 ? '' : 1200 + Math.floor(random() * 1000),
      `Club ${i % 40}`,
    ]),
  );
  for (let round = 1; round <= PLAYED; round++) {
    const result = pairNextRound({ workbook: book, lang: 'es' });
    if (!result.ok) throw new Error(result.message);
    typeScores(book, round, random);
  }
  await book.save();
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'atril-bench-'));
  try {
    const master = join(dir, 'grande.xlsx');
    const setupStart = performance.now();
    await prepare(master);
    console.log(
      `prepared: ${PLAYERS} players, ${PLAYED} rounds played (${Math.round(performance.now() - setupStart)} ms, not timed below)`,
    );

    const samples: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const file = join(dir, `run${i}.xlsx`);
      copyFileSync(master, file);
      (globalThis as { gc?: () => void }).gc?.();
      const start = performance.now();
      const code = await runCli(['pair', file], quiet);
      samples.push(performance.now() - start);
      if (code !== 0) throw new Error(`atril pair exited ${code}`);
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)];
    console.log(
      `atril pair, ${PLAYERS} players, round ${PLAYED + 1} (open + read + pair + write + save): median ${Math.round(median)} ms, ` +
        `min ${Math.round(samples[0])} ms over ${REPEATS} runs — target ≤ ${TARGET_MS} ms: ${verdict(median, TARGET_MS)}`,
    );

    const file = join(dir, 'process.xlsx');
    copyFileSync(master, file);
    const start = performance.now();
    const run = spawnSync(process.execPath, [join(__dirname, '..', 'bin', 'atril.js'), 'pair', file], {
      encoding: 'utf8',
    });
    const processMs = performance.now() - start;
    if (run.status !== 0) throw new Error(run.stderr);
    console.log(
      `node bin/atril.js pair (new process, the built CLI): ${Math.round(processMs)} ms — target ≤ ${TARGET_MS} ms: ${verdict(processMs, TARGET_MS)}`,
    );

    const demoStart = performance.now();
    await runDemo({ out: join(dir, 'demo.xlsx') });
    console.log(
      `demo (npm start's work: 26 players, 6 rounds, 2 duplicate games, save): ${Math.round(performance.now() - demoStart)} ms`,
    );
    console.log(`peak memory: ${Math.round(peakMemoryMb())} MB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
