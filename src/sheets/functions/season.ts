// The season's custom functions (rules §7): CLUB_STANDINGS(players, games, [best_n], [config]),
// the Clasificación por clubes grid (rules §2) live.
import { AtrilError } from '../../core/errors';
import { asGrid } from '../grid/cells';
import { readConfig } from '../config/configuration';
import { DEFAULT_SEASON_SETTINGS, readSeasonSettings } from '../config/seasonSettings';
import { clubStandingsGrid } from '../season/clubStandingsView';
import { isOmitted, optionalNumberArg } from './customFunction';
import { tournamentFunction } from './tournamentArgs';
import { t } from '../../i18n';

export const CLUB_STANDINGS = tournamentFunction(
  'CLUB_STANDINGS',
  { name: 'best_n', type: 'number' },
  (lang, read, bestN, _players, config) => {
    const given = optionalNumberArg('best_n', bestN);
    if (given !== undefined && (!Number.isInteger(given) || given < 1))
      throw new AtrilError('error.atLeast', { value: given, min: 1 }, { arg: 'best_n' });
    // Without best_n: Configuración's Jugadores por club (default 3), read as the menu action reads it.
    const tab = t(lang, 'tab.config');
    const settings = isOmitted(config)
      ? DEFAULT_SEASON_SETTINGS
      : readSeasonSettings(readConfig(asGrid(config), { lang, tab }), lang, tab);
    return clubStandingsGrid(read.tournament, given ?? settings.playersPerClub, lang);
  },
);
