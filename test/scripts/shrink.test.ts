import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { abbreviate, NAME_CODES, nameFunctionsOnce, packLiterals } from '../../scripts/shrink';

/** `source` bundled as scripts/build.ts bundles src/gas/index.ts: an IIFE, minified, with keepNames. */
function bundled(source: string, resolveDir?: string): string {
  const result = buildSync({
    stdin: { contents: source, loader: 'ts', resolveDir },
    bundle: true,
    format: 'iife',
    globalName: 'Lib',
    target: 'es2019',
    minify: true,
    keepNames: true,
    charset: 'utf8',
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
    // The names' list, its words' codes replaced back (abbreviate).
    const [, text, words, codes] = /\],"([^"]+)","([^"]*)","([^"]*)"\);/.exec(after) ?? [];
    let names = text;
    words.split(',').forEach((word, k) => word && (names = names.split(codes[k]).join(word)));
    const list = names.split(',');
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

describe('packLiterals', () => {
  const css = Array.from({ length: 30 }, (_, i) => `.c${i}{margin:${i}px;color:#${i}0${i}}`).join('');
  const source = `
    import { unpack } from ${JSON.stringify(join(__dirname, '../../src/i18n/packed'))};
    export { unpack };
    const CSS = ${JSON.stringify(css)};
    const SCRIPT = ['(function(){var pages=[],at=0;', 'function el(t){return document.createElement(t)}', 'at++;})();'].join('');
    const SHOWN_AT_LOAD = 'read while the bundle loads, so it must stay as it is: ' + 'x'.repeat(80);
    export const atLoad = SHOWN_AT_LOAD.length;
    export function page(title: string, rows: number[]): string {
      return \`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>\${title}</title><style>\${CSS}</style></head><body>\${rows.map((row) => \`<tr><td class="number">\${row}</td><td class="long-cell-name">\${row * 2}</td></tr>\`).join('')}<script>\${SCRIPT}</script></body></html>\`;
    }
    export function labels(): Record<string, string> {
      return { 'a property name long enough to be packed but it is a name, not a value, so it stays': 'short' };
    }
    export const small = () => 'short text';
    export const joined = () => ['one part of a text joined at run time, ', 'and another part of it, ', 'and the last'].join('');
  `;
  type Page = {
    page(title: string, rows: number[]): string;
    labels(): Record<string, string>;
    small(): string;
    joined(): string;
    atLoad: number;
  };
  const before = bundled(source, join(__dirname, '../..'));
  const names = new Map<string, string>();
  const named = nameFunctionsOnce(before, names);
  const unpackName = [...names].find(([, name]) => name === 'unpack')![0];
  const { code: after, groups, literals } = packLiterals(named, unpackName);

  it('gives the same texts from fewer bytes, unpacking them when first read', () => {
    const [old, packed] = [load(before) as unknown as Page, load(after) as unknown as Page];
    expect(literals).toBeGreaterThanOrEqual(4);
    expect(packed.page('Ronda <1>', [1, 2, 3])).toBe(old.page('Ronda <1>', [1, 2, 3]));
    expect(packed.joined()).toBe(old.joined());
    expect(packed.labels()).toEqual(old.labels());
    expect(packed.small()).toBe('short text');
    expect(packed.atLoad).toBe(old.atLoad);
    expect(after).not.toContain('.c29{');
    expect(after).not.toContain('and another part of it');
    expect(after).toContain("'short text'".replace(/'/g, '"'));
    expect(after).toContain('a property name long enough');
    expect(after).toContain('read while the bundle loads');
    expect(after.length).toBeLessThan(named.length);
  });

  it('unpacks nothing while the bundle loads: with every group broken it loads, and only a packed text fails', () => {
    const broken = groups.reduce((code, group) => code.replace(`"${group}"`, `"${'#'.repeat(group.length)}"`), after);
    const lib = load(broken) as unknown as Page;
    expect(lib.small()).toBe('short text');
    expect(lib.atLoad).toBeGreaterThan(80);
    expect(() => lib.page('x', [])).toThrow();
  });
});

describe('abbreviate', () => {
  const names =
    'readRoundTab,readPlayerTab,writeRoundTab,pairNextRound,undoLastRound,roundTabOf,$p,x2Round,readRoundRows';

  it('writes frequent words as one code each, and replacing the codes back gives the names', () => {
    const { text, words, codes } = abbreviate(names);
    expect(words.length).toBe(codes.length);
    expect(words).toContain('Round');
    expect(Buffer.byteLength(text)).toBeLessThan(names.length);
    for (const code of codes) expect(NAME_CODES).toContain(code);
    let back = text;
    words.forEach((word, k) => (back = back.split(codes[k]).join(word)));
    expect(back).toBe(names);
  });

  it('leaves names with nothing worth a code as they are', () => {
    expect(abbreviate('a,b,c')).toEqual({ text: 'a,b,c', words: [], codes: '' });
  });
});
