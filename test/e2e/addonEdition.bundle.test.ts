// The Editor add-on edition (rules §15) on its built bundle (build-addon/) in the strict fakes:
// its globals and manifest, its onOpen under AuthMode.NONE and onInstall, no service touched
// at load, and two clubs' tournaments run side by side by one script project — each keeps its
// own in its document, nothing in the project's shared stores, and neither sees nor changes
// the other. The paste-in edition run the same way shows what the add-on avoids.
import { menuLeaves } from '../gas/fakes/ui';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUSTOM_FUNCTIONS } from '../../src/gas';
import { ADDON_GLOBALS, GLOBALS as PASTE_IN_GLOBALS, LIVE_GLOBALS } from '../../src/gas/globalNames';
import { menuItems, MENU_ITEMS } from '../../src/gas/menu';
import { t } from '../../src/i18n';
import { ADDON_DIR, addonManifest, DIST } from '../../scripts/build';
import {
  anotherDocument,
  anotherExecution,
  callCustomFunction,
  createGasEnvironment,
  type GasEnvironment,
  type GasEnvironmentOptions,
  range,
} from '../gas/fakes';
import {
  ADDON_BUILD,
  BUILD,
  bundleSource,
  ensureBuilt,
  loadAddonBundle,
  loadBundle,
  loadFolder,
  ROOT,
  withoutLaterBuiltIns,
} from '../support/loadBundle';

beforeAll(() => ensureBuilt());

type Globals = Record<string, (...args: unknown[]) => unknown>;
type Outcome = { ok: boolean; message: string; url?: string | null } | null;

const EXEC = 'https://script.google.com/macros/s/AKfy-addon/exec';
/** A link Google's "Publicar en la Web" gives for one tab. */
const PUBLISHED = 'https://docs.google.com/spreadsheets/d/e/2PACX-1vClubA/pubhtml?gid=0&single=true';

const CLUB_A = [
  ['', 'Ana García', 2100, 'Club Alfil'],
  ['', 'Beto Núñez', 2000, 'Club Alfil'],
  ['', 'Carla Ibáñez', 1950, 'Club Alfil'],
  ['', 'Dani Ortega', 1900, 'Club Alfil'],
];
const CLUB_B = [
  ['', 'Xavier Quintana', 1800, 'Club Torre'],
  ['', 'Yolanda Ruiz', 1750, 'Club Torre'],
  ['', 'Zoe Salas', 1700, 'Club Torre'],
  ['', 'Walter Tena', 1650, 'Club Torre'],
  ['', 'Vera Uribe', 1600, 'Club Torre'],
];

const labels = (env: GasEnvironment): { label: string; functionName: string }[] => env.ui.menus.flatMap(menuLeaves);

/** Sets up a tournament with `players` through the add-on's menu; returns its globals. */
function club(env: GasEnvironment, players: unknown[][]): Globals {
  const menu = loadAddonBundle(env) as unknown as Globals;
  expect((menu.setupTournament() as Outcome)?.ok).toBe(true);
  const tab = env.spreadsheet.getSheets().find((sheet) => /^(Jugadores|Players)$/.test(sheet.getName()))!;
  tab.getRange(2, 1, players.length, 4).setValues(players);
  return menu;
}

/** Scores every board of the last round (the first player wins), as a director types them. */
function score(env: GasEnvironment): void {
  const sheet = env.spreadsheet.getSheetByName('Rondas')!;
  const grid = sheet.snapshot();
  const rows = grid
    .slice(1)
    .map((line) => (line[3] === 'DESCANSO' || line[4] !== '' ? [line[4], line[5]] : [420, 380]));
  sheet.getRange(2, 5, rows.length, 2).setValues(rows);
}

function setting(env: GasEnvironment, label: string, value: string): void {
  const config = env.spreadsheet.getSheetByName('Configuración')!;
  const found = config.snapshot().findIndex((line) => line[0] === label);
  const row = found >= 0 ? found + 1 : config.snapshot().length + 1;
  config.getRange(row, 1, 1, 2).setValues([[label, value]]);
}

