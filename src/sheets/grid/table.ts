// Reading a table by header name (rules §2): the first row of the grid is the header row,
// columns are found by their Spanish or English name or an alias, accents and case
// ignored; columns of the user's own are not read, and a row with nothing in the columns
// read is skipped (a note beside the table blocks nothing). rules §9: a header that
// resembles a known column without being it is reported (docs/input.md "Headers").
import { AtrilError } from '../../core/errors';
import { type Language } from '../../i18n';
import { t, type MessageKey } from '../../i18n';
import { type Cell, type Grid, cellText, isBlank, normaliseLabel } from './cells';
import { acceptedNames, labelNames, resembles } from './labels';
import type { Warning } from './warnings';

export interface ColumnSpec<K extends string = string> {
  key: K;
  /** Catalogue key of the header; matched in both languages. */
  label: MessageKey;
  /** Other accepted spellings (already in any case/accent form). */
  aliases?: string[];
  /** The table cannot be read without it. */
  required?: boolean;
  /**
   * Nothing but presentation depends on it (Mesa: tables are numbered in row order without
   * it): a header resembling it while it is missing is a warning, not an error.
   */
  informative?: boolean;
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
  /** Where the reader adds what it reports without stopping (shown in the action's message); left out, nothing is reported. */
  warnings?: Warning[];
}

/** The names a column is recognised by: its label in either language and its aliases. */
export function columnNames(spec: ColumnSpec): string[] {
  return acceptedNames(spec.label, spec.aliases);
}

/** Column letter of a 0-based index, for messages: 0 → A, 26 → AA. */
export function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

/**
 * rules §9: headers read against the specs — each column found by its names; a column
 * named twice is an error; a header that resembles a missing column is an error (a
 * warning for an informative one), one that resembles a column found elsewhere a warning.
 */
function findColumns<K extends string>(
  typed: string[],
  specs: ColumnSpec<K>[],
  where: ReadOptions & { tab: string },
): Partial<Record<K, number>> {
  const firstRow = where.firstRow ?? 1;
  const header = typed.map(normaliseLabel);
  const columns: Partial<Record<K, number>> = {};
  const at = (index: number) => ({ tab: where.tab, row: firstRow, column: typed[index] });
  for (const spec of specs) {
    const names = columnNames(spec);
    const found = header.flatMap((name, index) => (names.includes(name) ? [index] : []));
    if (found.length > 1) {
      throw new AtrilError(
        'error.header.twice',
        {
          value: typed[found[1]],
          other: typed[found[0]],
          letter: columnLetter(found[0]),
          column: t(where.lang, spec.label),
        },
        at(found[1]),
      );
    }
    if (found.length === 1) columns[spec.key] = found[0];
  }
  const matched = new Set(Object.values(columns) as number[]);
  const matchedAny = (index: number) => specs.some((spec) => columnNames(spec).includes(header[index]));
  for (const spec of specs) {
    const column = t(where.lang, spec.label);
    const present = columns[spec.key];
    const loose = present === undefined ? labelNames(spec.label) : [];
    const like = typed.findIndex(
      (text, index) => !matched.has(index) && !matchedAny(index) && resembles(text, columnNames(spec), loose),
    );
    if (like >= 0 && present !== undefined) {
      where.warnings?.push({
        key: 'warn.header.alsoPresent',
        params: { value: typed[like], column, letter: columnLetter(present) },
        location: at(like),
      });
    } else if (like >= 0 && spec.informative) {
      where.warnings?.push({
        key: 'warn.header.resembles',
        params: { value: typed[like], column },
        location: at(like),
      });
    } else if (like >= 0) {
      throw new AtrilError('error.header.resembles', { value: typed[like], column }, at(like));
    } else if (present === undefined && spec.required) {
      throw new AtrilError('error.missingColumn', { column }, { tab: where.tab, row: firstRow });
    }
  }
  return columns;
}

export function readTable<K extends string>(
  grid: Grid,
  specs: ColumnSpec<K>[],
  where: ReadOptions & { tab: string },
): Table<K> {
  const firstRow = where.firstRow ?? 1;
  const columns = findColumns(
    (grid[0] ?? []).map((cell) => cellText(cell)),
    specs,
    where,
  );
  const read = Object.values(columns) as number[];
  const rows: TableRow<K>[] = [];
  for (let i = 1; i < grid.length; i++) {
    const raw = grid[i];
    // Only the columns read count: a note in a column of the user's own (or with no header) is theirs.
    if (!raw || read.every((index) => isBlank(raw[index]))) continue;
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
