// The tournament tables as custom-function arguments: Jugadores and Rondas with their header
// rows, and optionally Configuración (bye points, tiebreaks, K, system…), read as the menu
// actions read the tabs, so bad cells are named by tab, row, column and value.
import { type Language } from '../../i18n/index';
import { asGrid } from '../grid/cells';
import { type TournamentRead, readTournament } from '../tournament/readTournament';
import { type ParamDef, isOmitted } from './customFunction';

export const PLAYERS_PARAM: ParamDef = { name: 'players', type: 'Jugadores!A:H' };
export const GAMES_PARAM: ParamDef = { name: 'games', type: 'Rondas!A:G' };
export const CONFIG_PARAM: ParamDef = { name: 'config', type: 'Configuración!A:B', optional: true };

export function readTournamentArgs(lang: Language, players: unknown, games: unknown, config: unknown): TournamentRead {
  return readTournament(
    {
      players: asGrid(players),
      games: isOmitted(games) ? null : asGrid(games),
      config: isOmitted(config) ? null : asGrid(config),
    },
    lang,
  );
}
