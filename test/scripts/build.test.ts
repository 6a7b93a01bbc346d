// scripts/build.ts's choices for the start of an execution (docs/addon.md "The start of an
// execution"): a catalogue section written as plain objects, without the keys its edition leaves
// out; the edition split so that an execution compiles its start alone, the rest at a first call;
// the names inside functions minified, the module-level ones kept.
import { build, transformSync } from 'esbuild';
import { type Context, createContext, runInContext } from 'node:vm';
import {
  BUNDLE_MINIFY,
  bundledSection,
  LEFT_OUT_KEYS,
  leftOutOf,
  chunkScript,
  assembleLibrary,
  type Chunk,
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

describe('chunkScript and assembleLibrary: the start compiled, the rest at its first call', () => {
  // Three modules split as the build splits an edition: a start (onOpen) and a library sharing a
  // counter, the library's own words module. The library's top level marks when it has run.
  const MODULES: Record<string, string> = {
    'start.ts': `import { count } from './shared';
      export function onOpen(): number { return count(); }`,
    'library.ts': `import { describeScore } from './words';
      import { count } from './shared';
      (globalThis as unknown as { libraryRan: boolean }).libraryRan = true;
      export function totalScore(firstRound: number, secondRound: number): string {
        const runningTotal = firstRound + secondRound;
        function doubled(value: number): number { return value * 2; }
        return describeScore(runningTotal, doubled(runningTotal));
      }
      export function opened(): number { return count(); }
      function refuseHere(reason: string): never { throw new Error(reason); }
      export function failLoudly(): never { refuseHere('broken'); }`,
    'shared.ts': 'let opens = 0; export function count(): number { return ++opens; }',
    'words.ts': 'export function describeScore(pointsSoFar, twice) { return `${pointsSoFar} (${twice})`; }',
  };
  let library = '';
  let chunks: Chunk[] = [];
  beforeAll(async () => {
    const result = await build({
      entryPoints: { start: 'virtual/start.ts', library: 'virtual/library.ts' },
      plugins: [
        {
          name: 'virtual',
          setup(modules) {
            modules.onResolve({ filter: /.*/ }, (args) => ({
              path: `${args.path.replace(/^(virtual\/|\.\/)/, '').replace(/\.ts$/, '')}.ts`,
              namespace: 'virtual',
            }));
            modules.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({
              contents: MODULES[args.path],
              loader: 'ts',
            }));
          },
        },
      ],
      // Strict, as the project's tsconfig makes the editions.
      tsconfigRaw: { compilerOptions: { strict: true } },
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'out',
      chunkNames: 'chunk-[hash]',
      write: false,
      metafile: true,
      target: 'es2019',
      platform: 'neutral',
      ...BUNDLE_MINIFY,
    });
    const base = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
    const meta = new Map(Object.entries(result.metafile.outputs).map(([path, output]) => [base(path), output]));
    chunks = result.outputFiles.map((file) => ({
      name: base(file.path),
      code: chunkScript(file.text),
      imports: meta.get(base(file.path))!.imports.map((each) => base(each.path)),
    }));
    library = assembleLibrary(chunks, [{ chunk: 'library.js', names: meta.get('library.js')!.exports }]);
  });

  /** The library run in a context of its own, with every eval counted. */
  function load(): { context: Context; evals: () => number } {
    const context = createContext({});
    runInContext('var evals=0;(()=>{const e=eval;globalThis.eval=(s)=>{evals++;return e(s)}})()', context);
    runInContext(library, context);
    return { context, evals: () => runInContext('evals', context) as number };
  }

  it("compiles the start with the file and the library at its first global's call, once", () => {
    const { context, evals } = load();
    expect(runInContext('Atril.onOpen()', context)).toBe(1);
    expect(evals()).toBe(0);
    expect(runInContext('typeof libraryRan', context)).toBe('undefined');
    expect(runInContext('Atril.totalScore(2, 3)', context)).toBe('5 (10)');
    expect(evals()).toBe(1);
    expect(runInContext('libraryRan', context)).toBe(true);
    // One instance of a module both use: the start's opens count on in the library.
    expect(runInContext('Atril.opened()', context)).toBe(2);
    expect(runInContext('Atril.totalScore(1, 1)', context)).toBe('2 (4)');
    expect(evals()).toBe(1);
  });

  it('carries the library as a string, the start and what it imports as code', () => {
    const lazy = chunks.find((chunk) => chunk.name === 'library.js')!;
    expect(lazy.code).toContain('function totalScore(');
    const carried = /"\.\/library\.js":("(?:[^"\\]|\\.)*")/.exec(library);
    expect(JSON.parse(carried![1])).toBe(
      `(function(require,module,exports){${lazy.code}\n})\n//# sourceURL=library.js`,
    );
    for (const eager of chunks.filter((chunk) => chunk.name !== 'library.js'))
      expect(library).toContain(`"./${eager.name}":(function(require,module,exports){${eager.code}\n})`);
  });

  it('minifies the names inside functions and keeps every module-level name: a stack trace names the thrower', () => {
    const code = chunks.map((chunk) => chunk.code).join('\n');
    for (const local of ['runningTotal', 'firstRound', 'pointsSoFar', 'doubled']) expect(code).not.toContain(local);
    for (const name of [
      'function totalScore(',
      'function describeScore(',
      'function failLoudly(',
      'function refuseHere(',
    ])
      expect(code).toContain(name);
    const { context } = load();
    const stack = String(
      runInContext('(() => { try { Atril.failLoudly(); } catch (e) { return e.stack; } })()', context),
    );
    expect(stack).toMatch(/\n\s+at refuseHere \(library\.js:/);
  });

  it('links the chunks by value: an import is a plain read, not a getter at each call', () => {
    const shared = chunks.find((chunk) => chunk.code.includes('function count('))!;
    const module = { exports: {} as Record<string, unknown> };
    new Function('require', 'module', 'exports', shared.code)(() => ({}), module, module.exports);
    expect(typeof Object.getOwnPropertyDescriptor(module.exports, 'count')!.value).toBe('function');
    expect(chunkScript('import{a as b,c}from"./chunk-A.js";import"./chunk-B.js";b(c);export{b as d};')).toBe(
      '"use strict";var{a:b,c}=require("./chunk-A.js");require("./chunk-B.js"),b(c),module.exports={d:b};',
    );
  });

  it('refuses a chunk that still links as a module', () => {
    expect(() => chunkScript('import*as words from"./chunk-A.js";words.say();')).toThrow(/not a function's body/);
  });

  it('refuses what it cannot assemble: no start, or a lazy entry without its chunk', () => {
    expect(() =>
      assembleLibrary(
        chunks.filter((chunk) => chunk.name !== 'start.js'),
        [],
      ),
    ).toThrow(/no chunk start\.js/);
    expect(() => assembleLibrary(chunks, [{ chunk: 'gone.js', names: ['x'] }])).toThrow(/no chunk gone\.js/);
  });
});
