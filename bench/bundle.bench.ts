// The start of an execution (rules §24, docs/addon.md "The start of an execution"): Apps Script
// compiles and runs the whole project at every execution — each custom-function cell, each poll
// of the live page, onOpen, each menu item — so what a user waits for before Atril's first word
// is the compile, the top level and the first message. The budget (START_BUDGET_MS) is that of
// onOpen: the paste-in file compiled and run in a fresh V8 context (node:vm, the Apps Script
// fakes as its globals, as the tests load it), then onOpen, its menu in Spanish — the best of
// SAMPLES fresh contexts (the best is the nearest to a quiet machine; the median, p90 and worst
// are printed too), with its parts (compile, top level, onOpen) and the process's CPU time, which
// a loaded machine's other processes do not add to. A new context (made before the clock starts:
// the platform's, the same whatever the file) and a new Script each sample: no compiled code is
// reused (no cachedData, no eval cache), the worst case of an execution on a cold server. Secondary figures, each in
// contexts of its own: a first custom function (STANDINGS on a small tournament) and the first
// message of an action (Actualizar clasificación on the same tournament: the time to its alert).
// Node's V8 is not Google's: the figures compare builds, they do not predict Google's seconds.
// The bytes are only a ceiling (SINGLE_FILE_BUDGET).
// - the paste-in edition: the committed dist/Atril.gs, or with `--built` (on a branch whose dist/
//   is not rebuilt yet) the same file made from build/, or `--file PATH` any such file (several
//   `--file`s are measured sample by sample in turn, to compare builds);
// - the add-on edition (not with `--file`): dist/addon/ (with `--built`, build-addon/), Code.js then
//   globals.js, run in that order in one context as Apps Script runs them.
// `--samples N` changes SAMPLES (25); `--only onOpen` (or a list: `onOpen,action`) measures only those starts.
// A poll of the live page (`poll`) is measured in the paste-in edition only (the add-on has no page).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createContext, runInContext, Script } from 'node:vm';
import { ADDON_DIR, DIST, SINGLE_FILE, SINGLE_FILE_BUDGET, singleFile, START_BUDGET_MS } from '../scripts/build';
import { anotherExecution, createGasEnvironment, type GasEnvironment } from '../test/gas/fakes';
import { UNCHANGED } from '../src/sheets/tournament/pagePolling';
import { ADDON_BUILD, BUILD, ensureBuilt } from '../test/support/loadBundle';
import { verdict } from './measure';

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const SAMPLES = Number(option('--samples')) || 25;
const given = process.argv.flatMap((arg, at) => (arg === '--file' ? [process.argv[at + 1]] : []));
const built = process.argv.includes('--built');
if (given.length === 0) ensureBuilt();

const read = (folder: string, name: string): string => readFileSync(join(folder, name), 'utf8');
interface Edition {
  label: string;
  files: string[];
  /** The paste-in edition's (live page): the poll is measured; not in the add-on. */
  live: boolean;
}
const editions: Edition[] = [];
for (const file of given) editions.push({ label: file, files: [readFileSync(file, 'utf8')], live: true });
if (given.length === 0) {
  editions.push(
    built
      ? {
          label: `dist/${SINGLE_FILE} as built from build/`,
          files: [singleFile(read(BUILD, 'Code.js'), read(BUILD, 'globals.js'))],
          live: true,
        }
      : { label: `dist/${SINGLE_FILE} (committed)`, files: [read(DIST, SINGLE_FILE)], live: true },
  );
  const addonFolder = built ? ADDON_BUILD : join(DIST, ADDON_DIR);
  editions.push({
    label: built ? 'the add-on as built (build-addon/: Code.js + globals.js)' : `dist/${ADDON_DIR}/ (committed)`,
    files: [read(addonFolder, 'Code.js'), read(addonFolder, 'globals.js')],
    live: false,
  });
}

