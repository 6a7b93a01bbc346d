// Regla de Gibson (rules §3.9): before a round, a leader whose lead in points is larger than
// the points still to be played has clinched first place; he meets the highest-ranked player
// who can no longer reach a prize place (Puestos con premio) and whom he has not met, so that
// he does not decide the other prizes. Each piece here is one named criterion; index.ts
// puts them in the round. Decisions: docs/pairing.md "Regla de Gibson".
import type { TournamentConfig } from '../model';
import { canMeet, sameClub } from './criteria';
import { isPairable } from './optimise';
import type { PairingPlayer } from './state';

/**
 * The points a player can still earn from `round` to the last planned round, this one
 * included: a win (or a bye, if it gives more) each round. A round beyond the plan counts
 * as the last one.
 */
export function pointsLeft(config: Pick<TournamentConfig, 'rounds' | 'byePoints'>, round: number): number {
  return (Math.max(config.rounds, round) - round + 1) * Math.max(1, config.byePoints);
}

/** "Highest-ranked" for the rule: more points (standings points, rules §3.1), then the pairing order. */
export function compareRanking(a: PairingPlayer, b: PairingPlayer): number {
  return b.points - a.points || a.rank - b.rank;
}

/**
 * The player who has clinched first place before the round: his points exceed every other
 * player's by more than `left` (rules §3.9). Everyone in the tournament counts, present or
 * not (a withdrawn player keeps his place in the standings). Null when nobody has.
 */
export function clinchedLeader(everyone: readonly PairingPlayer[], left: number): PairingPlayer | null {
  const [first, second] = [...everyone].sort(compareRanking);
  if (!first || !second) return null;
  return first.points - second.points > left ? first : null;
}

/**
 * rules §3.9: `player` can no longer reach a prize place — at least `prizePlaces` others
 * already have more points than he can reach with every point left (a tie could still
 * share the place, so it does not shut him out).
 */
export function outOfPrizes(
  player: PairingPlayer,
  everyone: readonly PairingPlayer[],
  left: number,
  prizePlaces: number,
): boolean {
  const best = player.points + left;
  return everyone.filter((other) => other !== player && other.points > best).length >= prizePlaces;
}

/**
 * The leader's opponent under the rule: among the players being paired (`players`, the bye
 * already out), those out of the prizes whom he has not met, highest-ranked first — while
 * Evitar mismo club applies (`avoidClub`), those of another club first — the first whose
 * pairing leaves the others pairable without a rematch. Null when there is none.
 */
export function gibsonOpponent(
  leader: PairingPlayer,
  players: readonly PairingPlayer[],
  everyone: readonly PairingPlayer[],
  config: Pick<TournamentConfig, 'rounds' | 'byePoints' | 'prizePlaces'>,
  round: number,
  avoidClub: boolean,
): PairingPlayer | null {
  const left = pointsLeft(config, round);
  const candidates = players
    .filter((other) => other !== leader && canMeet(leader, other))
    .filter((other) => outOfPrizes(other, everyone, left, config.prizePlaces))
    .sort(compareRanking);
  const ordered = avoidClub
    ? [...candidates.filter((other) => !sameClub(leader, other)), ...candidates.filter((o) => sameClub(leader, o))]
    : candidates;
  return ordered.find((other) => isPairable(players.filter((player) => player !== leader && player !== other))) ?? null;
}
