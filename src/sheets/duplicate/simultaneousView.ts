// The «Simultánea» tabs (rules §22): per game, the whole field ranked as one room — the very
// block Clasificación duplicada prints for a game (views.ts gameView: places, ranks, totals,
// bonuses, %, the rounds, the marks), with the centre and the place within it beside each
// player —, then a block per centre, the scores the organiser's scoring did not confirm and the
// warnings. With several games, the first tab begins with the overall ranking (rules §6.2).
import type { OverallResult } from '../../core/duplicate';
import type { SimultaneousResult } from '../../core/duplicate/simultaneous';
import type { Message } from '../../core/message';
import { type Language, type MessageKey, t } from '../../i18n';
import { type Cell, type Grid, cellText, normaliseLabel } from '../grid/cells';
import { labelNames } from '../grid/labels';
import type { Workbook } from '../grid/workbook';
import { type PrintedTab, tabLines, titleDate, titleText } from '../grid/printedTab';
import { type DuplicateTitle, NOTE_COLUMN, type ViewBlock, gameView, overallView, printBlocks } from './views';
import { duplicateTabNumber } from './gameTab';

/** Where the centre and the place within it stand in a game's block: right after the note. */
export const CENTRE_COLUMN = NOTE_COLUMN + 1;
/** A fraction as a percentage with two decimals, as Clasificación duplicada shows it. */
const percent = (fraction: number) => Math.round(fraction * 10000) / 100;

/** The Simultánea tab of the organiser's game tab `gameTab`: «Simultánea», «Simultánea 2»… by its game number. */
export function simultaneousTabName(gameTab: string, lang: Language): string {
  const number = duplicateTabNumber(gameTab) ?? 1;
  return number > 1 ? `${t(lang, 'tab.simultaneous')} ${number}` : t(lang, 'tab.simultaneous');
}

/** The game's ranking block: gameView's, with Centro and Puesto en el centro after the note. */
export function fieldBlock(result: SimultaneousResult, fingerprint: string, lang: Language): ViewBlock {
  const block = gameView(result.game, lang, result.marks);
  const insert = (row: readonly Cell[], cells: Cell[]) => [
    ...row.slice(0, CENTRE_COLUMN),
    ...cells,
    ...row.slice(CENTRE_COLUMN),
  ];
  const rows = block.rows.map((row, i) => {
    // Row 0 is the master's; the players follow in the game's order.
    if (i === 0) return insert(row, ['', '']);
    const entry = result.entries[result.game.players[i - 1].index];
    const note = [
      row[NOTE_COLUMN],
      entry.alsoIn.length > 0 ? t(lang, 'simul.cell.twice', { centres: entry.alsoIn.join(', ') }) : '',
    ]
      .filter((part) => part !== '')
      .join('; ');
    const marked = [...row];
    marked[NOTE_COLUMN] = note;
    return insert(marked, [entry.centre, entry.centrePlace]);
  });
  return {
    title: titleText([
      t(lang, 'simul.view.game', {
        tab: result.game.name,
        players: result.entries.length,
        centres: result.centres.length,
        rounds: result.game.rounds,
        game: fingerprint,
      }),
      // gameView's legends (moves, words not in the list), after its own first part.
      ...block.title.split(' · ').slice(1),
    ]),
    header: insert(block.header, [t(lang, 'simul.col.centre'), t(lang, 'simul.col.centrePlace')]),
    rows,
  };
}

/** A block per centre: players, best total, mean %, whether it scored with a word list. */
export function centresBlock(result: SimultaneousResult, lang: Language): ViewBlock {
  return {
    title: t(lang, 'simul.view.centres'),
    header: [
      t(lang, 'simul.col.centre'),
      t(lang, 'simul.col.players'),
      t(lang, 'simul.col.best'),
      t(lang, 'simul.col.meanPercent'),
      t(lang, 'simul.col.list'),
    ],
    rows: result.centres.map((centre) => [
      centre.centre,
      centre.players,
      centre.best,
      percent(centre.meanPercent),
      t(lang, centre.wordCheck ? 'simul.list.yes' : 'simul.list.no'),
    ]),
    follows: true,
  };
}

