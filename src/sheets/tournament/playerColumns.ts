// Jugadores' optional columns an action may add (rules §16): Presente (Pasar lista), and
// País, Etiquetas, Club… when Importar inscripciones brings answers for a column the tab
// lacks. A column is added after the last one used, in any row (docs/tournamentDay.md
// "Adding a column"): nothing a user typed is ever overwritten.
import { type Language } from '../../i18n';
import { t, type MessageKey } from '../../i18n';
import { type Cell, type Grid, cellText, gridWidth, nameText, normaliseLabel } from '../grid/cells';
import { acceptedNames } from '../grid/labels';
import { type ReadOptions, readTable } from '../grid/table';
import type { Workbook } from '../grid/workbook';
import { besideName, rosterColumn } from './rosterColumns';
import { TICKED } from '../../i18n/aliases';

/** rules §16: the check-in column, a checkbox per player. */
export const PRESENT_COLUMN = rosterColumn('present');

/** A ticked box: TRUE from a checkbox, or what a hand (or a file without checkboxes) writes for yes. */
const TICKED_WORDS = new Set(TICKED.map(normaliseLabel));

export function isTicked(cell: Cell): boolean {
  if (typeof cell === 'boolean') return cell;
  return TICKED_WORDS.has(normaliseLabel(cellText(cell)));
}

export interface Presence {
  /** The Presente column (0-based), absent when Jugadores has none. */
  column?: number;
  /** The rows (1-based) whose box is ticked, by the player's folded name. */
  ticked: Map<string, number>;
}

/** Who is ticked in Jugadores' Presente column (rules §16); nobody without the column. */
export function readPresence(grid: Grid, options: ReadOptions): Presence {
  const tab = options.tab ?? t(options.lang, 'tab.players');
  const table = readTable(grid, besideName('present'), { ...options, tab });
  const ticked = new Map<string, number>();
  const column = table.columns.present;
  if (column === undefined || table.columns.name === undefined) return { ticked };
  for (const row of table.rows) {
    const name = nameText(row.cells.name);
    if (name !== '' && isTicked(row.cells.present)) ticked.set(normaliseLabel(name), row.row);
  }
  return { column, ticked };
}

/** The 0-based column of the header `label` (either language, or an alias) in Jugadores' header; -1 when missing. */
export function headerColumn(grid: Grid, label: MessageKey, aliases: readonly string[] = []): number {
  const names = acceptedNames(label, aliases);
  return (grid[0] ?? []).findIndex((cell) => names.includes(normaliseLabel(cellText(cell))));
}

/**
 * Adds headers after the last column used in any row of `grid` (the tab as read), in one
 * write, and returns their 0-based columns; `grid` grows to match (its header row padded).
 */
export function appendColumns(
  workbook: Workbook,
  tab: string,
  grid: Grid,
  labels: MessageKey[],
  lang: Language,
): number[] {
  if (labels.length === 0) return [];
  const first = gridWidth(grid);
  const headers = labels.map((label) => t(lang, label));
  workbook.write(tab, 1, first + 1, [headers]);
  if (grid.length === 0) grid.push([]);
  const header = grid[0];
  while (header.length < first) header.push('');
  header.push(...headers);
  return headers.map((_, index) => first + index);
}

/**
 * Preparar torneo (rules §16): Presente, with its checkboxes, when Jugadores has no such
 * column; returns its header when it was added, null when it was there.
 */
export function ensurePresentColumn(workbook: Workbook, tab: string, grid: Grid, lang: Language): string | null {
  if (headerColumn(grid, PRESENT_COLUMN.label) >= 0) return null;
  const [column] = appendColumns(workbook, tab, grid, [PRESENT_COLUMN.label], lang);
  workbook.format(tab, { checkboxColumns: [column + 1] });
  return t(lang, PRESENT_COLUMN.label);
}
