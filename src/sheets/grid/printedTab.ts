// A generated tab as it is written and printed (rules §2): its grid and which rows are
// titles, column headers, repeated on every page or start a page; the column widths are
// fitted to the contents here, at every write, so a name is never cut on paper (an .xlsx
// has no auto-width, and Excel and LibreOffice cut text at the next filled cell). A view
// whose values grow as results come in keeps room for the widest value each column can
// reach, so its widths stay put from round to round (each change of layout costs the add-on
// service calls: docs/standings.md "Printing").
import { type Language } from '../../i18n';
import { type Cell, type Grid, cellText, gridWidth, isBlank } from './cells';
import type { PrintLayout, SheetImage, Workbook } from './workbook';

export interface PrintedTab {
  grid: Grid;
  /** 1-based title rows: bold, larger, not counted in the column widths (they run over empty cells). */
  titleRows?: number[];
  /** 1-based rows of column headers (bold). */
  headerRows?: number[];
  /** 1-based rows of free text (notes, warnings): not counted in the column widths. */
  noteRows?: number[];
  /** Rows 1..repeatRows frozen on screen and repeated on every printed page. */
  repeatRows?: number;
  /** 1-based rows that start a new printed page. */
  pageBreaks?: number[];
  /**
   * 1-based rows that each start a block printed whole (a player's card, the "¿Dónde juego?"
   * list): a page breaks before a block that would not fit in what is left of the page, and
   * nowhere else, so several short blocks share a page (printPageBreaks).
   */
  blocks?: number[];
  /** Printed down the page however wide (cards: several to a page read better smaller than two across). */
  portrait?: boolean;
  image?: SheetImage | null;
  /**
   * For each column, the widest value it may come to hold (not written): the widths make room
   * for it as for a value of the grid, so they stay as results come in. '' asks for nothing.
   */
  room?: Cell[];
  /**
   * 1-based columns of numbers under every header row, blank cells and all (a card's rounds
   * to come): their headers stand right from the first write. Without it, they are found
   * from the values (numberColumns), which an all-blank column would leave out.
   */
  numberColumns?: number[];
  /** Printed across the page whatever its width (a form that needs the room: the duplicate follow sheets). */
  landscape?: boolean;
  /** 1-based columns of text wrapped at spaces below the headers (PrintLayout.wrapColumns). */
  wrapColumns?: number[];
  /** 1-based columns of money: its numbers shown with two decimals, cents and all (PrintLayout.moneyColumns). */
  moneyColumns?: number[];
  /**
   * 1-based rows that each start a unit kept whole on paper (a row of slips, a follow sheet)
   * where the page breaks already part them: the print view keeps each on one page, as it
   * keeps each of `blocks` (rules §12). A unit runs to the next unit, block or page break.
   */
  units?: number[];
  /**
   * 1-based columns a print view too wide for its page at the smallest body text repeats
   * when it continues the other columns in a block of their own (the names: rules §12).
   * Without it: the columns up to the first one of text.
   */
  keyColumns?: number[];
  /**
   * Paper for the hand (a follow sheet, a page of slips): the rows of each printed page share
   * its height, so the writing lines are as far apart as the page allows (rules §12).
   */
  fillPage?: boolean;
}

/** Column width bounds, in characters: a very long club name runs over rather than crush the page. */
export const MIN_WIDTH = 4;
export const MAX_WIDTH = 48;
/** Characters a tab may have across before it prints landscape: an A4 portrait line holds about 95 at 100 %, and a little scaling down reads better than turning the page. */
export const PORTRAIT_CHARACTERS = 130;

/** How many characters a cell shows: numbers with at most two decimals, dates as dd/mm/yyyy, the longest line. */
export function shownLength(cell: Cell): number {
  if (isBlank(cell)) return 0;
  if (cell instanceof Date) return 10;
  const text = typeof cell === 'number' ? String(Math.round(cell * 100) / 100) : cellText(cell);
  return Math.max(...text.split('\n').map((line) => [...line.normalize('NFC')].length));
}

