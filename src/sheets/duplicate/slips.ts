// "Papeletas" (rules §6.6 "Slips"): the slips of the next duplicate game, pre-filled for each
// player — game and tournament, round and table, name — one per planned round, numbered, and
// spare ones with the round left blank to fill the last page; each has a line for the move
// (canonical notation) and one for the score. Eight rows of slips to an A4 page, two across
// when every line fits half the page (one across otherwise); each player's slips start a
// page, so a page never holds two players' slips and no slip is cut across pages
// (docs/duplicate.md "The papers").
import type { Seat } from '../../core/duplicate/seating';
import { t } from '../../i18n';
import type { Cell } from '../grid/cells';
import { type PrintedTab, rectangular } from '../grid/printedTab';
import { cut, type PaperContext } from './seatingView';

/** Rows of slips down a page. */
export const SLIPS_DOWN = 8;
/** Lines of one slip, the blank line under it included (a page is 8 × 6 = 48 rows). */
export const SLIP_LINES = 6;
/**
 * The characters a slip's line may take for two slips to fit across a portrait A4 page in
 * LibreOffice with a wide stand-in font (DejaVu Sans for Calibri: about 10 pixels a
 * character, measured): 2 × (28 + 2) + the gutter. A line is never allowed to run past its
 * column, as text running past the last column prints on a page of its own.
 */
export const SLIP_CHARACTERS = 28;

/** One slip's lines: game and tournament, (bold) round and table, the name, the move, the score, a blank. */
function slipLines(seat: Seat, round: number | null, context: PaperContext, width: number): Cell[] {
  const { lang } = context;
  const move = t(lang, 'room.slip.move');
  const score = t(lang, 'room.slip.score');
  return [
    cut(context.tournament.trim() === '' ? context.game : `${context.game} · ${context.tournament.trim()}`, width),
    `${round === null ? t(lang, 'room.slip.roundBlank') : t(lang, 'room.slip.round', { round })} · ${t(lang, 'room.slip.table', { table: seat.table })}`,
    seat.name,
    `${move}${'_'.repeat(Math.max(12, width - [...move].length))}`,
    `${score}${'_'.repeat(8)}`,
    '',
  ];
}

/** Slips side by side: two when every name fits a slip's width. */
export function slipsAcross(seats: readonly Seat[]): number {
  return seats.every((seat) => [...seat.name].length <= SLIP_CHARACTERS) ? 2 : 1;
}

/** How many slips each player gets: the planned rounds, rounded up to whole pages. */
export function slipsPerPlayer(rounds: number, across: number): number {
  const perPage = across * SLIPS_DOWN;
  return Math.max(1, Math.ceil(rounds / perPage)) * perPage;
}

/**
 * The Papeletas tab: for each seat in table order, `slipsPerPlayer` slips, rounds 1..rounds
 * then spares, in reading order (left to right, then down); with two across, column B is the
 * gutter the scissors follow.
 */
export function slipsTab(seats: readonly Seat[], rounds: number, context: PaperContext): PrintedTab {
  const lines: Cell[][] = [];
  const headerRows: number[] = [];
  const pageBreaks: number[] = [];
  const across = slipsAcross(seats);
  // One across, a slip may take the width a column is allowed (printedTab MAX_WIDTH less its margin).
  const width = across === 2 ? SLIP_CHARACTERS : 46;
  const perPage = across * SLIPS_DOWN;
  const count = slipsPerPlayer(rounds, across);
  for (const seat of seats) {
    for (let first = 0; first < count; first += perPage) {
      if (lines.length > 0) pageBreaks.push(lines.length + 1);
      for (let down = 0; down < SLIPS_DOWN; down++) {
        const slips = Array.from({ length: across }, (_, side) => {
          const index = first + down * across + side;
          return slipLines(seat, index < rounds ? index + 1 : null, context, width);
        });
        const top = lines.length;
        for (let line = 0; line < SLIP_LINES; line++)
          lines.push(slips.flatMap((slip, side) => (side === 0 ? [slip[line]] : ['', slip[line]])));
        // The round and table in bold: what the judge sorts the slips by.
        headerRows.push(top + 2);
      }
    }
  }
  if (lines.length === 0) lines.push(['']);
  return { grid: rectangular(lines), headerRows, pageBreaks, repeatRows: 0 };
}
