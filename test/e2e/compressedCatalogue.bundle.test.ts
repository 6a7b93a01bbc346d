// The catalogue as both editions' bundles carry it, compressed (docs/addon.md "The compressed
// catalogue"): every text comes back as the source catalogue has it, and a language is inflated
// only when it first speaks — loading the bundle, or a custom function that says nothing,
// inflates none, and the first message inflates its own language only.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { compactCatalogue, leftOutOf, packedTexts } from '../../scripts/build';
import { MENU_ITEMS } from '../../src/gas';
import { catalogueKeys, type Language, t } from '../../src/i18n';
import { toBase85, unpack } from '../../src/i18n/packed';
import { createGasEnvironment, menuItemsOf } from '../gas/fakes';
import { ADDON_BUILD, BUILD, ensureBuilt, loadSources, ROOT } from '../support/loadBundle';

beforeAll(() => ensureBuilt());

const EDITIONS = [
  { name: 'paste-in', folder: BUILD, addon: false },
  { name: 'add-on', folder: ADDON_BUILD, addon: true },
] as const;
const LANGUAGES: Language[] = ['es', 'en'];
/** packedCatalogue(prefixes, keys, { es, en }) as the bundle calls it (base 85 holds no `"`). */
const LIST = String.raw`\[(?:"[^"]*",?)*\]`;
const BUNDLED_CATALOGUE = new RegExp(String.raw`\("([\w,|]+)",(${LIST}),\{es:(${LIST}),en:(${LIST})\}\)`, 'g');
const read = (folder: string, file: string): string => readFileSync(join(folder, file), 'utf8');

/** The keys and texts the source catalogue gives an edition's bundle: every key it does not leave out. */
function expected(addon: boolean): { keys: string[]; texts: Record<Language, string[]> } {
  const leftOut = leftOutOf(addon);
  const keys = catalogueKeys('es').filter((key) => !leftOut(key));
  return {
    keys,
    texts: { es: keys.map((key) => t('es', key as never)), en: keys.map((key) => t('en', key as never)) },
  };
}

