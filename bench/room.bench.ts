// Sala de duplicada (rules §19) on a 20-round game:
// - server calls per round: the dialog driven in Debian's chromium as an arbiter runs a round
//   (Space, the clock to 0:00, Enter for the master move, → to the next rack; the ranking after
//   the last round), its google.script.run calls counted — at most 3 a round is the target;
// - what each call costs on the built bundle in the strict Apps Script fakes (vm): Sheets data
//   reads per call and the wall time of showDuplicateRoom and of each call (median, p95, worst);
// - the dialog's first paint in chromium at 1920×1080 and 1280×720 on round 20 (the board
//   fullest): first-contentful-paint over 10 loads each (median, worst), and the page's size.
import { createGasEnvironment } from '../test/gas/fakes';
import { ensureBuilt, loadBundle } from '../test/support/loadBundle';
import { MemoryWorkbook } from '../test/support/memoryWorkbook';
import { roomGame, roomTab } from '../test/support/roomGame';
import { launch } from '../test/support/chromium';
import { duplicateRoomCall, openDuplicateRoom, roomScreenPage } from '../src/sheets/actions/duplicateRoom';
import { performance } from 'node:perf_hooks';
import { distribution, verdict } from './measure';

type Globals = Record<string, (...args: unknown[]) => unknown>;
const ROUNDS = 20;
const TAB = 'Duplicada 1';
const game = roomGame(ROUNDS);
const finished = roomTab(game, ROUNDS);

const fmt = (d: ReturnType<typeof distribution>, unit = 'ms') =>
  `median ${d.median.toFixed(1)} ${unit}, p95 ${d.p95.toFixed(1)} ${unit}, worst ${d.worst.toFixed(1)} ${unit} (${d.count})`;

function bundleCosts(): void {
  ensureBuilt();
  const env = createGasEnvironment({ locale: 'es_ES' });
  const menu = loadBundle(env) as unknown as Globals;
  const tab = roomTab(game, ROUNDS - 1);
  const sheet = env.spreadsheet.insertSheet(TAB);
  sheet.getRange(1, 1, tab.length, tab[0].length).setValues(tab);
  const opens: number[] = [];
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    menu.showDuplicateRoom();
    opens.push(performance.now() - start);
  }
  const calls: number[] = [];
  const reads: number[] = [];
  for (let round = 1; round <= ROUNDS; round++)
    for (const mode of ['round', 'master', 'ranking']) {
      env.counter.reset();
      const start = performance.now();
      menu.duplicateRoom(TAB, round, mode);
      calls.push(performance.now() - start);
      reads.push(env.counter.data);
    }
  console.log(`showDuplicateRoom (20-round game, round 20 in play): ${fmt(distribution(opens))}`);
  console.log(`one call (round, master move or ranking), each round: ${fmt(distribution(calls))}`);
  console.log(`Sheets data reads per call: ${fmt(distribution(reads), 'reads')}`);
}

async function browserCosts(): Promise<void> {
  const browser = await launch();
  try {
    // First paint of the dialog on round 20 (before any page installs the fake clock, which is the context's).
    const last = new MemoryWorkbook({ [TAB]: roomTab(game, ROUNDS - 1) });
    const html = roomScreenPage(openDuplicateRoom(last, 'es', TAB));
    console.log(`the dialog's page: ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`);
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
    ]) {
      const paints: number[] = [];
      for (let i = 0; i < 10; i++) {
        const tab = await browser.context.newPage();
        await tab.setViewportSize({ width, height });
        await tab.setContent(html);
        paints.push(
          (await tab.evaluate(
            `new Promise((done) => requestAnimationFrame(() => setTimeout(() => done((performance.getEntriesByName('first-contentful-paint')[0] || { startTime: performance.now() }).startTime))))`,
          )) as number,
        );
        await tab.close();
      }
      console.log(`first paint at ${width}×${height} (round 20): ${fmt(distribution(paints))}`);
    }
    // Server calls per round, as the arbiter runs them.
    const book = new MemoryWorkbook({ [TAB]: roomTab(game, 0) });
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.clock.install();
    let count = 0;
    await page.exposeFunction('__room', (args: unknown[]) => {
      count++;
      return duplicateRoomCall(book, 'es', args);
    });
    const stub =
      'window.google={script:{host:{setWidth:function(){},setHeight:function(){}},run:{withSuccessHandler:function(f){var o=Object.create(this);o.s=f;return o},' +
      'withFailureHandler:function(f){var o=Object.create(this);o.f=f;return o},duplicateRoom:function(){var o=this;window.__room(Array.prototype.slice.call(arguments)).then(function(a){o.s(a)},function(e){o.f(e)})}}}};';
    await page.setContent(
      roomScreenPage(openDuplicateRoom(book, 'es', TAB)).replace('<head>', `<head><script>${stub}</script>`),
    );
    const settle = async () => {
      for (let i = 0; i < 500 && (await page.evaluate(`document.getElementById('n').textContent === '…'`)); i++)
        await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const write = (label: string, round: number, value: unknown) => {
      const row = book.read(TAB)!.findIndex((cells) => cells[0] === label);
      book.write(TAB, row + 1, round + 1, [[value as string]]);
    };
    const perRound: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const before = count;
      await page.keyboard.press(' ');
      await page.clock.runFor(180_000);
      write('Jugada', round, game.moves[round - 1]);
      for (const row of finished.slice(4)) write(String(row[0]), round, row[round]);
      await page.keyboard.press('Enter');
      await settle();
      if (round < ROUNDS) {
        write('Atril', round + 1, game.racks[round]);
        await page.keyboard.press('ArrowRight');
      } else await page.keyboard.press('c');
      await settle();
      perRound.push(count - before);
    }
    const worst = Math.max(...perRound);
    console.log(
      `server calls per round (Enter, →; the ranking after round 20): ${perRound.join(' ')} — worst ${worst} (target ≤ 3: ${verdict(worst, 3)})`,
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

bundleCosts();
void browserCosts();
