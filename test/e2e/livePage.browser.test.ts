// The live page as the web app serves it (rules §8), in Debian's chromium with a stand-in for
// google.script.run and playwright's fake clock: it asks `refreshStandings` for new content
// every minute while shown, never while hidden (another tab, a locked phone), and at once
// when shown again.
import { standingsPage, type StandingsPageInput } from '../../src/sheets/tournament/standingsPage';
import { stampMark, UNCHANGED } from '../../src/sheets/tournament/pagePolling';
import { type Browser, launch } from '../support/chromium';

const PAGE: StandingsPageInput = {
  grid: [
    ['Puesto', 'Nombre', 'Puntos'],
    [1, 'Ana García', 2],
  ],
  lang: 'es',
  refreshSeconds: 60,
  refreshMode: 'gas',
};
const html = standingsPage(PAGE);

// Before the page's own script: google.script.run answers with the number of calls so far (or
// fails, or holds the answer until the test releases it: window.__answer), Math.random gives
// window.__random (0.5: the nominal wait exactly), and document.hidden follows window.__hidden
// (set by the test with a visibilitychange event).
const STAND_IN = `
window.__calls = [];
window.__hidden = false;
window.__answer = 'ok';
window.__held = [];
window.__random = 0.5;
Math.random = function () { return window.__random; };
Object.defineProperty(document, 'hidden', { configurable: true, get: function () { return window.__hidden; } });
window.google = { script: { run: {
  withSuccessHandler: function (done) {
    var failed = function () {};
    var runner = {
      withFailureHandler: function (handler) { failed = handler; return runner; },
      refreshStandings: function (lang) {
        window.__calls.push(lang);
        var n = window.__calls.length;
        if (window.__answer === 'fail') failed(new Error('Service unavailable'));
        else if (window.__answer === 'hold') window.__held.push(function () { done('<p id="fresh">' + n + '</p>'); });
        else done('<p id="fresh">' + n + '</p>');
      }
    };
    return runner;
  }
} } };
`;

interface Window {
  __calls: string[];
  __hidden: boolean;
  __answer: 'ok' | 'fail' | 'hold';
  __held: (() => void)[];
  __random: number;
}

