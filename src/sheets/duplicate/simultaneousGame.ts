// The game of a simultaneous (rules §22) as a "Duplicada N" tab holds it: its fingerprint, its
// rounds, its board round by round and the judge that scores a centre's cell on it exactly as
// the tab would score a player's cell (readDuplicateTab: a move on the board with the list, a
// score typed, a blank 0). The prepared game in the document's memory is the game (the
// organiser may import before revealing a round); without one, the tab's revealed rows are.
import { AtrilError } from '../../core/errors';
import { fingerprint } from '../../core/files/atrilFile';
import { type GameFileList, gameFingerprint, listFingerprint } from '../../core/duplicate/gameFile';
import type { JudgedCell, Judge } from '../../core/duplicate/simultaneous';
import type { WordGraph } from '../../core/duplicate/wordGraph';
import { type Language, t } from '../../i18n';
import { cellScore, cellText } from '../grid/cells';
import type { DocumentMemory } from '../grid/memory';
import type { Workbook } from '../grid/workbook';
import { storedLexicon } from './lexiconTab';
import { readDuplicateTab } from './gameTab';
import { type PreparedGame, readPrepared } from './preparedGame';
import { type TabBoard, looksLikeMove, readTabBoard, scoreMoveCell } from './tabBoard';

export interface SimultaneousTabGame {
  tab: string;
  /** The game's fingerprint (docs/files.md "Fingerprints"). */
  fingerprint: string;
  /** The master score of each round of the game. */
  master: number[];
  moves: string[];
  board: TabBoard;
  /** Whether the game came from the tab's prepared game (else from its revealed rows). */
  prepared: boolean;
}

const rackText = (round: PreparedGame['rounds'][number]) => [round.leave, round.drawn].filter(Boolean).join('+');

/** The workbook's word list as a game file names it (rules §22), or null when none is loaded. */
function workbookGameList(workbook: Workbook): GameFileList | null {
  const stored = storedLexicon(workbook);
  return stored && { name: stored.head.name, words: stored.head.words, fingerprint: listFingerprint(stored.graph) };
}

/**
 * The game's fingerprint (core/duplicate/gameFile.ts gameFingerprint): of the prepared game as
 * its file carries it — seed, rounds, end, and the list it was prepared with (the one it names,
 * else the workbook's) —, so the organiser's game and a centre's, prepared or loaded, agree.
 */
export function preparedFingerprint(
  game: PreparedGame & { list?: GameFileList | null },
  list: GameFileList | null,
): string {
  return gameFingerprint({
    seed: game.seed,
    rounds: game.rounds.map(({ leave, drawn, cambios, move, score }) => ({ leave, drawn, cambios, move, score })),
    end: game.end,
    list: game.list ?? list,
  });
}

/**
 * The game of tab `tab`: its prepared game when the document keeps one, else the rounds its
 * rows reveal (a game played live to its end); null when it has neither a prepared game nor a
 * revealed round. `words`: the list the moves are judged by (null: not judged).
 */
export function simultaneousTabGame(
  workbook: Workbook,
  tab: string,
  lang: Language,
  memory: DocumentMemory | undefined,
  words: WordGraph | null,
): SimultaneousTabGame | null {
  const grid = workbook.read(tab) ?? [];
  const prepared = readPrepared(memory, tab);
  if (prepared && prepared.rounds.length > 0) {
    const { rounds } = prepared;
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
      fingerprint: preparedFingerprint(prepared, workbookGameList(workbook)),
      master: rounds.map((round) => round.score),
      moves: rounds.map((round) => round.move),
      board,
      prepared: true,
    };
  }
  const read = readDuplicateTab(grid, { tab, lang, words });
  if (read.game.master.length === 0) return null;
  // Only rounds 1..k revealed in order make a game (a gap would leave a board unknown).
  const count = read.playedRounds.findIndex((r, k) => r !== k);
  const played = count < 0 ? read.playedRounds.length : count;
  const master = read.game.master.slice(0, played);
  const moves = read.game.moves?.slice(0, played).map((move) => move ?? '') ?? [];
  const racks = read.board.racks.slice(0, played).map((rack) => (rack ? rack.map((tile) => tile.letter) : null));
  return {
    tab,
    fingerprint: fingerprint({ rondas: master.map((score, r) => [racks[r], moves[r], score]) }),
    master,
    moves,
    board: read.board,
    prepared: false,
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
