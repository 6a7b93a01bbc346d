// `atril print <file.xlsx> <tab> [--pdf FILE]` (rules §12): the tab's print view — the page
// "Imprimir pestaña" prints from Google Sheets — on standard output, reading only; a tab
// Atril does not print refused with the list; --pdf prints it through Chromium.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM } from '../support/chromium';
import { mediaBoxes } from '../support/printedPages';
import { atril, tournamentFile, typeScores } from '../support/cli';

let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atril-view-'));
  file = await tournamentFile(join(dir, 'torneo.xlsx'), [
    ['', 'Ana García', 2100, 'Club Alfil'],
    ['', '<b>Luis</b> & Cía', 1950, 'Club Atril'],
    ['', 'Óscar Ruiz', 1900, ''],
    ['', 'Zoe Alba', 1850, ''],
  ]);
  expect((await atril(['pair', file])).code).toBe(0);
  await typeScores(file, 1);
  expect((await atril(['standings', file])).code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the view on stdout, the file untouched; the tab named as typed or any other way', async () => {
  const bytes = readFileSync(file);
  const run = await atril(['print', file, 'tarjetas']);
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^<!DOCTYPE html>/);
  expect(run.stdout).toContain('@page { size: A4 portrait; margin: 10mm; }');
  expect(run.stdout).toContain('<title>Tarjetas</title>');
  expect(run.stdout).toContain('&lt;b&gt;Luis&lt;/b&gt; &amp; Cía');
  expect(run.stdout.match(/<div class="unit">/g)).toHaveLength(4);
  expect(readFileSync(file).equals(bytes)).toBe(true);
});

test('a tab Atril does not print, or no tab: refused', async () => {
  const run = await atril(['print', file, 'Rondas']);
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/Atril no imprime la pestaña Rondas; las que imprime son: Emparejamientos, /);
  expect((await atril(['print', file])).code).toBe(2);
  expect((await atril(['print', file, 'Tarjetas', '--pdf'])).code).toBe(2);
  expect((await atril(['print', file, 'Tarjetas', '--landscape'])).code).toBe(2);
});

(existsSync(CHROMIUM) ? test : test.skip)(
  '--pdf: printed through Chromium on A4',
  async () => {
    const pdf = join(dir, 'emparejamientos.pdf');
    const run = await atril(['print', file, 'Emparejamientos', '--pdf', pdf]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`${pdf}: 1 página.`);
    const boxes = mediaBoxes(readFileSync(pdf));
    expect(boxes).toHaveLength(1);
    expect(boxes[0][0]).toBeCloseTo(595.3, 0);
    expect(boxes[0][1]).toBeCloseTo(841.9, 0);
  },
  60_000,
);
