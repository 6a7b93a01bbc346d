// The live standings web app (rules §8 "Publicar clasificación", §9) on the built bundle, in a
// vm with the strict fake Apps Script services. The menu actions run in the document's
// execution; the page is served by a *web-app execution* of the same project, where there is
// no active spreadsheet, no Ui and no document lock: it serves what the actions published to
// the script properties, rendered and cached for a minute, names escaped.
import {
  anotherExecution,
  asSpreadsheet,
  createGasEnvironment,
  PROPERTY_STORE_LIMIT,
  PROPERTY_VALUE_LIMIT,
  type GasEnvironment,
} from './fakes';
import { ensureBuilt, loadBundle, bundleSource } from '../support/loadBundle';
import { SheetsWorkbook } from '../../src/gas/sheetsWorkbook';
import { loadTournament } from '../../src/sheets/tournament/loadTournament';
import { computeStandings } from '../../src/core/standings';
import { formatNumber } from '../../src/sheets/tournament/standingsPage';
import { seeded, XSS_NAME } from '../fixtures/xlsx';
import { refreshSecondsFor, UNCHANGED } from '../../src/sheets/tournament/pagePolling';

beforeAll(() => ensureBuilt());

const URL = 'https://script.google.com/macros/s/AKfy-fake/exec';

interface Bundle {
  doGet(event?: unknown): { getContent(): string; getTitle(): string; metaTags: Record<string, string> };
  refreshStandings(lang?: string, shown?: string): string;
  setupTournament(): unknown;
  pairNextRound(): unknown;
  updateStandings(): { ok: boolean; message: string } | null;
  publishStandings(): { ok: boolean; message: string } | null;
  scoreDuplicate(): { ok: boolean; message: string } | null;
  closeTournament(): { ok: boolean; message: string } | null;
  newTournament(): { ok: boolean; message: string } | null;
  showStatus(): unknown;
}

const PLAYERS = [
  ['', 'Ana García', 2100, 'Club Alfil'],
  ['', XSS_NAME, 2000, 'Club <Atril>'],
  ['', 'Luis Pérez', 1950, ''],
  ['', 'María López', 1900, 'Club Alfil'],
  ['', 'José Martín', null, ''],
];

/** The director's execution (menu) set up and paired, and a web-app execution of the same project. */
function setUp(url: string | null): { env: GasEnvironment; menu: Bundle; web: GasEnvironment; page: Bundle } {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: url });
  const menu = loadBundle(env) as unknown as Bundle;
  menu.setupTournament();
  env.spreadsheet
    .getSheetByName('Jugadores')
    ?.getRange(2, 1, PLAYERS.length, 4)
    .setValues(PLAYERS.map((row) => row.map((cell) => cell ?? '')));
  menu.pairNextRound();
  const web = anotherExecution(env, { context: 'webapp' });
  return { env, menu, web, page: loadBundle(web) as unknown as Bundle };
}

/** Types the scores of round 1 (table by table: Jugador 1 wins on tables 1 and 3, a draw on 2). */
function typeRound1(env: GasEnvironment): void {
  const sheet = env.spreadsheet.getSheetByName('Rondas');
  const rows = sheet?.getDataRange().getValues() ?? [];
  rows.forEach((row, i) => {
    if (i === 0 || row[3] === 'DESCANSO') return;
    const scores = row[1] === 2 ? [380, 380] : [420 - Number(row[1]), 350];
    sheet?.getRange(i + 1, 5, 1, 2).setValues([scores]);
  });
}

/** The rows of the standings table (the round's boards, when a round is in play, come before it). */
function bodyRows(html: string): string[][] {
  const body = /<table id="standings">[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]),
  );
}

/** The standings of the spreadsheet now, computed by the core, as the page's rows. */
function expectedRows(env: GasEnvironment): string[][] {
  const { tournament } = loadTournament(new SheetsWorkbook(asSpreadsheet(env.spreadsheet)), 'es');
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return computeStandings(tournament).rows.map((row) => [
    String(row.place),
    String(row.player.id),
    escape(row.player.name),
    escape(row.player.club),
    formatNumber(row.points, 'es'),
    ...row.tiebreaks.map((value) => formatNumber(value as number, 'es')),
  ]);
}

const propertyReads = (env: GasEnvironment): number =>
  env.counter.calls.filter((call) => call.method === 'Properties.getProperties').length;

