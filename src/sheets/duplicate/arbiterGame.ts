// A "Duplicada N" tab as the arbiter's program reads it (rules §20): the game's seed, the
// round whose rack is drawn next (the first whose Atril is blank) with the board and the
// leave it is drawn on, and the round whose master move is found next (its Atril typed, its
// Jugada blank). Earlier rounds must have their master move, playable on its rack; what
// stops the reading is an AtrilError naming the cell.
import { type Board, type Tile, checkMove, checkRack, rackLeft } from '../../core/duplicate';
import { bagTiles } from '../../core/duplicate/bag';
import { AtrilError, type Location } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { type Grid, cellText, normaliseLabel } from '../grid/cells';
import { MAX_WIDTH, shownLength } from '../grid/printedTab';
import type { Workbook } from '../grid/workbook';
import { type DuplicateTabLayout, duplicateTabLayout, duplicateTabs, layoutBoard } from './gameTab';
import { type TabBoard, stopParams } from './tabBoard';

/** One tab's reading: its layout, its board round by round, and where each row's round cell is. */
export interface ArbiterTab {
  tab: string;
  lang: Language;
  grid: Grid;
  layout: DuplicateTabLayout;
  board: TabBoard;
  /** The text of row `row`'s cell in round index r ('' when the row is absent). */
  text: (row: number, r: number) => string;
  /** The cell of row `row` (grid index) in round index r: sheet row and column (1-based), and its message location. */
  cell: (row: number, r: number) => { row: number; column: number; at: Location };
}

export function readArbiterTab(grid: Grid, tab: string, lang: Language): ArbiterTab {
  const layout = duplicateTabLayout(grid, { tab, lang });
  const { columns } = layout;
  const text = (row: number, r: number) => (row < 0 ? '' : cellText(grid[row]?.[columns[r]]));
  const board = layoutBoard(grid, layout);
  const cell = (row: number, r: number) => ({ row: row + 1, column: columns[r] + 1, at: layout.at(row, r) });
  return { tab, lang, grid, layout, board, text, cell };
}

/** The seed typed in the Semilla row (the first round's column); null when blank; an AtrilError naming the cell when it is not a whole number. */
export function typedSeed(game: ArbiterTab): number | null {
  const { seedRow } = game.layout;
  if (seedRow < 0) return null;
  const raw = game.grid[seedRow]?.[game.layout.columns[0]];
  const value = parseSeed(raw);
  if (value === undefined) throw new AtrilError('arbiter.badSeed', { value: cellText(raw) }, game.cell(seedRow, 0).at);
  return value;
}

