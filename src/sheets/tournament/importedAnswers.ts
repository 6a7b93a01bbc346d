// What Importar inscripciones remembers (rules §16.1, docs/directorSlips.md "The same Form
// for the next tournament"): every answer it handled is marked in a column of the responses
// tab itself, «Importado en», with the tournament's name — visible, kept with the answer
// however long the season, and cleared by hand to import an answer again. A marked answer is
// never imported again, in this tournament or the next ones of the workbook.
import { type RatingEntry } from '../../core/season';
import { type Language, t } from '../../i18n';
import { type Cell, type Grid, isBlank, normaliseLabel } from '../grid/cells';
import type { Workbook } from '../grid/workbook';
import { appendColumns, headerColumn } from './playerColumns';
import { writeColumn } from './rollCall';

export interface ImportedMarks {
  /** Whether the answer of this 1-based row was imported before. */
  has(row: number): boolean;
  /** The column's header as the tab has it (or will have it). */
  header: string;
  /** Marks `rows` (1-based) with the tournament's name, adding the column when the tab lacks it: one write (two with the header). */
  write(workbook: Workbook, tab: string, rows: readonly number[], tournament: string): void;
}

export function importedMarks(grid: Grid, lang: Language): ImportedMarks {
  const found = headerColumn(grid, 'slips.col.imported');
  return {
    has: (row) => found >= 0 && !isBlank(grid[row - 1]?.[found]),
    header: found >= 0 ? String(grid[0][found]) : t(lang, 'slips.col.imported'),
    write(workbook, tab, rows, tournament) {
      if (rows.length === 0) return;
      const copy = grid.map((row) => [...row]);
      const column = found >= 0 ? found : appendColumns(workbook, tab, copy, ['slips.col.imported'], lang)[0];
      const mark: Cell = tournament.trim() || t(lang, 'slips.imported.yes');
      writeColumn(workbook, tab, copy, column, new Map(rows.map((row) => [row, mark] as const)));
    },
  };
}

/** Escalafón's ratings by folded name (players without one left out). */
export function ratingsOfList(rows: readonly RatingEntry[]): Map<string, number> {
  const ratings = new Map<string, number>();
  for (const row of rows)
    if (row.rating !== null && Number.isInteger(row.rating)) ratings.set(normaliseLabel(row.name), row.rating);
  return ratings;
}

/** "Ana, Luis, … y 25 más": the first `max` names, then how many more. */
export function listSome(lang: Language, names: readonly string[], max: number): string {
  const shown = names.slice(0, max).join(', ');
  return names.length > max ? t(lang, 'slips.andMore', { names: shown, count: names.length - max }) : shown;
}
