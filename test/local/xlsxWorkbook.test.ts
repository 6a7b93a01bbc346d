// The Workbook port over a real .xlsx file (rules §1 `local/`): every test saves a real file
// in a temporary directory and opens it again, so what is checked is what Excel or
// LibreOffice would find in the file.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileChangedError, XlsxWorkbook, flattenCell } from '../../src/local/xlsxWorkbook';
import type { PrintLayout } from '../../src/sheets/grid/workbook';
import { qrGifBase64 } from '../../src/sheets/grid/qrCode';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'atril-xlsx-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** A sheet's XML inside a saved .xlsx, by tab name. */
async function readSheetXml(path: string, tab: string): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(path));
  const workbook = (await zip.file('xl/workbook.xml')?.async('string')) ?? '';
  const rels = (await zip.file('xl/_rels/workbook.xml.rels')?.async('string')) ?? '';
  const id = new RegExp(`<sheet [^>]*name="${tab}"[^>]*r:id="([^"]+)"`).exec(workbook)?.[1];
  const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ?? '';
  return (await zip.file(`xl/${target.replace(/^\/?xl\//, '')}`)?.async('string')) ?? '';
}

async function roundTrip(book: XlsxWorkbook, name = 'book.xlsx'): Promise<XlsxWorkbook> {
  const path = join(dir, name);
  await book.save(path);
  return XlsxWorkbook.open(path);
}