const everything = (env: GasEnvironment): string =>
  JSON.stringify(env.spreadsheet.getSheets().map((sheet) => [sheet.getName(), sheet.snapshot()]));

describe('the add-on build (build-addon/, dist/addon/)', () => {
  it('has every global of the paste-in edition but the live page and the phones, and the same custom functions', () => {
    expect(ADDON_GLOBALS).toEqual(PASTE_IN_GLOBALS.filter((name) => !LIVE_GLOBALS.includes(name)));
    for (const name of LIVE_GLOBALS) expect(PASTE_IN_GLOBALS).toContain(name);
    const globals = bundleSource('globals.js', ADDON_BUILD);
    const declared = [...globals.matchAll(/^function (\w+)\(/gm)].map((match) => match[1]);
    expect(declared).toEqual([...ADDON_GLOBALS, ...CUSTOM_FUNCTIONS.map((def) => def.name)]);
    for (const name of LIVE_GLOBALS) expect(globals).not.toMatch(new RegExp(`function ${name}\\(`));
    // The custom functions' stubs, JSDoc included, are the paste-in's to the byte.
    const functionsPart = (source: string): string => source.slice(source.indexOf('/**'));
    expect(functionsPart(globals)).toBe(functionsPart(bundleSource('globals.js')));
    // Each stub reaches a function of the add-on's library.
    const context = loadAddonBundle(createGasEnvironment()) as Record<string, unknown>;
    const library = context.Atril as Record<string, unknown>;
    for (const name of ADDON_GLOBALS) expect(typeof library[name]).toBe('function');
    for (const name of LIVE_GLOBALS) expect(library[name]).toBeUndefined();
  });

  it('asks for this spreadsheet and its Ui only, and deploys no web app', () => {
    const manifest = JSON.parse(readFileSync(join(ADDON_BUILD, 'appsscript.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.webapp).toBeUndefined();
    expect(manifest.oauthScopes).toEqual([
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
      'https://www.googleapis.com/auth/script.container.ui',
    ]);
    expect(manifest.runtimeVersion).toBe('V8');
    // Made from the paste-in manifest: everything else the same.
    expect(JSON.parse(addonManifest(JSON.stringify({ a: 1, webapp: { access: 'ANYONE' } })))).toEqual({ a: 1 });
  });

  it('is pushed by its own clasp setting to a standalone project: build-addon/, never inside build/', () => {
    const clasp = JSON.parse(readFileSync(join(ROOT, '.clasp.addon.json'), 'utf8')) as Record<string, unknown>;
    expect(clasp).toMatchObject({
      rootDir: 'build-addon',
      filePushOrder: ['build-addon/Code.js', 'build-addon/globals.js'],
    });
    // clasp pushes every file under a project's rootDir, sub-folders too: the paste-in's build/ holds no add-on.
    const pasteIn = JSON.parse(readFileSync(join(ROOT, '.clasp.json'), 'utf8')) as Record<string, unknown>;
    expect(pasteIn.rootDir).toBe('build');
    expect(readdirSync(join(ROOT, 'build')).sort()).toEqual(['Code.js', 'appsscript.json', 'globals.js']);
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts['push:addon']).toBe('npm run build && clasp --project .clasp.addon.json push');
  });

  it('dist/addon/ is exactly what `npm run build` makes (else: run npm run build and commit dist/)', () => {
    for (const file of ['Code.js', 'globals.js', 'appsscript.json']) {
      const upToDate =
        existsSync(join(DIST, ADDON_DIR, file)) &&
        readFileSync(join(DIST, ADDON_DIR, file), 'utf8') === readFileSync(join(ADDON_BUILD, file), 'utf8');
      expect({ file: `dist/${ADDON_DIR}/${file}`, upToDate }).toEqual({
        file: `dist/${ADDON_DIR}/${file}`,
        upToDate: true,
      });
    }
  });

  it('names no script-wide service: its entry imports no live service, so none of their code is in it (rules §15)', () => {
    const SCRIPT_WIDE = ['getScriptProperties', 'getScriptCache', 'getScriptLock', 'ScriptApp.getService'];
    const code = bundleSource('Code.js', ADDON_BUILD);
    expect(SCRIPT_WIDE.filter((name) => code.includes(name))).toEqual([]);
    // The same search finds each of them in the paste-in bundle, which has the live page and the phones.
    const pasteIn = bundleSource('Code.js');
    expect(SCRIPT_WIDE.filter((name) => pasteIn.includes(name))).toEqual(SCRIPT_WIDE);
    // And the add-on's library has no function of the live services by name: the bundles keep
    // every identifier as written (not minified: scripts/build.ts BUNDLE_MINIFY).
    // A name as an identifier (esbuild numbers a second one: `renamePlayer2`), not a property read.
    const named = (name: string): RegExp => new RegExp(`(?<![\\w$.])${name}\\d*(?![\\w$])`);
    for (const name of ['keepRound', 'forgetRound', 'publishPage', 'savePage', 'standingsLink'])
      expect(code).not.toMatch(named(name));
    expect(pasteIn).toMatch(named('keepRound'));
    expect(pasteIn).toMatch(named('standingsLink'));
  });

  it('runs no service at load: every Apps Script global refuses to be touched while the files run', () => {
    for (const [folder, load] of [
      [ADDON_BUILD, 'add-on'],
      [BUILD, 'paste-in'],
    ] as const) {
      const env = createGasEnvironment();
      const touched: string[] = [];
      const trap = (name: string): unknown =>
        new Proxy(
          {},
          {
            get: (_target, key) => {
              touched.push(`${name}.${String(key)}`);
              throw new Error(`${load}: ${name}.${String(key)} touched at load`);
            },
          },
        );
      const services = ['SpreadsheetApp', 'Session', 'LockService', 'PropertiesService', 'CacheService'];
      const globals = { ...env.globals, ...Object.fromEntries(services.map((name) => [name, trap(name)])) };
      expect(() => loadFolder({ ...env, globals }, folder, ['Code.js', 'globals.js'])).not.toThrow();
      expect(touched).toEqual([]);
    }
  });
});

describe("the add-on's life: onOpen and onInstall (rules §15)", () => {
  it('onOpen under AuthMode.NONE builds the whole add-on menu from the locale and the Ui, nothing else', () => {
    const env = createGasEnvironment({ locale: 'es_ES', userLocale: 'en_GB', authMode: 'NONE', webAppUrl: EXEC });
    const context = loadAddonBundle(env) as unknown as Globals;
    env.counter.reset();
    context.onOpen({ authMode: 'NONE' });
    expect(env.ui.menus).toHaveLength(1);
    // createAddonMenu, not createMenu: the menu lives under Extensiones › the add-on's name.
    expect(env.ui.menus[0]).toMatchObject({ addon: true, added: true });
    expect(labels(env)).toEqual(
      menuItems(false).map((item) => ({ label: t('en', item.label), functionName: item.handler })),
    );
    // The whole menu but the phones' import.
    expect(menuItems(false).map((item) => item.handler)).toEqual(
      MENU_ITEMS.filter((item) => item.handler !== 'importResults').map((item) => item.handler),
    );
    // Nothing asked of the document, the stores, the lock — not even a refused try: the Ui alone.
    expect(env.counter.calls).toEqual([{ kind: 'api', method: 'SpreadsheetApp.getUi', target: '' }]);
  });

  it('onInstall runs onOpen: the same menu, in AuthMode.NONE as in FULL', () => {
    const none = createGasEnvironment({ userLocale: 'es_ES', authMode: 'NONE' });
    (loadAddonBundle(none) as unknown as Globals).onInstall({ authMode: 'NONE' });
    const full = createGasEnvironment({ userLocale: 'es_ES' });
    (loadAddonBundle(full) as unknown as Globals).onInstall({ authMode: 'FULL' });
    expect(labels(none)).toEqual(labels(full));
    expect(labels(none).map((item) => item.label)).toEqual(menuItems(false).map((item) => t('es', item.label)));
    expect(none.ui.menus[0].addon).toBe(true);
    expect(none.counter.calls.filter((call) => call.method === 'refused')).toEqual([]);
  });

  it('a menu action pressed while the add-on has no authorisation fails as Google fails it (the fake refuses)', () => {
    const env = createGasEnvironment({ authMode: 'NONE' });
    const context = loadAddonBundle(env) as unknown as Globals;
    // No Ui for the alert either would be reached: the document is refused first.
    expect(() => context.setupTournament()).toThrow('You do not have permission to call');
    expect(env.counter.calls.some((call) => call.method === 'refused')).toBe(true);
  });
});

describe('two clubs, one add-on: nothing shared (rules §15)', () => {
  /** Club A (Spanish) and club B (another spreadsheet of the same script project), both with an /exec address about. */
  function twoClubs(options: GasEnvironmentOptions = {}): {
    a: GasEnvironment;
    b: GasEnvironment;
    menuA: Globals;
    menuB: Globals;
  } {
    const a = createGasEnvironment({ id: 'club-a', name: 'Open A', locale: 'es_ES', webAppUrl: EXEC, ...options });
    const b = anotherDocument(a, { id: 'club-b', name: 'Liga B', locale: 'es_ES', webAppUrl: EXEC });
    return { a, b, menuA: club(a, CLUB_A), menuB: club(b, CLUB_B) };
  }

  it('play side by side: each keeps its own in its document, nothing in the script project, neither sees the other', () => {
    const { a, b, menuA, menuB } = twoClubs();
    // Interleaved, as two directors on two spreadsheets would press them.
    expect((menuA.pairNextRound() as Outcome)?.ok).toBe(true);
    expect((menuB.pairNextRound() as Outcome)?.ok).toBe(true);
    score(a);
    expect((menuA.updateStandings() as Outcome)?.ok).toBe(true);
    score(b);
    expect((menuB.pairNextRound() as Outcome)?.ok).toBe(true);
    expect((menuA.pairNextRound() as Outcome)?.ok).toBe(true);
    expect((menuA.computeElo() as Outcome)?.ok).toBe(true);
    menuB.showStatus();
    menuA.publishStandings();
    menuB.checkInstallation();
    expect((menuB.undoLastRound() as Outcome)?.ok).toBe(true);
    menuA.printTab();

    // The script project's stores — every club's — were never even asked, and hold nothing.
    const scriptCalls = [...a.counter.calls, ...b.counter.calls].filter(
      (call) => call.kind === 'service' && call.target === 'script',
    );
    expect(scriptCalls).toEqual([]);
    expect([...a.properties.script.store.keys()]).toEqual([]);
    expect([...a.cache.script.store.keys()]).toEqual([]);
    expect(b.properties.script).toBe(a.properties.script);
    // Each document keeps its own memory: the layouts, the tab names, B's install record.
    expect([...a.properties.document.store.keys()].sort()).toEqual(['atril.layout', 'atril.tabs']);
    expect([...b.properties.document.store.keys()].sort()).toEqual(['atril.install', 'atril.layout', 'atril.tabs']);
    // Neither tournament names the other's players, in its tabs or in its memory.
    const a1 = everything(a) + JSON.stringify([...a.properties.document.store]);
    const b1 = everything(b) + JSON.stringify([...b.properties.document.store]);
    for (const [, name] of CLUB_B) expect(a1).not.toContain(name as string);
    for (const [, name] of CLUB_A) expect(b1).not.toContain(name as string);
    // Where each one stands: A in round 2, B back to round 1 after its undo.
    const rounds = (env: GasEnvironment) =>
      new Set(
        env.spreadsheet
          .getSheetByName('Rondas')!
          .snapshot()
          .slice(1)
          .map((line) => line[0]),
      );
    expect([...rounds(a)]).toEqual([1, 2]);
    expect([...rounds(b)]).toEqual([1]);
    // Comprobar instalación tried the document's store only, and no web app (the add-on has none).
    const record = JSON.parse(b.properties.document.store.get('atril.install')!) as Record<string, unknown>;
    expect(record).toMatchObject({ documentProperties: true, scriptProperties: null, webApp: 'none' });
    expect(record.pageAddress).toBeUndefined();
    // No alert was shown under a lock, in either.
    expect([...a.ui.violations, ...b.ui.violations]).toEqual([]);
  });

  it("one club's action changes nothing of the other's: B pairs, undoes, closes while A's tabs and memory stay as they were", () => {
    const { a, b, menuA, menuB } = twoClubs();
    menuA.pairNextRound();
    score(a);
    menuA.updateStandings();
    const tabsBefore = everything(a);
    const memoryBefore = JSON.stringify([...a.properties.document.store]);
    menuB.pairNextRound();
    menuB.undoLastRound();
    menuB.pairNextRound();
    score(b);
    menuB.updateStandings();
    setting(b, 'Torneo', 'Liga B');
    b.ui.script.push({ button: 'YES' });
    menuB.closeTournament();
    expect(everything(a)).toBe(tabsBefore);
    expect(JSON.stringify([...a.properties.document.store])).toBe(memoryBefore);
    // B did move on meanwhile: its tournament closed, kept in its season tabs.
    expect(b.spreadsheet.getSheetByName('Escalafón')).not.toBeNull();
  });

  it("each club's lock is its own document's: A busy does not hold B up, and A's second director waits", () => {
    const { a, b, menuA, menuB } = twoClubs();
    // Another execution holds A's document lock (a director pressing a second item in A).
    a.lock.documentHeldByOther(true);
    const refused = menuA.pairNextRound() as Outcome;
    expect(refused).toBeNull();
    expect(a.ui.alerts.at(-1)!.message).toBe(t('es', 'action.busy'));
    // B's pairing takes B's lock, free whatever A does.
    expect((menuB.pairNextRound() as Outcome)?.ok).toBe(true);
    a.lock.documentHeldByOther(false);
    expect((menuA.pairNextRound() as Outcome)?.ok).toBe(true);
    // And the lock both took is each one's document's, never the script's (which every club would share).
    const scriptLocks = [...a.counter.calls, ...b.counter.calls].filter(
      (call) => call.method === 'tryLock' && call.target === 'script',
    );
    expect(scriptLocks).toEqual([]);
  });

  it('the paste-in edition, run the same way on one script project, shares its page: the hazard the add-on avoids', () => {
    const a = createGasEnvironment({ id: 'club-a', locale: 'es_ES', webAppUrl: EXEC });
    const b = anotherDocument(a, { id: 'club-b', locale: 'es_ES', webAppUrl: EXEC });
    for (const [env, players] of [
      [a, CLUB_A],
      [b, CLUB_B],
    ] as const) {
      const menu = loadBundle(env) as unknown as Globals;
      menu.setupTournament();
      env.spreadsheet
        .getSheetByName('Jugadores')!
        .getRange(2, 1, players.length, 4)
        .setValues(players as unknown[][]);
      menu.pairNextRound();
    }
    // One page for both: B's publication replaced A's, so A's link would show B's tournament.
    const page = (loadBundle(anotherExecution(a, { context: 'webapp' })) as unknown as Globals).doGet() as {
      getContent(): string;
    };
    expect(page.getContent()).toContain('Xavier Quintana');
    expect(page.getContent()).not.toContain('Ana García');
    expect(a.properties.script.store.size).toBeGreaterThan(0);
  });
});

describe('live standings in the add-on: Google\'s "Publicar en la Web" (rules §15)', () => {
  it('Publicar clasificación explains Publish to the web of Clasificación; no web app address is used, even if one exists', () => {
    const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: EXEC, menuUrl: EXEC });
    const menu = club(env, CLUB_A);
    const outcome = menu.publishStandings() as Outcome;
    expect(outcome).toMatchObject({ ok: false, url: null });
    expect(outcome!.message).toBe(
      t('es', 'publish.toWeb', {
        tab: 'Clasificación',
        config: 'Configuración',
        label: t('es', 'config.pageLink'),
      }),
    );
    expect(outcome!.message).toContain('Archivo › Compartir › Publicar en la Web');
    expect(outcome!.message).not.toContain(EXEC);
    expect(env.ui.alerts.at(-1)!.message).toBe(outcome!.message);
    expect(env.ui.dialogs).toEqual([]);
    // In English for an English workbook.
    const en = createGasEnvironment({ locale: 'en_US' });
    const english = club(en, CLUB_A).publishStandings() as Outcome;
    expect(english!.message).toContain('File › Share › Publish to the web');
  });

  it("the published tab's link typed into Configuración › Enlace de la página gives the dialog's QR and Emparejamientos'", () => {
    const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: EXEC });
    const menu = club(env, CLUB_A);
    setting(env, t('es', 'config.pageLink'), PUBLISHED);
    const outcome = menu.publishStandings() as Outcome;
    expect(outcome).toMatchObject({ ok: true, url: PUBLISHED });
    const dialog = env.ui.dialogs.at(-1)!;
    expect(dialog.html).toContain(`href="${PUBLISHED.replace(/&/g, '&amp;')}"`);
    expect(dialog.html).toContain('<svg');
    expect((menu.pairNextRound() as Outcome)?.ok).toBe(true);
    expect(env.spreadsheet.getSheetByName('Emparejamientos')!.images).toHaveLength(1);
    expect(env.properties.script.store.size).toBe(0);
  });

  it('Resultados desde el teléfono = Sí: the round is paired without codes or Actas, and the summary says why', () => {
    const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: EXEC });
    const menu = club(env, CLUB_A);
    setting(env, t('es', 'config.phoneResults'), 'Sí');
    const outcome = menu.pairNextRound() as Outcome;
    expect(outcome?.ok).toBe(true);
    expect(outcome!.message).toContain(
      t('es', 'edition.phoneOff', { tab: 'Configuración', label: t('es', 'config.phoneResults') }),
    );
    expect(env.spreadsheet.getSheetByName('Actas')).toBeNull();
    expect(env.properties.script.store.size).toBe(0);
    // The sidebar offers no import of phones' reports.
    menu.showStatus();
    expect(env.ui.sidebars.at(-1)!.html).not.toContain('importResults');
  });
});

