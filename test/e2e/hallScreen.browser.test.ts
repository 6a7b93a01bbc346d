// The hall's screen (rules §16) in Debian's chromium, at 1280×720 and 1920×1080, on a round of
// 60 players with long names: every text at 28 px or more (captions at 20 px or more), no
// page ever scrolls (neither way), the pages turn by themselves, and every board and every
// player of the alphabetical list is shown within one turn of the pages; a section's rows are
// dealt evenly over its pages and a page's columns even by height, no row is cut or runs under
// the footer, and names line up under their header. Screenshots in out/screenshots/
// (hall-screen-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../../src/core/model';
import { pairRound, pendingGames } from '../../src/core/pairing';
import { standingsGrid } from '../../src/sheets/tournament/views';
import { type StandingsPageInput } from '../../src/sheets/tournament/standingsPage';
import { roundInPlay } from '../../src/sheets/tournament/standingsPageData';
import { hallScreenPage, SCREEN_PAGE_SECONDS } from '../../src/sheets/tournament/hallScreen';
import { type Browser, launch } from '../support/chromium';

const SCREENSHOTS = join(__dirname, '..', '..', 'out', 'screenshots');

const FIRST = ['María de los Ángeles', 'José Antonio', 'Francisco Javier', 'Ana Belén', 'Juan Carlos', 'Íñigo'];
const LAST = [
  'Fernández-Villaverde Etxeberria',
  'Rodríguez de la Fuente',
  'Castañeda Ibarrondo',
  'Sánchez-Albornoz Peñalver',
  'Gutiérrez Solana',
  'Martínez',
  'López de Haro y Zúñiga',
  'Ñúñez',
  'García',
  'Oyarzábal Urquijo',
];

/** 60 players, most with long names; round 1 played (a spread of points), round 2 paired and in play. */
function sixtyPlayers(): Tournament {
  const players: Player[] = Array.from({ length: 60 }, (_, index) => ({
    id: index + 1,
    name: `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]} ${index + 1}`,
    rating: 2000 - index * 10,
    club: `Club ${index % 7}`,
    average: null,
    entryRound: 1,
    withdrawnFromRound: null,
    absentRounds: [],
  }));
  let tournament: Tournament = {
    config: { ...DEFAULT_CONFIG, rounds: 5, name: 'Open Internacional de la Ciudad' },
    players,
    games: [],
  };
  const first = pendingGames(pairRound(tournament)).map((game, index): Game => ({
    ...game,
    score1: 400 + (index % 5) * 20,
    score2: game.second === null ? null : 380 + (index % 3) * 30,
  }));
  tournament = { ...tournament, games: first };
  return { ...tournament, games: [...first, ...pendingGames(pairRound(tournament))] };
}

const tournament = sixtyPlayers();
const input: StandingsPageInput = {
  grid: standingsGrid(tournament, 'es'),
  lang: 'es',
  tournament: tournament.config.name,
  subtitle: 'Ronda 2 de 5 en juego',
  updated: '27/11/2026 10:05',
  round: roundInPlay(tournament),
  // No refresh: the test turns the pages itself.
  refreshSeconds: 0,
};

/** The members of DOM objects this test reads (the project's tsconfig has no DOM lib). */
interface Shown {
  innerText: string;
  children: ArrayLike<Shown>;
  querySelector(selector: string): Shown | null;
  querySelectorAll(selector: string): ArrayLike<Shown>;
  getBoundingClientRect(): { top: number; bottom: number; height: number; left: number };
}
interface ScreenDocument {
  documentElement: { scrollHeight: number; scrollWidth: number };
  querySelector(selector: string): Shown;
}
interface ScreenWindow {
  innerHeight: number;
  innerWidth: number;
  getComputedStyle(element: Shown): { fontSize: string };
  atrilScreen: { count(): number; current(): number };
}

interface Measure {
  pages: number;
  scroll: { height: number; inner: number; width: number; innerWidth: number };
  /** Each page's text of every row, and the smallest font size of its texts (px), headings and captions apart. */
  shown: { rows: string[]; body: number; caption: number }[];
  /** The page's section (its heading), each column's rows and the height they take (px), its tallest row. */
  section: string;
  columns: { rows: number; height: number }[];
  tallest: number;
  /** Rows cut by their column's bottom edge; the room between the content and the footer's caption (px). */
  clipped: number;
  footerGap: number;
  nameStarts: number[][];
}

