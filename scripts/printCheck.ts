// npm run print-check: renders the demo workbook with LibreOffice as the director would print
// it and checks that no text is cut (rules §2 "formatted for printing"). LibreOffice clips a
// cell's text at the next filled cell, and the clipped part is missing from the PDF's text:
// so every text cell of every tab must be found whole in the text of that tab's PDF. Writes
// out/print-check/demo.pdf and one PNG per page (out/print-check/page-N.png) to look at.
// Needs soffice (LibreOffice), pdftotext and pdftoppm (poppler-utils).
import ExcelJS from 'exceljs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { flattenCell } from '../src/local/xlsxWorkbook';
import { runDemo } from '../src/local/demo';

const out = join(__dirname, '..', 'out', 'print-check');

/** Text without any white space: pdftotext breaks lines and spaces words its own way. */
const squeeze = (text: string): string => text.replace(/\s+/g, '');

function pdfText(xlsx: string, dir: string): string {
  execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', dir, xlsx], { stdio: 'ignore' });
  return execFileSync('pdftotext', ['-layout', xlsx.replace(/\.xlsx$/, '.pdf'), '-'], { encoding: 'utf8' });
}

async function main(): Promise<number> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const demo = await runDemo({ out: join(out, 'demo.xlsx') });
  pdfText(demo.path, out);
  execFileSync('pdftoppm', ['-png', '-r', '60', join(out, 'demo.pdf'), join(out, 'page')]);
  const pages = readdirSync(out).filter((name) => name.endsWith('.png')).length;

  // One tab at a time (the others hidden: LibreOffice prints no hidden sheet).
  const cut: string[] = [];
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(demo.path);
  for (const sheet of book.worksheets) {
    book.worksheets.forEach((other) => (other.state = other === sheet ? 'visible' : 'hidden'));
    const file = join(out, `tab-${sheet.id}.xlsx`);
    await book.xlsx.writeFile(file);
    const text = squeeze(pdfText(file, out));
    const texts = new Set<string>();
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const value = flattenCell(cell.value);
        if (typeof value !== 'string' || value.trim() === '') return;
        // A wrapped header is printed a line per part: each word must be there whole.
        if (cell.alignment?.wrapText) value.split(/\s+/).forEach((word) => texts.add(word));
        else texts.add(value.trim());
      }),
    );
    const missing = [...texts].filter((value) => !text.includes(squeeze(value)));
    console.log(`${sheet.name}: ${texts.size} texts, ${missing.length} cut`);
    for (const value of missing) cut.push(`${sheet.name}: «${value}»`);
  }
  console.log(`\n${join(out, 'demo.pdf')}: ${pages} pages (PNG: ${join(out, 'page-*.png')})`);
  if (cut.length > 0) {
    console.log(`\nCut or missing in the PDF:\n${cut.join('\n')}`);
    return 1;
  }
  console.log('No text is cut.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