/** A header's longest word: headers wrap at spaces ("Acumulado Scrabble" on two lines). */
function longestWord(cell: Cell): number {
  return Math.max(
    0,
    ...cellText(cell)
      .split(/\s+/)
      .map((word) => [...word].length),
  );
}

/**
 * Each column's width in characters: its longest value plus a margin of two (so that a
 * bonus mark "47+10" never touches the number in the next column), and at least its
 * header's longest word, bold (a tenth wider); rows in `skip` (titles, notes) do not count.
 */
export function fittedWidths(grid: Grid, headerRows: readonly number[] = [], skip: readonly number[] = []): number[] {
  const widths: number[] = [];
  const skipped = new Set(skip);
  const headers = new Set(headerRows);
  grid.forEach((row, r) => {
    if (skipped.has(r + 1)) return;
    const header = headers.has(r + 1);
    row.forEach((cell, c) => {
      const chars = header ? Math.ceil(longestWord(cell) * 1.1) : shownLength(cell);
      widths[c] = Math.max(widths[c] ?? 0, chars);
    });
  });
  return Array.from(widths, (chars) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, (chars ?? 0) + 2)));
}

/** Lines a header takes in a column `width` characters wide, wrapped at spaces (bold: a tenth wider). */
export function headerLines(text: string, width: number): number {
  return wrappedLines(text, width, 1.1);
}

/** Lines a text takes in a column `width` characters wide, wrapped at spaces, each character `scale` wide. */
export function wrappedLines(text: string, width: number, scale = 1): number {
  let lines = 0;
  let used = Infinity;
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const chars = [...word].length * scale;
    if (used + scale + chars <= width - 2) used += scale + chars;
    else {
      lines += 1;
      used = chars;
    }
  }
  return Math.max(1, lines);
}

/**
 * A number with a mark after it, read as a number: a bonus ("47+10"), a score from a move
 * ("27 *"), an absence ("0 (ausente)"). It stands right with the plain numbers of its column.
 */
const MARKED_NUMBER = /^-?\d+(?:[.,]\d+)?(?:\+\d+)?(?: .+)?$/u;

const readsAsNumber = (cell: Cell): boolean =>
  typeof cell === 'number' || (typeof cell === 'string' && MARKED_NUMBER.test(cell));

/** 1-based columns whose values in `rows` are all numbers (marked or not) or blank, with at least one number. */
export function numberColumns(rows: Grid): number[] {
  const width = gridWidth(rows);
  const columns: number[] = [];
  for (let c = 0; c < width; c++) {
    const values = rows.map((row) => row[c]);
    if (values.some((cell) => typeof cell === 'number') && values.every((cell) => readsAsNumber(cell) || isBlank(cell)))
      columns.push(c + 1);
  }
  return columns;
}

/** For each header row (1-based), the 0-based [from, to) rows of its block: down to the next stop row or the end. */
function blocksUnder(headers: readonly number[], stops: readonly number[], length: number): [number, number][] {
  const sorted = [...new Set(stops)].sort((a, b) => a - b);
  let next = 0;
  return headers.map((header) => {
    while (next < sorted.length && sorted[next] <= header) next++;
    // Headers come in order; a header out of order searches again from the start.
    const stop = sorted.find((row, i) => i >= next && row > header) ?? sorted.find((row) => row > header);
    return [header, stop === undefined ? length : stop - 1];
  });
}

/**
 * The printed page (rules §2 "formatted for printing"): A4, margins of half an inch at the
 * sides and 0.6 inch at top and bottom (the .xlsx adapter writes them), in points.
 */
const A4_POINTS = { short: 595.3, long: 841.9 };
const SIDE_MARGINS_POINTS = 72;
const TOP_BOTTOM_MARGINS_POINTS = 86.4;
/** Row heights in points, as the .xlsx adapter writes them: a title row, a line of a header, a body row (Calibri 11's own). */
const TITLE_ROW_POINTS = 20;
const LINE_POINTS = 15;
/** Room left unused on each page: a reader's rows a little taller than Calibri's (another font). */
const PAGE_SLACK = 0.93;

