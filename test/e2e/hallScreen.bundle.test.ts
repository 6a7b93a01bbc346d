// The hall's screen (rules §16) served by the built bundle's web app in the strict fakes: a
// web-app execution with no document serves ?pantalla=1 (?screen=1) from what the menu
// published — the round's boards, the list, the leaders, names escaped — cached apart from the
// page, replaced by the next publication, and refreshed through refreshScreen as the page is
// through refreshStandings (UNCHANGED while nothing was published since).
import { anotherExecution, createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { XSS_NAME } from '../fixtures/xlsx';
import { UNCHANGED } from '../../src/sheets/tournament/pagePolling';

beforeAll(() => ensureBuilt());

const URL = 'https://script.google.com/macros/s/AKfy-screen/exec';

interface Bundle {
  doGet(event?: unknown): { getContent(): string; getTitle(): string };
  refreshScreen(lang?: string, shown?: string): string;
  refreshStandings(lang?: string, shown?: string): string;
  setupTournament(): unknown;
  pairNextRound(): unknown;
  publishStandings(): { ok: boolean; message: string } | null;
}

const PLAYERS = [
  ['', 'Ana García', 2100],
  ['', XSS_NAME, 2000],
  ['', 'Luis Pérez', 1950],
  ['', 'María López', 1900],
];

function setUp(): { env: GasEnvironment; menu: Bundle; page: Bundle } {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: URL });
  const menu = loadBundle(env) as unknown as Bundle;
  menu.setupTournament();
  env.spreadsheet.getSheetByName('Jugadores')?.getRange(2, 1, PLAYERS.length, 3).setValues(PLAYERS);
  menu.pairNextRound();
  const web = anotherExecution(env, { context: 'webapp' });
  return { env, menu, page: loadBundle(web) as unknown as Bundle };
}

/** The stamp of the publication a served screen shows (its polling sends it back). */
const stampOf = (html: string) => /shown="([A-Za-z0-9._-]+)"/.exec(html)?.[1] ?? '';

describe('the hall screen through the web app', () => {
  it('?pantalla=1 and ?screen=1 serve the screen, not the page, from the publication; nothing read from the sheet', () => {
    const { env, page } = setUp();
    env.counter.reset();
    const screen = page.doGet({ parameter: { pantalla: '1' } }).getContent();
    expect(env.counter.data).toBe(0);
    expect(screen).toContain('data-kind="boards" data-title="Ronda 1 · Mesas"');
    expect(screen).toContain('data-kind="list"');
    expect(screen).toContain('data-kind="leaders"');
    expect(screen).toContain('window.atrilScreen');
    expect(screen).toContain(".refreshScreen('es',shown)");
    expect(screen).not.toContain('<img');
    expect(screen).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(screen).not.toContain('id="find"');
    expect(page.doGet({ parameter: { screen: '1' } }).getContent()).toBe(screen);
    // The page itself is still the page, cached apart.
    const live = page.doGet({ parameter: {} }).getContent();
    expect(live).toContain('id="find"');
    expect(live).not.toContain('atrilScreen');
  });

  it('refreshScreen: UNCHANGED while nothing was published since; the new content after a publication', () => {
    const { menu, page } = setUp();
    const screen = page.doGet({ parameter: { pantalla: '1' } }).getContent();
    const stamp = stampOf(screen);
    expect(stamp).not.toBe('');
    expect(page.refreshScreen('es', stamp)).toBe(UNCHANGED);
    menu.publishStandings();
    const fresh = page.refreshScreen('es', stamp);
    expect(fresh).toMatch(/^<!--atril:stamp=/);
    expect(fresh).not.toContain(`stamp=${stamp}-`);
    expect(fresh).toContain('data-kind="boards"');
    expect(fresh).not.toContain('<script');
    // The page's own refresh still answers the page's content.
    expect(page.refreshStandings('es', stamp)).toContain('id="boards"');
    // A publication replaced the cached screen at once.
    expect(stampOf(page.doGet({ parameter: { pantalla: '1' } }).getContent())).not.toBe(stamp);
  });

  it('Publicar clasificación gives the screen link beside the page link', () => {
    const { env, menu } = setUp();
    const result = menu.publishStandings();
    expect(result?.message).toContain(`Pantalla de la sala (televisor o proyector):\n${URL}?pantalla=1`);
    const html = env.ui.dialogs.at(-1)?.html ?? '';
    expect(html).toContain(`<a id="screen" href="${URL}?pantalla=1"`);
    // rules §16.1: the players' link first, under its label, with its QR code; then the screen's, under its own.
    const players = html.indexOf('Para los jugadores, en su teléfono: comparte este enlace.');
    const link = html.indexOf(`<a id="link" href="${URL}"`);
    const qr = html.indexOf('<div id="qr">');
    const screenLabel = html.indexOf('Pantalla de la sala (televisor o proyector):');
    const screen = html.indexOf('<a id="screen"');
    expect(players).toBeGreaterThan(0);
    expect([players < link, link < qr, qr < screenLabel, screenLabel < screen]).toEqual([true, true, true, true]);
    // rules §16.1: the page takes results from phones: the dialog never calls it read-only.
    expect(html).not.toContain('solo lectura');
  });
});
