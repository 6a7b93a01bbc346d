// The room of a duplicate game (rules §6.6 "Seating"): every player gets a numbered table,
// in the order the director chose — the tournament's partial duplicate ranking (default),
// the EloDI list, the alphabet, or a seeded draw. Free choice of table is never offered.
import { seededRandom } from '../random';
import { compareText, foldText } from '../text';

export type SeatingBasis = 'ranking' | 'eloDi' | 'alphabetical' | 'random';
export const SEATING_BASES: readonly SeatingBasis[] = ['ranking', 'eloDi', 'alphabetical', 'random'];

export interface SeatingInput {
  /** Everyone to seat (names as typed; the same name twice, folded, is seated once). */
  players: readonly string[];
  basis: SeatingBasis;
  /** The partial duplicate ranking so far, best first, with each player's (shared) place; empty before the first game. */
  ranking?: readonly { name: string; place: number }[];
  /** EloDI before the tournament by name (case and accents aside); a name without one is a newcomer. */
  eloDi?: ReadonlyMap<string, number>;
  /** The draw's seed ('random'): the same seed seats the same field the same way. */
  seed?: number;
}

export interface Seat {
  table: number;
  name: string;
  /** Why the player sits there: the place in the partial ranking, or the EloDI; null when neither. */
  place: number | null;
  eloDi: number | null;
}

/** The EloDI order: highest first, equal ratings alphabetically; newcomers (no EloDI) after, alphabetically. */
function byEloDi(names: readonly string[], eloDi: ReadonlyMap<string, number>): string[] {
  const rated = names.filter((name) => eloDi.has(foldText(name)));
  const newcomers = names.filter((name) => !eloDi.has(foldText(name)));
  const rating = (name: string) => eloDi.get(foldText(name)) as number;
  rated.sort((a, b) => rating(b) - rating(a) || compareText(a, b));
  return [...rated, ...alphabetical(newcomers)];
}

const alphabetical = (names: readonly string[]): string[] =>
  [...names].sort((a, b) => compareText(a, b) || (a < b ? -1 : a > b ? 1 : 0));

/** A seeded Fisher–Yates shuffle of the alphabetical order (so the typed order of the list does not matter). */
function drawn(names: readonly string[], seed: number): string[] {
  const random = seededRandom(seed);
  const order = alphabetical(names);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/**
 * Tables 1..n for the field. 'ranking': the players of the partial ranking in its order,
 * then those who have not played yet in the EloDI order; before the first game that is the
 * EloDI order (newcomers alphabetically after). 'eloDi': the EloDI order throughout.
 */
export function seatPlayers(input: SeatingInput): Seat[] {
  const eloDi = new Map<string, number>();
  for (const [name, rating] of input.eloDi ?? new Map<string, number>()) eloDi.set(foldText(name), rating);
  // One seat per player, as first typed.
  const seen = new Set<string>();
  const players = input.players.filter((name) => {
    const key = foldText(name);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Position in the ranking (its order decides the tables) and the place it shows (shared by ties).
  const positions = new Map<string, number>();
  const places = new Map<string, number>();
  (input.ranking ?? []).forEach((entry, index) => {
    const key = foldText(entry.name);
    if (positions.has(key)) return;
    positions.set(key, index);
    places.set(key, entry.place);
  });
  let order: string[];
  switch (input.basis) {
    case 'ranking': {
      const ranked = players
        .filter((name) => positions.has(foldText(name)))
        .sort((a, b) => (positions.get(foldText(a)) as number) - (positions.get(foldText(b)) as number));
      order = [
        ...ranked,
        ...byEloDi(
          players.filter((name) => !positions.has(foldText(name))),
          eloDi,
        ),
      ];
      break;
    }
    case 'eloDi':
      order = byEloDi(players, eloDi);
      break;
    case 'alphabetical':
      order = alphabetical(players);
      break;
    case 'random':
      order = drawn(players, input.seed ?? 1);
      break;
  }
  return order.map((name, index) => ({
    table: index + 1,
    name,
    place: places.get(foldText(name)) ?? null,
    eloDi: eloDi.get(foldText(name)) ?? null,
  }));
}

/** The seats in the alphabetical order of their names (the list players look their table up in). */
export function seatsAlphabetically(seats: readonly Seat[]): Seat[] {
  return [...seats].sort((a, b) => compareText(a.name, b.name) || a.table - b.table);
}
