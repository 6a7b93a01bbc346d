// The user's language at the Apps Script edge (src/gas/language.ts, rules §1): the user's
// locale (English for en_*, Spanish otherwise), else the spreadsheet's; Spanish where neither
// answers, and the document never asked when told not to (an add-on's onOpen, rules §15).
import { userLanguage } from '../../src/gas/language';
import { createGasEnvironment, withGlobals } from './fakes';

const apiCalls = (env: ReturnType<typeof createGasEnvironment>) =>
  env.counter.calls.filter((call) => call.kind === 'api').map((call) => call.method);

describe('userLanguage', () => {
  it("the user's locale decides: en_* is English, anything else Spanish", () => {
    for (const [locale, lang] of [
      ['en_GB', 'en'],
      ['en', 'en'],
      ['es_ES', 'es'],
      ['ca_ES', 'es'],
      ['fr_FR', 'es'],
    ] as const) {
      const env = createGasEnvironment({ userLocale: locale, locale: 'es_ES' });
      expect([locale, withGlobals(env, () => userLanguage())]).toEqual([locale, lang]);
      expect(apiCalls(env)).toEqual([]);
    }
  });

  it("without a locale of the user's (a custom function's anonymous user), the spreadsheet's", () => {
    const english = createGasEnvironment({ userLocale: '', locale: 'en_US' });
    expect(withGlobals(english, () => userLanguage())).toBe('en');
    const refused = createGasEnvironment({ userLocale: null, locale: 'en_US' });
    expect(withGlobals(refused, () => userLanguage())).toBe('en');
    expect(apiCalls(refused)).toContain('SpreadsheetApp.getActiveSpreadsheet');
  });

  it('document: false asks nothing of the document: Spanish without a locale', () => {
    const env = createGasEnvironment({ userLocale: null, locale: 'en_US', authMode: 'NONE' });
    expect(withGlobals(env, () => userLanguage({ document: false }))).toBe('es');
    expect(apiCalls(env)).toEqual([]);
    expect(env.counter.calls.filter((call) => call.method === 'refused')).toEqual([]);
  });

  it('Spanish where the document cannot be reached either', () => {
    const env = createGasEnvironment({ userLocale: null, locale: 'en_US', authMode: 'NONE' });
    expect(withGlobals(env, () => userLanguage())).toBe('es');
  });
});
