// Clasificación por países (rules §18.3), the nations cup: the team standings of Clasificación
// por clubes with Jugadores' País as the team (Configuración › Equipos = País) — Puesto, País,
// Puntos, Puntos Scrabble, Jugadores, Puntúan. A player with no País is in no team. Written by
// Actualizar clasificación, shown on the live page and the hall's screen.
import { type Scoresheet } from '../../core/scores';
import { teamStandingsGrid } from './clubStandingsView';
import { type Tournament } from '../../core/model';
import { type Language } from '../../i18n';
import { type Cell, type Grid, normaliseLabel } from '../grid/cells';
import type { LoadedTournament } from '../tournament/loadTournament';

/** Each player's country by name, from Jugadores' País (empty without the column). */
export function countriesOf(loaded: LoadedTournament): Map<string, string> {
  return loaded.roster.countries;
}

/** The team of a player for the nations cup: their País ('' = none). */
export const countryOf =
  (countries: ReadonlyMap<string, string>) =>
  (player: { name: string }): string =>
    countries.get(normaliseLabel(player.name)) ?? '';

export function countryStandingsGrid(
  source: Tournament | Scoresheet,
  bestN: number,
  lang: Language,
  countries: ReadonlyMap<string, string>,
): Cell[][] {
  return teamStandingsGrid(source, bestN, lang, 'col.teams.country', countryOf(countries));
}

/** rules §18.3: the nations cup when Configuración › Equipos is País — its grid; null otherwise. */
export function nationsCup(loaded: LoadedTournament, source: Tournament | Scoresheet = loaded.tournament): Grid | null {
  if (loaded.settings.championship.teams !== 'country') return null;
  const { playersPerClub } = loaded.settings.season;
  return countryStandingsGrid(source, playersPerClub, loaded.lang, countriesOf(loaded));
}
