// The print view (rules §12): a printed tab as an HTML page that sets its own paper, the third
// renderer of the one printed-tab model (printedTab.ts) beside Google Sheets and the .xlsx.
// Google Sheets lets Apps Script set no print option, so this page does with CSS what the
// .xlsx does with its page setup: `@page` size A4 (Letter for an en_US spreadsheet) and the
// tab's orientation; each unit (a block, a unit: a card, a row of slips, a follow sheet, the
// "¿Dónde juego?" list) kept on one page; table headers in `thead`, repeated on every page;
// the columns fitted to the page by the model's own widths and a font never below 9 pt — a
// tab too wide for that continues its other columns in a block of their own that repeats the
// names, rather than shrinking; the tab's title (tournament, date) on the first page. Every
// text is escaped: a name typed as <img src=x onerror=…> prints as text (rules §9).
import { type Language } from '../../i18n';
import { type Cell, cellText, formatNumber, gridWidth, isBlank, isDate } from './cells';
import { escapeHtml } from './html';
import { printLayout, type PrintedTab, titleDate } from './printedTab';

export type Paper = 'A4' | 'Letter';

/** The paper of a spreadsheet's locale: Letter for en_US (rules §12), A4 elsewhere. */
export function paperFor(locale: string): Paper {
  return /^en[_-]US$/i.test(locale.trim()) ? 'Letter' : 'A4';
}

/** Paper sizes in millimetres, short side first. */
const PAPER_MM: Record<Paper, [number, number]> = { A4: [210, 297], Letter: [215.9, 279.4] };
/** The page's margin on every side, in millimetres. */
export const MARGIN_MM = 10;
/** Body text: at most this size, never below MIN_BODY_POINTS (rules §12). */
export const BODY_POINTS = 10.5;
export const MIN_BODY_POINTS = 9;
/**
 * An average character's width against the font's size: Calibri's (and Carlito's, its metric
 * twin the view asks for first) letters and digits are about half an em. The model's widths
 * already hold a margin of two characters a column (printedTab fittedWidths): the cell's padding.
 */
const CHAR_EM = 0.5;
/** Heights (mm) of the page-filling papers' rows: a title's, and the least of any other's. */
const TITLE_MM = 8;
const LINE_MM = 5;
/** The largest height of a filled row (mm), as printedTab's FILLED_ROW_POINTS. */
const FILLED_ROW_MM = 15;
/** Room a filled page leaves unused, for the rounding of the browser's own rows. */
const FILL_SLACK = 0.95;

const POINTS_PER_MM = 72 / 25.4;

export interface PrintViewOptions {
  paper: Paper;
  lang: Language;
  /** A heading for the first page when the tab has no title of its own (Escalafón, a Duplicada tab). */
  heading?: string;
  /** The document's title (the browser's tab, a saved PDF's name). */
  documentTitle?: string;
}

/** The page as the dialog and the CLI hand it on: its document, and what it was laid out for. */
export interface PrintView {
  html: string;
  paper: Paper;
  landscape: boolean;
  /** The body text's size in points (at least MIN_BODY_POINTS). */
  bodyPoints: number;
  /** The column groups printed one after the other (1-based columns); one group when the tab fits the page. */
  columnGroups: number[][];
}

/** The page's printable area in millimetres: [width, height]. */
export function pageArea(paper: Paper, landscape: boolean): [number, number] {
  const [short, long] = PAPER_MM[paper];
  const [width, height] = landscape ? [long, short] : [short, long];
  return [width - 2 * MARGIN_MM, height - 2 * MARGIN_MM];
}

/** The points a group of columns takes across at `points` per em. */
function groupPoints(widths: readonly number[], columns: readonly number[], points: number): number {
  return columns.reduce((sum, column) => sum + (widths[column - 1] ?? 0) * CHAR_EM * points, 0);
}

/** The default key columns: up to the first whose body holds text that is no number (N°, Nombre). */
function defaultKeyColumns(tab: PrintedTab): number[] {
  const skip = new Set([...(tab.titleRows ?? []), ...(tab.headerRows ?? []), ...(tab.noteRows ?? [])]);
  const width = gridWidth(tab.grid);
  for (let c = 0; c < width; c++) {
    const text = tab.grid.some(
      (row, r) =>
        !skip.has(r + 1) && typeof row[c] === 'string' && !isBlank(row[c]) && !/^[\d\s.,+-]*$/.test(row[c] as string),
    );
    if (text) return Array.from({ length: c + 1 }, (_, i) => i + 1);
  }
  return [1];
}

