// The board of a "Duplicada N" tab (rules §6.7): the master moves of the Jugada row placed
// round by round, each round's rack (Atril row) checked, and a move typed in a player's
// cell scored on the board before its round. A mistake in round k stops the board there:
// the rounds before k stay scored, and rounds from k on name the first bad cell (BoardStop).
import {
  type Board,
  type Play,
  type Tile,
  checkMove,
  checkRack,
  emptyBoard,
  playMove,
  rackLeft,
  tileText,
  tilesLacking,
} from '../../core/duplicate';
import { type WordGraph, wordsNotInList } from '../../core/duplicate/wordGraph';
import { AtrilError, type Location } from '../../core/errors';
import type { Message } from '../../core/message';
import { type Language, type Params, t } from '../../i18n';
import { type Cell, cellText } from '../grid/cells';

export interface TabBoard {
  /** The board before each round (index r = round r + 1); null once a master move is missing or unreadable. */
  before: (Board | null)[];
  /** The master move's play per round, when it was placed. */
  plays: (Play | null)[];
  /** The rack of each round, when typed and valid. */
  racks: (Tile[] | null)[];
  /** Round (1-based) whose missing master move leaves later boards unknown, per round index. */
  unknownFrom: (number | null)[];
  warnings: Message[];
  /** The first mistake, when there is one: rounds from its round on are not scored (rules §6.7). */
  stop: BoardStop | null;
  /** The club's word list the moves are judged by (rules §20), or null: none loaded, words not judged. */
  words: WordGraph | null;
}

/** A mistake typed in a round (a master move that cannot be played, a player's move that cannot): where, and why. */
export interface BoardStop {
  /** The round (1-based) of the bad cell: rounds before it are scored, from it on they wait. */
  round: number;
  /** The error, placed at its cell (tab, row, column). */
  error: AtrilError;
}

/** The stop that holds round `round` (1-based), or null when that round is before it. */
export function stopFor(board: Pick<TabBoard, 'stop'>, round: number): BoardStop | null {
  return board.stop !== null && round >= board.stop.round ? board.stop : null;
}

/** The parameters of 'board.error.stopped' / 'board.warn.stopped': the bad cell, the reason, the round. */
export function stopParams(stop: BoardStop, lang: Language): Params {
  const { tab = '', row = '', column = '' } = stop.error.location;
  return { tab, row, column, round: stop.round, reason: t(lang, stop.error.key, stop.error.params) };
}

/** A cell that is meant as a move: a square (H8 or 8H) and a hyphen. A score never has one. */
export function looksLikeMove(cell: Cell): boolean {
  return typeof cell === 'string' && /^\s*(?:[A-Za-z]\s*\d{1,2}|\d{1,2}\s*[A-Za-z])\s*-/.test(cell);
}

interface BoardRowsInput {
  tab: string;
  lang: Language;
  rounds: number;
  /** The Jugada row's cells per round ('' when the row is absent). */
  moves: Cell[];
  /** The Atril row's cells per round ('' when the row is absent). */
  racks: Cell[];
  /** Where a round's Jugada and Atril cells are, for messages. */
  moveAt: (r: number) => Location;
  rackAt: (r: number) => Location;
  /** The Sorteo row's cells per round (rules §20): one not blank had a cambio de fichas. Absent: none. */
  draws?: Cell[];
  /** The club's word list (rules §20), when one is loaded. */
  words?: WordGraph | null;
}

/**
 * Places the master moves in round order. A move that cannot be played (a tile the rack
 * lacks included) stops the board at its cell (rules §6.7): the boards before it stand, the
 * later ones are unknown, and `stop` names it. A Jugada that is not in canonical notation
 * stays a warning, as before, and the board is unknown from that round on.
 */
