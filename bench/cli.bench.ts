// The command line as a user waits for it (rules §24 "The command line"): whole processes of the
// built CLI (`node bin/atril.js …`: the freshness check, Node's start, the bundle, the command).
// - `atril --help`, several runs — target ≤ 0.3 s;
// - `atril draw` and `atril master` round after round of one duplicate game of a 40-player field
//   with the full-size word list (an-array-of-spanish-words, loaded with `atril lexicon`) — target
//   ≤ 2 s a call.
// Each figure: best, median and worst wall time, and the child's CPU time (user + system, read
// by a preload at its exit) beside it, since on a shared machine the wall time also counts the
// other processes' turns (the load average is printed). `node -e 0` is Node's own floor.
// `npm run bench -- cli --runs 9 --rounds 6` sets the runs and rounds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runCli } from '../src/local/cli';
import { verdict } from './measure';

const ROOT = join(__dirname, '..');
const BIN = join(ROOT, 'bin', 'atril.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freshCli } = require('../scripts/cliBuild.js') as { freshCli(): Promise<string> };

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const RUNS = option('--runs', 7);
const ROUNDS = option('--rounds', 5);
const PLAYERS = 40;
const quiet = { stdout: () => undefined, stderr: () => undefined, env: { LANG: 'es_ES.UTF-8' } };

interface Sample {
  wallMs: number;
  cpuMs: number;
}

/** One whole process: `node [preload] args…`, its wall time and its own CPU time. */
function run(dir: string, args: string[]): Sample & { stdout: string; stderr: string } {
  const cpuFile = join(dir, 'cpu.json');
  const start = performance.now();
  const child = spawnSync(process.execPath, ['--require', join(dir, 'cpu.js'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, LANG: 'es_ES.UTF-8', LC_ALL: '', ATRIL_BENCH_CPU: cpuFile },
  });
  const wallMs = performance.now() - start;
  if (child.status !== 0) throw new Error(`${args.join(' ')} exited ${child.status}: ${child.stderr}`);
  const { user, system } = JSON.parse(readFileSync(cpuFile, 'utf8')) as { user: number; system: number };
  return { wallMs, cpuMs: (user + system) / 1000, stdout: child.stdout, stderr: child.stderr };
}

function line(label: string, samples: Sample[], targetMs: number | null): string {
  const wall = samples.map((s) => s.wallMs).sort((a, b) => a - b);
  const cpu = samples.map((s) => s.cpuMs).sort((a, b) => a - b);
  const mid = (list: number[]) => list[Math.floor(list.length / 2)];
  const ms = (value: number) => `${Math.round(value)} ms`;
  const figures =
    `best ${ms(wall[0])}, median ${ms(mid(wall))}, worst ${ms(wall[wall.length - 1])} wall; ` +
    `CPU best ${ms(cpu[0])}, median ${ms(mid(cpu))}, worst ${ms(cpu[cpu.length - 1])} (${samples.length} runs)`;
  return targetMs === null
    ? `${label}: ${figures}`
    : `${label}: ${figures} — target ≤ ${targetMs} ms (best): ${verdict(wall[0], targetMs)}, median: ${verdict(mid(wall), targetMs)}`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'atril-cli-bench-'));
  try {
    writeFileSync(
      join(dir, 'cpu.js'),
      "process.on('exit', () => require('fs').writeFileSync(process.env.ATRIL_BENCH_CPU, JSON.stringify(process.cpuUsage())));\n",
    );
    let start = performance.now();
    await freshCli();
    console.log(`built CLI up to date (${Math.round(performance.now() - start)} ms, not timed below)`);
    console.log(
      `load average at the start: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')}`,
    );

    const floor = Array.from({ length: RUNS }, () => run(dir, ['-e', '0']));
    console.log(line('node -e 0 (Node alone)', floor, null));
    const help = Array.from({ length: RUNS }, () => run(dir, [BIN, '--help']));
    console.log(line('atril --help', help, 300));

    // A 40-player field, its duplicate game seated, the full list loaded: untimed.
    start = performance.now();
    const book = join(dir, 'duplicada.xlsx');
    const list = join(dir, 'lista.txt');
    const words = JSON.parse(readFileSync(require.resolve('an-array-of-spanish-words'), 'utf8')) as string[];
    writeFileSync(list, `${words.join('\n')}\n`);
    for (const args of [
      ['generate', book, '--players', String(PLAYERS), '--rounds', '1', '--seed', '3'],
      ['prepare-duplicate', book],
      ['lexicon', book, list],
    ]) {
      const code = await runCli(args, quiet);
      if (code !== 0) throw new Error(`atril ${args.join(' ')} exited ${code}`);
    }
    console.log(
      `prepared: ${PLAYERS} players, Duplicada 1 seated, ${words.length} words loaded (${Math.round(performance.now() - start)} ms, not timed)`,
    );

    const draws: Sample[] = [];
    const masters: Sample[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      draws.push(run(dir, [BIN, 'draw', book]));
      masters.push(run(dir, [BIN, 'master', book]));
    }
    console.log(line(`atril draw (${PLAYERS} players, full list, rounds 1–${ROUNDS})`, draws, 2000));
    console.log(line(`atril master (${PLAYERS} players, full list, rounds 1–${ROUNDS})`, masters, 2000));
    console.log(
      `load average at the end: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
