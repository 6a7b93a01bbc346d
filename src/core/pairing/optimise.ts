// The optimising search (rules §3.5) for when the paper procedure and its backtracking find
// no pairing of the paper's shape. Two parts:
// 1. The best score-group fit: among all legal pairings, the least sums of the "Best fit"
//    levels (criteria.ts, compared in order), as a minimum-cost perfect matching. The
//    levels are packed into a short cost vector (`CostModel`); the matching runs on a
//    sparse graph (each player's likely opponents) and is proved optimal over every legal
//    pair by its duals (`price`): a missing pair that could lower the cost is added and the
//    search resumes.
// 2. The FISE order among those pairings (rules §3.5 level 4): groups from the top, each
//    player of a group in the paper's order takes the first opponent in the paper's order
//    of choices (bottom half, own half below, then the players below the group) that
//    still leaves a pairing with the best fit. So a group whose paper pairing is legal and
//    leaves the best fit possible is paired exactly as on paper. Each "still leaves the
//    best fit" is answered, cheapest first: yes when the current best pairing holds the
//    pair; no when the pair has slack under the whole field's optimal duals, or when the
//    club count forbids it (`ClassBound`); yes when a few pairs of the current pairing can
//    be exchanged at no cost; and otherwise by the matching again without the two players
//    (its "no" proved by pricing like the first solve).
import {
  BEST_FIT_LEVELS,
  CLASS_LEVELS,
  type CostLevel,
  GROUP_LEVELS,
  type MayMeet,
  canMeet,
  candidatesInOrder,
  compareTable,
  type Seat,
  seating,
} from './criteria';
import { type BlossomView, type FrozenDuals, hasPerfectMatching, maximumMatching, PerfectMatcher } from './matching';
import type { ProcedurePair } from './paperProcedure';
import type { PairingPlayer } from './state';

/** A perfect matching without rematches (or of `mayMeet` pairs) of `players` exists (rules §3.5 feasibility check). */
export function isPairable(players: readonly PairingPlayer[], mayMeet: MayMeet = canMeet): boolean {
  const sorted = [...players].sort(compareTable);
  return hasPerfectMatching(sorted.length, (i, j) => mayMeet(sorted[i], sorted[j]));
}

/** Players left single by a maximum matching without rematches (whom to name in a refusal). */
export function unpairablePlayers(players: readonly PairingPlayer[], mayMeet: MayMeet = canMeet): PairingPlayer[] {
  const sorted = [...players].sort(compareTable);
  const mate = maximumMatching(sorted.length, (i, j) => mayMeet(sorted[i], sorted[j]));
  return sorted.filter((_, index) => mate[index] < 0);
}

/** Each component of a packed cost stays below this (the matching's duals need head room up to 2^52). */
const COMPONENT_LIMIT = 2 ** 44;

/**
 * The cost levels of one field packed into a short vector of whole numbers, compared
 * lexicographically: consecutive levels share a component, each multiplied by more than
 * the largest total the levels after it can reach in any pairing of the field, as long as
 * the component stays below 2^44. Levels of GROUP_LEVELS are tabulated per pair of score
 * groups; the others (CLASS_LEVELS: 1 for two players of one class) per pair of players.
 */
export class CostModel {
  readonly dims: number;
  private readonly groups: number;
  /** Packed cost of the group levels, per (upper group, lower group), `dims` each. */
  private readonly table: Float64Array;
  private readonly pairLevels: { level: CostLevel; component: number; factor: number }[] = [];
  /** Each seat's class for each per-pair level (`classes[seat][level]`), and those joined (the key pricing groups players by). */
  readonly classes: readonly string[][];
  readonly classKey: string[];

