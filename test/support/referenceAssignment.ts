// The prize engine as first written (rules §11, §11.1), kept as the straightforward reference
// the optimised one (src/core/prizes/assignment.ts, holdings.ts, sharing.ts) must match: every
// other prize given again on each pass with the whole overall state rebuilt after each move,
// each tie's split rebuilt player by player, the minimum walked one player at a time. Slow on
// purpose (quadratic and worse); only the property test of test/core/prizes/holdings.test.ts uses it.
import type { Player } from '../../src/core/model';
import { foldText } from '../../src/core/text';
import { conditionNobodyMeets, unmetCondition } from '../../src/core/prizes/conditions';
import type { PrizeField, PrizeRow } from '../../src/core/prizes/field';
import { type GameFigure, type GamePrizeType, bestGames, lowerIsBetter } from '../../src/core/prizes/gamePrizes';
import { isOverall, type Prize, prizeWorth, type PrizeRules, type PrizeType } from '../../src/core/prizes/prize';
import { type SharedTie, type SharingRule, splitCents } from '../../src/core/prizes/sharing';
import type { Allocation, Award, Desert } from '../../src/core/prizes/assignment';

/** rules §11.1 walked: while the smallest share is below the minimum, the last player leaves. */
function shareWithMinimum(own: readonly number[], total: number, rule: SharingRule, minimum: number | null) {
  let kept = own.length;
  let shares = splitCents(own, total, rule);
  const first = Math.min(...shares);
  while (minimum !== null && kept > 1 && Math.min(...shares) < minimum) {
    kept--;
    shares = splitCents(own.slice(0, kept), total, rule);
  }
  return { kept, shares, below: kept < own.length ? first : null };
}

/** A group's key: Grupo with case and accents aside ('' is the blank group). */
function groupKey(prize: Prize): string {
  return foldText(prize.group);
}

/** Indices of `prizes` by worth, highest first, then row order. */
function byWorth(prizes: readonly Prize[], indices: readonly number[]): number[] {
  return [...indices].sort((a, b) => prizeWorth(prizes[b]) - prizeWorth(prizes[a]) || a - b);
}

interface Ranked {
  row: PrizeRow;
  place: number;
  figure: GameFigure | null;
}

/** The candidates in the order a Tipo ranks them, or why nobody can be ranked by it. */
function rankedBy(type: PrizeType, field: PrizeField): Ranked[] | Desert {
  const candidates = field.candidates;
  // rules §18.3: team prizes rank teams, not players (the engine gives them apart).
  if (type === 'teams') return { kind: 'noTeam' };
  if (type === 'standings') return candidates.map((row) => ({ row, place: row.place, figure: null }));
  if (field.games === null) return { kind: 'noGamesGiven' };
  if (type === 'duplicate') {
    if (!field.duplicate || field.duplicate.length === 0) return { kind: 'noDuplicate' };
    const byId = new Map(candidates.map((row) => [row.player.id, row] as const));
    return field.duplicate.flatMap(({ id, place }) => {
      const row = byId.get(id);
      return row ? [{ row, place, figure: null }] : [];
    });
  }
  const gameType: GamePrizeType = type;
  const players = new Map<number, Player>(field.rows.map((row) => [row.player.id, row.player] as const));
  const figures = bestGames(gameType, field.games, players);
  const lower = lowerIsBetter(gameType);
  const ranked = candidates.flatMap((row, position) => {
    const figure = figures.get(row.player.id);
    return figure ? [{ row, place: row.place, figure, position }] : [];
  });
  // Ties on the figure go to the better place in the standings (the candidates' order).
  ranked.sort((a, b) =>
    a.figure.value !== b.figure.value
      ? lower
        ? a.figure.value - b.figure.value
        : b.figure.value - a.figure.value
      : a.position - b.position,
  );
  return ranked.map(({ row, place, figure }) => ({ row, place, figure }));
}

