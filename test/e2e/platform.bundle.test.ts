// Atril on Google as Google really behaves (issue 27, rules §13, docs/addon.md), on the built
// bundle in the strict fakes set as the platform is: getUrl gives /dev from the menu and /exec
// in a request to the page; the script's clock (Europe/Madrid) is not the club's (Buenos Aires)
// and it is 23:30 there; a web app that sees the spreadsheet after all; an empty Session locale.
import { CUSTOM_FUNCTIONS } from '../../src/gas';
import { GLOBALS } from '../../src/gas/globalNames';
import { PAGE_ADDRESS_KEY } from '../../src/gas/pageAddress';
import { t } from '../../src/i18n';
import {
  anotherExecution,
  callCustomFunction,
  createGasEnvironment,
  type GasEnvironment,
  type GasEnvironmentOptions,
} from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';

beforeAll(() => ensureBuilt());

const EXEC = 'https://script.google.com/macros/s/AKfy-real/exec';
const DEV = 'https://script.google.com/macros/s/AKfy-real/dev';

type Globals = Record<string, (...args: unknown[]) => unknown>;
type Outcome = { ok: boolean; message: string; url?: string | null } | null;

const PLAYERS = [
  ['', 'Ana García', 2100, 'Club Alfil'],
  ['', 'Beto Núñez', 2000, ''],
  ['', 'Carla Ibáñez', 1950, ''],
  ['', 'Dani Ortega', 1900, 'Club Alfil'],
];

/** A workbook set up with four players; getUrl as the platform gives it: /dev from the menu, /exec in the page. */
function prepared(options: GasEnvironmentOptions = {}): { env: GasEnvironment; menu: Globals } {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: EXEC, menuUrl: DEV, ...options });
  const menu = loadBundle(env) as unknown as Globals;
  menu.setupTournament();
  const players = env.spreadsheet.getSheets().find((sheet) => /^(Jugadores|Players)$/.test(sheet.getName()))!;
  players.getRange(2, 1, PLAYERS.length, 4).setValues(PLAYERS);
  return { env, menu };
}

/** A visit to the public page: a web-app execution of the same project. */
function visit(env: GasEnvironment, options: Pick<GasEnvironmentOptions, 'webAppSeesSpreadsheet'> = {}): Globals {
  return loadBundle(anotherExecution(env, { context: 'webapp', ...options })) as unknown as Globals;
}

function typeSetting(env: GasEnvironment, label: string, value: string): void {
  const config = env.spreadsheet.getSheetByName('Configuración')!;
  const row = config.snapshot().length + 1;
  config.getRange(row, 1, 1, 2).setValues([[label, value]]);
}

describe('the page learns its /exec address (rules §13)', () => {
  it('before the page is opened the menu has only /dev: no link, no QR; once opened, /exec everywhere', () => {
    const { env, menu } = prepared();
    const first = menu.publishStandings() as Outcome;
    expect(first).toMatchObject({ ok: false, url: null });
    expect(first!.message).toContain(DEV);
    expect(first!.message).toContain('Abre la página una vez');

    expect((visit(env).doGet() as { getContent(): string }).getContent()).toContain('Ana García');
    expect(env.properties.script.store.get(PAGE_ADDRESS_KEY)).toBe(EXEC);

    const second = menu.publishStandings() as Outcome;
    expect(second).toMatchObject({ ok: true, url: EXEC });
    expect(env.ui.dialogs.at(-1)!.html).toContain(`href="${EXEC}"`);
    expect((menu.pairNextRound() as Outcome)?.ok).toBe(true);
    expect(env.spreadsheet.getSheetByName('Emparejamientos')!.images).toHaveLength(1);
    // Nothing the menu wrote names the /dev address.
    const written = JSON.stringify(env.spreadsheet.getSheets().map((sheet) => sheet.snapshot()));
    expect(written).not.toContain('/dev');
  });

  it('a page opened at /dev (the editors testing) records nothing', () => {
    const { env, menu } = prepared({ webAppUrl: DEV });
    visit(env).doGet();
    expect(env.properties.script.store.has(PAGE_ADDRESS_KEY)).toBe(false);
    expect(menu.publishStandings() as Outcome).toMatchObject({ ok: false, url: null });
  });

  it('Configuración › Enlace de la página still wins over the recorded address', () => {
    const { env, menu } = prepared();
    visit(env).doGet();
    const short = 'https://club.example/directo';
    typeSetting(env, 'Enlace de la página', short);
    expect(menu.publishStandings() as Outcome).toMatchObject({ ok: true, url: short });
  });

  it('Comprobar instalación reports the recorded address (and, before, says to open the page once)', () => {
    const { env, menu } = prepared();
    menu.checkInstallation();
    const before = env.ui.sidebars.at(-1)!.html;
    expect(before).toContain('abre la página una vez');
    visit(env).doGet();
    menu.checkInstallation();
    const after = env.ui.sidebars.at(-1)!.html;
    expect(after).toContain(EXEC);
    expect(after).toMatch(/data-check="webApp" data-status="ok"/);
  });
});

