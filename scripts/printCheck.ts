// npm run print-check: prints a club-size tournament with LibreOffice as the director would
// (rules §2 "formatted for printing") and fails on what a reader of the paper would see wrong.
// The field is generated, not the demo: 40 players, 9 rounds, four clubs, a third of them with
// long names, and two duplicate games of 15 rounds over the whole field. Each tab is printed
// on its own (the others hidden: LibreOffice prints no hidden sheet) and checked:
// - no text cut: LibreOffice clips a cell's text at the next filled cell, and the clipped
//   part is missing from the PDF's text, so every text cell must be found whole there;
// - no page without a player: a page of a tab that names players must name at least one
//   (else it is a strip of numbers cut away from its names: the columns ran off the page);
// - every board of Emparejamientos on one printed line: both names on the same line;
// - legible: the body text of every tab printed at MIN_SCALE % of its size or more. The size
//   is read from the PDF (the height of the words), against Configuración's, which prints at
//   100 %; LibreOffice must print with Carlito, Calibri's metric twin (fonts-crosextra-carlito),
//   as Excel prints with Calibri: a wider stand-in font would print every wide tab smaller.
// Options of `atril generate` after `--` change the field (10 or 200 players, say).
// Writes out/print-check/tournament.pdf and one PNG per page (out/print-check/page-N.png).
// Then the print views of rules §12 (what "Imprimir pestaña" prints from Google Sheets):
// every printed tab of a 40-player and a 200-player field (and an en_US one on Letter)
// printed by Chromium and checked page by page (scripts/printViewCheck.ts), the pages per
// tab listed; PDFs in out/print-check/view/.
// Needs soffice (LibreOffice), pdftotext and pdftoppm (poppler-utils), and chromium.
import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import JSZip from 'jszip';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { t } from '../src/i18n';
import { parseGenerateArgs } from '../src/local/generateArgs';
import { flattenCell, XlsxWorkbook } from '../src/local/xlsxWorkbook';
import { generateTournament } from '../src/sheets/actions/generateTournament';
import { prepareDuplicate } from '../src/sheets/actions/prepareDuplicate';
import { checkPrintViews, pagesTable } from './printViewCheck';

const out = join(__dirname, '..', 'out', 'print-check');
const FIELD = [
  ['--players', '40'],
  ['--rounds', '9'],
  ['--clubs', '4'],
  ['--seed', '3'],
  ['--long-names', '35'],
  ['--duplicates', '2'],
  ['--duplicate-rounds', '15'],
].flat();

/** The smallest print scale (%) a tab may come out at: 11-point text at 56 % is 6.2 points. */
const MIN_SCALE = 56;

/** Text without any white space: pdftotext breaks lines and spaces words its own way. */
const squeeze = (text: string): string => text.replace(/\s+/g, '');

/**
 * Prints each of `files` (.xlsx) to a PDF beside it, in one LibreOffice run (its start is the slow
 * part), with a profile of its own. With the shared one (~/.config/libreoffice) a soffice started
 * while another runs — a second print check, another worktree's — hands its files to that one
 * and waits on it: tried on the busy machine, the two runs stalled for two minutes once, and a
 * run's fate hung on the other's (docs/print.md "CI under load"). A file it did not print is
 * said by name rather than left for pdftotext to stumble on.
 */
function print(files: readonly string[], dir: string): void {
  const profile = mkdtempSync(join(tmpdir(), 'atril-soffice-'));
  try {
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        ...files,
      ],
      { stdio: 'ignore' },
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  const missing = files.filter((file) => !existsSync(file.replace(/\.xlsx$/, '.pdf')));
  if (missing.length > 0) throw new Error(`LibreOffice printed no PDF for ${missing.join(', ')}`);
}