/**
 * The largest scale (%) "fit to one page wide" can give the columns: they print at most this
 * size. A column of w characters is 7w + 5 pixels at 96 dpi in Calibri 11 (Excel's measure;
 * a wider stand-in font only makes the real scale smaller). Its upper bound is what the page
 * breaks need: the larger the print, the fewer rows a page holds.
 */
export function largestPrintScale(widths: readonly number[], landscape: boolean): number {
  const pixels = widths.reduce((sum, width) => sum + 7 * width + 5, 0);
  const page = ((landscape ? A4_POINTS.long : A4_POINTS.short) - SIDE_MARGINS_POINTS) * (96 / 72);
  return Math.max(10, Math.min(100, Math.floor((100 * page) / Math.max(pixels, 1))));
}

/** Lines a body row takes: its tallest cell of a wrapped column (1 without any). */
export function bodyLines(row: readonly Cell[], wrapColumns: readonly number[], widths: readonly number[]): number {
  return Math.max(
    1,
    ...wrapColumns.map((column) => wrappedLines(cellText(row[column - 1] ?? ''), widths[column - 1] ?? MIN_WIDTH)),
  );
}

/**
 * Where the pages break (1-based rows that start a page): before each of `forced`, and before
 * a block (`blocks`) that would not fit in what is left of the page; a block longer than a
 * page starts a page of its own and runs on. Row heights are those the adapter writes
 * (titles, headers a line each, body rows), at the largest scale the columns can print at.
 */
export function printPageBreaks(tab: PrintedTab, widths: readonly number[], landscape: boolean): number[] {
  const titles = new Set(tab.titleRows ?? []);
  const headers = new Set(tab.headerRows ?? []);
  const forced = new Set(tab.pageBreaks ?? []);
  const starts = new Set(tab.blocks ?? []);
  const wrapped = tab.wrapColumns ?? [];
  const body = filledRowPoints(tab, landscape) ?? LINE_POINTS;
  const height = (row: number): number => {
    if (titles.has(row)) return TITLE_ROW_POINTS;
    if (!headers.has(row)) return body * bodyLines(tab.grid[row - 1] ?? [], wrapped, widths);
    const cells = tab.grid[row - 1] ?? [];
    return LINE_POINTS * Math.max(1, ...cells.map((cell, c) => headerLines(cellText(cell), widths[c] ?? MIN_WIDTH)));
  };
  const scale = largestPrintScale(widths, landscape) / 100;
  const page = ((landscape ? A4_POINTS.short : A4_POINTS.long) - TOP_BOTTOM_MARGINS_POINTS) * PAGE_SLACK;
  const repeated = Array.from({ length: tab.repeatRows ?? 0 }, (_, i) => height(i + 1)).reduce((a, b) => a + b, 0);
  // Points of paper a page holds below its repeated rows, in the sheet's own measure.
  const room = page / scale - repeated;
  const rows = tab.grid.length;
  const breaks: number[] = [];
  let used = 0;
  for (let row = (tab.repeatRows ?? 0) + 1; row <= rows; row++) {
    if (forced.has(row) && used > 0) {
      breaks.push(row);
      used = 0;
    } else if (starts.has(row) && used > 0) {
      let end = row + 1;
      while (end <= rows && !starts.has(end) && !forced.has(end)) end++;
      // The block's own rows, less the blank row that parts it from the next (it may fall off the page).
      let last = end - 1;
      if (last > row && (tab.grid[last - 1] ?? []).every(isBlank)) last--;
      let block = 0;
      for (let r = row; r <= last; r++) block += height(r);
      if (used + block > room) {
        breaks.push(row);
        used = 0;
      }
    }
    used += height(row);
    // An automatic break: the reader's own, where the page is full.
    if (used > room) used = height(row);
  }
  return breaks;
}

/** The tallest a filled row gets (15 mm): a sheet of three rounds has no use for lines further apart. */
export const FILLED_ROW_POINTS = 42;

