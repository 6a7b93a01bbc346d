// The live page (rules §8 "Publicar clasificación", §9) rendered in Debian's chromium: every
// player in the core's order with the right place, points and tiebreaks; while a round is
// in play its boards first, found by part of a name at 375 px; the QR codes (page, publish
// dialog, Emparejamientos) read back with jsQR; names are text, never markup; a phone never
// scrolls sideways. Screenshots in out/screenshots/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDemo } from '../../src/local/demo';
import { computeStandings } from '../../src/core/standings';
import { standingsGrid } from '../../src/sheets/tournament/views';
import { formatNumber, progressLine, standingsPage } from '../../src/sheets/tournament/standingsPage';
import { roundInPlay, standingsPageInput } from '../../src/sheets/tournament/standingsPageData';
import type { Tournament } from '../../src/core/model';
import { pairRound, pendingGames } from '../../src/core/pairing';
import { livePageInput } from '../../src/sheets/actions/livePage';
import { publishDialogHtml } from '../../src/sheets/actions/publishStandings';
import { qrGifBase64 } from '../../src/sheets/grid/qrCode';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { type Browser, launch, PHONE } from '../support/chromium';
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
    browser = await launch(PHONE);
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
          { id: 'season', title: 'Clasificación de la temporada', grid: season },
          { id: 'rating-list', title: 'Escalafón del club', grid: ratings },
        ],
      }),
    );
    const size = await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: PageDocument }).document;
      const tables = doc.querySelectorAll('table#season, table#rating-list');
      return {
        scrollWidth: doc.documentElement.scrollWidth,
        clientWidth: doc.documentElement.clientWidth,
        sections: tables.length,
        seasonWider: tables[0].scrollWidth > 375,
        ratingShown: Array.from(doc.querySelectorAll('#rating-list tbody tr:first-child td.number')).map(
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

// --- The round in play, finding one's board, the QR codes (rules §8) ---

const LINK = 'https://script.google.com/macros/s/AKfycbzAtrilExampleDeployment0123456789/exec';
const SCRIPT_NAME = '<script>alert("x")</script> Ñuño';

/** smallTournament after 5 rounds of 7, round 6 just paired by the engine (no results yet), one player renamed with a <script>. */
function roundInPlayTournament(): Tournament {
  const base = smallTournament(5);
  const players = base.players.map((player, i) => (i === 3 ? { ...player, name: SCRIPT_NAME } : player));
  const t: Tournament = { ...base, config: { ...base.config, rounds: 7 }, players };
  const round = pairRound(t);
  return { ...t, games: [...t.games, ...pendingGames(round)] };
}

/** The page globals drawing a picture on a canvas needs (tsconfig has no DOM lib). */
interface Canvas2D {
  imageSmoothingEnabled: boolean;
  fillStyle: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: unknown, x: number, y: number, width: number, height: number): void;
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
}
interface PictureGlobals {
  document: {
    querySelector(css: string): { tagName: string; src: string };
    createElement(tag: 'canvas'): { width: number; height: number; getContext(kind: '2d'): Canvas2D };
  };
  XMLSerializer: new () => { serializeToString(node: unknown): string };
  Image: new () => { onload: (() => void) | null; onerror: (() => void) | null; src: string };
  btoa(binary: string): string;
}

/** The pixels of a picture element (an <svg> or <img>) drawn on a white 400 × 400 canvas, for jsQR. */
async function pixelsOf(
  page: Page,
  selector: string,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const drawn = await page.evaluate(async (css) => {
    const scope = globalThis as unknown as PictureGlobals;
    const element = scope.document.querySelector(css);
    const source =
      element.tagName.toLowerCase() === 'svg'
        ? 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new scope.XMLSerializer().serializeToString(element))
        : element.src;
    const image = new scope.Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error(`cannot draw ${css}`));
      image.src = source;
    });
    const side = 400;
    const canvas = scope.document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    context.imageSmoothingEnabled = false;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(image, 0, 0, side, side);
    // The pixels cross to Node as base64 text: an array of 640,000 numbers took ~20 s to serialise.
    const bytes = context.getImageData(0, 0, side, side).data;
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000)
      binary += String.fromCharCode(...Array.from(bytes.subarray(at, at + 0x8000)));
    return { data: scope.btoa(binary), width: side, height: side };
  }, selector);
  return { data: Uint8ClampedArray.from(Buffer.from(drawn.data, 'base64')), width: drawn.width, height: drawn.height };
}