describe('XlsxWorkbook read/write', () => {
  it('reads back a written block as a getValues grid: numbers as numbers, blanks as empty strings', async () => {
    const book = XlsxWorkbook.create();
    book.write('Jugadores', 1, 1, [
      ['N°', 'Nombre', 'Escalafón'],
      [1, 'Ana García', 2100],
      [2, 'Luis Pérez', ''],
    ]);
    const back = await roundTrip(book);
    expect(back.tabNames()).toEqual(['Jugadores']);
    expect(back.read('Jugadores')).toEqual([
      ['N°', 'Nombre', 'Escalafón'],
      [1, 'Ana García', 2100],
      [2, 'Luis Pérez', ''],
    ]);
  });

  it('opens on a visible tab when the first is hidden (the list workbook: LibreOffice would print its data tab)', async () => {
    const book = XlsxWorkbook.create();
    book.write('Torneos (datos)', 1, 1, [['Datos'], ['{}']]);
    book.hideTab('Torneos (datos)');
    book.write('Escalafón', 1, 1, [['Puesto'], [1]]);
    book.write('EloDI', 1, 1, [['Nombre']]);
    const path = join(dir, 'lista.xlsx');
    await book.save(path);
    const raw = new ExcelJS.Workbook();
    await raw.xlsx.readFile(path);
    expect(raw.worksheets.map((sheet) => sheet.state)).toEqual(['hidden', 'visible', 'visible']);
    expect(raw.views[0]).toMatchObject({ activeTab: 1, firstSheet: 1 });
    // Saved again with a tab the officer chose active: Atril leaves that choice alone.
    raw.views = [{ ...raw.views[0], activeTab: 2 }];
    await raw.xlsx.writeFile(path);
    const again = await XlsxWorkbook.open(path);
    again.write('EloDI', 2, 1, [['Ana']]);
    await again.save();
    const back = new ExcelJS.Workbook();
    await back.xlsx.readFile(path);
    expect(back.views[0]).toMatchObject({ activeTab: 2 });
  });

  it('gives null for a tab that does not exist, [] for an empty one', async () => {
    const book = XlsxWorkbook.create();
    book.addTab('Vacía');
    const back = await roundTrip(book);
    expect(back.read('Nada')).toBeNull();
    expect(back.read('Vacía')).toEqual([]);
  });

  it('rules §9: a name starting with =, +, - or @ is stored and read back as the same text, never a formula', async () => {
    const names = ['=HYPERLINK("http://x","y")', '+34 600', '-Pepe', '@juan', '=1+1'];
    const book = XlsxWorkbook.create();
    book.write('Jugadores', 1, 1, [['Nombre'], ...names.map((name) => [name])]);
    const path = join(dir, 'names.xlsx');
    await book.save(path);
    // Check the raw file with a fresh exceljs instance: plain strings, no formula objects.
    const raw = new ExcelJS.Workbook();
    await raw.xlsx.readFile(path);
    const sheet = raw.getWorksheet('Jugadores') as ExcelJS.Worksheet;
    names.forEach((name, i) => {
      const cell = sheet.getCell(i + 2, 1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(name);
    });
    expect(
      (await XlsxWorkbook.open(path))
        .read('Jugadores')
        ?.slice(1)
        .map((row) => row[0]),
    ).toEqual(names);
  });

  it('writes a block at an offset without touching the cells around it (rules §9: nothing typed is overwritten)', async () => {
    const book = XlsxWorkbook.create();
    book.write('Rondas', 1, 1, [
      ['Ronda', 'Mesa', 'Nota'],
      [1, 1, 'typed by the user'],
    ]);
    book.write('Rondas', 2, 2, [[7]]);
    book.write('Rondas', 4, 1, [[2, 1]]);
    const back = await roundTrip(book);
    expect(back.read('Rondas')).toEqual([
      ['Ronda', 'Mesa', 'Nota'],
      [1, 7, 'typed by the user'],
      ['', '', ''],
      [2, 1, ''],
    ]);
  });

  it('replace() clears the old contents, including rows and columns beyond the new block', async () => {
    const book = XlsxWorkbook.create();
    book.write('Clasificación', 1, 1, [
      ['a', 'b', 'c'],
      [1, 2, 3],
      [4, 5, 6],
    ]);
    book.replace('Clasificación', [['x'], [9]]);
    const back = await roundTrip(book);
    expect(back.read('Clasificación')).toEqual([['x'], [9]]);
    back.replace('Nueva', [['y']]);
    expect(back.tabNames()).toEqual(['Clasificación', 'Nueva']);
  });

  it('keeps the order of tabs and of other tabs when one is replaced', async () => {
    const book = XlsxWorkbook.create();
    for (const tab of ['Configuración', 'Jugadores', 'Rondas', 'Clasificación']) book.addTab(tab);
    book.replace('Jugadores', [['Nombre']]);
    const back = await roundTrip(book);
    expect(back.tabNames()).toEqual(['Configuración', 'Jugadores', 'Rondas', 'Clasificación']);
  });

  it('renameTab keeps the tab in place with its values and formats; the file has the new name (Nuevo torneo)', async () => {
    const book = XlsxWorkbook.create();
    for (const tab of ['Configuración', 'Rondas', 'Temporada']) book.addTab(tab);
    book.write('Rondas', 1, 1, [
      ['Ronda', 'Resultado'],
      [1, '1-0'],
    ]);
    book.format('Rondas', { frozenRows: 1, textColumns: [2] });
    book.renameTab('Rondas', 'Otoño 2026 · Rondas');
    book.addTab('Rondas');
    const back = await roundTrip(book);
    expect(back.tabNames()).toEqual(['Configuración', 'Otoño 2026 · Rondas', 'Temporada', 'Rondas']);
    expect(back.read('Otoño 2026 · Rondas')).toEqual([
      ['Ronda', 'Resultado'],
      [1, '1-0'],
    ]);
    expect(back.read('Rondas')).toEqual([]);
    const raw = new ExcelJS.Workbook();
    await raw.xlsx.readFile(join(dir, 'book.xlsx'));
    const kept = raw.getWorksheet('Otoño 2026 · Rondas')!;
    expect(kept.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(kept.getColumn(2).numFmt).toBe('@');
    expect(() => book.renameTab('Nada', 'x')).toThrow('no tab');
  });

  it('save() leaves no temporary file behind', async () => {
    const book = XlsxWorkbook.create();
    book.write('A', 1, 1, [['x']]);
    await book.save(join(dir, 'a.xlsx'));
    expect(readdirSync(dir)).toEqual(['a.xlsx']);
  });

  it('a save cut short halfway leaves the file as it was, whole, and no temporary file (rules §17)', async () => {
    const path = join(dir, 'cut.xlsx');
    const first = XlsxWorkbook.create();
    first.write('A', 1, 1, [['antes']]);
    await first.save(path);
    const before = readFileSync(path);
    const book = await XlsxWorkbook.open(path);
    book.write('A', 1, 1, [['después']]);
    // The writer dies after half the bytes (a full disk, a killed process): the temporary file is half a workbook.
    const inner = (book as unknown as { book: ExcelJS.Workbook }).book;
    inner.xlsx.writeFile = async (target: string) => {
      const whole = await inner.xlsx.writeBuffer();
      writeFileSync(target, Buffer.from(whole as ArrayBuffer).subarray(0, Math.floor(whole.byteLength / 2)));
      throw new Error('ENOSPC: no space left on device');
    };
    await expect(book.save()).rejects.toThrow('ENOSPC');
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.includes('cut'))).toEqual(['cut.xlsx']);
    expect((await XlsxWorkbook.open(path)).read('A')).toEqual([['antes']]);
  });
});