  constructor(
    private readonly seats: readonly Seat[],
    levels: readonly CostLevel[],
  ) {
    const groups = seats.length === 0 ? 0 : seats[seats.length - 1].group + 1;
    this.groups = groups;
    const first: Seat[] = [];
    for (const seat of seats) if (first.length === seat.group) first.push(seat);
    const pairs = seats.length / 2;
    // Per level: its per-group-pair values (group levels) and the largest total any pairing can reach.
    const values = levels.map((level) => {
      if (!GROUP_LEVELS.has(level)) return { level, byGroup: null, bound: pairs };
      const byGroup = new Float64Array(groups * groups);
      for (let g = 0; g < groups; g++)
        for (let h = g; h < groups; h++) byGroup[g * groups + h] = byGroup[h * groups + g] = level(first[g], first[h]);
      // A pair costs at most the smaller of its two players' worst values: half their sum.
      let sum = 0;
      for (const seat of seats) {
        let worst = 0;
        for (let h = 0; h < groups; h++) worst = Math.max(worst, byGroup[seat.group * groups + h]);
        sum += worst;
      }
      return { level, byGroup, bound: Math.ceil(sum / 2) };
    });
    // Components from the left, each level's factor the product of the ranges after it.
    const component: number[] = [];
    const factor: number[] = new Array(levels.length).fill(1);
    let dims = 0;
    let range = Infinity;
    values.forEach(({ bound }) => {
      if (range * (bound + 1) > COMPONENT_LIMIT) {
        dims++;
        range = 1;
      }
      component.push(dims - 1);
      range *= bound + 1;
    });
    for (let index = levels.length - 1; index >= 0; index--) {
      const next = index + 1;
      factor[index] =
        next < levels.length && component[next] === component[index] ? factor[next] * (values[next].bound + 1) : 1;
    }
    this.dims = Math.max(1, dims);
    this.table = new Float64Array(groups * groups * this.dims);
    values.forEach(({ level, byGroup }, index) => {
      if (!byGroup) {
        this.pairLevels.push({ level, component: component[index], factor: factor[index] });
        return;
      }
      for (let cell = 0; cell < groups * groups; cell++)
        this.table[cell * this.dims + component[index]] += byGroup[cell] * factor[index];
    });
    this.classes = seats.map((seat) =>
      this.pairLevels.map(({ level }) => {
        const classOf = CLASS_LEVELS.get(level);
        if (!classOf) throw new Error('CostModel: a level is neither per group nor per class');
        return classOf(seat.player);
      }),
    );
    this.classKey = this.classes.map((list) => list.join('\u0001'));
  }

  /** Adds into `out` what the per-pair levels cost a pair of players with the classes of seats i and j. */
  addClassCost(i: number, j: number, out: Float64Array): void {
    this.pairLevels.forEach(({ component, factor }, l) => {
      const a = this.classes[i][l];
      if (a !== '' && a === this.classes[j][l]) out[component] += factor;
    });
  }

  /** The packed cost of pairing seats i and j (positions in the table), into `out`. */
  cost(i: number, j: number, out: Float64Array): Float64Array {
    const higher = this.seats[i < j ? i : j];
    const lower = this.seats[i < j ? j : i];
    const cell = (higher.group * this.groups + lower.group) * this.dims;
    for (let c = 0; c < this.dims; c++) out[c] = this.table[cell + c];
    for (const { level, component, factor } of this.pairLevels) out[component] += level(higher, lower) * factor;
    return out;
  }

  /** Whether some level is computed per pair (not per pair of groups). */
  get hasPairLevels(): boolean {
    return this.pairLevels.length > 0;
  }

  /** Whether the per-pair levels are all 0 for seats i and j (the pair costs its groups' floor). */
  atFloor(i: number, j: number): boolean {
    return this.pairLevels.every((_, l) => this.classes[i][l] === '' || this.classes[i][l] !== this.classes[j][l]);
  }

  /** The least packed cost of a pair between groups g and h (every per-pair level at 0), component c. */
  floor(g: number, h: number, c: number): number {
    return this.table[(g * this.groups + h) * this.dims + c];
  }
}

/** Adds `b` into `a` (vectors). */
function addInto(a: Float64Array, b: Float64Array): void {
  for (let c = 0; c < a.length; c++) a[c] += b[c];
}

function compareVectors(a: Float64Array, b: Float64Array): number {
  for (let c = 0; c < a.length; c++) if (a[c] !== b[c]) return a[c] < b[c] ? -1 : 1;
  return 0;
}

/**
 * The sparse graph the matching starts from: inside each score group, each player's paper
 * partner (the k-th of the top half v the k-th of the bottom half) and the places around it
 * and around himself (every pair in a small group); across groups, a spread of pairs with
 * the next two groups and the pairs where the paper puts a floater. Paper partners come
 * first, so that the matching's greedy start is the paper's pairing where it is legal.
 * When a level is computed per pair (rules §3.9's club), each player also gets the nearest
 * places, from his paper partner outwards and in the next group, where it is 0.
 */
