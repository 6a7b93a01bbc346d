// Sharing money on equal points (rules §11, §11.1; Configuración › Reparto de premios and
// Mínimo por jugador). With `Partes iguales` or `Hort`, for the overall prizes of a group and
// each points total P: T are the candidates with P points who hold no other prize of that
// group, M the cash of the overall prizes that went to players of T. When T has two players
// or more and M > 0 they share M — equal split: M / |T| each; Hort: half of his own overall
// prize plus an equal part of the rest. In cents: each share rounded down, the cents left over
// one each in standings order, so the total paid is exactly M. While a share would fall below
// the minimum, the last of T by the tiebreaks leaves the share (rules §11.1). Trophies and
// their Valor are never shared (they stay on their prize's row).
import type { PrizeRow } from './field';
import type { PrizeSharing } from './prize';

export type SharingRule = Exclude<PrizeSharing, 'tiebreak'>;

/**
 * Splits `total` cents among players whose own overall prizes are `own` (standings order):
 * equal M / n; Hort own / 2 + (M − Σ own / 2) / n — which is own / 2 + M / 2n when the own
 * prizes make up M, and still pays exactly M once a player has left the share (rules §11.1).
 * Each share rounded down to the cent, the cents left over one each from the first.
 */
export function splitCents(own: readonly number[], total: number, rule: SharingRule): number[] {
  const n = own.length;
  const sumOwn = own.reduce((sum, mine) => sum + mine, 0);
  // Exact in integers: equal M / n; Hort (n·own + 2M − Σown) / 2n.
  const shares = own.map((mine) =>
    rule === 'equal' ? Math.floor(total / n) : Math.floor((n * mine + 2 * total - sumOwn) / (2 * n)),
  );
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; left > 0; i = (i + 1) % n, left--) shares[i] += 1;
  return shares;
}

/**
 * rules §11.1: the shares of a tie with a minimum per player (cents; null = none): while the
 * smallest share is below it, the last player (standings order) leaves. `kept` players share;
 * `below` is the smallest share of the first split when somebody left (for the Motivo).
 */
export function shareWithMinimum(
  own: readonly number[],
  total: number,
  rule: SharingRule,
  minimum: number | null,
): { kept: number; shares: number[]; below: number | null } {
  let kept = own.length;
  let shares = splitCents(own, total, rule);
  const first = Math.min(...shares);
  while (minimum !== null && kept > 1 && Math.min(...shares) < minimum) {
    kept--;
    shares = splitCents(own.slice(0, kept), total, rule);
  }
  return { kept, shares, below: kept < own.length ? first : null };
}

/** One tie whose players share the overall prizes they won. */
export interface SharedTie {
  /** The group's key ('' for the blank group). */
  group: string;
  points: number;
  rule: SharingRule;
  /** T without those who left it, in standings order: who shares. */
  players: PrizeRow[];
  /** Each player's share in cents, aligned with `players`. */
  shares: number[];
  /** rules §11.1: the last of T who left the share, the minimum being above their share. */
  dropped: PrizeRow[];
  /** The minimum per player (cents) when somebody left; the smallest share before they left. */
  minimum: number | null;
  below: number | null;
  /** The awards (indices) whose money was pooled. */
  prizes: number[];
  /** M, in cents. */
  total: number;
  /** 1-based positions in the ranking of the first and last player of T (Premio "3.º–5.º"). */
  from: number;
  to: number;
}
