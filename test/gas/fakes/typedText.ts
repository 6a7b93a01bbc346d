// How Sheets reads a string typed (or passed to setValue/setValues) into a cell that is not
// plain text, for the fake spreadsheet: what looks like a number, a percentage, an amount of
// money, a date (with digits or month names, Spanish or English) or a time becomes one, in
// the spreadsheet's locale — so that a test writing a player called "Mar 3" or "€ 5" sees what
// a real sheet would make of it unless the writer protects it. Formulas are spreadsheet.ts's.
// Dates are UTC midnights; a time alone is on Sheets' day zero, 30 December 1899.

export type Parsed = string | number | boolean | Date;

const MONTHS: Record<string, number> = {};
(
  [
    ['enero', 'ene', 'january', 'jan'],
    ['febrero', 'feb', 'february'],
    ['marzo', 'mar', 'march'],
    ['abril', 'abr', 'april', 'apr'],
    ['mayo', 'may'],
    ['junio', 'jun', 'june'],
    ['julio', 'jul', 'july'],
    ['agosto', 'ago', 'august', 'aug'],
    ['septiembre', 'setiembre', 'sep', 'sept', 'set', 'september'],
    ['octubre', 'oct', 'october'],
    ['noviembre', 'nov', 'november'],
    ['diciembre', 'dic', 'december', 'dec'],
  ] as string[][]
).forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));

/** The year Sheets assumes when a date is typed without one. */
const THIS_YEAR = 2026;
const CURRENCY = '[€$£¥]';

function date(year: number, month: number, day: number): Date | null {
  const full = year < 100 ? 2000 + year : year;
  const value = new Date(Date.UTC(full, month - 1, day));
  return value.getUTCMonth() === month - 1 && value.getUTCDate() === day ? value : null;
}

/** "3-5", "3/5/2026", "2026-03-05": day/month (month/day in English) and ISO. */
function numericDate(text: string, english: boolean): Date | null {
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (iso) return date(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const match = /^(\d{1,2})[-/.](\d{1,2})(?:[-/.](\d{2}|\d{4}))?$/.exec(text);
  if (!match) return null;
  const [a, b] = [Number(match[1]), Number(match[2])];
  const year = match[3] ? Number(match[3]) : THIS_YEAR;
  // The locale's order first; the other when the first is impossible (13/5 is 13 May anywhere).
  return english ? (date(year, a, b) ?? date(year, b, a)) : (date(year, b, a) ?? date(year, a, b));
}

/** "Mar 3", "3 mar", "3 de marzo de 2026", "marzo 2026", "March 3, 2026", "3-mar-26". */
function namedDate(text: string): Date | null {
  const words = text
    .toLowerCase()
    .replace(/,/g, ' ')
    .split(/[\s\-/]+/)
    .filter((word) => word !== '' && word !== 'de' && word !== 'of')
    .map((word) => word.replace(/\.$/, ''));
  const month = words.findIndex((word) => word in MONTHS);
  if (month < 0 || words.length < 2 || words.length > 3) return null;
  const others = words.filter((_, index) => index !== month);
  if (!others.every((word) => /^\d{1,4}$/.test(word))) return null;
  const numbers = others.map(Number);
  const m = MONTHS[words[month]];
  if (numbers.length === 1) {
    // "marzo 2026" is a month of a year; "mar 3" / "3 mar" a day of this year.
    if (others[0].length === 4) return date(numbers[0], m, 1);
    return date(THIS_YEAR, m, numbers[0]);
  }
  // The day comes before the year whichever side the month is on: "3 marzo 2026", "March 3 2026".
  const [day, year] = numbers;
  return date(year, m, day);
}

/** A decimal number in the locale's notation: "3,5" in Spanish, "3.5" in English; null otherwise. */
function localNumber(text: string, english: boolean): number | null {
  const decimal = english ? '\\.' : ',';
  const match = new RegExp(`^([-+]?)(\\d+(?:${decimal}\\d+)?|${decimal}\\d+)$`).exec(text);
  if (!match) return null;
  return Number(`${match[1]}${match[2].replace(',', '.')}`);
}

/** What Sheets stores for `text` typed into a cell formatted "Automatic" in `locale` (not a formula). */
export function parseTyped(text: string, locale: string): Parsed {
  const english = locale.startsWith('en');
  const trimmed = text.trim();
  if (trimmed === '') return text;
  // A number with a point is read as a number in any locale (as the fake always did).
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return Number(trimmed);
  const local = localNumber(trimmed, english);
  if (local !== null) return local;
  const percent = /^(.+?)\s?%$/.exec(trimmed);
  if (percent) {
    const value =
      localNumber(percent[1], english) ?? (/^[-+]?\d+(\.\d+)?$/.test(percent[1]) ? Number(percent[1]) : null);
    if (value !== null) return value / 100;
  }
  const money =
    new RegExp(`^([-+]?)${CURRENCY}\\s?([\\d.,]+)$`).exec(trimmed) ??
    new RegExp(`^([-+]?)([\\d.,]+)\\s?${CURRENCY}$`).exec(trimmed);
  if (money) {
    const value = localNumber(money[2], english) ?? (/^\d+(\.\d+)?$/.test(money[2]) ? Number(money[2]) : null);
    if (value !== null) return money[1] === '-' ? -value : value;
  }
  const time = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (time && Number(time[1]) < 24 && Number(time[2]) < 60) {
    const seconds = Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3] ?? 0);
    return new Date(Date.UTC(1899, 11, 30) + seconds * 1000);
  }
  const day = numericDate(trimmed, english) ?? namedDate(trimmed);
  if (day) return day;
  if (/^(true|false)$/i.test(trimmed) || (!english && /^(verdadero|falso)$/i.test(trimmed)))
    return /^(true|verdadero)$/i.test(trimmed);
  return text;
}
