// "Comprobar instalación" (src/gas/checkInstallation.ts, installChecks.ts, installRecord.ts)
// run through the built bundle in the Apps Script fakes: each behaviour the reference leaves
// open tried live and reported, in a spreadsheet that behaves as Atril assumes and in one that
// behaves otherwise in every respect (the fakes configured so); and what it records taking
// effect in the actions that follow (docs/addon.md "Comprobar instalación").
import { runInContext, type Context } from 'node:vm';
import { INSTALL_KEY, type InstallRecord } from '../../src/gas/installRecord';
import { LAYOUT_KEY } from '../../src/gas/layoutMemory';
import { TABS_KEY } from '../../src/gas/tabDirectory';
import { PROPERTY_BYTES } from '../../src/gas/propertyValue';
import { MENU_ITEMS } from '../../src/gas/menu';
import { GLOBALS } from '../../src/gas/globalNames';
import { createGasEnvironment, type GasEnvironment, type GasEnvironmentOptions, rootCollationIntl } from './fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';

type Menu = Record<string, (...args: unknown[]) => unknown>;

const EXEC = 'https://script.google.com/macros/s/AKfy/exec';
const DEV = 'https://script.google.com/macros/s/AKfy/dev';

beforeAll(() => ensureBuilt());

function open(options: GasEnvironmentOptions): { env: GasEnvironment; menu: Menu; context: Context } {
  const env = createGasEnvironment({ locale: 'es_ES', ...options });
  const context = loadBundle(env);
  return { env, menu: context as Menu, context };
}

/** Each check's status as the sidebar shows it (data-check / data-status of its line). */
function sidebarChecks(env: GasEnvironment): Record<string, string[]> {
  const html = env.ui.sidebars.at(-1)?.html ?? '';
  const found: Record<string, string[]> = {};
  for (const [, id, status] of html.matchAll(/data-check="(\w+)" data-status="(\w+)"/g))
    (found[id] ??= []).push(status);
  return found;
}

function recorded(env: GasEnvironment): InstallRecord {
  return JSON.parse(env.properties.document.store.get(INSTALL_KEY) as string) as InstallRecord;
}

const EVERY_CHECK = ['apostrophe', 'sheetName', 'collation', 'builtIns', 'properties', 'webApp', 'timeZone'];

