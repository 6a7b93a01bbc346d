// Sala de duplicada (rules §19) in Debian's chromium at 1280×720 and 1920×1080, as an arbiter
// runs a 12-round game with it: the dialog's page served by roomScreenPage, its
// google.script.run answered by the same action the Apps Script global calls
// (duplicateRoomCall) over an in-memory workbook the arbiter types into between keys, every
// call counted; the clock on the page's own (fake) timer. Checked: no scroll bar, rack letters
// ≥ 80 px, clock ≥ 120 px, the keys, the warning of the last 30 s, the stop at 0:00, two
// server calls a round (→ and Enter), a bad rack named with the clock still running. Also the
// duplicate pages of the hall's screen for a duplicate-only event. Screenshots in
// out/screenshots/room-*.png, each also scaled to a third ("the back of the room").
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { duplicateRoomCall, openDuplicateRoom, roomScreenPage } from '../../src/sheets/actions/duplicateRoom';
import { livePageInput } from '../../src/sheets/actions/livePage';
import { hallScreenPage } from '../../src/sheets/tournament/hallScreen';
import type { Grid } from '../../src/sheets/grid/cells';
import { type Browser, launch } from '../support/chromium';
import { MemoryWorkbook } from '../support/memoryWorkbook';
import { roomGame, roomTab } from '../support/roomGame';

const SCREENSHOTS = join(__dirname, '..', '..', 'out', 'screenshots');
const TAB = 'Duplicada 1';
const game = roomGame(12);
const FINISHED = roomTab(game, 12);
const SIZES: [number, number][] = [
  [1280, 720],
  [1920, 1080],
];

/** google.script.run as Apps Script gives it to a dialog, each call handed to the test (window.__room). */
const RUN_STUB = `window.google={script:{host:{setWidth:function(){},setHeight:function(){}},run:{
  withSuccessHandler:function(f){var o=Object.create(this);o.s=f;return o},
  withFailureHandler:function(f){var o=Object.create(this);o.f=f;return o},
  duplicateRoom:function(){var o=this;window.__room(Array.prototype.slice.call(arguments)).then(function(a){o.s(a)},function(e){o.f(e)})}}}};`;

interface Measure {
  scroll: [number, number, number, number];
  tiles: { font: number; right: number; bottom: number }[];
  clock: { font: number; text: string; cls: string; right: number };
  board: { left: number; top: number; right: number; bottom: number };
  lowest: number;
  round: string;
  master: string;
  note: string;
  ranking: string[];
}

const MEASURE = `(() => {
  const box = (e) => e.getBoundingClientRect();
  const font = (e) => parseFloat(getComputedStyle(e).fontSize);
  const doc = document.documentElement;
  const clock = document.getElementById('c');
  const b = box(document.getElementById('b'));
  return {
    scroll: [doc.scrollHeight, innerHeight, doc.scrollWidth, innerWidth],
    tiles: Array.from(document.querySelectorAll('#k .q')).map((t) => ({ font: font(t), right: box(t).right, bottom: box(t).bottom })),
    clock: { font: font(clock), text: clock.textContent, cls: clock.className, right: box(clock).right },
    board: { left: b.left, top: b.top, right: b.right, bottom: b.bottom },
    lowest: Math.max(...Array.from(document.querySelectorAll('body *')).filter((e) => e.offsetParent !== null).map((e) => box(e).bottom)),
    round: document.getElementById('h').textContent,
    master: document.getElementById('m').innerText,
    note: document.getElementById('n').textContent,
    ranking: document.getElementById('r').hidden ? [] : Array.from(document.querySelectorAll('#r tr')).map((r) => r.innerText),
  };
})()`;

