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
// - the add-on edition: the committed dist/addon/ (with `--built`, build-addon/), Code.js then
//   globals.js, run in that order in one context as Apps Script runs them.
// The catalogue is compressed (docs/addon.md "The compressed catalogue"): a language is inflated
// when it first speaks. So each sample also times, in its fresh context, the first onOpen (its
// menu is the execution's first message: the keys and one language inflated, in Spanish in half
// the samples and English in the other) and a second onOpen (nothing left to inflate); and, in
// another fresh context, the bundled unpacking alone (packed.ts and inflate.ts compiled as the
// build compiles them) of the keys and one language, from the edition's own packed lists.
// Budget: SINGLE_FILE_BUDGET bytes, for each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSync } from 'esbuild';
import { createContext, runInContext, Script } from 'node:vm';
import { ADDON_DIR, DIST, SINGLE_FILE, SINGLE_FILE_BUDGET, singleFile } from '../scripts/build';
import { createGasEnvironment } from '../test/gas/fakes';
import { ADDON_BUILD, BUILD, ensureBuilt } from '../test/support/loadBundle';
import { distribution, verdict } from './measure';

const SAMPLES = Number(process.argv[process.argv.indexOf('--samples') + 1]) || 200;

ensureBuilt();
const built = process.argv.includes('--built');
const read = (folder: string, file: string): string => readFileSync(join(folder, file), 'utf8');
const pasteIn = built
  ? {
      label: `dist/${SINGLE_FILE} as built from build/`,
      files: [singleFile(read(BUILD, 'Code.js'), read(BUILD, 'globals.js'))],
    }
  : { label: `dist/${SINGLE_FILE} (committed)`, files: [read(DIST, SINGLE_FILE)] };
const addonFolder = built ? ADDON_BUILD : join(DIST, ADDON_DIR);
const addon = {
  label: built ? 'dist/addon/ as built (build-addon/: Code.js + globals.js)' : `dist/${ADDON_DIR}/ (committed)`,
  files: [read(addonFolder, 'Code.js'), read(addonFolder, 'globals.js')],
};

/** packed.ts's unpack, bundled as the build bundles it (es2019, minified, names kept). */
const unpacker = buildSync({
  stdin: { contents: "export { unpack } from './src/i18n/packed';", resolveDir: join(__dirname, '..'), loader: 'ts' },
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'Packed',
  target: 'es2019',
  platform: 'neutral',
  minify: true,
  keepNames: true,
}).outputFiles[0].text;

/** The packed chunks of a bundle (packedCatalogue(prefixes, keys, { es, en })), or null for one built before. */
function packedLists(code: string): { keys: string[]; es: string[]; en: string[] } | null {
  const list = String.raw`\[(?:"[^"]*",?)*\]`;
  const found = new RegExp(String.raw`\("[\w,|]+",(${list}),\{es:(${list}),en:(${list})\}\)`).exec(code);
  if (!found) return null;
  const [keys, es, en] = found.slice(1).map((text) => JSON.parse(text) as string[]);
  return { keys, es, en };
}

const line = (label: string, samples: number[]): string => {
  const { median, p95, worst, count } = distribution(samples);
  const p99 = [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(0.99 * samples.length) - 1)];
  // The best too: on a loaded machine it is the nearest to a quiet one's figure.
  const best = Math.min(...samples);
  return `  ${label}: best ${best.toFixed(2)} ms, median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, worst ${worst.toFixed(2)} ms (${count} fresh contexts)`;
};

for (const { label, files } of [pasteIn, addon]) {
  const bytes = files.reduce((sum, source) => sum + Buffer.byteLength(source, 'utf8'), 0);
  const compile: number[] = [];
  const load: number[] = [];
  const firstOpen: number[] = [];
  const secondOpen: number[] = [];
  const inflate: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const env = createGasEnvironment({ locale: 'es_ES', userLocale: i % 2 === 0 ? 'es_ES' : 'en_GB' });
    const context = createContext({ ...env.globals });
    const start = performance.now();
    // A new Script each time: V8 keeps no compiled code between them unless asked (no cachedData).
    const scripts = files.map((source, index) => new Script(source, { filename: `${label}#${i}.${index}` }));
    const compiled = performance.now();
    for (const script of scripts) script.runInContext(context);
    const end = performance.now();
    if (typeof runInContext('typeof onOpen', context) !== 'string') throw new Error(`${label} did not load`);
    compile.push(compiled - start);
    load.push(end - start);
    // The first message of the execution (the menu, in one language), then a second.
    const onOpen = runInContext('onOpen', context) as (event: unknown) => void;
    const first = performance.now();
    onOpen({ authMode: 'FULL' });
    const second = performance.now();
    onOpen({ authMode: 'FULL' });
    firstOpen.push(second - first);
    secondOpen.push(performance.now() - second);
    // The unpacking alone, cold, in a context of its own: the keys and one language.
    const lists = packedLists(files[0]);
    if (lists) {
      const alone = createContext({});
      new Script(unpacker).runInContext(alone);
      const unpack = runInContext('Packed.unpack', alone) as (packed: string) => string[];
      const at = performance.now();
      for (const chunk of lists.keys) unpack(chunk);
      for (const chunk of i % 2 === 0 ? lists.es : lists.en) unpack(chunk);
      inflate.push(performance.now() - at);
    }
  }
  console.log(
    `${label}: ${(bytes / 1000).toFixed(1)} kB (budget ${SINGLE_FILE_BUDGET / 1000} kB: ${verdict(bytes, SINGLE_FILE_BUDGET)})`,
  );
  console.log('Load in a fresh V8 context (node:vm), per execution, before any function runs:');
  console.log(line('compile (new Script)', compile));
  console.log(line('compile + run the top level', load));
  console.log("The execution's first message (onOpen: its menu, es and en alternately), then a second:");
  console.log(line('first onOpen (catalogue inflated, if packed)', firstOpen));
  console.log(line('second onOpen', secondOpen));
  if (inflate.length > 0) console.log(line('unpack every chunk of one language alone (cold)', inflate));
  else console.log('  (no packed catalogue in these files: built before it was compressed)');
}