describe('Comprobar instalación through the bundle', () => {
  it('is a menu item and a global, last in the menu', () => {
    expect(MENU_ITEMS.at(-1)).toEqual({ label: 'menu.checkInstall', handler: 'checkInstallation' });
    expect(GLOBALS).toContain('checkInstallation');
  });

  it('where Google behaves as Atril assumes: every check reported correct, the scratch tab and probes gone, the result recorded', () => {
    const { env, menu } = open({ webAppUrl: EXEC });
    const tabs = env.spreadsheet.getSheets().map((sheet) => sheet.getName());
    menu.checkInstallation();
    expect(sidebarChecks(env)).toEqual(Object.fromEntries(EVERY_CHECK.map((id) => [id, ['ok']])));
    expect(env.ui.sidebars.at(-1)?.title).toBe('Comprobar instalación');
    // The scratch tab was made and deleted; the probe properties too.
    expect(
      env.counter.calls
        .filter((call) => call.kind === 'format' && /insertSheet|deleteSheet/.test(call.method))
        .map((call) => call.method),
    ).toEqual(['insertSheet', 'deleteSheet']);
    expect(env.spreadsheet.getSheets().map((sheet) => sheet.getName())).toEqual(tabs);
    expect([...env.properties.document.store.keys()]).toEqual([INSTALL_KEY]);
    expect([...env.properties.script.store.keys()]).toEqual([]);
    expect(recorded(env)).toMatchObject({
      apostropheStored: false,
      sheetNameIgnoresCase: false,
      spanishCollation: true,
      missingBuiltIns: [],
      documentProperties: true,
      scriptProperties: true,
      webApp: 'exec',
      scriptTimeZone: 'Europe/Madrid',
      spreadsheetTimeZone: 'Europe/Madrid',
    });
    // Lock, tries, flush, release — the sidebar only after (rules §8).
    const events = env.counter.events();
    expect(events.indexOf('release')).toBeGreaterThan(events.lastIndexOf('flush'));
    expect(env.counter.calls.at(-1)).toMatchObject({ method: 'showSidebar' });
    expect(env.ui.violations).toEqual([]);
    // The copyable text names every check with its mark.
    const html = env.ui.sidebars.at(-1)?.html ?? '';
    const text = /<textarea id="report" readonly>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? '';
    expect(text.split('\n')).toHaveLength(1 + EVERY_CHECK.length);
    expect(text).toContain('[OK] Orden alfabético español: El motor ordena en español');
    expect(text).toContain(`[OK] Dirección de la página en directo: Aplicación web implementada: ${EXEC}`);
  });

  it('where Google behaves otherwise in every respect: each difference reported and recorded', () => {
    const { env, menu, context } = open({
      sheetNamesIgnoreCase: true,
      plainTextKeepsApostrophe: true,
      collation: 'root',
      propertyValueLimit: 4000,
      webAppUrl: DEV,
      scriptTimeZone: 'America/New_York',
    });
    // An engine with only the ES2020 library.
    runInContext(
      'delete Array.prototype.at; delete String.prototype.replaceAll; delete Object.hasOwn; delete Array.prototype.findLast;',
      context,
    );
    menu.checkInstallation();
    expect(sidebarChecks(env)).toEqual({
      apostrophe: ['guarded'],
      sheetName: ['guarded'],
      collation: ['guarded'],
      // Reported, not a difference: Atril uses none of them.
      builtIns: ['ok'],
      // Both stores keep at most 4,000 bytes a value: the 8,000 Atril keeps fail in each.
      properties: ['guarded', 'guarded'],
      webApp: ['guarded'],
      timeZone: ['guarded'],
    });
    expect(recorded(env)).toMatchObject({
      apostropheStored: true,
      sheetNameIgnoresCase: true,
      spanishCollation: false,
      missingBuiltIns: [
        'Array.prototype.at',
        'String.prototype.replaceAll',
        'Object.hasOwn',
        'Array.prototype.findLast',
      ],
      documentProperties: false,
      scriptProperties: false,
      webApp: 'dev',
      scriptTimeZone: 'America/New_York',
      spreadsheetTimeZone: 'Europe/Madrid',
    });
    const html = env.ui.sidebars.at(-1)?.html ?? '';
    expect(html).toContain(`/dev), que solo abren los editores del script: ${DEV}`);
    expect(html).toContain(
      'Ausentes: Array.prototype.at, String.prototype.replaceAll, Object.hasOwn, Array.prototype.findLast.',
    );
    expect(html).toContain(`valor de ${PROPERTY_BYTES} bytes`);
    expect(html).toContain('El script usa America/New_York y la hoja Europe/Madrid.');
    expect(env.spreadsheet.getSheets()).toHaveLength(1);
  });

  it('in English for an English director', () => {
    const { env, menu } = open({ locale: 'en_US', webAppUrl: null });
    menu.checkInstallation();
    expect(env.ui.sidebars.at(-1)?.title).toBe('Check installation');
    expect(sidebarChecks(env).webApp).toEqual(['guarded']);
    expect(env.ui.sidebars.at(-1)?.html).toContain('No web app is deployed yet');
  });
});

/** Four players of equal rating: the pairing order is by surname (rules §3.2), ñ deciding two of them. */
const TIED = ['Ana Muñoz', 'Bea Munuera', 'Carla Murillo', 'Dora Mora'];

/** Set-up, four tied players typed, the first round paired: each player's N° (the pairing order). */
function seedTied(env: GasEnvironment, menu: Menu): Record<string, number> {
  menu.setupTournament();
  const players = env.spreadsheet.getSheetByName('Jugadores')!;
  players.getRange(2, 2, TIED.length, 2).setValues(TIED.map((name) => [name, 1500]));
  menu.pairNextRound();
  const rows = players.snapshot().slice(1);
  return Object.fromEntries(rows.map((row) => [row[1] as string, row[0] as number]));
}

