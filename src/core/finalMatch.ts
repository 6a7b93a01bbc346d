// rules §18.2 The final as it stands in a tournament: the Swiss order that decides who is
// better placed, the match's score now, and its next game. Beside final.ts rather than in
// it: it asks the standings, and the standings ask final.ts for places 1 and 2.
import { finalScore, type FinalScore, nextFinalGame } from './final';
import type { Tournament } from './model';
import { isPresent } from './pairing/state';
import { computeStandings } from './standings';

/** The Swiss standings' order (N°), the final left out: who is better placed. */
export function swissOrder(tournament: Tournament): number[] {
  const { final: _final, ...swiss } = tournament;
  return computeStandings(swiss).rows.map((row) => row.player.id);
}

/** The final's score now; null without a final. */
export function currentFinal(tournament: Tournament): FinalScore | null {
  return tournament.final ? finalScore(tournament.final, swissOrder(tournament), tournament.config) : null;
}

/** The next game of the final as a round to write: the first two of the Swiss still playing. */
export function finalPairing(tournament: Tournament): ReturnType<typeof nextFinalGame> {
  const byId = new Map(tournament.players.map((player) => [player.id, player] as const));
  const plays = (id: number, round: number) => {
    const player = byId.get(id);
    return player !== undefined && isPresent(player, round);
  };
  return nextFinalGame(tournament, swissOrder(tournament), plays);
}