/**
 * The height (points) of a body row of a tab that fills its pages (`fillPage`): what the
 * fullest page between two forced breaks leaves under its titles and headers, shared by its
 * other rows (at least a line's own); undefined for any other tab. At 100 %: such papers are
 * narrow enough never to be scaled down.
 */
export function filledRowPoints(tab: PrintedTab, landscape: boolean): number | undefined {
  if (!tab.fillPage) return undefined;
  const fixed = new Set([...(tab.titleRows ?? []), ...(tab.headerRows ?? [])]);
  const starts = [1, ...(tab.pageBreaks ?? []).filter((row) => row > 1), tab.grid.length + 1].sort((a, b) => a - b);
  const page = ((landscape ? A4_POINTS.short : A4_POINTS.long) - TOP_BOTTOM_MARGINS_POINTS) * PAGE_SLACK;
  let points = Infinity;
  for (let i = 0; i + 1 < starts.length; i++) {
    let taken = 0;
    let shared = 0;
    for (let row = starts[i]; row < starts[i + 1]; row++) {
      if (!fixed.has(row)) shared++;
      else taken += (tab.titleRows ?? []).includes(row) ? TITLE_ROW_POINTS : LINE_POINTS;
    }
    if (shared > 0) points = Math.min(points, (page - taken) / shared);
  }
  return points === Infinity
    ? undefined
    : Math.min(FILLED_ROW_POINTS, Math.max(LINE_POINTS, Math.floor(points * 10) / 10));
}

/** The layout the adapters apply: widths fitted now, landscape when the columns do not fit a portrait line. */
export function printLayout(tab: PrintedTab): PrintLayout {
  const titleRows = tab.titleRows ?? [];
  const headerRows = tab.headerRows ?? [];
  const notText = [...titleRows, ...(tab.noteRows ?? [])];
  const columns = gridWidth(tab.grid);
  // The room row goes last: no title, header or note row names it.
  const room = tab.room ? [tab.room.slice(0, columns)] : [];
  const widths = fittedWidths([...tab.grid, ...room], headerRows, notText);
  const declared = tab.numberColumns;
  const landscape =
    tab.landscape === true || (!tab.portrait && widths.reduce((sum, width) => sum + width, 0) > PORTRAIT_CHARACTERS);
  return {
    widths,
    titleRows,
    headerRows,
    // Each header over its own block: the rows down to the next header, title or note.
    numberColumns: declared
      ? headerRows.map(() => declared.filter((column) => column <= columns))
      : blocksUnder(headerRows, [...notText, ...headerRows], tab.grid.length).map(([from, to]) =>
          numberColumns(tab.grid.slice(from, to)),
        ),
    rows: tab.grid.length,
    ...(tab.wrapColumns ? { wrapColumns: tab.wrapColumns } : {}),
    ...(tab.moneyColumns ? { moneyColumns: tab.moneyColumns } : {}),
    repeatRows: tab.repeatRows ?? 0,
    pageBreaks: printPageBreaks(tab, widths, landscape),
    landscape,
    ...(tab.fillPage ? { bodyRowPoints: filledRowPoints(tab, landscape) } : {}),
    // undefined: a tab that never has a picture (no need to look for one to remove).
    image: tab.image,
  };
}

/** Rewrites a generated tab and lays it out again (one data write, the layout). */
export function writePrinted(workbook: Workbook, tab: string, printed: PrintedTab): void {
  workbook.replace(tab, printed.grid);
  workbook.layout(tab, printLayout(printed));
}

/**
 * A printed tab written line by line, each line with its role: the row lists of PrintedTab
 * kept as the lines go in (Tarjetas, Clasificación duplicada, Tablero, Seguimiento).
 */
