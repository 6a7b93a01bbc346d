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
import { type CustomFunctionDef, flatCells, isOmitted, optionalNumberArg, readArg } from './customFunction';
import { CONFIG_PARAM, GAMES_PARAM, PLAYERS_PARAM, readTournamentArgs } from './tournamentArgs';

export const SB_TIEBREAK: CustomFunctionDef = {
  name: 'SB_TIEBREAK',
  params: [PLAYERS_PARAM, GAMES_PARAM, CONFIG_PARAM],
  returns: 'Array<Array<*>>',
  run(lang, players, games, config) {
    const read = readTournamentArgs(lang, players, games, config);
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
  },
};

export const STANDINGS: CustomFunctionDef = {
  name: 'STANDINGS',
  params: [PLAYERS_PARAM, GAMES_PARAM, { name: 'tiebreaks', type: 'string', optional: true }, CONFIG_PARAM],
  returns: 'Array<Array<*>>',
  run(lang, players, games, tiebreaks, config) {
    const read = readTournamentArgs(lang, players, games, config);
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
};

export const ELO_REPORT: CustomFunctionDef = {
  name: 'ELO_REPORT',
  params: [PLAYERS_PARAM, GAMES_PARAM, { name: 'k', type: 'number', optional: true }, CONFIG_PARAM],
  returns: 'Array<Array<*>>',
  run(lang, players, games, k, config) {
    const read = readTournamentArgs(lang, players, games, config);
    const factor = optionalNumberArg('k', k);
    if (factor !== undefined && factor < 0) throw new AtrilError('error.negative', { value: factor }, { arg: 'k' });
    return eloGrid(read.tournament, lang, { k: factor });
  },
};

export const CROSSTABLE: CustomFunctionDef = {
  name: 'CROSSTABLE',
  params: [PLAYERS_PARAM, GAMES_PARAM, CONFIG_PARAM],
  returns: 'Array<Array<*>>',
  run(lang, players, games, config) {
    return crosstableGrid(readTournamentArgs(lang, players, games, config).tournament, lang);
  },
};
