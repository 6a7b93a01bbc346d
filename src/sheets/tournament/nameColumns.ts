// Rondas on screen (rules §2 "Rondas"): the director types results beside the names, so the
// Jugador 1 and Jugador 2 columns are kept as wide as the longest name they hold — widened at
// each pairing and each rename, never narrowed (a width the director set wider stays).
import { type Grid } from '../grid/cells';
import { MAX_WIDTH, shownLength } from '../grid/printedTab';
import { type ColumnWidth, type Workbook } from '../grid/workbook';

/** A bold header is about a tenth wider than its characters (as printedTab.ts fits headers). */
const BOLD = 1.1;
/** Room around a name, as the printed views keep (printedTab.ts fittedWidths). */
const MARGIN = 2;

/**
 * One width for both name columns (0-based indices into `grid`, whose first row is the
 * header): the longest name or header there, plus the margin, at most MAX_WIDTH characters.
 */
export function nameColumnWidths(grid: Grid, columns: readonly (number | undefined)[]): ColumnWidth[] {
  const present = columns.filter((column): column is number => column !== undefined);
  let longest = 0;
  grid.forEach((row, r) => {
    for (const column of present) {
      const chars = shownLength(row[column]);
      longest = Math.max(longest, r === 0 ? Math.ceil(chars * BOLD) : chars);
    }
  });
  const chars = Math.min(MAX_WIDTH, longest + MARGIN);
  return present.map((column) => ({ column: column + 1, chars }));
}

/** Widens Rondas' name columns of `grid` (as the tab now holds it) to their longest name. */
export function widenNameColumns(
  workbook: Workbook,
  tab: string,
  grid: Grid,
  columns: readonly (number | undefined)[],
): void {
  if (grid.length < 2) return;
  workbook.widenColumns(tab, nameColumnWidths(grid, columns));
}
