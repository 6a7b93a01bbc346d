// The live page's duplicate board (rules §6.7, §8) in Debian's chromium on a 375 px phone:
// the 15-round game of test/fixtures/boardGame.ts after its last master move — 225 square
// squares inside the screen, no sideways scroll, premiums coloured, the last master move's
// new tiles highlighted. Screenshot in out/screenshots/board-375.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readDuplicateTab } from '../../src/sheets/duplicate/gameTab';
import { pageBoard } from '../../src/sheets/duplicate/boardView';
import { standingsPage } from '../../src/sheets/tournament/standingsPage';
import { type Browser, launch } from '../support/chromium';
import { BOARD_GAME } from '../fixtures/boardGame';

interface Box {
  width: number;
  height: number;
  right: number;
  colour: string;
  text: string;
  classes: string;
}

/** The browser globals these tests use (the project's tsconfig has no DOM lib). */
declare const document: { documentElement: { scrollWidth: number } };
declare function getComputedStyle(element: unknown): { backgroundColor: string };

const SCREENSHOTS = join(__dirname, '..', '..', 'out', 'screenshots');
const read = readDuplicateTab(BOARD_GAME, { lang: 'es', tab: 'Duplicada 1' });
const html = standingsPage({
  grid: [],
  lang: 'es',
  tournament: 'Open',
  refreshSeconds: 0,
  duplicate: {
    caption: 'Duplicada 1',
    grid: [['Puesto', 'Jugador']],
    board: pageBoard({ name: 'Duplicada 1', board: read.board }, 'es'),
  },
});

describe('the board on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ viewport: { width: 375, height: 812 } });
  }, 60000);
  afterAll(async () => browser?.close());

  it('fits 375 px with square squares, premiums coloured and the last move highlighted', async () => {
    const page = await browser.context.newPage();
    await page.setContent(html);
    const boxes = (await page.$$eval('#board .sq', (squares) =>
      squares.map((square) => {
        const rect = square.getBoundingClientRect();
        return {
          width: rect.width,
          height: rect.height,
          right: rect.right,
          colour: getComputedStyle(square).backgroundColor,
          text: square.textContent ?? '',
          classes: square.className,
        };
      }),
    )) as Box[];
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.locator('#board').screenshot({ path: join(SCREENSHOTS, 'board-375.png') });
    await page.close();
    expect(boxes).toHaveLength(225);
    expect(scroll).toBeLessThanOrEqual(375);
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(375);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThan(18);
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
    }
    // The empty triple words are red (A1 holds a tile: CH of A1-CHUPÑLÑ); O15 is one of them.
    expect(boxes[0].classes).toBe('sq tile');
    expect(boxes[224].classes).toBe('sq word3');
    const word3 = boxes.filter((box) => box.classes === 'sq word3');
    expect(new Set(word3.map((box) => box.colour))).toEqual(new Set(['rgb(217, 69, 59)']));
    // The last master move 3C-BRRPSGJO put 6 new tiles down column 3 (C3's B was there).

    const last = boxes.filter((box) => box.classes.includes('last'));
    expect(last.map((box) => box.text)).toEqual(['RR', 'P', 'S', 'G', 'J', 'O']);
    expect(new Set(last.map((box) => box.colour))).toEqual(new Set(['rgb(255, 210, 63)']));
  }, 60000);
});
