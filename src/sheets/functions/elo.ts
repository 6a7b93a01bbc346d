// ELO_CHANGE (rules §7): a player's rating change from parallel ranges of opponent ratings
// and results.
import { ratingChange, type EloGame } from '../../core/elo';
import { AtrilError } from '../../core/errors';
import { cellNumber, isBlank } from '../grid/cells';
import { type CustomFunctionDef, param, flatCells, numberArg, optionalNumberArg, readArg } from './customFunction';

function readResult(cell: unknown): number {
  const text = typeof cell === 'string' ? cell.trim().replace('½', '0.5') : cell;
  let value: number | null = null;
  try {
    value = cellNumber(text as never);
  } catch {
    // Not a number at all: the message below says what a result looks like.
  }
  if (value !== 0 && value !== 0.5 && value !== 1)
    throw new AtrilError('error.fn.resultValue', { value: String(cell) });
  return value;
}

export const ELO_CHANGE: CustomFunctionDef = {
  name: 'ELO_CHANGE',
  params: [
    param('rating', 'number'),
    param('opponent_ratings', 'A2:A10'),
    param('results', 'B2:B10'),
    param('k', 'number', true),
  ],
  returns: 'number',
  run(_lang, rating, opponentRatings, results, k) {
    const own = numberArg('rating', rating);
    const factor = optionalNumberArg('k', k) ?? 10;
    const ratings = flatCells(opponentRatings);
    const scores = flatCells(results);
    if (ratings.length !== scores.length) {
      throw new AtrilError('error.sizeMismatch', { a: ratings.length, b: scores.length }, { arg: 'results' });
    }
    const games: EloGame[] = [];
    ratings.forEach((cell, index) => {
      // rules §5: unrated opponents (blank rating) are left out; a game without a result yet too.
      if (isBlank(cell) || isBlank(scores[index])) return;
      const opponentRating = readArg('opponent_ratings', () => cellNumber(cell) as number);
      const score = readArg('results', () => readResult(scores[index]));
      games.push({ opponentRating, score });
    });
    return ratingChange(own, games, factor).change;
  },
};