function sparsePairs(seats: readonly Seat[], model: CostModel, add: (i: number, j: number) => void): void {
  const starts: number[] = [];
  seats.forEach((seat, i) => {
    if (starts.length === seat.group) starts.push(i);
  });
  starts.push(seats.length);
  const groups = starts.length - 1;
  const size = (g: number) => starts[g + 1] - starts[g];
  for (let g = 0; g < groups; g++) {
    const half = Math.ceil(size(g) / 2);
    for (let k = 0; k + half < size(g); k++) add(starts[g] + k, starts[g] + k + half);
  }
  /** Adds up to `wanted` pairs of seat i at the floor cost, trying places `from`, from ± 1, … of group g. */
  const nearestAtFloor = (i: number, g: number, from: number, wanted: number) => {
    let found = 0;
    for (let step = 0; step < 64 && found < wanted; step++) {
      const place = from + (step % 2 === 0 ? step / 2 : -(step + 1) / 2);
      const j = starts[g] + (((place % size(g)) + size(g)) % size(g));
      if (j !== i && model.atFloor(i, j)) {
        add(i, j);
        found++;
      }
    }
  };
  for (let g = 0; g < groups; g++) {
    const s = size(g);
    const base = starts[g];
    const half = Math.ceil(s / 2);
    if (s <= 16) {
      for (let a = 0; a < s; a++) for (let b = a + 1; b < s; b++) add(base + a, base + b);
    } else {
      for (let k = 0; k < s; k++)
        for (const offset of [half - 1, half + 1, half - 2, half + 2, 1, 2, 3])
          if (k + offset < s && offset > 0) add(base + k, base + k + offset);
    }
    for (let next = g + 1; next <= g + 2 && next < groups; next++) {
      const t = size(next);
      for (let k = 0; k < s; k++) {
        add(base + k, starts[next] + (k % t));
        if (next === g + 1) add(base + k, starts[next] + ((k + Math.floor(t / 2)) % t));
      }
      // Where the paper floats: the middle and the last places above, the first places below.
      for (const k of [half - 2, half - 1, half, s - 2, s - 1])
        for (let f = 0; f < Math.min(t, 3); f++) if (k >= 0 && k < s) add(base + k, starts[next] + f);
    }
    if (model.hasPairLevels) {
      for (let k = 0; k < s; k++) {
        nearestAtFloor(base + k, g, k < half ? k + half : k - half, 3);
        if (g + 1 < groups) nearestAtFloor(base + k, g + 1, k, 2);
      }
    }
  }
}

const PRICED_PER_PLAYER = 6;
/** Bounds of the search for an exchange of pairs that admits a wanted pair (optimisedPairing). */
const EXCHANGE_DEPTH = 4;
const EXCHANGE_VISITS = 400;

/**
 * Pricing: the pairs the matching has not been given whose slack under its duals is
 * negative (they could lower the cost). Slack of i–j = u_i + u_j + 2·cost(i, j) + Σ z over
 * the blossoms holding both. Walks the blossom tree from the leaves: at each blossom (and
 * at the root, the whole field), pairs of players in different children share the duals
 * of that blossom and those above it; for each pair of score groups the least u_i + u_j
 * over two different children is compared with the group pair's least cost, and players
 * are listed only when that could fail.
 */
