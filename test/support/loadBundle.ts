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
 * A vm context with the fake services as globals and these script files run in it, in order.
 * Each call of a top-level function is one execution of the script: when it returns (or
 * throws) the script ends, and its writes not yet flushed are applied (env.endExecution).
 */
export function loadSources(env: GasEnvironment, files: { name: string; source: string }[]): Context {
  const context = createContext({ ...env.globals });
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
