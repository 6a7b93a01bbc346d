// The season's custom functions (rules §7): CLUB_STANDINGS(players, games, [best_n], [config]),
// the Clasificación por clubes grid (rules §2) live.
import { AtrilError } from '../../core/errors';
import { optionalNumberArg } from './customFunction';
import { clubStandingsGrid } from '../season/clubStandingsView';
import { tournamentFunction } from './tournamentArgs';

export const CLUB_STANDINGS = tournamentFunction(
  'CLUB_STANDINGS',
  { name: 'best_n', type: 'number' },
  (lang, read, bestN) => {
    const given = optionalNumberArg('best_n', bestN);
    if (given !== undefined && (!Number.isInteger(given) || given < 1))
      throw new AtrilError('error.atLeast', { value: given, min: 1 }, { arg: 'best_n' });
    // Without best_n: Configuración's Jugadores por club (default 3), as the menu action reads it.
    const settings = read.settings.season;
    return clubStandingsGrid(read.tournament, given ?? settings.playersPerClub, lang);
  },
);
