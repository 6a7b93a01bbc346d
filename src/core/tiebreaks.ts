// The tiebreaks of rules §4, one named function each, all "higher is better". They read
// the players' histories (scores.ts); opponents' points are their final points so far.
import { type TiebreakId } from './model';
import type { PlayerRecord, RoundRecord, Scoresheet } from './scores';

/** A tiebreak that depends only on the player (and the whole field), not on who else is tied. */
export type TiebreakFn = (record: PlayerRecord, sheet: Scoresheet) => number;

function opponentPoints(entry: RoundRecord, sheet: Scoresheet): number {
  return entry.opponent === null ? 0 : (sheet.byId.get(entry.opponent)?.points ?? 0);
}

/**
 * What one round adds to SB (rules §4, FISE text): the opponent's final points for a win,
 * half of them for a draw, nothing for a loss. Byes and forfeits add nothing (rules §3.1).
 * The player card shows this per round; their sum is sonnebornBerger().
 */
export function sbContribution(entry: RoundRecord, sheet: Scoresheet): number {
  if (!entry.contested) return 0;
  if (entry.result === 'win') return opponentPoints(entry, sheet);
  if (entry.result === 'draw') return opponentPoints(entry, sheet) / 2;
  return 0;
}

/** SB (Sonneborn-Berger): final points of the opponents beaten plus half those of the opponents drawn. */
export function sonnebornBerger(record: PlayerRecord, sheet: Scoresheet): number {
  let total = 0;
  for (const entry of record.rounds) total += sbContribution(entry, sheet);
  return total;
}

/** Puntos Scrabble: the player's own Scrabble scores, byes per setting (rules §4). */
export function scrabblePoints(record: PlayerRecord): number {
  return record.scrabblePoints;
}

/** Spread: Σ (own score − opponent score), byes and forfeits per settings (rules §4). */
export function spread(record: PlayerRecord): number {
  return record.spread;
}

/** Final points of the opponents met in real games (byes, forfeits and absences add nothing). */
function contestedOpponentPoints(record: PlayerRecord, sheet: Scoresheet): number[] {
  const points: number[] = [];
  for (const entry of record.rounds) if (entry.contested) points.push(opponentPoints(entry, sheet));
  return points;
}

/** Buchholz: sum of the final points of every opponent met over the board. */
export function buchholz(record: PlayerRecord, sheet: Scoresheet): number {
  return contestedOpponentPoints(record, sheet).reduce((sum, value) => sum + value, 0);
}

/**
 * Median-Buchholz: Buchholz without the best and the worst opponent. With fewer than three
 * opponents nothing is cut (cutting would leave nothing to compare).
 */
export function medianBuchholz(record: PlayerRecord, sheet: Scoresheet): number {
  const points = contestedOpponentPoints(record, sheet);
  const total = points.reduce((sum, value) => sum + value, 0);
  if (points.length < 3) return total;
  return total - Math.max(...points) - Math.min(...points);
}

/** Progressive (cumulative) score: the sum of the running total after each round. */
export function progressive(record: PlayerRecord): number {
  let running = 0;
  let total = 0;
  for (const entry of record.rounds) {
    running += entry.points;
    total += running;
  }
  return total;
}

/** Wins: games won over the board or by an off-board 1-0 / 0-1 (byes and forfeits are not wins). */
export function wins(record: PlayerRecord): number {
  let count = 0;
  for (const entry of record.rounds) if (entry.contested && entry.result === 'win') count++;
  return count;
}

/** Average rating of the rated opponents met over the board; 0 when there are none. */
export function averageOpponentRating(record: PlayerRecord, sheet: Scoresheet): number {
  let total = 0;
  let count = 0;
  for (const entry of record.rounds) {
    if (!entry.contested || entry.opponent === null) continue;
    const rating = sheet.byId.get(entry.opponent)?.player.rating ?? null;
    if (rating === null) continue;
    total += rating;
    count++;
  }
  return count === 0 ? 0 : total / count;
}

/**
 * Direct encounter, for a group tied on everything before it: the points each scored in
 * the games among them. It only separates the group when every two of them have met over
 * the board (otherwise the mini-table is incomplete and unfair): then the values are
 * returned, else null for all (they stay tied).
 */
export function directEncounter(group: readonly PlayerRecord[]): (number | null)[] {
  if (group.length < 2) return group.map(() => null);
  const members = new Set(group.map((record) => record.player.id));
  const pairs = new Set<string>();
  const values = group.map((record) => {
    let points = 0;
    for (const entry of record.rounds) {
      if (!entry.contested || entry.opponent === null || !members.has(entry.opponent)) continue;
      points += entry.points;
      const [a, b] = [record.player.id, entry.opponent].sort((x, y) => x - y);
      pairs.add(`${a}:${b}`);
    }
    return points;
  });
  const needed = (group.length * (group.length - 1)) / 2;
  return pairs.size === needed ? values : group.map(() => null);
}

/** The tiebreaks that do not depend on who else is tied, by id. */
export const FIELD_TIEBREAKS: Record<Exclude<TiebreakId, 'directEncounter'>, TiebreakFn> = {
  sb: sonnebornBerger,
  scrabblePoints,
  spread,
  buchholz,
  medianBuchholz,
  progressive,
  wins,
  averageOpponentRating,
};
