// The optional Jugadores columns the prizes read (rules §11): País and Etiquetas (the
// conditions), Cuota (a player's own fee) and Pagado (an amount, or Sí for his whole fee).
// Read apart from the rest of Jugadores, by name: set-up does not write them.
import { AtrilError } from '../../core/errors';
import type { FeeEntry, PrizeProfile } from '../../core/prizes';
import { t } from '../../i18n';
import { type Cell, type Grid, cellCents, cellText, isBlank, nameText, normaliseLabel } from '../grid/cells';
import { matchWord } from '../grid/labels';
import { type ReadOptions, readCell, readTable } from '../grid/table';
import { besideName } from './rosterColumns';
import { YES_MARKS } from '../../i18n/aliases';

const EXTRA_COLUMNS = besideName('country', 'tags', 'fee', 'paid');

export interface PlayerExtra extends PrizeProfile {
  fee: number | null;
  paid: FeeEntry['paid'];
}

/** Pagado: an amount in cents, Sí (his whole fee), No or blank (nothing). */
function parsePaid(cell: Cell): FeeEntry['paid'] {
  if (typeof cell === 'boolean') return cell ? 'full' : null;
  const word = matchWord<'yes' | 'no'>(cellText(cell), { yes: 'value.yes', no: 'value.no' }, YES_MARKS);
  if (word !== null) return word === 'yes' ? 'full' : null;
  return cellCents(cell);
}

/** Etiquetas: words separated by commas or semicolons. */
export function tagsOf(cell: Cell): string[] {
  return cellText(cell)
    .split(/[,;]+/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** Each player's extras by name (case and accents aside); an empty map when Jugadores has none of the columns. */
export function readPlayerExtras(grid: Grid, options: ReadOptions): Map<string, PlayerExtra> {
  const tab = options.tab ?? t(options.lang, 'tab.players');
  const table = readTable(grid, EXTRA_COLUMNS, { ...options, tab });
  const extras = new Map<string, PlayerExtra>();
  if (table.columns.name === undefined) return extras;
  for (const row of table.rows) {
    const name = nameText(row.cells.name);
    if (name === '') {
      // rules §11: a fee or a payment on a row without a player.
      const filled = (['fee', 'paid'] as const).find((key) => !isBlank(row.cells[key]));
      if (filled === undefined) continue;
      throw new AtrilError(
        'error.prizes.unknownName',
        { column: table.headerOf(filled) },
        { tab, row: row.row, column: table.headerOf('name') },
      );
    }
    extras.set(normaliseLabel(name), {
      country: nameText(row.cells.country),
      tags: tagsOf(row.cells.tags),
      fee: readCell(table, row, 'fee', cellCents),
      paid: readCell(table, row, 'paid', parsePaid),
    });
  }
  return extras;
}
