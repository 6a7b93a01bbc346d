// Season points by final place (rules §2 "Temporada"): the quadratic scale by default (rules
// §6.3, the FISE's scale for circuits), or a list such as 25, 18, 15, 12, 10, 8, 6, 4, 2, 1
// (setting `Puntos de temporada`). Shared places share the points as rules §6.3 says.
import { type QuadraticOptions, quadraticPoints, sharedPlacePoints } from '../duplicate/quadratic';
import { type Tournament } from '../model';
import { type Scoresheet, asScoresheet } from '../scores';
import { computeStandings } from '../standings';
import { participants } from './participants';
import { type SeasonAward } from './seasonTable';

export type SeasonScale =
  | { kind: 'quadratic'; quadratic?: QuadraticOptions }
  /** Points of places 1, 2, …; places beyond the list score 0. */
  | { kind: 'list'; points: readonly number[] };

export const DEFAULT_SEASON_SCALE: SeasonScale = { kind: 'quadratic' };

/** The season points of each final place (1-based; a shared place appears once per player) in a field of `players`. */
export function seasonPoints(places: readonly number[], players: number, scale: SeasonScale): number[] {
  if (scale.kind === 'quadratic') return quadraticPoints(places, players, scale.quadratic);
  return sharedPlacePoints(places, players, (place) => scale.points[place - 1] ?? 0);
}

/**
 * The season points of a tournament's final standings (rules §4), the places counted among
 * the players who took part (participants.ts): the field is the players who played.
 */
export function standingsAwards(source: Tournament | Scoresheet, scale: SeasonScale): SeasonAward[] {
  const sheet = asScoresheet(source);
  const ids = participants(sheet);
  const field = { ...sheet, records: sheet.records.filter((record) => ids.has(record.player.id)) };
  const rows = computeStandings(field).rows;
  if (rows.length === 0) return [];
  const points = seasonPoints(
    rows.map((row) => row.place),
    rows.length,
    scale,
  );
  return rows.map((row, i) => ({ name: row.player.name, points: points[i] }));
}

/** A duplicate game's ranking as the season needs it (core/duplicate GameResult fits). */
export interface RankedGame {
  /** Each player's place by total; equal totals share it (rules §6.1). */
  players: readonly { name: string; place: number }[];
}

/**
 * The season points of duplicate games (rules §6.2 (4), §6.3): each game's points by place
 * on the season's scale (the quadratic scale by default), one award per player and game —
 * Temporada adds a player's awards up.
 */
export function duplicateAwards(games: readonly RankedGame[], scale: SeasonScale): SeasonAward[] {
  return games.flatMap((game) => {
    if (game.players.length === 0) return [];
    const points = seasonPoints(
      game.players.map((player) => player.place),
      game.players.length,
      scale,
    );
    return game.players.map((player, i) => ({ name: player.name, points: points[i] }));
  });
}
