// "Escalafón anterior": the Escalafón as it was before the last closing, kept so that the
// closing can be undone ("Deshacer cierre del torneo", docs/season.md) until the next
// tournament starts. Row 1 says which tournament's closing it precedes; the table follows
// from row 3, exactly as the Escalafón tab held it.
import { type Language, t } from '../../i18n';
import { type Cell, type Grid, cellText, gridWidth } from '../grid/cells';
import { isLabel } from '../grid/labels';
import { ratingListHeader } from './ratingListTab';

/** The rectangular grid of the tab: the title row, a blank row, then the Escalafón as it was. */
export function previousRatingListGrid(tournament: string, ratingList: Grid | null, lang: Language): Cell[][] {
  const table = ratingList && ratingList.length > 0 ? ratingList : [ratingListHeader(lang)];
  const width = gridWidth(table, 2);
  const pad = (row: readonly Cell[]): Cell[] => Array.from({ length: width }, (_, c) => row[c] ?? '');
  return [pad([t(lang, 'season.previous.title'), tournament]), pad([]), ...table.map(pad)];
}

/** Rows above the table: the title row and a blank row. */
const TITLE_ROWS = 2;

/**
 * The tournament whose closing the tab precedes and the Escalafón to restore, with the
 * sheet row its header is on; null when the tab holds none.
 */
export function readPreviousRatingList(
  grid: Grid | null,
): { tournament: string; table: Grid; firstRow: number } | null {
  if (!grid || grid.length === 0 || !isLabel(cellText(grid[0][0]), 'season.previous.title')) return null;
  return { tournament: cellText(grid[0][1]), table: grid.slice(TITLE_ROWS), firstRow: TITLE_ROWS + 1 };
}
