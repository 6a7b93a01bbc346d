// The built command's exceljs reads an .xlsx's data validations as ranges
// (src/local/validationRanges.ts): the same rules on the same cells as exceljs's own reading,
// cell by cell, and the same rules in the file a save writes.
import type ExcelJS from 'exceljs';
import { compactValidations, validationsOf } from '../../src/local/exceljsRepairs';
import { columnRanges, keepValidationRanges, type ValidationsParser } from '../../src/local/validationRanges';

type Model = Record<string, object>;
const plain = jest.requireActual<typeof ExcelJS>('exceljs');

/** Loads `bytes` with exceljs's validations parser keeping ranges, as scripts/cliBuild.js bundles it. */
async function loadRanged(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const undo = keepValidationRanges(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('exceljs/lib/xlsx/xform/sheet/data-validations-xform') as { prototype: ValidationsParser }).prototype,
  );
  try {
    const book = new plain.Workbook();
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    return book;
  } finally {
    undo();
  }
}

/** Every cell's rule: ranges expanded, as exceljs's own reading keeps them. */
function byCell(model: Model): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const [key, rule] of Object.entries(model)) {
    const [from, to = from] = key.split(':');
    const [, column, top] = /^([A-Z]+)(\d+)$/.exec(from)!;
    const bottom = Number(/\d+$/.exec(to)![0]);
    // Single-column keys only (columnRanges splits the others).
    expect(/^[A-Z]+/.exec(to)![0]).toBe(column);
    for (let row = Number(top); row <= bottom; row++) cells[`${column}${row}`] = JSON.stringify(rule);
  }
  return cells;
}

async function file(): Promise<Buffer> {
  const book = new plain.Workbook();
  const sheet = book.addWorksheet('Rondas');
  sheet.getCell('A1').value = 'Ronda';
  validationsOf(sheet).model = {
    'G2:G1000': { type: 'list', allowBlank: true, formulae: ['"NP1,NP2,1-0"'], showErrorMessage: true },
    'E2:F1000': { type: 'whole', operator: 'between', allowBlank: true, formulae: [0, 2000] },
    B7: { type: 'decimal', operator: 'between', formulae: [-1, 1] },
    'AA3:AB4': { type: 'any' },
  };
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('columnRanges', () => {
  it('one key per column; a cell as itself; the unexpected as written', () => {
    expect(columnRanges('E4')).toEqual(['E4']);
    expect(columnRanges('G2:G10000')).toEqual(['G2:G10000']);
    expect(columnRanges('B2:C9')).toEqual(['B2:B9', 'C2:C9']);
    expect(columnRanges('Z3:AB3')).toEqual(['Z3', 'AA3', 'AB3']);
    expect(columnRanges('C9:B2')).toEqual(['B2:B9', 'C2:C9']);
    expect(columnRanges('$A$1')).toEqual(['$A$1']);
  });
});

describe('keepValidationRanges', () => {
  it('reads the same rules on the same cells as exceljs, in a few range keys instead of ~3,000 cells', async () => {
    const bytes = await file();
    const own = new plain.Workbook();
    await own.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const ranged = await loadRanged(bytes);
    const ownModel = validationsOf(own.getWorksheet('Rondas')!).model as Model;
    const rangedModel = validationsOf(ranged.getWorksheet('Rondas')!).model as Model;
    expect(Object.keys(ownModel).length).toBeGreaterThan(2_900);
    expect(Object.keys(rangedModel).sort()).toEqual(['AA3:AA4', 'AB3:AB4', 'B7', 'E2:E1000', 'F2:F1000', 'G2:G1000']);
    expect(byCell(rangedModel)).toEqual(byCell(ownModel));
  });

  it('a save after it writes the rules exceljs itself reads back cell for cell', async () => {
    const ranged = await loadRanged(await file());
    const sheet = ranged.getWorksheet('Rondas')!;
    compactValidations(sheet);
    const saved = Buffer.from(await ranged.xlsx.writeBuffer());
    const [before, after] = [new plain.Workbook(), new plain.Workbook()];
    await before.xlsx.load((await file()) as unknown as ExcelJS.Buffer);
    await after.xlsx.load(saved as unknown as ExcelJS.Buffer);
    expect(byCell(validationsOf(after.getWorksheet('Rondas')!).model as Model)).toEqual(
      byCell(validationsOf(before.getWorksheet('Rondas')!).model as Model),
    );
  });
});
