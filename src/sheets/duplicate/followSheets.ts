// "Seguimiento" (rules §6.6 "Follow sheet"): one printed page per player for the next
// duplicate game — name, table and game at the top; a line per planned round where the
// player notes their square, word, score and running total, and the master move's beside
// them. Blank but for the round numbers and the lines to write on: it is paper for the hand,
// printed across the page for the room a handwritten word needs (docs/duplicate.md "The papers").
import type { Seat } from '../../core/duplicate/seating';
import { t } from '../../i18n';
import type { Cell } from '../grid/cells';
import { type PrintedTab, tabLines, titleText } from '../grid/printedTab';
import type { PaperContext } from './seatingView';

/**
 * Up to this many rounds, each has a blank row above its line (room for the hand); more
 * rounds take a row each, so that the sheet stays on one landscape page (LibreOffice rows of
 * about 15 pt: 12 rounds of two rows fit, 15 do not).
 */
export const ROOMY_ROUNDS = 12;

/** The line to write on in each column: a square ("10M"), a word, a score, a total — twice. */
const LINES: Cell[] = ['_'.repeat(7), '_'.repeat(13), '_'.repeat(6), '_'.repeat(6)];

export function followSheetsTab(seats: readonly Seat[], rounds: number, context: PaperContext): PrintedTab {
  const { lang } = context;
  const sub = [
    t(lang, 'room.follow.coordinate'),
    t(lang, 'room.follow.word'),
    t(lang, 'room.follow.score'),
    t(lang, 'room.follow.total'),
  ];
  const groups: Cell[] = ['', t(lang, 'room.follow.mine'), '', '', '', t(lang, 'room.follow.master'), '', '', ''];
  const header: Cell[] = [t(lang, 'room.follow.round'), ...sub, ...sub];
  const roomy = rounds <= ROOMY_ROUNDS;
  const lines = tabLines();
  for (const seat of seats) {
    if (lines.length > 0) lines.pageBreak();
    lines.title([t(lang, 'room.follow.title', { name: seat.name, table: seat.table, game: context.game })]);
    lines.note([titleText([context.tournament])]);
    // The two groups' names run over their columns (a note row: not counted in the widths).
    lines.note(groups);
    lines.header(header);
    for (let round = 1; round <= rounds; round++) {
      if (roomy) lines.blank();
      lines.body([[round, ...LINES, ...LINES]]);
    }
  }
  if (lines.length === 0) lines.header(header);
  return lines.tab({ repeatRows: 0, numberColumns: [1], landscape: true });
}
