// The live standings page (rules §8 "Publicar clasificación", §9) rendered in Debian's
// chromium: every player in the core's order with the right place, points and tiebreaks;
// names are text, never markup; a phone never scrolls sideways.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDemo } from '../../src/local/demo';
import { computeStandings } from '../../src/core/standings';
import { standingsGrid } from '../../src/sheets/tournament/views';
import { formatNumber, standingsPage, standingsPageInput } from '../../src/sheets/tournament/standingsPage';
import { type Browser, launch } from '../support/chromium';
import { XSS_NAME, smallTournament } from '../fixtures/xlsx';

/** The members of DOM objects these tests read (the project's tsconfig has no DOM lib). */
interface Shown {
  innerText: string;
  offsetWidth: number;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): { right: number };
}
interface PageDocument {
  documentElement: Shown;
  body: Shown;
  getElementById(id: string): Shown;
  querySelectorAll(selector: string): ArrayLike<Shown>;
}

const SCREENSHOTS = join(__dirname, '..', '..', 'out', 'screenshots');

const tournament = smallTournament();
const standings = computeStandings(tournament);
// The page renders the grid the Clasificación tab shows; the test checks it against the core.
const html = standingsPage({
  grid: standingsGrid(tournament, 'es'),
  lang: 'es',
  tournament: tournament.config.name,
  subtitle: 'Tras la ronda 5 de 5',
  updated: '14/03/2026 18:05',
});

describe('standings page in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ viewport: { width: 1024, height: 768 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists every player in the order of the core standings, with place, points and tiebreaks (rules §4)', async () => {
    const page = await browser.context.newPage();
    await page.setContent(html);
    const shown = await page.$$eval('#standings tbody tr', (rows) =>
      rows.map((row) => Array.from(row.children).map((cell) => (cell as unknown as Shown).innerText.trim())),
    );
    expect(shown).toHaveLength(tournament.players.length);
    const expected = standings.rows.map((row) => [
      String(row.place),
      String(row.player.id),
      row.player.name,
      row.player.club,
      formatNumber(row.points, 'es'),
      ...row.tiebreaks.map((value) => formatNumber(value as number, 'es')),
    ]);
    expect(shown).toEqual(expected);
    // The data really has the cases the columns must get right: half points and a tie on points.
    expect(standings.rows.some((row) => !Number.isInteger(row.points))).toBe(true);
    expect(new Set(standings.rows.map((row) => row.points)).size).toBeLessThan(standings.rows.length);
    const headers = await page.$$eval('#standings thead th', (cells) =>
      cells.map((cell) => (cell as unknown as Shown).innerText.trim()),
    );
    expect(headers).toEqual(['Puesto', 'N°', 'Nombre', 'Club', 'Puntos', 'SB', 'Puntos Scrabble']);
    expect(await page.title()).toBe('Torneo <de> prueba — Clasificación');
    await page.close();
  });

  it(`rules §9: a player named ${XSS_NAME} shows as text: no dialog, no img element, no markup from the club`, async () => {
    const page = await browser.context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.setContent(html);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(await page.$$('img')).toHaveLength(0);
    expect(await page.$$('#standings b')).toHaveLength(0);
    const names = await page.$$eval('#standings tbody th.name', (cells) => cells.map((cell) => cell.textContent));
    expect(names).toContain(XSS_NAME);
    expect(await page.$eval('#standings', (table) => table.textContent)).toContain('<b>Club</b> "Raro"');
    await page.close();
  });
});

describe('standings page on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({
      viewport: { width: 375, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fits a 375 px screen: no horizontal scroll, the table inside the viewport, points still shown', async () => {
    const page = await browser.context.newPage();
    await page.setContent(html);
    const size = await page.evaluate(() => {
      // Runs in the page (tsconfig has no DOM lib: the few members used are typed here).
      const doc = (globalThis as unknown as { document: PageDocument }).document;
      return {
        scrollWidth: doc.documentElement.scrollWidth,
        clientWidth: doc.documentElement.clientWidth,
        bodyScroll: doc.body.scrollWidth,
        tableRight: doc.getElementById('standings').getBoundingClientRect().right,
        points: Array.from(doc.querySelectorAll('#standings tbody tr:first-child td.number')).map(
          (cell) => cell.offsetWidth > 0,
        ),
      };
    });
    expect(size.clientWidth).toBe(375);
    expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
    expect(size.bodyScroll).toBeLessThanOrEqual(size.clientWidth);
    expect(size.tableRight).toBeLessThanOrEqual(375);
    expect(size.points).toEqual([true, true, true]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'standings-375.png'), fullPage: true });
    await page.close();
  });

  it('the demo tournament (26 players, long names and clubs) also fits, every player listed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atril-page-'));
    try {
      const demo = await runDemo({ out: join(dir, 'demo.xlsx') });
      const input = standingsPageInput(demo.workbook, 'es');
      const page = await browser.context.newPage();
      await page.setContent(standingsPage({ ...input, updated: '14/03/2026 18:05' }));
      const size = await page.evaluate(() => {
        const doc = (globalThis as unknown as { document: PageDocument }).document;
        return {
          scrollWidth: doc.documentElement.scrollWidth,
          clientWidth: doc.documentElement.clientWidth,
          rows: doc.querySelectorAll('#standings tbody tr').length,
        };
      });
      expect(size.rows).toBe(26);
      expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
      await page.screenshot({ path: join(SCREENSHOTS, 'demo-375.png'), fullPage: true });
      await page.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // The club's season under the standings (docs/season.md).
  it('a season of ten tournaments scrolls inside its box, never the page; the rating list shows the ratings', async () => {
    const tournaments = Array.from({ length: 10 }, (_, i) => `Torneo mensual ${i + 1}`);
    const season = [
      ['Puesto', 'Nombre', ...tournaments, 'Total'],
      ...standings.rows.map((row, p) => [
        p + 1,
        row.player.name,
        ...tournaments.map((_, i) => 1000 - p * 10 - i),
        9999,
      ]),
    ];
    const ratings = [
      ['Puesto', 'Nombre', 'Escalafón', 'Partidas valoradas', 'Torneos', 'Último torneo', 'Club'],
      ...standings.rows.map((row, p) => [
        p + 1,
        row.player.name,
        2200 - p,
        40,
        10,
        'Torneo mensual 10',
        row.player.club,
      ]),
    ];
    const page = await browser.context.newPage();
    await page.setContent(
      standingsPage({
        grid: standingsGrid(tournament, 'es'),
        lang: 'es',
        sections: [
          { title: 'Clasificación de la temporada', grid: season },
          { title: 'Escalafón del club', grid: ratings },
        ],
      }),
    );
    const size = await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: PageDocument }).document;
      const tables = doc.querySelectorAll('section table');
      return {
        scrollWidth: doc.documentElement.scrollWidth,
        clientWidth: doc.documentElement.clientWidth,
        sections: tables.length,
        seasonWider: tables[0].scrollWidth > 375,
        ratingShown: Array.from(doc.querySelectorAll('section:last-of-type tbody tr:first-child td.number')).map(
          (cell) => cell.offsetWidth > 0,
        ),
      };
    });
    expect(size.sections).toBe(2);
    expect(size.seasonWider).toBe(true);
    expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
    expect(size.ratingShown[0]).toBe(true);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'season-375.png'), fullPage: true });
    await page.close();
  });
});
