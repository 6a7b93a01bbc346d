// The duplicate games on the hall's screen (rules §16, §19): the page's duplicate section as the
// screen shows it — the ranking's first ten (ties at the tenth kept) as a block of rows the
// screen pages, and the board after the last master move played (the live page's board,
// boardPage.ts, sized to the screen's height) on a page of its own. Only what the published
// page already holds: a round whose Jugada is blank is in neither.
import { t } from '../../i18n';
import { type Cell, cellText, formatNumber } from '../grid/cells';
import { escapeHtml } from '../grid/html';
import { boardSectionHtml } from './boardPage';
import type { StandingsPageInput } from './standingsPage';

/** The ranking's rows for the screen's pager: its title, header and rows (HTML, escaped). */
export function duplicateLeaders(
  input: StandingsPageInput,
  leaders: number,
): { title: string; head: string; rows: string[] } | null {
  const section = input.duplicate;
  if (!section || 'error' in section || section.grid.length < 2) return null;
  const { lang } = input;
  const [header, ...body] = section.grid;
  const cells = (row: Cell[]) =>
    row
      .map((cell, c) => {
        const shown = typeof cell === 'number' ? formatNumber(cell, lang) : cellText(cell);
        return `<span class="${c === 1 ? 'n' : 't'}">${escapeHtml(shown)}</span>`;
      })
      .join('');
  const rows = body
    .filter((row, i) => i < leaders || (typeof row[0] === 'number' && row[0] <= leaders))
    .map((row) => `<div class="r">${cells(row)}</div>`);
  return { title: `${t(lang, 'page.duplicate')} · ${section.caption}`, head: cells(header), rows };
}

// The live page's board made as tall as the screen's page: letters of 20 px at 1280×720 (a
// caption's size, rules §16), larger with the screen.
const STYLE =
  '[data-kind=dupboard],[data-kind=dupboard] #board{height:100%}#board{display:flex;flex-direction:column}#board h2{display:none}' +
  '#board .grid{flex:1;min-height:0;width:auto;max-width:none;aspect-ratio:1;margin:0 auto;grid-template-rows:repeat(15,1fr)}#board .sq{aspect-ratio:auto;font-size:max(20px,2.9vh)}' +
  '#board .sub,#board .key{font-size:max(20px,.72em);color:#b9cdbf;margin:0}';

/** The board after the last master move on a page of its own (its caption: the round, the move, its score); '' without one. */
export function duplicateBoard(input: StandingsPageInput): string {
  const section = input.duplicate;
  if (!section || 'error' in section || !section.board) return '';
  return (
    `<section class="block" data-kind="dupboard" data-title="${escapeHtml(t(input.lang, 'board.page.title'))}" data-col="99">` +
    `${boardSectionHtml(section.board, input.lang)}<style>${STYLE}</style></section>`
  );
}
