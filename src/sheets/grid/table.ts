// Reading a table by header name (rules §2): the first row of the grid is the header row,
// columns are found by their Spanish or English name with accents and case ignored, extra
// user columns are ignored, and blank rows are skipped.
import { AtrilError } from '../../core/errors';
import { type Language } from '../../i18n';
import { t, type MessageKey } from '../../i18n';
import { type Cell, type Grid, cellText, isBlankRow, normaliseLabel } from './cells';
import { labelNames } from './labels';

export interface ColumnSpec<K extends string = string> {
  key: K;
  /** Catalogue key of the header; matched in both languages. */
  label: MessageKey;
  /** Other accepted spellings (already in any case/accent form). */
  aliases?: string[];
  required?: boolean;
}

export interface TableRow<K extends string = string> {
  /** 1-based row number on the sheet. */
  row: number;
  cells: Record<K, Cell>;
}

export interface Table<K extends string = string> {
  /** Column index of each spec'd column found (0-based), absent when missing. */
  columns: Partial<Record<K, number>>;
  rows: TableRow<K>[];
  tab: string;
  /** The header as typed, for column names in messages. */
  headerOf(key: K): string;
}

/** Where a grid sits, for messages: the one options shape of every reader. */
export interface ReadOptions {
  lang: Language;
  /** Tab name as the user sees it; readers of a known tab default to its catalogue name in `lang`. */
  tab?: string;
  /** Sheet row of the grid's first (header) row; 1 unless the range starts lower. */
  firstRow?: number;
}

/** The names a column is recognised by: its label in either language and its aliases. */
export function columnNames(spec: ColumnSpec): string[] {
  return labelNames(spec.label, spec.aliases);
}

export function readTable<K extends string>(
  grid: Grid,
  specs: ColumnSpec<K>[],
  where: ReadOptions & { tab: string },
): Table<K> {
  const firstRow = where.firstRow ?? 1;
  const header = (grid[0] ?? []).map((cell) => normaliseLabel(cellText(cell)));
  const columns: Partial<Record<K, number>> = {};
  for (const spec of specs) {
    const names = columnNames(spec);
    const index = header.findIndex((name) => names.includes(name));
    if (index >= 0) columns[spec.key] = index;
    else if (spec.required) {
      throw new AtrilError(
        'error.missingColumn',
        { column: t(where.lang, spec.label) },
        { tab: where.tab, row: firstRow },
      );
    }
  }
  const rows: TableRow<K>[] = [];
  for (let i = 1; i < grid.length; i++) {
    const raw = grid[i];
    if (!raw || isBlankRow(raw)) continue;
    const cells = {} as Record<K, Cell>;
    for (const spec of specs) {
      const index = columns[spec.key];
      cells[spec.key] = index === undefined ? '' : raw[index];
    }
    rows.push({ row: firstRow + i, cells });
  }
  const labels = new Map(specs.map((spec) => [spec.key, spec.label] as const));
  return {
    columns,
    rows,
    tab: where.tab,
    headerOf(key: K): string {
      const index = columns[key];
      const typed = index === undefined ? '' : cellText(grid[0][index]);
      return typed || t(where.lang, labels.get(key) as MessageKey);
    },
  };
}

/** Runs `read` on one cell and places any AtrilError at the table's tab, the row and the column. */
export function readCell<K extends string, T>(table: Table<K>, row: TableRow<K>, key: K, read: (cell: Cell) => T): T {
  try {
    return read(row.cells[key]);
  } catch (error) {
    if (error instanceof AtrilError) throw error.at({ tab: table.tab, row: row.row, column: table.headerOf(key) });
    throw error;
  }
}

/**
 * One row laid out under the user's own header (columns may be reordered or missing):
 * each value goes to its column when the header has it; the rest of the row is blank.
 */
export function layRow<K extends string>(
  columns: Partial<Record<K, number>>,
  values: Partial<Record<K, Cell>>,
  width: number,
): Cell[] {
  const row: Cell[] = Array.from({ length: width }, () => '');
  for (const [key, value] of Object.entries(values) as [K, Cell][]) {
    const index = columns[key];
    if (index !== undefined) row[index] = value;
  }
  return row;
}
