// "Clasificación duplicada" (rules §2, §6): pure grids in the user's language. Each game's
// results detailed by rounds and players, with the bonus shown in the round it was won
// ("47+10"), then the overall ranking by the director's criterion, then warnings.
import { type Language } from '../../i18n';
import type { GameResult, OverallResult, SuddenDeathResult } from '../../core/duplicate';
import type { Message } from '../../core/message';
import { t } from '../../i18n';
import { type Cell, type Grid, cellText } from '../grid/cells';
import { type PrintedTab, type TabLines, tabLines, titleDate, titleText } from '../grid/printedTab';
import { CRITERION_LABELS } from '../config/duplicateSettings';
import { type PlacesSetting, withPlacesColumn } from './placesView';

export interface ViewBlock {
  title: string;
  header: Cell[];
  rows: Cell[][];
  /** Printed after the block before it on the same page when it fits (else it starts a page, as every block does). */
  follows?: boolean;
}

/** A fraction as a percentage with two decimals (0.95238 → 95.24). */
const percent = (fraction: number) => Math.round(fraction * 10000) / 100;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Per player (by input index), per round: the score was computed from the move typed in
 * the cell, and whether that move scored above the master (rules §6.7; docs/duplicate.md).
 */
export interface ScoreMarks {
  fromMoves: boolean[][];
  aboveMaster: boolean[][];
  /** The words of a move the club's list lacks ('' for none): it scored 0 (rules §20). */
  notInList?: string[][];
}

/** A round's cell marked when its score came from a typed move ("27 *"), beat the master ("61 !") or made a word not in the list ("0 ✗ CASAX"). */
function markedCell(cell: Cell, marks: ScoreMarks | undefined, index: number, r: number, lang: Language): Cell {
  const word = marks?.notInList?.[index]?.[r];
  if (word) return t(lang, 'lexicon.cell.word', { word });
  if (marks?.aboveMaster[index]?.[r]) return t(lang, 'board.cell.aboveMaster', { cell: cellText(cell) });
  if (marks?.fromMoves[index]?.[r]) return t(lang, 'board.cell.fromMove', { cell: cellText(cell) });
  return cell;
}

/**
 * The column of a ranking's notes, in every block of the tab: beside the name, so the text
 * columns (a note, a place) of the blocks share a width and never land on a round's.
 */
export const NOTE_COLUMN = 3;

/**
 * One game's ranking: the note, the totals, then the rounds. The totals sit in the columns
 * the overall ranking's values use, and the narrow round columns come after, so the blocks
 * sharing the tab's columns widen none of them (docs/standings.md "Printing").
 */
export function gameView(game: GameResult, lang: Language, marks?: ScoreMarks): ViewBlock {
  const regulation = game.tiebreaks === 'regulation';
  const roundHeaders = game.master.map((_, r) => t(lang, 'dup.col.round', { n: r + 1 }));
  const header: Cell[] = [
    t(lang, 'dup.col.place'),
    t(lang, 'dup.col.rank'),
    t(lang, 'dup.col.player'),
    t(lang, 'dup.col.note'),
    t(lang, 'dup.col.score'),
    t(lang, 'dup.col.bonus'),
    t(lang, 'dup.col.total'),
    t(lang, 'dup.col.percent'),
    t(lang, 'dup.col.masters'),
    ...(regulation ? [t(lang, 'dup.col.soleTops'), t(lang, 'dup.col.maxShortfall')] : []),
    ...roundHeaders,
  ];
  const rows: Cell[][] = [];
  rows.push([
    '',
    '',
    t(lang, 'dup.row.master'),
    '',
    game.masterTotal,
    '',
    game.masterTotal,
    100,
    '',
    ...(regulation ? ['', ''] : []),
    ...game.master,
  ]);
  for (const player of game.players) {
    rows.push([
      player.place,
      player.rank,
      player.name,
      player.suddenDeath ? t(lang, 'dup.note.suddenDeath') : '',
      player.scoreTotal,
      player.bonusTotal,
      player.total,
      percent(player.percent),
      player.mastersMatched,
      ...(regulation ? [player.soleTops, player.maxShortfall] : []),
      ...player.scores.map((score, r): Cell =>
        markedCell(
          player.bonuses[r] > 0 ? t(lang, 'dup.cell.bonus', { score, bonus: player.bonuses[r] }) : score,
          marks,
          player.index,
          r,
          lang,
        ),
      ),
    ]);
  }
  const marked = marks?.fromMoves.some((row) => row.some(Boolean)) ?? false;
  const unlisted = marks?.notInList?.some((row) => row.some(Boolean)) ?? false;
  return {
    title: titleText([
      t(lang, 'dup.view.game', { tab: game.name, players: game.players.length, rounds: game.rounds }),
      marked ? t(lang, 'board.view.legend') : '',
      unlisted ? t(lang, 'lexicon.legend') : '',
    ]),
    header,
    rows,
  };
}