function price(
  matcher: PerfectMatcher,
  seats: readonly Seat[],
  model: CostModel,
  mayMeet: MayMeet,
): [number, number][] {
  const dims = model.dims;
  const found: [number, number][] = [];
  // At most a few new pairs per player and round: the search then moves the duals, which
  // usually clears many more (the pricing runs again until nothing is found).
  const perPlayer = new Uint8Array(seats.length);
  const u = (v: number, c: number) => matcher.dual(v, c);
  const cost = new Float64Array(dims);
  /** Sign of u_a + u_b + shared + 2·(cost, or the groups' floor when `exact` is null). */
  const slackSign = (a: number, b: number, shared: Float64Array, exact: Float64Array | null) => {
    for (let c = 0; c < dims; c++) {
      const base = exact ? exact[c] : model.floor(seats[a].group, seats[b].group, c);
      const s = u(a, c) + u(b, c) + shared[c] + 2 * base;
      if (s !== 0) return s < 0 ? -1 : 1;
    }
    return 0;
  };
  const lessDual = (a: number, b: number) => {
    for (let c = 0; c < dims; c++) {
      const x = u(a, c);
      const y = u(b, c);
      if (x !== y) return x < y;
    }
    return false;
  };
  /** Per group present in a unit: its vertex of least dual. */
  type Summary = Map<number, number>;
  /** Checks the pairs across the children of one node (their summaries), `shared` the duals above them. */
  const node = (children: readonly BlossomView[], summaries: readonly Summary[], shared: Float64Array): Summary => {
    const best = new Map<number, [number, number, number, number]>(); // group → [vertex, child, second vertex, its child]
    summaries.forEach((summary, child) => {
      for (const [g, v] of summary) {
        const entry = best.get(g);
        if (!entry) best.set(g, [v, child, -1, -1]);
        else if (lessDual(v, entry[0])) {
          // The second best stays of another child than the best.
          best.set(g, child === entry[1] ? [v, child, entry[2], entry[3]] : [v, child, entry[0], entry[1]]);
        } else if (child !== entry[1] && (entry[2] < 0 || lessDual(v, entry[2]))) {
          entry[2] = v;
          entry[3] = child;
        }
      }
    });
    const groups = [...best.keys()];
    for (const g of groups) {
      for (const h of groups) {
        if (h < g) continue;
        const [a, ca, a2] = best.get(g) as [number, number, number, number];
        const [b, cb, b2] = best.get(h) as [number, number, number, number];
        // The least u_i + u_j over two different children (the second best of a group is of another child).
        const options: [number, number][] = [];
        if (ca !== cb) options.push([a, b]);
        else {
          if (b2 >= 0) options.push([a, b2]);
          if (a2 >= 0) options.push([a2, b]);
        }
        if (options.every(([x, y]) => slackSign(x, y, shared, null) >= 0)) continue;
        listPairs(children, g, h, shared);
      }
    }
    const merged: Summary = new Map();
    for (const [g, [v]] of best) merged.set(g, v);
    return merged;
  };
  /**
   * Exact check of every pair across different children in groups g and h whose duals are
   * low enough, by class: two lists sorted by dual per pair of classes, each with its own
   * least cost (a same-club pair costs more than the groups' floor).
   */
  const listPairs = (children: readonly BlossomView[], g: number, h: number, shared: Float64Array) => {
    const byClass = (group: number) => {
      const lists = new Map<string, [number, number][]>();
      children.forEach((child, index) => {
        for (const v of vertices(child)) {
          if (seats[v].group !== group) continue;
          const key = model.classKey[v];
          const list = lists.get(key);
          if (list) list.push([v, index]);
          else lists.set(key, [[v, index]]);
        }
      });
      const byDual = (x: [number, number], y: [number, number]) =>
        lessDual(x[0], y[0]) ? -1 : lessDual(y[0], x[0]) ? 1 : 0;
      for (const list of lists.values()) list.sort(byDual);
      return [...lists.values()];
    };
    const inG = byClass(g);
    const inH = g === h ? inG : byClass(h);
    const least = new Float64Array(dims);
    /** Sign of u_a + u_b + shared + 2·least. */
    const belowLeast = (a: number, b: number) => {
      for (let c = 0; c < dims; c++) {
        const x = u(a, c) + u(b, c) + shared[c] + 2 * least[c];
        if (x !== 0) return x < 0;
      }
      return false;
    };
    for (const listA of inG) {
      for (const listB of inH) {
        for (let c = 0; c < dims; c++) least[c] = model.floor(g, h, c);
        model.addClassCost(listA[0][0], listB[0][0], least);
        for (const [a, ca] of listA) {
          if (!belowLeast(a, listB[0][0])) break;
          for (const [b, cb] of listB) {
            if (!belowLeast(a, b)) break;
            if (ca === cb || (g === h && a >= b)) continue;
            if (perPlayer[a] >= PRICED_PER_PLAYER || perPlayer[b] >= PRICED_PER_PLAYER) continue;
            if (!mayMeet(seats[a].player, seats[b].player) || matcher.hasEdge(a, b)) continue;
            if (slackSign(a, b, shared, model.cost(a, b, cost)) < 0) {
              found.push([a, b]);
              perPlayer[a]++;
              perPlayer[b]++;
            }
          }
        }
      }
    }
  };
  walkBlossoms(matcher, seats, dims, (v): Summary => new Map([[seats[v].group, v]]), node);
  return found;
}

