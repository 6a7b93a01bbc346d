// "Preparar partida" (rules §20, the regulation's duplicada maestra): every round drawn and
// its master move found in advance from the seed, until the game ends or `rounds` rounds (by
// default the tab's round columns), kept hidden in the document's memory (preparedGame.ts) —
// never in a cell — until Sacar atril and Buscar jugada maestra reveal each round. Writes only the Semilla cell. The same
// seed and the same master moves draw the same racks as a live game (bag.ts).
import { type Tile, playMove, rackLeft } from '../../core/duplicate';
import { type BagEnd, drawRack as drawFromBag, rackCellText } from '../../core/duplicate/bag';
import { findMaster } from '../../core/duplicate/masterMove';
import { hasLegalMove } from '../../core/duplicate/moveSearch';
import { AtrilError } from '../../core/errors';
import { t } from '../../i18n';
import { emptyBoard } from '../../core/duplicate';
import { gameSeed, parseSeed } from '../duplicate/arbiterGame';
import { type PreparedGame, type PreparedRound, keepPrepared } from '../duplicate/preparedGame';
import { requireLexicon } from '../duplicate/lexiconTab';
import type { ActionContext } from './action';
import { type ArbiterOptions, type ArbiterResult, arbiterGame, freshSeed, writeSeed } from './drawRack';
import { searchSummary } from './findMasterMove';

/** No game has more rounds than the bag has tiles; the search stops there at the latest. */
const MAX_ROUNDS = 100;

export interface PrepareGameOptions extends ArbiterOptions {
  /** `--rounds R`: stop after R rounds. */
  rounds?: string | number | null;
}

/** The prepared game from `seed` (rules §20): racks and master moves, round after round, until the end or `limit`. */
export function preparedRounds(seed: number, limit: number, graph: Parameters<typeof findMaster>[2]): PreparedGame {
  const rounds: PreparedRound[] = [];
  let board = emptyBoard();
  let leave: Tile[] = [];
  const over = (round: number, reason: BagEnd, rack: Tile[]) => ({
    seed,
    rounds,
    end: { round, reason, rack: rackCellText(rack, []) },
  });
  for (let round = 1; round <= limit; round++) {
    const here = board;
    const verdict = drawFromBag(
      { seed, round, board, leave },
      { hasLegalMove: (rack) => hasLegalMove(here, rack, graph) },
    );
    if (!verdict.ok && 'end' in verdict) return over(round, verdict.end, leave);
    if (!verdict.ok) throw new AtrilError(verdict.problem.key, verdict.problem.params);
    const search = findMaster(board, verdict.rack, graph);
    if (search === null) return over(round, 'noMove', verdict.rack);
    const found = searchSummary(search);
    const play = playMove(board, found.move, verdict.rack);
    // The search's move is always playable on its rack; a failure here is a bug, not bad input.
    if (!play.ok) throw new Error(`prepared move ${found.move} cannot be played`);
    const after = verdict.bagAfter;
    rounds.push({
      leave: rackCellText(verdict.leave, []),
      drawn: rackCellText([], verdict.drawn),
      cambios: verdict.cambios,
      bag: [after.tiles.length, after.vowels, after.consonants, after.blanks],
      ...found,
    });
    board = play.board;
    leave = rackLeft(verdict.rack, play.placed);
  }
  return { seed, rounds, end: null };
}

export function prepareGame(context: ActionContext, options: PrepareGameOptions = {}): ArbiterResult {
  const { workbook, memory } = context;
  const { lang, game } = arbiterGame(context, options);
  const { tab, layout } = game;
  // Without --rounds, as many rounds as the tab has columns for: a round past them could never be revealed.
  let limit = Math.min(layout.columns.length, MAX_ROUNDS);
  if (options.rounds !== undefined && options.rounds !== null) {
    const value = parseSeed(options.rounds);
    if (typeof value !== 'number' || value < 1)
      throw new AtrilError('arbiter.badRounds', { value: String(options.rounds) });
    limit = Math.min(value, MAX_ROUNDS);
  }
  // A game is prepared before its first rack is drawn (its rounds would not follow the tab's).
  if (game.text(layout.rackRow, 0) !== '') {
    const { row = '', column = '' } = game.cell(layout.rackRow, 0).at;
    throw new AtrilError('arbiter.preparedStarted', { tab, row, column });
  }
  const seed = gameSeed(game, options.seed, freshSeed(context));
  const prepared = preparedRounds(seed.seed, limit, requireLexicon(workbook).graph);
  keepPrepared(memory, tab, prepared);
  const seeded = writeSeed(workbook, game, seed);
  const end = prepared.end;
  const message = [
    t(lang, 'arbiter.prepared', { tab, seed: seed.seed, count: prepared.rounds.length }),
    ...(end
      ? [
          t(lang, 'arbiter.preparedEnd', {
            round: end.round - 1,
            reason: t(lang, `arbiter.end.${end.reason}`, { rack: end.rack }),
          }),
        ]
      : []),
    seeded.line,
  ].join('\n');
  return { ok: true, lang, tab, round: null, end: null, message };
}
