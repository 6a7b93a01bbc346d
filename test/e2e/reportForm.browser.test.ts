// "Anotar resultado" on a 375 px phone (rules §14), in Debian's chromium: the 40-player club
// tournament with round 9 in play, served as Apps Script serves it (refresh through
// google.script.run, here a stand-in that records each call). The form fits the screen with
// 16 px inputs (no zoom on focus), its score labels follow the board chosen (Jugador 1, who
// starts, first), a send calls reportResult with what was typed and shows the answer as text,
// a board reported shows "recibido", and a refresh of the content keeps what is half typed.
// Screenshot in out/screenshots/report-form-375.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { standingsContent, standingsPage, type StandingsPageInput } from '../../src/sheets/tournament/standingsPage';
import { t } from '../../src/i18n';
import { type Browser, launch, PHONE } from '../support/chromium';
import { phonePageInput } from '../support/phoneTournament';

const SCREENSHOTS = join(__dirname, '..', '..', 'out', 'screenshots');

interface Element {
  value: string;
  textContent: string;
  className: string;
  disabled: boolean;
  getBoundingClientRect(): { left: number; right: number; top: number };
  scrollIntoView(): void;
  setAttribute(name: string, value: string): void;
  hasAttribute(name: string): boolean;
}
interface PageGlobals {
  document: {
    documentElement: { scrollWidth: number; clientWidth: number };
    getElementById(id: string): Element | null;
    querySelectorAll(selector: string): ArrayLike<Element>;
    dispatchEvent(event: unknown): void;
  };
  getComputedStyle(element: Element): { fontSize: string };
  calls: unknown[][];
  refreshWith: string;
  Event: new (type: string) => unknown;
}

/** google.script.run as the page sees it in Apps Script: each call recorded, answered a moment later. */
const FAKE_RUN = `
window.calls = [];
window.refreshWith = '';
function runner(success, failure) {
  return {
    withSuccessHandler: function (fn) { return runner(fn, failure); },
    withFailureHandler: function (fn) { return runner(success, fn); },
    reportResult: function () {
      var args = Array.prototype.slice.call(arguments);
      window.calls.push(['reportResult'].concat(args));
      setTimeout(function () { success({ ok: true, message: 'Recibido: mesa ' + args[1] + ', ' + args[3] + ' - ' + args[4] + '.' }); }, 30);
    },
    refreshStandings: function (lang) {
      window.calls.push(['refreshStandings', lang]);
      setTimeout(function () { success(window.refreshWith); }, 30);
    },
  };
}
window.google = { script: { run: runner(null, null) } };
`;

let input: StandingsPageInput;
let browser: Browser;
beforeAll(async () => {
  // rules §16.1: what was received shown with its scores, and a board in dispute, on the narrow phone too.
  input = {
    ...phonePageInput(),
    refreshMode: 'gas',
    phoneResults: true,
    reporting: { received: [3, 4], reports: { 3: [447, 492], 4: [400, 300] }, disputed: [4] },
  };
  browser = await launch(PHONE);
}, 180000);
afterAll(async () => {
  await browser?.close();
});