/** What the organiser is told, in the message and under the tab: twice-entered players, disputed scores, centres without a list. */
export function simultaneousNotes(result: SimultaneousResult): Message[] {
  return [
    ...result.twice.map((entry) => ({
      key: 'simul.twice' as const,
      params: { name: entry.name, centres: entry.centres.join(', ') },
    })),
    ...result.disputes.map((dispute) => ({
      key: 'simul.dispute' as const,
      params: { ...dispute, typed: dispute.typed },
    })),
    ...result.centres
      .filter((centre) => !centre.wordCheck)
      .map((centre) => ({ key: 'simul.noListCentre' as const, params: { centre: centre.centre } })),
  ];
}

export interface SimultaneousGameView {
  result: SimultaneousResult;
  fingerprint: string;
  warnings: Message[];
}

/** One Simultánea tab as written and printed: the overall ranking first when given, the field, the centres, the notes. */
export function simultaneousTab(
  view: SimultaneousGameView,
  lang: Language,
  title: DuplicateTitle,
  overall: OverallResult | null = null,
): PrintedTab {
  const blocks = [
    ...(overall ? [overallView(overall, lang)] : []),
    fieldBlock(view.result, view.fingerprint, lang),
    centresBlock(view.result, lang),
  ];
  const lines = tabLines();
  lines.title([
    titleText([
      title.tournament,
      simultaneousTabName(view.result.game.name, lang),
      titleDate(title.date, lang, title.timeZone),
    ]),
  ]);
  printBlocks(lines, blocks);
  const notes = [...simultaneousNotes(view.result), ...view.warnings];
  if (notes.length > 0) {
    lines.blank();
    lines.title([t(lang, 'simul.view.notes')]);
    for (const note of notes) lines.note([t(lang, note.key, note.params)]);
  }
  return lines.tab({ repeatRows: 1 });
}

/** Whether `name` is a Simultánea tab («Simultánea», «Simultánea 2», either language): its game number, else null. */
export function simultaneousTabNumber(name: string): number | null {
  const label = normaliseLabel(name);
  for (const prefix of labelNames('tab.simultaneous')) {
    if (label === prefix) return 1;
    const match = new RegExp(`^${prefix}\\s*(\\d+)$`).exec(label);
    if (match) return Number(match[1]);
  }
  return null;
}

/**
 * The simultaneous on the live page and the hall's screen (rules §22): the latest game's field as
 * its Simultánea tab holds it — place, player, centre, total, % only (never a move or a rack) —
 * and «N centros de M» as the files arrive. Null without a Simultánea tab.
 */
export function simultaneousPageSection(
  workbook: Workbook,
  lang: Language,
  centres: number,
  expected: number | null,
): { caption: string; grid: Grid } | null {
  const tabs = workbook
    .tabNames()
    .map((name) => ({ name, number: simultaneousTabNumber(name) }))
    .filter((tab): tab is { name: string; number: number } => tab.number !== null)
    .sort((a, b) => a.number - b.number);
  const latest = tabs[tabs.length - 1];
  const grid = latest ? workbook.read(latest.name) : null;
  if (!latest || !grid) return null;
  const either = (key: MessageKey) => [t('es', key), t('en', key)];
  const start = grid.findIndex((row) => row.some((cell) => either('simul.col.centrePlace').includes(cellText(cell))));
  if (start < 0) return null;
  const header = grid[start].map(cellText);
  const column = (key: MessageKey) => header.findIndex((cell) => either(key).includes(cell));
  const picked = [
    0,
    column('dup.col.player'),
    column('simul.col.centre'),
    column('dup.col.total'),
    column('dup.col.percent'),
  ];
  const rows: Grid = [];
  for (const row of grid.slice(start + 1)) {
    if (row.every((cell) => cellText(cell) === '')) break;
    // The master's row has no place.
    if (cellText(row[0]) !== '') rows.push(picked.map((c) => row[c]));
  }
  const caption =
    expected === null
      ? t(lang, 'simul.page.captionOpen', { tab: latest.name, count: centres })
      : t(lang, 'simul.page.caption', { tab: latest.name, count: centres, expected });
  return {
    caption,
    grid: [
      [
        t(lang, 'dup.col.place'),
        t(lang, 'dup.col.player'),
        t(lang, 'simul.col.centre'),
        t(lang, 'dup.col.total'),
        t(lang, 'dup.col.percent'),
      ],
      ...rows,
    ],
  };
}
