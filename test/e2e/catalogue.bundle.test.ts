// The catalogue as both editions' bundles carry it (docs/addon.md "The start of an execution"):
// each section file as plain objects without the texts the edition never shows, merged by
// src/i18n/sections.ts as from the sources — every other text as the source catalogue has it.
import { build } from 'esbuild';
import { createContext, runInContext } from 'node:vm';
import { BUNDLE_MINIFY, bundledSections, leftOutOf } from '../../scripts/build';
import { catalogueKeys, type Language, t } from '../../src/i18n';
import { ROOT } from '../support/loadBundle';

const EDITIONS = [
  { name: 'paste-in', addon: false },
  { name: 'add-on', addon: true },
] as const;
const LANGUAGES: Language[] = ['es', 'en'];

describe.each(EDITIONS)('the $name bundle: the catalogue', ({ addon }) => {
  it("gives every key's text in both languages as the source catalogue does, and leaves out the edition's left-out keys", async () => {
    // The i18n module bundled as the build bundles it (same plugin, target and minifying), with t and catalogueKeys exposed.
    const result = await build({
      stdin: { contents: "export { t, catalogueKeys } from './src/i18n';", resolveDir: ROOT, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'I18n',
      target: 'es2019',
      platform: 'neutral',
      ...BUNDLE_MINIFY,
      charset: 'utf8',
      plugins: [bundledSections(leftOutOf(addon))],
      logLevel: 'silent',
    });
    const context = createContext({});
    runInContext(result.outputFiles[0].text, context);
    const i18n = runInContext('I18n', context) as { t: typeof t; catalogueKeys: typeof catalogueKeys };
    const leftOut = leftOutOf(addon);
    const kept = catalogueKeys('es').filter((key) => !leftOut(key));
    const left = catalogueKeys('es').filter(leftOut);
    expect(left.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      // The same keys, in the sections' order.
      expect(i18n.catalogueKeys(lang)).toEqual(catalogueKeys(lang).filter((key) => !leftOut(key)));
      expect(kept.filter((key) => i18n.t(lang, key as never) !== t(lang, key as never))).toEqual([]);
      // A left-out key reads as itself (the build refuses a bundle that names one: leftOutKeyNamed).
      expect(left.filter((key) => i18n.t(lang, key as never) !== key)).toEqual([]);
    }
    // With the placeholders filled and the plurals agreeing, as from the sources.
    expect(i18n.t('es', 'error.notNumber', { value: 'abc' })).toBe(t('es', 'error.notNumber', { value: 'abc' }));
    expect(i18n.t('en', 'action.elo.done', { tab: 'Ratings', players: 1 })).toBe(
      t('en', 'action.elo.done', { tab: 'Ratings', players: 1 }),
    );
    // The add-on leaves out the live page's texts, the paste-in file keeps them.
    expect(i18n.catalogueKeys('es').includes('page.findPlaceholder')).toBe(!addon);
  });
});