async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const { data, width, height } = await pixelsOf(page, selector);
  return jsQR(data, width, height)?.data ?? null;
}

describe('the live page while a round is in play, on a phone (375 px)', () => {
  let browser: Browser;
  const tournament = roundInPlayTournament();
  const input = {
    grid: standingsGrid(tournament, 'es', undefined, true),
    lang: 'es' as const,
    tournament: tournament.config.name,
    subtitle: progressLine(tournament.games, tournament.config.rounds, 'es'),
    updated: '14/03/2026 18:05',
    round: roundInPlay(tournament),
    link: LINK,
  };
  const html = standingsPage(input);

  beforeAll(async () => {
    browser = await launch(PHONE);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the round's boards first — table, both names, who starts — then the standings", async () => {
    expect(input.subtitle).toBe('Ronda 6 de 7 en juego');
    expect(input.round?.round).toBe(6);
    const page = await browser.context.newPage();
    await page.setContent(html);
    expect(await page.$eval('#round h2', (h) => h.textContent)).toBe('Ronda 6: mesas');
    const sections = await page.$$eval('main > section', (list) => list.map((section) => section.id));
    expect(sections).toEqual(['round', 'ranking', 'share']);
    const boards = await page.$$eval('#boards tbody tr', (rows) =>
      rows.map((row) => Array.from(row.children).map((cell) => (cell as unknown as Shown).innerText.trim())),
    );
    const expected = (input.round as NonNullable<typeof input.round>).boards.map(({ table, first, second }) =>
      second === null ? ['', first.name, 'DESCANSO'] : [String(table), `${first.name} sale`, second.name],
    );
    expect(boards).toEqual(expected);
    expect(boards.length).toBeGreaterThan(3);
    await page.close();
  });

  it('finds a player by part of the name, accents and case aside: his table, rival and who starts', async () => {
    const page = await browser.context.newPage();
    await page.setContent(html);
    const round = input.round as NonNullable<typeof input.round>;
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    // The first board with an accented name: typed without its accents, in capitals, in part.
    const board = round.boards.find((b) => b.second !== null && fold(b.second.name) !== b.second.name.toLowerCase());
    if (!board || !board.second) throw new Error('no accented name on a board of this round');
    const name = board.second.name;
    const query = fold(name).slice(2, 9).toUpperCase();
    await page.fill('#find', query);
    const visible = await page.$$eval('#boards tbody tr', (rows) =>
      rows
        .filter((row) => !(row as unknown as { hidden: boolean }).hidden)
        .map((row) => (row as unknown as Shown).innerText),
    );
    const matching = round.boards.filter((b) =>
      fold(`${b.table ?? ''} ${b.first.name} sale ${b.second?.name ?? 'DESCANSO'}`).includes(query.toLowerCase()),
    );
    expect(visible).toHaveLength(matching.length);
    const mine = visible.find((text) => text.includes(name)) as string;
    expect(mine).toContain(String(board.table));
    expect(mine).toContain(board.first.name);
    // Jugador 1 starts: the mark follows his name.
    expect(mine.indexOf('sale')).toBeGreaterThan(mine.indexOf(board.first.name));
    expect(mine.indexOf('sale')).toBeLessThan(mine.indexOf(name));
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'round-find-375.png'), fullPage: true });
    // Ñ typed as N, no match says so.
    await page.fill('#find', 'nuno');
    expect(await page.$$eval('#boards tbody tr:not([hidden])', (rows) => rows.length)).toBe(1);
    await page.fill('#find', 'zzz');
    expect(await page.$$eval('#boards tbody tr:not([hidden])', (rows) => rows.length)).toBe(0);
    expect(await page.isVisible('#nofind')).toBe(true);
    await page.fill('#find', '');
    expect(await page.$$eval('#boards tbody tr:not([hidden])', (rows) => rows.length)).toBe(round.boards.length);
    await page.close();
  });

  it('fits 375 px without sideways scrolling; a name with <script> is text and runs nothing', async () => {
    const page = await browser.context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.setContent(html);
    await page.waitForTimeout(200);
    expect(dialogs).toEqual([]);
    expect(await page.$$('main script')).toHaveLength(0);
    expect(await page.$eval('#boards', (table) => table.textContent)).toContain(SCRIPT_NAME);
    const size = await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: PageDocument }).document;
      return { scrollWidth: doc.documentElement.scrollWidth, clientWidth: doc.documentElement.clientWidth };
    });
    expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
    await page.screenshot({ path: join(SCREENSHOTS, 'round-375.png'), fullPage: true });
    await page.close();
  });

  it("the page's QR code decodes to the page's link", async () => {
    const page = await browser.context.newPage();
    await page.setContent(html);
    expect(await decodeQr(page, '#share svg')).toBe(LINK);
    expect(await page.$eval('#share .link', (p) => p.textContent)).toBe(LINK);
    await page.close();
  });

  it('the QR codes of "Publicar clasificación" and of the Emparejamientos sheet decode to the link too', async () => {
    const page = await browser.context.newPage();
    await page.setContent(publishDialogHtml(`Clasificación en vivo:\n${LINK}`, LINK, 'es'));
    expect(await decodeQr(page, '#qr svg')).toBe(LINK);
    expect(await page.$eval('#link', (a) => a.getAttribute('href'))).toBe(LINK);
    await page.screenshot({ path: join(SCREENSHOTS, 'publish-dialog.png') });
    // The GIF the pairing puts on Emparejamientos (Sheets and .xlsx alike).
    await page.setContent(`<img id="gif" src="data:image/gif;base64,${qrGifBase64(LINK)}">`);
    expect(await decodeQr(page, '#gif')).toBe(LINK);
    await page.close();
  });
});

