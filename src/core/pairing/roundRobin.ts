// Round robin (todos contra todos) by Berger tables (rules §3.8): every player meets every
// other once; with an odd number a dummy completes the table and its opponent rests. The
// table is fixed by the players it starts with: a player added later is refused
// (docs/pairing.md "No rematch, ever").
import type { Game, Player } from '../model';

/** Number of rounds of a round robin of `n` players. */
export function roundRobinRounds(n: number): number {
  return n % 2 === 0 ? n - 1 : n;
}

/**
 * The Berger table for `n` players (numbers 1..n in pairing order), round `round`
 * (1-based): pairs [first move, second], in table order; a null second is the bye (the
 * dummy of an odd field). With N = n rounded up to even, players i, j < N meet in the round
 * where i + j ≡ round + 1 (mod N − 1), and N meets the i with 2i ≡ round + 1. The first
 * move follows the table: between i, j < N the lower number starts when i + j is odd; N
 * starts against i > N/2. Each player starts ⌊(N−1)/2⌋ or ⌈(N−1)/2⌉ times.
 */
export function bergerRound(n: number, round: number): [number, number | null][] {
  const size = n % 2 === 0 ? n : n + 1;
  const modulus = size - 1;
  const residue = (x: number) => ((x % modulus) + modulus) % modulus;
  const target = residue(round + 1);
  const pairs: [number, number | null][] = [];
  for (let i = 1; i < size; i++) {
    if (residue(2 * i) === target) {
      // i meets the last number (the dummy when n is odd).
      const last = size === n ? size : null;
      if (last === null) pairs.push([i, null]);
      else pairs.push(i <= size / 2 ? [i, last] : [last, i]);
      continue;
    }
    for (let j = i + 1; j < size; j++) {
      if (residue(i + j) !== target) continue;
      pairs.push((i + j) % 2 === 1 ? [i, j] : [j, i]);
    }
  }
  // Table order: the pair with the last number first (as Berger tables are printed), then by the lower number.
  const key = (pair: [number, number | null]) =>
    pair[1] === null ? Infinity : pair.includes(size) ? 0 : Math.min(pair[0], pair[1]);
  return pairs.sort((a, b) => key(a) - key(b));
}

/**
 * Whether the rounds 1..`rounds` of `games` follow the Berger table of `order` (players in
 * pairing order): every game is a pair the table puts in its round, and every bye row is
 * the dummy's opponent or a player whose table opponent does not play that round. First
 * moves and table numbers are not compared (a director may swap them by hand).
 */
export function followsBergerTable(
  order: readonly Player[],
  games: readonly Game[],
  rounds: number,
  plays: (player: Player, round: number) => boolean,
): boolean {
  if (rounds > roundRobinRounds(order.length)) return false;
  for (let round = 1; round <= rounds; round++) {
    const opponent = new Map<number, Player | null>();
    for (const [x, y] of bergerRound(order.length, round)) {
      const first = order[x - 1];
      const second = y === null ? null : order[y - 1];
      opponent.set(first.id, second);
      if (second) opponent.set(second.id, first);
    }
    for (const game of games) {
      if (game.round !== round) continue;
      const theirs = opponent.get(game.first);
      if (theirs === undefined) return false;
      if (game.second === null ? theirs !== null && plays(theirs, round) : theirs?.id !== game.second) return false;
    }
  }
  return true;
}

/** More players without a row than this: only all of them together are tried as the newcomers. */
const MAX_ROWLESS_TRIED = 10;

/**
 * rules §3.8: the players of `order` who were not in the table the rounds of `games` were
 * paired from — added to Jugadores after the round robin started. First, the players who
 * play (`plays`) an earlier round and have no row in it (the table gives every player who
 * plays a board or the bye). Else, when the rounds do not follow the table of the whole
 * field: the fewest players without any row whose removal makes them follow it — among
 * as few, the highest N° (a player typed in later gets the next free N°, rules §3.2).
 * Empty before round 1, whenever the rounds follow the table (a player typed in before
 * round 1 with a later entry round is in it), and when no such players explain them.
 */
export function roundRobinNewcomers(
  order: readonly Player[],
  games: readonly Game[],
  plays: (player: Player, round: number) => boolean,
): Player[] {
  const rounds = games.reduce((last, game) => Math.max(last, game.round), 0);
  if (rounds === 0) return [];
  const seated = new Map<number, Set<number>>();
  for (const game of games) {
    const ids = seated.get(game.round) ?? new Set<number>();
    ids.add(game.first);
    if (game.second !== null) ids.add(game.second);
    seated.set(game.round, ids);
  }
  const hasRow = (player: Player, round: number) => seated.get(round)?.has(player.id) ?? false;
  const missing = order.filter((player) => {
    for (let round = 1; round <= rounds; round++) if (plays(player, round) && !hasRow(player, round)) return true;
    return false;
  });
  if (missing.length > 0) return missing;
  if (followsBergerTable(order, games, rounds, plays)) return [];
  const rowless = order
    .filter((player) => !games.some((game) => game.first === player.id || game.second === player.id))
    .sort((a, b) => b.id - a.id);
  const explains = (removed: readonly Player[]) =>
    followsBergerTable(
      order.filter((player) => !removed.includes(player)),
      games,
      rounds,
      plays,
    );
  if (rowless.length <= MAX_ROWLESS_TRIED)
    for (let size = 1; size < rowless.length; size++) {
      const found = subsets(rowless, size).find(explains);
      if (found) return found;
    }
  return rowless.length > 0 && explains(rowless) ? rowless : [];
}

/** The subsets of `items` with `size` elements, in lexicographic order of positions. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const result: T[][] = [];
  for (let i = 0; i + size <= items.length; i++)
    for (const rest of subsets(items.slice(i + 1), size - 1)) result.push([items[i], ...rest]);
  return result;
}
