// Reparto de premios as data (rules §11): one line per prize in Premios' order with what
// its winner receives after sharing, and after the last prize a tie shared a line for
// each tied player who receives a share without an overall prize of his own.
import type { StandingRow, Standings } from '../standings';
import { type Award, type PrizeField, assignPrizes } from './assignment';
import type { Prize, PrizeSharing } from './prize';
import { type SharedTie, shareOnEqualPoints } from './sharing';

export interface PrizeLine {
  /** The award (a prize of Premios); null for a shared line of a tied player without a prize of his own. */
  award: Award | null;
  /** Who receives it; null for a Desierto. */
  player: StandingRow | null;
  /** Cents received after sharing. */
  amount: number;
  /** The tie whose money this line shares, if any. */
  tie: SharedTie | null;
}

export interface PrizeList {
  lines: PrizeLine[];
  awards: Award[];
  ties: SharedTie[];
  /** The money paid, in cents: the sum of the lines (equal to the amounts assigned). */
  cash: number;
}

export function prizeList(
  prizes: readonly Prize[],
  field: PrizeField & { standings: Standings },
  sharing: PrizeSharing,
): PrizeList {
  const awards = assignPrizes(prizes, field);
  const shared = shareOnEqualPoints(awards, field.standings, sharing);
  const tieOf = new Map<number, SharedTie>();
  for (const tie of shared.ties) for (const index of tie.prizes) tieOf.set(index, tie);
  const lines: PrizeLine[] = [];
  awards.forEach((award, index) => {
    lines.push({ award, player: award.winner, amount: shared.amounts[index], tie: tieOf.get(index) ?? null });
    // A tie's own lines after the last of the prizes it pooled.
    for (const tie of shared.ties) {
      if (Math.max(...tie.prizes) !== index) continue;
      for (const line of shared.extra.filter((extra) => extra.tie === tie))
        lines.push({ award: null, player: line.player, amount: line.amount, tie });
    }
  });
  const cash = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines, awards, ties: shared.ties, cash };
}
