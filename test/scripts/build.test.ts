// scripts/build.ts's choices for the start of an execution (docs/addon.md "The start of an
// execution"): a catalogue section written as plain objects, without the keys its edition leaves
// out; the names inside functions minified, the module-level ones kept.
import { build, transformSync } from 'esbuild';
import { createContext, runInContext } from 'node:vm';
import {
  BUNDLE_MINIFY,
  bundledSection,
  LEFT_OUT_KEYS,
  leftOutOf,
  minifyLocals,
  type Section,
} from '../../scripts/build';

/** A module's text run as CommonJS in a context of its own: its exports. */
function run(module: string): Record<string, Record<string, string>> {
  const { code } = transformSync(module, { format: 'cjs', loader: 'js' });
  const context = createContext({ module: { exports: {} } });
  runInContext(`(function(module, exports){${code}})(module, module.exports)`, context);
  return JSON.parse(runInContext('JSON.stringify(module.exports)', context) as string);
}

describe('bundledSection: a catalogue section as the bundle carries it', () => {
  const section: Section = {
    es: {
      'menu.title': 'Atril',
      'error.quote': 'Dijo «"hola"» y \\ luego </script> ñ 🏆 {count:# jugador|# jugadores}',
      'cli.usage': 'uso: atril …',
      'page.title': 'Clasificación',
    },
    en: {
      'menu.title': 'Atril',
      'error.quote': 'Said «"hello"» and \\ then </script> ñ 🏆 {count:# player|# players}',
      'cli.usage': 'usage: atril …',
      'page.title': 'Standings',
    },
  };

  it("exports es and en holding every kept text as it is, in the section's order", () => {
    const exports = run(bundledSection(section, leftOutOf(false)));
    expect(Object.keys(exports).sort()).toEqual(['en', 'es']);
    expect(exports.es).toEqual({
      'menu.title': 'Atril',
      'error.quote': section.es['error.quote'],
      'page.title': 'Clasificación',
    });
    expect(Object.keys(exports.en)).toEqual(['menu.title', 'error.quote', 'page.title']);
    expect(exports.en['error.quote']).toBe(section.en['error.quote']);
  });

  it("leaves out the keys its edition never shows: the offline tools' in both, the page's in the add-on", () => {
    expect(LEFT_OUT_KEYS.test('cli.usage')).toBe(true);
    const pasteIn = run(bundledSection(section, leftOutOf(false)));
    const addon = run(bundledSection(section, leftOutOf(true)));
    expect(Object.keys(pasteIn.es)).not.toContain('cli.usage');
    expect(Object.keys(pasteIn.es)).toContain('page.title');
    expect(Object.keys(addon.es)).toEqual(['menu.title', 'error.quote']);
    expect(Object.keys(addon.en)).toEqual(['menu.title', 'error.quote']);
  });
});

describe('minifyLocals: the names inside functions minified, the module-level ones kept', () => {
  /** A two-module library bundled as the build bundles an edition (global Atril). */
  let bundled = '';
  beforeAll(async () => {
    const result = await build({
      stdin: {
        contents: `
        import { describeScore } from './words';
        export function totalScore(firstRound: number, secondRound: number): string {
          const runningTotal = firstRound + secondRound;
          function doubled(value: number): number { return value * 2; }
          return describeScore(runningTotal, doubled(runningTotal));
        }
        function refuseHere(reason: string): never { throw new Error(reason); }
        export function failLoudly(): never { refuseHere('broken'); }`,
        loader: 'ts',
        resolveDir: __dirname,
      },
      plugins: [
        {
          name: 'words',
          setup(words) {
            words.onResolve({ filter: /^\.\/words$/ }, () => ({ path: 'words', namespace: 'test' }));
            words.onLoad({ filter: /.*/, namespace: 'test' }, () => ({
              contents: 'export function describeScore(pointsSoFar, twice) { return `${pointsSoFar} (${twice})`; }',
              loader: 'js',
            }));
          },
        },
      ],
      // Strict, as the project's tsconfig makes the editions (their first statement is "use strict").
      tsconfigRaw: { compilerOptions: { strict: true } },
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'Atril',
      target: 'es2019',
      platform: 'neutral',
      ...BUNDLE_MINIFY,
    });
    bundled = result.outputFiles[0].text;
  });

  it('does what the bundle did, with shorter local names and every module-level name as written', () => {
    const minified = minifyLocals(bundled);
    expect(minified.length).toBeLessThan(bundled.length);
    for (const local of ['runningTotal', 'firstRound', 'pointsSoFar', 'doubled']) {
      expect(bundled).toContain(local);
      expect(minified).not.toContain(local);
    }
    for (const name of [
      'function totalScore(',
      'function describeScore(',
      'function failLoudly(',
      'function refuseHere(',
    ])
      expect(minified).toContain(name);
    const context = createContext({});
    runInContext(minified, context);
    expect(runInContext('Atril.totalScore(2, 3)', context)).toBe('5 (10)');
    // A stack trace names the module-level function that threw.
    expect(
      String(runInContext('(() => { try { Atril.failLoudly(); } catch (e) { return e.stack; } })()', context)),
    ).toMatch(/\n\s+at refuseHere \(/);
  });

  it('refuses a bundle of another shape rather than cut it wrong', () => {
    expect(() => minifyLocals('var Atril = 1;')).toThrow(/not esbuild's IIFE/);
    expect(() => minifyLocals(bundled.replace('return __toCommonJS', 'return (0,__toCommonJS)'))).toThrow(/IIFE/);
  });
});