describe('live page in chromium: polling', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The page with the stand-in and a fake clock, and what the tests do to it. */
  async function open(first: Partial<Pick<Window, '__answer' | '__random'>> = {}) {
    const page = await browser.context.newPage();
    // Time stands still but for runFor: a slow machine's real milliseconds do not count.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    const before = `${STAND_IN}Object.assign(window, ${JSON.stringify(first)});`;
    await page.setContent(html.replace('<head>', `<head><script>${before}</script>`));
    const calls = () => page.evaluate(() => (globalThis as unknown as Window).__calls.length);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        (globalThis as unknown as Window).__hidden = value;
        const doc = (globalThis as unknown as { document: { dispatchEvent(event: unknown): void } }).document;
        doc.dispatchEvent(
          new (globalThis as unknown as { Event: new (type: string) => unknown }).Event('visibilitychange'),
        );
      }, hidden);
    const set = (values: Partial<Pick<Window, '__answer' | '__random'>>) =>
      page.evaluate((given) => Object.assign(globalThis as unknown as Window, given), values);
    /** Advances the clock to 1 ms before `ms` from now (no new call), then to `ms` (one new call). */
    const callAfter = async (ms: number): Promise<[number, number]> => {
      const before = await calls();
      await page.clock.runFor(ms - 1);
      const early = (await calls()) - before;
      await page.clock.runFor(1);
      return [early, (await calls()) - before];
    };
    return { page, calls, setHidden, set, callAfter };
  }

  it('asks every minute while shown, stops while hidden, asks at once when shown again', async () => {
    const { page, calls, setHidden } = await open();

    expect(await calls()).toBe(0);
    await page.clock.runFor(60_000);
    expect(await calls()).toBe(1);
    expect(await page.textContent('#fresh')).toBe('1');
    await page.clock.runFor(120_000);
    expect(await calls()).toBe(3);

    await setHidden(true);
    await page.clock.runFor(10 * 60_000);
    expect(await calls()).toBe(3);

    await setHidden(false);
    expect(await calls()).toBe(4);
    await page.clock.runFor(60_000);
    expect(await calls()).toBe(5);
    expect(await page.evaluate(() => (globalThis as unknown as Window).__calls)).toEqual([
      'es',
      'es',
      'es',
      'es',
      'es',
    ]);
    await page.close();
  });

  // docs/addon.md "Polling": a room of phones opened together drifts apart.
  it('waits the minute ± 25 % at random: 45 s at the least, 75 s at the most', async () => {
    const { page, callAfter, set } = await open({ __random: 0 });
    expect(await callAfter(45_000)).toEqual([0, 1]);
    // The next wait was drawn when the answer came; the one after it, with the new draw:
    // 60 s × (0.75 + 0.5 × 0.999) = 74,970 ms.
    await set({ __random: 0.999 });
    expect(await callAfter(45_000)).toEqual([0, 1]);
    expect(await callAfter(74_970)).toEqual([0, 1]);
    await page.close();
  });

  it('after a failure waits twice as long each time, up to 10 minutes; one success brings back the minute', async () => {
    const { page, calls, callAfter, set, setHidden } = await open();
    await set({ __answer: 'fail' });
    expect(await callAfter(60_000)).toEqual([0, 1]);
    expect(await callAfter(120_000)).toEqual([0, 1]);
    expect(await callAfter(240_000)).toEqual([0, 1]);
    expect(await callAfter(480_000)).toEqual([0, 1]);
    expect(await callAfter(600_000)).toEqual([0, 1]);
    expect(await callAfter(600_000)).toEqual([0, 1]);
    // Shown again while failing: no request at once; the back-off's wait, counted from then.
    await setHidden(true);
    await setHidden(false);
    expect(await calls()).toBe(6);
    await set({ __answer: 'ok' });
    expect(await callAfter(600_000)).toEqual([0, 1]);
    expect(await page.textContent('#fresh')).toBe('7');
    expect(await callAfter(60_000)).toEqual([0, 1]);
    await page.close();
  });

  it('one request at a time: none while an answer is awaited; the next wait starts from the answer', async () => {
    const { page, calls, callAfter, set, setHidden } = await open();
    await set({ __answer: 'hold' });
    expect(await callAfter(60_000)).toEqual([0, 1]);
    await page.clock.runFor(10 * 60_000);
    await setHidden(true);
    await setHidden(false);
    expect(await calls()).toBe(1);
    await set({ __answer: 'ok' });
    await page.evaluate(() => (globalThis as unknown as Window).__held.forEach((answer) => answer()));
    expect(await page.textContent('#fresh')).toBe('1');
    expect(await callAfter(60_000)).toEqual([0, 1]);
    await page.close();
  });
});

describe('live page in chromium: the stamp of what it shows (a cheap "unchanged")', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const stamped = standingsPage({ ...PAGE, stamp: 'first.1' });

  // google.script.run answers from window.__answers in order, recording (lang, shown) per call.
  const ANSWERING = `
window.__asked = [];
window.__answers = [];
window.google = { script: { run: {
  withSuccessHandler: function (done) {
    var runner = {
      withFailureHandler: function () { return runner; },
      refreshStandings: function (lang, shown) {
        window.__asked.push([lang, shown === undefined ? null : shown]);
        done(window.__answers.shift());
      }
    };
    return runner;
  }
} } };
Math.random = function () { return 0.5; };
`;

  it('sends its stamp; keeps its content on "unchanged"; takes the new stamp with new content', async () => {
    const page = await browser.context.newPage();
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    const answers = [UNCHANGED, `${stampMark('second.2')}<p id="fresh">new</p>`, UNCHANGED];
    const before = `${ANSWERING}window.__answers = ${JSON.stringify(answers)};`;
    await page.setContent(stamped.replace('<head>', `<head><script>${before}</script>`));
    await page.clock.runFor(60_000);
    expect(await page.textContent('h1')).toBe('Clasificación');
    expect(await page.locator('#fresh').count()).toBe(0);
    await page.clock.runFor(60_000);
    expect(await page.textContent('#fresh')).toBe('new');
    await page.clock.runFor(60_000);
    expect(await page.textContent('#fresh')).toBe('new');
    expect(await page.evaluate(() => (globalThis as unknown as { __asked: unknown }).__asked)).toEqual([
      ['es', 'first.1'],
      ['es', 'first.1'],
      ['es', 'second.2'],
    ]);
    await page.close();
  });
});