describe('reading cells typed in Excel/LibreOffice', () => {
  it('flattens formulas to their results, rich text and links to their text, errors to their code', async () => {
    const raw = new ExcelJS.Workbook();
    const sheet = raw.addWorksheet('Jugadores');
    sheet.getCell('A1').value = 'Nombre';
    sheet.getCell('B1').value = 'Escalafón';
    sheet.getCell('A2').value = { richText: [{ text: 'Ana ', font: { bold: true } }, { text: 'García' }] };
    sheet.getCell('B2').value = { formula: '2000+100', result: 2100 };
    sheet.getCell('A3').value = { text: 'Luis', hyperlink: 'https://example.org' };
    sheet.getCell('B3').value = { formula: 'NA()', result: { error: '#N/A' } };
    sheet.getCell('A4').value = true;
    const date = new Date(Date.UTC(2026, 2, 14));
    sheet.getCell('B4').value = date;
    const path = join(dir, 'typed.xlsx');
    await raw.xlsx.writeFile(path);
    expect((await XlsxWorkbook.open(path)).read('Jugadores')).toEqual([
      ['Nombre', 'Escalafón'],
      ['Ana García', 2100],
      ['Luis', '#N/A'],
      [true, date],
    ]);
  });

  it('a formula without a cached result reads as blank, like an uncalculated cell', () => {
    expect(flattenCell({ formula: 'A1', result: undefined } as ExcelJS.CellFormulaValue)).toBe('');
  });
});

