// The prizes on the live page (rules §11) in Debian's chromium, on a phone: the demo
// tournament (finished, two duplicate games) with a Premios tab typed — places, a band, the
// best unrated, a trophy with a long name, the duplicate and a game prize —: the list right
// after the standings, every column shown at 375 px (the trophy too), no sideways scroll,
// and nothing of the treasurer's account. Screenshot in out/screenshots/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDemo } from '../../src/local/demo';
import { livePageInput } from '../../src/sheets/actions/livePage';
import { standingsPage } from '../../src/sheets/tournament/standingsPage';
import { launch } from '../support/chromium';

const SCREENSHOTS = join(__dirname, '..', '..', 'out', 'screenshots');

interface Cell {
  offsetWidth: number;
  innerText: string;
}

describe('the prizes on the live page, on a phone', () => {
  it('after the standings, every column shown at 375 px, no sideways scroll, no account', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atril-prizes-page-'));
    mkdirSync(SCREENSHOTS, { recursive: true });
    const browser = await launch({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true });
    try {
      const demo = await runDemo({ out: join(dir, 'demo.xlsx') });
      demo.workbook.write('Premios', 2, 1, [
        ['1.º', 'Clasificación', '', '', '', '', '', '', 150, 'Trofeo de cristal tallado del club', ''],
        ['2.º', '', '', '', '', '', '', '', 90, '', ''],
        ['3.º', '', '', '', '', '', '', '', 60, '', ''],
        ['Mejor sub-1600', '', '', 1599, '', '', '', '', 40, '', ''],
        ['Mejor sin escalafón', '', '', '', 'Sí', '', '', '', 30, 'Libro', ''],
        ['Mejor en duplicada', 'Duplicada', '', '', '', '', '', '', 50, '', 'Duplicada'],
        ['Partida más alta', 'Partida más alta', '', '', '', '', '', '', 20, '', 'Partidas'],
      ]);
      const input = livePageInput(demo.workbook, 'es');
      expect(input.prizes).toHaveLength(8);
      const page = await browser.context.newPage();
      await page.setContent(standingsPage({ ...input, updated: '14/03/2026 18:05' }));
      expect(await page.$$eval('main > section', (list) => list.map((section) => section.id))).toEqual([
        'ranking',
        'prizes',
        'duplicate',
        'share',
      ]);
      const rows = await page.$$eval('#prize-list tbody tr', (list) =>
        list.map((row) =>
          Array.from(row.children).map((cell) => ({
            text: (cell as unknown as Cell).innerText.trim(),
            shown: (cell as unknown as Cell).offsetWidth > 0,
          })),
        ),
      );
      expect(rows).toHaveLength(7);
      expect(rows[0][3]).toEqual({ text: 'Trofeo de cristal tallado del club', shown: true });
      expect(rows.every((row) => row.length === 4 && row.every((cell) => cell.shown))).toBe(true);
      const text = await page.$eval('#prizes', (section) => (section as unknown as Cell).innerText);
      for (const hidden of ['Motivo', 'Firma', 'Saldo', 'Cobradas']) expect(text).not.toContain(hidden);
      const size = await page.evaluate(() => {
        const doc = (
          globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
        ).document;
        return { scrollWidth: doc.documentElement.scrollWidth, clientWidth: doc.documentElement.clientWidth };
      });
      expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
      await page.screenshot({ path: join(SCREENSHOTS, 'prizes-375.png'), fullPage: true });
      await page.close();
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
