// scripts/build.ts's catalogue in the bundle (docs/addon.md "The start of an execution"): a section
// file written as plain objects, without the keys its edition leaves out.
import { transformSync } from 'esbuild';
import { createContext, runInContext } from 'node:vm';
import { bundledSection, LEFT_OUT_KEYS, leftOutOf, type Section } from '../../scripts/build';

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
