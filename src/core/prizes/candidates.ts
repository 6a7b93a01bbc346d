// Who may receive a prize (rules §11): every player who played at least one round and did
// not withdraw; a withdrawn player's prize passes down the list. In standings order.
import type { StandingRow, Standings } from '../standings';
import type { RoundRecord } from '../scores';

/** A round the player took part in: a game, a bye, a pending game, or a forfeit he won (he was there). */
function tookPart(round: RoundRecord): boolean {
  if (round.status === 'forfeit') return round.result === 'win';
  return (
    round.status === 'played' || round.status === 'offBoard' || round.status === 'bye' || round.status === 'pending'
  );
}

/** The candidates, in standings order (points, then the tiebreaks). */
export function prizeCandidates(standings: Standings): StandingRow[] {
  return standings.rows.filter(
    (row) => row.player.withdrawnFromRound === null && row.record.rounds.some((round) => tookPart(round)),
  );
}
