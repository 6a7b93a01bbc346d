// A tab's game as the game file carries it (rules §22; core/duplicate/gameFile.ts), and a game
// file as a tab's prepared game: the prepared game in the document's memory (the organiser's
// Preparar partida, or a file a centre loaded), else the rounds played on the tab to the game's
// end. What Exportar partida writes and what the centre's results are checked against.
import { parseTiles, playMove, rackLeft, type Tile } from '../../core/duplicate';
import { bagTiles, drawRack as drawFromBag, rackCellText } from '../../core/duplicate/bag';
import {
  type GameFile,
  type GameFileList,
  type GameFileRound,
  gameFingerprint,
  listFingerprint,
} from '../../core/duplicate/gameFile';
import { emptyBoard } from '../../core/duplicate';
import { hasLegalMove } from '../../core/duplicate/moveSearch';
import { AtrilError } from '../../core/errors';
import type { DocumentMemory } from '../grid/memory';
import type { Workbook } from '../grid/workbook';
import { type ArbiterTab, typedSeed } from './arbiterGame';
import { storedLexicon } from './lexiconTab';
import { type PreparedGame, readPrepared, typedBreak } from './preparedGame';

/** The list kept in the workbook as a game file names it, or null when none is loaded. */
export function workbookList(workbook: Workbook): GameFileList | null {
  const stored = storedLexicon(workbook);
  return stored && { name: stored.head.name, words: stored.head.words, fingerprint: listFingerprint(stored.graph) };
}

/** A prepared game as the file carries it (the list it was prepared with, else `list`). */
export function preparedAsFile(prepared: PreparedGame, list: GameFileList | null): GameFile {
  return {
    seed: prepared.seed,
    rounds: prepared.rounds.map(({ leave, drawn, cambios, move, score }) => ({ leave, drawn, cambios, move, score })),
    end: prepared.end,
    list: prepared.list ?? list,
  };
}

/**
 * A game file as the tab's prepared game (rules §22 "Cargar partida"): each round's bag after
 * its draw, for Sacar atril's message; the file's master is the only tie (in a simultaneous the
 * file's master is the game), no lower scores; `file` marks it as loaded, with its fingerprint.
 */
export function fileAsPrepared(game: GameFile, fileName: string): PreparedGame {
  let board = emptyBoard();
  const rounds = game.rounds.map((round) => {
    const rack = [...parseTiles(round.leave), ...parseTiles(round.drawn)];
    const bag = bagTiles(board, rack);
    const play = playMove(board, round.move, rack);
    // readGameFile played every round on this board: a failure here is a bug, not bad input.
    if (!bag.ok || !play.ok) throw new Error(`file round ${round.move} cannot be played`);
    board = play.board;
    const left = rackCellText(rackLeft(rack, play.placed), []);
    return {
      ...round,
      bag: [bag.tiles.length, bag.vowels, bag.consonants, bag.blanks] as [number, number, number, number],
      ties: [[round.move, left]] as [string, string][],
      below: [] as [number, string][],
    };
  });
  return {
    seed: game.seed,
    rounds,
    end: game.end,
    list: game.list,
    file: { name: fileName, fingerprint: gameFingerprint(game) },
  };
}

/** The count of cambios a Sorteo cell says («cambio», «2 cambios»): its number, else 1; blank 0. */
const cambiosOf = (text: string) => (text.trim() === '' ? 0 : Number(/\d+/.exec(text)?.[0] ?? 1));

/**
 * The rounds played on the tab (rack and master move typed), as the file carries them, and
 * the round after them: how many rounds, and whether one is half played (a rack without its move).
 */
function playedRounds(game: ArbiterTab): { rounds: GameFileRound[]; halfPlayed: boolean; leave: Tile[] } {
  const { layout, board } = game;
  const rounds: GameFileRound[] = [];
  let leave: Tile[] = [];
  for (let r = 0; r < layout.columns.length; r++) {
    const rackText = game.text(layout.rackRow, r);
    const play = board.plays[r];
    const rack = board.racks[r];
    if (rackText === '' || !play || !rack) {
      return { rounds, halfPlayed: rackText !== '' || game.text(layout.moveRow, r) !== '', leave };
    }
    const cambios = cambiosOf(game.text(layout.drawRow, r));
    const kept = cambios > 0 ? [] : leave;
    // The tiles drawn in the order the cell shows them after its '+' (else the rack's order without the leave).
    const after = rackText.includes('+') ? parseTiles(rackText.slice(rackText.indexOf('+') + 1)) : null;
    const drawn =
      after ??
      rackLeft(
        rack,
        kept.map((tile) => ({ row: 0, column: 0, tile })),
      );
    rounds.push({
      leave: rackCellText(kept, []),
      drawn: rackCellText([], drawn),
      cambios,
      move: play.move.canonical,
      score: play.score,
    });
    leave = rackLeft(rack, play.placed);
  }
  return { rounds, halfPlayed: false, leave };
}

/** Where the tab's game comes from: its prepared game (Preparar partida or a file loaded), or its rounds played. */
export type TabGameSource = 'prepared' | 'file' | 'played';

/**
 * The tab's game as the game file carries it (rules §22 "Exportar partida"): its prepared
 * game while the tab follows it, else the rounds played on it when the game has ended (the
 * next rack cannot be drawn) or every round column is played; else an AtrilError: no game to
 * export, or one still in play (naming the round).
 */
export function tabGame(
  workbook: Workbook,
  memory: DocumentMemory | undefined,
  game: ArbiterTab,
): { game: GameFile; source: TabGameSource; file: string | null } {
  const { tab } = game;
  const prepared = readPrepared(memory, tab);
  const seed = typedSeed(game);
  if (prepared && (seed === null || typedBreak(prepared, game, seed) === null)) {
    const game = preparedAsFile(prepared, workbookList(workbook));
    return { game, source: prepared.file ? 'file' : 'prepared', file: prepared.file?.name ?? null };
  }
  const { rounds, halfPlayed, leave } = playedRounds(game);
  if (halfPlayed) throw new AtrilError('exportGame.inPlay', { tab, round: rounds.length + 1 });
  if (rounds.length === 0) throw new AtrilError('exportGame.none', { tab });
  if (seed === null) throw new AtrilError('exportGame.noSeed', { tab });
  const list = storedLexicon(workbook);
  const board = game.board.before[rounds.length] ?? null;
  let end: GameFile['end'] = null;
  if (board) {
    const legal = list ? { hasLegalMove: (rack: Tile[]) => hasLegalMove(board, rack, list.graph) } : {};
    const verdict = drawFromBag({ seed, round: rounds.length + 1, board, leave }, legal);
    if (!verdict.ok && 'end' in verdict)
      end = { round: rounds.length + 1, reason: verdict.end, rack: rackCellText(leave, []) };
  }
  // rules §22: a game played to its end — the bag's end, or every round the tab has.
  if (end === null && rounds.length < game.layout.columns.length)
    throw new AtrilError('exportGame.inPlay', { tab, round: rounds.length + 1 });
  return { game: { seed, rounds, end, list: workbookList(workbook) }, source: 'played', file: null };
}
