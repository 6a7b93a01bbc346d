// The Workbook port (rules §1): all that the actions need from a spreadsheet, so that the
// same actions run on Google Sheets (src/gas/), on an .xlsx file (src/local/) and on an
// in-memory workbook in tests. A table is read with one call and a block written with one
// call (Apps Script: one getValues / one setValues).
import type { Grid } from './cells';

export interface TabFormat {
  /** Rows frozen at the top (the header row). */
  frozenRows?: number;
  /** 1-based columns shown as plain text (Resultado: Sheets must not turn "1-0" into a date). */
  textColumns?: number[];
  /** 1-based column with a dropdown of allowed values, from row 2 down. */
  dropdown?: { column: number; values: string[] };
  /** 1-based columns that only accept numbers, from row 2 down. */
  numberColumns?: number[];
  /** Header row in bold. */
  boldHeader?: boolean;
}

export interface Workbook {
  /** The spreadsheet's locale, e.g. "es_ES" or "en_US". */
  locale(): string;
  tabNames(): string[];
  /** Every value of the tab from A1 to its last used row and column ('' for blank cells); null when there is no such tab. One data read. */
  read(tab: string): Grid | null;
  /** Writes a rectangular block with its top-left cell at (row, column), 1-based. One data write. Strings are written as text, never as formulas. */
  write(tab: string, row: number, column: number, values: Grid): void;
  /** Replaces all the contents of a generated tab with `values` from A1 (creating the tab if needed). One clear and one data write. */
  replace(tab: string, values: Grid): void;
  /** Creates an empty tab at the end. */
  addTab(tab: string): void;
  /** Renames a tab, keeping its place, contents and formats ("Nuevo torneo" keeps a finished tournament's tabs). */
  renameTab(from: string, to: string): void;
  /** Formatting only: not data. */
  format(tab: string, format: TabFormat): void;
}

/** The format of a generated view (Clasificación, Tabla cruzada, …): a frozen bold header. */
export const VIEW_FORMAT: TabFormat = { frozenRows: 1, boldHeader: true };