export interface TabLines {
  /** Lines so far. */
  readonly length: number;
  title(cells: readonly Cell[]): void;
  header(cells: readonly Cell[]): void;
  /** Free text (notes, warnings): not counted in the widths. */
  note(cells: readonly Cell[]): void;
  body(rows: readonly (readonly Cell[])[]): void;
  blank(): void;
  /** The next line starts a printed page. */
  pageBreak(): void;
  /** The next line starts a block printed whole (PrintedTab.blocks). */
  wholeBlock(): void;
  /** The next line starts a unit the print view keeps whole, where page breaks already part the units (PrintedTab.units). */
  unit(): void;
  /** The tab: the grid made rectangular, the row lists, and `more`. */
  tab(more?: Partial<PrintedTab>): PrintedTab;
}

export function tabLines(): TabLines {
  const grid: Cell[][] = [];
  const titleRows: number[] = [];
  const headerRows: number[] = [];
  const noteRows: number[] = [];
  const pageBreaks: number[] = [];
  const blocks: number[] = [];
  const units: number[] = [];
  const line = (roles: number[]) => (cells: readonly Cell[]) => {
    grid.push([...cells]);
    roles.push(grid.length);
  };
  return {
    get length() {
      return grid.length;
    },
    title: line(titleRows),
    header: line(headerRows),
    note: line(noteRows),
    body(rows) {
      for (const row of rows) grid.push([...row]);
    },
    blank() {
      grid.push([]);
    },
    pageBreak() {
      pageBreaks.push(grid.length + 1);
    },
    wholeBlock() {
      blocks.push(grid.length + 1);
    },
    unit() {
      units.push(grid.length + 1);
    },
    tab: (more = {}) => ({
      grid: rectangular(grid),
      titleRows,
      headerRows,
      noteRows,
      pageBreaks,
      blocks,
      ...(units.length > 0 ? { units } : {}),
      ...more,
    }),
  };
}

/** A row of `width` cells with `cells` first. */
export function padRow(cells: readonly Cell[], width: number): Cell[] {
  return [...cells, ...new Array<Cell>(Math.max(0, width - cells.length)).fill('')];
}

/** A grid made rectangular (Sheets writes one block). */
export function rectangular(rows: readonly (readonly Cell[])[]): Grid {
  const width = gridWidth(rows, 1);
  return rows.map((row) => padRow(row, width));
}

const two = (n: number): string => String(n).padStart(2, '0');

/** The calendar day of `date` on the clock of `timeZone` (an IANA name), or of the machine's when none or unknown. */
export function calendarDay(date: Date, timeZone?: string): { day: number; month: number; year: number } {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }).formatToParts(date);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      const day = { day: part('day'), month: part('month'), year: part('year') };
      if ([day.day, day.month, day.year].every(Number.isInteger)) return day;
    } catch {
      // An unknown zone: the machine's clock.
    }
  }
  return { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() };
}

/**
 * A date in a printed title: "23/11/2026" in Spanish, ISO "2026-11-23" in English (unambiguous
 * for US and UK readers), on the club's clock — the spreadsheet's time zone when given, never
 * the script's (docs/addon.md "One clock").
 */
export function titleDate(date: Date, lang: Language, timeZone?: string): string {
  const parts = calendarDay(date, timeZone);
  const [day, month, year] = [two(parts.day), two(parts.month), String(parts.year)];
  return lang === 'es' ? `${day}/${month}/${year}` : `${year}-${month}-${day}`;
}

/** When a printed tab is written: now, and the workbook's clock to read it on (its time zone; none in a file). */
export interface WrittenAt {
  date: Date;
  /** The spreadsheet's time zone (IANA), or undefined: the machine's clock. */
  timeZone?: string;
}

/** Now, on the workbook's clock. */
export function writtenNow(workbook: Pick<Workbook, 'timeZone' | 'now'>): WrittenAt {
  // rules §17: a planned action's "now" (the same instant when a second press finishes it).
  return { date: workbook.now?.() ?? new Date(), timeZone: workbook.timeZone?.() || undefined };
}

/** A printed title: its non-blank parts joined with " · " ("Open de Otoño · Clasificación · 23/11/2026"). */
export function titleText(parts: readonly (string | undefined)[]): string {
  return parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' · ');
}
