// The season table (rules §2 "Temporada"): one column per closed tournament with the points
// each player earned there, and the total. Players are the same person across tournaments
// when their names are equal with accents and case aside ("José García" = "Jose garcia").
import { compareText, foldText } from '../text';

export interface SeasonPlayer {
  /** The name as first written in the season. */
  name: string;
  /** One cell per column; null where the player did not score in that tournament. */
  points: (number | null)[];
}

export interface SeasonTable {
  /** Column headers: tournament names (or any column the club added by hand). */
  columns: string[];
  players: SeasonPlayer[];
}

export interface SeasonAward {
  name: string;
  points: number;
}

export interface SeasonStanding {
  /** Shared by equal totals (1, 1, 3). */
  place: number;
  name: string;
  points: (number | null)[];
  total: number;
}

export const EMPTY_SEASON: SeasonTable = { columns: [], players: [] };

/** The column of a tournament, its name compared with accents and case aside; -1 when absent. */
export function seasonColumn(table: SeasonTable, name: string): number {
  const key = foldText(name);
  return table.columns.findIndex((column) => foldText(column) === key);
}

/**
 * The table with one more column, `name`, holding `awards` (several awards to one player,
 * e.g. a classic and a duplicate part of one tournament, add up). New players go to the end.
 */
export function withSeasonColumn(table: SeasonTable, name: string, awards: readonly SeasonAward[]): SeasonTable {
  const players = table.players.map((player) => ({ name: player.name, points: [...player.points, null] }));
  const index = new Map(players.map((player, i) => [foldText(player.name), i] as const));
  for (const award of awards) {
    const key = foldText(award.name);
    let at = index.get(key);
    if (at === undefined) {
      at = players.length;
      index.set(key, at);
      players.push({ name: award.name, points: [...table.columns.map(() => null), null] });
    }
    const cells = players[at].points;
    cells[cells.length - 1] = (cells[cells.length - 1] ?? 0) + award.points;
  }
  return { columns: [...table.columns, name], players };
}

/** The table without column `index`; players left without any points leave the table too. */
export function withoutSeasonColumn(table: SeasonTable, index: number): SeasonTable {
  const drop = <T>(cells: readonly T[]): T[] => cells.filter((_, i) => i !== index);
  return {
    columns: drop(table.columns),
    players: table.players
      .map((player) => ({ name: player.name, points: drop(player.points) }))
      .filter((player) => player.points.some((cell) => cell !== null)),
  };
}

/** The season standings: total first (blank cells count 0), equal totals share the place and go alphabetically. */
export function seasonStandings(table: SeasonTable): SeasonStanding[] {
  const rows = table.players.map((player) => ({
    place: 0,
    name: player.name,
    points: player.points,
    // Lists may hold decimals: settle the float noise of the sum on 2 decimals.
    total: Math.round(player.points.reduce((sum: number, cell) => sum + (cell ?? 0), 0) * 100) / 100,
  }));
  rows.sort((a, b) => b.total - a.total || compareText(a.name, b.name));
  rows.forEach((row, i) => {
    row.place = i > 0 && rows[i - 1].total === row.total ? rows[i - 1].place : i + 1;
  });
  return rows;
}
