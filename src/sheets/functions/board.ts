// The board's custom functions (rules §6.7, §7): DUP_BOARD, a game's board as a 16 × 16
// grid for a projector or a printed sheet, and DUP_MOVE_SCORE, what a move scores.
import { boardGrid, playMove } from '../../core/duplicate';
import { AtrilError } from '../../core/errors';
import { t } from '../../i18n';
import { type Cell, asGrid, cellText } from '../grid/cells';
import { readDuplicateTab } from '../duplicate/gameTab';
import { stopFor, stopParams } from '../duplicate/tabBoard';
import { type CustomFunctionDef, isOmitted, numberArg, param, readArg } from './customFunction';

/** The game tab range read as "Calcular duplicada" reads a tab (its errors placed at `game`). */
function readGame(lang: Parameters<CustomFunctionDef['run']>[0], game: unknown) {
  return readArg('game', () => readDuplicateTab(asGrid(game), { lang, tab: 'game' }));
}

/** A round number argument within 1..max. */
function roundArg(value: unknown, max: number): number {
  const round = numberArg('round', value);
  if (!Number.isInteger(round) || round < 1 || round > max)
    throw new AtrilError('error.outOfRange', { value: round, min: 1, max }, { arg: 'round' });
  return round;
}

export const DUP_BOARD: CustomFunctionDef = {
  name: 'DUP_BOARD',
  params: [param('game', 'A1:P40'), param('round', 'number', true)],
  returns: 'Array<Array<*>>',
  run(lang, game, round) {
    const { board } = readGame(lang, game);
    const rounds = board.plays.length;
    // Default: after the last round whose master move is on the board, before any mistake (rules §6.7).
    let after = board.plays.reduce((last, play, r) => (play && !stopFor(board, r + 1) ? r + 1 : last), 0);
    if (!isOmitted(round)) after = roundArg(round, rounds);
    // A mistake typed in round k: the board after round k and later is not known until it is
    // corrected; by default the board before it, unless that is the empty board (k = 1).
    const stop = after > 0 ? stopFor(board, after) : isOmitted(round) ? board.stop : null;
    if (stop) throw new AtrilError('board.error.stopped', stopParams(stop, lang), { arg: 'round' });
    const squares = board.before[after];
    if (!squares) {
      throw new AtrilError(
        'board.error.unknownBoard',
        { round: after, missing: board.unknownFrom[after] ?? after },
        {
          arg: 'round',
        },
      );
    }
    return boardGrid(squares) as Cell[][];
  },
};

export const DUP_MOVE_SCORE: CustomFunctionDef = {
  name: 'DUP_MOVE_SCORE',
  params: [param('move', 'text'), param('game', 'A1:P40'), param('round', 'number')],
  returns: 'number',
  run(lang, move, game, round) {
    const { board } = readGame(lang, game);
    const r = roundArg(round, board.plays.length + 1) - 1;
    const text = cellText(asGrid(move)[0]?.[0]);
    // rules §6.7: rounds before the first mistake are scored as before; from it on, it is named.
    const stop = stopFor(board, r + 1);
    if (stop) return t(lang, 'board.error.stopped', stopParams(stop, lang));
    const before = board.before[r];
    if (!before) {
      return t(lang, 'board.error.noBoard', { value: text, round: board.unknownFrom[r] ?? r });
    }
    const play = playMove(before, text, board.racks[r] ?? null);
    return play.ok ? play.score : t(lang, play.problem.key, play.problem.params);
  },
};