describe('the add-on on an engine with the ES2020 built-ins only (docs/addon.md "The start of an execution, and built-ins")', () => {
  it('sets up, pairs, scores, publishes and opens its menu without a later built-in', () => {
    const env = createGasEnvironment({ locale: 'es_ES', authMode: 'FULL' });
    // Nothing of jest's inside: collected, then asserted.
    const outcomes = withoutLaterBuiltIns(() => {
      const menu = loadAddonBundle(env) as unknown as Globals;
      const setUp = menu.setupTournament() as Outcome;
      env.spreadsheet.getSheetByName('Jugadores')!.getRange(2, 1, CLUB_A.length, 4).setValues(CLUB_A);
      const paired = menu.pairNextRound() as Outcome;
      score(env);
      const standings = menu.updateStandings() as Outcome;
      const published = menu.publishStandings() as Outcome;
      menu.onOpen({ authMode: 'NONE' });
      return [setUp?.ok, paired?.ok, standings?.ok, published?.message];
    });
    expect(outcomes.slice(0, 3)).toEqual([true, true, true]);
    expect(outcomes[3]).toContain('Publicar en la Web');
    expect(env.ui.menus.at(-1)!.addon).toBe(true);
  });
});

describe('custom functions: the same in both editions', () => {
  it('a formula gives the same answer through either bundle', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const pasteIn = loadBundle(env) as Record<string, unknown>;
    (pasteIn as unknown as Globals).setupTournament();
    env.spreadsheet.getSheetByName('Jugadores')!.getRange(2, 1, CLUB_A.length, 4).setValues(CLUB_A);
    (pasteIn as unknown as Globals).pairNextRound();
    score(env);
    const addon = loadAddonBundle(anotherExecution(env)) as Record<string, unknown>;
    for (const [name, args] of [
      ['STANDINGS', [range('Jugadores!A:H'), range('Rondas!A:G')]],
      ['ELO_CHANGE', [2100, 1900, 1, 20]],
      ['DUP_NOTATION', ['8H-']],
    ] as const) {
      const viaPasteIn = callCustomFunction(pasteIn, env.spreadsheet, name, ...args);
      expect(callCustomFunction(addon, env.spreadsheet, name, ...args)).toEqual(viaPasteIn);
    }
  });
});
