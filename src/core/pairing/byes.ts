// The bye (descanso) of a Swiss round: rules §3.4 regla 4 and the rules §3.5 guarantee.
import { AtrilError } from '../errors';
import { byeCandidates, canMeet } from './criteria';
import { isPairable, unpairablePlayers } from './optimise';
import type { PairingPlayer } from './state';

export interface ByeChoice {
  bye: PairingPlayer | null;
  /** Lower eligible players passed over because the rest could not be paired without a rematch. */
  passedOver: PairingPlayer[];
}

const label = (players: readonly PairingPlayer[]) => players.map((p) => `${p.name} (${p.id})`).join(', ');

/**
 * With an odd number present, the bye goes to the last of the table without a previous bye
 * (regla 4) — or, when the others could then not all be paired without a rematch, to the
 * lowest eligible player whose removal leaves them pairable (rules §3.5). With an even
 * number nobody gets it. Throws pairing.impossible.* naming the players when no legal
 * pairing exists.
 */
export function chooseBye(players: readonly PairingPlayer[], round: number): ByeChoice {
  if (players.length % 2 === 0) {
    if (!isPairable(players)) throw impossible(players, round);
    return { bye: null, passedOver: [] };
  }
  const passedOver: PairingPlayer[] = [];
  const candidates = byeCandidates(players);
  for (const candidate of candidates) {
    if (isPairable(players.filter((player) => player !== candidate))) return { bye: candidate, passedOver };
    passedOver.push(candidate);
  }
  if (candidates.length === 0) throw new AtrilError('pairing.impossible.bye', { round, players: label(players) });
  // Name who is stuck in the most deserving case (the paper's own choice of bye).
  const others = players.filter((player) => player !== candidates[0]);
  const stuck = others.some((p) => !others.some((q) => canMeet(p, q)));
  if (stuck) throw impossible(others, round);
  throw new AtrilError('pairing.impossible.bye', { round, players: label(candidates) });
}

function impossible(players: readonly PairingPlayer[], round: number): AtrilError {
  const isolated = players.filter((p) => !players.some((q) => canMeet(p, q)));
  if (isolated.length > 0)
    return new AtrilError('pairing.impossible.none', { round, players: label(isolated), count: isolated.length });
  return new AtrilError('pairing.impossible.some', { round, players: label(unpairablePlayers(players)) });
}
