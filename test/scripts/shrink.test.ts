import { buildSync } from 'esbuild';
import { runInNewContext } from 'node:vm';
import { nameFunctionsOnce } from '../../scripts/shrink';

/** `source` bundled as scripts/build.ts bundles src/gas/index.ts: an IIFE, minified, with keepNames. */
function bundled(source: string): string {
  const result = buildSync({
    stdin: { contents: source, loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'Lib',
    target: 'es2019',
    minify: true,
    keepNames: true,
    write: false,
  });
  return result.outputFiles[0].text;
}

const SOURCE = `
  function pairNextRound(n: number): number { return helperThatThrows(n) + 1; }
  function helperThatThrows(n: number): number { if (n < 0) throw new Error('negative'); return n * 2; }
  const standingsLink = (x: string) => x.toUpperCase();
  const table = { rename: (a: string) => a + '!', sort: function (a: number[]) { return [...a].sort(); } };
  class Workbook { read() { return 1; } }
  export function run(n: number) {
    const inner = () => pairNextRound(n);
    return inner();
  }
  export const names = () => [pairNextRound.name, helperThatThrows.name, standingsLink.name,
    table.rename.name, table.sort.name, Workbook.name, run.name];
  export const total = (n: number) => pairNextRound(n) + standingsLink('a').length + table.rename('b').length;
  ${Array.from({ length: 20 }, (_, i) => `export function step${i}(n: number) { return n + ${i}; }`).join('\n')}
`;

type Lib = { run(n: number): number; names(): string[]; total(n: number): number };
const load = (code: string): Lib => runInNewContext(`${code};Lib`) as Lib;

describe('nameFunctionsOnce', () => {
  const before = bundled(SOURCE);
  const after = nameFunctionsOnce(before);

  it('keeps every function its name and what the code computes, in fewer bytes', () => {
    expect(load(before).names()).toEqual([
      'pairNextRound',
      'helperThatThrows',
      'standingsLink',
      'rename',
      'sort',
      'Workbook',
      'run',
    ]);
    expect(load(after).names()).toEqual(load(before).names());
    expect(load(after).total(3)).toBe(load(before).total(3));
    expect(after.length).toBeLessThan(before.length);
  });

  it('names the top-level functions in one list and drops what an object property names already', () => {
    const list = /"((?:\w+,)+\w+)"\)/.exec(after)?.[1].split(',');
    expect(list).toEqual(expect.arrayContaining(['pairNextRound', 'helperThatThrows', 'run', 'step0', 'step19']));
    expect(after).not.toMatch(/\w\(\w+,"pairNextRound"\)/);
    expect(before).toMatch(/"rename"\)/);
    expect(after).not.toContain('"rename"');
  });

  it('still names the functions of a stack trace', () => {
    let stack = '';
    try {
      load(after).run(-1);
    } catch (error) {
      stack = String((error as Error).stack);
    }
    expect(stack).toMatch(/at helperThatThrows \(/);
    expect(stack).toMatch(/at pairNextRound \(/);
    expect(stack).toMatch(/at inner \(/);
  });

  it("refuses a bundle without keepNames' helper rather than leave it as it is", () => {
    expect(() => nameFunctionsOnce('var Lib=(()=>{function a(){}return{a}})();')).toThrow(/keepNames/);
  });
});
