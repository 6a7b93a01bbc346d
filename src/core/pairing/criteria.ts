// The pairing criteria of the FISE Swiss system (what a good pairing is), each one a named
// piece with the rule it states (rules §3.4, §3.5, §3.7). The procedures
// (paperProcedure.ts, optimise.ts) and the matching algorithms (matching/) only combine
// these; none of them decides a rule by itself.
import type { PairingPlayer } from './state';

/** rules §18 No emparejar con: the director has asked that these two never meet (absolute, like a rematch). */
export function forbiddenPair(a: PairingPlayer, b: PairingPlayer): boolean {
  return a.forbidden !== undefined && a.forbidden.has(b.id);
}

/** rules §3.1 / §3.4 regla 3: two players meet at most once; and (rules §18) never when kept apart. */
export function canMeet(a: PairingPlayer, b: PairingPlayer): boolean {
  return a.id !== b.id && !a.met.has(b.id) && !forbiddenPair(a, b);
}

/** rules §3.9: two players of the same club (compared folded; a blank club is no club). */
export function sameClub(a: PairingPlayer, b: PairingPlayer): boolean {
  return a.club !== '' && a.club === b.club;
}

/** Who may meet in a round: `canMeet`, or `canMeetOtherClub` while rules §3.9 applies. */
export type MayMeet = (a: PairingPlayer, b: PairingPlayer) => boolean;

/** rules §3.1 and §3.9 together: not met yet and not of the same club (the procedures treat a club-mate like a rematch). */
export function canMeetOtherClub(a: PairingPlayer, b: PairingPlayer): boolean {
  return canMeet(a, b) && !sameClub(a, b);
}

/** rules §3.9 Evitar mismo club hasta ronda N: the rule applies in rounds 1..N (0 = off). */
export function avoidsSameClub(untilRound: number, round: number): boolean {
  return round <= untilRound;
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
 * rules §3.4 regla 2: the order in which the player at `index` of his (even) group looks
 * for an opponent — the bottom half in order, then the rest of his own half below him —,
 * one at a time (the procedures stop at the first that fits). Players of the same half
 * meet only when a floater made it necessary.
 */
export function* candidatesInOrder<T>(
  group: readonly T[],
  unpaired: (player: T) => boolean,
  index: number,
): Generator<T> {
  const half = group.length / 2;
  for (let k = half; k < group.length; k++) if (k !== index && unpaired(group[k])) yield group[k];
  for (let k = index + 1; k < half; k++) if (unpaired(group[k])) yield group[k];
}

/**
 * rules §3.4 step 1: where the score group that starts at `from` ends in a table-ordered
 * list (the index after its last player).
 */
export function scoreGroupEnd(sorted: readonly PairingPlayer[], from: number): number {
  let end = from;
  while (end < sorted.length && sorted[end].score === sorted[from].score) end++;
  return end;
}

/**
 * A player's place in the table of the field being paired (rules §3.4 step 1): his
 * position, and the index (0 = top), first position and size of his score group.
 */
export interface Seat {
  player: PairingPlayer;
  position: number;
  group: number;
  groupStart: number;
  groupSize: number;
}

/** The field in table order, each player with his seat (rules §3.4 step 1). */
export function seating(players: readonly PairingPlayer[]): Seat[] {
  const seats: Seat[] = [];
  scoreGroups(players).forEach((members, group) => {
    const groupStart = seats.length;
    for (const player of members) {
      seats.push({ player, position: seats.length, group, groupStart, groupSize: members.length });
    }
  });
  return seats;
}

// The levels of rules §3.5 "Best fit", for one pair: `higher` is the pair's player higher
// in the table. Each is a cost (lower is better) and a whole number; a pairing's value at
// a level is the sum over its pairs, and pairings are compared level by level. The paper
// procedure's shape (every group paired inside itself, an odd group completed from the
// next group) reaches the least possible value of levels 1–3 whenever it is legal. Level 4,
// the FISE order, is not a sum: it is the order in which the players choose (rules §3.4
// step 2, `candidatesInOrder`), which the optimising search follows group by group among
// the pairings with the best levels 1–3 (optimise.ts, docs/pairing.md).

/**
 * rules §3.5 level 1: score-group boundaries the pair crosses ("keep players in their
 * score group"): 0 inside a group, 1 between neighbouring groups, …
 */
export function boundariesCrossed(higher: Seat, lower: Seat): number {
  return Math.abs(higher.group - lower.group);
}

/**
 * rules §3.5 level 2: the gap between the two pairing scores ("move floaters the least, in
 * points"), counted in half points so that it is a whole number (results are ½ or 1).
 */
export function pointGap(higher: Seat, lower: Seat): number {
  return Math.round(2 * Math.abs(higher.player.score - lower.player.score));
}

/**
 * rules §3.5 level 3: the squared gap, so that two short floats beat one long one (what
 * the paper procedure does: an odd group takes the *next* group's first).
 */
export function squaredGap(higher: Seat, lower: Seat): number {
  const gap = pointGap(higher, lower);
  return gap * gap;
}

/** rules §3.5 "Best fit" levels 1–3 in the order they are compared (level 4 is the order of choices). */
export const BEST_FIT_LEVELS = [boundariesCrossed, pointGap, squaredGap] as const;

/** One cost level: a whole number for the pair (`higher` precedes `lower` in the table), lower is better. */
export type CostLevel = (higher: Seat, lower: Seat) => number;

/**
 * rules §3.9 as a cost level: 1 for a board of two players of the same club. While
 * Evitar mismo club applies it comes before every level of rules §3.5, so the fewest
 * same-club boards win first.
 */
export function sameClubBoard(higher: Seat, lower: Seat): number {
  return sameClub(higher.player, lower.player) ? 1 : 0;
}

/**
 * How the optimiser (optimise.ts) may evaluate each level: those that depend on the two
 * players' score groups only, once per pair of groups; the others are "one class" levels —
 * 1 when both players have the same class, 0 otherwise, '' being no class — given by the
 * player's class (rules §3.9: his club).
 */
export const GROUP_LEVELS: ReadonlySet<CostLevel> = new Set<CostLevel>(BEST_FIT_LEVELS);
export const CLASS_LEVELS: ReadonlyMap<CostLevel, (player: PairingPlayer) => string> = new Map([
  [sameClubBoard, (player: PairingPlayer) => player.club],
]);

/** The levels compared in a round: rules §3.5, preceded by rules §3.9's `sameClubBoard` when it applies. */
export function costLevels(avoidSameClub: boolean): readonly CostLevel[] {
  return avoidSameClub ? [sameClubBoard, ...BEST_FIT_LEVELS] : BEST_FIT_LEVELS;
}

/** One pair's cost at every level (rules §3.5 by default), in order (`higher` precedes `lower` in the table). */
export function pairCost(higher: Seat, lower: Seat, levels: readonly CostLevel[] = BEST_FIT_LEVELS): number[] {
  return levels.map((level) => level(higher, lower));
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