/**
 * The column groups and the body text's size: every column at the largest size up to
 * BODY_POINTS that fits the page; when not even MIN_BODY_POINTS does, the key columns and as
 * many others as fit at that size, then the key columns again with the next ones, and so on.
 */
export function columnGroups(
  tab: PrintedTab,
  widths: readonly number[],
  pageWidthMm: number,
): { groups: number[][]; points: number; widths: number[] } {
  const all = Array.from({ length: widths.length }, (_, i) => i + 1);
  const page = pageWidthMm * POINTS_PER_MM;
  const fit = (columns: readonly number[]) => {
    const chars = columns.reduce((sum, column) => sum + (widths[column - 1] ?? 0), 0);
    return page / Math.max(1, chars * CHAR_EM);
  };
  if (fit(all) >= MIN_BODY_POINTS)
    return { groups: [all], points: Math.min(BODY_POINTS, fit(all)), widths: [...widths] };
  // The wide columns (names, clubs) wrap their text on a second line before the table splits.
  const narrowed = narrowedWidths(widths, page / (CHAR_EM * MIN_BODY_POINTS));
  if (narrowed) return { groups: [all], points: MIN_BODY_POINTS, widths: narrowed };
  const keys = (tab.keyColumns ?? defaultKeyColumns(tab)).filter((column) => column <= widths.length);
  const rest = all.filter((column) => !keys.includes(column));
  const groups: number[][] = [];
  let group = [...keys];
  for (const column of rest) {
    const wider = [...group, column];
    if (group.length > keys.length && groupPoints(widths, wider, MIN_BODY_POINTS) > page) {
      groups.push(group);
      group = [...keys, column];
    } else group = wider;
  }
  groups.push(group);
  return { groups, points: Math.max(MIN_BODY_POINTS, Math.min(BODY_POINTS, ...groups.map(fit))), widths: [...widths] };
}

/** A column this wide or narrower keeps its width; a wider one (a name, a club) may wrap down to it. */
export const NARROW_COLUMN = 20;

/**
 * The widths with the columns wider than NARROW_COLUMN narrowed, each in proportion to what it
 * has beyond it, so that they add up to `total` characters; null when even that is too wide.
 */
function narrowedWidths(widths: readonly number[], total: number): number[] | null {
  const sum = widths.reduce((a, b) => a + b, 0);
  const spare = widths.reduce((a, width) => a + Math.max(0, width - NARROW_COLUMN), 0);
  const excess = sum - total;
  if (spare <= 0 || excess > spare) return null;
  const keep = 1 - excess / spare;
  return widths.map((width) =>
    width > NARROW_COLUMN ? Math.floor((NARROW_COLUMN + (width - NARROW_COLUMN) * keep) * 10) / 10 : width,
  );
}

/** A cell's text as printed: numbers as the reader writes them, dates as in a title. */
function shown(cell: Cell, lang: Language, money = false): string {
  if (typeof cell === 'number') return formatNumber(cell, lang, money);
  if (isDate(cell)) return titleDate(cell, lang);
  return cellText(cell);
}

/** A cell's HTML: its text escaped, its lines kept. */
const cellHtml = (cell: Cell, lang: Language, money = false): string =>
  escapeHtml(shown(cell, lang, money)).replace(/\n/g, '<br>');

/** A stretch of rows printed together: a unit kept whole, or rows that may break anywhere. */
interface Segment {
  from: number;
  to: number;
  unit: boolean;
  newPage: boolean;
}

/** Rows 1..n cut at every unit's start and every forced page break. */
function segments(tab: PrintedTab, first: number): Segment[] {
  const starts = new Set([...(tab.blocks ?? []), ...(tab.units ?? [])]);
  const breaks = new Set(tab.pageBreaks ?? []);
  const result: Segment[] = [];
  let current: Segment | null = null;
  for (let row = first; row <= tab.grid.length; row++) {
    if (current === null || starts.has(row) || breaks.has(row)) {
      if (current) result.push(current);
      current = { from: row, to: row, unit: starts.has(row), newPage: breaks.has(row) && row > first };
    } else current.to = row;
  }
  if (current) result.push(current);
  return result;
}