describe('format()', () => {
  it('prints a typed tab one page wide on A4, its frozen rows repeated, across the page when asked, a column wrapped', async () => {
    const book = XlsxWorkbook.create();
    book.write('Rondas', 1, 1, [
      ['Ronda', 'Motivo'],
      [1, 'N° 35 sube desde 1 pts al grupo de 2 y evita repetición'],
    ]);
    book.format('Rondas', { frozenRows: 1, print: { landscape: true, wrapColumns: [2] } });
    book.write('Jugadores', 1, 1, [['N°', 'Nombre']]);
    book.format('Jugadores', { frozenRows: 1, print: { landscape: false } });
    const path = join(dir, 'print.xlsx');
    await book.save(path);
    const file = new ExcelJS.Workbook();
    await file.xlsx.readFile(path);
    const rondas = file.getWorksheet('Rondas') as ExcelJS.Worksheet;
    const oneWide = { paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '1:1' };
    expect(rondas.pageSetup).toMatchObject({ ...oneWide, orientation: 'landscape' });
    expect(rondas.getCell('B2').alignment).toMatchObject({ wrapText: true });
    expect(file.getWorksheet('Jugadores')?.pageSetup).toMatchObject({ ...oneWide, orientation: 'portrait' });
  });

  it('a tab it creates prints one page wide before any layout (a view set up, not yet written)', async () => {
    const book = XlsxWorkbook.create();
    book.addTab('ELO');
    book.replace('ELO', [['ELO'], ['N°', 'Nombre']]);
    const path = join(dir, 'new.xlsx');
    await book.save(path);
    const file = new ExcelJS.Workbook();
    await file.xlsx.readFile(path);
    expect(file.getWorksheet('ELO')?.pageSetup).toMatchObject({
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    });
  });

  it('maps frozen rows, text columns, the Resultado dropdown and the bold header into the file', async () => {
    const book = XlsxWorkbook.create();
    book.write('Rondas', 1, 1, [['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado']]);
    book.format('Rondas', {
      frozenRows: 1,
      textColumns: [7],
      dropdown: { column: 7, values: ['NP1', 'NP2', 'NP', '1-0', '0-1', '½-½'] },
      numberColumns: [5, 6],
      boldHeader: true,
    });
    // A value typed later in the text column (rules §2: "1-0" stays text) inherits the format.
    book.write('Rondas', 2, 1, [[1, 1, 'Ana', 'Luis', '', '', '1-0']]);
    const path = join(dir, 'format.xlsx');
    await book.save(path);
    const raw = new ExcelJS.Workbook();
    await raw.xlsx.readFile(path);
    const sheet = raw.getWorksheet('Rondas') as ExcelJS.Worksheet;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(7).numFmt).toBe('@');
    expect(sheet.getCell('G2').numFmt).toBe('@');
    expect(sheet.getCell('G2').value).toBe('1-0');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('G1').font?.bold).toBe(true);
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, { type: string; formulae: unknown[] }> } }
    ).dataValidations.model;
    expect(validations.G2).toMatchObject({ type: 'list', formulae: ['"NP1,NP2,NP,1-0,0-1,½-½"'] });
    expect(validations.G500).toMatchObject({ type: 'list' });
    expect(validations.E2).toMatchObject({ type: 'decimal' });
    expect(validations.G1).toBeUndefined();
  });

  it('score columns are whole numbers from 0 to 2000, from row 2 down (rules §9)', async () => {
    const book = XlsxWorkbook.create();
    book.format('Rondas', { scoreColumns: [5, 6], numberColumns: [3] });
    await roundTrip(book, 'scores.xlsx');
    const raw = new ExcelJS.Workbook();
    await raw.xlsx.readFile(join(dir, 'scores.xlsx'));
    const model = (
      raw.getWorksheet('Rondas') as unknown as {
        dataValidations: { model: Record<string, { type: string; operator: string; formulae: unknown[] }> };
      }
    ).dataValidations.model;
    expect(model.E2).toMatchObject({ type: 'whole', operator: 'between', formulae: [0, 2000] });
    expect(model.F500).toMatchObject({ type: 'whole', formulae: [0, 2000] });
    expect(model.C2).toMatchObject({ type: 'decimal' });
    expect(model.E1).toBeUndefined();
  });

  it('formatting twice (set-up run again) keeps one rule per column', async () => {
    const book = XlsxWorkbook.create();
    book.format('Rondas', { dropdown: { column: 7, values: ['NP1'] } });
    const back = await roundTrip(book);
    back.format('Rondas', { dropdown: { column: 7, values: ['NP1', 'NP2'] } });
    const again = await roundTrip(back, 'again.xlsx');
    const path = join(dir, 'again.xlsx');
    const raw = new ExcelJS.Workbook();
    await raw.xlsx.readFile(path);
    const model = (
      raw.getWorksheet('Rondas') as unknown as { dataValidations: { model: Record<string, { formulae: unknown[] }> } }
    ).dataValidations.model;
    expect(new Set(Object.values(model).map((rule) => JSON.stringify(rule.formulae)))).toEqual(
      new Set(['["\\"NP1,NP2\\""]']),
    );
    expect(again.tabNames()).toEqual(['Rondas']);
  });
});

