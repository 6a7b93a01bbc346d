// The Workbook port (rules §1): all that the actions need from a spreadsheet, so that the
// same actions run on Google Sheets (src/gas/), on an .xlsx file (src/local/) and on an
// in-memory workbook in tests. A table is read with one call and a block written with one
// call (Apps Script: one getValues / one setValues).
import { type Grid, MAX_SCORE } from './cells';

export interface TabFormat {
  /** Rows frozen at the top (the header row). */
  frozenRows?: number;
  /** 1-based columns shown as plain text (Resultado: Sheets must not turn "1-0" into a date). */
  textColumns?: number[];
  /** 1-based column with a dropdown of allowed values, from row 2 down. */
  dropdown?: { column: number; values: string[] };
  /** 1-based columns that only accept numbers, from row 2 down. */
  numberColumns?: number[];
  /** 1-based columns of Scrabble scores (rules §9), from row 2 down: numbers from 0 to SCORE_BOUNDS.max (whole numbers where the format can say so). */
  scoreColumns?: number[];
  /** 1-based columns of checkboxes, from row 2 down (Jugadores' Presente, rules §16): TRUE ticked, FALSE or blank not. */
  checkboxColumns?: number[];
  /** Header row in bold. */
  boldHeader?: boolean;
  /**
   * How a typed tab prints (rules §2 "formatted for printing"): one page wide, A4, across
   * the page when `landscape`, the frozen rows repeated on every page, and the text of
   * `wrapColumns` wrapped within its column (a long Motivo). Google Sheets has no API for
   * print settings (README "Imprimir").
   */
  print?: { landscape: boolean; wrapColumns?: number[] };
}

/** A picture over the grid, its top-left corner on a cell (the live page's QR code on Emparejamientos). */
export interface SheetImage {
  /** 1-based cell of the top-left corner. */
  row: number;
  column: number;
  /** A GIF picture, base64-encoded. */
  gifBase64: string;
  /** Its side on screen, in pixels (the picture is square). */
  pixels: number;
}

/**
 * How a generated tab reads on screen and on paper (rules §2: "formatted for printing"),
 * replaced as a whole at every write of the tab. What each adapter can honour is in
 * docs/standings.md "Printing" (Google Sheets has no API for print titles, scaling or page
 * breaks: its frozen rows are what it repeats on each printed page).
 */
/** The number format of money in both adapters (PrintLayout.moneyColumns): two decimals, shown with the locale's decimal mark. */
export const MONEY_FORMAT = '0.00';

export interface PrintLayout {
  /** Width of each column in characters (index 0 = column A), fitted to the contents. */
  widths: number[];
  /** 1-based rows that are titles: bold and larger; their text runs over the empty cells to their right. */
  titleRows: number[];
  /** 1-based rows of column headers: bold, wrapped at spaces (a column is as wide as its values and its header's longest word). */
  headerRows: number[];
  /** For each header row (same order), the 1-based columns of numbers under it: those headers are right-aligned, over the numbers. */
  numberColumns: number[][];
  /** The tab's rows (the grid's height): the last header's numbers run down to it. Unknown: to the sheet's last row. */
  rows?: number;
  /**
   * 1-based columns of text wrapped at spaces below their header (a list of names), each row
   * as tall as its lines: the column keeps its width (at most MAX_WIDTH) and the text never
   * runs past the page's last column.
   */
  wrapColumns?: number[];
  /** 1-based columns of money: their numbers below the first header shown with two decimals ("12,50", rules §11). */
  moneyColumns?: number[];
  /** Rows 1..repeatRows stay frozen on screen and are repeated at the top of every printed page (0: none). */
  repeatRows: number;
  /** 1-based rows that start a new printed page. */
  pageBreaks: number[];
  /** Printed across the page (wide tabs). */
  landscape: boolean;
  /**
   * The height in points of every row neither title nor header: paper for the hand whose
   * lines fill the page (a follow sheet, rules §12). Without it, the font's own height.
   * Google Sheets leaves it (its paper is the print view's: docs/print.md).
   */
  bodyRowPoints?: number;
  /** A picture over the grid, or null (any earlier picture of the tab is removed). */
  image?: SheetImage | null;
}