/** What the renderer knows of the tab's rows. */
interface Rows {
  titles: Set<number>;
  headers: Set<number>;
  notes: Set<number>;
  /** For each row, the 1-based number columns of the header block it is in (right-aligned). */
  numbers: (row: number) => Set<number>;
}

function rowRoles(tab: PrintedTab): Rows {
  const layout = printLayout(tab);
  const titles = new Set(tab.titleRows ?? []);
  const headers = new Set(layout.headerRows);
  const notes = new Set(tab.noteRows ?? []);
  const blockOf: Set<number>[] = [];
  let block = new Set<number>();
  tab.grid.forEach((_, r) => {
    const row = r + 1;
    const at = layout.headerRows.indexOf(row);
    if (at >= 0) block = new Set(layout.numberColumns[at] ?? []);
    else if (titles.has(row)) block = new Set();
    blockOf[row] = block;
  });
  return { titles, headers, notes, numbers: (row) => blockOf[row] ?? new Set() };
}

/** Whether a row has text only in its first cell (a title or note that runs over the page). */
const onlyFirst = (row: readonly Cell[]): boolean => row.slice(1).every(isBlank);

interface RenderContext {
  tab: PrintedTab;
  roles: Rows;
  columns: number[];
  widths: number[];
  lang: Language;
  /** The height class of each row of a tab that fills its pages (`fh0`…, one CSS rule per height: 1,600 rows of slips share two); empty otherwise. */
  heights: Map<number, string>;
}

function colgroup({ columns, widths, tab }: RenderContext): string {
  const total = columns.reduce((sum, column) => sum + (widths[column - 1] ?? 0), 0) || 1;
  const cols = columns.map(
    (column) => `<col style="width:${((100 * (widths[column - 1] ?? 0)) / total).toFixed(2)}%">`,
  );
  const width = tab.fillPage
    ? '100%'
    : `${columns.reduce((sum, column) => sum + (widths[column - 1] ?? 0) * CHAR_EM, 0).toFixed(1)}em`;
  return `<table style="width:${width}"><colgroup>${cols.join('')}</colgroup>`;
}

function rowHtml(context: RenderContext, row: number): string {
  const { tab, roles, columns, lang, heights } = context;
  const cells = tab.grid[row - 1] ?? [];
  const height = heights.get(row);
  const classes = (...names: string[]) => {
    const all = [...names, ...(height === undefined ? [] : [height])];
    return all.length > 0 ? ` class="${all.join(' ')}"` : '';
  };
  if (roles.titles.has(row) || roles.notes.has(row)) {
    const kind = roles.titles.has(row) ? 'title' : 'note';
    if (onlyFirst(cells))
      return `<tr${classes(kind)}><td colspan="${columns.length}">${cellHtml(cells[0], lang)}</td></tr>`;
    return `<tr${classes(kind)}>${columns.map((c) => `<td class="over">${cellHtml(cells[c - 1], lang)}</td>`).join('')}</tr>`;
  }
  const header = roles.headers.has(row);
  const numbers = roles.numbers(row);
  const tag = header ? 'th' : 'td';
  const money = new Set(header ? [] : (tab.moneyColumns ?? []));
  const body = columns
    .map((c) => `<${tag}${numbers.has(c) ? ' class="num"' : ''}>${cellHtml(cells[c - 1], lang, money.has(c))}</${tag}>`)
    .join('');
  const blank = cells.every(isBlank);
  return `<tr${classes(...(blank ? ['blank'] : []))}>${body}</tr>`;
}

/**
 * A segment's HTML: titles and notes over the page as headings, blank rows as a gap, and each
 * run of header and body rows a table whose leading header rows repeat on every page
 * (`thead`). A tab that fills its pages is one table a segment, every row at its height.
 */