// A small tournament: four players, one round played.
const TABS = {
  Jugadores: [
    ['N°', 'Nombre', 'Escalafón', 'Club'],
    [1, 'Ana García', 2307, 'Madrid'],
    [2, 'Luis Pérez', 2141, 'Sevilla'],
    [3, 'Eva Ruiz', 1900, ''],
    [4, 'Juan Sanz', '', ''],
  ],
  Rondas: [
    ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'],
    [1, 1, 'Ana García', 'Eva Ruiz', 420, 380, ''],
    [1, 2, 'Juan Sanz', 'Luis Pérez', 350, 410, ''],
  ],
  Configuración: [['Rondas', 3]],
};

/**
 * An execution's figures, in ms: wall time from the compile to its first word (`start`), its
 * parts (`compile`: new Script of each file; `top`: their top levels run; `call`: the rest), and
 * the process's CPU time over `start`.
 */
type Sample = { start: number; compile: number; top: number; call: number; cpu: number };
/** When an execution's first word is said: the wall clock and the process's CPU time. */
type Mark = { at: number; cpu: NodeJS.CpuUsage };
const mark = (): Mark => ({ at: performance.now(), cpu: process.cpuUsage() });

/**
 * One execution: a fresh context with the fakes as globals (made before the clock starts: the
 * platform's cost, the same whatever the file), `files` compiled (a new Script each) and run, then
 * `run`, which returns the mark of its first word.
 */
function execution(
  files: readonly string[],
  env: GasEnvironment,
  run: (get: (name: string) => unknown) => Mark,
): Sample {
  const context = createContext({ ...env.globals });
  const name = `sample${Math.random()}`;
  // V8 keeps what it compiled from an eval'd text for the next eval of the same text, in any
  // context of the process: each sample's evals (the library's chunks, docs/addon.md) get a text
  // of their own, so that each compiles as in a new execution.
  runInContext(`(()=>{const e=eval;globalThis.eval=(s)=>e(typeof s==="string"?s+"\\n//${name}":s)})()`, context);
  const begin = mark();
  const scripts = files.map((source, index) => new Script(source, { filename: `${name}.${index}` }));
  const compiled = performance.now();
  for (const script of scripts) script.runInContext(context);
  const loaded = performance.now();
  const end = run((global) => runInContext(global, context));
  const cpu = process.cpuUsage(begin.cpu);
  return {
    start: end.at - begin.at,
    compile: compiled - begin.at,
    top: loaded - compiled,
    call: end.at - loaded,
    cpu: (cpu.user + cpu.system) / 1000,
  };
}

/** onOpen, its menu in Spanish: the budget's figure. */
const onOpen = (files: readonly string[]): Sample => {
  const env = createGasEnvironment({ locale: 'es_ES' });
  return execution(files, env, (get) => {
    (get('onOpen') as (event: unknown) => void)({ authMode: 'FULL' });
    const end = mark();
    if (env.ui.menus.length !== 1) throw new Error('onOpen made no menu');
    return end;
  });
};

/** STANDINGS(Jugadores, Rondas) as Sheets calls a custom function. */
const customFunction = (files: readonly string[]): Sample => {
  const env = createGasEnvironment({ locale: 'es_ES' });
  return execution(files, env, (get) => {
    const value = (get('STANDINGS') as (...args: unknown[]) => unknown)(TABS.Jugadores, TABS.Rondas);
    const end = mark();
    if (!Array.isArray(value)) throw new Error('STANDINGS gave no table');
    return end;
  });
};

/** Actualizar clasificación: until its message (the Ui's first alert), the action's first word. */
const action = (files: readonly string[]): Sample => {
  const env = createGasEnvironment({ locale: 'es_ES', tabs: TABS });
  let said: Mark | null = null;
  const alert = env.ui.alert.bind(env.ui);
  env.ui.alert = (...args: Parameters<typeof alert>) => {
    said ??= mark();
    return alert(...args);
  };
  return execution(files, env, (get) => {
    (get('updateStandings') as () => void)();
    if (said === null) throw new Error('Actualizar clasificación said nothing');
    return said;
  });
};

const EXEC = 'https://script.google.com/macros/s/AKfy-bench/exec';

/**
 * A poll of the live page that shows the page published last (refreshStandings with its stamp):
 * most of the page's executions (rules §14.1). The page is published by executions of their own
 * before the clock starts.
 */