/** A seed as typed: null when blank, undefined when it is not a whole number (0 up to 2^53). */
export function parseSeed(raw: unknown): number | null | undefined {
  const text = cellText(raw as string).trim();
  if (text === '') return null;
  const value = typeof raw === 'number' ? raw : /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** Where a round is played from: its board and the rack or leave it starts with. */
export interface RoundPosition {
  /** Round index (0-based). */
  r: number;
  board: Board;
  /** The previous master move's leave (the draw); the round's rack (the master move). */
  tiles: Tile[];
}

/** The board before round index `r`, every earlier master move typed and playable; else an AtrilError naming the cell. */
function boardBefore(game: ArbiterTab, r: number): Board {
  const { board, layout, tab, lang } = game;
  for (let k = 0; k < r; k++) {
    if (game.text(layout.moveRow, k) === '') {
      const { row, column } = game.cell(layout.moveRow < 0 ? layout.masterRow : layout.moveRow, k).at;
      throw new AtrilError('arbiter.noMove', { tab, round: k + 1, next: r + 1, row: row ?? '', column: column ?? '' });
    }
  }
  if (board.stop && board.stop.round <= r) throw new AtrilError('board.error.stopped', stopParams(board.stop, lang));
  const before = board.before[r];
  if (before) return before;
  // A Jugada not in notation (the reader's warning): named here as what stops the draw.
  const k = board.plays.findIndex((play, i) => i < r && play === null);
  const value = game.text(layout.moveRow, k);
  const parsed = checkMove(value);
  const reason = parsed.ok ? '' : t(lang, parsed.problem.key, parsed.problem.params);
  throw new AtrilError('board.error.illegal', { value, reason }, game.cell(layout.moveRow, k).at);
}

/** The rack typed in round index `r`, as tiles; an AtrilError naming the cell when the rules refuse it. */
function rackOf(game: ArbiterTab, r: number): Tile[] {
  const { rackRow } = game.layout;
  const value = game.text(rackRow, r);
  const verdict = checkRack(value, r + 1);
  if (verdict.ok) return verdict.tiles;
  const reason = t(game.lang, verdict.problem.key, verdict.problem.params);
  throw new AtrilError('arbiter.badRack', { tab: game.tab, ...cellParams(game, rackRow, r), value, reason });
}

const cellParams = (game: ArbiterTab, row: number, r: number) => {
  const { row: sheetRow = '', column = '' } = game.cell(row, r).at;
  return { row: sheetRow, column };
};

/**
 * The round whose rack is drawn next (rules §20): the first whose Atril is blank — a typed
 * rack is never drawn over — with the board of the master moves before it and the previous
 * rack's leave. Null when every round's Atril is typed.
 */
export function drawPosition(game: ArbiterTab): RoundPosition | null {
  const { layout, tab } = game;
  const r = layout.columns.findIndex((_, k) => game.text(layout.rackRow, k) === '');
  if (r < 0) return null;
  if (game.text(layout.moveRow, r) !== '')
    throw new AtrilError('arbiter.moveWithoutRack', { tab, round: r + 1, ...cellParams(game, layout.moveRow, r) });
  const board = boardBefore(game, r);
  const tiles = r === 0 ? [] : rackLeft(rackOf(game, r - 1), game.board.plays[r - 1]?.placed ?? []);
  const bag = bagTiles(board, tiles);
  if (!bag.ok) {
    // The first round whose board holds more of a tile than the set (else the leave on top of it).
    const round = game.board.before.findIndex((before, k) => k > 0 && k <= r && before && !bagTiles(before, []).ok);
    const k = (round < 0 ? r : round) - 1;
    throw new AtrilError('arbiter.overBag', {
      tab,
      round: k + 1,
      tile: String(bag.problem.params.tile),
      ...cellParams(game, layout.moveRow, k),
    });
  }
  return { r, board, tiles };
}

/** Why no round waits for its master move: none has its rack drawn and its move blank. */
export type MasterWait = { r: number; key: 'arbiter.noRackRound' | 'arbiter.allPlayed' };

/**
 * The round whose master move is found next (rules §20): the first whose Atril is typed and
 * whose Jugada is blank, with the board before it and its rack; else which round waits for
 * its rack (or that every round is played).
 */
export function masterPosition(game: ArbiterTab): RoundPosition | MasterWait {
  const { layout } = game;
  const rounds = layout.columns.map((_, k) => k);
  const r = rounds.find((k) => game.text(layout.rackRow, k) !== '' && game.text(layout.moveRow, k) === '');
  if (r === undefined) {
    const open = rounds.find((k) => game.text(layout.moveRow, k) === '');
    return open === undefined
      ? { r: rounds.length, key: 'arbiter.allPlayed' }
      : { r: open, key: 'arbiter.noRackRound' };
  }
  return { r, board: boardBefore(game, r), tiles: rackOf(game, r) };
}

/** Which game the arbiter's actions work on: the tab named (the CLI's --tab), else the active tab's game, else the last. */
export interface GameChoice {
  tab?: string | null;
  activeTab?: string | null;
}

/** The game's tab (rules §20); an AtrilError when the named tab is none or no duplicate game, or there is no game. */
export function chooseGameTab(workbook: Pick<Workbook, 'tabNames'>, choice: GameChoice): string {
  const names = workbook.tabNames();
  const games = duplicateTabs(names);
  if (choice.tab) {
    const wanted = normaliseLabel(choice.tab);
    const name = names.find((candidate) => normaliseLabel(candidate) === wanted);
    if (name === undefined) throw new AtrilError('arbiter.badTab', { value: choice.tab });
    if (!games.includes(name)) throw new AtrilError('arbiter.notGame', { tab: name });
    return name;
  }
  if (games.length === 0) throw new AtrilError('roomScreen.noGame');
  return choice.activeTab && games.includes(choice.activeTab) ? choice.activeTab : games[games.length - 1];
}

/** The game's seed and whether it is to be written (the Semilla cell blank). */
export interface GameSeed {
  seed: number;
  write: boolean;
}

/**
 * The seed (rules §20 "Reproducible"): the Semilla cell's; the one given (`--seed`), which
 * must agree with a typed one (never overwritten); else a fresh one from `fresh`.
 */
export function gameSeed(game: ArbiterTab, given: unknown, fresh: () => number): GameSeed {
  const typed = typedSeed(game);
  let asked: number | null = null;
  if (given !== undefined && given !== null) {
    const value = parseSeed(given);
    if (value === null || value === undefined) throw new AtrilError('arbiter.badSeedArg', { value: String(given) });
    asked = value;
  }
  if (typed !== null && asked !== null && typed !== asked) {
    const where = cellParams(game, game.layout.seedRow, 0);
    throw new AtrilError('arbiter.seedDiffers', { tab: game.tab, ...where, value: typed, seed: asked });
  }
  if (typed !== null) return { seed: typed, write: false };
  return { seed: asked ?? fresh(), write: true };
}

/** Capitals (racks and moves are written in them) are about a fifth wider than the digits a column's width counts. */
const CAPITALS = 1.2;
/** Room between one round's text and the next round's. */
const ROUND_MARGIN = 1;

/**
 * rules §20: round index r's column widened to its longest arbiter cell — Jugada, Atril,
 * Semilla, Sorteo, counting `written` (what the action is writing there) — so that on screen
 * and on paper one round's move and rack do not run into the next's. Never narrowed (a width
 * the director set wider stays: Workbook.widenColumns).
 */
export function widenRoundColumn(workbook: Workbook, game: ArbiterTab, r: number, written: readonly string[]): void {
  const { moveRow, rackRow, seedRow, drawRow } = game.layout;
  const texts = [...written, ...[moveRow, rackRow, seedRow, drawRow].map((row) => game.text(row, r))];
  const longest = Math.max(0, ...texts.map((text) => shownLength(text)));
  if (longest === 0) return;
  const chars = Math.min(MAX_WIDTH, Math.ceil(longest * CAPITALS) + ROUND_MARGIN);
  workbook.widenColumns(game.tab, [{ column: game.layout.columns[r] + 1, chars }]);
}
