// The print view printed by Debian's chromium as the browser's Print does (rules §12): every
// unit whole on its page — each card of Tarjetas, each row of slips (16 slips a page, long
// names and all), each follow sheet on a page of its own, each block of Clasificación
// duplicada — table headers on every page of rows, no text under 9 pt, A4 pages. And the
// check itself: a view whose units may break is caught.
import { parseGenerateArgs } from '../../src/local/generateArgs';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { generateTournament } from '../../src/sheets/actions/generateTournament';
import { prepareDuplicate } from '../../src/sheets/actions/prepareDuplicate';
import { printTab } from '../../src/sheets/actions/printTab';
import { t } from '../../src/i18n';
import { type Browser, launch } from '../support/chromium';
import { printAndCheck } from '../support/printedPages';

const PLAYERS = 14;
const NAME_KEY = t('es', 'config.name');
let browser: Browser;
const workbook = XlsxWorkbook.create('view.xlsx', { locale: 'es_ES' });

beforeAll(async () => {
  const options = parseGenerateArgs([
    ...['--players', String(PLAYERS), '--rounds', '5', '--seed', '4', '--long-names', '50', '--duplicates', '2'],
    ...['--set', `${NAME_KEY}=Campeonato Interclubes de la Comunidad Valenciana de Scrabble Duplicado`],
  ]);
  expect(generateTournament({ workbook, lang: 'es' }, options).ok).toBe(true);
  expect(prepareDuplicate({ workbook, lang: 'es' }).ok).toBe(true);
  browser = await launch();
});
afterAll(() => browser?.close());

async function printed(tab: string) {
  const result = printTab({ workbook, lang: 'es' }, tab);
  if (result.view === null) throw new Error(result.message);
  const page = await browser.context.newPage();
  try {
    return await printAndCheck(page, result.view, { paper: 'A4', landscape: result.landscape, label: tab });
  } finally {
    await page.close();
  }
}

test('Tarjetas: each card whole, several to a page', async () => {
  const { faults, units, pages } = await printed('Tarjetas');
  expect(faults).toEqual([]);
  expect(units).toBe(PLAYERS);
  expect(pages).toBeLessThan(PLAYERS / 2);
});

test('Papeletas: 16 slips to a page, a page per player, whatever the names', async () => {
  const { faults, units, pages } = await printed('Papeletas');
  expect(faults).toEqual([]);
  expect(units).toBe(PLAYERS * 8);
  expect(pages).toBe(PLAYERS);
});

test('Seguimiento: a landscape page per player', async () => {
  const { faults, pages, sizes } = await printed('Seguimiento');
  expect(faults).toEqual([]);
  expect(pages).toBe(PLAYERS);
  expect(sizes[0][0]).toBeGreaterThan(sizes[0][1]);
});

test('Clasificación duplicada and Emparejamientos: blocks whole, every page of rows under its header', async () => {
  for (const tab of ['Clasificación duplicada', 'Emparejamientos']) expect((await printed(tab)).faults).toEqual([]);
});

test('the check catches a unit split across pages and a page of rows without its header', async () => {
  const rows = Array.from({ length: 50 }, (_, r) => `<tr><td>Fila ${r + 1}</td></tr>`).join('');
  const html =
    '<!DOCTYPE html><html><head><style>@page { size: A4 portrait; margin: 10mm; } body { font-size: 12pt; }</style></head><body>' +
    `<div class="unit" style="margin-top: 200mm"><table><tbody>${rows.slice(0, rows.indexOf('Fila 21') - 8)}</tbody></table></div>` +
    `<table><thead><tr><th>Cabecera</th></tr></thead><tbody>${rows}${rows}</tbody></table>` +
    '<table style="break-before: page"><thead style="display: table-row-group"><tr><th>Sin repetir</th></tr></thead>' +
    `<tbody>${rows}${rows}</tbody></table></body></html>`;
  const page = await browser.context.newPage();
  const { faults } = await printAndCheck(page, html, { paper: 'A4', landscape: false, label: 'x' });
  await page.close();
  expect(faults).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^x: unit 1 split across pages 1–2$/),
      expect.stringMatching(/^x: page \d+: \d+ table row\(s\) without their header$/),
    ]),
  );
});

test("a renderer that dies mid-print is named, not left as Chromium's bare 'Printing failed'", async () => {
  // What the kernel does to a renderer when the machine runs short of memory (docs/print.md "CI
  // under load"), done here by the DevTools protocol's Page.crash on this test's own page.
  const rows = Array.from({ length: 20000 }, (_, r) => `<tr><td>Fila ${r + 1}</td></tr>`).join('');
  const html = `<!DOCTYPE html><html><head><style>@page { size: A4 portrait; margin: 10mm; }</style></head><body><table><tbody>${rows}</tbody></table></body></html>`;
  const page = await browser.context.newPage();
  const session = await browser.context.newCDPSession(page);
  const printing = printAndCheck(page, html, { paper: 'A4', landscape: false, label: 'Tarjetas' });
  void session.send('Page.crash').catch(() => undefined);
  await expect(printing).rejects.toThrow(/^Tarjetas: Chromium's renderer died while printing \(killed by the kernel/);
  await page.close();
});