describe.each(EDITIONS)('the $name bundle: the compressed catalogue', ({ folder, addon }) => {
  const code = read(folder, 'Code.js');

  it('holds the catalogue once, packed in chunks by key prefix, and no text of it written out', () => {
    const packed = packedTexts(leftOutOf(addon));
    for (const list of [...packed.keys, ...packed.es, ...packed.en]) expect(code.split(`"${list}"`)).toHaveLength(2);
    // Read from the bundle itself: packedCatalogue(prefixes, keys, { es, en }), and only there.
    const calls = [...code.matchAll(BUNDLED_CATALOGUE)];
    expect(calls).toHaveLength(1);
    const [, prefixes, keys, es, en] = calls[0];
    expect(prefixes).toBe(packed.prefixes);
    const lists = (text: string): string[] => JSON.parse(text) as string[];
    const { keys: sourceKeys, texts } = expected(addon);
    const chunkKeys = lists(keys).map(unpack);
    // Every key once, each in the chunk of its prefix, every text as the source has it.
    expect(chunkKeys.flat().sort()).toEqual([...sourceKeys].sort());
    prefixes.split('|').forEach((group, chunk) => {
      for (const key of chunkKeys[chunk]) expect(group.split(',')).toContain(key.split('.')[0]);
    });
    for (const [lang, packedTexts] of [
      ['es', es],
      ['en', en],
    ] as const) {
      const byKey = new Map(
        chunkKeys.flatMap((names, chunk) => {
          const list = unpack(lists(packedTexts)[chunk]);
          return names.map((key, i) => [key, list[i]] as const);
        }),
      );
      expect(sourceKeys.map((key) => byKey.get(key))).toEqual(texts[lang]);
    }
    // A long text of the catalogue is not in the bundle as text.
    const longest = texts.es.reduce((a, b) => (b.length > a.length ? b : a));
    expect(code).not.toContain(longest);
  });

  it("gives every key's text in both languages, through the bundled inflater, as the source catalogue does", async () => {
    // The i18n module bundled as the build bundles it (same plugin, target and minifying), with
    // t and catalogueKeys exposed: the inflater that runs is the bundle's, compiled for es2019.
    const result = await build({
      stdin: { contents: "export { t, catalogueKeys } from './src/i18n';", resolveDir: ROOT, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'I18n',
      target: 'es2019',
      platform: 'neutral',
      minify: true,
      keepNames: true,
      charset: 'utf8',
      plugins: [compactCatalogue(leftOutOf(addon))],
      logLevel: 'silent',
    });
    const bundled = result.outputFiles[0].text;
    // The same packed lists as the edition's bundle.
    const packed = packedTexts(leftOutOf(addon));
    for (const list of [...packed.keys, ...packed.es, ...packed.en]) expect(bundled).toContain(`"${list}"`);
    const context = createContext({});
    runInContext(bundled, context);
    const i18n = runInContext('I18n', context) as { t: typeof t; catalogueKeys: typeof catalogueKeys };
    const { keys, texts } = expected(addon);
    for (const lang of LANGUAGES) {
      // The same keys (listed by chunk: grouped by prefix, not in the sections' order).
      expect([...i18n.catalogueKeys(lang)].sort()).toEqual([...keys].sort());
      const mismatched = keys.filter((key, i) => i18n.t(lang, key as never) !== texts[lang][i]);
      expect(mismatched).toEqual([]);
    }
    // With the placeholders filled and the fallback as before: a left-out key reads as itself.
    expect(i18n.t('es', 'error.notNumber', { value: 'abc' })).toBe(t('es', 'error.notNumber', { value: 'abc' }));
    expect(i18n.t('en', 'cli.usage' as never)).toBe('cli.usage');
  });
});

/** A DEFLATE stream of block type 3: inflating it throws, so a test sees whether a list was inflated. */
const BROKEN = `"${toBase85([0x07, 0, 0, 0])}"`;

/** An edition's bundle loaded with some packed lists broken. */
function loadBroken(
  folder: string,
  addon: boolean,
  broken: ('keys' | Language)[],
  options: Parameters<typeof createGasEnvironment>[0],
) {
  const packed = packedTexts(leftOutOf(addon));
  let code = read(folder, 'Code.js');
  for (const list of broken) for (const chunk of packed[list]) code = code.replace(`"${chunk}"`, BROKEN);
  const env = createGasEnvironment(options);
  const context = loadSources(env, [
    { name: 'Code.js', source: code },
    { name: 'globals.js', source: read(folder, 'globals.js') },
  ]);
  return { env, context };
}

describe.each(EDITIONS)('the $name bundle inflates a language only when it speaks', ({ folder, addon }) => {
  it('loads, and a custom function that says nothing answers, with every packed list broken: nothing was inflated', () => {
    const { context } = loadBroken(folder, addon, ['keys', 'es', 'en'], { locale: 'es_ES' });
    expect((context.ELO_CHANGE as (...args: unknown[]) => unknown)(2307, [[2141]], [[0]])).toBe(-7);
    expect(typeof context.onOpen).toBe('function');
  });

  it('the first message inflates the keys and its own language only (the menu, in each language)', () => {
    const labels = (lang: Language): string[] =>
      MENU_ITEMS.filter((item) => !addon || !item.live).map((item) => t(lang, item.label));
    const menu = (broken: Language, userLocale: string) => {
      const { env, context } = loadBroken(folder, addon, [broken], { locale: 'es_ES', userLocale });
      (context.onOpen as (e: unknown) => void)({ authMode: 'FULL' });
      return menuItemsOf(env.ui.menus[0]).map((item) => item.label);
    };
    // English broken: a Spanish menu never inflates it; Spanish broken: an English menu never does.
    expect(menu('en', 'es_ES')).toEqual(labels('es'));
    expect(menu('es', 'en_GB')).toEqual(labels('en'));
    // And the language that speaks is inflated then: broken, its menu cannot be made.
    expect(() => menu('es', 'es_ES')).toThrow(/not a DEFLATE stream/);
    expect(() => menu('en', 'en_GB')).toThrow(/not a DEFLATE stream/);
  });
});

// The pages', screens' and dialogs' long texts are packed too (scripts/shrink.ts packLiterals;
// docs/addon.md "The second size pass"): loading the bundle, the menu and a custom function unpack none.
describe.each(EDITIONS)('the $name bundle unpacks its long texts only when it shows them', ({ folder }) => {
  it('with every packed group of texts broken it loads, builds the menu and a custom function answers', () => {
    const code = read(folder, 'Code.js');
    const groups = JSON.parse(
      /return\(g,i\)=>\(c\[g\]\|\|\(c\[g\]=[\w$]+\(p\[g\]\)\)\)\[i\]\}\)\((\["[^"]*"(?:,"[^"]*")*\])\)/.exec(code)![1],
    ) as string[];
    expect(groups.length).toBeGreaterThan(0);
    const broken = groups.reduce((text, group) => text.replace(`"${group}"`, BROKEN), code);
    expect(broken).not.toBe(code);
    const env = createGasEnvironment({ locale: 'es_ES' });
    const context = loadSources(env, [
      { name: 'Code.js', source: broken },
      { name: 'globals.js', source: read(folder, 'globals.js') },
    ]);
    (context.onOpen as (e: unknown) => void)({ authMode: 'FULL' });
    // The paste-in file's own menu, "Atril"; the add-on's is under the add-on's name.
    expect(env.ui.menus.map((menu) => menu.items.length > 5)).toEqual([true]);
    expect((context.ELO_CHANGE as (...args: unknown[]) => unknown)(2307, [[2141]], [[0]])).toBe(-7);
  });
});