/**
 * price's walk over the blossom forest: post-order, each blossom's children checked by `node`
 * with the duals of the blossom and its ancestors (a player's summary is `leaf`'s), their
 * summaries merged upwards; last the root — the outermost blossoms and the players in none —
 * with no shared dual.
 */
function walkBlossoms<Summary>(
  matcher: PerfectMatcher,
  seats: readonly Seat[],
  dims: number,
  leaf: (v: number) => Summary,
  node: (children: readonly BlossomView[], summaries: readonly Summary[], shared: Float64Array) => Summary,
): void {
  // Post-order over the blossom forest, with the duals of each blossom's ancestors.
  const summaryOf = new Map<BlossomView, Summary>();
  const sharedOf = new Map<BlossomView, Float64Array>();
  const tops = matcher.topBlossoms();
  const stack: BlossomView[] = [...tops];
  for (const top of tops) sharedOf.set(top, new Float64Array(dims));
  const order: BlossomView[] = [];
  while (stack.length > 0) {
    const b = stack.pop() as BlossomView;
    order.push(b);
    const inner = Float64Array.from(sharedOf.get(b) as Float64Array);
    addInto(inner, b.dual);
    for (const child of b.children) {
      if (child.vertex >= 0) continue;
      sharedOf.set(child, inner);
      stack.push(child);
    }
  }
  for (let k = order.length - 1; k >= 0; k--) {
    const b = order[k];
    const inner = Float64Array.from(sharedOf.get(b) as Float64Array);
    addInto(inner, b.dual);
    const summaries = b.children.map((child) =>
      child.vertex >= 0 ? leaf(child.vertex) : (summaryOf.get(child) as Summary),
    );
    summaryOf.set(b, node(b.children, summaries, inner));
    for (const child of b.children) summaryOf.delete(child);
  }
  // The root: the outermost blossoms and the players in none.
  const inBlossom = new Uint8Array(seats.length);
  for (const top of tops) for (const v of vertices(top)) inBlossom[v] = 1;
  const rootUnits: BlossomView[] = [...tops];
  const rootSummaries: Summary[] = tops.map((top) => summaryOf.get(top) as Summary);
  for (let v = 0; v < seats.length; v++) {
    if (inBlossom[v] || matcher.isRemoved(v)) continue;
    rootUnits.push({ vertex: v, dual: new Float64Array(dims), children: [] });
    rootSummaries.push(leaf(v));
  }
  node(rootUnits, rootSummaries, new Float64Array(dims));
}

function vertices(unit: BlossomView, out: number[] = []): number[] {
  if (unit.vertex >= 0) out.push(unit.vertex);
  else for (const child of unit.children) vertices(child, out);
  return out;
}

/**
 * A quick "no" for the per-class levels (rules §3.9: same-club boards). A pairing of the
 * players left has at least c − m/2 boards of one class when that class has c of the m
 * players (and none needed while no class has more than half). Every best pairing has the
 * same number of such boards as the current one; a pair p–q whose own board plus that bound
 * for the others exceeds it is in none of them.
 */
class ClassBound {
  private readonly counts: Map<string, number>[];
  private readonly boards: number[];
  private left: number;

  constructor(
    private readonly model: CostModel,
    n: number,
    best: Int32Array,
  ) {
    const levels = model.classes[0]?.length ?? 0;
    this.counts = Array.from({ length: levels }, () => new Map<string, number>());
    this.boards = new Array(levels).fill(0);
    this.left = n;
    for (let v = 0; v < n; v++) {
      model.classes[v].forEach((name, level) => {
        if (name === '') return;
        this.counts[level].set(name, (this.counts[level].get(name) ?? 0) + 1);
        if (best[v] > v && model.classes[best[v]][level] === name) this.boards[level]++;
      });
    }
  }