describe('doGet in a web-app execution: no active spreadsheet, no Ui, no document lock', () => {
  it('is a GLOBAL of the bundle (a top-level doGet Apps Script can call)', () => {
    expect(bundleSource('globals.js')).toMatch(/function doGet\(\)/);
    expect(bundleSource('globals.js')).toMatch(/function refreshStandings\(\)/);
  });

  it('lists the standings Actualizar clasificación published, in the core order, names escaped (rules §4, §9)', () => {
    const { env, menu, web, page } = setUp(URL);
    typeRound1(env);
    menu.updateStandings();
    env.counter.reset();
    const output = page.doGet({ parameter: {} });
    const html = output.getContent();
    // The web-app execution really has no document: the strict fakes give null / throw.
    const app = web.globals.SpreadsheetApp as { getActiveSpreadsheet(): unknown; getUi(): unknown };
    expect(app.getActiveSpreadsheet()).toBeNull();
    expect(() => app.getUi()).toThrow('Cannot call SpreadsheetApp.getUi() from this context.');
    expect(web.lock.getDocumentLock()).toBeNull();
    // ...and the page read nothing from the spreadsheet.
    expect(env.counter.data).toBe(0);
    const rows = expectedRows(env);
    expect(bodyRows(html)).toEqual(rows);
    expect(new Set(rows.map((row) => row[4])).size).toBeGreaterThan(1);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Club &lt;Atril&gt;');
    expect(html).toContain('Tras la ronda 1 de 7');
    expect(html).toMatch(/Actualizado: \d\d\/\d\d\/2\d\d\d/);
    expect(output.metaTags.viewport).toBe('width=device-width, initial-scale=1');
    expect(output.getTitle()).toBe('Clasificación');
  });

  it('shows what was last published: typed scores appear after Actualizar clasificación, not before', () => {
    const { env, menu, page } = setUp(URL);
    const paired = bodyRows(page.doGet().getContent());
    expect(paired).toEqual(expectedRows(env));
    typeRound1(env);
    env.clock.advance(120);
    expect(bodyRows(page.doGet().getContent())).toEqual(paired);
    menu.updateStandings();
    const updated = bodyRows(page.doGet().getContent());
    expect(updated).toEqual(expectedRows(env));
    expect(updated).not.toEqual(paired);
  });

  it('serves the rendered page from the cache for a minute, then reads the published data again', () => {
    const { env, page } = setUp(URL);
    env.counter.reset();
    const first = page.doGet().getContent();
    expect(propertyReads(env)).toBe(1);
    env.clock.advance(59);
    expect(page.doGet().getContent()).toBe(first);
    expect(propertyReads(env)).toBe(1);
    env.clock.advance(2);
    expect(page.doGet().getContent()).toBe(first);
    expect(propertyReads(env)).toBe(2);
  });

  it('a publication replaces the cached page at once', () => {
    const { env, menu, page } = setUp(URL);
    const before = page.doGet().getContent();
    typeRound1(env);
    menu.updateStandings();
    expect(page.doGet().getContent()).not.toBe(before);
  });

  it('before anything is published, says how the standings get published', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Bundle;
    const html = page.doGet().getContent();
    expect(html).toContain('todavía no se ha publicado');
    expect(html).toContain('Atril › Publicar clasificación');
    expect(page.refreshStandings('en')).toContain('have not been published yet');
  });

  it('refreshes in place through google.script.run (a meta refresh cannot reload the sandboxed page)', () => {
    const { page } = setUp(URL);
    const html = page.doGet().getContent();
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('google.script.run.withSuccessHandler(');
    expect(html).toContain(".refreshStandings('es',shown)");
    const content = page.refreshStandings('es');
    expect(content).toContain('id="standings"');
    expect(content).not.toContain('<html');
    expect(content).toContain('Ronda 1 de 7 en juego');
  });

  it('a poll with the stamp of what the page shows: "unchanged" without rendering, until the next publication', () => {
    const { env, menu, page } = setUp(URL);
    const html = page.doGet().getContent();
    const stamp = /shown="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(stamp).not.toBe('');
    // The content carries the same stamp, in its head mark.
    expect(page.refreshStandings('es').startsWith(`<!--atril:stamp=${stamp}-->`)).toBe(true);
    // The publication left its stamp in the cache: every poll reads the cache only.
    expect(page.refreshStandings('es', stamp)).toBe(UNCHANGED);
    env.counter.reset();
    expect(page.refreshStandings('es', stamp)).toBe(UNCHANGED);
    // One cache read; the published page (script properties) is not read, nothing rendered or cached.
    expect(env.counter.calls.map((call) => call.method)).toEqual(['Cache.get']);
    // rules §14.1: the publication put its stamp in the cache for 6 hours: still no property read an hour later.
    env.clock.advance(3600);
    env.counter.reset();
    expect(page.refreshStandings('es', stamp)).toBe(UNCHANGED);
    expect(env.counter.calls.map((call) => call.method)).toEqual(['Cache.get']);
    // After Google drops the cache: the stamp's property alone, put back for 5 minutes.
    env.cache.script.evictAll();
    env.counter.reset();
    expect(page.refreshStandings('es', stamp)).toBe(UNCHANGED);
    expect(env.counter.calls.map((call) => call.method)).toEqual(['Cache.get', 'Properties.getProperty', 'Cache.put']);
    env.clock.advance(299);
    env.counter.reset();
    expect(page.refreshStandings('es', stamp)).toBe(UNCHANGED);
    expect(env.counter.calls.map((call) => call.method)).toEqual(['Cache.get']);
    // A publication: the page's stamp is old, the content comes with the new one.
    menu.updateStandings();
    const fresh = page.refreshStandings('es', stamp);
    const next = /^<!--atril:stamp=([A-Za-z0-9._-]+)-->/.exec(fresh)?.[1];
    expect(next).toBeDefined();
    expect(next).not.toBe(stamp);
    expect(fresh).toContain('id="standings"');
    expect(page.refreshStandings('es', next)).toBe(UNCHANGED);
    // An unknown stamp, or none (a page from before this version): the content.
    expect(page.refreshStandings('es', 'other')).toContain('id="standings"');
    expect(page.refreshStandings('es')).toContain('id="standings"');
  });

  it('the wait between polls grows with the field', () => {
    const { page } = setUp(URL);
    expect(page.doGet().getContent()).toContain(`var base=${refreshSecondsFor(5) * 1000},`);
    expect(refreshSecondsFor(5)).toBe(60);
  });

  it('?lang=en gives the English page when Configuración has no Idioma typed', () => {
    const { env, menu, page } = setUp(URL);
    // Set-up writes Idioma; a director may clear it. The next publication carries both languages.
    const config = env.spreadsheet.getSheetByName('Configuración');
    const rows = config?.getDataRange().getValues() ?? [];
    const idioma = rows.findIndex((row) => row[0] === 'Idioma');
    config?.getRange(idioma + 1, 1, 1, 2).setValues([['', '']]);
    menu.updateStandings();
    const html = page.doGet({ parameter: { lang: 'en' } }).getContent();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Round 1 of 7 in play');
    expect(page.doGet({ parameter: {} }).getContent()).toContain('Ronda 1 de 7 en juego');
  });

  it('bad input: the director gets the alert naming tab and row; the page keeps the last good standings', () => {
    const { env, menu, page } = setUp(URL);
    const before = bodyRows(page.doGet().getContent());
    env.spreadsheet.getSheetByName('Jugadores')?.getRange(7, 2).setValue('Ana García');
    expect(menu.updateStandings()).toBeNull();
    expect(env.ui.alerts.at(-1)?.message).toMatch(/^Jugadores, fila 7/);
    env.clock.advance(120);
    const html = page.doGet().getContent();
    expect(bodyRows(html)).toEqual(before);
    expect(html).not.toMatch(/at \w+ \(/);
  });

  it('the menu handlers refuse when called from the page (google.script.run): no document there', () => {
    const { env, page } = setUp(URL);
    const rondas = env.spreadsheet.getSheetByName('Rondas')!.snapshot();
    env.counter.reset();
    for (const handler of ['pairNextRound', 'updateStandings', 'setupTournament', 'showStatus'] as const) {
      expect(() => page[handler]()).toThrow(
        'Esta acción solo se puede usar desde el menú Atril de la hoja de cálculo, no desde la página publicada.',
      );
    }
    expect(env.counter.writes).toBe(0);
    expect(env.spreadsheet.getSheetByName('Rondas')!.snapshot()).toEqual(rondas);
  });

  it('when the properties are full, the action still completes and the alert says the page is behind', () => {
    const { env, menu, page } = setUp(URL);
    const before = page.doGet().getContent();
    // Someone else's data fills the script properties to 100 bytes short of their 500 kB.
    const store = env.properties.getScriptProperties();
    for (let i = 0; store.size() < PROPERTY_STORE_LIMIT - 100; i++) {
      const room = PROPERTY_STORE_LIMIT - 100 - store.size() - `other.${i}`.length;
      store.setProperty(`other.${i}`, 'x'.repeat(Math.min(PROPERTY_VALUE_LIMIT, room)));
    }
    typeRound1(env);
    // ...and the page grows: a club name of 3,000 random letters (gzip cannot shrink it much).
    const random = seeded(11);
    const club = Array.from({ length: 3000 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
    env.spreadsheet.getSheetByName('Jugadores')!.getRange(4, 4).setValue(club);
    expect(menu.updateStandings()?.ok).toBe(true);
    const message = env.ui.alerts.at(-1)!.message;
    expect(message).toMatch(/^Actualizadas /);
    expect(message).toContain('Aviso: la clasificación en vivo no se ha podido actualizar');
    expect(message).toContain('property storage quota');
    expect(env.ui.violations).toEqual([]);
    expect(page.doGet().getContent()).toBe(before);
  });
});

describe('a large field', () => {
  it('3,000 players: published gzipped in 8,000-byte chunks within the limits, the whole table served', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const menu = loadBundle(env) as unknown as Bundle;
    menu.setupTournament();
    const jugadores = env.spreadsheet.getSheetByName('Jugadores')!;
    jugadores.insertRowsAfter(1000, 2100);
    jugadores
      .getRange(2, 1, 3000, 4)
      .setValues(
        Array.from({ length: 3000 }, (_, i) => ['', `Jugadora Número ${i + 1}`, 2400 - (i % 900), `Club ${i % 40}`]),
      );
    menu.pairNextRound();
    const stored = env.properties.getScriptProperties().store;
    const chunks = [...stored.keys()].filter((key) => /^atril\.page\.\d+$/.test(key));
    expect(Number(stored.get('atril.page'))).toBe(chunks.length);
    expect(chunks.length).toBeGreaterThan(1);
    for (const key of chunks) expect(stored.get(key)!.length).toBeLessThanOrEqual(8000);
    const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Bundle;
    const rows = bodyRows(page.doGet().getContent());
    expect(rows).toHaveLength(3000);
    expect(rows).toEqual(expectedRows(env));
    // The rendered page is larger than one cache value: it was cached in several.
    expect(Number(env.cache.getScriptCache().get('atril.html.'))).toBeGreaterThan(1);
  });
});

describe('Publicar clasificación', () => {
  it('publishes and shows the web app link (a dialog with its QR code) when the script is deployed', () => {
    const { env, menu, page } = setUp(URL);
    const alerts = env.ui.alerts.length;
    const result = menu.publishStandings();
    expect(result?.ok).toBe(true);
    // A dialog with the link and its QR code (decoded in test/e2e/standingsPage.browser.test.ts), not a plain alert.
    expect(env.ui.alerts).toHaveLength(alerts);
    const dialog = env.ui.dialogs[env.ui.dialogs.length - 1];
    expect(dialog.modal).toBe(true);
    expect(dialog.html).toContain(`href="${URL}"`);
    expect(dialog.html).toMatch(/<svg [^>]*class="qr"/);
    expect(bodyRows(page.doGet().getContent())).toEqual(expectedRows(env));
  });

  it('explains how to deploy the web app while there is none, and which tab to share meanwhile', () => {
    const { env, menu } = setUp(null);
    menu.publishStandings();
    const message = env.ui.alerts[env.ui.alerts.length - 1].message;
    expect(message).toContain('Nueva implementación');
    expect(message).toContain('Aplicación web');
    expect(message).toContain('Clasificación');
  });
});

describe('the page after each action: only the parts it may have changed are computed again (docs/addon.md "The live page")', () => {
  /** A "Duplicada 1" game where `leader` scores the master move every round and the others less. */
  const game = (leader: string): unknown[][] => [
    ['Nombre', 'R1', 'R2', 'R3'],
    ['Maestra', 60, 40, 30],
    ...['Ana García', 'Luis Pérez', 'María López'].map((name, i) =>
      name === leader ? [name, 60, 40, 30] : [name, 50 - 10 * i, 30, 20],
    ),
  ];
  const typeGame = (env: GasEnvironment, leader: string): void => {
    const sheet = env.spreadsheet.getSheetByName('Duplicada 1') ?? env.spreadsheet.insertSheet('Duplicada 1');
    sheet.getRange(1, 1, 5, 4).setValues(game(leader));
  };
  /** The names of the page's duplicate ranking, first place first. */
  const duplicateNames = (html: string): string[] => {
    const table = /<table id="duplicate-ranking">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
    return [...table.matchAll(/<th scope="row" class="name">([^<]*)/g)].map((match) => match[1]);
  };
  /** The tabs the last action read (one getValues each). */
  const tabsRead = (env: GasEnvironment): string[] => [
    ...new Set(env.counter.calls.filter((call) => call.kind === 'read').map((call) => call.target.split('!')[0])),
  ];

  it('Calcular duplicada publishes the ranking it scored; a pairing keeps it and reads no Duplicada tab', () => {
    const { env, menu, page } = setUp(URL);
    // The page published with round 1 has no duplicate ranking: there was no game.
    expect(duplicateNames(page.doGet().getContent())).toEqual([]);
    typeGame(env, 'María López');
    expect(menu.scoreDuplicate()?.ok).toBe(true);
    const scored = duplicateNames(page.doGet().getContent());
    expect(scored[0]).toBe('María López');
    expect([...scored].sort()).toEqual(['Ana García', 'Luis Pérez', 'María López']);

    // Scores typed without pressing Calcular duplicada: the page keeps the ranking last scored,
    // as the Clasificación duplicada tab does.
    typeGame(env, 'Luis Pérez');
    typeRound1(env);
    env.counter.reset();
    expect(menu.pairNextRound()).not.toBeNull();
    expect(tabsRead(env).sort()).toEqual(['Configuración', 'Jugadores', 'Rondas']);
    const paired = page.doGet().getContent();
    expect(paired).toContain('Ronda 2 de 7 en juego');
    expect(bodyRows(paired)).toEqual(expectedRows(env));
    expect(duplicateNames(paired)).toEqual(scored);

    // Calcular duplicada again: the new ranking, and the standings as the pairing left them.
    expect(menu.scoreDuplicate()?.ok).toBe(true);
    const rescored = page.doGet().getContent();
    expect(duplicateNames(rescored)[0]).toBe('Luis Pérez');
    expect(bodyRows(rescored)).toEqual(bodyRows(paired));
    expect(rescored).toContain('Ronda 2 de 7 en juego');
  });

  it('Calcular duplicada with no game leaves a template for the arbiter: the page shows no duplicate section, no error', () => {
    const { env, menu, page } = setUp(URL);
    expect(menu.scoreDuplicate()?.ok).toBe(false);
    expect(env.spreadsheet.getSheetByName('Duplicada 1')).not.toBeNull();
    const html = page.doGet().getContent();
    expect(html).not.toContain('id="duplicate"');
    expect(bodyRows(html)).toEqual(expectedRows(env));
  });

  it('Publicar clasificación computes everything again, the Duplicada tabs as they are typed', () => {
    const { env, menu, page } = setUp(URL);
    typeGame(env, 'María López');
    menu.scoreDuplicate();
    typeGame(env, 'Ana García');
    menu.updateStandings();
    expect(duplicateNames(page.doGet().getContent())[0]).toBe('María López');
    env.counter.reset();
    menu.publishStandings();
    expect(tabsRead(env)).toContain('Duplicada 1');
    expect(duplicateNames(page.doGet().getContent())[0]).toBe('Ana García');
  });

  it("a pairing in the season's next tournament keeps Temporada and Escalafón on the page without reading them", () => {
    const { env, menu, page } = setUp(URL);
    // A named tournament of one planned round: round 1 played, it closes without asking.
    const config = env.spreadsheet.getSheetByName('Configuración')!;
    const row = (key: string) => config.snapshot().findIndex((line) => line[0] === key) + 1;
    config.getRange(row('Torneo'), 2).setValue('Otoño 2026');
    config.getRange(row('Rondas'), 2).setValue(1);
    typeRound1(env);
    expect(menu.closeTournament()?.ok).toBe(true);
    expect(menu.newTournament()?.ok).toBe(true);
    const table = (html: string, id: string) => new RegExp(`<table id="${id}">[\\s\\S]*?</table>`).exec(html)?.[0];
    const published = page.doGet().getContent();
    const [season, ratingList] = [table(published, 'season'), table(published, 'rating-list')];
    expect(season).toContain('Ana García');
    expect(ratingList).toContain('Ana García');
    env.counter.reset();
    expect(menu.pairNextRound()).not.toBeNull();
    expect(tabsRead(env).sort()).toEqual(['Configuración', 'Jugadores', 'Rondas']);
    const html = page.doGet().getContent();
    // The club's settings go on to the next tournament: one planned round.
    expect(html).toContain('Ronda 1 de 1 en juego');
    expect([table(html, 'season'), table(html, 'rating-list')]).toEqual([season, ratingList]);
  });
});
