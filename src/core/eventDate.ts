// An event's date (rules §23): the tournament's first day as an ISO calendar day
// ("2026-07-28"), what the list sorts its events by. Read from what people and programs
// write: ISO ("2026-07-28", "2026/07/28", TRF's 042 as Swiss-Manager writes it) or the day
// first ("28/07/2026", "28.07.2026", "28. 07. 2005" as Vega writes it).

/** "2026-07-28" for a real day, else null (a 31 February, a month 13). */
export function isoDay(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger) || year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A day as typed or as a file writes it, as an ISO day; null when it is not one. */
export function parseDayText(text: string): string | null {
  const trimmed = text.trim();
  const yearFirst = /^(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})$/.exec(trimmed);
  if (yearFirst) return isoDay(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const dayFirst = /^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})$/.exec(trimmed);
  if (dayFirst) return isoDay(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

/** Whether `text` is an ISO day as isoDay writes it. */
export function isIsoDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match !== null && isoDay(Number(match[1]), Number(match[2]), Number(match[3])) === text;
}
