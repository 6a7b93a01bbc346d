// The live page as the web app serves it (rules §8), in Debian's chromium with a stand-in for
// google.script.run and playwright's fake clock: it asks `refreshStandings` for new content
// every minute while shown, never while hidden (another tab, a locked phone), and at once
// when shown again.
import { standingsPage } from '../../src/sheets/tournament/standingsPage';
import { type Browser, launch } from '../support/chromium';

const html = standingsPage({
  grid: [
    ['Puesto', 'Nombre', 'Puntos'],
    [1, 'Ana García', 2],
  ],
  lang: 'es',
  refreshSeconds: 60,
  refreshMode: 'gas',
});

// Before the page's own script: google.script.run answers with the number of calls so far, and
// document.hidden follows window.__hidden (set by the test with a visibilitychange event).
const STAND_IN = `
window.__calls = [];
window.__hidden = false;
Object.defineProperty(document, 'hidden', { configurable: true, get: function () { return window.__hidden; } });
window.google = { script: { run: {
  withSuccessHandler: function (done) {
    return { refreshStandings: function (lang) {
      window.__calls.push(lang);
      done('<p id="fresh">' + window.__calls.length + '</p>');
    } };
  }
} } };
`;

interface Window {
  __calls: string[];
  __hidden: boolean;
}

describe('live page in chromium: polling', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks every minute while shown, stops while hidden, asks at once when shown again', async () => {
    const page = await browser.context.newPage();
    await page.clock.install();
    await page.setContent(html.replace('<head>', `<head><script>${STAND_IN}</script>`));
    const calls = () => page.evaluate(() => (globalThis as unknown as Window).__calls.length);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        (globalThis as unknown as Window).__hidden = value;
        const doc = (globalThis as unknown as { document: { dispatchEvent(event: unknown): void } }).document;
        doc.dispatchEvent(
          new (globalThis as unknown as { Event: new (type: string) => unknown }).Event('visibilitychange'),
        );
      }, hidden);

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
});
