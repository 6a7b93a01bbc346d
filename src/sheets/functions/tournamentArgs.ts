// The tournament tables as custom-function arguments: Jugadores and Rondas with their header
// rows, and optionally Configuración (bye points, tiebreaks, K, system…), read as the menu
// actions read the tabs, so bad cells are named by tab, row, column and value.
import { type Language } from '../../i18n';
import { asGrid } from '../grid/cells';
import { type TournamentRead, readTournament } from '../tournament/readTournament';
import type { Cell } from '../grid/cells';
import { type CustomFunctionDef, type ParamDef, isOmitted, tablePlayersCount } from './customFunction';

export const PLAYERS_PARAM: ParamDef = { name: 'players', type: 'Jugadores!A:H' };
export const GAMES_PARAM: ParamDef = { name: 'games', type: 'Rondas!A:G' };
export const CONFIG_PARAM: ParamDef = { name: 'config', type: 'Configuración!A:B', optional: true };

export function readTournamentArgs(lang: Language, players: unknown, games: unknown, config: unknown): TournamentRead {
  const grid = asGrid(players);
  // rules §14.1: at most MAX_PLAYERS players (rows after the header), counted before any work.
  tablePlayersCount(PLAYERS_PARAM.name, grid);
  return readTournament(
    {
      players: grid,
      games: isOmitted(games) ? null : asGrid(games),
      config: isOmitted(config) ? null : asGrid(config),
    },
    lang,
  );
}

/**
 * A custom function over the tournament tables: (players, games, [extra], [config]), with
 * the tables read before `run` is called. `extra` is the optional argument between them
 * (a round, the tiebreaks, K); `players` is handed on as given, for columns aligned with it,
 * and `config` too, for settings the tournament does not model (e.g. Jugadores por club).
 */
export function tournamentFunction(
  name: string,
  extra: ParamDef | null,
  run: (lang: Language, read: TournamentRead, extra: unknown, players: unknown, config: unknown) => Cell | Cell[][],
): CustomFunctionDef {
  const params = extra
    ? [PLAYERS_PARAM, GAMES_PARAM, { ...extra, optional: true }, CONFIG_PARAM]
    : [PLAYERS_PARAM, GAMES_PARAM, CONFIG_PARAM];
  return {
    name,
    params,
    returns: 'Array<Array<*>>',
    run(lang, players, games, ...rest) {
      const [value, config] = extra ? rest : [undefined, rest[0]];
      return run(lang, readTournamentArgs(lang, players, games, config), value, players, config);
    },
  };
}
