// "Papeletas" (rules §6.6 "Slips", §12): the slips of the next duplicate game, pre-filled for
// each player — game and tournament, round and table, name — one per planned round,
// numbered, and spare ones with the round left blank to fill the last page; each has a line
// for the move (canonical notation) and one for the score. Two across and eight down, 16 to
// an A4 page, whatever the names: a long tournament name is shortened and a long player's
// name takes two lines within its slip. Each player's slips start a page, so a page never
// holds two players' slips and no slip is cut across pages (docs/duplicate.md "The papers").
import type { Seat } from '../../core/duplicate/seating';
import { t } from '../../i18n';
import type { Cell } from '../grid/cells';
import { type PrintedTab, rectangular } from '../grid/printedTab';
import { cut, type PaperContext } from './seatingView';

/** Rows of slips down a page, and slips across it. */
export const SLIPS_DOWN = 8;
export const SLIPS_ACROSS = 2;
/** Lines of one slip, the blank line under it included (a page is 8 × 6 = 48 rows). */
export const SLIP_LINES = 6;
/**
 * The characters a slip's line may take for two slips to fit across a portrait A4 page in
 * LibreOffice with a wide stand-in font (DejaVu Sans for Calibri: about 10 pixels a
 * character, measured): 2 × (28 + 2) + the gutter. A line is never allowed to run past its
 * column, as text running past the last column prints on a page of its own.
 */
export const SLIP_CHARACTERS = 28;

/**
 * A name in at most two lines of `width` characters: whole when it fits, else broken at the
 * last space that lets its first line fit (or mid-word when none does), the rest shortened
 * with "…" when even two lines cannot hold it.
 */
export function nameLines(name: string, width: number): [string, string] {
  const chars = [...name.trim()];
  if (chars.length <= width) return [name.trim(), ''];
  const head = chars.slice(0, width + 1).join('');
  const space = head.lastIndexOf(' ');
  const first = space > 0 ? head.slice(0, space) : chars.slice(0, width).join('');
  const rest = chars
    .slice([...first].length)
    .join('')
    .trim();
  return [first.trimEnd(), cut(rest, width)];
}

/**
 * One slip's lines: game and tournament (shortened), (bold) round and table, the name, the
 * move, the score, and a blank line — or the name on two lines, in place of the blank one.
 */
function slipLines(seat: Seat, round: number | null, context: PaperContext, width: number): Cell[] {
  const { lang } = context;
  const move = t(lang, 'room.slip.move');
  const score = t(lang, 'room.slip.score');
  const [name, more] = nameLines(seat.name, width);
  return [
    cut(context.tournament.trim() === '' ? context.game : `${context.game} · ${context.tournament.trim()}`, width),
    `${round === null ? t(lang, 'room.slip.roundBlank') : t(lang, 'room.slip.round', { round })} · ${t(lang, 'room.slip.table', { table: seat.table })}`,
    name,
    ...(more === '' ? [] : [more]),
    `${move}${'_'.repeat(Math.max(12, width - [...move].length))}`,
    `${score}${'_'.repeat(8)}`,
    ...(more === '' ? [''] : []),
  ];
}

/** How many slips each player gets: the planned rounds, rounded up to whole pages of 16. */
export function slipsPerPlayer(rounds: number): number {
  const perPage = SLIPS_ACROSS * SLIPS_DOWN;
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
  const units: number[] = [];
  const across = SLIPS_ACROSS;
  const width = SLIP_CHARACTERS;
  const perPage = across * SLIPS_DOWN;
  const count = slipsPerPlayer(rounds);
  for (const seat of seats) {
    for (let first = 0; first < count; first += perPage) {
      if (lines.length > 0) pageBreaks.push(lines.length + 1);
      for (let down = 0; down < SLIPS_DOWN; down++) {
        const slips = Array.from({ length: across }, (_, side) => {
          const index = first + down * across + side;
          return slipLines(seat, index < rounds ? index + 1 : null, context, width);
        });
        const top = lines.length;
        // A row of slips is a unit the print view keeps on one page (rules §12).
        units.push(top + 1);
        for (let line = 0; line < SLIP_LINES; line++)
          lines.push(slips.flatMap((slip, side) => (side === 0 ? [slip[line]] : ['', slip[line]])));
        // The round and table in bold: what the judge sorts the slips by.
        headerRows.push(top + 2);
      }
    }
  }
  if (lines.length === 0) lines.push(['']);
  // The rows of a page share its height: eight rows of slips to every page, however tall the print view's lines.
  return { grid: rectangular(lines), headerRows, pageBreaks, repeatRows: 0, units, keyColumns: [], fillPage: true };
}
