// The pairing criteria of the FISE Swiss system, each one a named piece with the rule it
// states (rules §3.4, §3.5). The procedures (fise.ts, optimise.ts) and the matching
// algorithms (matching.ts) only combine these; none of them decides a rule by itself.
import type { PairingPlayer } from './state';

/** rules §3.1 / §3.4 regla 3: two players meet at most once. */
export function canMeet(a: PairingPlayer, b: PairingPlayer): boolean {
  return a.id !== b.id && !a.met.has(b.id);
}

/** rules §3.4 regla 4: a player gets at most one bye. */
export function canGetBye(player: PairingPlayer): boolean {
  return !player.hadBye;
}

/**
 * rules §3.4 regla 1 ("the table"): higher pairing score first (points + virtual points),
 * equal scores in pairing order. Score groups are runs of this order.
 */
export function compareTable(a: PairingPlayer, b: PairingPlayer): number {
  return b.score - a.score || a.rank - b.rank;
}

/** rules §3.4 regla 1: the score groups, highest first, each in pairing order. */
export function scoreGroups(players: readonly PairingPlayer[]): PairingPlayer[][] {
  const sorted = [...players].sort(compareTable);
  const groups: PairingPlayer[][] = [];
  for (const player of sorted) {
    const last = groups[groups.length - 1];
    if (last && last[0].score === player.score) last.push(player);
    else groups.push([player]);
  }
  return groups;
}

/**
 * rules §3.4 regla 4: bye candidates, most deserving first — the last of the table (fewest
 * points, then lowest in pairing order) who has not had a bye.
 */
export function byeCandidates(players: readonly PairingPlayer[]): PairingPlayer[] {
  return [...players].sort(compareTable).reverse().filter(canGetBye);
}

/**
 * rules §3.4 regla 2: the order in which a player looks for an opponent inside his (even)
 * group: the bottom half in order, then the rest of his own half below him. Players of the
 * same half meet only when a floater made it necessary.
 */
export function candidateOrder<T>(group: readonly T[], unpaired: (player: T) => boolean, player: T): T[] {
  const half = group.length / 2;
  const index = group.indexOf(player);
  const bottom = group.slice(half);
  const ownHalfBelow = index < half ? group.slice(index + 1, half) : [];
  return [...bottom, ...ownHalfBelow].filter((other) => other !== player && unpaired(other));
}

/**
 * rules §3.5, first and second criteria: the score-group fit of one pair, lower is better,
 * compared in this order:
 * - `crossings`: how many score-group boundaries the pair spans ("keep players in their
 *   score group"): 0 inside a group, 1 between neighbouring groups, …;
 * - `distance`: the difference of the two pairing scores ("move floaters the least, in
 *   points");
 * - `spread`: the square of that difference, so that two short floats beat one long one
 *   (what the paper procedure does: an odd group takes the *next* group's first).
 * A pairing's fit is the sum over its pairs. The paper procedure's shape — every group
 * paired inside itself, an odd group completed from the next group — reaches the least
 * possible value whenever it is legal.
 */
export interface Fit {
  crossings: number;
  distance: number;
  spread: number;
}

/** `groupA`, `groupB`: indices of the players' score groups (0 = top) in the field being paired. */
export function pairFit(a: PairingPlayer, b: PairingPlayer, groupA: number, groupB: number): Fit {
  const distance = Math.abs(a.score - b.score);
  return { crossings: Math.abs(groupA - groupB), distance, spread: distance * distance };
}

export function compareFit(a: Fit, b: Fit): number {
  return a.crossings - b.crossings || a.distance - b.distance || a.spread - b.spread;
}

/**
 * rules §3.5, third criterion: how far a pair is from the FISE order, given the players'
 * positions in the table (`position`) and the first position and size of the score group
 * of the higher player. Inside a group the FISE partner of the k-th player is the k-th of
 * the bottom half; a floater should be the first of its group (position 0 in it).
 */
export function orderDeviation(
  higher: number,
  lower: number,
  groupStart: number,
  groupSize: number,
  lowerGroupStart: number,
): number {
  if (lowerGroupStart === groupStart) {
    const half = Math.ceil(groupSize / 2);
    return Math.abs(lower - higher - half);
  }
  // Across groups: the floater's place in its own group, plus how far the player it meets
  // is from the last place of the upper group (where the floater lands).
  return lower - lowerGroupStart + (groupStart + groupSize - 1 - higher);
}

/**
 * rules §3.7: who has the first move (salida) after round 1. Fewer starts starts; equal
 * counts, the one who did not start in the most recent round where the two differ;
 * otherwise the higher-ranked player (higher in the table). Returns the starter.
 */
export function firstMoveAfterRoundOne(a: PairingPlayer, b: PairingPlayer): PairingPlayer {
  if (a.starts !== b.starts) return a.starts < b.starts ? a : b;
  const rounds = Math.max(a.moves.length, b.moves.length);
  for (let r = rounds - 1; r >= 0; r--) {
    const aStarted = a.moves[r] === 'first';
    const bStarted = b.moves[r] === 'first';
    if (aStarted !== bStarted) return aStarted ? b : a;
  }
  return compareTable(a, b) <= 0 ? a : b;
}

/**
 * rules §3.3: in round 1 the first move alternates by table — on table 1 the higher-ranked
 * player starts (setting: the lower), on table 2 the other one, and so on.
 */
export function higherStartsInRoundOne(table: number, table1: 'higher' | 'lower'): boolean {
  return (table % 2 === 1) === (table1 === 'higher');
}

/** rules §3.7: tables numbered from the top — higher score first, then pairing order (by the pair's better player). */
export function compareTables(a: readonly PairingPlayer[], b: readonly PairingPlayer[]): number {
  const top = (pair: readonly PairingPlayer[]) => [...pair].sort(compareTable)[0];
  return compareTable(top(a), top(b));
}
