// Loads the built Apps Script bundle (build/Code.js, then build/globals.js, in the order
// Apps Script runs the project's files) into a fresh node:vm context whose globals are the
// fake services — the closest offline stand-in for the Apps Script V8 runtime.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext, type Context } from 'node:vm';
import type { GasEnvironment } from '../gas/fakes';

export const ROOT = join(__dirname, '../..');
export const BUILD = join(ROOT, 'build');
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
  const outputs = BUNDLE_FILES.map((file) => join(BUILD, file));
  const built = outputs.every(existsSync) ? Math.min(...outputs.map((path) => statSync(path).mtimeMs)) : 0;
  const sources = Math.max(newestMtime(join(ROOT, 'src')), newestMtime(join(ROOT, 'scripts')));
  if (built >= sources) return;
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/build.ts'), '--no-dist'], {
    cwd: ROOT,
    stdio: 'pipe',
  });
}

export function bundleSource(file: 'Code.js' | 'globals.js'): string {
  return readFileSync(join(BUILD, file), 'utf8');
}

/** A vm context with the fake services as globals and the bundle's files run in it. */
export function loadBundle(env: GasEnvironment): Context {
  return loadSources(
    env,
    BUNDLE_FILES.map((file) => ({ name: file, source: bundleSource(file as 'Code.js') })),
  );
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
 * A vm context with the fake services as globals and these script files run in it, in order.
 * Each call of a top-level function is one execution of the script: when it returns (or
 * throws) the script ends, and its writes not yet flushed are applied (env.endExecution).
 */
export function loadSources(env: GasEnvironment, files: { name: string; source: string }[]): Context {
  const context = createContext({ ...env.globals });
  if (withoutLater) removeLaterBuiltIns(runInContext('globalThis', context) as Record<string, unknown>);
  for (const file of files) runInContext(file.source, context, { filename: file.name });
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
