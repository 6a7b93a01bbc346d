// What each candidate holds of a group's overall prizes while the other prizes are being given
// (rules §11.1), asked player by player: the overall prizes go to the candidates not `out`
// (holding another prize of the group) in standings order, and a tie of equal points shares
// them. The assignment asks this for each player it passes on each prize, and a player leaves
// or comes back on each move, so nothing is rebuilt for the whole field: counts of free
// players are kept in Fenwick trees, and a tie's split is worked out once per move, on demand
// (PRIZE_LIST's worst case, docs/prizes.md). It answers as the full state (overallState in
// assignment.ts) would, which the tie's record and the amounts are still built from once.
import type { PrizeField } from './field';
import { type Prize, prizeWorth, type PrizeRules } from './prize';
import { splitTie, type TieSplit } from './sharing';

/** A Fenwick tree of 0/1 counts: how many are set before a position, in O(log n). */
function counter(size: number): { add(at: number, delta: number): void; before(at: number): number } {
  const tree = new Int32Array(size + 1);
  const add = (at: number, delta: number) => {
    for (let i = at + 1; i <= size; i += i & -i) tree[i] += delta;
  };
  for (let at = 0; at < size; at++) add(at, 1);
  return {
    add,
    before(at) {
      let sum = 0;
      for (let i = at; i > 0; i -= i & -i) sum += tree[i];
      return sum;
    },
  };
}

export interface OverallHoldings {
  /** A candidate takes (true) or gives back (false) another prize of the group. */
  setOut(id: number, out: boolean): void;
  /** What a free candidate holds in the group (share + Valor, or his prize's worth); null for nothing. */
  holding(id: number): number | null;
}

export function overallHoldings(
  prizes: readonly Prize[],
  overall: readonly number[],
  field: PrizeField,
  rules: PrizeRules,
): OverallHoldings {
  const candidates = field.candidates;
  const size = candidates.length;
  const positionOf = new Map<number, number>();
  candidates.forEach((row, at) => positionOf.set(row.player.id, at));
  // Players of equal points, in standings order: a tie is those of them still free.
  const groupOf = new Map<number, number>();
  const groupAt = new Int32Array(size);
  const placeInGroup = new Int32Array(size);
  const groupSizes: number[] = [];
  candidates.forEach((row, at) => {
    let group = groupOf.get(row.points);
    if (group === undefined) groupOf.set(row.points, (group = groupSizes.push(0) - 1));
    groupAt[at] = group;
    placeInGroup[at] = groupSizes[group]++;
  });
  const free = counter(size);
  const freeInGroup = groupSizes.map((count) => counter(count));
  const freeCount = [...groupSizes];
  const out = new Uint8Array(size);
  let outCount = 0;

  // Rebuilt after a move, when first asked: the overall prizes' winners and each tie's split.
  let fresh = false;
  let ownIn = new Map<number, number[]>();
  let splits = new Map<number, TieSplit | null>();
  // A tie's walk among its own prizes, by those prizes: the same after most moves.
  const walks = new Map<string, number>();
  const refresh = () => {
    if (fresh) return;
    fresh = true;
    ownIn = new Map();
    splits = new Map();
    for (let at = 0, k = 0; at < size && k < overall.length; at++) {
      if (out[at]) continue;
      const group = groupAt[at];
      let own = ownIn.get(group);
      if (own === undefined) ownIn.set(group, (own = []));
      own.push(prizes[overall[k++]].amount);
    }
  };
  const splitOf = (group: number, own: readonly number[]): TieSplit | null => {
    let split = splits.get(group);
    if (split === undefined) {
      const total = own.reduce((sum, amount) => sum + amount, 0);
      const n = freeCount[group];
      // rules §11.1: a tie of one, or with no money, shares nothing.
      split =
        n < 2 || total <= 0 || rules.sharing === 'tiebreak'
          ? null
          : splitTie(own, n, total, rules.sharing, rules.minimumShare, walks).split;
      splits.set(group, split);
    }
    return split;
  };

  return {
    setOut(id, leaves) {
      const at = positionOf.get(id);
      if (at === undefined || (out[at] === 1) === leaves) return;
      out[at] = leaves ? 1 : 0;
      outCount += leaves ? 1 : -1;
      const delta = leaves ? -1 : 1;
      free.add(at, delta);
      freeInGroup[groupAt[at]].add(placeInGroup[at], delta);
      freeCount[groupAt[at]] += delta;
      fresh = false;
    },
    holding(id) {
      const at = positionOf.get(id);
      if (at === undefined || out[at]) return null;
      refresh();
      const rank = outCount === 0 ? at : free.before(at);
      const index = rank < overall.length ? overall[rank] : undefined;
      const group = groupAt[at];
      const own = ownIn.get(group);
      const split = own === undefined ? null : splitOf(group, own);
      if (split === null) return index === undefined ? null : prizeWorth(prizes[index]);
      const i = freeInGroup[group].before(placeInGroup[at]);
      const value = index === undefined ? 0 : (prizes[index].value ?? 0);
      // rules §11.1: he holds his share (and his place's trophy); one who left it holds his
      // place's trophy if it has one, else nothing (docs/prizes.md).
      if (i < split.kept) return split.share(i) + value;
      return index !== undefined && prizes[index].trophy !== '' ? value : null;
    },
  };
}
