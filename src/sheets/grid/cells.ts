// Cell values as Sheets hands them over (getValues and custom-function arguments):
// '' for an empty cell, numbers, strings, booleans and Dates. Converting them to what the
// core wants, with an AtrilError naming the bad value.
import { AtrilError } from '../../core/errors';
import { foldText } from '../../core/text';
import { type Language } from '../../i18n';

export type Cell = string | number | boolean | Date | null | undefined;
export type Grid = Cell[][];

export function isBlank(cell: Cell): boolean {
  return cell === '' || cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/**
 * The length of the longest row, and at least `least`: a loop, not Math.max(...rows), which
 * overflows the stack past some hundred thousand rows (4000 players' slips).
 */
export function gridWidth(rows: readonly (readonly Cell[])[], least = 0): number {
  let width = least;
  for (const row of rows) if (row.length > width) width = row.length;
  return width;
}

export function isBlankRow(row: readonly Cell[]): boolean {
  return row.every(isBlank);
}

/** A date cell (by its tag, so that a Date from another realm — a vm, an iframe — counts too). */
export function isDate(cell: unknown): cell is Date {
  return Object.prototype.toString.call(cell) === '[object Date]';
}

/** Text of a cell, trimmed ('' for blank). */
export function cellText(cell: Cell): string {
  if (isBlank(cell)) return '';
  if (isDate(cell)) return cell.toISOString();
  return String(cell).trim();
}

/**
 * A name or a club as typed (Jugadores, Rondas, the Duplicada tabs, Escalafón, Temporada):
 * its text with a leading apostrophe dropped. Atril writes every string with one (rules §9,
 * gas/sheetsWorkbook.ts); Sheets drops it, but whether it does in a cell formatted as plain
 * text the reference does not say (docs/addon.md "Where the reference is silent"), and a name
 * never starts with one.
 */
export function nameText(cell: Cell): string {
  const text = cellText(cell);
  return text.startsWith("'") ? text.slice(1).trim() : text;
}

/** A cell as the user's sheet shows it, for messages: numbers stay numbers (t() writes 1,5 in Spanish, 1.5 in English). */
export function shownValue(cell: Cell): string | number {
  return typeof cell === 'number' ? cell : cellText(cell);
}

/** "1.412", "1,412": a score typed with a thousands separator or as a decimal (see cellScore). */
const GROUPED = /^[+-]?\d{1,3}([.,]\d{3})+$/;
/**
 * "1.950", "1,950": one point or comma before the last three digits. In Spanish the point
 * groups thousands, in English the comma does, and either may be the decimal mark: 1950
 * or 1,95? (rules §9). Refused. ("0,950" is a decimal: thousands never start with 0.)
 */
const ONE_GROUP = /^[+-]?[1-9]\d{0,2}[.,]\d{3}$/;
/** Unambiguous: the same mark twice or more ("12.345.678") groups thousands; two marks ("1.950,5", "1,950.5"): the last is decimal. */
const THOUSANDS_ES = /^[+-]?[1-9]\d{0,2}(\.\d{3})+(,\d+)?$/;
const THOUSANDS_EN = /^[+-]?[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * A number, or null for a blank cell: numbers, and numeric text whatever the locale —
 * "10,5" or "10.5", "12.345.678", "1.950,5" or "1,950.5". Text that reads two ways
 * ("1.950": 1950 or 1,95?) is refused as ambiguous, naming both readings.
 */
export function cellNumber(cell: Cell): number | null {
  if (isBlank(cell)) return null;
  if (typeof cell === 'number') {
    if (Number.isFinite(cell)) return cell;
    throw new AtrilError('error.notNumber', { value: String(cell) });
  }
  // A sheet turns "3-5" or "1/2" into a date: say so, with the date as it read it.
  if (isDate(cell)) throw new AtrilError('error.date', { value: cell.toISOString().slice(0, 10) });
  if (typeof cell === 'string') {
    const text = cell.trim();
    if (ONE_GROUP.test(text)) {
      const thousands = Number(text.replace(/[.,]/, ''));
      const decimal = Number(text.replace(',', '.'));
      throw new AtrilError('error.number.ambiguous', { value: text, thousands, decimal });
    }
    if (THOUSANDS_ES.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
    if (THOUSANDS_EN.test(text)) return Number(text.replace(/,/g, ''));
    const plain = text.replace(',', '.');
    if (PLAIN.test(plain)) return Number(plain);
  }
  throw new AtrilError('error.notNumber', { value: cellText(cell) });
}

export function cellInteger(cell: Cell): number | null {
  const value = cellNumber(cell);
  if (value !== null && !Number.isInteger(value)) {
    throw new AtrilError('error.notInteger', { value: shownValue(cell) });
  }
  return value;
}

/**
 * Money (rules §11: Importe, Cuota, Pagado) in whole cents, or null for a blank cell: a
 * number ≥ 0 with at most two decimals ("12,50", 12.5).
 */
export function cellCents(cell: Cell): number | null {
  const value = cellNumber(cell);
  if (value === null) return null;
  if (value < 0) throw new AtrilError('error.negative', { value: shownValue(cell) });
  const cents = Math.round(value * 100);
  if (Math.abs(value * 100 - cents) > 1e-6) throw new AtrilError('error.prizes.cents', { value: shownValue(cell) });
  return cents === 0 ? 0 : cents;
}

/** A whole number ≥ 1 (N°, rounds), or null for a blank cell. */
export function positiveInteger(cell: Cell): number | null {
  const value = cellInteger(cell);
  if (value !== null && value < 1) throw new AtrilError('error.atLeast', { value, min: 1 });
  return value;
}

/** A whole number ≥ 0 (Escalafón: FISE ratings are whole numbers), or null for a blank cell. */
export function nonNegativeInteger(cell: Cell): number | null {
  const value = cellInteger(cell);
  if (value !== null && value < 0) throw new AtrilError('error.negative', { value });
  return value === 0 ? 0 : value;
}

/** A number ≥ 0 (Promedio, K), or null for a blank cell. */
export function nonNegativeNumber(cell: Cell): number | null {
  const value = cellNumber(cell);
  if (value !== null && value < 0) throw new AtrilError('error.negative', { value });
  return value;
}

/** rules §9: above this a Scrabble score is taken for a typing error (a high game is ~700; 1412 is a record-class score). */
export const MAX_SCORE = 2000;

/**
 * A Scrabble score (rules §9): a whole number from 0 to MAX_SCORE, or null for a blank cell.
 * The one reader of Rondas' Puntos 1/2, of the duplicate tabs and of the DUP_* functions'
 * scores. Refused: text, a decimal, a negative number, a value above MAX_SCORE, and an
 * ambiguous one — "1.412" typed as text, or the number 1.412 (a sheet that took the point
 * or comma for a decimal): 1412 with a thousands separator, or 1.412?
 */
export function cellScore(cell: Cell): number | null {
  // rules §16.1: both scores typed in one cell ("420-380"): say what to type instead.
  const both = typeof cell === 'string' ? /^(\d{1,4})\s*[-–—:/]\s*(\d{1,4})$/.exec(cell.trim()) : null;
  if (both) throw new AtrilError('slips.score.both', { value: cellText(cell), first: both[1], second: both[2] });
  if (typeof cell === 'string' && GROUPED.test(cell.trim())) {
    throw new AtrilError('error.score.ambiguous', { value: cellText(cell) });
  }
  const value = cellNumber(cell);
  if (value === null) return null;
  if (!Number.isInteger(value)) {
    const thousandths = value * 1000;
    const threeDecimals = Math.abs(thousandths - Math.round(thousandths)) < 1e-6 && Math.round(thousandths) % 10 !== 0;
    // A number is shown as the user's sheet shows it: 1,412 in Spanish, 1.412 in English.
    if (threeDecimals && value > 0 && value < 1000)
      throw new AtrilError('error.score.ambiguous', { value: shownValue(cell) });
    throw new AtrilError('error.notInteger', { value: shownValue(cell) });
  }
  if (value < 0) throw new AtrilError('error.negative', { value: shownValue(cell) });
  if (value > MAX_SCORE) throw new AtrilError('error.score.tooHigh', { value: shownValue(cell), max: MAX_SCORE });
  return value === 0 ? 0 : value; // never -0
}

/** A list of whole numbers typed in one cell, e.g. "3, 5" or "3;5" (Ausente en rondas). */
export function cellIntegerList(cell: Cell): number[] {
  if (isBlank(cell)) return [];
  if (typeof cell !== 'string') {
    const single = cellInteger(cell);
    return single === null ? [] : [single];
  }
  // A leading apostrophe: how Atril writes text (Pasar lista writes Ausente en rondas, rules
  // §16), which a plain-text cell may keep (see nameText).
  return nameText(cell)
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => {
      const value = cellInteger(part);
      return value as number;
    });
}

/** A custom-function argument as a grid: a single value becomes a 1×1 grid. */
export function asGrid(value: unknown): Grid {
  if (Array.isArray(value)) {
    return value.map((row) => (Array.isArray(row) ? (row as Cell[]) : [row as Cell]));
  }
  return [[value as Cell]];
}

/** Normalised header or keyword: folded (no case, accents or extra spaces), "N°/Nº" as "no", no dots or colons. */
export function normaliseLabel(text: string): string {
  return foldText(text.replace(/[°º]/g, 'o').replace(/[.:]/g, ' '));
}

/**
 * A number as the reader writes it: decimal comma in Spanish, no thousands grouping (2345, 4,5);
 * money always with its two decimals (12,50).
 */
export function formatNumber(value: number, lang: Language, money = false): string {
  const rounded = Math.round(value * 100) / 100;
  return new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    useGrouping: false,
    minimumFractionDigits: money ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(rounded);
}