describe('the duplicate ranking on the live page', () => {
  it('the demo (two duplicate games) shows the overall ranking after the standings, with the games and their rounds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atril-page-'));
    const browser = await launch({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true });
    try {
      const demo = await runDemo({ out: join(dir, 'demo.xlsx') });
      const input = livePageInput(demo.workbook, 'es');
      expect(input.duplicate && 'grid' in input.duplicate).toBe(true);
      const page = await browser.context.newPage();
      await page.setContent(standingsPage({ ...input, updated: '14/03/2026 18:05' }));
      expect(await page.$$eval('main > section', (list) => list.map((section) => section.id))).toEqual([
        'ranking',
        'duplicate',
        'share',
      ]);
      const caption = await page.$eval('#duplicate .sub', (p) => p.textContent);
      expect(caption).toMatch(/Duplicada 1: 21 jugadores, 14 rondas · Duplicada 2: 22 jugadores, 15 rondas/);
      // At 375 px the short headers show, each with the full one as its title (issue 23 item 5).
      const header = await page.$$eval('#duplicate-ranking thead th', (cells) =>
        cells.map((cell) => [
          (cell as unknown as Shown).innerText.trim(),
          cell.querySelector('abbr')?.getAttribute('title') ?? cell.textContent,
        ]),
      );
      expect(header).toEqual([
        ['#', 'Puesto'],
        ['Jugador', 'Jugador'],
        ['Part.', 'Partidas'],
        ['% medio', 'Porcentaje medio'],
      ]);
      // Everyone who played a duplicate game (the names under Maestra in either tab), once.
      const players = new Set(
        ['Duplicada 1', 'Duplicada 2'].flatMap((tab) => (demo.workbook.read(tab) ?? []).slice(2).map((row) => row[0])),
      );
      expect(players.size).toBeGreaterThan(20);
      expect(await page.$$eval('#duplicate-ranking tbody tr', (rows) => rows.length)).toBe(players.size);
      const size = await page.evaluate(() => {
        const doc = (globalThis as unknown as { document: PageDocument }).document;
        return { scrollWidth: doc.documentElement.scrollWidth, clientWidth: doc.documentElement.clientWidth };
      });
      expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
      await page.screenshot({ path: join(SCREENSHOTS, 'demo-duplicate-375.png'), fullPage: true });
      await page.close();
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
