// The director's paper through the CLI (rules §2 Emparejamientos and "formatted for
// printing"): after `atril pair` the .xlsx file holds the pairing sheet — title, one row per
// board with its table and both names, the alphabetical "¿Dónde juego?" list — with its
// columns as wide as the longest name and its print settings (one page wide on A4, title
// repeated on every page); `atril pair` prints the boards; undo shows the round before.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import type { Grid } from '../../src/sheets/grid/cells';
import { atril, tournamentFile, typeScores } from '../support/cli';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'atril-print-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// Seven players: three boards and a bye; one name much longer than the others.
const LONGEST = 'María de los Ángeles Fernández-Villaverde';
const PLAYERS = [
  ['', 'Ana García', 2100, 'Club Alfil'],
  ['', LONGEST, 2050, ''],
  ['', 'Luis Pérez', 1950, 'Club Atril'],
  ['', 'Óscar Ruiz', 1900, ''],
  ['', 'Zoe Alba', 1850, ''],
  ['', 'Ñuño Vidal', 1800, ''],
  ['', 'José Martín', '', ''],
];
const NAMES = PLAYERS.map((row) => row[1] as string);

/** The saved file's sheet as exceljs (Excel's reader) sees it. */
async function fileSheet(path: string, tab: string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book.getWorksheet(tab) as ExcelJS.Worksheet;
}