  /** Whether pairing p with q cannot keep the best number of boards of one class. */
  rules(p: number, q: number): boolean {
    const [a, b] = [this.model.classes[p], this.model.classes[q]];
    return this.counts.some((counts, level) => {
      let largest = 0;
      for (const [name, count] of counts) {
        const left = count - (a[level] === name ? 1 : 0) - (b[level] === name ? 1 : 0);
        largest = Math.max(largest, left);
      }
      const own = a[level] !== '' && a[level] === b[level] ? 1 : 0;
      return own + Math.max(0, largest - (this.left - 2) / 2) > this.boards[level];
    });
  }

  /** p and q are paired together: the counts and boards left. */
  fix(p: number, q: number): void {
    const [a, b] = [this.model.classes[p], this.model.classes[q]];
    this.counts.forEach((counts, level) => {
      for (const name of [a[level], b[level]]) if (name !== '') counts.set(name, (counts.get(name) as number) - 1);
      if (a[level] !== '' && a[level] === b[level]) this.boards[level]--;
    });
    this.left -= 2;
  }
}

/**
 * optimisedPairing's exchange: a pairing of cost `best` holding p–q, by exchanging a few pairs of the current one:
 * p–q, then from q's partner an alternating path — a new pair, a current pair, … — to p's
 * partner, over pairs that are tight under the optimal duals (breadth-first, at most
 * EXCHANGE_DEPTH new pairs and EXCHANGE_VISITS players). Kept in `mate` when it costs
 * no more (true).
 */
function pairExchange(state: {
  matcher: PerfectMatcher;
  optimalDuals: FrozenDuals;
  mate: Int32Array;
  fixed: Uint8Array;
  meets: (i: number, j: number) => boolean;
  pairCost: (i: number, j: number, out: Float64Array) => Float64Array;
}): (p: number, q: number) => boolean {
  const { matcher, optimalDuals, mate, fixed, meets, pairCost } = state;
  const n = mate.length;
  const dims = matcher.dims;
  const scratch = new Float64Array(dims);
  const sum = new Float64Array(dims);
  const other = new Float64Array(dims);
  const takenBy = new Int32Array(n);
  const reachedFrom = new Int32Array(n);
  const depthOf = new Int32Array(n);
  const seen = new Int32Array(n);
  let seenStamp = 0;
  const exchange = (p: number, q: number): boolean => {
    const p2 = mate[p];
    const q2 = mate[q];
    if (meets(p2, q2)) {
      takenBy[p2] = q2;
      if (applyExchange(p, q, p2)) return true;
    }
    const stamp = ++seenStamp;
    for (const v of [p, q, q2]) seen[v] = stamp;
    const queue = [q2];
    depthOf[q2] = 0;
    let visits = 0;
    for (let head = 0; head < queue.length && visits < EXCHANGE_VISITS; head++) {
      const x = queue[head];
      if (depthOf[x] >= EXCHANGE_DEPTH) continue;
      for (let k = 0; k < matcher.degree(x) && visits < EXCHANGE_VISITS; k++) {
        const y = matcher.neighbour(x, k);
        if (fixed[y] || seen[y] === stamp || !meets(x, y)) continue;
        if (optimalDuals.slackSign(x, y, pairCost(x, y, scratch)) !== 0) continue;
        seen[y] = stamp;
        visits++;
        takenBy[y] = x;
        if (y === p2) return applyExchange(p, q, y);
        const y2 = mate[y];
        if (seen[y2] === stamp) continue;
        seen[y2] = stamp;
        reachedFrom[y2] = y;
        depthOf[y2] = depthOf[x] + 1;
        queue.push(y2);
      }
    }
    return false;
  };
  /** The exchange found by `exchange`, ending at p's partner `end`: applied to `mate` if it costs no more. */
  const applyExchange = (p: number, q: number, end: number): boolean => {
    const q2 = mate[q];
    const added: [number, number][] = [[p, q]];
    const removed: [number, number][] = [
      [p, mate[p]],
      [q, q2],
    ];
    for (let y = end; ;) {
      const x = takenBy[y];
      added.push([x, y]);
      if (x === q2) break;
      const previous = reachedFrom[x];
      removed.push([previous, x]);
      y = previous;
    }
    sum.fill(0);
    other.fill(0);
    for (const [a, b] of added) addInto(sum, pairCost(a, b, scratch));
    for (const [a, b] of removed) addInto(other, pairCost(a, b, scratch));
    if (compareVectors(sum, other) > 0) return false;
    for (const [a, b] of added) {
      mate[a] = b;
      mate[b] = a;
    }
    return true;
  };
  return exchange;
}