describe('layout(): a generated tab printed (rules §2)', () => {
  const LAYOUT: PrintLayout = {
    widths: [6, 24, 9],
    titleRows: [1],
    headerRows: [2],
    numberColumns: [[1, 3]],
    repeatRows: 2,
    pageBreaks: [],
    landscape: false,
    image: null,
  };
  const GRID = [
    ['Open · Clasificación · 23/11/2026', '', ''],
    ['Puesto', 'Nombre', 'Puntos'],
    [1, 'Rosa María Gil Navarro', 4.5],
    [2, 'Ana Alba', 4],
  ];

  /** The sheet as exceljs reads it from the saved file. */
  async function saved(book: XlsxWorkbook, tab: string): Promise<ExcelJS.Worksheet> {
    const path = join(dir, 'printed.xlsx');
    await book.save(path);
    const file = new ExcelJS.Workbook();
    await file.xlsx.readFile(path);
    return file.getWorksheet(tab) as ExcelJS.Worksheet;
  }

  it('writes the widths, the frozen and repeated rows, one page wide on A4, bold header and larger title', async () => {
    const book = XlsxWorkbook.create();
    book.replace('Clasificación', GRID);
    book.layout('Clasificación', LAYOUT);
    const sheet = await saved(book, 'Clasificación');
    // Characters plus the cell's padding, as Excel writes them.
    expect([1, 2, 3].map((column) => sheet.getColumn(column).width)).toEqual([6.71, 24.71, 9.71]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    expect(sheet.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:2',
    });
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true, size: 14 });
    expect(sheet.getCell('B2').font).toMatchObject({ bold: true });
    expect(sheet.getCell('B3').font?.bold).toBeFalsy();
    // Headers wrap, those over numbers are right-aligned; text stands one space in from the number before it.
    expect(sheet.getCell('B2').alignment).toMatchObject({ wrapText: true, horizontal: 'left' });
    expect(sheet.getCell('C2').alignment).toMatchObject({ wrapText: true, horizontal: 'right' });
    expect(sheet.getCell('B3').alignment).toMatchObject({ horizontal: 'left', indent: 1 });
    expect(sheet.getCell('C3').alignment?.horizontal).toBeUndefined();
  });

  it('page breaks survive open → save → open (exceljs drops them on reading), still one page wide', async () => {
    const book = XlsxWorkbook.create();
    book.replace('Tarjetas', GRID);
    book.layout('Tarjetas', { ...LAYOUT, pageBreaks: [3, 4], landscape: true });
    const path = join(dir, 'cards.xlsx');
    await book.save(path);
    const again = await XlsxWorkbook.open(path);
    again.write('Otra', 1, 1, [['x']]);
    const sheet = await saved(again, 'Tarjetas');
    const xml = await readSheetXml(join(dir, 'printed.xlsx'), 'Tarjetas');
    // Breaks after rows 2 and 3: rows 3 and 4 start a page.
    expect([...xml.matchAll(/<brk id="(\d+)"/g)].map((match) => Number(match[1]))).toEqual([2, 3]);
    // "1 page wide by automatic tall": Excel and LibreOffice keep manual row breaks under it.
    expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
  });

  it('laying out again replaces everything: narrower contents, normal rows, no picture left behind', async () => {
    const book = XlsxWorkbook.create();
    book.replace('Emparejamientos', GRID);
    book.layout('Emparejamientos', {
      ...LAYOUT,
      image: { row: 3, column: 6, gifBase64: qrGifBase64('https://a.example/x'), pixels: 150 },
    });
    let sheet = await saved(book, 'Emparejamientos');
    expect(sheet.getImages()).toHaveLength(1);
    expect(sheet.getImages()[0].range.tl).toMatchObject({ nativeCol: 5, nativeRow: 2 });
    book.replace('Emparejamientos', [['Solo'], ['Uno']]);
    book.layout('Emparejamientos', { ...LAYOUT, widths: [8], titleRows: [], headerRows: [1], repeatRows: 1 });
    sheet = await saved(book, 'Emparejamientos');
    expect(sheet.getImages()).toHaveLength(0);
    expect(sheet.getColumn(1).width).toBe(8.71);
    expect(sheet.getColumn(2).width).toBeUndefined();
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true });
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet.pageSetup.printTitlesRow).toBe('1:1');
  });
});

describe('validations read back from a file', () => {
  it('survive open → save → open with the same reach, and nowhere else', async () => {
    const book = XlsxWorkbook.create();
    book.format('Rondas', { dropdown: { column: 7, values: ['NP1', 'NP2'] }, numberColumns: [5, 6] });
    const once = await roundTrip(book, 'once.xlsx');
    once.write('Rondas', 2, 1, [[1]]);
    const twice = await roundTrip(once, 'twice.xlsx');
    await twice.save(join(dir, 'thrice.xlsx'));
    const raw = new ExcelJS.Workbook();
    await raw.xlsx.readFile(join(dir, 'thrice.xlsx'));
    const model = (
      raw.getWorksheet('Rondas') as unknown as { dataValidations: { model: Record<string, { type: string }> } }
    ).dataValidations.model;
    expect(model.G2?.type).toBe('list');
    expect(model.G10000?.type).toBe('list');
    expect(model.G10001).toBeUndefined();
    expect(model.E9999?.type).toBe('decimal');
    expect(model.F2?.type).toBe('decimal');
  });
});

