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
 * A tie's split as splitCents gives it, for the first `k` of players whose own overall prizes
 * are `own` followed by zeros (a tie's players with an overall prize come first): each share
 * without building the list. Exact in integers: the cents left over are fewer than k (each
 * share is rounded down by less than a cent), so they go one each to the first `left`.
 */
export interface TieSplit {
  kept: number;
  /** The share of the i-th player (i < kept). */
  share(i: number): number;
  /** The smallest share. */
  least(): number;
}

function splitFirst(own: readonly number[], k: number, total: number, rule: SharingRule): TieSplit {
  const j = Math.min(k, own.length);
  let sumOwn = 0;
  for (let i = 0; i < j; i++) sumOwn += own[i];
  const floorOf = (mine: number) =>
    rule === 'equal' ? Math.floor(total / k) : Math.floor((k * mine + 2 * total - sumOwn) / (2 * k));
  const floors: number[] = [];
  let sum = 0;
  for (let i = 0; i < j; i++) sum += floors[i] = floorOf(own[i]);
  const base = floorOf(0);
  const left = total - sum - (k - j) * base;
  const share = (i: number) => (i < j ? floors[i] : base) + (i < left ? 1 : 0);
  return {
    kept: k,
    share,
    // Past the own prizes the last player holds the base share, the least of all (own ≥ 0).
    least() {
      if (k > j) return base;
      let least = Infinity;
      for (let i = 0; i < k; i++) least = Math.min(least, share(i));
      return least;
    },
  };
}

/**
 * rules §11.1 for a tie of `n` players whose own overall prizes are `own` then zeros: while
 * the smallest share is below the minimum (cents; null = none), the last player leaves.
 * Where the smallest share only grows as players leave — an equal split, or Hort past the own
 * prizes — that stretch is searched by halves, not walked; the rest (Hort among the own prizes)
 * is walked, once per list of own prizes when `walks` remembers it (PRIZE_LIST's worst case,
 * docs/prizes.md). `below` is the smallest share of the first split when somebody left.
 */
export function splitTie(
  own: readonly number[],
  n: number,
  total: number,
  rule: SharingRule,
  minimum: number | null,
  walks?: Map<string, number>,
): { split: TieSplit; below: number | null } {
  const m = own.length;
  let split = splitFirst(own, n, total, rule);
  const first = split.least();
  if (minimum !== null && n > 1 && first < minimum) {
    let sumOwn = 0;
    for (const mine of own) sumOwn += mine;
    // The smallest share: floor(M / k) for an equal split; floor((2M − Σown) / 2k) for Hort with k > m.
    const baseAt = (k: number) =>
      rule === 'equal' ? Math.floor(total / k) : Math.floor((2 * total - sumOwn) / (2 * k));
    const low = rule === 'equal' ? 2 : Math.max(m + 1, 2);
    // The largest k in [low, n − 1] whose smallest share reaches the minimum, else low − 1.
    let [lo, hi] = [low - 1, Math.max(low - 1, n - 1)];
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (baseAt(mid) >= minimum) lo = mid;
      else hi = mid - 1;
    }
    let kept = Math.min(lo, n - 1);
    if (kept < low && kept > 1) {
      // Hort among the own prizes: walked from k = min(m, n − 1) down.
      const key = `${rule} ${total} ${minimum} ${kept} ${own.join(' ')}`;
      const known = walks?.get(key);
      if (known !== undefined) kept = known;
      else {
        while (kept > 1 && splitFirst(own, kept, total, rule).least() < minimum) kept--;
        walks?.set(key, kept);
      }
    }
    split = splitFirst(own, kept, total, rule);
  }
  return { split, below: split.kept < n ? first : null };
}

/** Whether splitTie may stand for the loop below: whole cents, own ≥ 0, Hort's base not negative. */
function splitTieApplies(own: readonly number[], total: number, rule: SharingRule): boolean {
  let sumOwn = 0;
  for (const mine of own) {
    if (!Number.isInteger(mine) || mine < 0) return false;
    sumOwn += mine;
  }
  return Number.isInteger(total) && total >= 0 && (rule === 'equal' || 2 * total >= sumOwn);
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
  if (splitTieApplies(own, total, rule)) {
    let m = own.length;
    while (m > 0 && own[m - 1] === 0) m--;
    const { split, below } = splitTie(own.slice(0, m), own.length, total, rule, minimum);
    return { kept: split.kept, shares: Array.from({ length: split.kept }, (_, i) => split.share(i)), below };
  }
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