/** The text of a printed PDF, a string per page. */
function pagesOf(xlsx: string): string[] {
  const text = execFileSync('pdftotext', ['-layout', xlsx.replace(/\.xlsx$/, '.pdf'), '-'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  // pdftotext ends every page with a form feed.
  return text.split('\f').slice(0, -1);
}

/** The height (points) of most words of a printed PDF: its body text's size, headers and titles aside. */
function bodyHeight(pdf: string): number {
  // A word a line: 200 players' tabs pass the default megabyte.
  const boxes = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const counts = new Map<string, number>();
  for (const [, yMin, yMax] of boxes.matchAll(/<word [^>]*yMin="([\d.]+)"[^>]*yMax="([\d.]+)"/g)) {
    const height = (Number(yMax) - Number(yMin)).toFixed(1);
    counts.set(height, (counts.get(height) ?? 0) + 1);
  }
  const [height] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['0'];
  return Number(height);
}

async function main(): Promise<number> {
  const calibri = execFileSync('fc-match', ['Calibri'], { encoding: 'utf8' });
  if (!/carlito/i.test(calibri)) {
    console.error(`Calibri prints as ${calibri.trim()}, not Carlito: install fonts-crosextra-carlito (.ci/run does).`);
    return 2;
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const path = join(out, 'tournament.xlsx');
  const workbook = XlsxWorkbook.create(path, { locale: 'es_ES' });
  // Options after `--` change the field (`npm run print-check -- --players 200 --rounds 3`).
  const options = parseGenerateArgs([...FIELD, ...process.argv.slice(2)]);
  const generated = generateTournament({ workbook, lang: 'es' }, options);
  if (!generated.ok) throw new Error(generated.message);
  // The papers of the next duplicate game too (rules §12: 16 slips and one follow sheet a page per player).
  const prepared = prepareDuplicate({ workbook, lang: 'es' });
  if (!prepared.ok) throw new Error(prepared.message);
  await workbook.save(path);

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const names = new Set<string>();
  book.getWorksheet(t('es', 'tab.players'))?.eachRow((row, number) => {
    const name = flattenCell(row.getCell(2).value);
    if (number > 1 && typeof name === 'string' && name.trim() !== '') names.add(squeeze(name));
  });
  if (names.size !== options.field.players)
    throw new Error(`Jugadores names ${names.size} players, not ${options.field.players}`);

  // Each tab alone in a copy of the file, the others hidden and it the active one, by editing
  // the workbook's XML only (re-saving through exceljs would drop the page breaks).
  const zip = await JSZip.loadAsync(readFileSync(path));
  const workbookXml = (await zip.file('xl/workbook.xml')?.async('string')) ?? '';
  const files = new Map<ExcelJS.Worksheet, string>();
  for (const [index, sheet] of book.worksheets.entries()) {
    let n = -1;
    const xml = workbookXml
      .replace(/<sheet\b([^>]*?)\s*\/>/g, (_, attributes: string) => {
        n++;
        const shown = attributes.replace(/\sstate="[^"]*"/, '');
        return n === index ? `<sheet${shown}/>` : `<sheet${shown} state="hidden"/>`;
      })
      .replace(/<bookViews>[\s\S]*?<\/bookViews>/, '')
      .replace('<sheets>', `<bookViews><workbookView activeTab="${index}" firstSheet="${index}"/></bookViews><sheets>`);
    zip.file('xl/workbook.xml', xml);
    const file = join(out, `tab-${index + 1}.xlsx`);
    writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer' }));
    files.set(sheet, file);
  }
  print([path, ...files.values()], out);
  execFileSync('pdftoppm', ['-png', '-r', '50', join(out, 'tournament.pdf'), join(out, 'page')]);
  const pages = pagesOf(path).length;

  const faults: string[] = [];
  // Configuración prints at 100 %: two narrow columns.
  const fullSize = bodyHeight(join(out, 'tab-1.pdf'));
  for (const [sheet, file] of files) {
    const text = pagesOf(file);
    const scale = Math.round((100 * bodyHeight(file.replace(/\.xlsx$/, '.pdf'))) / fullSize);
    if (scale < MIN_SCALE) faults.push(`${sheet.name}: printed at ${scale} %, under ${MIN_SCALE} %`);
    const whole = squeeze(text.join(''));

    const texts = new Set<string>();
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const value = flattenCell(cell.value);
        if (typeof value !== 'string' || value.trim() === '') return;
        // A wrapped cell is printed a line per part: each word must be there whole.
        const wrapped = cell.alignment?.wrapText || sheet.getColumn(cell.col).alignment?.wrapText;
        if (wrapped) value.split(/\s+/).forEach((word) => texts.add(word));
        else texts.add(value.trim());
      }),
    );
    const cut = [...texts].filter((value) => !whole.includes(squeeze(value)));
    for (const value of cut) faults.push(`${sheet.name}: cut or missing «${value}»`);

    // A tab about players: each of its pages names one.
    const aboutPlayers = [...names].some((name) => whole.includes(name));
    const strays = aboutPlayers
      ? text
          .map((page, i) => ({ page: i + 1, pageText: squeeze(page) }))
          .filter(({ pageText }) => ![...names].some((name) => pageText.includes(name)))
      : [];
    for (const { page } of strays) faults.push(`${sheet.name}: page ${page} of ${text.length} names no player`);

    let split = 0;
    if (sheet.name === t('es', 'tab.pairings')) {
      // Every board (a row with a number in Mesa and both names) on one line of the PDF.
      const lines = text.flatMap((page) => page.split('\n')).map(squeeze);
      sheet.eachRow((row) => {
        const [table, first, second] = [1, 3, 6].map((column) => flattenCell(row.getCell(column).value));
        if (typeof table !== 'number' || typeof first !== 'string' || typeof second !== 'string') return;
        const [a, b] = [squeeze(first), squeeze(second)];
        if (!lines.some((line) => line.includes(a) && line.includes(b))) {
          split++;
          faults.push(`${sheet.name}: board ${table} (${first} – ${second}) not on one line`);
        }
      });
    }
    // rules §12: a page per player of slips (two across, 16 to the page) and of follow sheets.
    if ([t('es', 'tab.slips'), t('es', 'tab.followSheets')].includes(sheet.name) && text.length !== names.size)
      faults.push(`${sheet.name}: ${text.length} pages for ${names.size} players, not one each`);
    console.log(
      `${sheet.name}: ${text.length} page(s) at ${scale} %, ${texts.size} texts, ${cut.length} cut, ${strays.length} page(s) without a player` +
        (sheet.name === t('es', 'tab.pairings') ? `, ${split} board(s) split` : ''),
    );
  }
  const pngs = readdirSync(out).filter((name) => name.startsWith('page') && name.endsWith('.png')).length;
  console.log(`\n${join(out, 'tournament.pdf')}: ${pages} pages (${pngs} PNG: ${join(out, 'page-*.png')})`);

  // rules §12: the print views, printed by Chromium.
  console.log('');
  const views = await checkPrintViews(out);
  console.log(`\nPrint view pages per tab:\n${pagesTable(views)}`);
  faults.push(...views.faults);
  if (faults.length > 0) {
    console.log(`\nPrint faults:\n${faults.join('\n')}`);
    return 1;
  }
  console.log(`No text cut, no page without its players, every board on one line, no tab under ${MIN_SCALE} %.`);
  console.log(
    'Print views: no unit split, every page of rows with its header, no text under 9 pt, A4 (Letter for en_US).',
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