describe('save never loses a write (rules §9 "Concurrency")', () => {
  async function fileWithPlayers(): Promise<string> {
    const book = XlsxWorkbook.create();
    book.write('Jugadores', 1, 1, [
      ['N°', 'Nombre'],
      [1, 'Ana'],
    ]);
    const path = join(dir, 'torneo.xlsx');
    await book.save(path);
    return path;
  }

  it('refuses to save over a file another program saved since it was opened, and writes nothing', async () => {
    const path = await fileWithPlayers();
    const mine = await XlsxWorkbook.open(path);
    const theirs = await XlsxWorkbook.open(path);
    theirs.write('Jugadores', 3, 1, [[2, 'Luis']]);
    await theirs.save();
    const bytes = readFileSync(path);
    mine.write('Jugadores', 3, 1, [[2, 'María']]);
    await expect(mine.save()).rejects.toBeInstanceOf(FileChangedError);
    expect(readFileSync(path).equals(bytes)).toBe(true);
    expect(readdirSync(dir)).toEqual(['torneo.xlsx']);
    // Saving elsewhere is not guarded: it overwrites nothing that was read.
    await mine.save(join(dir, 'copia.xlsx'));
  });

  it('saves again after its own save (the file it wrote is the one it knows)', async () => {
    const path = await fileWithPlayers();
    const book = await XlsxWorkbook.open(path);
    book.write('Jugadores', 3, 1, [[2, 'Luis']]);
    await book.save();
    book.write('Jugadores', 4, 1, [[3, 'María']]);
    await book.save();
    expect((await XlsxWorkbook.open(path)).read('Jugadores')).toHaveLength(4);
  });

  it('a new workbook for a missing file is not saved over a file created meanwhile', async () => {
    const path = join(dir, 'nuevo.xlsx');
    const book = await XlsxWorkbook.openOrCreate(path);
    writeFileSync(path, 'someone else');
    book.write('Jugadores', 1, 1, [['N°']]);
    await expect(book.save()).rejects.toBeInstanceOf(FileChangedError);
    expect(readFileSync(path, 'utf8')).toBe('someone else');
  });

  it('a crash while writing leaves the old file whole and no temporary file', async () => {
    const path = await fileWithPlayers();
    const bytes = readFileSync(path);
    const book = await XlsxWorkbook.open(path);
    book.write('Jugadores', 3, 1, [[2, 'Luis']]);
    const xlsx = Object.getPrototypeOf(new ExcelJS.Workbook().xlsx) as { writeFile(file: string): Promise<void> };
    jest.spyOn(xlsx, 'writeFile').mockImplementation(async (file: string) => {
      writeFileSync(file, 'half a zip');
      throw new Error('disk full');
    });
    await expect(book.save()).rejects.toThrow('disk full');
    expect(readFileSync(path).equals(bytes)).toBe(true);
    expect(readdirSync(dir)).toEqual(['torneo.xlsx']);
  });
});

describe("widenColumns(): Rondas' names never cut (issue 23 item 4)", () => {
  it('a column fitted at set-up is widened; one set wider by the director keeps its width; the file keeps both', async () => {
    const path = join(dir, 'rondas.xlsx');
    const book = XlsxWorkbook.create(path);
    book.write('Rondas', 1, 1, [['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2']]);
    // Saved once with the header alone: the columns get the header's width (the 11 characters of the issue).
    await book.save();
    const again = await XlsxWorkbook.open(path);
    again.write('Rondas', 2, 1, [[1, 1, 'María de los Ángeles Ruiz', 'Ana Gil']]);
    again.widenColumns('Rondas', [
      { column: 3, chars: 27 },
      { column: 4, chars: 27 },
    ]);
    await again.save();
    const third = await XlsxWorkbook.open(path);
    third.widenColumns('Rondas', [{ column: 3, chars: 10 }]);
    expect(third.changed).toBe(false);
    const file = new ExcelJS.Workbook();
    await file.xlsx.readFile(path);
    const sheet = file.getWorksheet('Rondas') as ExcelJS.Worksheet;
    expect([3, 4].map((column) => sheet.getColumn(column).width)).toEqual([27.71, 27.71]);
    expect(sheet.getColumn(1).width).toBeLessThan(27);
  });
});

