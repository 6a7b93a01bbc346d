// `atril print --pdf` (rules §12): the print view printed by Chromium as the browser's own
// Print would, at the page size and orientation the view's CSS sets (preferCSSPageSize).
// playwright-core drives the installed chromium (it never downloads a browser); it is loaded
// only here, so the other commands run without it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's chromium (apt-get install chromium); CHROMIUM_PATH names another. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Pages of a PDF as Chromium writes it: one page object each. */
export function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

/** Prints `html` into the PDF file `path` with the chromium at `chromium`; returns its pages. */
export async function printPdf(html: string, path: string, chromium: string): Promise<number> {
  if (!existsSync(chromium)) throw new Error(`${chromium}: not found`);
  // Loaded when a PDF is asked for, synchronously: the CLI runs as CommonJS (bin/atril.js, jest).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { chromium: driver } = require('playwright-core') as typeof import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'atril-print-'));
  const context = await driver.launchPersistentContext(profile, {
    executablePath: chromium,
    headless: true,
    offline: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const pdf = await page.pdf({ path, preferCSSPageSize: true, printBackground: true });
    return pdfPages(pdf);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