function segmentHtml(context: RenderContext, segment: Segment): string {
  const { tab, roles, lang } = context;
  const parts: string[] = [];
  let table: { head: string[]; body: string[] } | null = null;
  const close = () => {
    if (table === null) return;
    const head = table.head.length > 0 ? `<thead>${table.head.join('')}</thead>` : '';
    parts.push(`${colgroup(context)}${head}<tbody>${table.body.join('')}</tbody></table>`);
    table = null;
  };
  let gap = false;
  for (let row = segment.from; row <= segment.to; row++) {
    const cells = tab.grid[row - 1] ?? [];
    if (tab.image && tab.image.row === row) {
      close();
      const { gifBase64, pixels } = tab.image;
      parts.push(
        `<div class="picture"><img alt="" width="${pixels}" height="${pixels}" src="data:image/gif;base64,${escapeHtml(gifBase64)}"></div>`,
      );
      gap = true;
    }
    if (!tab.fillPage) {
      if (cells.every(isBlank)) {
        close();
        if (!gap) parts.push('<div class="gap"></div>');
        gap = true;
        continue;
      }
      gap = false;
      const free = roles.titles.has(row) || roles.notes.has(row);
      if (free && onlyFirst(cells)) {
        close();
        const kind = roles.titles.has(row) ? 'title' : 'note';
        parts.push(`<div class="${kind}">${cellHtml(cells[0], lang)}</div>`);
        continue;
      }
    }
    if (table === null) table = { head: [], body: [] };
    const t: { head: string[]; body: string[] } = table;
    if (roles.headers.has(row) && t.body.length === 0 && !tab.fillPage) t.head.push(rowHtml(context, row));
    else t.body.push(rowHtml(context, row));
  }
  close();
  const classes = [segment.unit ? 'unit' : 'run', segment.newPage ? 'page' : ''].filter((name) => name !== '');
  return `<div class="${classes.join(' ')}">${parts.join('')}</div>`;
}

/**
 * For a tab that fills its pages: each row's height in millimetres, the rows of a page
 * (between forced breaks) sharing what its titles and headers leave of it, up to FILLED_ROW_MM.
 */
function filledHeights(tab: PrintedTab, roles: Rows, pageHeightMm: number): Map<number, number> {
  const heights = new Map<number, number>();
  if (!tab.fillPage) return heights;
  const starts = [1, ...(tab.pageBreaks ?? []).filter((row) => row > 1), tab.grid.length + 1].sort((a, b) => a - b);
  for (let i = 0; i + 1 < starts.length; i++) {
    let fixed = 0;
    const shared: number[] = [];
    for (let row = starts[i]; row < starts[i + 1]; row++) {
      if (roles.titles.has(row)) {
        heights.set(row, TITLE_MM);
        fixed += TITLE_MM;
      } else shared.push(row);
    }
    const each = Math.min(
      FILLED_ROW_MM,
      Math.max(LINE_MM, (pageHeightMm * FILL_SLACK - fixed) / Math.max(1, shared.length)),
    );
    for (const row of shared) heights.set(row, Math.floor(each * 100) / 100);
  }
  return heights;
}

function style(paper: Paper, landscape: boolean, points: number, heights: readonly number[]): string {
  return [
    ...heights.map((mm, i) => `.fh${i} { height: ${mm.toFixed(2)}mm; }`),
    `@page { size: ${paper} ${landscape ? 'landscape' : 'portrait'}; margin: ${MARGIN_MM}mm; }`,
    '* { box-sizing: border-box; }',
    `html, body { margin: 0; padding: 0; background: #fff; color: #000; }`,
    `body { font-family: Carlito, Calibri, "Liberation Sans", Arial, Helvetica, sans-serif; font-size: ${points.toFixed(2)}pt; line-height: 1.25; }`,
    'h1 { font-size: 14pt; margin: 0 0 3mm; }',
    '.title { font-weight: bold; font-size: 12pt; }',
    'div.title { margin: 2mm 0 1mm; }',
    'div.note { margin: 0 0 1mm; }',
    'table { border-collapse: collapse; table-layout: fixed; max-width: 100%; }',
    'td, th { padding: 0.3mm 2pt; text-align: left; vertical-align: bottom; overflow-wrap: anywhere; font-size: inherit; }',
    // A row whose Motivo or names wrap reads from its top line; paper for the hand keeps its writing lines.
    'body:not(.fill) td { vertical-align: top; }',
    'th { font-weight: bold; border-bottom: 0.6pt solid #000; }',
    'td.over { white-space: nowrap; overflow: visible; }',
    '.num { text-align: right; }',
    'thead { display: table-header-group; }',
    'tr { break-inside: avoid; page-break-inside: avoid; }',
    '.unit { break-inside: avoid; page-break-inside: avoid; }',
    '.page { break-before: page; page-break-before: always; }',
    '.gap { height: 3mm; }',
    '.picture { margin: 1mm 0; }',
    '.continued { break-before: page; page-break-before: always; }',
    '.fill td, .fill th { padding: 0.2mm 2pt; line-height: 1.15; }',
    // Where the scissors go between two slips' rows.
    '.fill .unit + .unit { border-top: 0.4pt dashed #888; }',
    '@media screen { body { padding: 12px; } }',
  ].join('\n');
}