/** The overall prizes of one group given without the players in `out`, and shared: who holds what. */
export interface OverallState {
  /** Overall award index → winner. */
  winners: Map<number, PrizeRow>;
  /** Award index → cents paid. */
  amounts: Map<number, number>;
  /** Player → the worth he holds in the group (share + his prize's Valor, or his prize's worth). */
  holding: Map<number, number>;
  ties: SharedTie[];
  extra: Allocation['extra'];
}

export function overallState(
  prizes: readonly Prize[],
  overall: readonly number[],
  group: string,
  field: PrizeField,
  rules: PrizeRules,
  out: ReadonlySet<number>,
  position: ReadonlyMap<number, number>,
): OverallState {
  const free = field.candidates.filter((row) => !out.has(row.player.id));
  const state: OverallState = { winners: new Map(), amounts: new Map(), holding: new Map(), ties: [], extra: [] };
  const ownOf = new Map<number, number>();
  overall.forEach((index, k) => {
    const row = free[k];
    if (!row) return;
    state.winners.set(index, row);
    state.amounts.set(index, prizes[index].amount);
    state.holding.set(row.player.id, prizeWorth(prizes[index]));
    ownOf.set(row.player.id, index);
  });
  if (rules.sharing === 'tiebreak') return state;
  const rule = rules.sharing;
  const totals = [...new Set([...state.winners.values()].map((row) => row.points))];
  for (const points of totals) {
    const players = free.filter((row) => row.points === points);
    const pooled = players.flatMap((row) => (ownOf.has(row.player.id) ? [ownOf.get(row.player.id) as number] : []));
    const total = pooled.reduce((sum, index) => sum + prizes[index].amount, 0);
    if (players.length < 2 || total <= 0) continue;
    const own = players.map((row) => {
      const index = ownOf.get(row.player.id);
      return index === undefined ? 0 : prizes[index].amount;
    });
    const { kept, shares, below } = shareWithMinimum(own, total, rule, rules.minimumShare);
    const places = players.map((row) => position.get(row.player.id) as number);
    const tie: SharedTie = {
      group,
      points,
      rule,
      players: players.slice(0, kept),
      shares,
      dropped: players.slice(kept),
      minimum: below === null ? null : rules.minimumShare,
      below,
      prizes: pooled,
      total,
      from: Math.min(...places),
      to: Math.max(...places),
    };
    state.ties.push(tie);
    players.forEach((row, i) => {
      const id = row.player.id;
      const index = ownOf.get(id);
      const share = i < kept ? shares[i] : 0;
      const value = index === undefined ? 0 : (prizes[index].value ?? 0);
      if (index !== undefined) state.amounts.set(index, share);
      else if (share > 0) state.extra.push({ tie, player: row, amount: share });
      // rules §11.1: he holds his share (and his place's trophy); one who left it holds his place's
      // trophy if it has one, else nothing (docs/prizes.md).
      if (i < kept || (index !== undefined && prizes[index].trophy !== '')) state.holding.set(id, share + value);
      else state.holding.delete(id);
    });
  }
  return state;
}

