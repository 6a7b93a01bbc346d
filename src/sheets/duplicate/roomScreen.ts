// The duplicate room on the projector (rules §19): one more view of a "Duplicada N" tab's
// model — its layout (gameTab.ts) and its board round by round (tabBoard.ts) — for one round:
// the rack as tiles, the board before the round with the previous master move marked, and,
// only when the arbiter asks for it, the master move on the board with its score and the
// running Maestra total. Plain data: the dialog draws it (roomScreenPage.ts).
import { checkRack, parseTiles, premiumAt, tileText, tileValue, BOARD_SIZE } from '../../core/duplicate';
import { bagTiles } from '../../core/duplicate/bag';
import type { Board, Play } from '../../core/duplicate';
import { AtrilError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { type Cell, type Grid, cellScore, cellText } from '../grid/cells';
import { duplicateTabLayout, layoutBoard } from './gameTab';
import { stopParams } from './tabBoard';

/** A rack's tile: its letter as written ('' for a blank) and its value. */
export interface RoomTile {
  t: string;
  v: number;
}

export interface RoomMaster {
  /** Canonical notation (H8-CASA), its square (H8 across, 8H down) and word. */
  move: string;
  square: string;
  word: string;
  score: number;
  /** The Maestra total after this round. */
  total: number;
}

/** What the dialog shows of one round. */
export interface RoomView {
  tab: string;
  /** 1-based. */
  round: number;
  rounds: number;
  /** Null while the Atril cell is blank, or when the rules refuse it (then `note` says why). */
  rack: RoomTile[] | null;
  /** How many of the rack's first tiles are the previous round's leave (the Atril cell's part before `+`; rules §20). */
  leave: number;
  /** What the bag holds once this rack is drawn — tiles, vowels, consonants, blanks — when the board is known (for the arbiter, rules §20). */
  bag: number[] | null;
  /** 15 rows of 15 squares: the tile as written ('' empty; a blank in lower case). */
  board: string[][];
  /** The marked tiles (row × 15 + column, 0-based): the master move shown, else the one before. */
  last: number[];
  master: RoomMaster | null;
  /** Whether the round's Jugada is typed (the dialog's → then moves on; else it reads the round again). */
  played: boolean;
  /** The tab's own message about this round (tab, row, column, value); '' when none. */
  note: string;
}

export type RoomMode = 'round' | 'master' | 'ranking' | 'draw';

/** The first ten of the duplicate ranking (ties at the tenth place kept), as the dialog draws it. */
export interface RoomRanking {
  caption: string;
  header: Cell[];
  rows: Cell[][];
}

/** One call's answer: a round, the ranking, or the tab's message (`note`). */
export interface RoomAnswer {
  view?: RoomView;
  ranking?: RoomRanking;
  note?: string;
}

/** What the dialog opens with: the game's tab, the time per move (s), the premium squares, the round in play. */
export interface RoomOpening extends RoomAnswer {
  lang: Language;
  tab: string;
  seconds: number;
  premiums: string;
  /** rules §22: the fingerprint in the tab's «Partida» row (a game loaded from a file), for the arbiter to read aloud. */
  game?: string;
}

/** The premium squares as one string of 225 characters, row by row: T D t d or '.' (the dialog colours them). */
export function premiumMap(): string {
  const codes = { word3: 'T', word2: 'D', letter3: 't', letter2: 'd' } as const;
  let map = '';
  for (let row = 1; row <= BOARD_SIZE; row++)
    for (let column = 1; column <= BOARD_SIZE; column++) {
      const premium = premiumAt(row, column);
      map += premium ? codes[premium] : '.';
    }
  return map;
}

const squaresOf = (board: Board): string[][] => board.map((row) => row.map((tile) => (tile ? tileText(tile) : '')));
const marked = (play: Play | null): number[] =>
  (play?.placed ?? []).map(({ row, column }) => (row - 1) * BOARD_SIZE + column - 1);

/**
 * The round in play (rules §19): the first whose Atril is typed and whose Jugada is blank;
 * else the first whose Jugada is blank; else the last. 1-based.
 */
export function roundInPlay(grid: Grid, tab: string, lang: Language): number {
  const { columns, moveRow, rackRow } = duplicateTabLayout(grid, { tab, lang });
  const typed = (row: number, r: number) => row >= 0 && cellText(grid[row][columns[r]]) !== '';
  const rounds = columns.map((_, r) => r);
  const drawn = rounds.find((r) => typed(rackRow, r) && !typed(moveRow, r));
  const open = rounds.find((r) => !typed(moveRow, r));
  return (drawn ?? open ?? columns.length - 1) + 1;
}

/**
 * Round `round` (1-based, within the tab's rounds) of a "Duplicada N" tab as the room sees
 * it; with `reveal`, its master move too — read from the Jugada row once typed there. A tab
 * that cannot be read throws its AtrilError (the caller shows it instead of the round).
 */
export function roomView(grid: Grid, tab: string, round: number, reveal: boolean, lang: Language): RoomView {
  const layout = duplicateTabLayout(grid, { tab, lang });
  const { columns, moveRow, rackRow, masterRow, at } = layout;
  const board = layoutBoard(grid, layout);
  // A round past the tab's last shows the last one.
  const r = Math.min(round, columns.length) - 1;
  round = r + 1;
  const notes: string[] = [];
  // The tab's own warning about a cell of this round (a rack the rules refuse, a move not in notation).
  const warningAt = (row: number) => {
    const where = at(row, r);
    const warning = board.warnings.find(
      (w) => w.key === 'warn.dup.badMove' && w.params.row === where.row && w.params.column === where.column,
    );
    if (warning) notes.push(t(lang, warning.key, warning.params));
  };

  const rackText = rackRow < 0 ? '' : cellText(grid[rackRow][columns[r]]);
  let rack: RoomTile[] | null = null;
  let leave = 0;
  let bag: number[] | null = null;
  if (rackText !== '') {
    const verdict = checkRack(rackText, round);
    if (verdict.ok) {
      rack = verdict.tiles.map((tile) => ({ t: tile.blank ? '' : tile.letter, v: tileValue(tile) }));
      // rules §20: the leave before `+`, the tiles drawn after it (a rack typed without `+` is one group).
      if (rackText.includes('+')) leave = parseTiles(rackText.split('+')[0]).length;
      const known = board.before[r];
      const left = known && bagTiles(known, verdict.tiles);
      if (left && left.ok) bag = [left.tiles.length, left.vowels, left.consonants, left.blanks];
    } else warningAt(rackRow);
    // The arbiter's next key, not only the blank cell: a round opens with its rack to draw.
  } else
    notes.push(
      t(lang, rackRow < 0 ? 'roomScreen.blank' : 'roomScreen.blankRack', at(rackRow < 0 ? masterRow : rackRow, r)),
    );

  // The board before the round: unknown when an earlier master move is missing or cannot be played.
  const stop = board.stop && board.stop.round < round ? board.stop : null;
  const missing = board.unknownFrom[r];
  let before = board.before[r];
  let shownPlay: Play | null = r > 0 ? board.plays[r - 1] : null;
  if (!before) {
    const known = (stop ? stop.round : (missing ?? 1)) - 1;
    before = board.before[known] ?? board.before[0];
    shownPlay = known > 0 ? board.plays[known - 1] : null;
    if (stop) notes.push(t(lang, 'board.error.stopped', stopParams(stop, lang)));
    else if (missing !== null) notes.push(t(lang, 'board.error.unknownBoard', { round: r, missing }));
  }

  let master: RoomMaster | null = null;
  let squares = before as Board;
  const moveText = moveRow < 0 ? '' : cellText(grid[moveRow][columns[r]]);
  if (reveal) {
    const play = board.plays[r];
    if (play) {
      let total = 0;
      for (let k = 0; k <= r; k++) total += board.plays[k]?.score ?? typedScore(grid, masterRow, columns[k]);
      const [square, word] = play.move.canonical.split('-');
      master = { move: play.move.canonical, square, word, score: play.score, total };
      squares = play.board;
      shownPlay = play;
    } else if (moveText === '') notes.push(t(lang, 'roomScreen.blank', at(moveRow < 0 ? masterRow : moveRow, r)));
    else if (board.stop?.round === round) notes.push(renderStop(board.stop.error, lang));
    else warningAt(moveRow);
  }
  return {
    tab,
    round,
    rounds: columns.length,
    rack,
    leave,
    bag,
    board: squaresOf(squares),
    last: marked(shownPlay),
    master,
    played: moveText !== '',
    note: notes.join('\n'),
  };
}

/** A typed Maestra score (a round without a master move); 0 when blank or unreadable. */
function typedScore(grid: Grid, row: number, column: number): number {
  try {
    return cellScore(grid[row][column]) ?? 0;
  } catch {
    return 0;
  }
}

/** The message of a master move that cannot be played, named by its cell as the tab's warning names it. */
function renderStop(error: AtrilError, lang: Language): string {
  const { tab = '', row = '', column = '' } = error.location;
  return t(lang, 'warn.dup.badMove', { tab, row, column, message: t(lang, error.key, error.params) });
}

/**
 * rules §19 "Never early": what the public page says of a move that cannot be played — its
 * cell, not its reason (a reason may show the rack of a round not played yet); null for other errors.
 */
export function publicDuplicateError(error: AtrilError, lang: Language): string | null {
  if (error.key !== 'board.error.illegal') return null;
  const { tab = '', row = '', column = '' } = error.location;
  return t(lang, 'roomScreen.pageError', { tab, row, column });
}
