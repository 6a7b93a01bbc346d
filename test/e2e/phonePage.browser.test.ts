// The live page at club size on a 375 px phone (rules §8, docs/standings.md "Live page";
// issue 23 item 5), in Debian's chromium: a 40-player field made by the generator, four of
// them with long realistic names, round 9 in play, two duplicate games and the club's season.
// On every section — the boards, the standings, the duplicate ranking, the season's tables
// (Temporada, Escalafón, EloDI) —
// no name takes more than two lines, and the page never scrolls sideways. Screenshot in
// out/screenshots/phone-40-375.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { standingsPage, type StandingsPageInput } from '../../src/sheets/tournament/standingsPage';
import { type Browser, launch, PHONE } from '../support/chromium';
import { LONG_NAMES, phonePageInput } from '../support/phoneTournament';

const SCREENSHOTS = join(__dirname, '..', '..', 'out', 'screenshots');
/** The page's tables: the boards, the standings, the duplicate ranking, Temporada, Escalafón, EloDI. */
const TABLES = ['boards', 'standings', 'duplicate-ranking', 'season', 'rating-list', 'elodi'];

/** What the page shows of one table (measured in the page). */
interface Measured {
  /** Each name cell's text and the lines it takes: its content's height over its line height (an "out" note aside). */
  names: { text: string; lines: number }[];
  /** The table's right edge, in CSS pixels. */
  right: number;
  /** Short headers shown (the abbreviations), in order. */
  shortHeaders: string[];
}

interface Style {
  lineHeight: string;
  paddingTop: string;
  paddingBottom: string;
  display: string;
}
interface Element {
  id: string;
  innerText: string;
  clientHeight: number;
  offsetHeight: number;
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element>;
  getBoundingClientRect(): { right: number };
}
interface PageGlobals {
  document: Element & {
    documentElement: { scrollWidth: number; clientWidth: number };
    getElementById(id: string): Element | null;
  };
  getComputedStyle(element: Element): Style;
}

let input: StandingsPageInput;
let browser: Browser;
beforeAll(async () => {
  input = phonePageInput();
  browser = await launch(PHONE);
}, 180000);
afterAll(async () => {
  await browser?.close();
});

describe('the live page of a 40-player club tournament on a 375 px phone (issue 23 item 5)', () => {
  it('every section: each name in at most two lines, short headers over the numbers, nothing scrolls sideways', async () => {
    const page = await browser.context.newPage();
    await page.setContent(standingsPage(input));
    const shown = await page.evaluate((ids) => {
      const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
      const tables: Record<string, Measured> = {};
      for (const id of ids) {
        const table = document.getElementById(id);
        if (!table) continue;
        const names = Array.from(table.querySelectorAll('tbody .name')).map((cell) => {
          const style = getComputedStyle(cell);
          const note = cell.querySelector('.status');
          const content =
            cell.clientHeight -
            parseFloat(style.paddingTop) -
            parseFloat(style.paddingBottom) -
            (note ? note.offsetHeight : 0);
          return { text: cell.innerText, lines: Math.round(content / parseFloat(style.lineHeight)) };
        });
        const shortHeaders = Array.from(table.querySelectorAll('thead abbr.short'))
          .filter((abbr) => getComputedStyle(abbr).display !== 'none')
          .map((abbr) => abbr.innerText);
        tables[id] = { names, right: table.getBoundingClientRect().right, shortHeaders };
      }
      return {
        tables,
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      };
    }, TABLES);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-40-375.png'), fullPage: true });
    await page.close();

    expect(Object.keys(shown.tables)).toEqual(TABLES);
    expect(shown.clientWidth).toBe(375);
    expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);
    // 20 boards (40 players), 40 standings rows, 40 in the duplicate ranking and in the season.
    expect(shown.tables.boards.names).toHaveLength(40);
    for (const id of ['standings', 'duplicate-ranking', 'season', 'rating-list', 'elodi'])
      expect([id, shown.tables[id].names.length]).toEqual([id, 40]);
    for (const id of TABLES) {
      const { names, right } = shown.tables[id];
      expect([id, right <= 375]).toEqual([id, true]);
      // Every name has been measured (a line at least) and none takes a third line.
      expect([id, names.filter((name) => name.lines < 1 || name.lines > 2)]).toEqual([id, []]);
    }
    // The long names are there, and a long one does take its second line (the measure is not blind).
    const standings = shown.tables.standings.names;
    for (const name of LONG_NAMES) expect(standings.map((cell) => cell.text)).toContain(name);
    expect(Math.max(...standings.map((cell) => cell.lines))).toBe(2);
    // Short headers over the numbers (i18n section phonePage.ts): Puesto, Puntos, Puntos Scrabble.
    expect(shown.tables.standings.shortHeaders).toEqual(['#', 'Pts', 'Pt. Scr.']);
    expect(shown.tables['rating-list'].shortHeaders).toEqual(['#', 'Esc.', 'Part. val.', 'Torn.']);
    // EloDI starts with the names (no place column): Volatilidad and Partidas EloDI shortened.
    expect(shown.tables.elodi.shortHeaders).toEqual(['Vol.', 'Part.']);
  });

  it('a wide screen keeps the full headers', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.setContent(standingsPage(input));
    const headers = await page.evaluate(() => {
      const { document } = globalThis as unknown as PageGlobals;
      return Array.from(document.querySelectorAll('#standings thead th')).map((cell) => cell.innerText.trim());
    });
    await page.close();
    expect(headers).toEqual(['Puesto', 'N°', 'Nombre', 'Club', 'Puntos', 'SB', 'Puntos Scrabble']);
  });
});
