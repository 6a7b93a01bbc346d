// Live standings custom functions (rules §4, §5, §7): SB_TIEBREAK, STANDINGS, ELO_REPORT and
// CROSSTABLE. Each takes the Jugadores and Rondas tables (header row included) and, as an
// optional last argument, the Configuración table for its settings (bye points, tiebreaks, K).
import { AtrilError } from '../../core/errors';
import { scoresheet } from '../../core/scores';
import { sonnebornBerger } from '../../core/tiebreaks';
import { t } from '../../i18n';
import { type Cell, asGrid, cellText } from '../grid/cells';
import { parseTiebreaks } from '../config/configuration';
import { crosstableGrid, eloGrid, standingsGrid } from '../tournament/views';
import { flatCells, isOmitted, optionalNumberArg, readArg } from './customFunction';
import { tournamentFunction } from './tournamentArgs';

export const SB_TIEBREAK = tournamentFunction('SB_TIEBREAK', null, (lang, read, _extra, players) => {
  const sheet = scoresheet(read.tournament);
  // One cell per row of `players`, so the column sits beside the table: header SB,
  // blank rows stay blank (entries know their sheet row; the range starts at row 1).
  const column: Cell[][] = asGrid(players).map(() => ['']);
  column[0] = [t(lang, 'tiebreak.sb')];
  for (const entry of read.entries) {
    const record = sheet.byId.get(entry.id);
    if (record) column[entry.row - 1] = [sonnebornBerger(record, sheet)];
  }
  return column;
});

export const STANDINGS = tournamentFunction(
  'STANDINGS',
  { name: 'tiebreaks', type: 'string' },
  (lang, read, tiebreaks) => {
    // "SB, Puntos Scrabble", or a range with one tiebreak per cell: read as Desempates is.
    const list = isOmitted(tiebreaks)
      ? undefined
      : readArg('tiebreaks', () =>
          parseTiebreaks(
            flatCells(tiebreaks)
              .map(cellText)
              .filter((text) => text !== '')
              .join(','),
          ),
        );
    return standingsGrid(read.tournament, lang, list);
  },
);

export const ELO_REPORT = tournamentFunction('ELO_REPORT', { name: 'k', type: 'number' }, (lang, read, k) => {
  const factor = optionalNumberArg('k', k);
  if (factor !== undefined && factor < 0) throw new AtrilError('error.negative', { value: factor }, { arg: 'k' });
  return eloGrid(read.tournament, lang, { k: factor });
});

// With Configuración, every planned round has its column, blank until paired, as on the
// Tabla cruzada tab; without it the planned rounds are not known (a default would invent
// some): the rounds paired so far (docs/standings.md "Crosstable").
export const CROSSTABLE = tournamentFunction('CROSSTABLE', null, (lang, read, _extra, _players, config) =>
  crosstableGrid(read.tournament, lang, isOmitted(config) ? undefined : read.tournament.config.rounds),
);