describe('pictures: only those a sheet shows are in the file (issue 23 item 6)', () => {
  const layout = (link: string): PrintLayout => ({
    widths: [10, 10],
    titleRows: [1],
    headerRows: [2],
    numberColumns: [[]],
    repeatRows: 1,
    pageBreaks: [],
    landscape: false,
    image: { row: 3, column: 4, gifBase64: qrGifBase64(link), pixels: 150 },
  });
  /** The pictures stored in the file (xl/media), as bytes. */
  async function media(path: string): Promise<Buffer[]> {
    const zip = await JSZip.loadAsync(readFileSync(path));
    const files = Object.keys(zip.files).filter((name) => name.startsWith('xl/media/') && !zip.files[name].dir);
    return Promise.all(files.map(async (name) => Buffer.from(await zip.file(name)!.async('uint8array'))));
  }

  it("the page link changed twice: the file holds one QR picture, the last link's", async () => {
    const path = join(dir, 'qr.xlsx');
    const links = ['https://a.example/1', 'https://b.example/2', 'https://c.example/3'];
    let book = XlsxWorkbook.create(path);
    for (const link of links) {
      book.replace('Emparejamientos', [['Ronda 1'], ['Mesa', 'Jugador 1']]);
      book.layout('Emparejamientos', layout(link));
      await book.save();
      book = await XlsxWorkbook.open(path);
    }
    const stored = await media(path);
    expect(stored).toHaveLength(1);
    expect(stored[0].equals(Buffer.from(qrGifBase64(links[2]), 'base64'))).toBe(true);
    // And within one session, without saving in between.
    const session = XlsxWorkbook.create(join(dir, 'session.xlsx'));
    for (const link of links) {
      session.replace('Emparejamientos', [['Ronda 1']]);
      session.layout('Emparejamientos', layout(link));
    }
    expect(await media(await session.save())).toHaveLength(1);
  });

  it("a picture dropped from one sheet leaves the others' pictures in place, each still its own", async () => {
    const path = join(dir, 'two.xlsx');
    const book = XlsxWorkbook.create(path);
    for (const [tab, link] of [
      ['Uno', 'https://a.example/1'],
      ['Dos', 'https://b.example/2'],
      ['Tres', 'https://c.example/3'],
    ]) {
      book.replace(tab, [['x']]);
      book.layout(tab, layout(link));
    }
    // The first tab's picture goes: the other two keep theirs (renumbered in the file).
    book.layout('Uno', { ...layout('https://a.example/1'), image: null });
    await book.save();
    expect(await media(path)).toHaveLength(2);
    const file = new ExcelJS.Workbook();
    await file.xlsx.readFile(path);
    const shown = (tab: string) =>
      file
        .getWorksheet(tab)!
        .getImages()
        .map((image) => Buffer.from(file.getImage(Number(image.imageId)).buffer as ArrayBuffer));
    expect(shown('Uno')).toEqual([]);
    expect(shown('Dos')[0].equals(Buffer.from(qrGifBase64('https://b.example/2'), 'base64'))).toBe(true);
    expect(shown('Tres')[0].equals(Buffer.from(qrGifBase64('https://c.example/3'), 'base64'))).toBe(true);
  });
});