/**
 * optimisedPairing's second part, in the FISE order: the top group of the players not yet
 * paired, each in turn given the first opponent of its paper bracket — then of the rest — that
 * `compatible` says keeps a pairing of the best cost; `fix` is told each pair as it is made.
 */
function pairInOrder(
  seats: readonly Seat[],
  fixed: Uint8Array,
  meets: (i: number, j: number) => boolean,
  compatible: (p: number, q: number) => boolean,
  fix: (p: number, q: number) => void,
): ProcedurePair[] {
  const n = seats.length;
  const pairs: ProcedurePair[] = [];
  const unfixed = (v: number) => !fixed[v];
  let top = 0;
  for (;;) {
    while (top < n && fixed[top]) top++;
    if (top === n) break;
    // The top group of what is left, and its paper bracket (an odd group takes the next one's first).
    const group: number[] = [];
    let end = top;
    for (; end < n && seats[end].group === seats[top].group; end++) if (!fixed[end]) group.push(end);
    const bracket = group.slice();
    if (group.length % 2 === 1) {
      let next = end;
      while (next < n && fixed[next]) next++;
      if (next < n) bracket.push(next);
    }
    const inBracket = new Set(bracket);
    group.forEach((p, index) => {
      if (fixed[p]) return;
      let firstChoice = -1;
      let firstCompatible = -1;
      let chosen = -1;
      const consider = (q: number): boolean => {
        if (firstChoice < 0) firstChoice = q;
        if (!meets(p, q)) return false;
        if (firstCompatible < 0) firstCompatible = q;
        if (!compatible(p, q)) return false;
        chosen = q;
        return true;
      };
      let done = false;
      for (const q of candidatesInOrder(bracket, unfixed, index)) if ((done = consider(q))) break;
      for (let q = top; !done && q < n; q++) if (!fixed[q] && q !== p && !inBracket.has(q)) done = consider(q);
      if (chosen < 0) throw new Error('optimisedPairing: no opponent keeps the best fit');
      fixed[p] = 1;
      fixed[chosen] = 1;
      fix(p, chosen);
      const avoided = firstChoice !== chosen && !meets(p, firstChoice) ? seats[firstChoice].player : null;
      pairs.push({
        higher: seats[p].player,
        lower: seats[chosen].player,
        avoided,
        adjusted: chosen !== firstCompatible,
      });
    });
  }
  return pairs;
}

/**
 * The optimising search: the pairing of `players` (even count) with the best fit under
 * `levels` (rules §3.5 levels 1–3 by default; criteria.ts `costLevels`) and, among those,
 * the FISE order (see the top of this file). Pairs come as the paper procedure gives them
 * (`higher` chose `lower`; `avoided`: his first choice, which he could not meet;
 * `adjusted`: an opponent he could meet was passed over for the sake of the others).
 * Null when no perfect matching without rematches exists.
 */
