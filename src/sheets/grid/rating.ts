// A rating as people type it (rules §16.1): "1.650" with a thousands dot (as Spain writes
// it), "1,650", "1 650" read 1650 — a rating is a whole number from 0 to 3000, so a group of
// three digits after the mark can only be thousands. Anything else is read as any number.
import { type Cell, nameText, nonNegativeInteger } from './cells';

/** The highest rating Atril reads from a separator (rules §16): FIDE's and FISE's lists stay far below. */
export const MAX_RATING = 3000;

const SEPARATED = /^(\d{1,3})[.,\s\u00a0\u202f'’](\d{3})$/;

/** The rating a text with one thousands separator stands for, or null when it is not one (or above MAX_RATING). */
export function separatedRating(text: string): number | null {
  const match = SEPARATED.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1] + match[2]);
  return value <= MAX_RATING ? value : null;
}

/** Jugadores' Escalafón: a separated rating, else a whole number ≥ 0 (or blank), refused as before otherwise. */
export function ratingCell(cell: Cell): number | null {
  if (typeof cell === 'string') {
    const value = separatedRating(nameText(cell));
    if (value !== null) return value;
  }
  return nonNegativeInteger(cell);
}