describe('atril pair writes Emparejamientos ready to print', () => {
  it('title, every board on one row (table, both names), the alphabetical list with each table; widths and print settings in the file', async () => {
    const path = await tournamentFile(join(dir, 'torneo.xlsx'), PLAYERS);
    const book = await XlsxWorkbook.open(path);
    const config = book.read('Configuración') as Grid;
    book.write('Configuración', config.findIndex((row) => row[0] === 'Torneo') + 1, 2, [['Open de Otoño']]);
    await book.save();
    const run = await atril(['pair', path]);
    expect(run.code).toBe(0);

    const file = await XlsxWorkbook.open(path);
    const sheet = file.read('Emparejamientos') as Grid;
    const rondas = (file.read('Rondas') as Grid).filter((row) => row[0] === 1);
    expect(sheet[0][0]).toMatch(/^Open de Otoño · Ronda 1 de 7 · \d\d\/\d\d\/\d{4}$/);
    expect(sheet[2]).toEqual(['Mesa', 'N°', 'Jugador 1', 'Puntos', 'N°', 'Jugador 2', 'Puntos']);
    // Every Rondas game on one row with its table and both names; the bye without a table.
    for (const [, table, first, second] of rondas) {
      const row = sheet.find((line) => line[2] === first);
      expect(row && [row[0], row[5]]).toEqual(second === 'DESCANSO' ? ['', 'DESCANSO'] : [table, second]);
    }
    // "¿Dónde juego?": every player once, in Spanish order (Ñ after N, Ó with O), with his table.
    const listStart = sheet.findIndex((row) => row[0] === '¿Dónde juego?');
    // In the boards' columns: Nombre under Jugador 1, Mesa under Puntos, Rival under Jugador 2, Salida under Puntos.
    const listCells = (row: Grid[number]) => [row[2], row[3], row[5], row[6]];
    expect(listCells(sheet[listStart + 1])).toEqual(['Nombre', 'Mesa', 'Rival', 'Salida']);
    const list = sheet
      .slice(listStart + 2)
      .map(listCells)
      .filter((row) => row[0] !== '');
    expect(list.map((row) => row[0])).toEqual([...NAMES].sort(new Intl.Collator('es').compare));
    expect(list.map((row) => row[0])).toEqual([
      'Ana García',
      'José Martín',
      'Luis Pérez',
      LONGEST,
      'Ñuño Vidal',
      'Óscar Ruiz',
      'Zoe Alba',
    ]);
    for (const [, table, first, second] of rondas) {
      const mine = list.find((row) => row[0] === first);
      expect(mine?.[1]).toBe(second === 'DESCANSO' ? '' : table);
    }

    // In the file: the name columns (Jugador 1 and 2, over the list's Nombre and Rival) as wide as the longest name.
    const printed = await fileSheet(path, 'Emparejamientos');
    const nameColumns = [3, 6].map((column) => printed.getColumn(column).width ?? 0);
    expect(Math.min(...nameColumns)).toBeGreaterThanOrEqual(LONGEST.length);
    // Mesa (column A) as narrow as its header: the list no longer puts names there.
    expect(printed.getColumn(1).width ?? 0).toBeLessThan(8);
    expect(printed.pageSetup).toMatchObject({
      orientation: 'portrait',
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    });
    expect(printed.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(printed.getCell('A1').font).toMatchObject({ bold: true });
    expect(printed.getCell('C3').font).toMatchObject({ bold: true });

    // stdout: the boards, as on the sheet.
    for (const [, table, first, second] of rondas.filter((row) => row[3] !== 'DESCANSO')) {
      expect(run.stdout).toMatch(new RegExp(`\\n\\s*${table}\\s+\\d+\\s+${first}\\s+0\\s+\\d+\\s+${second}\\s+0`));
    }
    expect(run.stdout).toMatch(/Mesa\s+N°\s+Jugador 1\s+Puntos\s+N°\s+Jugador 2\s+Puntos/);
  });

  it('widths are refitted at every write, not only at set-up: round 2 has a new, longer name', async () => {
    const path = await tournamentFile(join(dir, 'torneo.xlsx'), PLAYERS.slice(2, 6));
    expect((await atril(['pair', path])).code).toBe(0);
    const before = (await fileSheet(path, 'Emparejamientos')).getColumn(3).width ?? 0;
    expect(before).toBeLessThan(LONGEST.length);
    await typeScores(path, 1);
    const book = await XlsxWorkbook.open(path);
    book.write('Jugadores', 6, 2, [[LONGEST]]);
    book.write('Jugadores', 7, 2, [['Ana García']]);
    await book.save();
    expect((await atril(['pair', path])).code).toBe(0);
    const printed = await fileSheet(path, 'Emparejamientos');
    const widest = Math.max(printed.getColumn(3).width ?? 0, printed.getColumn(6).width ?? 0);
    expect(widest).toBeGreaterThanOrEqual(LONGEST.length);
  });

  it('setup creates it empty; undo shows the round before again (no date: the day it was paired is not kept)', async () => {
    const path = await tournamentFile(join(dir, 'torneo.xlsx'), PLAYERS);
    expect((await XlsxWorkbook.open(path)).read('Emparejamientos')?.map((row) => row[0])).toEqual([
      'Emparejamientos',
      '',
      'Mesa',
    ]);
    const empty = (await XlsxWorkbook.open(path)).read('Emparejamientos');
    // Undoing round 1 leaves it as set-up made it.
    expect((await atril(['pair', path])).code).toBe(0);
    expect((await atril(['undo', path])).code).toBe(0);
    expect((await XlsxWorkbook.open(path)).read('Emparejamientos')).toEqual(empty);
    expect((await atril(['pair', path])).code).toBe(0);
    const round1 = (await XlsxWorkbook.open(path)).read('Emparejamientos') as Grid;
    await typeScores(path, 1);
    expect((await atril(['pair', path])).code).toBe(0);
    expect(((await XlsxWorkbook.open(path)).read('Emparejamientos') as Grid)[0][0]).toMatch(/^Ronda 2 de 7 · /);
    expect((await atril(['undo', path])).code).toBe(0);
    const back = (await XlsxWorkbook.open(path)).read('Emparejamientos') as Grid;
    expect(back[0][0]).toBe('Ronda 1 de 7');
    // The same boards and list as when round 1 was paired (points before round 1: all 0).
    expect(back.slice(1)).toEqual(round1.slice(1));
  });

  it('with Configuración › Enlace de la página, the QR code of the page sits under the list, in the file', async () => {
    const path = await tournamentFile(join(dir, 'torneo.xlsx'), PLAYERS);
    const book = await XlsxWorkbook.open(path);
    const config = book.read('Configuración') as Grid;
    book.write('Configuración', config.length + 1, 1, [
      ['Enlace de la página', 'https://club.example/clasificacion.html'],
    ]);
    await book.save();
    expect((await atril(['pair', path])).code).toBe(0);
    const printed = await fileSheet(path, 'Emparejamientos');
    const sheet = (await XlsxWorkbook.open(path)).read('Emparejamientos') as Grid;
    const listStart = sheet.findIndex((row) => row[0] === '¿Dónde juego?');
    // The list's header and a row per player, a blank row, then the caption and the picture under it, from column C.
    const caption = listStart + 2 + PLAYERS.length + 1;
    expect(sheet[caption][0]).toBe('Clasificación en tu teléfono:');
    const images = printed.getImages();
    expect(images).toHaveLength(1);
    expect(images[0].range.tl).toMatchObject({ nativeCol: 2, nativeRow: caption + 1 });
  });
});

describe('atril standings: the printed tabs', () => {
  it('Clasificación, Tabla cruzada, Tarjetas each under a title; the cards one block per player, pages breaking only between cards', async () => {
    const path = await tournamentFile(join(dir, 'torneo.xlsx'), PLAYERS);
    expect((await atril(['pair', path])).code).toBe(0);
    await typeScores(path, 1);
    const run = await atril(['standings', path]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Clasificación · Tras la ronda 1 de 7 · \d\d\/\d\d\/\d{4}\n\nPuesto/);
    const file = await XlsxWorkbook.open(path);
    for (const tab of ['Clasificación', 'Tabla cruzada', 'Tarjetas']) {
      expect((file.read(tab) as Grid)[0][0]).toMatch(new RegExp(`^${tab} · Tras la ronda 1 de 7 · `));
      const printed = await fileSheet(path, tab);
      expect(printed.pageSetup.printTitlesRow).toBe(tab === 'Tarjetas' ? '1:1' : '1:2');
    }
    const cards = file.read('Tarjetas') as Grid;
    const headings = cards
      .map((row, r) => [row[0], r + 1] as const)
      .filter(([cell]) => /^N° \d+ · /.test(String(cell)));
    expect(headings.map(([cell]) => String(cell).split(' · ')[1])).toEqual(NAMES);
    const cardsSheet = await fileSheet(path, 'Tarjetas');
    expect(cardsSheet.pageSetup).toMatchObject({
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    });
    // Breaks only before a card, several cards a page: exceljs keeps no breaks on reading, so the XML says.
    const book = await XlsxWorkbook.open(path);
    const buffer = await book.toBuffer();
    const zip = await JSZip.loadAsync(buffer);
    const xmls = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
        .map((name) => zip.file(name)?.async('string') as Promise<string>),
    );
    const breaks = xmls
      .map((xml) => [...xml.matchAll(/<brk id="(\d+)"/g)].map((match) => Number(match[1]) + 1))
      .find((list) => list.length > 0);
    // Seven cards of a title, a header and 7 rounds (about 150 pt each) pass one A4 page (about 700 pt), and three fit on one.
    const starts = headings.map(([, row]) => row);
    expect(breaks?.length).toBeGreaterThan(0);
    expect(breaks?.length).toBeLessThan(starts.length - 1);
    expect(breaks?.every((row) => starts.includes(row))).toBe(true);
  });
});