describe('what it records takes effect', () => {
  // By hand: surnames in Spanish order — Mora (o < u), then Mun-u-era before Mu-ñ-oz (n < ñ),
  // then Murillo (ñ < r). The root order takes ñ for n: "Munoz" before "Munuera" (o < u).
  const SPANISH = { 'Dora Mora': 1, 'Bea Munuera': 2, 'Ana Muñoz': 3, 'Carla Murillo': 4 };

  it('the root order would seed Muñoz before Munuera (what the check guards against)', () => {
    const root = new (rootCollationIntl().Collator)('es', { sensitivity: 'base' });
    expect(root.compare('Muñoz', 'Munuera')).toBeLessThan(0);
  });

  it('a failed collation check: the pairing seeds by the Spanish fallback order', () => {
    const { env, menu } = open({ collation: 'root' });
    menu.checkInstallation();
    expect(recorded(env).spanishCollation).toBe(false);
    expect(seedTied(env, menu)).toEqual(SPANISH);
  });

  it('the recorded failure decides without asking the engine again: Intl.Collator is not even built', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    let built = 0;
    const Real = Intl.Collator;
    // An engine whose Spanish collation is the root order, counting the collators made.
    const Collator = function (_locales?: string | string[], options?: Intl.CollatorOptions) {
      built += 1;
      return new Real('und', options);
    };
    env.globals.Intl = Object.assign(Object.create(Intl) as typeof Intl, { Collator });
    const menu = loadBundle(env) as Menu;
    menu.checkInstallation();
    expect(built).toBe(1); // the check itself
    built = 0;
    expect(seedTied(env, menu)).toEqual(SPANISH);
    expect(built).toBe(0);
    // Without the record, every execution checks the engine itself (and still falls back).
    env.properties.document.store.delete(INSTALL_KEY);
    menu.undoLastRound();
    menu.pairNextRound();
    expect(built).toBeGreaterThan(0);
  });

  it('a plain-text cell that keeps the apostrophe: the names Atril writes there are read back as the players', () => {
    const { env, menu } = open({ plainTextKeepsApostrophe: true });
    menu.checkInstallation();
    expect(recorded(env).apostropheStored).toBe(true);
    menu.setupTournament();
    const players = env.spreadsheet.getSheetByName('Jugadores')!;
    players.getRange(2, 2, TIED.length, 2).setValues(TIED.map((name) => [name, 1500]));
    // The director made Rondas' player columns plain text (Formato › Número › Texto sin formato).
    env.spreadsheet.getSheetByName('Rondas')!.getRange('C2:D').setNumberFormat('@');
    menu.pairNextRound();
    const rounds = env.spreadsheet.getSheetByName('Rondas')!.snapshot();
    expect(rounds[1][2]).toMatch(/^'/); // stored with Atril's apostrophe
    rounds.slice(1).forEach((_, i) =>
      env.spreadsheet
        .getSheetByName('Rondas')!
        .getRange(i + 2, 5, 1, 2)
        .setValues([[400, 300]]),
    );
    env.ui.alerts.length = 0;
    menu.pairNextRound();
    expect(env.ui.alerts.at(-1)?.title).toBe('Atril');
    expect(
      env.spreadsheet
        .getSheetByName('Rondas')!
        .snapshot()
        .filter((row) => row[0] === 2),
    ).toHaveLength(2);
  });

  it('document properties that keep less than Atril stores: nothing remembered between actions', () => {
    const { env, menu } = open({ propertyValueLimit: 4000 });
    menu.setupTournament();
    // Before the check, the actions remember their layouts and the tab names (small enough here).
    expect(env.properties.document.store.has(TABS_KEY)).toBe(true);
    menu.checkInstallation();
    expect(recorded(env).documentProperties).toBe(false);
    env.properties.document.store.delete(TABS_KEY);
    env.properties.document.store.delete(LAYOUT_KEY);
    seedTiedAfterSetup(env, menu);
    expect([...env.properties.document.store.keys()]).toEqual([INSTALL_KEY]);
  });

  it('getSheetByName that ignores case: each tab it returns is checked against the name asked', () => {
    /** Lookups followed by the found tab's getName in a second Actualizar clasificación (the first lists every tab). */
    const namedLookups = (check: boolean): number => {
      const { env, menu } = open({ sheetNamesIgnoreCase: true });
      menu.setupTournament();
      if (check) menu.checkInstallation();
      menu.updateStandings();
      env.counter.reset();
      menu.updateStandings();
      const calls = env.counter.calls.filter((call) => call.kind === 'api').map((call) => call.method);
      expect(calls).toContain('Spreadsheet.getSheetByName');
      if (check) expect(recorded(env).sheetNameIgnoresCase).toBe(true);
      return calls.filter((method, i) => method === 'Spreadsheet.getSheetByName' && calls[i + 1] === 'Sheet.getName')
        .length;
    };
    expect(namedLookups(false)).toBe(0);
    expect(namedLookups(true)).toBeGreaterThan(0);
  });
});

/** Four tied players typed into the Jugadores set-up made, and the first round paired. */
function seedTiedAfterSetup(env: GasEnvironment, menu: Menu): void {
  const players = env.spreadsheet.getSheetByName('Jugadores')!;
  players.getRange(2, 2, TIED.length, 2).setValues(TIED.map((name) => [name, 1500]));
  menu.pairNextRound();
  expect(
    env.spreadsheet
      .getSheetByName('Rondas')!
      .snapshot()
      .filter((row) => row[0] === 1),
  ).toHaveLength(2);
}