/**
 * A game's master moves (the Jugada row, rules §6.7), a line per round as on an arbiter's game
 * record: the round, the move in the players' name column (a move is as long as a word, and
 * fifteen of them across would widen every round column), its score and the running total.
 * None when no move is typed.
 */
export function movesView(game: GameResult, lang: Language): ViewBlock | null {
  if (!game.moves.some((move) => move !== null)) return null;
  let sum = 0;
  return {
    title: t(lang, 'dup.view.moves', { tab: game.name }),
    header: [
      t(lang, 'dup.col.roundNumber'),
      '',
      t(lang, 'dup.col.masterMove'),
      t(lang, 'dup.col.score'),
      t(lang, 'dup.col.runningTotal'),
    ],
    rows: game.master.map((score, r): Cell[] => {
      sum += score;
      return [r + 1, '', game.moves[r] ?? '', score, sum];
    }),
    follows: true,
  };
}

export function overallView(overall: OverallResult, lang: Language): ViewBlock {
  const { criterion } = overall;
  const label = t(lang, CRITERION_LABELS[criterion]);
  const header: Cell[] = [
    t(lang, 'dup.col.place'),
    t(lang, 'dup.col.rank'),
    t(lang, 'dup.col.player'),
    t(lang, 'dup.col.note'),
    t(lang, 'dup.col.games'),
    ...overall.games.map((game) => game.name),
    label,
    t(lang, 'dup.col.masters'),
  ];
  const perGame = (value: number, g: number): number => {
    switch (criterion) {
      case 'averagePercent':
        return percent(value);
      // The game's own deviation, sqrt(Σ(M − p)²) / its rounds, for reading; the criterion sums over all rounds.
      case 'deviation':
        return round2(Math.sqrt(value) / Math.max(overall.games[g].rounds, 1));
      default:
        return value;
    }
  };
  const shown = (value: number): number => {
    switch (criterion) {
      case 'averagePercent':
        return percent(value);
      case 'averagePlace':
        return round2(value);
      case 'deviation':
        return Math.round(value * 1000) / 1000;
      case 'quadratic':
        return value;
    }
  };
  const absent = t(lang, 'dup.note.absent');
  const rows = overall.players.map((player): Cell[] => [
    player.place,
    player.rank,
    player.name,
    player.suddenDeath ? t(lang, 'dup.note.suddenDeath') : '',
    player.gamesPlayed,
    ...player.perGame.map((value, g): Cell =>
      player.games[g] ? perGame(value, g) : `${perGame(value, g)} (${absent})`,
    ),
    shown(player.value),
    player.mastersMatched,
  ]);
  return { title: t(lang, 'dup.view.overall', { criterion: label }), header, rows };
}

export function suddenDeathView(results: readonly SuddenDeathResult[], lang: Language): ViewBlock {
  return {
    title: t(lang, 'dup.view.suddenDeath'),
    header: [
      t(lang, 'dup.col.place'),
      t(lang, 'dup.col.player'),
      t(lang, 'dup.col.roundsPlayed'),
      t(lang, 'dup.col.lastScore'),
    ],
    rows: results.map((result) => [result.place, result.name, result.roundsPlayed, result.lastScore]),
  };
}

export function warningLines(warnings: readonly Message[], lang: Language): string[] {
  return warnings.map((warning) => t(lang, warning.key, warning.params));
}

/** Each game's block, then the overall ranking (with several games). */
export function duplicateViews(
  games: readonly GameResult[],
  overall: OverallResult | null,
  lang: Language,
  marks?: readonly ScoreMarks[],
): ViewBlock[] {
  const blocks = games.map((game, g) => gameView(game, lang, marks?.[g]));
  if (overall) blocks.push(overallView(overall, lang));
  return blocks;
}

/** Each game's block followed by its master moves, when typed (rules §6.7). */
function withMoves(games: readonly GameResult[], blocks: readonly ViewBlock[], lang: Language): ViewBlock[] {
  return blocks.flatMap((block, g) => {
    const moves = games[g] ? movesView(games[g], lang) : null;
    return moves ? [block, moves] : [block];
  });
}

/**
 * The whole "Clasificación duplicada" tab as one rectangular grid (Sheets writes one
 * block): the overall ranking first when there is one, then each game, blocks separated
 * by a blank row, and the warnings at the end.
 */