describe('one clock: the spreadsheet’s (Buenos Aires), not the script’s (Madrid), at 23:30', () => {
  // 14 March 2026, 23:30 in Buenos Aires (UTC−3) is already the 15th in Madrid and in UTC.
  const NOW = Date.UTC(2026, 2, 15, 2, 30);
  const clock = { timeZone: 'America/Argentina/Buenos_Aires', scriptTimeZone: 'Europe/Madrid', now: NOW };

  it('printed titles, the ELO tab and the live page are dated the 14th', () => {
    const { env, menu } = prepared(clock);
    expect((menu.pairNextRound() as Outcome)?.ok).toBe(true);
    menu.updateStandings();
    menu.computeElo();
    const title = (tab: string) => String(env.spreadsheet.getSheetByName(tab)!.snapshot()[0][0]);
    for (const tab of ['Emparejamientos', 'Clasificación', 'ELO']) {
      expect([tab, title(tab)]).toEqual([tab, expect.stringContaining('14/03/2026')]);
      expect(title(tab)).not.toContain('15/03/2026');
    }
    menu.publishStandings();
    const page = (visit(env).doGet() as { getContent(): string }).getContent();
    expect(page).toContain('Actualizado: 14/03/2026, 23:30');
  });

  it('an English workbook writes the same day, ISO', () => {
    const { env, menu } = prepared({ ...clock, locale: 'en_GB' });
    menu.pairNextRound();
    expect(String(env.spreadsheet.getSheetByName('Pairings')!.snapshot()[0][0])).toContain('2026-03-14');
  });
});

describe('a public page that cannot write, even when the web app sees the spreadsheet', () => {
  const NO_DOCUMENT = t('es', 'action.noDocument');

  /** Every tab's values and pictures, and the document's store: what the spreadsheet holds. */
  function sheetState(env: GasEnvironment): string {
    return JSON.stringify({
      tabs: env.spreadsheet.getSheets().map((sheet) => [sheet.getName(), sheet.snapshot(), sheet.images.length]),
      document: [...env.properties.document.store],
    });
  }

  it('the fake is set so: getActiveSpreadsheet gives the sheet, getUi still throws, no document lock', () => {
    const { env } = prepared();
    const web = anotherExecution(env, { context: 'webapp', webAppSeesSpreadsheet: true });
    const app = web.globals.SpreadsheetApp as {
      getActiveSpreadsheet(): { getName(): string } | null;
      getUi(): unknown;
    };
    expect(app.getActiveSpreadsheet()?.getName()).toBe(env.spreadsheet.getName());
    expect(() => app.getUi()).toThrow('Cannot call SpreadsheetApp.getUi() from this context.');
    expect((web.globals.LockService as { getDocumentLock(): unknown }).getDocumentLock()).toBeNull();
  });

  it('every global and every custom function, called from the page, writes nothing to the spreadsheet', () => {
    const { env, menu } = prepared();
    menu.pairNextRound();
    menu.publishStandings();
    const page = visit(env, { webAppSeesSpreadsheet: true });
    const names = [...GLOBALS, ...CUSTOM_FUNCTIONS.map((def) => def.name)];
    // reportResult (rules §14) answers the page itself, keeping a report in the script properties only.
    const menuHandlers = GLOBALS.filter(
      (name) => !['doGet', 'refreshStandings', 'refreshScreen', 'reportResult', 'onOpen', 'onInstall'].includes(name),
    );
    expect(menuHandlers.length).toBeGreaterThanOrEqual(14);
    const refused: string[] = [];
    for (const name of names) {
      const before = sheetState(env);
      env.counter.reset();
      let thrown: Error | null = null;
      try {
        page[name]();
      } catch (error) {
        thrown = error as Error;
      }
      // Nothing changed: no write, no format, no tab, no picture, no lock.
      expect([name, env.counter.changes, sheetState(env)]).toEqual([name, 0, before]);
      expect([name, env.counter.calls.filter((call) => call.method === 'tryLock').length]).toEqual([name, 0]);
      if (menuHandlers.includes(name)) {
        expect([name, thrown?.message]).toEqual([name, NO_DOCUMENT]);
        // The Ui is the first thing asked of the spreadsheet: no tab is read before the refusal.
        const asked = env.counter.calls.filter((call) => call.kind === 'api').map((call) => call.method);
        expect([name, asked]).toEqual([name, ['SpreadsheetApp.getUi']]);
        refused.push(name);
      }
    }
    expect(refused).toEqual(menuHandlers);
    // The page and its refresh still serve the standings.
    expect(page.refreshStandings('es') as string).toContain('Ana García');
  });
});

describe('an empty Session locale (a custom function’s anonymous user): the spreadsheet’s decides', () => {
  it('an en_US spreadsheet’s custom functions answer in English', () => {
    const env = createGasEnvironment({ locale: 'en_US', userLocale: '' });
    const context = loadBundle(env) as unknown as Record<string, unknown>;
    const answer = callCustomFunction(context, env.spreadsheet, 'DUP_NOTATION', '8H-');
    expect(typeof answer).toBe('string');
    const spanish = createGasEnvironment({ locale: 'es_ES', userLocale: '' });
    const inSpanish = callCustomFunction(
      loadBundle(spanish) as unknown as Record<string, unknown>,
      spanish.spreadsheet,
      'DUP_NOTATION',
      '8H-',
    );
    expect(answer).not.toBe(inSpanish);
    // The same check, answered in each language's words.
    expect(answer).toBe(
      callCustomFunction(
        loadBundle(createGasEnvironment({ locale: 'en_US', userLocale: 'en_US' })) as unknown as Record<
          string,
          unknown
        >,
        env.spreadsheet,
        'DUP_NOTATION',
        '8H-',
      ),
    );
  });

  it('an en_US spreadsheet’s menu speaks English: set-up makes English tabs', () => {
    const env = createGasEnvironment({ locale: 'en_US', userLocale: '' });
    (loadBundle(env) as unknown as Globals).setupTournament();
    expect(env.spreadsheet.getSheetByName('Players')).not.toBeNull();
    expect(env.spreadsheet.getSheetByName('Jugadores')).toBeNull();
    expect(env.ui.alerts.at(-1)!.title).toBe(t('en', 'action.title'));
  });
});
