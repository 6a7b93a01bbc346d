// The live page at the edge of Apps Script (issue 20 items 3 and 7), on the built bundle in the
// strict fakes: a /dev address is never handed out; a page that failed to render is never
// cached; from the public page (google.script.run: a web-app execution, with no active
// spreadsheet, no Ui, no document lock) every global but the page's own refresh refuses and
// writes nothing (the Ui asked for first: platform.bundle.test.ts has the web app that sees the sheet); Publicar clasificación speaks the workbook's language.
import { CUSTOM_FUNCTIONS } from '../../src/gas';
import { t } from '../../src/i18n';
import { anotherExecution, createGasEnvironment, GasException, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';

beforeAll(() => ensureBuilt());

const EXEC = 'https://script.google.com/macros/s/AKfy-edge/exec';
const DEV = 'https://script.google.com/macros/s/AKfy-edge/dev';

type Globals = Record<string, (...args: unknown[]) => unknown>;
type Outcome = { ok: boolean; message: string; url?: string | null; html?: string | null } | null;

const PLAYERS = [
  ['', 'Ana García', 2100, 'Club Alfil'],
  ['', 'Beto Núñez', 2000, ''],
  ['', 'Carla Ibáñez', 1950, ''],
  ['', 'Dani Ortega', 1900, 'Club Alfil'],
];

/** A Spanish (or English) workbook set up with four players, as its director would have it. */
function prepared(url: string | null, locale = 'es_ES'): { env: GasEnvironment; menu: Globals } {
  const env = createGasEnvironment({ locale, webAppUrl: url });
  const menu = loadBundle(env) as unknown as Globals;
  menu.setupTournament();
  const players = env.spreadsheet.getSheets().find((sheet) => /^(Jugadores|Players)$/.test(sheet.getName()))!;
  players.getRange(2, 1, PLAYERS.length, 4).setValues(PLAYERS);
  return { env, menu };
}

/** Types a row "label | value" under Configuración's last row. */
function typeSetting(env: GasEnvironment, label: string, value: string): void {
  const config = env.spreadsheet.getSheets().find((sheet) => /^(Configuración|Config)$/.test(sheet.getName()))!;
  const row = config.snapshot().length + 1;
  config.getRange(row, 1, 1, 2).setValues([[label, value]]);
}

/** Everything a call could change: every tab's values, pictures and the property stores. */
function state(env: GasEnvironment): string {
  return JSON.stringify({
    tabs: env.spreadsheet.getSheets().map((sheet) => [sheet.getName(), sheet.snapshot(), sheet.images.length]),
    script: [...env.properties.script.store],
    document: [...env.properties.document.store],
    user: [...env.properties.user.store],
  });
}

describe('a /dev address is never the link (rules §8, docs/addon.md "The live page")', () => {
  it('Publicar clasificación gives no link and no QR: it says to deploy or to paste the /exec link into Configuración', () => {
    const { env, menu } = prepared(DEV);
    const result = menu.publishStandings() as Outcome;
    expect(result).toMatchObject({ ok: false, url: null, html: null });
    expect(result!.message).toBe(
      t('es', 'publish.devLink', {
        url: DEV,
        config: 'Configuración',
        label: 'Enlace de la página',
        tab: 'Clasificación',
      }),
    );
    expect(result!.message).toContain('Implementar › Nueva implementación');
    expect(result!.message).toContain('Configuración › Enlace de la página');
    expect(env.ui.dialogs).toEqual([]);
    expect(env.ui.alerts.at(-1)!.message).toBe(result!.message);
  });

  it('Emparejamientos gets no QR code and the page shows no /dev link', () => {
    const { env, menu } = prepared(DEV);
    expect((menu.pairNextRound() as Outcome)?.ok).toBe(true);
    const pairings = env.spreadsheet.getSheetByName('Emparejamientos')!;
    expect(pairings.images).toHaveLength(0);
    expect(JSON.stringify(pairings.snapshot())).not.toContain('/dev');
    const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Globals;
    const html = (page.doGet() as { getContent(): string }).getContent();
    expect(html).toContain('Ana García');
    expect(html).not.toContain('/dev');
    expect(page.refreshStandings('es') as string).not.toContain('/dev');
  });

  it('the /exec link typed into Configuración › Enlace de la página is used instead, QR and all', () => {
    const { env, menu } = prepared(DEV);
    typeSetting(env, 'Enlace de la página', EXEC);
    expect((menu.pairNextRound() as Outcome)?.ok).toBe(true);
    expect(env.spreadsheet.getSheetByName('Emparejamientos')!.images).toHaveLength(1);
    const result = menu.publishStandings() as Outcome;
    expect(result).toMatchObject({ ok: true, url: EXEC });
    expect(env.ui.dialogs.at(-1)!.html).toContain(`href="${EXEC}"`);
  });

  it('a /dev address typed into Configuración is set aside too, and named', () => {
    const { env, menu } = prepared(EXEC);
    typeSetting(env, 'Enlace de la página', DEV);
    const result = menu.publishStandings() as Outcome;
    expect(result).toMatchObject({ ok: false, url: null });
    expect(result!.message).toContain(DEV);
    expect(result!.message).toContain('/exec');
  });

  it('with the /exec address the link is given as before', () => {
    const { env, menu } = prepared(EXEC);
    expect(menu.publishStandings() as Outcome).toMatchObject({ ok: true, url: EXEC });
    menu.pairNextRound();
    expect(env.spreadsheet.getSheetByName('Emparejamientos')!.images).toHaveLength(1);
  });
});

describe('Publicar clasificación in the workbook language, whoever presses it (issue 20 item 7)', () => {
  it.each([
    ['a Spanish workbook, an English user', 'es_ES', 'en_GB', 'es'],
    ['an English workbook, a Spanish user', 'en_GB', 'es_ES', 'en'],
  ] as const)('%s', (_, locale, userLocale, lang) => {
    for (const url of [null, DEV, EXEC]) {
      const { env } = prepared(url, locale);
      const other = anotherExecution(env, { userLocale });
      const result = (loadBundle(other) as unknown as Globals).publishStandings() as Outcome;
      expect(result).not.toBeNull();
      const tab = lang === 'es' ? 'Clasificación' : 'Standings';
      const expected =
        url === null
          ? t(lang, 'publish.deploy', { tab })
          : url === DEV
            ? t(lang, 'publish.devLink', {
                url,
                tab,
                config: lang === 'es' ? 'Configuración' : 'Config',
                label: t(lang, 'config.pageLink'),
              })
            : // rules §16: the hall's screen's link beside the page's.
              `${t(lang, 'publish.link', { url })}\n${t(lang, 'publish.screen', { url: `${url}?pantalla=1` })}`;
      expect(result!.message).toBe(expected);
      if (url === EXEC) expect(other.ui.dialogs.at(-1)!.html).toContain(`<html lang="${lang}">`);
      else expect(other.ui.alerts.at(-1)!.message).toBe(expected);
    }
  });
});

describe('a page that failed to render is never cached (docs/addon.md "The live page")', () => {
  /** The script properties fail once, as a transient "Service error" would. */
  function failOnce(env: GasEnvironment): void {
    const store = env.properties.script;
    const real = store.getProperties.bind(store);
    store.getProperties = () => {
      store.getProperties = real;
      throw new GasException('Service error: Properties');
    };
  }

  it('doGet: the error page is served once, and the next visit gets the standings at once', () => {
    const { env, menu } = prepared(EXEC);
    menu.pairNextRound();
    const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Globals;
    failOnce(env);
    const failed = (page.doGet() as { getContent(): string }).getContent();
    expect(failed).toContain('Service error: Properties');
    expect(failed).not.toContain('Ana García');
    // No time passes: a cached error would be served again for a minute.
    const next = (page.doGet() as { getContent(): string }).getContent();
    expect(next).toContain('Ana García');
    expect(next).not.toContain('Service error');
  });

  it('refreshStandings: a failure throws (the page keeps its content and waits longer), and is not cached', () => {
    const { env, menu } = prepared(EXEC);
    menu.pairNextRound();
    const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Globals;
    failOnce(env);
    expect(() => page.refreshStandings('es')).toThrow('Service error: Properties');
    expect(page.refreshStandings('es') as string).toContain('Ana García');
  });

  it('a cache that cannot be read is a miss, not a failure', () => {
    const { env, menu } = prepared(EXEC);
    menu.pairNextRound();
    const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Globals;
    const cache = env.cache.getScriptCache();
    const real = cache.get.bind(cache);
    cache.get = () => {
      cache.get = real;
      throw new GasException('Service error: Cache');
    };
    expect((page.doGet() as { getContent(): string }).getContent()).toContain('Ana García');
  });
});

describe('from the public page (google.script.run) every global but the refresh refuses, writing nothing', () => {
  const NO_DOCUMENT = t('es', 'action.noDocument');
  const customFunctions = new Set(CUSTOM_FUNCTIONS.map((def) => def.name));

  function webApp(): { env: GasEnvironment; page: Globals; web: GasEnvironment } {
    const { env, menu } = prepared(EXEC);
    menu.pairNextRound();
    menu.publishStandings();
    const web = anotherExecution(env, { context: 'webapp' });
    return { env, web, page: loadBundle(web) as unknown as Globals };
  }

  /** The bundle's top-level functions: what google.script.run can call (the fakes' services aside). */
  function globalsOf(page: Globals, env: GasEnvironment): string[] {
    return Object.keys(page).filter((name) => typeof page[name] === 'function' && !(name in env.globals));
  }

  it('the menu handlers, the sidebar and the set-up refuse with the message the page shows', () => {
    const { env, web, page } = webApp();
    const refusing = globalsOf(page, web).filter(
      (name) =>
        !customFunctions.has(name) &&
        !['doGet', 'refreshStandings', 'refreshScreen', 'reportResult', 'onOpen', 'onInstall'].includes(name),
    );
    // Every menu item at least (the list grows with the menu; each new global is held to this too).
    expect(refusing).toEqual(
      expect.arrayContaining(['setupTournament', 'pairNextRound', 'renamePlayer', 'showStatus']),
    );
    for (const name of refusing) {
      const before = state(env);
      env.counter.reset();
      let thrown: unknown = null;
      try {
        page[name]();
      } catch (error) {
        thrown = error;
      }
      expect([name, (thrown as Error | null)?.message]).toEqual([name, NO_DOCUMENT]);
      expect([name, env.counter.writes, state(env)]).toEqual([name, 0, before]);
      // The Ui is asked for first, and it is not there: nothing else is asked (renamePlayer included).
      expect([name, env.counter.calls.map((call) => call.method).filter((m) => /getUi|prompt|alert/.test(m))]).toEqual([
        name,
        ['SpreadsheetApp.getUi'],
      ]);
    }
    expect(web.ui.alerts).toEqual([]);
  });

  it('onOpen and onInstall cannot build a menu there (no Ui): they throw before anything, writing nothing', () => {
    const { env, page } = webApp();
    for (const name of ['onOpen', 'onInstall']) {
      const before = state(env);
      env.counter.reset();
      expect(() => page[name]({ authMode: 'FULL' })).toThrow('Cannot call SpreadsheetApp.getUi() from this context.');
      expect([name, env.counter.writes, state(env)]).toEqual([name, 0, before]);
    }
  });

  it('the custom functions read nothing of the document and write nothing: they answer from their arguments only', () => {
    const { env, page } = webApp();
    for (const name of customFunctions) {
      const before = state(env);
      env.counter.reset();
      try {
        page[name]();
      } catch {
        // Called with no arguments, most refuse (a missing argument): either way nothing is touched.
      }
      expect([name, env.counter.spreadsheetCalls, state(env)]).toEqual([name, 0, before]);
    }
  });

  it("the page itself and its refresh serve the published page and write nothing of the director's", () => {
    const { env, page } = webApp();
    // The page's own address is all a visit keeps (rules §13: recorded once, when it changes).
    page.doGet();
    expect(env.properties.script.store.get('atril.pageAddress')).toBe(EXEC);
    const before = state(env);
    expect((page.doGet() as { getContent(): string }).getContent()).toContain('Ana García');
    expect(page.refreshStandings('es') as string).toContain('Ana García');
    expect(state(env)).toBe(before);
  });

  it('the fake is as strict as the reference there: no active spreadsheet, no Ui, no document lock or store', () => {
    const { web } = webApp();
    const app = web.globals.SpreadsheetApp as { getActiveSpreadsheet(): unknown; getUi(): unknown };
    expect(app.getActiveSpreadsheet()).toBeNull();
    expect(() => app.getUi()).toThrow(GasException);
    expect((web.globals.LockService as { getDocumentLock(): unknown }).getDocumentLock()).toBeNull();
    expect((web.globals.PropertiesService as { getDocumentProperties(): unknown }).getDocumentProperties()).toBeNull();
  });
});
