// DUP_ELODI (rules §6.5, §7): one duplicate game's EloDI, from four parallel columns — place,
// EloDI, volatility and EloDI games before the game (all three blank for a newcomer) — to one
// row per player: new EloDI, new volatility, expected position (2 decimals). Blank places are
// players absent from the game: their rows stay blank. A first row of headers gets headers.
import { type EloDiGamePlayer, rateGame } from '../../core/duplicate';
import { AtrilError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { type Cell, asGrid, cellInteger, cellNumber, isBlank, nonNegativeNumber, positiveInteger } from '../grid/cells';
import { type CustomFunctionDef, param } from './customFunction';

const ARGS = ['places', 'ratings', 'volatilities', 'games'] as const;

/** Reads one cell of an argument; bad input names the argument, the row of the range and the value. */
function readRow<T>(lang: Language, arg: string, row: number, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof AtrilError)
      throw new AtrilError('error.eloDi.rowValue', { row, message: error.render(lang) }, { arg });
    throw error;
  }
}

/** EloDI games before the game: a whole number ≥ 0. */
function games(cell: Cell): number | null {
  const value = cellInteger(cell);
  if (value !== null && value < 0) throw new AtrilError('error.negative', { value });
  return value;
}

/** A header cell: text that is no number. */
function isHeader(cell: Cell): boolean {
  if (typeof cell !== 'string' || isBlank(cell)) return false;
  try {
    cellNumber(cell);
    return false;
  } catch {
    return true;
  }
}

export const DUP_ELODI: CustomFunctionDef = {
  name: 'DUP_ELODI',
  params: [
    param('places', 'A2:A40'),
    param('ratings', 'B2:B40'),
    param('volatilities', 'C2:C40'),
    param('games', 'D2:D40'),
  ],
  returns: 'Array<Array<number>>',
  run(lang, ...values) {
    const columns = values.map((value) => asGrid(value).map((row) => row[0]));
    const height = columns[0].length;
    columns.forEach((column, i) => {
      if (column.length !== height)
        throw new AtrilError('error.sizeMismatch', { a: height, b: column.length }, { arg: ARGS[i] });
    });
    const header = isHeader(columns[0][0]);
    const players: (EloDiGamePlayer & { at: number })[] = [];
    for (let at = header ? 1 : 0; at < height; at++) {
      const row = at + 1;
      if (isBlank(columns[0][at])) continue;
      const place = readRow(lang, 'places', row, () => positiveInteger(columns[0][at]) as number);
      const rating = readRow(lang, 'ratings', row, () => nonNegativeNumber(columns[1][at]));
      const volatility = readRow(lang, 'volatilities', row, () => nonNegativeNumber(columns[2][at]));
      const played = readRow(lang, 'games', row, () => games(columns[3][at]));
      if (rating === null && (volatility !== null || (played ?? 0) > 0))
        throw new AtrilError(
          'error.eloDi.rowValue',
          { row, message: t(lang, 'error.eloDi.noRating') },
          { arg: 'ratings' },
        );
      players.push({ at, place, rating, volatility, games: played ?? 0 });
    }
    const outcomes = rateGame(players);
    const result: Cell[][] = Array.from({ length: height }, () => ['', '', '']);
    if (header)
      result[0] = [t(lang, 'col.eloDi.rating'), t(lang, 'col.eloDi.volatility'), t(lang, 'col.eloDi.expected')];
    players.forEach((player, i) => {
      const outcome = outcomes[i];
      result[player.at] = [outcome.rating ?? '', outcome.volatility ?? '', Math.round(outcome.expected * 100) / 100];
    });
    return result;
  },
};
