// "Seguimiento" (rules §6.6 "Follow sheet", §12): one printed page per player for the next
// duplicate game — name, table and game at the top; a line per planned round where the
// player notes their square, word, score and running total, and the master move's beside
// them. Blank but for the round numbers and the lines to write on: it is paper for the hand,
// printed across the page for the room a handwritten word needs, its lines spread over the
// whole page (15 rounds: about 9 mm apart; docs/duplicate.md "The papers").
import type { Seat } from '../../core/duplicate/seating';
import { t } from '../../i18n';
import type { Cell } from '../grid/cells';
import { type PrintedTab, tabLines, titleText } from '../grid/printedTab';
import type { PaperContext } from './seatingView';

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
  const lines = tabLines();
  for (const seat of seats) {
    if (lines.length > 0) lines.pageBreak();
    // A player's sheet is a unit the print view keeps on one page (rules §12).
    lines.unit();
    lines.title([t(lang, 'room.follow.title', { name: seat.name, table: seat.table, game: context.game })]);
    lines.note([titleText([context.tournament])]);
    // The two groups' names run over their columns (a note row: not counted in the widths).
    lines.note(groups);
    lines.header(header);
    for (let round = 1; round <= rounds; round++) lines.body([[round, ...LINES, ...LINES]]);
  }
  if (lines.length === 0) lines.header(header);
  // The rows share the page's height: the lines as far apart as it allows (PrintedTab.fillPage).
  return lines.tab({ repeatRows: 0, numberColumns: [1], landscape: true, keyColumns: [], fillPage: true });
}