/** Polled from here: the page's own timers (and waitForFunction's) are the fake clock's. */
async function until(page: Page, condition: string): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    if (await page.evaluate(condition)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${condition}`);
}

interface Room {
  page: Page;
  book: MemoryWorkbook;
  calls: unknown[][];
  measure(): Promise<Measure>;
  /** Presses a key and waits for the server's answer when it asks one. */
  press(key: string): Promise<void>;
  /** Types `value` in round `round`'s cell of the row named `row` (Jugada, Atril, a player). */
  type(row: string, round: number, value: string): void;
}

describe('Sala de duplicada in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launch();
  }, 60_000);
  afterAll(async () => browser?.close());

  async function open(width: number, height: number, tab: Grid): Promise<Room> {
    const book = new MemoryWorkbook({ [TAB]: tab });
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height });
    await page.clock.install();
    const calls: unknown[][] = [];
    let answered = 0;
    await page.exposeFunction('__room', (args: unknown[]) => {
      calls.push(args);
      const answer = duplicateRoomCall(book, 'es', args);
      answered++;
      return answer;
    });
    // Before the page's own script, as Apps Script's google.script is.
    const html = roomScreenPage(openDuplicateRoom(book, 'es', TAB));
    await page.setContent(html.replace('<head>', `<head><script>${RUN_STUB}</script>`));
    const measure = async () => (await page.evaluate(MEASURE)) as Measure;
    return {
      page,
      book,
      calls,
      measure,
      async press(key) {
        const before = calls.length;
        await page.keyboard.press(key);
        if (calls.length > before || ['Enter', 'ArrowRight', 'ArrowLeft', 'c', 'PageDown'].includes(key)) {
          await until(page, `document.getElementById('n').textContent !== '…'`);
          expect(answered).toBe(calls.length);
        }
      },
      type(row, round, value) {
        const grid = book.read(TAB)!;
        const line = grid.findIndex((cells) => cells[0] === row);
        book.write(TAB, line + 1, round + 1, [[value]]);
      },
    };
  }

  /** The screenshot, and the same scaled to a third: the back of the room. */
  async function shoot(page: Page, name: string, width: number, height: number): Promise<void> {
    const full = await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
    const small = await browser.context.newPage();
    await small.setViewportSize({ width: Math.round(width / 3), height: Math.round(height / 3) });
    await small.setContent(
      `<body style="margin:0"><img style="width:100%;display:block" src="data:image/png;base64,${full.toString('base64')}"></body>`,
    );
    writeFileSync(join(SCREENSHOTS, `${name}-third.png`), await small.screenshot());
    await small.close();
  }

  const fits = (m: Measure, width: number, height: number) => {
    expect(m.scroll[0]).toBeLessThanOrEqual(m.scroll[1]);
    expect(m.scroll[2]).toBeLessThanOrEqual(m.scroll[3]);
    expect(m.lowest).toBeLessThanOrEqual(height);
    expect(m.board.right).toBeLessThanOrEqual(width);
    expect(m.board.bottom).toBeLessThanOrEqual(height);
    // The board square and as tall as the window allows (more than three quarters of it).
    expect(Math.abs(m.board.right - m.board.left - (m.board.bottom - m.board.top))).toBeLessThan(2);
    expect(m.board.bottom - m.board.top).toBeGreaterThan(height * 0.75);
    for (const tile of m.tiles) {
      expect(tile.font).toBeGreaterThanOrEqual(80);
      expect(tile.right).toBeLessThanOrEqual(width);
      expect(tile.bottom).toBeLessThanOrEqual(m.board.top);
    }
    expect(m.clock.font).toBeGreaterThanOrEqual(120);
    expect(m.clock.right).toBeLessThanOrEqual(width);
  };

  it.each(SIZES)(
    'at %i×%i: a 12-round game run by the arbiter — fits, clock, keys, two calls a round, the ranking',
    async (width, height) => {
      const room = await open(width, height, roomTab(game, 0));
      const { page, calls } = room;
      const start = await room.measure();
      fits(start, width, height);
      expect([start.round, start.clock.text, start.tiles.length, start.note]).toEqual(['Ronda 1 de 12', '3:00', 7, '']);
      expect(calls).toHaveLength(0);
      for (let round = 1; round <= 12; round++) {
        // The clock: Space starts it; it runs on the page's own timer, no server call.
        await room.press(' ');
        await page.clock.runFor(1_000);
        expect((await room.measure()).clock.text).toBe('2:59');
        if (round === 1) {
          // Paused by Space: it keeps its time; the warning from 0:30, red at 0:00, stopped there.
          await room.press(' ');
          await page.clock.runFor(10_000);
          expect((await room.measure()).clock.text).toBe('2:59');
          await room.press(' ');
          await page.clock.runFor(148_000);
          expect((await room.measure()).clock).toMatchObject({ text: '0:31', cls: '' });
          await page.clock.runFor(1_000);
          expect((await room.measure()).clock).toMatchObject({ text: '0:30', cls: 'w' });
          await page.clock.runFor(30_000);
          expect((await room.measure()).clock).toMatchObject({ text: '0:00', cls: 'z' });
          await page.clock.runFor(5_000);
          expect((await room.measure()).clock.text).toBe('0:00');
        } else await page.clock.runFor(179_000);
        // Two calls a round so far, and round 1's early Enter.
        expect(calls).toHaveLength(2 * (round - 1) + (round > 1 ? 1 : 0));
        // Enter before the master move is typed: the cell is named, nothing else shown.
        if (round === 1) {
          await room.press('Enter');
          expect((await room.measure()).note).toBe('Duplicada 1, fila 3, columna R1: sin escribir');
        }
        // The arbiter types the master move in the tab, then Enter shows it.
        room.type('Jugada', round, game.moves[round - 1]);
        // The scorer types the slips' scores (the players' rows of the finished game).
        for (const row of FINISHED.slice(4)) room.type(row[0] as string, round, String(row[round]));
        await room.press('Enter');
        const shown = await room.measure();
        const total = game.scores.slice(0, round).reduce((a, b) => a + b, 0);
        const [square, word] = game.moves[round - 1].split('-');
        // The square with its direction: H8 → across, 8H ↓ down.
        const way = /^[A-O]/.test(square) ? '→' : '↓';
        expect(shown.master).toBe(
          `${word}\n${square} ${way} · ${game.scores[round - 1]} puntos\nTotal maestra: ${total}`,
        );
        fits(shown, width, height);
        if (round === 1 || round === 6 || round === 12)
          await shoot(page, `room-${width}-r${round}-master`, width, height);
        if (round === 12) break;
        // The next rack is drawn and typed; → shows it with the clock back at 3:00.
        room.type('Atril', round + 1, game.racks[round]);
        await room.press('ArrowRight');
        const next = await room.measure();
        expect([next.round, next.clock.text, next.master, next.note]).toEqual([
          `Ronda ${round + 1} de 12`,
          '3:00',
          '',
          '',
        ]);
        expect(next.tiles).toHaveLength(7);
        fits(next, width, height);
        if (round === 5) await shoot(page, `room-${width}-r6-rack`, width, height);
      }
      // Two calls a round: Enter (the master move) and → (the next round); the last round's Enter and round 1's early one.
      expect(calls).toHaveLength(2 * 11 + 2);
      // ← goes back a round (its rack, the board before it), → forward again; C the ranking, C again back.
      await room.press('ArrowLeft');
      expect((await room.measure()).round).toBe('Ronda 11 de 12');
      await room.press('PageDown');
      expect((await room.measure()).round).toBe('Ronda 12 de 12');
      await room.press('c');
      const ranking = await room.measure();
      expect(ranking.ranking[0]).toBe('Puesto\tJugador\tTotal\t%');
      expect(ranking.ranking[1]).toMatch(/^1\tAna García\t\d+\t/);
      expect(ranking.ranking).toHaveLength(5);
      fits(ranking, width, height);
      await shoot(page, `room-${width}-ranking`, width, height);
      await page.keyboard.press('c');
      expect((await room.measure()).ranking).toEqual([]);
      expect(calls).toHaveLength(2 * 11 + 2 + 3);
      expect(calls.at(-1)).toEqual([TAB, null, 'ranking']);
      // The buttons do what the keys do.
      await page.click('button[data-k="ArrowLeft"]');
      await until(page, `document.getElementById('h').textContent === 'Ronda 11 de 12'`);
      await page.click('button[data-k=" "]');
      await page.clock.runFor(2_000);
      expect((await room.measure()).clock.text).toBe('2:58');
      await page.close();
    },
    120_000,
  );

  it.each(SIZES)(
    'at %i×%i: a rack the rules refuse is named on the dialog, and the clock still works',
    async (width, height) => {
      const tab = roomTab(game, 2);
      tab[3][3] = 'AEIOUAE';
      const room = await open(width, height, tab);
      const shown = await room.measure();
      expect(shown.round).toBe('Ronda 3 de 12');
      expect(shown.tiles).toHaveLength(0);
      expect(shown.note).toMatch(/^Duplicada 1, fila 4, columna R3: .*vocales/);
      await room.press(' ');
      await room.page.clock.runFor(60_000);
      expect((await room.measure()).clock.text).toBe('2:00');
      fits(await room.measure(), width, height);
      await shoot(room.page, `room-${width}-badrack`, width, height);
      await room.page.close();
    },
  );

  it.each(SIZES)(
    'at %i×%i: the hall’s screen of a duplicate-only event — the ranking, then the board',
    async (width, height) => {
      const tab = roomTab(game, 7);
      const input = livePageInput(new MemoryWorkbook({ [TAB]: tab }), 'es');
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height });
      await page.clock.install();
      await page.setContent(hallScreenPage({ ...input, refreshSeconds: 0 }));
      const pages = (await page.evaluate('window.atrilScreen.count()')) as number;
      expect(pages).toBe(2);
      for (let at = 0; at < pages; at++) {
        await page.evaluate(`window.atrilScreen.show(${at})`);
        const shown = (await page.evaluate(`(() => {
        const cur = document.querySelector('.page:not([hidden])');
        const font = (e) => parseFloat(getComputedStyle(e).fontSize);
        const doc = document.documentElement;
        const squares = Array.from(cur.querySelectorAll('#board .sq')).map((s) => s.getBoundingClientRect());
        return {
          scroll: [doc.scrollHeight, innerHeight, doc.scrollWidth, innerWidth],
          rows: Array.from(cur.querySelectorAll('.r:not(.head)')).map((r) => r.innerText),
          rowFont: Math.min(...Array.from(cur.querySelectorAll('.r span')).map(font)),
          squares: squares.length,
          squareFont: Math.min(...Array.from(cur.querySelectorAll('#board .sq')).map(font)),
          boardBottom: Math.max(0, ...squares.map((s) => s.bottom)),
          text: cur.innerText,
        };
      })()`)) as {
          scroll: number[];
          rows: string[];
          rowFont: number;
          squares: number;
          squareFont: number;
          boardBottom: number;
          text: string;
        };
        expect(shown.scroll[0]).toBeLessThanOrEqual(shown.scroll[1]);
        expect(shown.scroll[2]).toBeLessThanOrEqual(shown.scroll[3]);
        expect(shown.text).not.toContain(game.moves[7]);
        if (at === 0) {
          expect(shown.rows).toHaveLength(4);
          expect(shown.rowFont).toBeGreaterThanOrEqual(28);
        } else {
          expect(shown.squares).toBe(225);
          expect(shown.squareFont).toBeGreaterThanOrEqual(20);
          expect(shown.boardBottom).toBeLessThanOrEqual(height);
          expect(shown.text).toContain(game.moves[6]);
        }
        await page.screenshot({ path: join(SCREENSHOTS, `room-hall-${width}-${at + 1}.png`) });
      }
      await page.close();
    },
  );
});
