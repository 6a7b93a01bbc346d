// The live standings web app (rules §8 "Publicar clasificación", §9) on the built bundle,
// in a vm with the fake Apps Script services: doGet serves the bound spreadsheet's
// standings (recomputed, read-only, escaped), refreshStandings gives the content again,
// and "Publicar clasificación" shows the link, or how to deploy while there is none.
import { createGasEnvironment, asSpreadsheet, type GasEnvironment } from './fakes';
import { ensureBuilt, loadBundle, bundleSource } from '../support/loadBundle';
import { SheetsWorkbook } from '../../src/gas/sheetsWorkbook';
import { loadTournament } from '../../src/sheets/tournament/loadTournament';
import { computeStandings } from '../../src/core/standings';
import { formatNumber } from '../../src/sheets/tournament/standingsPage';
import { XSS_NAME } from '../fixtures/xlsx';

beforeAll(() => ensureBuilt());

const URL = 'https://script.google.com/macros/s/AKfy-fake/exec';

interface Bundle {
  doGet(event?: unknown): { getContent(): string; getTitle(): string; metaTags: Record<string, string> };
  refreshStandings(lang?: string): string;
  setupTournament(): unknown;
  pairNextRound(): unknown;
  publishStandings(): { ok: boolean; message: string } | null;
}

const PLAYERS = [
  ['', 'Ana García', 2100, 'Club Alfil'],
  ['', XSS_NAME, 2000, 'Club <Atril>'],
  ['', 'Luis Pérez', 1950, ''],
  ['', 'María López', 1900, 'Club Alfil'],
  ['', 'José Martín', null, ''],
];

function setUp(url: string | null): { env: GasEnvironment; bundle: Bundle } {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: url });
  const bundle = loadBundle(env) as unknown as Bundle;
  bundle.setupTournament();
  env.spreadsheet
    .getSheetByName('Jugadores')
    ?.getRange(2, 1, PLAYERS.length, 4)
    .setValues(PLAYERS.map((row) => row.map((cell) => cell ?? '')));
  bundle.pairNextRound();
  return { env, bundle };
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

function bodyRows(html: string): string[][] {
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1]),
  );
}

describe('doGet: the live standings page of the bound spreadsheet', () => {
  it('is a GLOBAL of the bundle (a top-level doGet Apps Script can call)', () => {
    expect(bundleSource('globals.js')).toMatch(/function doGet\(\)/);
    expect(bundleSource('globals.js')).toMatch(/function refreshStandings\(\)/);
  });

  it('lists the standings recomputed from Jugadores and Rondas, in the core order, with names escaped (rules §4, §9)', () => {
    const { env, bundle } = setUp(URL);
    typeRound1(env);
    const output = bundle.doGet({ parameter: {} });
    const html = output.getContent();
    const { tournament } = loadTournament(new SheetsWorkbook(asSpreadsheet(env.spreadsheet)), 'es');
    const standings = computeStandings(tournament);
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(bodyRows(html)).toEqual(
      standings.rows.map((row) => [
        String(row.place),
        String(row.player.id),
        escape(row.player.name),
        escape(row.player.club),
        formatNumber(row.points, 'es'),
        ...row.tiebreaks.map((value) => formatNumber(value as number, 'es')),
      ]),
    );
    // Round 1 has results, so points differ: the page is not merely the pairing order.
    expect(new Set(standings.rows.map((row) => row.points)).size).toBeGreaterThan(1);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Club &lt;Atril&gt;');
    expect(html).toContain('Tras la ronda 1 de 7');
    expect(output.metaTags.viewport).toBe('width=device-width, initial-scale=1');
    expect(output.getTitle()).toBe('Clasificación');
  });

  it('refreshes in place through google.script.run (a meta refresh cannot reload the sandboxed page)', () => {
    const { bundle } = setUp(URL);
    const html = bundle.doGet().getContent();
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('google.script.run.withSuccessHandler(');
    expect(html).toContain(".refreshStandings('es')");
    const content = bundle.refreshStandings('es');
    expect(content).toContain('id="standings"');
    expect(content).not.toContain('<html');
    expect(content).toContain('Ronda 1 de 7 en juego');
  });

  it('?lang=en gives the English page when Configuración has no Idioma typed', () => {
    const { env, bundle } = setUp(URL);
    // Set-up writes Idioma; a director may clear it.
    const config = env.spreadsheet.getSheetByName('Configuración');
    const rows = config?.getDataRange().getValues() ?? [];
    const idioma = rows.findIndex((row) => row[0] === 'Idioma');
    config?.getRange(idioma + 1, 1, 1, 2).setValues([['', '']]);
    const html = bundle.doGet({ parameter: { lang: 'en' } }).getContent();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Round 1 of 7 in play');
  });

  it('bad input in the sheet gives a page naming the tab and row, not a stack trace', () => {
    const { env, bundle } = setUp(URL);
    env.spreadsheet.getSheetByName('Jugadores')?.getRange(7, 2).setValue('Ana García');
    const html = bundle.doGet().getContent();
    expect(html).toContain('Jugadores, fila 7');
    expect(html).toContain('Ana García');
    expect(html).not.toMatch(/at \w+ \(/);
  });
});

describe('Publicar clasificación', () => {
  it('shows the web app link when the script is deployed', () => {
    const { env, bundle } = setUp(URL);
    const alerts = env.ui.alerts.length;
    const result = bundle.publishStandings();
    expect(result?.ok).toBe(true);
    // A dialog with the link and its QR code (decoded in test/e2e/standingsPage.browser.test.ts), not a plain alert.
    expect(env.ui.alerts).toHaveLength(alerts);
    const dialog = env.ui.dialogs[env.ui.dialogs.length - 1];
    expect(dialog.modal).toBe(true);
    expect(dialog.html).toContain(`href="${URL}"`);
    expect(dialog.html).toMatch(/<svg [^>]*class="qr"/);
  });

  it('explains how to deploy the web app while there is none, and which tab to share meanwhile', () => {
    const { env, bundle } = setUp(null);
    bundle.publishStandings();
    const message = env.ui.alerts[env.ui.alerts.length - 1].message;
    expect(message).toContain('Nueva implementación');
    expect(message).toContain('Aplicación web');
    expect(message).toContain('Clasificación');
  });
});
