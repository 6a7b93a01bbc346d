// The event's settings of Configuración (rules §23): `Fecha`, the tournament's first day (blank:
// Cerrar torneo writes the day it ran), and `Club`, the club that ran it — what the federation's
// list knows an event by, with its name. Keys the core's TournamentConfig does not model:
// readConfig hands them on in `extra`, with their rows.
import { AtrilError } from '../../core/errors';
import { isoDay, parseDayText } from '../../core/eventDate';
import { type Language, t } from '../../i18n';
import { type Cell, cellText, isBlank, isDate, nameText } from '../grid/cells';
import { labelNames } from '../grid/labels';
import { calendarDay } from '../grid/printedTab';
import { type ExtraEntries, extraReader } from './configuration';

export interface EventSettings {
  /** Fecha as an ISO day ("2026-07-28"), null when blank or absent. */
  date: string | null;
  /** Club as typed, '' when blank or absent. */
  club: string;
}

/**
 * A Fecha cell as an ISO day: a date the sheet made of what was typed (its day on the
 * spreadsheet's clock, `timeZone`; a file's dates are UTC midnights, so UTC without one), or
 * text such as «28/07/2026» or «2026-07-28». Bad input names the value.
 */
export function parseEventDate(cell: Cell, timeZone?: string): string {
  if (isDate(cell)) {
    const day = timeZone
      ? calendarDay(cell, timeZone)
      : { year: cell.getUTCFullYear(), month: cell.getUTCMonth() + 1, day: cell.getUTCDate() };
    const iso = isoDay(day.year, day.month, day.day);
    if (iso !== null) return iso;
  }
  const text = isDate(cell) ? '' : cellText(cell);
  const iso = parseDayText(text);
  if (iso === null) throw new AtrilError('error.event.badDate', { value: text });
  return iso;
}

/** Fecha and Club; a bad Fecha is reported at its Configuración row and key. */
export function readEventSettings(
  entries: ExtraEntries | null,
  lang: Language,
  tab: string = t(lang, 'tab.config'),
  timeZone?: string,
): EventSettings {
  const settings: EventSettings = { date: null, club: '' };
  if (entries === null) return settings;
  const read = extraReader(entries, lang, tab);
  read(
    'config.date',
    (cell) => parseEventDate(cell, timeZone),
    (value) => (settings.date = value),
  );
  read('config.club', nameText, (value) => (settings.club = value));
  return settings;
}

/** Where Cerrar torneo writes the day it ran when Fecha is blank: its row's value, or a new row below the last. */
export interface DateCell {
  row: number;
  column: number;
  values: Cell[][];
}

/**
 * Fecha's cell for `iso` when Fecha is blank or absent (null when typed: never overwritten):
 * the value beside a blank Fecha row, else a new Fecha row below Configuración's last row.
 */
export function dateCell(
  entries: ExtraEntries,
  grid: readonly (readonly Cell[])[],
  lang: Language,
  iso: string,
): DateCell | null {
  const typed = Object.keys(entries.extra).find((name) => labelNames('config.date').includes(name));
  if (typed !== undefined && !isBlank(entries.extra[typed])) return null;
  const row = typed === undefined ? undefined : entries.extraRows?.[typed];
  if (row !== undefined) return { row, column: 2, values: [[iso]] };
  return { row: grid.length + 1, column: 1, values: [[t(lang, 'config.date'), iso]] };
}

/** Today on the workbook's clock as an ISO day (the day Cerrar torneo ran). */
export function todayIso(date: Date, timeZone?: string): string {
  const day = calendarDay(date, timeZone);
  return isoDay(day.year, day.month, day.day) as string;
}
