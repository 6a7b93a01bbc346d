// The board where people look (rules §6.7): the printable "Tablero" tab written by
// "Calcular duplicada" (each game's board after its last master move, one page each) and
// the board of the game in play for the live page.
import { type PictureSquare, boardPicture, boardGrid, premiumAt } from '../../core/duplicate';
import { type Language, t } from '../../i18n';
import { type PrintedTab, tabLines, titleDate, titleText } from '../grid/printedTab';
import type { TabBoard } from './tabBoard';
import type { DuplicateTitle } from './views';

export interface GameBoard {
  /** The game's tab ("Duplicada 1"). */
  name: string;
  board: TabBoard;
}

/** The last round whose master move was placed (0-based), or -1. */
function lastPlayed(board: TabBoard): number {
  let last = -1;
  board.plays.forEach((play, r) => {
    if (play) last = r;
  });
  return last;
}

/** A game's board after its last master move, as the page shows it; null before the first. */
export function pageBoard(game: GameBoard, lang: Language): { caption: string; squares: PictureSquare[][] } | null {
  const r = lastPlayed(game.board);
  const play = game.board.plays[r];
  const after = game.board.before[r + 1];
  if (r < 0 || !play || !after) return null;
  return {
    caption: t(lang, 'board.page.caption', {
      tab: game.name,
      round: r + 1,
      move: play.move.canonical,
      score: play.score,
    }),
    squares: boardPicture(after, play),
  };
}

/**
 * "Tablero" as written and printed: per game a title (after which round, the last master
 * move and its score), the 16 × 16 grid (column numbers as a header row, row letters in
 * column A), empty premium squares labelled with a digit (3P, 2P, 3L, 2L: never mistaken for a tile), the key;
 * each game on its own portrait page (16 columns of 4 characters fit one easily).
 */
export function boardTab(games: readonly GameBoard[], lang: Language, title?: DuplicateTitle): PrintedTab {
  const lines = tabLines();
  if (title)
    lines.title([titleText([title.tournament, t(lang, 'board.tab'), titleDate(title.date, lang, title.timeZone)])]);
  games.forEach((game, g) => {
    if (lines.length > 0) lines.blank();
    if (g > 0) lines.pageBreak();
    const r = lastPlayed(game.board);
    const play = game.board.plays[r];
    const after = game.board.before[r + 1];
    if (r < 0 || !play || !after) {
      lines.title([t(lang, 'board.view.empty', { tab: game.name })]);
      return;
    }
    lines.title([
      t(lang, 'board.view.title', { tab: game.name, round: r + 1, move: play.move.canonical, score: play.score }),
    ]);
    const grid = boardGrid(after);
    lines.header(grid[0]);
    lines.body(
      grid.slice(1).map((row, i) =>
        row.map((cell, c) => {
          if (c === 0 || cell !== '') return cell;
          const premium = premiumAt(i + 1, c);
          return premium ? t(lang, `board.premium.${premium}` as const) : '';
        }),
      ),
    );
    lines.note([t(lang, 'board.view.key')]);
  });
  return lines.tab({ repeatRows: title ? 1 : 0 });
}
