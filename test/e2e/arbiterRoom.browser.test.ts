// Sala de duplicada's keys for the arbiter (rules §20) in Debian's chromium at 1280×720: S draws,
// Enter finds the master move, as the Apps Script edge runs them (roomWrite decides, the action
// writes, the call answers) over an in-memory workbook with the tests' word list. Checked: the
// leave told apart from the new tiles, what the bag holds, no scroll bar, the seed never on the
// page. Screenshots in out/screenshots/arbiter-room-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseTiles } from '../../src/core/duplicate';
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { mapMemory } from '../../src/sheets/grid/memory';
import {
  duplicateRoomCall,
  openDuplicateRoom,
  roomScreenPage,
  roomWrite,
} from '../../src/sheets/actions/duplicateRoom';
import { drawRack } from '../../src/sheets/actions/drawRack';
import { findMasterMove } from '../../src/sheets/actions/findMasterMove';
import { type Browser, launch } from '../support/chromium';
import { MemoryWorkbook } from '../support/memoryWorkbook';
import { loadList } from '../support/arbiterList';

const SCREENSHOTS = join(__dirname, '..', '..', 'out', 'screenshots');
const TAB = 'Duplicada 1';
const SEED = 918273;
const RUN_STUB = `window.google={script:{host:{setWidth:function(){},setHeight:function(){}},run:{
  withSuccessHandler:function(f){var o=Object.create(this);o.s=f;return o},
  withFailureHandler:function(f){var o=Object.create(this);o.f=f;return o},
  duplicateRoom:function(){var o=this;window.__room(Array.prototype.slice.call(arguments)).then(function(a){o.s(a)},function(e){o.f(e)})}}}};`;

function gameTab(): Grid {
  const blank = (): Cell[] => Array.from({ length: 12 }, () => '');
  const grid: Grid = [
    ['Nombre', ...blank().map((_, r) => `R${r + 1}`)],
    ...['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana'].map((label) => [label, ...blank()]),
  ];
  grid[4][1] = SEED;
  return grid;
}

describe('the arbiter’s keys in Sala de duplicada', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launch();
  }, 60_000);
  afterAll(async () => browser?.close());

  it('S, Enter, S: the rack drawn, the master found and shown, then the leave apart from the new tiles', async () => {
    const book = new MemoryWorkbook({ [TAB]: gameTab() });
    loadList(book);
    const memory = mapMemory();
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    const answers: string[] = [];
    await page.exposeFunction('__room', (args: unknown[]) => {
      // As gas/duplicateRoom.ts: the action first, as its menu item, then the answer.
      const write = roomWrite(book, 'es', args, memory);
      const context = { workbook: book, lang: 'es' as const, memory, randomBits: () => 1 };
      if (write === 'drawRack') drawRack(context, { activeTab: TAB });
      if (write === 'findMasterMove') findMasterMove(context, { activeTab: TAB });
      const answer = duplicateRoomCall(book, 'es', args);
      answers.push(JSON.stringify(answer));
      return answer;
    });
    const html = roomScreenPage(openDuplicateRoom(book, 'es', TAB));
    await page.setContent(html.replace('<head>', `<head><script>${RUN_STUB}</script>`));
    const settle = async (count: number) => {
      for (let tries = 0; tries < 500 && answers.length < count; tries++) await new Promise((r) => setTimeout(r, 10));
      await page.waitForFunction(`document.getElementById('n').textContent !== '…'`);
    };
    await page.keyboard.press('s');
    await settle(1);
    const row = (label: string) =>
      book
        .snapshot(TAB)!
        .find((line) => line[0] === label)!
        .slice(1);
    expect(String(row('Atril')[0])).toHaveLength(7);
    await page.keyboard.press('Enter');
    await settle(2);
    expect(row('Jugada')[0]).not.toBe('');
    expect(await page.evaluate(`document.getElementById('m').innerText`)).toContain(
      String(row('Jugada')[0]).split('-')[1],
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'arbiter-room-master.png') });
    await page.keyboard.press('s');
    await settle(3);
    const rack = String(row('Atril')[1]);
    // The leave's tiles as the Atril cell writes them (a dot parts L.L: two tiles).
    const leave = rack.includes('+') ? parseTiles(rack.split('+')[0]).length : 0;
    const shown = (await page.evaluate(
      `Array.from(document.querySelectorAll('#k .q')).map((q) => q.className)`,
    )) as string[];
    expect(shown.filter((name) => name.includes('f'))).toHaveLength(leave ? shown.length - leave : 0);
    expect(await page.evaluate(`document.getElementById('g').textContent`)).toMatch(
      /^Bolsa: \d+ · vocales \d+ · consonantes \d+ · comodines \d$/,
    );
    const scroll = (await page.evaluate(
      `[document.documentElement.scrollHeight, innerHeight, document.documentElement.scrollWidth, innerWidth]`,
    )) as number[];
    expect(scroll[0]).toBeLessThanOrEqual(scroll[1]);
    expect(scroll[2]).toBeLessThanOrEqual(scroll[3]);
    expect(answers.join('') + (await page.content())).not.toContain(String(SEED));
    await page.screenshot({ path: join(SCREENSHOTS, 'arbiter-room-draw.png') });
  }, 60_000);
});
