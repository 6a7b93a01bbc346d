// Reparto de premios as data (rules §11, §11.1): one line per prize in Premios' order with
// what its winner receives after sharing, and after the last prize a tie shared a line for
// each tied player who receives a share without an overall prize of his own.
import { type Award, allocatePrizes } from './assignment';
import type { PrizeField, PrizeRow } from './field';
import type { Prize, PrizeRules } from './prize';
import type { SharedTie } from './sharing';

export interface PrizeLine {
  /** The award (a prize of Premios); null for a shared line of a tied player without a prize of his own. */
  award: Award | null;
  /** Who receives it; null for a Desierto. */
  player: PrizeRow | null;
  /** Cents received after sharing. */
  amount: number;
  /** The tie whose money this line shares (or that he left, below the minimum), if any. */
  tie: SharedTie | null;
}

export interface PrizeList {
  lines: PrizeLine[];
  awards: Award[];
  ties: SharedTie[];
  /** The money paid, in cents: the sum of the lines (equal to the amounts assigned). */
  cash: number;
}

export function prizeList(prizes: readonly Prize[], field: PrizeField, rules: PrizeRules): PrizeList {
  const { awards, amounts, ties, extra } = allocatePrizes(prizes, field, rules);
  const tieOf = new Map<number, SharedTie>();
  for (const tie of ties) for (const index of tie.prizes) tieOf.set(index, tie);
  const lastOf = new Map(ties.map((tie) => [Math.max(...tie.prizes), tie] as const));
  const lines: PrizeLine[] = [];
  awards.forEach((award, index) => {
    lines.push({ award, player: award.winner, amount: amounts[index], tie: tieOf.get(index) ?? null });
    // A tie's own lines after the last of the prizes it pooled.
    const tie = lastOf.get(index);
    if (tie)
      for (const line of extra)
        if (line.tie === tie) lines.push({ award: null, player: line.player, amount: line.amount, tie });
  });
  const cash = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines, awards, ties, cash };
}
