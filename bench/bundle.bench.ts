// Both editions' weight and load time (issue 20 item 2, rules §15): Apps Script parses and runs
// the whole project at every execution — each custom-function cell, each poll of the live page,
// onOpen — so what a build costs before any of our code runs is paid each time. Measured as the
// load of each edition's files into a fresh V8 context (node:vm, the fake services as its
// globals, as the tests load them): compile and run the top level, no function called. Each
// sample is a new context, so no compiled code is reused between samples — the worst case of
// an execution on a cold Apps Script server. Node's V8 is not Google's: the figures compare
// builds, they do not predict Google's seconds.
// - the paste-in edition: the committed dist/Atril.gs, or with `--built` (on a branch whose
//   dist/ is not rebuilt yet) the same file made from build/ as `npm run build` would write it;
// - the add-on edition: build-addon/Code.js then globals.js, the two files of its project
//   (dist/addon/ holds the same), run in that order in one context as Apps Script runs them.
// Budget: SINGLE_FILE_BUDGET bytes, for each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createContext, runInContext, Script } from 'node:vm';
import { DIST, SINGLE_FILE, SINGLE_FILE_BUDGET, singleFile } from '../scripts/build';
import { createGasEnvironment } from '../test/gas/fakes';
import { ADDON_BUILD, BUILD, ensureBuilt } from '../test/support/loadBundle';
import { distribution, verdict } from './measure';

const SAMPLES = Number(process.argv[process.argv.indexOf('--samples') + 1]) || 200;

ensureBuilt();
const read = (folder: string, file: string): string => readFileSync(join(folder, file), 'utf8');
const pasteIn = process.argv.includes('--built')
  ? {
      label: `dist/${SINGLE_FILE} as built from build/`,
      files: [singleFile(read(BUILD, 'Code.js'), read(BUILD, 'globals.js'))],
    }
  : { label: `dist/${SINGLE_FILE} (committed)`, files: [read(DIST, SINGLE_FILE)] };
const addon = {
  label: 'dist/addon/ (build-addon/: Code.js + globals.js)',
  files: [read(ADDON_BUILD, 'Code.js'), read(ADDON_BUILD, 'globals.js')],
};

const line = (label: string, samples: number[]): string => {
  const { median, p95, worst, count } = distribution(samples);
  const p99 = [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(0.99 * samples.length) - 1)];
  return `  ${label}: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, worst ${worst.toFixed(2)} ms (${count} fresh contexts)`;
};

for (const { label, files } of [pasteIn, addon]) {
  const bytes = files.reduce((sum, source) => sum + Buffer.byteLength(source, 'utf8'), 0);
  const compile: number[] = [];
  const load: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const context = createContext({ ...createGasEnvironment().globals });
    const start = performance.now();
    // A new Script each time: V8 keeps no compiled code between them unless asked (no cachedData).
    const scripts = files.map((source, index) => new Script(source, { filename: `${label}#${i}.${index}` }));
    const compiled = performance.now();
    for (const script of scripts) script.runInContext(context);
    const end = performance.now();
    if (typeof runInContext('typeof onOpen', context) !== 'string') throw new Error(`${label} did not load`);
    compile.push(compiled - start);
    load.push(end - start);
  }
  console.log(
    `${label}: ${(bytes / 1000).toFixed(1)} kB (budget ${SINGLE_FILE_BUDGET / 1000} kB: ${verdict(bytes, SINGLE_FILE_BUDGET)})`,
  );
  console.log('Load in a fresh V8 context (node:vm), per execution, before any function runs:');
  console.log(line('compile (new Script)', compile));
  console.log(line('compile + run the top level', load));
}
