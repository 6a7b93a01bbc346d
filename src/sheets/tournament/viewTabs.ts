// The generated tabs of a tournament as written and printed (rules §2): Clasificación, Tabla
// cruzada, Tarjetas and ELO, each under a title row — tournament, what the tab is, how far
// the tournament has gone, the date — repeated with the column header on every printed page.
import { type Language, t } from '../../i18n';
import { type Tournament } from '../../core/model';
import { type Scoresheet, scoresheet } from '../../core/scores';
import type { Grid } from '../grid/cells';
import { padRow, type PrintedTab, titleDate, titleText } from '../grid/printedTab';
import { type TabKey, TAB_LABELS } from '../config/tabs';
import { cardsGrid, crosstableGrid, eloGrid, standingsGrid } from './views';
import { progressLine } from './standingsPage';

/** What a printed title says besides the tab's name: the tournament, its progress, the date of the write. */
export interface TitleContext {
  tournament: Tournament;
  lang: Language;
  /** Without it the title has no date (a tab set up before anything happened). */
  date?: Date;
}

/** The title row's text: "Open de Otoño · Clasificación · Tras la ronda 3 de 7 · 23/11/2026". */
export function viewTitle(key: TabKey, { tournament, lang, date }: TitleContext): string {
  return titleText([
    tournament.config.name,
    t(lang, TAB_LABELS[key]),
    progressLine(tournament.games, tournament.config.rounds, lang),
    date ? titleDate(date, lang) : '',
  ]);
}

/** `body` under a title row: every row index shifts by one, and the title joins the repeated rows. */
export function titled(title: string, body: PrintedTab): PrintedTab {
  const width = Math.max(1, ...body.grid.map((row) => row.length));
  const shift = (rows: number[] | undefined) => (rows ?? []).map((row) => row + 1);
  return {
    grid: [padRow([title], width), ...body.grid],
    titleRows: [1, ...shift(body.titleRows)],
    headerRows: shift(body.headerRows),
    noteRows: shift(body.noteRows),
    repeatRows: (body.repeatRows ?? 0) + 1,
    pageBreaks: shift(body.pageBreaks),
    image: body.image ? { ...body.image, row: body.image.row + 1 } : null,
  };
}

/** A header + rows grid as a printed table: the header bold and repeated on every page. */
export const table = (grid: Grid): PrintedTab => ({ grid, headerRows: [1], repeatRows: 1 });

/** The tabs "Actualizar clasificación" writes, from one scoresheet. */
export function standingsTabs(
  context: TitleContext,
  sheet: Scoresheet = scoresheet(context.tournament),
): { key: TabKey; tab: PrintedTab }[] {
  const { lang } = context;
  return [
    {
      key: 'standings',
      tab: titled(viewTitle('standings', context), table(standingsGrid(sheet, lang, undefined, true))),
    },
    { key: 'crosstable', tab: titled(viewTitle('crosstable', context), table(crosstableGrid(sheet, lang))) },
    { key: 'cards', tab: titled(viewTitle('cards', context), cardsGrid(sheet, lang)) },
  ];
}

/** The ELO tab (rules §5). */
export function eloTab(context: TitleContext): PrintedTab {
  return titled(viewTitle('elo', context), table(eloGrid(context.tournament, context.lang)));
}
