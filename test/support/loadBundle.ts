// Loads the built Apps Script bundle (build/Code.js, then build/globals.js, in the order
// Apps Script runs the project's files) as Apps Script would, through gas-local (the design's
// named tool: its `require(folder, globals)` runs every script file of a folder in one
// node:vm context whose globals are the ones given) with the project's strict fakes as the
// globals — the closest offline stand-in for the Apps Script V8 runtime.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createContext, runInContext, type Context } from 'node:vm';
import type { GasEnvironment } from '../gas/fakes';

/** gas-local's API (it has no types of its own): `require(folder, globals, { filter })` runs the folder's files in one vm context. */
interface GasLocal {
  require(folder: string, globals: object, options?: { filter?: (path: string) => boolean }): Context;
}
const gasLocal = createRequire(__filename)('gas-local') as GasLocal;

export const ROOT = join(__dirname, '../..');
export const BUILD = join(ROOT, 'build');
/** The Editor add-on edition's project (rules §15), built beside build/ by the same script. */
export const ADDON_BUILD = join(ROOT, 'build-addon');
const BUNDLE_FILES = ['Code.js', 'globals.js'];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds the bundle with scripts/build.ts when build/ is missing or older than src/ or scripts/;
 * `--no-dist` leaves the committed dist/ alone (bundle.test.ts compares it with build/).
 */
