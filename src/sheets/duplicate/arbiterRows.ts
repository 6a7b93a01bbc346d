// The rows the arbiter's program writes in a "Duplicada N" tab (rules §20): Jugada (the master
// move), Atril (the rack), Semilla (the game's seed, in the first round's column) and Sorteo
// (a round's cambios de fichas). A tab made before them gets the missing ones as labelled rows after its last row:
// nothing typed is moved or overwritten.
import { type Language, t } from '../../i18n';
import type { Grid } from '../grid/cells';
import type { Workbook } from '../grid/workbook';
import { type DuplicateTabLayout, duplicateTabLayout } from './gameTab';

const ROWS = [
  ['moveRow', 'dup.row.move'],
  ['rackRow', 'dup.row.rack'],
  ['seedRow', 'dup.row.seed'],
  ['drawRow', 'dup.row.draw'],
] as const;

/**
 * The tab's layout once its Atril, Semilla and Sorteo rows exist: the missing ones are
 * written (labels in `lang`) after the grid's last row. Returns the grid as it now is and the labels added.
 */
export function withArbiterRows(
  workbook: Workbook,
  tab: string,
  grid: Grid,
  lang: Language,
): { grid: Grid; layout: DuplicateTabLayout; added: string[] } {
  const layout = duplicateTabLayout(grid, { tab, lang });
  const added = ROWS.filter(([row]) => layout[row] < 0).map(([, key]) => t(lang, key));
  if (added.length === 0) return { grid, layout, added };
  workbook.write(
    tab,
    grid.length + 1,
    1,
    added.map((label) => [label]),
  );
  const now = workbook.read(tab) ?? [];
  return { grid: now, layout: duplicateTabLayout(now, { tab, lang }), added };
}