/** The print view of `tab` (rules §12): a whole HTML document. */
export function printView(tab: PrintedTab, options: PrintViewOptions): PrintView {
  const { paper, lang } = options;
  const layout = printLayout(tab);
  const landscape = layout.landscape;
  const [pageWidth, pageHeight] = pageArea(paper, landscape);
  const { groups, points, widths } = columnGroups(tab, layout.widths, pageWidth);
  const roles = rowRoles(tab);
  // The title rows repeated on every page of the sheet open the first page (the tournament, the date).
  const repeated = Array.from({ length: tab.repeatRows ?? 0 }, (_, i) => i + 1).filter(
    (row) => roles.titles.has(row) && onlyFirst(tab.grid[row - 1] ?? []),
  );
  const first = repeated.length > 0 ? Math.max(...repeated) + 1 : 1;
  const headings = [
    // A page-filling paper has its own titles in its units: a heading would push one off the page.
    ...(options.heading && !tab.fillPage ? [options.heading] : []),
    ...repeated.map((row) => shown((tab.grid[row - 1] ?? [])[0], lang)),
  ];
  const filled = filledHeights(tab, roles, pageHeight);
  const distinct = [...new Set(filled.values())];
  const heights = new Map([...filled].map(([row, mm]) => [row, `fh${distinct.indexOf(mm)}`] as const));
  const heading = headings.map((text) => `<h1>${escapeHtml(text)}</h1>`).join('');
  // Each stretch between forced page breaks (a game of Clasificación duplicada) printed in
  // every column group in turn: the other rounds follow their own game, its names repeated.
  const stretches: Segment[][] = [];
  for (const segment of segments(tab, first)) {
    if (segment.newPage || stretches.length === 0) stretches.push([]);
    stretches[stretches.length - 1].push(segment);
  }
  const keys = new Set(
    groups.length > 1 ? groups[0].filter((column) => groups.every((group) => group.includes(column))) : [],
  );
  // A group with nothing in its own columns over a stretch (the overall ranking beside a game's rounds) is left out there.
  const holds = (stretch: Segment[], columns: number[]) =>
    stretch.some((segment) =>
      tab.grid
        .slice(segment.from - 1, segment.to)
        .some((row) => columns.some((column) => !keys.has(column) && !isBlank(row[column - 1]))),
    );
  const parts = stretches.flatMap((stretch, s) =>
    groups.map((columns, g) => {
      if (g > 0 && !holds(stretch, columns)) return '';
      const context: RenderContext = { tab, roles, columns, widths, lang, heights };
      const body = stretch
        .map((segment, i) => segmentHtml(context, i === 0 && g > 0 ? { ...segment, newPage: false } : segment))
        .join('');
      return `<section${g > 0 ? ' class="continued"' : ''}>${s === 0 && g === 0 ? heading : ''}${body}</section>`;
    }),
  );
  const title = options.documentTitle ?? headings[0] ?? '';
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${lang}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>\n${style(paper, landscape, points, distinct)}\n</style>`,
    `</head><body${tab.fillPage ? ' class="fill"' : ''}>`,
    ...parts,
    '</body></html>',
  ].join('\n');
  return { html, paper, landscape, bodyPoints: points, columnGroups: groups };
}