export function ensureBuilt(): void {
  if (upToDate()) return;
  // One build at a time in a worktree, and the others wait for it: scripts/build.ts empties
  // build/ first, so two jest runs side by side that both found it stale had one read an empty
  // build/ while the other rebuilt ("gas-local ran  of build/", 2 tries in 3; docs/print.md
  // "CI under load").
  withBuildLock(() => {
    if (upToDate()) return;
    execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/build.ts'), '--no-dist'], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  });
}

function upToDate(): boolean {
  const outputs = [BUILD, ADDON_BUILD].flatMap((folder) => BUNDLE_FILES.map((file) => join(folder, file)));
  const built = outputs.every(existsSync) ? Math.min(...outputs.map((path) => statSync(path).mtimeMs)) : 0;
  const sources = Math.max(newestMtime(join(ROOT, 'src')), newestMtime(join(ROOT, 'scripts')));
  return built >= sources;
}

/** Runs `run` holding this worktree's build lock (a file naming its process, taken over from a dead one). */
function withBuildLock(run: () => void): void {
  const lock = join(tmpdir(), `atril-build-${createHash('sha1').update(ROOT).digest('hex').slice(0, 12)}.lock`);
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = 0;
    try {
      owner = Number(readFileSync(lock, 'utf8'));
    } catch {
      continue; // released meanwhile
    }
    // Written by a build that died (a killed jest): taken over. Empty: being written; wait.
    if (owner > 0 && !alive(owner)) rmSync(lock, { force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  try {
    run();
  } finally {
    rmSync(lock, { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function bundleSource(file: 'Code.js' | 'globals.js', folder = BUILD): string {
  return readFileSync(join(folder, file), 'utf8');
}

/** A vm context with the fake services as globals and the bundle's files (build/) run in it, through gas-local. */
export function loadBundle(env: GasEnvironment): Context {
  return loadFolder(env, BUILD, BUNDLE_FILES);
}

/** The same for the Editor add-on edition (build-addon/: its Code.js and globals.js). */
export function loadAddonBundle(env: GasEnvironment): Context {
  return loadFolder(env, ADDON_BUILD, BUNDLE_FILES);
}

/**
 * `files` of `folder`, run in this order by gas-local in a context whose globals are the fakes
 * (without the later built-ins inside withoutLaterBuiltIns). gas-local runs a folder's files in
 * their listed (alphabetical) order: a different order is refused, never silently run.
 */
export function loadFolder(env: GasEnvironment, folder: string, files: readonly string[]): Context {
  // gas-local makes its context with vm.createContext(globals), which hands back a context
  // given to it as it is: the later built-ins can be taken out before any file runs.
  const context = createContext({ ...env.globals });
  if (withoutLater) removeLaterBuiltIns(runInContext('globalThis', context) as Record<string, unknown>);
  const loaded: string[] = [];
  const ran = gasLocal.require(folder, context, {
    filter: (path) => {
      if (!files.includes(basename(path))) return false;
      loaded.push(basename(path));
      return true;
    },
  });
  if (ran !== context || loaded.join('\n') !== files.join('\n'))
    throw new Error(`gas-local ran ${loaded.join(', ')} of ${folder}; expected ${files.join(', ')}, in that order`);
  return endingExecutions(env, context);
}

/**
 * Built-ins newer than ES2020, the library the project declares (tsconfig.src.json): an
 * engine may lack them, so the bundle must never need them (issue 20). Each is
 * [the object that holds it, its name], as reached from a realm's global object.
 */
export const LATER_BUILT_INS: readonly (readonly [string, string])[] = [
  // ES2021
  ['String.prototype', 'replaceAll'],
  ['Promise', 'any'],
  ['globalThis', 'AggregateError'],
  ['globalThis', 'WeakRef'],
  ['globalThis', 'FinalizationRegistry'],
  // ES2022
  ['Array.prototype', 'at'],
  ['String.prototype', 'at'],
  ['TypedArray.prototype', 'at'],
  ['Object', 'hasOwn'],
  // ES2023
  ['Array.prototype', 'findLast'],
  ['Array.prototype', 'findLastIndex'],
  ['Array.prototype', 'toReversed'],
  ['Array.prototype', 'toSorted'],
  ['Array.prototype', 'toSpliced'],
  ['Array.prototype', 'with'],
  ['TypedArray.prototype', 'findLast'],
  ['TypedArray.prototype', 'findLastIndex'],
  ['TypedArray.prototype', 'toReversed'],
  ['TypedArray.prototype', 'toSorted'],
  ['TypedArray.prototype', 'with'],
  // ES2024 and later
  ['String.prototype', 'isWellFormed'],
  ['String.prototype', 'toWellFormed'],
  ['Object', 'groupBy'],
  ['Map', 'groupBy'],
  ['Promise', 'withResolvers'],
  ['Array', 'fromAsync'],
  ['Set.prototype', 'union'],
  ['Set.prototype', 'intersection'],
  ['Set.prototype', 'difference'],
  ['Set.prototype', 'symmetricDifference'],
  ['Set.prototype', 'isSubsetOf'],
  ['Set.prototype', 'isSupersetOf'],
  ['Set.prototype', 'isDisjointFrom'],
  ['globalThis', 'Iterator'],
  // Not ECMAScript at all: hosts' (browsers', Node's) globals.
  ['globalThis', 'structuredClone'],
];

/** The object `path` names in the realm whose global object is `global`, or undefined. */
function holder(global: Record<string, unknown>, path: string): Record<string, unknown> | undefined {
  if (path === 'globalThis') return global;
  if (path === 'TypedArray.prototype')
    return Object.getPrototypeOf((global.Int8Array as { prototype: object }).prototype) as Record<string, unknown>;
  let object: unknown = global;
  for (const part of path.split('.')) object = (object as Record<string, unknown> | undefined)?.[part];
  return object as Record<string, unknown> | undefined;
}

/** Deletes the later built-ins from a realm; returns how to put them back. */
export function removeLaterBuiltIns(global: Record<string, unknown>): () => void {
  const removed: [Record<string, unknown>, string, PropertyDescriptor][] = [];
  for (const [path, name] of LATER_BUILT_INS) {
    const object = holder(global, path);
    const descriptor = object && Object.getOwnPropertyDescriptor(object, name);
    if (!object || !descriptor) continue;
    delete object[name];
    removed.push([object, name, descriptor]);
  }
  return () => {
    for (const [object, name, descriptor] of removed) Object.defineProperty(object, name, descriptor);
  };
}

/** While set, every context loadSources makes lacks the later built-ins. */
let withoutLater = false;

/**
 * Runs `run` as on an engine with the ES2020 library only: every bundle loaded meanwhile gets a
 * context without the later built-ins, and they are taken from this realm too for the time — the
 * fakes' arrays (getValues) are made here, and the bundle calls their methods. Put back after.
 * Call nothing of jest's inside `run`: collect, then assert after it returns.
 */
export function withoutLaterBuiltIns<T>(run: () => T): T {
  const restore = removeLaterBuiltIns(globalThis as unknown as Record<string, unknown>);
  withoutLater = true;
  try {
    return run();
  } finally {
    withoutLater = false;
    restore();
  }
}

/**
 * These script files (the paste-in dist/Atril.gs as "Código.gs", a probe) run in order through
 * gas-local, from a scratch folder (removed after), in a context with the fake services as
 * globals.
 */
export function loadSources(env: GasEnvironment, files: { name: string; source: string }[]): Context {
  const folder = mkdtempSync(join(tmpdir(), 'atril-gas-local-'));
  try {
    // Numbered so that the folder's order is the given one.
    const names = files.map((file, index) => `${String(index).padStart(3, '0')}-${file.name}`);
    files.forEach((file, index) => writeFileSync(join(folder, names[index]), file.source));
    return loadFolder(env, folder, names);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Each call of a top-level function is one execution of the script: when it returns (or
 * throws) the script ends, and its writes not yet flushed are applied (env.endExecution).
 */
function endingExecutions(env: GasEnvironment, context: Context): Context {
  for (const name of Object.keys(context)) {
    const global = context[name] as unknown;
    if (name in env.globals || typeof global !== 'function') continue;
    context[name] = function (this: unknown, ...args: unknown[]): unknown {
      try {
        return (global as (...a: unknown[]) => unknown).apply(this, args);
      } finally {
        env.endExecution();
      }
    };
  }
  return context;
}