const poll = (files: readonly string[]): Sample => {
  const setup = createGasEnvironment({ locale: 'es_ES', tabs: TABS, webAppUrl: EXEC });
  const context = createContext({ ...setup.globals });
  for (const source of files) new Script(source).runInContext(context);
  runInContext('publishStandings()', context);
  const page = anotherExecution(setup, { context: 'webapp' });
  const shown = createContext({ ...page.globals });
  for (const source of files) new Script(source).runInContext(shown);
  const html = (runInContext('doGet()', shown) as { getContent(): string }).getContent();
  const stamp = /shown="([^"]+)"/.exec(html)?.[1];
  if (stamp === undefined) throw new Error('the published page shows no stamp');
  return execution(files, anotherExecution(setup, { context: 'webapp' }), (get) => {
    const answer = (get('refreshStandings') as (lang: string, shown: string) => string)('es', stamp);
    const end = mark();
    if (answer !== UNCHANGED) throw new Error('the poll did not answer UNCHANGED');
    return end;
  });
};

const round = (ms: number): string => ms.toFixed(2);
/** best, median, p90 and worst (nearest rank) of `samples`. */
function figures(samples: readonly number[]): { best: number; median: number; p90: number; worst: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number): number =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
  return { best: sorted[0], median: rank(0.5), p90: rank(0.9), worst: sorted[sorted.length - 1] };
}
const line = (label: string, samples: readonly number[]): string => {
  const { best, median, p90, worst } = figures(samples);
  return `  ${label}: best ${round(best)} ms, median ${round(median)}, p90 ${round(p90)}, worst ${round(worst)}`;
};

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const KINDS = { onOpen, customFunction, action, poll };
const kinds = (option('--only')?.split(',') ?? Object.keys(KINDS)) as (keyof typeof KINDS)[];
const runs = editions.map(() => ({
  onOpen: [] as Sample[],
  customFunction: [] as Sample[],
  action: [] as Sample[],
  poll: [] as Sample[],
}));
// Interleaved — sample by sample, edition by edition —, so that a burst of load from elsewhere
// falls on every figure alike; the heap collected before each (an execution starts on a clean one).
for (let i = 0; i < SAMPLES; i++) {
  editions.forEach(({ files, live }, at) => {
    for (const kind of kinds) {
      if (kind === 'poll' && !live) continue;
      gc();
      runs[at][kind].push(KINDS[kind](files));
    }
  });
}
const LABELS = {
  onOpen: ['compile + top level + onOpen (the budget)', 'of which onOpen'],
  customFunction: ['compile + top level + a first custom function (STANDINGS)', 'of which STANDINGS'],
  action: ['compile + top level + an action to its message (Actualizar clasificación)', 'of which the action'],
  poll: ['compile + top level + a poll of the live page, unchanged (refreshStandings)', 'of which the poll'],
} as const;
editions.forEach(({ label, files }, at) => {
  const bytes = files.reduce((sum, source) => sum + Buffer.byteLength(source, 'utf8'), 0);
  const ceiling = `ceiling ${SINGLE_FILE_BUDGET.toLocaleString('en')}: ${verdict(bytes, SINGLE_FILE_BUDGET)}`;
  console.log(`${label}: ${bytes.toLocaleString('en')} bytes (${ceiling})`);
  console.log(`The start of an execution, ${SAMPLES} fresh V8 contexts (node:vm) each, no code cache, wall time:`);
  for (const kind of kinds) {
    const samples = runs[at][kind];
    if (samples.length === 0) continue;
    const show = (text: string, pick: (sample: Sample) => number): void => console.log(line(text, samples.map(pick)));
    const [whole, part] = LABELS[kind];
    show(whole, (sample) => sample.start);
    if (kind === 'onOpen') {
      const best = figures(samples.map((sample) => sample.start)).best;
      console.log(`    budget: best ≤ ${START_BUDGET_MS} ms: ${verdict(best, START_BUDGET_MS)}`);
    }
    show('  of which the compile', (sample) => sample.compile);
    show('  of which the top level', (sample) => sample.top);
    show(`  ${part}`, (sample) => sample.call);
    // CPU time (every thread of this process): what a loaded machine's other processes do not add.
    show('  CPU time of the whole', (sample) => sample.cpu);
  }
});
