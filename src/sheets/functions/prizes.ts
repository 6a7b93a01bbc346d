// PRIZE_LIST(standings, prizes, [sharing], [minimum_share]) (rules §7, §11.1): the prize list
// of a club's own standings sheet, on the same prize engine as "Calcular premios" — only the
// reader differs (prizes/standingsRange.ts here, the tournament's standings there). Its ranges
// are bounded like every custom function's (customFunction.ts, rules §14.1), its players at
// MAX_PLAYERS and its prizes at MAX_PRIZES.
import { prizeList, type PrizeRules } from '../../core/prizes';
import { asGrid, cellCents, type Cell, isBlank } from '../grid/cells';
import { parseSharing } from '../config/prizeSettings';
import { readPrizes } from '../prizes/prizesTab';
import { prizeListRows } from '../prizes/prizeListView';
import { readStandingsRange } from '../prizes/standingsRange';
import { type CustomFunctionDef, isOmitted, param, readArg, tablePlayersCount } from './customFunction';

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
    // rules §14.1: at most MAX_PLAYERS players and MAX_PRIZES prizes (prizesTab.ts), counted before any work.
    const standingsGrid = asGrid(standings);
    tablePlayersCount('standings', standingsGrid);
    const field = readStandingsRange(standingsGrid, { lang, tab: 'standings' });
    const read = readPrizes(asGrid(prizes), { lang, tab: 'prizes' });
    const list = prizeList(read.prizes, field, rules);
    return prizeListRows(list, { lang, prizes: read.prizes, names: new Map() });
  },
};