/** Gives every prize and shares the overall ones (rules §11, §11.1); the awards in the prizes' own order. */
export function referenceAllocation(prizes: readonly Prize[], field: PrizeField, rules: PrizeRules): Allocation {
  const profileOf = (id: number) => field.profiles?.get(id);
  const eligible = (prize: Prize, row: PrizeRow) =>
    unmetCondition(prize.conditions, row.player, profileOf(row.player.id)) === null;
  const rankings = new Map<PrizeType, Ranked[] | Desert>();
  const ranking = (type: PrizeType): Ranked[] | Desert => {
    let ranked = rankings.get(type);
    if (ranked === undefined) rankings.set(type, (ranked = rankedBy(type, field)));
    return ranked;
  };
  const position = new Map(field.rows.map((row, i) => [row.player.id, i + 1] as const));
  const awards: Award[] = new Array(prizes.length);
  const amounts: number[] = prizes.map(() => 0);
  const ties: SharedTie[] = [];
  const extra: Allocation['extra'] = [];
  const groups = [...new Set(prizes.map(groupKey))];
  for (const group of groups) {
    const indices = prizes.flatMap((prize, index) => (groupKey(prize) === group ? [index] : []));
    const overall = byWorth(
      prizes,
      indices.filter((i) => isOverall(prizes[i])),
    );
    const others = byWorth(
      prizes,
      indices.filter((i) => !isOverall(prizes[i])),
    );
    // The other prizes' holders: each player holds at most one prize of a group.
    const holderOf = new Map<number, Ranked>();
    const heldBy = new Map<number, number>();
    let state = overallState(prizes, overall, group, field, rules, new Set(heldBy.keys()), position);
    const holds = (id: number): number | null => {
      const index = heldBy.get(id);
      if (index !== undefined) return prizeWorth(prizes[index]);
      return state.holding.get(id) ?? null;
    };
    // Each pass gives every other prize again; a pass that moves nothing is the fixed point.
    // Holdings only grow as players leave the overall prizes, so one pass is the rule; the
    // bound stops a cycle the rules do not foresee.
    for (let pass = 0; pass <= others.length + 1; pass++) {
      let moved = false;
      for (const index of others) {
        const prize = prizes[index];
        const ranked = ranking(prize.type);
        if (!Array.isArray(ranked)) continue;
        const current = holderOf.get(index);
        const worth = prizeWorth(prize);
        const winner =
          ranked.find(({ row }) => {
            if (!eligible(prize, row)) return false;
            const id = row.player.id;
            if (current?.row.player.id === id) return true;
            const held = holds(id);
            return held === null || held < worth;
          }) ?? null;
        if ((winner?.row.player.id ?? null) === (current?.row.player.id ?? null)) continue;
        if (current) heldBy.delete(current.row.player.id);
        holderOf.delete(index);
        if (winner) {
          const left = heldBy.get(winner.row.player.id);
          // The prize he leaves goes back to be given.
          if (left !== undefined) holderOf.delete(left);
          heldBy.set(winner.row.player.id, index);
          holderOf.set(index, winner);
        }
        state = overallState(prizes, overall, group, field, rules, new Set(heldBy.keys()), position);
        moved = true;
      }
      if (!moved) break;
    }
    for (const index of overall) {
      const row = state.winners.get(index);
      awards[index] = row
        ? { index, prize: prizes[index], winner: row, place: row.place, figure: null, desert: null }
        : desertAward(index);
      amounts[index] = state.amounts.get(index) ?? 0;
    }
    for (const index of others) {
      const winner = holderOf.get(index);
      awards[index] = winner
        ? { index, prize: prizes[index], winner: winner.row, place: winner.place, figure: winner.figure, desert: null }
        : desertAward(index);
      amounts[index] = winner ? prizes[index].amount : 0;
    }
    ties.push(...state.ties);
    extra.push(...state.extra);
  }
  return { awards, amounts, ties, extra };

  function desertAward(index: number): Award {
    const prize = prizes[index];
    return { index, prize, winner: null, place: null, figure: null, desert: desertOf(prize) };
  }

  function desertOf(prize: Prize): Desert {
    const ranked = ranking(prize.type);
    if (!Array.isArray(ranked)) return ranked;
    const condition = conditionNobodyMeets(
      prize.conditions,
      field.candidates.map((row) => ({ player: row.player, profile: profileOf(row.player.id) })),
    );
    if (condition !== null) return { kind: 'condition', condition };
    // Somebody meets the conditions but has no figure for this Tipo (no game that qualifies, no duplicate result).
    if (!ranked.some(({ row }) => eligible(prize, row))) return { kind: 'noGame' };
    return { kind: 'taken' };
  }
}
