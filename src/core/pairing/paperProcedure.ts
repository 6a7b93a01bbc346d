// The FISE paper procedure (rules §3.4 reglas 1–3), as a director does it on paper, and the
// same procedure with backtracking (the director's eraser) for when it paints itself into
// a corner. Both pair players top-down by score group; the bye is already decided.
import { candidateOrder, canMeet, compareTable, type MayMeet, scoreGroupEnd } from './criteria';
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
    for (const player of group) {
      if (paired.has(player)) continue;
      const candidates = candidateOrder(group, (other) => !paired.has(other), player);
      const choice = candidates.find((other) => mayMeet(player, other));
      if (!choice) return null;
      pairs.push({
        higher: player,
        lower: choice,
        avoided: choice === candidates[0] ? null : candidates[0],
        adjusted: false,
      });
      paired.add(player);
      paired.add(choice);
    }
    remaining = remaining.slice(group.length);
  }
  return pairs;
}

/**
 * The choices the paper procedure would record for a pairing found another way (the
 * optimising search), so that its reasons read as the paper's do: groups from the top,
 * each completed by its players' opponents from lower groups (the floaters, last, in table
 * order, as regla 2 places one); in that bracket each player's expected opponent is the
 * first of `candidateOrder` still unpaired. A board skipped that one because the two may
 * not meet (`avoided`), or passed over a compatible one: `adjusted` only when taking it
 * would have left the players still unpaired with no legal pairing (`feasible` says no) —
 * a constraint forced the move; a search's free choice among equals is not a "reajuste".
 */
export function paperChoices(
  pairs: readonly (readonly [PairingPlayer, PairingPlayer])[],
  players: readonly PairingPlayer[],
  feasible: (rest: readonly PairingPlayer[]) => boolean,
  mayMeet: MayMeet = canMeet,
): ProcedurePair[] {
  const partner = new Map<PairingPlayer, PairingPlayer>();
  for (const [a, b] of pairs) {
    partner.set(a, b);
    partner.set(b, a);
  }
  const sorted = [...players].sort(compareTable);
  const done = new Set<PairingPlayer>();
  const choices: ProcedurePair[] = [];
  for (let start = 0; start < sorted.length;) {
    const end = scoreGroupEnd(sorted, start);
    const members = sorted.slice(start, end).filter((player) => !done.has(player));
    start = end;
    const inGroup = new Set(members);
    const floaters = members
      .map((player) => partner.get(player) as PairingPlayer)
      .filter((other) => !inGroup.has(other))
      .sort(compareTable);
    const bracket = [...members, ...floaters];
    for (const player of bracket) {
      if (done.has(player)) continue;
      const actual = partner.get(player) as PairingPlayer;
      const candidates = candidateOrder(bracket, (other) => !done.has(other), player);
      const skipped =
        candidates[0] !== actual && candidates[0] && !mayMeet(player, candidates[0]) ? candidates[0] : null;
      const paper = candidates.find((other) => mayMeet(player, other));
      const forced =
        paper !== undefined &&
        paper !== actual &&
        !feasible(sorted.filter((other) => !done.has(other) && other !== player && other !== paper));
      choices.push({ higher: player, lower: actual, avoided: skipped, adjusted: forced });
      done.add(player);
      done.add(actual);
    }
  }
  return choices;
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
  budget = 20000 + 20 * players.length,
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
      const candidates = candidateOrder(bracket, (other) => !paired.has(other), player);
      let firstCompatible: PairingPlayer | null = null;
      for (const choice of candidates) {
        if (!mayMeet(player, choice)) continue;
        firstCompatible = firstCompatible ?? choice;
        paired.add(player);
        paired.add(choice);
        const skipped = candidates[0] !== choice && !mayMeet(player, candidates[0]) ? candidates[0] : null;
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
