// rules §18 No emparejar con: two players the director keeps apart never meet. Who may meet
// is the criterion `forbiddenPair` (criteria.ts, part of `canMeet`, so every procedure, the
// bye and the guard treat such a pair like a rematch); this file names the pair when a round
// cannot be paired without it, and refuses a round robin whose table would bring them
// together (docs/pairing.md "Players who must not meet").
import { AtrilError } from '../errors';
import type { Player, Tournament } from '../model';
import { byeCandidates, forbiddenPair, type MayMeet } from './criteria';
import { isPairable } from './optimise';
import { isPresent, type PairingPlayer } from './state';

const label = (player: { name: string; id: number }) => `${player.name} (${player.id})`;

/** Each kept-apart pair among `players`, once (lower N° first). */
function pairsAmong(players: readonly PairingPlayer[]): [PairingPlayer, PairingPlayer][] {
  const byId = new Map(players.map((player) => [player.id, player] as const));
  const pairs: [PairingPlayer, PairingPlayer][] = [];
  for (const player of players)
    for (const id of player.forbidden ?? []) {
      const other = byId.get(id);
      if (other && player.id < other.id) pairs.push([player, other]);
    }
  return pairs.sort(([a, b], [c, d]) => a.id - c.id || b.id - d.id);
}

/** Whether the round's players can all be paired (one of them resting when odd, rules §3.4 regla 4) with `mayMeet`. */
function roundPairable(players: readonly PairingPlayer[], mayMeet: MayMeet): boolean {
  if (players.length % 2 === 0) return isPairable(players, mayMeet);
  return byeCandidates(players).some((bye) =>
    isPairable(
      players.filter((player) => player !== bye),
      mayMeet,
    ),
  );
}

/**
 * When the round's `players` cannot be paired: the refusal naming the kept-apart pair whose
 * game alone would make a pairing possible (or every such pair of the round, when no single
 * one would); null when the pairs kept apart are not the cause (rematches are).
 */
export function forbiddenRefusal(players: readonly PairingPlayer[], round: number): AtrilError | null {
  const pairs = pairsAmong(players);
  if (pairs.length === 0) return null;
  const allowing =
    (allowed: readonly [PairingPlayer, PairingPlayer][]): MayMeet =>
    (a, b) =>
      a.id !== b.id &&
      !a.met.has(b.id) &&
      (!forbiddenPair(a, b) || allowed.some(([x, y]) => (x === a && y === b) || (x === b && y === a)));
  const refuse = (named: readonly [PairingPlayer, PairingPlayer][]) =>
    new AtrilError('pairing.forbidden.impossible', {
      round,
      pairs: named.map(([a, b]) => `${label(a)} – ${label(b)}`).join('; '),
      count: named.length,
    });
  const single = pairs.find((pair) => roundPairable(players, allowing([pair])));
  if (single) return refuse([single]);
  return roundPairable(players, allowing(pairs)) ? refuse(pairs) : null;
}

/**
 * The round in which the Berger table of `n` players brings positions `x` and `y` (1-based,
 * pairing order) together: the round r with x + y ≡ r + 1 (mod N − 1), N = n rounded up to
 * even, and 2x ≡ r + 1 when y is N (roundRobin.ts `bergerRound`).
 */
export function bergerMeetingRound(n: number, x: number, y: number): number {
  const size = n % 2 === 0 ? n : n + 1;
  const modulus = size - 1;
  const [low, high] = x < y ? [x, y] : [y, x];
  const sum = high === size ? 2 * low : low + high;
  const round = (((sum - 1) % modulus) + modulus) % modulus;
  return round === 0 ? modulus : round;
}

/**
 * rules §18 in a round robin (DECISION, docs/pairing.md): the Berger table fixes who meets
 * when, and a round robin is everyone against everyone, so a kept-apart pair that the table
 * would still bring together (both playing that round, from `round` on) refuses the pairing
 * of every round, from the first, naming the pair and the round they would meet.
 */
export function assertRoundRobinApart(tournament: Tournament, order: readonly Player[], round: number): void {
  const position = new Map(order.map((player, index) => [player.id, index + 1] as const));
  for (const [a, b] of tournament.forbiddenPairs ?? []) {
    const x = position.get(a);
    const y = position.get(b);
    if (x === undefined || y === undefined || a === b) continue;
    const meets = bergerMeetingRound(order.length, x, y);
    if (meets < round || !isPresent(order[x - 1], meets) || !isPresent(order[y - 1], meets)) continue;
    throw new AtrilError('pairing.forbidden.roundRobin', {
      round,
      first: label(order[x - 1]),
      second: label(order[y - 1]),
      meets,
    });
  }
}
