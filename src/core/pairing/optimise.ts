// The optimising search (rules §3.5) for when the paper procedure and its backtracking find
// no pairing of the paper's shape: among all legal pairings, the one with the
// lexicographically least sums of the "Best fit" levels (criteria.ts, pairCost). Solved as
// a maximum-weight perfect matching on the compatibility graph; this file only turns the
// levels into weights and reads the matching back.
import {
  BEST_FIT_LEVELS,
  type CostLevel,
  type MayMeet,
  canMeet,
  compareTable,
  pairCost,
  scoreGroupEnd,
  seating,
} from './criteria';
import { maxWeightMatching, maximumMatching, type WeightedEdge } from './matching';
import type { PairingPlayer } from './state';

/** Above this many players the search is decomposed by score groups (whole-field blossom is O(n³)). */
export const EXACT_LIMIT = 160;

const SAFE = 2 ** 50;

/**
 * Integer weights whose maximum-weight matching is the maximum-cardinality matching with
 * the lexicographically smallest sums of the cost levels: each level is multiplied by more
 * than the largest possible total of the levels after it, and a constant above every cost
 * total is added to each edge. Trailing levels (tie-breaks) are dropped while the weights
 * would pass 2^50.
 */
function lexicographicWeights(candidates: { i: number; j: number; levels: number[] }[], pairs: number): WeightedEdge[] {
  let levels = candidates[0]?.levels.length ?? 0;
  for (; levels > 0; levels--) {
    const factors: number[] = new Array(levels).fill(1);
    let bound = 1;
    for (let level = levels - 1; level >= 0; level--) {
      factors[level] = bound;
      const max = candidates.reduce((top, c) => Math.max(top, c.levels[level]), 0);
      bound *= pairs * max + 1;
    }
    if (bound * (pairs + 1) * 2 >= SAFE) continue;
    return candidates.map(({ i, j, levels: costs }) => ({
      i,
      j,
      weight: bound - costs.slice(0, levels).reduce((sum, cost, level) => sum + cost * factors[level], 0),
    }));
  }
  return candidates.map(({ i, j }) => ({ i, j, weight: 1 }));
}

/**
 * Best pairing of `players` (even count) under the rules §3.5 criteria (or the `levels`
 * given, criteria.ts `costLevels`), as pairs of players; null when no perfect matching
 * without rematches exists.
 */
export function optimalPairing(
  players: readonly PairingPlayer[],
  levels: readonly CostLevel[] = BEST_FIT_LEVELS,
): [PairingPlayer, PairingPlayer][] | null {
  const seats = seating(players);
  const m = seats.length;
  if (m === 0) return [];
  const candidates: { i: number; j: number; levels: number[] }[] = [];
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) {
      if (canMeet(seats[i].player, seats[j].player))
        candidates.push({ i, j, levels: pairCost(seats[i], seats[j], levels) });
    }
  }
  const edges = lexicographicWeights(candidates, m / 2);
  const mate = maxWeightMatching(m, edges);
  const pairs: [PairingPlayer, PairingPlayer][] = [];
  for (let i = 0; i < m; i++) {
    if (mate[i] < 0) return null;
    if (mate[i] > i) pairs.push([seats[i].player, seats[mate[i]].player]);
  }
  return pairs;
}

/** A perfect matching without rematches (or of `mayMeet` pairs) of `players` exists (rules §3.5 feasibility check). */
export function isPairable(players: readonly PairingPlayer[], mayMeet: MayMeet = canMeet): boolean {
  return players.length % 2 === 0 && unpairablePlayers(players, mayMeet).length === 0;
}

/** Players left single by a maximum matching without rematches (whom to name in a refusal). */
export function unpairablePlayers(players: readonly PairingPlayer[], mayMeet: MayMeet = canMeet): PairingPlayer[] {
  const sorted = [...players].sort(compareTable);
  const mate = maximumMatching(sorted.length, (i, j) => mayMeet(sorted[i], sorted[j]));
  return sorted.filter((_, index) => mate[index] < 0);
}

/**
 * Large fields: the same search one score group at a time. The top group is matched
 * together with a window of the players below it; its pairs are kept when the rest stays
 * pairable, else the window grows (up to the whole field, i.e. the exact search).
 */
export function decomposedPairing(
  players: readonly PairingPlayer[],
  levels: readonly CostLevel[] = BEST_FIT_LEVELS,
): [PairingPlayer, PairingPlayer][] | null {
  let remaining = [...players].sort(compareTable);
  const pairs: [PairingPlayer, PairingPlayer][] = [];
  while (remaining.length > EXACT_LIMIT) {
    const size = scoreGroupEnd(remaining, 0);
    let windowEnd = size;
    let accepted = false;
    for (;;) {
      // Whole score groups, at least as many players again as the group, and an even total.
      let end = Math.min(remaining.length, Math.max(windowEnd, 2 * size + 8));
      end = scoreGroupEnd(remaining, end - 1);
      if (end % 2 === 1 && end < remaining.length) end++;
      windowEnd = end;
      if (windowEnd >= remaining.length) break;
      const window = remaining.slice(0, windowEnd);
      const result = optimalPairing(window, levels);
      if (result) {
        const top = new Set(remaining.slice(0, size));
        const kept = result.filter(([a, b]) => top.has(a) || top.has(b));
        const used = new Set(kept.flat());
        const rest = remaining.filter((player) => !used.has(player));
        if (isPairable(rest)) {
          pairs.push(...kept);
          remaining = rest;
          accepted = true;
          break;
        }
      }
      windowEnd = windowEnd * 2;
    }
    if (!accepted) break;
  }
  const last = optimalPairing(remaining, levels);
  return last ? [...pairs, ...last] : null;
}