export function duplicateStandingsGrid(
  games: readonly GameResult[],
  overall: OverallResult | null,
  warnings: readonly Message[],
  lang: Language,
): Grid {
  return duplicateStandingsTab(games, overall, warnings, lang).grid;
}

/** What the printed title of "Clasificación duplicada" says: the tournament and the date of the write. */
export interface DuplicateTitle {
  tournament: string;
  date: Date;
  /** The club's clock (the spreadsheet's time zone) the date is read on. */
  timeZone?: string;
}

/** What else Clasificación duplicada shows: marks on scores from moves (§6.7), places (§6.6), other blocks (EloDI, §6.5). */
export interface DuplicateStandingsMore {
  marks?: readonly ScoreMarks[];
  places?: PlacesSetting;
  extra?: readonly ViewBlock[];
}

/**
 * "Clasificación duplicada" as written and printed (rules §2): with `title`, a title row
 * (tournament, tab, date) repeated on every page; each block's title and header bold, the
 * titles and warnings left out of the column widths (a long block title no longer makes
 * column A as wide as itself); each block after the first starts a printed page.
 */
export function duplicateStandingsTab(
  games: readonly GameResult[],
  overall: OverallResult | null,
  warnings: readonly Message[],
  lang: Language,
  title?: DuplicateTitle,
  more: DuplicateStandingsMore = {},
): PrintedTab {
  const { marks, places, extra = [] } = more;
  const blocks = duplicateViews(games, overall, lang, marks);
  // rules §6.6: the places are marked on the overall ranking (the one game's with a single
  // game), before its Nota: the text columns of the blocks share widths.
  if (places && games.length > 0) {
    const at = overall ? blocks.length - 1 : 0;
    const names = (overall ? overall.players : games[0].players).map((player) => player.name);
    blocks[at] = withPlacesColumn(blocks[at], names, places, lang, NOTE_COLUMN);
  }
  // The overall ranking first; each game followed by its master moves; `extra`: blocks of
  // other concepts (EloDI, rules §6.5) after the games.
  const ordered = [
    ...(overall ? [blocks[blocks.length - 1]] : []),
    ...withMoves(games, overall ? blocks.slice(0, -1) : blocks, lang),
    ...extra,
  ];
  const lines = tabLines();
  if (title)
    lines.title([
      titleText([title.tournament, t(lang, 'tab.duplicateStandings'), titleDate(title.date, lang, title.timeZone)]),
    ]);
  printBlocks(lines, ordered);
  const notes = warningLines(warnings, lang);
  if (notes.length > 0) {
    lines.blank();
    lines.title([t(lang, 'dup.view.warnings')]);
    for (const note of notes) lines.note([note]);
  }
  return lines.tab({ repeatRows: title ? 1 : 0 });
}

/**
 * Blocks one after another, a blank row between: each starts a printed page, or follows the one
 * before on its page when it says so (`follows`); each is a unit of the print view (rules §12).
 */
export function printBlocks(lines: TabLines, blocks: readonly ViewBlock[]): void {
  blocks.forEach((block, b) => {
    if (lines.length > 0) lines.blank();
    if (b > 0 && block.follows) lines.wholeBlock();
    else {
      if (b > 0) lines.pageBreak();
      // rules §12: each block is a unit of the print view (the page breaks already part them on the sheet).
      lines.unit();
    }
    lines.title([block.title]);
    lines.header(block.header);
    lines.body(block.rows);
  });
}

/**
 * The duplicate ranking on the live page (rules §8), narrow enough for a phone: with
 * several games the overall ranking (Puesto, Jugador, Partidas, the criterion), with one
 * the game's (Puesto, Jugador, Total, %); the caption says which games and how many rounds
 * are typed, so partial results read as such after every round.
 */
export function duplicatePageSection(
  games: readonly GameResult[],
  overall: OverallResult | null,
  lang: Language,
): { caption: string; grid: Grid } {
  const pick = (block: ViewBlock, columns: number[]): Grid => [
    columns.map((c) => block.header[c]),
    ...block.rows.filter((row) => row[0] !== '').map((row) => columns.map((c) => row[c])),
  ];
  const gameTitles = games.map((game) => gameView(game, lang).title);
  if (overall) {
    const block = overallView(overall, lang);
    const criterion = NOTE_COLUMN + 2 + overall.games.length;
    return { caption: [block.title, ...gameTitles].join(' · '), grid: pick(block, [0, 2, NOTE_COLUMN + 1, criterion]) };
  }
  const block = gameView(games[0], lang);
  const total = NOTE_COLUMN + 3;
  return { caption: block.title, grid: pick(block, [0, 2, total, total + 1]) };
}