describe('the result form on a 375 px phone (rules §14)', () => {
  it('fits, follows the board chosen, sends what was typed, shows the answer, and survives a refresh', async () => {
    const round = input.round!;
    const board = round.boards.find((candidate) => candidate.table === 2)!;
    const page = await browser.context.newPage();
    // Before the page's own script, as Apps Script's sandbox provides google.script.run.
    await page.setContent(standingsPage(input).replace('<head>', `<head><script>${FAKE_RUN}</script>`));

    const layout = await page.evaluate(() => {
      const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
      const ids = ['r-table', 'r-code', 'r-p1', 'r-p2', 'r-send'];
      return {
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        boxes: ids.map((id) => {
          const element = document.getElementById(id)!;
          const box = element.getBoundingClientRect();
          return { id, left: box.left, right: box.right, font: parseFloat(getComputedStyle(element).fontSize) };
        }),
        received: Array.from(document.querySelectorAll('#boards .received')).map((mark) => mark.textContent),
        options: document.querySelectorAll('#r-table option').length,
      };
    });
    expect(layout.clientWidth).toBe(375);
    expect(layout.scrollWidth).toBeLessThanOrEqual(375);
    for (const box of layout.boxes) {
      expect([box.id, box.left >= 0 && box.right <= 375]).toEqual([box.id, true]);
      // Under 16 px a phone's browser zooms into the field on focus.
      expect([box.id, box.font >= 16]).toEqual([box.id, true]);
    }
    expect(layout.received).toEqual(['recibido: 447 – 492', 'en disputa: lo decide el director']);
    // The prompt, then the 20 boards with two players.
    expect(layout.options).toBe(1 + round.boards.filter((candidate) => candidate.second !== null).length);

    await page.selectOption('#r-table', '2');
    await page.fill('#r-code', '004217');
    await page.fill('#r-p1', '412');
    await page.fill('#r-p2', '388');
    const labels = await page.evaluate(() => {
      const { document } = globalThis as unknown as PageGlobals;
      return [document.getElementById('r-l1')!.textContent, document.getElementById('r-l2')!.textContent];
    });
    expect(labels).toEqual([
      t('es', 'page.report.points', { name: board.first.name }),
      t('es', 'page.report.points', { name: board.second!.name }),
    ]);

    // A refresh of the content (the page shown again: one poll at once) keeps what is typed.
    // The form shown now is marked: the swap's new one is not. Waited for, not timed (a fixed
    // 100 ms could read the form before the swap on a busy machine, and the check would hold trivially).
    await page.evaluate((html) => {
      const scope = globalThis as unknown as PageGlobals;
      scope.document.getElementById('r-code')!.setAttribute('data-before-swap', '');
      scope.refreshWith = html;
      scope.document.dispatchEvent(new scope.Event('visibilitychange'));
    }, standingsContent(input));
    await page.waitForFunction(() => {
      const { calls, document } = globalThis as unknown as PageGlobals;
      return calls.length > 0 && !document.getElementById('r-code')!.hasAttribute('data-before-swap');
    });
    const kept = await page.evaluate(() => {
      const { document } = globalThis as unknown as PageGlobals;
      return ['r-table', 'r-code', 'r-p1', 'r-p2', 'r-l1'].map((id) => {
        const element = document.getElementById(id)!;
        return id === 'r-l1' ? element.textContent : element.value;
      });
    });
    expect(kept).toEqual(['2', '004217', '412', '388', t('es', 'page.report.points', { name: board.first.name })]);

    await page.click('#r-send');
    await page.waitForFunction(() => {
      const answer = (globalThis as unknown as PageGlobals).document.getElementById('r-answer')!;
      return answer.className === 'ok' && answer.textContent.startsWith('Recibido');
    });
    const sent = await page.evaluate(() => {
      const { calls, document } = globalThis as unknown as PageGlobals;
      const answer = document.getElementById('r-answer')!;
      return {
        calls: calls.filter((call) => call[0] === 'reportResult'),
        answer: answer.textContent,
        disabled: document.getElementById('r-send')!.disabled,
      };
    });
    expect(sent.calls).toEqual([['reportResult', round.round, '2', '004217', '412', '388', 'es']]);
    expect(sent.answer).toBe('Recibido: mesa 2, 412 - 388.');
    expect(sent.disabled).toBe(false);

    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).document.getElementById('report')!.scrollIntoView(),
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'report-form-375.png') });
    // The boards, table 3 marked "recibido" (out/screenshots/report-received-375.png).
    await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).document.getElementById('round')!.scrollIntoView(),
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'report-received-375.png') });
    await page.close();
  });

  it('rules §14.1: a paused board is marked "en pausa" and not offered, until its pause ends', async () => {
    const until = Date.now() + 800;
    const paused = { ...input, reporting: { received: [], paused: [{ table: 2, until }] } };
    const page = await browser.context.newPage();
    await page.setContent(standingsPage(paused).replace('<head>', `<head><script>${FAKE_RUN}</script>`));
    const option = () =>
      page.evaluate(() => {
        const { document } = globalThis as unknown as PageGlobals;
        const found = Array.from(document.querySelectorAll('#r-table option')).find((o) => o.value === '2')!;
        return { disabled: found.disabled, text: found.textContent };
      });
    const before = await option();
    expect(before.disabled).toBe(true);
    expect(before.text.endsWith(`· ${t('es', 'page.report.paused')}`)).toBe(true);
    await page.waitForTimeout(until - Date.now() + 100);
    // The page's check (every 20 s), run now.
    await page.evaluate(() => (globalThis as unknown as { reportPauses(): void }).reportPauses());
    const after = await option();
    expect(after.disabled).toBe(false);
    expect(after.text).toBe(before.text.replace(` · ${t('es', 'page.report.paused')}`, ''));
    await page.close();
  });

  it('a file page (atril html, a meta refresh) and a club without phones have no form', () => {
    expect(standingsPage({ ...input, refreshMode: 'meta' })).not.toContain('id="report-form"');
    expect(standingsPage({ ...input, phoneResults: false })).not.toContain('id="report-form"');
    expect(standingsPage({ ...input, reporting: null })).not.toContain('id="report-form"');
  });
});
