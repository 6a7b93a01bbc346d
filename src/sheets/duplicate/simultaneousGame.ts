// The game of a simultaneous (rules §22) as a "Duplicada N" tab holds it: its fingerprint, its
// rounds, its board round by round and the judge that scores a centre's cell on it exactly as
// the tab would score a player's cell (readDuplicateTab: a move on the board with the list, a
// score typed, a blank 0). The prepared game in the document's memory is the game (the
// organiser may import before revealing a round); without one, the tab's revealed rows are.
import { AtrilError } from '../../core/errors';
import { type GameFile, type GameFileRound, gameFingerprint } from '../../core/duplicate/gameFile';
import type { JudgedCell, Judge } from '../../core/duplicate/simultaneous';
import type { WordGraph } from '../../core/duplicate/wordGraph';
import { type Language, t } from '../../i18n';
import { cellScore, cellText } from '../grid/cells';
import type { DocumentMemory } from '../grid/memory';
import type { Workbook } from '../grid/workbook';
import { readArbiterTab } from './arbiterGame';
import { type TabGameSource, tabGame } from './tabGame';
import { type TabBoard, looksLikeMove, readTabBoard, scoreMoveCell } from './tabBoard';

export interface SimultaneousTabGame {
  tab: string;
  /** The game's fingerprint (docs/files.md "Fingerprints"). */
  fingerprint: string;
  /** The master score of each round of the game. */
  master: number[];
  moves: string[];
  board: TabBoard;
  /** Whether the game is the tab's prepared game (prepared here or loaded from a file), else its rounds played. */
  prepared: boolean;
}

const rackText = (round: GameFileRound) => [round.leave, round.drawn].filter(Boolean).join('+');

/**
 * The game of tab `tab` as its game file carries it (tabGame.ts: its prepared game — prepared
 * here or loaded from the organiser's file — else its rounds played to the game's end), with the
 * board its rounds make and the game's fingerprint; null when the tab holds no game at all, an
 * AtrilError (tabGame's) when its game is still in play. `words`: the list the centres' moves
 * are judged by (null: not judged).
 */
export function simultaneousTabGame(
  workbook: Workbook,
  tab: string,
  lang: Language,
  memory: DocumentMemory | undefined,
  words: WordGraph | null,
): SimultaneousTabGame | null {
  let game: GameFile;
  let source: TabGameSource;
  try {
    ({ game, source } = tabGame(workbook, memory, readArbiterTab(workbook.read(tab) ?? [], tab, lang)));
  } catch (error) {
    if (error instanceof AtrilError && error.key === 'exportGame.none') return null;
    throw error;
  }
  const { rounds } = game;
  const board = readTabBoard({
    tab,
    lang,
    rounds: rounds.length,
    moves: rounds.map((round) => round.move),
    racks: rounds.map(rackText),
    draws: rounds.map((round) => (round.cambios > 0 ? String(round.cambios) : '')),
    moveAt: () => ({ tab }),
    rackAt: () => ({ tab }),
    words,
  });
  return {
    tab,
    fingerprint: gameFingerprint(game),
    master: rounds.map((round) => round.score),
    moves: rounds.map((round) => round.move),
    board,
    prepared: source !== 'played',
  };
}

/**
 * How the organiser scores a centre's cell of round index r, as readDuplicateTab scores a
 * player's cell: a move on the board before the round (0 with a word not in the list), a score
 * typed instead, a blank slip 0; a typed score above the master is refused, a move above it
 * counted and flagged (rules §6.7). A cell that cannot be scored names the centre, player and round.
 */
export function organiserJudge(game: SimultaneousTabGame, lang: Language): Judge {
  return (r, typed, where): JudgedCell => {
    try {
      if (looksLikeMove(typed)) {
        const { score, notInList } = scoreMoveCell(game.board, r, cellText(typed), lang);
        return { score, fromMove: true, aboveMaster: score > game.master[r], notInList };
      }
      const score = cellScore(typed) ?? 0;
      if (score > game.master[r])
        throw new AtrilError('error.dup.aboveMaster', { value: score, master: game.master[r] });
      return { score, fromMove: false, aboveMaster: false, notInList: [] };
    } catch (error) {
      if (!(error instanceof AtrilError)) throw error;
      throw new AtrilError('simul.badCell', {
        ...where,
        round: r + 1,
        value: typed,
        reason: t(lang, error.key, error.params),
      });
    }
  };
}
