// PRIZE_LIST(standings, prizes, [sharing], [minimum_share]) (rules §7, §11.1): the prize list
// of a club's own standings sheet, on the same prize engine as "Calcular premios" — only the
// reader differs (prizes/standingsRange.ts here, the tournament's standings there).
import { AtrilError } from '../../core/errors';
import { prizeList, type PrizeRules } from '../../core/prizes';
import { asGrid, cellCents, type Cell, type Grid, isBlank } from '../grid/cells';
import { parseSharing } from '../config/prizeSettings';
import { readPrizes } from '../prizes/prizesTab';
import { prizeListRows } from '../prizes/prizeListView';
import { readStandingsRange } from '../prizes/standingsRange';
import { type CustomFunctionDef, isOmitted, param, readArg } from './customFunction';

/** The most rows a range argument may bring (a whole-column range of a large sheet is ~1,000–10,000). */
export const MAX_ROWS = 20000;

/** A range argument as a grid, refused above MAX_ROWS rows with a clear message. */
function boundedGrid(arg: string, value: unknown): Grid {
  const grid = asGrid(value);
  if (grid.length > MAX_ROWS)
    throw new AtrilError('error.prizes.tooManyRows', { rows: grid.length, max: MAX_ROWS }, { arg });
  return grid;
}

/** The first cell of an optional argument, or undefined when it is left out or blank. */
function optionalCell(value: unknown): Cell | undefined {
  if (isOmitted(value)) return undefined;
  const cell = asGrid(value)[0]?.[0];
  return isBlank(cell) ? undefined : cell;
}

export const PRIZE_LIST: CustomFunctionDef = {
  name: 'PRIZE_LIST',
  params: [
    param('standings', 'A1:F200'),
    param('prizes', 'Premios!A:L'),
    param('sharing', 'text', true),
    param('minimum_share', 'number', true),
  ],
  returns: 'Array<Array<*>>',
  run(lang, standings, prizes, sharing, minimumShare) {
    const sharingCell = optionalCell(sharing);
    const minimumCell = optionalCell(minimumShare);
    const rules: PrizeRules = {
      sharing: sharingCell === undefined ? 'tiebreak' : readArg('sharing', () => parseSharing(sharingCell)),
      minimumShare: minimumCell === undefined ? null : readArg('minimum_share', () => cellCents(minimumCell)),
    };
    const field = readStandingsRange(boundedGrid('standings', standings), { lang, tab: 'standings' });
    const read = readPrizes(boundedGrid('prizes', prizes), { lang, tab: 'prizes' });
    const list = prizeList(read.prizes, field, rules);
    return prizeListRows(list, { lang, prizes: read.prizes, names: new Map() });
  },
};
