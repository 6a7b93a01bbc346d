// Where a printed tab's numbers stand right (docs/standings.md "Printing"), planned once for
// every renderer of the layout (PrintLayout, workbook.ts): below each header, down to the next
// header or title, the columns that header marks as numbers — with the header itself, so that
// a header over numbers stands right with them. Pure: the Sheets port turns the regions into
// A1 ranges (sheetsWorkbook.ts), the .xlsx port into each cell's alignment (xlsxWorkbook.ts).
import type { PrintLayout } from './workbook';

/** Rows top…bottom (1-based, inclusive) whose `columns` (1-based) hold numbers, the header at `top`. */
export interface NumberRegion {
  top: number;
  bottom: number;
  columns: readonly number[];
}

/**
 * One region per header row, from the header down to the row before the next header or title
 * (`lastRow` after the last one), never above its header; in the order of the headers.
 */
export function numberRegions(
  layout: Pick<PrintLayout, 'titleRows' | 'headerRows' | 'numberColumns'>,
  lastRow: number,
): NumberRegion[] {
  const stops = [...new Set([...layout.titleRows, ...layout.headerRows])].sort((a, b) => a - b);
  return layout.headerRows.map((row, i) => {
    const next = stops.find((stop) => stop > row);
    return {
      top: row,
      bottom: Math.max(row, next === undefined ? lastRow : next - 1),
      columns: layout.numberColumns[i] ?? [],
    };
  });
}