/** A 1-based column and a width in characters. */
export interface ColumnWidth {
  column: number;
  chars: number;
}

export interface Workbook {
  /** The spreadsheet's locale, e.g. "es_ES" or "en_US". */
  locale(): string;
  /**
   * The spreadsheet's time zone (IANA, e.g. "America/Argentina/Buenos_Aires"): the club's clock,
   * by which every date Atril writes is read ('' or absent: the machine's, as in a file).
   */
  timeZone?(): string;
  /**
   * The tab's last row with anything in it (0 when empty), without reading its values: where a
   * line goes below (the Registro, rules §17). Absent: the length of `read`.
   */
  lastRow?(tab: string): number;
  /** The action's "now" where it is fixed (a planned action, rules §17: grid/plan.ts); absent: the clock's. */
  now?(): Date;
  /**
   * Every tab's name, in tab order: for what needs every name (the "Duplicada N" games, the
   * tabs a finished tournament keeps). In Google Sheets this costs a call per tab: a known tab
   * is looked up with `locateTab` instead.
   */
  tabNames(): string[];
  /**
   * A known tab: the first of `exact` that is a tab's name as written, else the first tab, in
   * tab order, whose name `matches` (typed another way: case, accents, an alias); null when
   * there is none. In Google Sheets each name of `exact` costs one lookup, answered once per
   * action, and the tabs are looked through only when none of `exact` exists (docs/addon.md
   * "Calls per action").
   */
  locateTab(exact: readonly string[], matches: (name: string) => boolean): string | null;
  /** Every value of the tab from A1 to its last used row and column ('' for blank cells); null when there is no such tab. One data read. */
  read(tab: string): Grid | null;
  /** Writes a rectangular block with its top-left cell at (row, column), 1-based. One data write. Strings are written as text, never as formulas. */
  write(tab: string, row: number, column: number, values: Grid): void;
  /**
   * Replaces the contents of a generated tab with `values` from A1 (creating the tab if needed): one data write. (Google
   * Sheets blanks the block it wrote there last rather than clearing the tab: docs/addon.md "Calls per action".)
   */
  replace(tab: string, values: Grid): void;
  /** Creates an empty tab at the end. */
  addTab(tab: string): void;
  /** The longest tab name the spreadsheet takes (Google Sheets 100); absent: Excel's 31 (rules §16.1). */
  readonly tabNameLimit?: number;
  /**
   * Hides a tab from the tab bar (the word list's, rules §20: nothing a director reads). Absent:
   * the tab stays in view, its first row saying what it is.
   */
  hideTab?(tab: string): void;
  /** Renames a tab, keeping its place, contents and formats ("Nuevo torneo" keeps a finished tournament's tabs). */
  renameTab(from: string, to: string): void;
  /** Formatting only: not data. */
  format(tab: string, format: TabFormat): void;
  /** Lays out a generated tab for screen and paper, replacing its previous layout. Formatting only: not data. */
  layout(tab: string, layout: PrintLayout): void;
  /**
   * Widens columns of a typed tab (Rondas' names) to at least `chars` characters each; a
   * column already that wide or wider — a width the director set — keeps its own: never
   * narrows. Formatting only: not data. In Google Sheets a width costs a call to read, so
   * what Atril set or found is remembered (docs/addon.md "Calls per action").
   */
  widenColumns(tab: string, columns: readonly ColumnWidth[]): void;
}

/** `locateTab` over the list of every tab's name: for an adapter whose list costs nothing. */
export function locateIn(
  names: readonly string[],
  exact: readonly string[],
  matches: (name: string) => boolean,
): string | null {
  return exact.find((name) => names.includes(name)) ?? names.find(matches) ?? null;
}

/** What the sheet's own check on score columns accepts, as cellScore reads them (rules §9). */
export const SCORE_BOUNDS = { min: 0, max: MAX_SCORE } as const;