describe('a file read back: each cell styled on its own (exceljs shares one style among look-alike cells)', () => {
  /** A one-header layout of `widths`, numbers in `numberColumns`. */
  const layoutOf = (widths: number[], numberColumns: number[], more: Partial<PrintLayout> = {}): PrintLayout => ({
    widths,
    titleRows: [],
    headerRows: [1],
    numberColumns: [numberColumns],
    repeatRows: 1,
    pageBreaks: [],
    landscape: false,
    image: null,
    ...more,
  });

  /** The tab as exceljs reads it from `book` saved as `name`. */
  async function savedTab(book: XlsxWorkbook, name: string): Promise<ExcelJS.Worksheet> {
    const path = join(dir, name);
    await book.save(path);
    const file = new ExcelJS.Workbook();
    await file.xlsx.readFile(path);
    return file.getWorksheet('Tab') as ExcelJS.Worksheet;
  }

  it('a second layout aligns each header by its own column, whatever the first one did', async () => {
    const grid = [
      ['Puesto', 'Jugador', 'Puntos'],
      [1, 'Ana', 4],
    ];
    const layout = (numberColumns: number[]) => layoutOf([8, 20, 8], numberColumns);
    const first = XlsxWorkbook.create();
    first.replace('Tab', grid);
    // All three headers over text: saved with one style.
    first.layout('Tab', layout([]));
    const again = await roundTrip(first);
    again.replace('Tab', grid);
    again.layout('Tab', layout([1, 3]));
    const header = (await savedTab(again, 'again.xlsx')).getRow(1);
    expect([1, 2, 3].map((column) => header.getCell(column).alignment?.horizontal)).toEqual(['right', 'left', 'right']);
  });

  it('a marked number ("47+10") in a column of numbers stands right with them; a name stands left', async () => {
    const book = XlsxWorkbook.create();
    book.replace('Tab', [
      ['Jugador', 'R1'],
      ['Ana', 60],
      ['Bea', '47+10'],
    ]);
    book.layout('Tab', layoutOf([10, 8], [2]));
    const sheet = await savedTab(book, 'marked.xlsx');
    expect([sheet.getCell('B3').alignment?.horizontal, sheet.getCell('A3').alignment?.horizontal]).toEqual([
      'right',
      'left',
    ]);
  });

  it('a wrapped column (Puntúan): its cells wrap from the top and the row is as tall as their lines', async () => {
    const book = XlsxWorkbook.create();
    const names = 'Rosa María Gil Navarro, Ana Alba Ruiz, Luis Pérez de la Torre';
    book.replace('Tab', [
      ['Club', 'Puntos', 'Puntúan'],
      ['Alfil', 3, names],
      ['Torre', 2, 'Dani Vidal'],
    ]);
    book.layout('Tab', layoutOf([8, 8, 30], [2], { wrapColumns: [3] }));
    const sheet = await savedTab(book, 'wrapped.xlsx');
    expect(sheet.getCell('C2').alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    // 62 characters in a 30-wide column: three lines of 28 at most.
    expect(sheet.getRow(2).height).toBe(45);
    expect(sheet.getCell('B2').alignment).toMatchObject({ vertical: 'top' });
    // A one-line row keeps the reader's height.
    expect(sheet.getRow(3).height).toBeUndefined();
  });

  it('a money column (Importe, rules §11): its numbers below the header keep two decimals', async () => {
    const book = XlsxWorkbook.create();
    book.replace('Tab', [
      ['Premio', 'Importe'],
      ['1.º', 137.5],
      ['Cobradas', 520],
    ]);
    book.layout('Tab', layoutOf([8, 8], [2], { moneyColumns: [2] }));
    const sheet = await savedTab(book, 'money.xlsx');
    expect([sheet.getCell('B2').numFmt, sheet.getCell('B3').numFmt]).toEqual(['0.00', '0.00']);
    expect(sheet.getCell('B1').numFmt).not.toBe('0.00');
  });

  it('a date written into one cell leaves the cells styled like it numbers', async () => {
    const first = XlsxWorkbook.create();
    first.replace('Tab', [
      ['Fecha', 'Puntos'],
      [5, 7],
    ]);
    // Laid out: the two numbers saved with one (body) style.
    first.layout('Tab', layoutOf([12, 8], [1, 2]));
    const again = await roundTrip(first);
    again.write('Tab', 2, 1, [[new Date(2026, 10, 25)]]);
    const read = await roundTrip(again, 'dated.xlsx');
    expect(read.read('Tab')?.[1]).toEqual([new Date(2026, 10, 25), 7]);
    expect((await savedTab(again, 'dated.xlsx')).getCell('B2').numFmt).not.toBe('dd/mm/yyyy');
  });

  it("a text column or a bold header set on a file read back leaves its look-alikes' styles alone", async () => {
    const first = XlsxWorkbook.create();
    first.replace('Tab', [
      ['Nombre', 'Puntos'],
      [5, 7],
      ['x', 'y'],
    ]);
    first.layout('Tab', layoutOf([12, 8], [1, 2]));
    const again = await roundTrip(first);
    again.format('Tab', { textColumns: [1], boldHeader: true });
    const tab = await savedTab(again, 'text.xlsx');
    expect([tab.getCell('A2').numFmt, tab.getCell('B2').numFmt]).toEqual(['@', undefined]);
    // The header's style is shared with no body cell: the body stays in the body's font.
    expect(tab.getCell('A1').font?.bold).toBe(true);
    expect(tab.getCell('B3').font?.bold).toBeFalsy();
  });
});
