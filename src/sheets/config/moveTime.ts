// Configuración › Tiempo por jugada (rules §19): the room's clock, in seconds, 3:00 by default.
// Typed as minutes (3, 2.5) or m:ss text ("2:30"); Sheets turns a typed 3:00 into a time of
// day (3 h 0 min), read back as m:ss (docs/duplicate.md "The room's clock").
import { AtrilError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { type Cell, cellText, isDate } from '../grid/cells';
import { type ExtraEntries, extraReader } from './configuration';

export const DEFAULT_MOVE_SECONDS = 180;
/** Longer than any room plays; a typed hour is a mistake. */
const MOST_SECONDS = 30 * 60;

/** A Tiempo por jugada cell in seconds; an AtrilError naming the value when it is not one. */
export function parseMoveTime(cell: Cell): number {
  let seconds = NaN;
  if (typeof cell === 'number') seconds = cell * 60;
  else if (isDate(cell)) {
    // Sheets' time of day: "3:00" typed is 3 h 0 min, read as 3 min 0 s; "0:02:30" as 2 min 30 s.
    const [h, m, s] = [cell.getHours(), cell.getMinutes(), cell.getSeconds()];
    seconds = h > 0 && s === 0 ? h * 60 + m : m * 60 + s;
  } else {
    const text = cellText(cell);
    const clock = /^(\d{1,2}):([0-5]\d)$/.exec(text);
    if (clock) seconds = Number(clock[1]) * 60 + Number(clock[2]);
    else if (/^\d+(?:[.,]\d+)?$/.test(text)) seconds = Number(text.replace(',', '.')) * 60;
  }
  seconds = Math.round(seconds);
  if (!(seconds > 0 && seconds <= MOST_SECONDS))
    throw new AtrilError('roomScreen.badTime', { value: isDate(cell) ? cellText(cell) : String(cell ?? '') });
  return seconds;
}

/** The room's time per move from Configuración (seconds); a bad value is named at its row. */
export function readMoveTime(entries: ExtraEntries | null, lang: Language, tab = t(lang, 'tab.config')): number {
  let seconds = DEFAULT_MOVE_SECONDS;
  if (entries) extraReader(entries, lang, tab)('roomScreen.config.time', parseMoveTime, (value) => (seconds = value));
  return seconds;
}
