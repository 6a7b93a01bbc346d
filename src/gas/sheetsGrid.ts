// The grid of one tab for the Workbook port over SpreadsheetApp (sheetsWorkbook.ts): the cell
// handed to setValues, the block written and what the tab holds after it, and the formats of
// the rows the grid grows by.
import type { Cell, Grid } from '../sheets/grid/cells';
import { padRow } from '../sheets/grid/printedTab';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The value to hand to setValues so that Sheets stores exactly this cell. */
export function asTyped(cell: Cell): string | number | boolean | Date {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell === '' ? '' : `'${cell}`;
  return cell;
}

/** `values` with blank cells added up to rows × columns: what it writes blanks the rest of that block. */
export function blankPadded(values: Grid, rows: number, columns: number): Grid {
  return Array.from({ length: rows }, (_, r) => padRow(values[r] ?? [], columns));
}

const blankCell = (cell: Cell): boolean => cell === '' || cell === null || cell === undefined;

/**
 * The tab's values after writing `values` at (row, column), as getDataRange().getValues()
 * would give them: '' for blanks, trailing blank rows and columns dropped.
 */
export function withBlock(grid: Grid, row: number, column: number, values: Grid, width: number): Grid {
  const rows = grid.map((line) => [...line]);
  values.forEach((line, r) => {
    const target = (rows[row - 1 + r] ??= []);
    for (let c = 0; c < width; c++) target[column - 1 + c] = blankCell(line[c]) ? '' : (line[c] as Cell);
  });
  let height = rows.length;
  while (height > 0 && (rows[height - 1] ?? []).every(blankCell)) height--;
  let columns = 0;
  for (let r = 0; r < height; r++) {
    const line = rows[r] ?? [];
    for (let c = line.length; c > columns; c--) {
      if (!blankCell(line[c - 1])) {
        columns = c;
        break;
      }
    }
  }
  return Array.from({ length: height }, (_, r) =>
    Array.from({ length: columns }, (_, c) => {
      const cell = rows[r]?.[c];
      return blankCell(cell) ? '' : (cell as Cell);
    }),
  );
}

/**
 * rules §2, §9: rows added past the formatted block (a 4000-player round needs ~2000 Rondas
 * rows) keep Resultado as plain text with its dropdown and the number checks. Row `last`'s
 * formatting (number formats included) is repeated down the new rows by one copyFormatToRange,
 * which copies no validation: its validations are read and set in one call each.
 */
export function extendFormats(sheet: Sheet, last: number, count: number, columns: number): void {
  const model = sheet.getRange(last, 1, 1, columns);
  model.copyFormatToRange(sheet, 1, columns, last + 1, last + count);
  const rules = model.getDataValidations()[0];
  if (rules.every((rule) => rule === null)) return;
  sheet.getRange(last + 1, 1, count, columns).setDataValidations(Array.from({ length: count }, () => rules));
}
