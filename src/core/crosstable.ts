// The crosstable (rules §4): one row per player in standings order, one cell per round with
// the opponent's N°, the first move (+ had it, − did not) and the result.
import { type Player, type Tournament } from './model';
import type { PlayerResult, RoundStatus } from './scores';
import { type Standings, computeStandings } from './standings';

export interface CrossCell {
  status: RoundStatus;
  /** Opponent's N°; null for a bye or no game. */
  opponent: number | null;
  /** True = had the first move; null for byes, forfeits and no game. */
  firstMove: boolean | null;
  result: PlayerResult | null;
  points: number;
}

export interface CrosstableRow {
  place: number;
  player: Player;
  cells: CrossCell[];
  points: number;
}

export interface Crosstable {
  rounds: number;
  rows: CrosstableRow[];
}

/** The crosstable from computed standings (or from the tournament, with its configured tiebreaks). */
export function crosstable(source: Tournament | Standings): Crosstable {
  const standings = 'rows' in source ? source : computeStandings(source);
  return {
    rounds: standings.sheet.roundCount,
    rows: standings.rows.map((row) => ({
      place: row.place,
      player: row.player,
      points: row.points,
      cells: row.record.rounds.map(({ status, opponent, firstMove, result, points }) => ({
        status,
        opponent,
        firstMove,
        result,
        points,
      })),
    })),
  };
}
