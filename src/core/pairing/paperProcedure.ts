// The FISE paper procedure (rules §3.4 reglas 1–3), as a director does it on paper, and the
// same procedure with backtracking (the director's eraser) for when it paints itself into
// a corner. Both pair players top-down by score group; the bye is already decided.
import { candidatesInOrder, canMeet, compareTable, type MayMeet, scoreGroupEnd } from './criteria';
import type { PairingPlayer } from './state';

export interface ProcedurePair {
  /** The player who chose (higher in the group). */
  higher: PairingPlayer;
  lower: PairingPlayer;
  /** The nominal opponent skipped because the two may not meet: they have met (rules §3.4 regla 3), or are club-mates (§3.9). */
  avoided: PairingPlayer | null;
  /** True when a compatible, earlier candidate was passed over by the backtracking. */
  adjusted: boolean;
}

/**
 * The paper procedure, exactly: score groups from the top; an odd group takes the first of
 * the next group into its last place (regla 2); top half against bottom half in order; on a
 * rematch the player takes the next one in the group (regla 3). Returns null when a player
 * is left with no opponent he has not met — the procedure has failed. `mayMeet` is who may
 * meet (criteria.ts: `canMeetOtherClub` while rules §3.9 applies).
 */
export function paperProcedure(players: readonly PairingPlayer[], mayMeet: MayMeet = canMeet): ProcedurePair[] | null {
  let remaining = [...players].sort(compareTable);
  const pairs: ProcedurePair[] = [];
  while (remaining.length > 0) {
    const size = scoreGroupEnd(remaining, 0);
    const group = remaining.slice(0, size);
    if (group.length % 2 === 1) {
      if (remaining.length === size) return null;
      group.push(remaining[size]);
    }
    const paired = new Set<PairingPlayer>();
    const unpaired = (other: PairingPlayer) => !paired.has(other);
    for (const [index, player] of group.entries()) {
      if (paired.has(player)) continue;
      let first: PairingPlayer | null = null;
      let choice: PairingPlayer | null = null;
      for (const other of candidatesInOrder(group, unpaired, index)) {
        first = first ?? other;
        if (mayMeet(player, other)) {
          choice = other;
          break;
        }
      }
      if (!choice) return null;
      pairs.push({
        higher: player,
        lower: choice,
        avoided: choice === first ? null : first,
        adjusted: false,
      });
      paired.add(player);
      paired.add(choice);
    }
    remaining = remaining.slice(group.length);
  }
  return pairs;
}

class BudgetExhausted extends Error {}

/**
 * The paper procedure with backtracking: the same choices in the same order, but when a
 * player is left without an opponent the previous choice inside the group is revised (then
 * the floater: the next player of the next group), and every group must leave the rest
 * pairable (`feasible`). Its result keeps the paper's shape — every group paired inside
 * itself, an odd group completed by one player of the next group — so it has the best
 * score-group fit (rules §3.5); among such pairings it is the first in the paper's order of
 * choices. Earlier groups are not revisited. Returns null when it finds no pairing of that
 * shape or its search budget runs out. `mayMeet` as in `paperProcedure` (`feasible` should
 * use the same).
 */
export function backtrackingProcedure(
  players: readonly PairingPlayer[],
  feasible: (rest: readonly PairingPlayer[]) => boolean,
  budget = 2000 + 2 * players.length,
  mayMeet: MayMeet = canMeet,
): ProcedurePair[] | null {
  let steps = 0;
  const pairs: ProcedurePair[] = [];
  let remaining = [...players].sort(compareTable);

  /** Pairs one bracket (group + floater) so that `rest` stays pairable; pushes onto `pairs`. */
  const pairBracket = (bracket: PairingPlayer[], rest: PairingPlayer[]): boolean => {
    const paired = new Set<PairingPlayer>();
    let cursor = 0;
    const step = (): boolean => {
      if (++steps > budget) throw new BudgetExhausted();
      while (cursor < bracket.length && paired.has(bracket[cursor])) cursor++;
      if (cursor === bracket.length) {
        steps += rest.length / 50;
        return feasible(rest);
      }
      const player = bracket[cursor];
      const saved = cursor;
      let first: PairingPlayer | null = null;
      let firstCompatible: PairingPlayer | null = null;
      // Lazily: the recursion below leaves `paired` as it found it before the next candidate.
      for (const choice of candidatesInOrder(bracket, (other) => !paired.has(other), saved)) {
        first = first ?? choice;
        if (!mayMeet(player, choice)) continue;
        firstCompatible = firstCompatible ?? choice;
        paired.add(player);
        paired.add(choice);
        const skipped = first !== choice && !mayMeet(player, first) ? first : null;
        pairs.push({ higher: player, lower: choice, avoided: skipped, adjusted: choice !== firstCompatible });
        if (step()) return true;
        pairs.pop();
        paired.delete(player);
        paired.delete(choice);
        cursor = saved;
      }
      return false;
    };
    return step();
  };

  try {
    while (remaining.length > 0) {
      const size = scoreGroupEnd(remaining, 0);
      const group = remaining.slice(0, size);
      if (size % 2 === 0) {
        const rest = remaining.slice(size);
        if (!pairBracket(group, rest)) return null;
        remaining = rest;
        continue;
      }
      // Regla 2 takes the next group's first; the backtracking tries the others of that group.
      if (remaining.length === size) return null;
      let done = false;
      const nextEnd = scoreGroupEnd(remaining, size);
      for (let f = size; f < nextEnd && !done; f++) {
        const rest = remaining.filter((_, index) => index >= size && index !== f);
        if (pairBracket([...group, remaining[f]], rest)) {
          remaining = rest;
          done = true;
        }
      }
      if (!done) return null;
    }
    return pairs;
  } catch (error) {
    if (error instanceof BudgetExhausted) return null;
    throw error;
  }
}