export function readTabBoard(input: BoardRowsInput): TabBoard {
  const { lang, rounds } = input;
  const warnings: Message[] = [];
  // A warning named by the tab, row and column of its cell.
  const warnAt = (location: Location, key: Message['key'], params: Message['params']) =>
    warnings.push({
      key,
      params: { tab: input.tab, row: location.row ?? '', column: location.column ?? '', ...params },
    });
  const warn = (location: Location, problem: Message) =>
    warnAt(location, 'warn.dup.badMove', { message: t(lang, problem.key, problem.params) });
  const racks = input.racks.map((cell, r): Tile[] | null => {
    const text = cellText(cell);
    if (text === '') return null;
    const verdict = checkRack(text, r + 1);
    if (verdict.ok) return verdict.tiles;
    warn(input.rackAt(r), verdict.problem);
    return null;
  });
  const before: (Board | null)[] = [];
  const plays: (Play | null)[] = [];
  const unknownFrom: (number | null)[] = [];
  let board: Board | null = emptyBoard();
  let missing: number | null = null;
  let stop: BoardStop | null = null;
  for (let r = 0; r < rounds; r++) {
    before.push(board);
    unknownFrom.push(missing);
    if (stop) {
      plays.push(null);
      continue;
    }
    const text = cellText(input.moves[r]);
    const parsed = text === '' ? null : checkMove(text);
    if (parsed && !parsed.ok) warn(input.moveAt(r), parsed.problem); // the old notation warning
    if (!board || !parsed || !parsed.ok) {
      plays.push(null);
      if (board) missing = r + 1;
      board = null;
      continue;
    }
    const play = playMove(board, parsed, racks[r]);
    if (!play.ok) {
      const error = new AtrilError(
        'board.error.illegal',
        { value: text, reason: t(lang, play.problem.key, play.problem.params) },
        input.moveAt(r),
      );
      stop = { round: r + 1, error };
      plays.push(null);
      board = null;
      continue;
    }
    plays.push(play);
    board = play.board;
    // rules §20: a master move with a word not in the list stays — the arbiter's decision — named in a warning.
    const unlisted = input.words ? wordsNotInList(play, input.words) : [];
    if (unlisted.length > 0) warnAt(input.moveAt(r), 'lexicon.warn.master', { value: text, word: unlisted.join(', ') });
    // The next rack keeps what this move left on the rack (a warning: the judge may have changed it).
    // After a cambio de fichas the whole rack went back into the bag (rules §20): no leave to keep.
    const next = racks[r + 1];
    const own = racks[r];
    if (next && own && cellText(input.draws?.[r + 1] ?? '') === '') {
      const lacking = tilesLacking(next, rackLeft(own, play.placed));
      if (lacking.length > 0)
        warnAt(input.rackAt(r + 1), 'board.warn.rackLeft', {
          rack: next.map(tileText).join(''),
          tiles: lacking.map(tileText).join(''),
          round: r + 1,
        });
    }
  }
  before.push(board);
  return { before, plays, racks, unknownFrom, warnings, stop, words: input.words ?? null };
}

/** A move typed in a player's cell, scored: 0 with the words the club's list lacks (rules §20), else its score. */
export interface MoveCellScore {
  score: number;
  notInList: string[];
}

/**
 * The score of a move typed in a player's cell of round index `r`, on the board before
 * that round (rules §6.7) — 0 when a word it makes is not in the club's list (rules §20) — or
 * an AtrilError naming the reason (placed by the caller).
 */
export function scoreMoveCell(board: TabBoard, r: number, text: string, lang: Language): MoveCellScore {
  const before = board.before[r];
  if (!before) {
    const round = board.unknownFrom[r] ?? r + 1;
    throw new AtrilError('board.error.noBoard', { value: text, round });
  }
  const play = playMove(before, text, board.racks[r]);
  if (!play.ok) {
    throw new AtrilError('board.error.illegal', {
      value: text,
      reason: t(lang, play.problem.key, play.problem.params),
    });
  }
  const notInList = board.words ? wordsNotInList(play, board.words) : [];
  return { score: notInList.length > 0 ? 0 : play.score, notInList };
}