describe('the hall screen in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launch();
  }, 60_000);
  afterAll(async () => browser?.close());

  const round = input.round!;
  const boardNames = round.boards.map((board) => board.first.name);
  const everyone = round.boards.flatMap((board) => [board.first.name, ...(board.second ? [board.second.name] : [])]);

  it.each([
    [1280, 720],
    [1920, 1080],
  ])(
    'at %i×%i: type ≥ 28 px, no scroll, every board and player within one turn',
    async (width, height) => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height });
      await page.clock.install();
      await page.setContent(hallScreenPage(input));
      const measure = async (): Promise<Measure> =>
        page.evaluate(() => {
          const { document: doc, window: win } = globalThis as unknown as {
            document: ScreenDocument;
            window: ScreenWindow;
          };
          const current = doc.querySelector('.page:not([hidden])');
          const size = (el: Shown) => parseFloat(win.getComputedStyle(el).fontSize);
          const all = (selector: string) => Array.from(current.querySelectorAll(selector));
          const columns = all('.col').map((col) => {
            const rows = Array.from(col.querySelectorAll('.r:not(.head)'));
            const top = col.getBoundingClientRect().top;
            return {
              rows: rows.length,
              height: rows.length ? rows[rows.length - 1].getBoundingClientRect().bottom - top : 0,
            };
          });
          const footer = current.querySelector(':scope > .cap')!.getBoundingClientRect().top;
          const contentBottom = Math.max(...all('.col > *').map((el) => el.getBoundingClientRect().bottom));
          return {
            section: current.querySelector('h2')!.innerText,
            columns,
            tallest: Math.max(...all('.r:not(.head)').map((row) => row.getBoundingClientRect().height)),
            clipped: all('.col').filter((col) =>
              Array.from(col.children).some(
                (row) => row.getBoundingClientRect().bottom > col.getBoundingClientRect().bottom + 0.5,
              ),
            ).length,
            footerGap: footer - contentBottom,
            // Where the first name starts in each column's header and in each of its rows.
            nameStarts: all('.col').map((col) =>
              Array.from(col.children).map((row) => row.querySelector('.n')!.getBoundingClientRect().left),
            ),
            pages: win.atrilScreen.count(),
            scroll: {
              height: doc.documentElement.scrollHeight,
              inner: win.innerHeight,
              width: doc.documentElement.scrollWidth,
              innerWidth: win.innerWidth,
            },
            shown: [
              {
                rows: all('.r:not(.head)').map((row) => row.innerText),
                body: Math.min(...all('.r span').map(size), ...all('h1, h2').map(size)),
                caption: Math.min(...all('.cap').map(size)),
              },
            ],
          };
        });
      const first = await measure();
      expect(first.pages).toBeGreaterThan(1);
      const seen: string[] = [];
      const sections = new Map<string, number[]>();
      for (let turn = 0; turn < first.pages; turn++) {
        const now = turn === 0 ? first : await measure();
        const [shown] = now.shown;
        expect(shown.body).toBeGreaterThanOrEqual(28);
        expect(shown.caption).toBeGreaterThanOrEqual(20);
        expect(now.scroll.height).toBeLessThanOrEqual(now.scroll.inner);
        expect(now.scroll.width).toBeLessThanOrEqual(now.scroll.innerWidth);
        expect(shown.rows.length).toBeGreaterThan(0);
        // Nothing cut off at a column's foot, and a visible gap above the footer's caption.
        expect(now.clipped).toBe(0);
        expect(now.footerGap).toBeGreaterThanOrEqual(6);
        // The names start where their header does, in every row (a wide header, "Puesto", widens its column).
        for (const starts of now.nameStarts) for (const start of starts) expect(start).toBeCloseTo(starts[0], 0);
        // The columns of a page even: the shortest at least half the tallest, within two rows of it.
        // (Every column of the page counts, an empty one too, when there are rows enough for each.)
        const heights = now.columns.map((col) => col.height);
        expect(shown.rows.length < now.columns.length || heights.every((height) => height > 0)).toBe(true);
        expect(Math.min(...heights)).toBeGreaterThanOrEqual(Math.max(...heights) / 2);
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(2 * now.tallest);
        sections.set(now.section, [...(sections.get(now.section) ?? []), shown.rows.length]);
        seen.push(...shown.rows);
        await page.screenshot({ path: join(SCREENSHOTS, `hall-screen-${width}x${height}-${turn + 1}.png`) });
        // The page turns by itself after SCREEN_PAGE_SECONDS.
        const before = await page.evaluate(() =>
          (globalThis as unknown as { window: ScreenWindow }).window.atrilScreen.current(),
        );
        await page.clock.runFor(SCREEN_PAGE_SECONDS * 1000);
        const after = await page.evaluate(() =>
          (globalThis as unknown as { window: ScreenWindow }).window.atrilScreen.current(),
        );
        expect(after).toBe((before + 1) % first.pages);
      }
      // A section on several pages is dealt evenly: no page with less than half the rows of its fullest.
      for (const counts of sections.values()) {
        expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.max(...counts) / 2);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }
      expect([...sections.keys()]).toHaveLength(3);
      const text = seen.join('\n');
      // Every board (its table and both players) and every player's line of the list, within one turn.
      for (const board of round.boards) {
        const line = seen.find(
          (row) =>
            row.trim().startsWith(String(board.table ?? '')) &&
            row.includes(board.first.name) &&
            (board.second === null || row.includes(board.second.name)),
        );
        expect(line).toBeDefined();
      }
      for (const name of everyone) expect(seen.filter((row) => row.includes(name)).length).toBeGreaterThanOrEqual(2);
      expect(boardNames.length).toBe(30);
      // The leaders: the first ten of the standings.
      for (const row of input.grid.slice(1, 11)) expect(text).toContain(String(row[input.grid[0].indexOf('Nombre')]));
      await page.close();
    },
    120_000,
  );
});
