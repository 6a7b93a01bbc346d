// Última ronda: Rey de la pista (king of the hill, rules §3.9): the last planned round is
// paired by the current standings — 1st v 2nd, 3rd v 4th, … — and a player whose next one
// down he has already met takes the next one after that. Decisions: docs/pairing.md
// "Última ronda: Rey de la pista".
import type { Message } from '../message';
import type { Tournament, TournamentConfig } from '../model';
import { computeStandings } from '../standings';
import { canMeet, forbiddenPair, type MayMeet, sameClub } from './criteria';
import { isPairable } from './optimise';
import type { PairingPlayer } from './state';

/** rules §3.9: "Rey de la pista" pairs the last planned round (`Rondas`) of a Swiss tournament. */
export function isKingOfTheHillRound(config: Pick<TournamentConfig, 'lastRound' | 'rounds'>, round: number): boolean {
  return config.lastRound === 'kingOfTheHill' && round === config.rounds;
}

/**
 * Every player's place in the standings before `round` (rules §4: points, then the
 * configured tiebreaks), 0 = first; players equal on everything (a shared place) in
 * pairing order (`rank`, by N°).
 */
export function standingsPositions(
  tournament: Tournament,
  round: number,
  rank: ReadonlyMap<number, number>,
): Map<number, number> {
  const before = { ...tournament, games: tournament.games.filter((game) => game.round < round) };
  const rows = computeStandings(before).rows;
  const rankOf = (id: number) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  const ordered = [...rows].sort((a, b) => a.place - b.place || rankOf(a.player.id) - rankOf(b.player.id));
  return new Map(ordered.map((row, index) => [row.player.id, index] as const));
}

export interface HillPair {
  a: PairingPlayer;
  b: PairingPlayer;
  reasons: Message[];
}

/**
 * The king-of-the-hill pairing of `players` (an even number, the bye already out): down the
 * standings, the highest unpaired player takes the next unpaired one below him he may meet
 * (`mayMeet`: no rematch; no club-mate while rules §3.9 Evitar mismo club applies). When
 * that greedy walk leaves someone without an opponent, the walk is repeated taking, at each
 * step, the next one whose pairing leaves the rest pairable (rules §3.5: a legal pairing
 * whenever one exists). Null when no pairing of `mayMeet` pairs exists.
 */
export function kingOfTheHillPairs(
  players: readonly PairingPlayer[],
  position: ReadonlyMap<number, number>,
  mayMeet: MayMeet = canMeet,
): HillPair[] | null {
  const place = (player: PairingPlayer) => position.get(player.id) ?? Number.MAX_SAFE_INTEGER;
  const order = [...players].sort((a, b) => place(a) - place(b) || a.rank - b.rank);
  const walk = (checked: boolean): HillPair[] | null => {
    const unpaired = [...order];
    const pairs: HillPair[] = [];
    while (unpaired.length > 0) {
      const player = unpaired.shift() as PairingPlayer;
      const next = unpaired[0];
      const choice = unpaired.find(
        (other) =>
          mayMeet(player, other) &&
          (!checked ||
            isPairable(
              unpaired.filter((rest) => rest !== other),
              mayMeet,
            )),
      );
      if (!choice) return null;
      unpaired.splice(unpaired.indexOf(choice), 1);
      const reasons: Message[] = [
        { key: 'pairing.reason.kingOfTheHill', params: { first: place(player) + 1, second: place(choice) + 1 } },
      ];
      if (choice !== next) reasons.push(skipReason(player, next, mayMeet));
      pairs.push({ a: player, b: choice, reasons });
    }
    return pairs;
  };
  return walk(false) ?? walk(true);
}

/** Why `player` did not take `next`, the next one down: a rematch, a club-mate, or the rest's sake. */
function skipReason(player: PairingPlayer, next: PairingPlayer, mayMeet: MayMeet): Message {
  if (forbiddenPair(player, next)) return { key: 'pairing.reason.avoidForbidden', params: { number: next.id } };
  if (!canMeet(player, next)) return { key: 'pairing.reason.avoidRematch', params: { number: next.id } };
  if (!mayMeet(player, next) && sameClub(player, next))
    return { key: 'pairing.reason.avoidSameClub', params: { club: player.clubName } };
  return { key: 'pairing.reason.adjusted', params: {} };
}
