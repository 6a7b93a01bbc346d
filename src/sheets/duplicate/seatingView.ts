// "Mesas duplicada" (rules §6.6 "Seating"): the tables of the next duplicate game as the
// director posts them — by table, then, on a page of its own, alphabetically with each
// player's table, so that everyone finds their seat. What the order followed is said under
// the title (the draw's seed with it, so the same draw can be made again).
import type { Seat } from '../../core/duplicate/seating';
import { seatsAlphabetically } from '../../core/duplicate/seating';
import { type Language, t } from '../../i18n';
import type { Cell } from '../grid/cells';
import { type PrintedTab, rectangular, titleDate, titleText } from '../grid/printedTab';
import { SEATING_LABELS, type RoomSettings } from '../config/roomSettings';

/** What the papers of one game say at the top: the tournament and the game's tab. */
export interface PaperContext {
  tournament: string;
  /** The game's tab name, "Duplicada 3". */
  game: string;
  lang: Language;
  /** Without it the title has no date. */
  date?: Date;
  /** The club's clock (the spreadsheet's time zone) the date is read on. */
  timeZone?: string;
}

/** The basis as written on the papers: "Clasificación", "Al azar (semilla 7)". */
export function seatingBasisText(settings: Pick<RoomSettings, 'seating' | 'seed'>, lang: Language): string {
  const basis = t(lang, SEATING_LABELS[settings.seating]);
  return settings.seating === 'random'
    ? t(lang, 'room.view.basisSeed', { basis, seed: settings.seed })
    : t(lang, 'room.view.basis', { basis });
}

export function seatingTab(
  seats: readonly Seat[],
  settings: Pick<RoomSettings, 'seating' | 'seed'>,
  context: PaperContext,
): PrintedTab {
  const { lang } = context;
  // The third column says why a player sits there: the place so far, or the EloDI before the first game.
  const showPlace = seats.some((seat) => seat.place !== null) && settings.seating === 'ranking';
  const showEloDi = !showPlace && seats.some((seat) => seat.eloDi !== null) && settings.seating !== 'random';
  const header: Cell[] = [
    t(lang, 'room.col.table'),
    t(lang, 'room.col.name'),
    ...(showPlace ? [t(lang, 'room.col.place')] : showEloDi ? [t(lang, 'room.col.eloDi')] : []),
  ];
  const row = (seat: Seat): Cell[] => [
    seat.table,
    seat.name,
    ...(showPlace ? [seat.place ?? ''] : showEloDi ? [seat.eloDi ?? ''] : []),
  ];
  // Titles run over the empty cells to their right, and what runs past the last column prints
  // on a page of its own: the name column is made wide enough for them (a title's bold, larger
  // letters count about 1.5 body characters), and a text too long even for that is cut.
  const title = cut(`${context.game} · ${t(lang, 'tab.seating')}`, TITLE_LIMIT);
  const note = cut(
    titleText([context.tournament, context.date ? titleDate(context.date, lang, context.timeZone) : '']),
    Math.floor(TITLE_LIMIT * TITLE_SCALE),
  );
  const basis = seatingBasisText(settings, lang);
  const others = 7 + (header.length > 2 ? 9 : 0);
  const wanted = Math.max([...title].length * TITLE_SCALE, [...note].length, [...basis].length) - others - 2;
  const lines: Cell[][] = [[title], [note], [basis], [], [t(lang, 'room.view.byTable')], header, ...seats.map(row), []];
  const byName = lines.length + 1;
  lines.push([t(lang, 'room.view.byName')], header, ...seatsAlphabetically(seats).map(row));
  return {
    grid: rectangular(lines),
    titleRows: [1, 5, byName],
    noteRows: [2, 3],
    headerRows: [6, byName + 1],
    repeatRows: 1,
    pageBreaks: [byName],
    room: ['', 'x'.repeat(Math.max(0, Math.ceil(wanted))), ''],
  };
}

/**
 * Characters across a portrait page that LibreOffice prints whole with a wide stand-in font
 * (DejaVu Sans for Calibri, about 10 pixels a character): the seating's columns stay within them.
 */
const PAGE_CHARACTERS = 62;
/** A title's letters (bold, 14 pt) against body characters. */
const TITLE_SCALE = 1.5;
const TITLE_LIMIT = Math.floor(PAGE_CHARACTERS / TITLE_SCALE);

/** `text` cut with "…" to `limit` characters. */
export function cut(text: string, limit: number): string {
  const chars = [...text];
  return chars.length <= limit
    ? text
    : `${chars
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}…`;
}
