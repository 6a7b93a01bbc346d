// The "Imprimir pestaña" dialog's page in Debian's chromium (rules §12): its bar shows once
// the script runs; Imprimir calls the browser's print(); Abrir en otra pestaña del navegador opens the same
// view, without the bar, in a new tab (a blob: URL made in the page); on paper the bar is gone.
import { printDialogHtml, googlePdfLink } from '../../src/gas/printDialog';
import { printView } from '../../src/sheets/grid/printView';
import { type Browser, launch } from '../support/chromium';
import { pageTexts } from '../support/printedPages';

/** The browser globals these tests use (the project's tsconfig has no DOM lib). */
declare const document: {
  getElementById(id: string): { hidden: boolean } | null;
  querySelector(selector: string): { textContent: string } | null;
};
declare const window: { print(): void; printed?: number };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const view = printView(
  {
    grid: [['Open de Otoño · Clasificación'], ['Puesto', 'Nombre'], [1, 'Ana <b>García</b>'], [2, 'Luis']],
    titleRows: [1],
    headerRows: [2],
    repeatRows: 1,
  },
  { paper: 'A4', lang: 'es' },
).html;
const dialog = printDialogHtml(view, { lang: 'es', googlePdf: googlePdfLink('id', 5, 'A4', false) });

test('Imprimir calls print(); the bar is shown on screen', async () => {
  const page = await browser.context.newPage();
  await page.setContent(dialog);
  expect(await page.evaluate(() => document.getElementById('atril-print-bar')?.hidden)).toBe(false);
  await page.evaluate(() => {
    window.printed = 0;
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
  await page.click('#atril-print');
  expect(await page.evaluate(() => window.printed)).toBe(1);
  await page.close();
});

test('Abrir en otra pestaña del navegador: the same view in a new tab, without the bar', async () => {
  const page = await browser.context.newPage();
  await page.setContent(dialog);
  const [opened] = await Promise.all([browser.context.waitForEvent('page'), page.click('#atril-open')]);
  await opened.waitForLoadState();
  expect(opened.url()).toMatch(/^blob:/);
  expect(await opened.evaluate(() => document.getElementById('atril-print-bar'))).toBeNull();
  expect(await opened.evaluate(() => document.querySelector('h1')?.textContent)).toBe('Open de Otoño · Clasificación');
  expect(await opened.content()).toContain('Ana &lt;b&gt;García&lt;/b&gt;');
  expect(await opened.content()).toContain('@page { size: A4 portrait; margin: 10mm; }');
  await opened.close();
  await page.close();
});

test('on paper: the view without the bar', async () => {
  const page = await browser.context.newPage();
  await page.setContent(dialog);
  const [text] = pageTexts(await page.pdf({ preferCSSPageSize: true }));
  expect(text).toContain('Open de Otoño · Clasificación');
  expect(text).toContain('Ana <b>García</b>');
  expect(text).not.toContain('Imprimir');
  expect(text).not.toContain('Abrir en otra pestaña del navegador');
  await page.close();
});
