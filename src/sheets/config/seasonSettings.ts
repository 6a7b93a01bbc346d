// The season settings of Configuración (rules §2): `Jugadores por club` (club standings,
// default 3), `Puntos de temporada` (the quadratic scale by default, or a list of points by
// place) and `Partidas para primer escalafón` (docs/season.md, default 5). Keys the core's
// TournamentConfig does not model: readConfig hands them on in `extra`, with their rows.
import { AtrilError } from '../../core/errors';
import {
  DEFAULT_FIRST_RATING_GAMES,
  DEFAULT_PLAYERS_PER_CLUB,
  DEFAULT_SEASON_SCALE,
  type SeasonScale,
} from '../../core/season';
import { type Language, t } from '../../i18n';
import { type Cell, cellNumber, cellText, isBlank, positiveInteger } from '../grid/cells';
import { matchWord } from '../grid/labels';
import { type ConfigEntries, extraReader } from './configuration';

export interface SeasonSettings {
  playersPerClub: number;
  scale: SeasonScale;
  firstRatingGames: number;
}

export const DEFAULT_SEASON_SETTINGS: SeasonSettings = {
  playersPerClub: DEFAULT_PLAYERS_PER_CLUB,
  scale: DEFAULT_SEASON_SCALE,
  firstRatingGames: DEFAULT_FIRST_RATING_GAMES,
};

/**
 * `Puntos de temporada`: "Escala cuadrática" (either language, or blank) for the quadratic
 * scale; otherwise the points of places 1, 2, … as numbers separated by commas, semicolons
 * or spaces ("25, 18, 15, 12, 10, 8, 6, 4, 2, 1"; a decimal takes a point).
 */
export function parseSeasonPoints(cell: Cell): SeasonScale {
  if (isBlank(cell)) return DEFAULT_SEASON_SCALE;
  if (typeof cell === 'number') return { kind: 'list', points: [nonNegative(cell)] };
  const text = cellText(cell);
  if (matchWord(text, { quadratic: 'value.quadratic' }) !== null) return DEFAULT_SEASON_SCALE;
  const points = text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => {
      let value: number | null = null;
      try {
        value = cellNumber(part);
      } catch {
        // Not a number: said below, with what the setting takes.
      }
      if (value === null) throw new AtrilError('error.season.badPoints', { value: part });
      return nonNegative(value);
    });
  return { kind: 'list', points };
}

function nonNegative(value: number): number {
  if (value < 0) throw new AtrilError('error.negative', { value });
  return value;
}

/** The season settings; a bad value is reported at its Configuración row and key. */
export function readSeasonSettings(
  entries: Pick<ConfigEntries, 'extra'> & { extraRows?: ConfigEntries['extraRows'] },
  lang: Language,
  tab: string = t(lang, 'tab.config'),
): SeasonSettings {
  const settings: SeasonSettings = { ...DEFAULT_SEASON_SETTINGS };
  const read = extraReader(entries, lang, tab);
  read('config.playersPerClub', positiveInteger, (value) => (settings.playersPerClub = value as number));
  read('config.seasonPoints', parseSeasonPoints, (value) => (settings.scale = value));
  read('config.firstRatingGames', positiveInteger, (value) => (settings.firstRatingGames = value as number));
  return settings;
}
