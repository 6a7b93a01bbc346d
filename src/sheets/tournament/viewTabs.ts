// The generated tabs of a tournament as written and printed (rules §2): Clasificación, Tabla
// cruzada, Tarjetas and ELO, each under a title row — tournament, what the tab is, how far
// the tournament has gone, the date — repeated with the column header on every printed page.
import { type Language, t } from '../../i18n';
import { type Tournament } from '../../core/model';
import { type Scoresheet, scoresheet } from '../../core/scores';
import { type Grid, gridWidth } from '../grid/cells';
import { padRow, type PrintedTab, titleDate, titleText } from '../grid/printedTab';
import { type TabKey, TAB_LABELS } from '../config/tabs';
import { cardsGrid, crosstableGrid, eloGrid, shownRounds, standingsGrid } from './views';
import { cardsRoom, crosstableRoom, eloRoom, standingsRoom, type ViewRoom } from './viewRoom';
import { progressLine } from './standingsPage';

/** What a printed title says besides the tab's name: the tournament, its progress, the date of the write. */
export interface TitleContext {
  tournament: Tournament;
  lang: Language;
  /** Without it the title has no date (a tab set up before anything happened). */
  date?: Date;
  /** The club's clock (the spreadsheet's time zone) the date is read on. */
  timeZone?: string;
}

/** The title row's text: "Open de Otoño · Clasificación · Tras la ronda 3 de 7 · 23/11/2026". */
export function viewTitle(key: TabKey, { tournament, lang, date, timeZone }: TitleContext): string {
  return titleText([
    tournament.config.name,
    t(lang, TAB_LABELS[key]),
    progressLine(tournament.games, tournament.config.rounds, lang),
    date ? titleDate(date, lang, timeZone) : '',
  ]);
}

/** `body` under a title row: every row index shifts by one, and the title joins the repeated rows. */
export function titled(title: string, body: PrintedTab): PrintedTab {
  const width = gridWidth(body.grid, 1);
  const shift = (rows: number[] | undefined) => (rows ?? []).map((row) => row + 1);
  return {
    grid: [padRow([title], width), ...body.grid],
    titleRows: [1, ...shift(body.titleRows)],
    headerRows: shift(body.headerRows),
    noteRows: shift(body.noteRows),
    repeatRows: (body.repeatRows ?? 0) + 1,
    pageBreaks: shift(body.pageBreaks),
    blocks: shift(body.blocks),
    portrait: body.portrait,
    image: body.image ? { ...body.image, row: body.image.row + 1 } : null,
    room: body.room,
    numberColumns: body.numberColumns,
  };
}

/**
 * A header + rows grid as a printed table: the header bold and repeated on every page; with
 * `room`, its columns as wide as the values still to come (viewRoom.ts).
 */
export const table = (grid: Grid, room?: ViewRoom): PrintedTab => ({ grid, headerRows: [1], repeatRows: 1, ...room });

/**
 * The rounds the printed views are laid out for: every planned round (Configuración ›
 * Rondas), so that their shape and widths stay from round to round.
 */
export const plannedRounds = (sheet: Scoresheet): number => shownRounds(sheet.roundCount, sheet.config.rounds);

/**
 * The tabs "Actualizar clasificación" writes, from one scoresheet: Tabla cruzada and
 * Tarjetas with a column or row for every planned round, blank until it is paired.
 */
export function standingsTabs(
  context: TitleContext,
  sheet: Scoresheet = scoresheet(context.tournament),
): { key: TabKey; tab: PrintedTab }[] {
  const { lang } = context;
  const rounds = plannedRounds(sheet);
  return [
    {
      key: 'standings',
      tab: titled(
        viewTitle('standings', context),
        table(standingsGrid(sheet, lang, undefined, true), standingsRoom(sheet, rounds, lang)),
      ),
    },
    {
      key: 'crosstable',
      tab: titled(
        viewTitle('crosstable', context),
        table(crosstableGrid(sheet, lang, rounds), crosstableRoom(sheet, rounds, lang)),
      ),
    },
    {
      key: 'cards',
      tab: titled(viewTitle('cards', context), {
        ...cardsGrid(sheet, lang, rounds),
        ...cardsRoom(sheet, rounds, lang),
      }),
    },
  ];
}

/** The ELO tab (rules §5). */
export function eloTab(context: TitleContext): PrintedTab {
  const sheet = scoresheet(context.tournament);
  return titled(viewTitle('elo', context), table(eloGrid(sheet, context.lang), eloRoom(sheet, plannedRounds(sheet))));
}
