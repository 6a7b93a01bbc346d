// A print view printed by Chromium as the browser's own Print does (page.pdf at the page size
// the view's CSS sets), and checked page by page (rules §12): no unit (a card, a row of
// slips, a follow sheet, a block) split across pages unless it is taller than a page, no
// page of a table's rows without its header, no body text under 9 pt, every page A4 (Letter
// for en_US) in the view's orientation. Used by the browser test and `npm run print-check`.
// Markers are slipped into the page before printing — white, 1 px text where each unit
// starts and ends, on each table row and each repeated header — and looked for in the text
// of each printed page (pdftotext, poppler-utils).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export interface PrintedPages {
  pages: number;
  /** What a reader of the paper would see wrong, one line each. */
  faults: string[];
  /** Units printed (kept whole or, taller than a page, allowed to run on). */
  units: number;
  /** Each page's size in points, [width, height]. */
  sizes: [number, number][];
  /** The PDF itself. */
  pdf: Buffer;
}

const PAPER_POINTS = { A4: [595.28, 841.89], Letter: [612, 792] } as const;

/** Every /MediaBox of the PDF, as [width, height] in points (one per page, as Chromium writes them). */
export function mediaBoxes(pdf: Buffer): [number, number][] {
  const boxes = pdf
    .toString('latin1')
    .matchAll(/\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/g);
  return [...boxes].map(([, x0, y0, x1, y1]) => [Number(x1) - Number(x0), Number(y1) - Number(y0)]);
}

/** The text of each page of a PDF. */
export function pageTexts(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'atril-pages-'));
  try {
    const file = join(dir, 'view.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', maxBuffer: 1 << 30 });
    return text.split('\f').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Marks the page (run in the browser): units' ends, table rows and repeated headers; answers
 * the units, those taller than a page, and the cells under 9 pt. Plain JavaScript in a string:
 * a compiled function would carry the test runner's helpers into the page.
 */
const MARK = `(pageHeightPx) => {
  const style = document.createElement('style');
  style.textContent = '.unit { position: relative; } td, th { position: relative; } ' +
    '.atril-mark { position: absolute; left: 0; font-size: 1px; line-height: 1px; color: #fff; white-space: nowrap; }';
  document.head.appendChild(style);
  const marker = (text, where) => {
    const span = document.createElement('span');
    span.className = 'atril-mark';
    span.textContent = text;
    span.style[where] = '0';
    return span;
  };
  const tall = [];
  const units = Array.from(document.querySelectorAll('.unit'));
  units.forEach((unit, i) => {
    if (unit.getBoundingClientRect().height > pageHeightPx) tall.push(i);
    unit.insertBefore(marker(' QQU' + i + 'AQQ ', 'top'), unit.firstChild);
    unit.appendChild(marker(' QQU' + i + 'ZQQ ', 'bottom'));
  });
  for (const table of Array.from(document.querySelectorAll('table'))) {
    if (!table.tHead) continue;
    const first = table.tHead.querySelector('tr > th');
    if (first) first.appendChild(marker(' QQHQQ ', 'top'));
    for (const body of Array.from(table.tBodies))
      for (const row of Array.from(body.rows))
        if (!row.classList.contains('blank') && row.cells.length > 0) row.cells[0].appendChild(marker(' QQRQQ ', 'top'));
  }
  const small = Array.from(document.querySelectorAll('td, th'))
    .map((cell) => parseFloat(getComputedStyle(cell).fontSize))
    .filter((px) => px < 12 - 0.01)
    .map((px) => ((px * 72) / 96).toFixed(2) + ' pt');
  return { units: units.length, tall, small };
}`;

export interface CheckOptions {
  paper: 'A4' | 'Letter';
  landscape: boolean;
  /** The name the faults start with. */
  label: string;
}

/**
 * Chromium answers "Page.printToPDF: Printing failed" and nothing more when the page's renderer
 * process dies under it. On a busy machine that is the kernel's doing: Chromium marks its
 * renderers oom_score_adj 300, so when memory runs short anywhere on the machine a renderer is
 * the first process killed, and the print check's, holding a 200-page view, the largest
 * (docs/print.md "CI under load"). A failed print is asked whether its page still answers, and
 * one that does not is reported as what it is.
 */
async function explained<T>(page: Page, label: string, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    const alive = await page.evaluate('1').then(
      () => true,
      () => false,
    );
    if (alive) throw error;
    throw new Error(
      `${label}: Chromium's renderer died while printing (killed by the kernel for memory? see dmesg): ${(error as Error).message}`,
    );
  }
}

/** Prints `html` in `page` and checks every page (see above). */
export async function printAndCheck(page: Page, html: string, options: CheckOptions): Promise<PrintedPages> {
  return explained(page, options.label, printAndCheckIn(page, html, options));
}

async function printAndCheckIn(page: Page, html: string, options: CheckOptions): Promise<PrintedPages> {
  const [short, long] = PAPER_POINTS[options.paper];
  const [width, height] = options.landscape ? [long, short] : [short, long];
  // The screen laid out as the paper will be: the page's printable width (10 mm margins), print media.
  const px = (points: number) => Math.round((points * 96) / 72);
  const margin = px((10 * 72) / 25.4);
  await page.setViewportSize({ width: px(width) - 2 * margin, height: px(height) - 2 * margin });
  await page.emulateMedia({ media: 'print' });
  // No timeout of its own (Playwright's is 30 s): a 200-player view takes seconds to lay out on a
  // busy machine; jest's test timeout, or the CI job's, is the one clock.
  await page.setContent(html, { waitUntil: 'load', timeout: 0 });
  const found = (await page.evaluate(`(${MARK})(${px(height) - 2 * margin})`)) as {
    units: number;
    tall: number[];
    small: string[];
  };
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const faults: string[] = [];
  const fault = (text: string) => faults.push(`${options.label}: ${text}`);

  const sizes = mediaBoxes(pdf);
  sizes.forEach(([w, h], i) => {
    if (Math.abs(w - width) > 2 || Math.abs(h - height) > 2)
      fault(
        `page ${i + 1} is ${w.toFixed(0)} × ${h.toFixed(0)} pt, not ${options.paper} ${options.landscape ? 'landscape' : 'portrait'}`,
      );
  });
  if (found.small.length > 0) fault(`${found.small.length} cell(s) under 9 pt (${found.small[0]})`);

  const texts = pageTexts(pdf).map((text) => text.replace(/\s+/g, ''));
  const pagesOf = new Map<string, number[]>();
  texts.forEach((text, p) => {
    for (const [, marker] of text.matchAll(/QQ(U\d+[AZ]|H|R)QQ/g)) {
      pagesOf.set(marker, [...(pagesOf.get(marker) ?? []), p + 1]);
    }
    const rows = (text.match(/QQRQQ/g) ?? []).length;
    const headers = (text.match(/QQHQQ/g) ?? []).length;
    if (rows > 0 && headers === 0) fault(`page ${p + 1}: ${rows} table row(s) without their header`);
  });
  const tall = new Set(found.tall);
  for (let unit = 0; unit < found.units; unit++) {
    const [start] = pagesOf.get(`U${unit}A`) ?? [];
    const [end] = pagesOf.get(`U${unit}Z`) ?? [];
    if (start === undefined || end === undefined) fault(`unit ${unit + 1} not found on any page`);
    else if (start !== end && !tall.has(unit)) fault(`unit ${unit + 1} split across pages ${start}–${end}`);
  }
  return { pages: texts.length, faults, units: found.units, sizes, pdf };
}