export function optimisedPairing(
  players: readonly PairingPlayer[],
  levels: readonly CostLevel[] = BEST_FIT_LEVELS,
): ProcedurePair[] | null {
  const seats = seating(players);
  const n = seats.length;
  if (n === 0) return [];
  const mayMeet: MayMeet = canMeet;
  const meets = (i: number, j: number) => mayMeet(seats[i].player, seats[j].player);
  const model = new CostModel(seats, levels);
  const dims = model.dims;
  const matcher = new PerfectMatcher(n, dims);
  const scratch = new Float64Array(dims);
  const addPair = (i: number, j: number) => {
    if (i !== j && meets(i, j) && !matcher.hasEdge(i, j)) matcher.addEdge(i, j, model.cost(i, j, scratch));
  };
  sparsePairs(seats, model, addPair);
  // Some perfect matching must be in the graph: add one (if any exists).
  const anyMatching = maximumMatching(n, meets);
  for (let v = 0; v < n; v++) {
    if (anyMatching[v] < 0) return null;
    if (anyMatching[v] > v) addPair(v, anyMatching[v]);
  }
  /** Solves over the players still present until the duals prove the result optimal; false if they cannot all be paired. */
  const solveExactly = (optimum: Float64Array | null): boolean => {
    for (;;) {
      if (!matcher.solve()) {
        // The sparse graph has no perfect matching: give it one of the full graph, if any.
        const present = [...Array(n).keys()].filter((v) => !matcher.isRemoved(v));
        const some = maximumMatching(present.length, (a, b) => meets(present[a], present[b]));
        if (some.some((m) => m < 0)) return false;
        some.forEach((m, a) => addPair(present[a], present[m]));
        continue;
      }
      if (optimum && compareVectors(currentCost(), optimum) === 0) return true;
      const missing = price(matcher, seats, model, mayMeet);
      if (missing.length === 0) return true;
      for (const [i, j] of missing) addPair(i, j);
    }
  };
  const pairCost = (i: number, j: number, out: Float64Array) => model.cost(i, j, out);
  /** Cost of the matcher's matching over the present players. */
  const currentCost = () => {
    const total = new Float64Array(dims);
    for (let v = 0; v < n; v++) {
      const w = matcher.mate[v];
      if (w > v && !matcher.isRemoved(v)) addInto(total, pairCost(v, w, scratch));
    }
    return total;
  };
  if (!solveExactly(null)) return null;
  const best = currentCost();
  // Optimal duals of the whole field: every pair of every best pairing is tight under them
  // (complementary slackness), so a pair with slack can be turned down at once — also
  // later, since a best completion of the rest plus the fixed pairs is a best pairing.
  const optimalDuals = matcher.freeze();

  // Part 2: the FISE order among the pairings of cost `best`.
  const mate = Int32Array.from(matcher.mate);
  const classBound = new ClassBound(model, n, mate);
  const fixed = new Uint8Array(n);
  const fixedCost = new Float64Array(dims);
  let toRemove: number[] = [];
  let diverged = false;
  const trialTotal = new Float64Array(dims);

  const exchange = pairExchange({ matcher, optimalDuals, mate, fixed, meets, pairCost });

  /** Is there a pairing of cost `best` with every fixed pair and p–q? (Updates `mate` to one when there is.) */
  const compatible = (p: number, q: number): boolean => {
    if (mate[p] === q) return true;
    if (optimalDuals.slackSign(p, q, pairCost(p, q, scratch)) > 0 || classBound.rules(p, q)) return false;
    if (exchange(p, q)) {
      diverged = true;
      return true;
    }
    for (const v of toRemove) matcher.setRemoved(v, true);
    toRemove = [];
    matcher.setRemoved(p, true);
    matcher.setRemoved(q, true);
    if (diverged) matcher.load(mate);
    trialTotal.set(fixedCost);
    addInto(trialTotal, pairCost(p, q, scratch));
    const target = Float64Array.from(best);
    for (let c = 0; c < dims; c++) target[c] -= trialTotal[c];
    const feasible = solveExactly(target);
    if (feasible && compareVectors(currentCost(), target) === 0) {
      for (let v = 0; v < n; v++) if (!fixed[v] && v !== p && v !== q) mate[v] = matcher.mate[v];
      mate[p] = q;
      mate[q] = p;
      diverged = false;
      return true;
    }
    // Back to all of the rest: when the search finds a best pairing again, it becomes the
    // current one (the next trial then starts from the search's own state).
    matcher.setRemoved(p, false);
    matcher.setRemoved(q, false);
    diverged = true;
    const target2 = Float64Array.from(best);
    for (let c = 0; c < dims; c++) target2[c] -= fixedCost[c];
    if (matcher.solve() && compareVectors(currentCost(), target2) === 0) {
      for (let v = 0; v < n; v++) if (!fixed[v]) mate[v] = matcher.mate[v];
      diverged = false;
    }
    return false;
  };

  return pairInOrder(seats, fixed, meets, compatible, (p, q) => {
    classBound.fix(p, q);
    toRemove.push(p, q);
    addInto(fixedCost, pairCost(p, q, scratch));
  });
}
