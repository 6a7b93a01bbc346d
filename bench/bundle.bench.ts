// The paste-in file's weight and load time (issue 20 item 2): Apps Script parses and runs the
// whole project at every execution — each custom-function cell, each poll of the live page,
// onOpen — so what dist/Atril.gs costs before any of our code runs is paid each time. Measured
// as the load of the committed file into a fresh V8 context (node:vm, the fake services as its
// globals, as the tests load it): compile and run the top level, no function called. Each
// sample is a new context, so no compiled code is reused between samples — the worst case of
// an execution on a cold Apps Script server. Node's V8 is not Google's: the figures compare
// builds, they do not predict Google's seconds. Budget: SINGLE_FILE_BUDGET bytes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createContext, runInContext, Script } from 'node:vm';
import { DIST, SINGLE_FILE, SINGLE_FILE_BUDGET } from '../scripts/build';
import { createGasEnvironment } from '../test/gas/fakes';
import { distribution, verdict } from './measure';

const SAMPLES = Number(process.argv[process.argv.indexOf('--samples') + 1]) || 200;
const source = readFileSync(join(DIST, SINGLE_FILE), 'utf8');
const bytes = Buffer.byteLength(source, 'utf8');

const compile: number[] = [];
const load: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  const context = createContext({ ...createGasEnvironment().globals });
  const start = performance.now();
  // A new Script each time: V8 keeps no compiled code between them unless asked (no cachedData).
  const script = new Script(source, { filename: `${SINGLE_FILE}#${i}` });
  const compiled = performance.now();
  script.runInContext(context);
  const end = performance.now();
  if (typeof runInContext('typeof onOpen', context) !== 'string') throw new Error('the file did not load');
  compile.push(compiled - start);
  load.push(end - start);
}

const line = (label: string, samples: number[]): string => {
  const { median, p95, worst, count } = distribution(samples);
  const p99 = [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(0.99 * samples.length) - 1)];
  return `  ${label}: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, worst ${worst.toFixed(2)} ms (${count} fresh contexts)`;
};
console.log(
  `dist/${SINGLE_FILE}: ${(bytes / 1000).toFixed(1)} kB (budget ${SINGLE_FILE_BUDGET / 1000} kB: ${verdict(bytes, SINGLE_FILE_BUDGET)})`,
);
console.log('Load in a fresh V8 context (node:vm), per execution, before any function runs:');
console.log(line('compile (new Script)', compile));
console.log(line('compile + run the top level', load));
