// The ranking list (rules §3.2): the pairing order kept for the whole tournament, and the
// N° each player keeps once assigned.
import { type Player, type TournamentConfig } from './model';
import { compareText } from './text';

/** A player as typed, N° possibly still blank. */
export type UnnumberedPlayer = Omit<Player, 'id'> & { id: number | null };

/**
 * Surname for the "equal ratings by surname" rule: the part before a comma
 * ("García López, Ana"), else everything after the first word ("Ana García López").
 */
export function surname(name: string): string {
  const comma = name.indexOf(',');
  if (comma >= 0) return name.slice(0, comma).trim();
  const space = name.trim().indexOf(' ');
  return space >= 0 ? name.trim().slice(space + 1) : name.trim();
}

/** Deterministic pseudo-random key from a seed and a name (FNV-1a), for the seeded random order of unrated players. */
function seededKey(seed: number, name: string): number {
  let hash = 2166136261 ^ seed;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/**
 * Compares two players for the pairing order: rating (highest first), equal ratings by
 * surname; unrated players after all rated ones, by known average (highest first), then
 * alphabetically or in seeded random order (setting).
 */
export function comparePairingOrder(
  a: Pick<Player, 'name' | 'rating' | 'average'>,
  b: Pick<Player, 'name' | 'rating' | 'average'>,
  config: Pick<TournamentConfig, 'unratedOrder' | 'seed'>,
): number {
  if (a.rating !== null && b.rating !== null) {
    return b.rating - a.rating || compareText(surname(a.name), surname(b.name)) || compareText(a.name, b.name);
  }
  if (a.rating !== null) return -1;
  if (b.rating !== null) return 1;
  const averages = (b.average ?? -1) - (a.average ?? -1);
  if (averages !== 0) return averages;
  if (config.unratedOrder === 'random') {
    const diff = seededKey(config.seed, a.name) - seededKey(config.seed, b.name);
    if (diff !== 0) return diff;
  }
  return compareText(surname(a.name), surname(b.name)) || compareText(a.name, b.name);
}

/** Players sorted into the pairing order (index 0 = first of the list). */
export function pairingOrder<P extends Pick<Player, 'name' | 'rating' | 'average'>>(
  players: readonly P[],
  config: Pick<TournamentConfig, 'unratedOrder' | 'seed'>,
): P[] {
  return [...players].sort((a, b) => comparePairingOrder(a, b, config));
}

/**
 * Gives every player without a N° one: before any N° exists, 1..n in pairing order;
 * afterwards (late entrants) the next free numbers, in pairing order among themselves.
 */
export function assignNumbers<P extends UnnumberedPlayer>(
  players: readonly P[],
  config: Pick<TournamentConfig, 'unratedOrder' | 'seed'>,
): (P & { id: number })[] {
  let next = players.reduce((max, player) => Math.max(max, player.id ?? 0), 0) + 1;
  const numbers = new Map<P, number>();
  for (const player of pairingOrder(
    players.filter((p) => p.id === null),
    config,
  ))
    numbers.set(player, next++);
  return players.map((player) => ({ ...player, id: player.id ?? (numbers.get(player) as number) }));
}
