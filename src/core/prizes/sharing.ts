// Sharing money on equal points (rules §11, Configuración › Reparto de premios). With
// `Partes iguales` or `Hort`, for the overall prizes of a group (Tipo Clasificación, no
// condition) and each points total P: T are the candidates with P points who hold no other
// prize of that group, M the amount of the overall prizes that went to players of T. When T
// has two players or more and M > 0 they share M — equal split: M / |T| each; Hort: half of
// his own overall prize (0 if none) plus an equal part of the other half, own / 2 + M / (2|T|).
// In cents: each share rounded down, the cents left over one each in standings order, so the
// total paid is exactly M. Trophies are never shared (they stay on their prize's row).
import type { StandingRow } from '../standings';
import { type Award, groupKey } from './assignment';
import { prizeCandidates } from './candidates';
import type { Standings } from '../standings';
import { isOverall, type PrizeSharing } from './prize';

/**
 * Splits `total` cents among players whose own overall prizes are `own` (standings order):
 * each share rounded down to the cent, the cents left over one each from the first.
 */
export function splitCents(own: readonly number[], total: number, rule: Exclude<PrizeSharing, 'tiebreak'>): number[] {
  const n = own.length;
  // Exact in integers: equal M / n; Hort (n·own + M) / 2n.
  const shares = own.map((mine) =>
    rule === 'equal' ? Math.floor(total / n) : Math.floor((n * mine + total) / (2 * n)),
  );
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; left > 0; i = (i + 1) % n, left--) shares[i] += 1;
  return shares;
}

/** One tie whose players share the overall prizes they won. */
export interface SharedTie {
  /** The group's key ('' for the blank group). */
  group: string;
  points: number;
  rule: Exclude<PrizeSharing, 'tiebreak'>;
  /** T, in standings order. */
  players: StandingRow[];
  /** Each player's share in cents, aligned with `players`. */
  shares: number[];
  /** The awards (indices) whose money was pooled. */
  prizes: number[];
  /** M, in cents. */
  total: number;
  /** 1-based positions in the standings of the first and last player of T (Premio "3.º–5.º"). */
  from: number;
  to: number;
}

export interface SharingResult {
  /** What each award's winner receives for it after sharing (cents), aligned with the awards; 0 for a Desierto. */
  amounts: number[];
  ties: SharedTie[];
  /** Tied players who receive a share without an overall prize of their own: a row each. */
  extra: { tie: SharedTie; player: StandingRow; amount: number }[];
}

export function shareOnEqualPoints(awards: readonly Award[], standings: Standings, rule: PrizeSharing): SharingResult {
  const amounts = awards.map((award) => (award.winner ? award.prize.amount : 0));
  const ties: SharedTie[] = [];
  const extra: SharingResult['extra'] = [];
  if (rule === 'tiebreak') return { amounts, ties, extra };
  const candidates = prizeCandidates(standings);
  const position = new Map(standings.rows.map((row, i) => [row.player.id, i + 1] as const));
  const groups = [...new Set(awards.map((award) => groupKey(award.prize)))];
  for (const group of groups) {
    const inGroup = awards.filter((award) => groupKey(award.prize) === group);
    // Who holds what in this group: an overall prize, or another one (then he takes no share).
    const overallOf = new Map<number, Award>();
    const otherHolders = new Set<number>();
    for (const award of inGroup) {
      if (!award.winner) continue;
      if (isOverall(award.prize)) overallOf.set(award.winner.player.id, award);
      else otherHolders.add(award.winner.player.id);
    }
    const totals = [...new Set([...overallOf.values()].map((award) => (award.winner as StandingRow).points))];
    for (const points of totals) {
      const players = candidates.filter((row) => row.points === points && !otherHolders.has(row.player.id));
      const pooled = players.flatMap((row) => {
        const award = overallOf.get(row.player.id);
        return award ? [award] : [];
      });
      const total = pooled.reduce((sum, award) => sum + award.prize.amount, 0);
      if (players.length < 2 || total <= 0) continue;
      const own = players.map((row) => overallOf.get(row.player.id)?.prize.amount ?? 0);
      const shares = splitCents(own, total, rule);
      const places = players.map((row) => position.get(row.player.id) as number);
      const tie: SharedTie = {
        group,
        points,
        rule,
        players,
        shares,
        prizes: pooled.map((award) => award.index),
        total,
        from: Math.min(...places),
        to: Math.max(...places),
      };
      ties.push(tie);
      players.forEach((row, i) => {
        const award = overallOf.get(row.player.id);
        if (award) amounts[award.index] = shares[i];
        else if (shares[i] > 0) extra.push({ tie, player: row, amount: shares[i] });
      });
    }
  }
  return { amounts, ties, extra };
}
