// Maximum-weight matching of a general graph, the search tool behind "best fit"
// (rules §3.5). Knows nothing about Scrabble: vertices are indices, the weights encode the
// pairing criteria (criteria.ts, pairCost; optimise.ts turns levels into weights).
//
// Edmonds' primal-dual weighted blossom algorithm in the O(n³) form described by Galil,
// "Efficient algorithms for finding maximum matching in graphs" (1986): vertex duals u,
// blossom duals z, four kinds of dual step (δ1–δ4), least-slack edges kept per vertex and
// per outer blossom. Weights must be integers below 2^51. Written from those descriptions;
// blossoms are explicit objects (Blossom below).
import { emptyMatching, type Mate } from './mate';

export interface WeightedEdge {
  i: number;
  j: number;
  /** Integer weight, 0 ≤ weight < 2^51. */
  weight: number;
}

const FREE = 0;
const OUTER = 1; // "S": even distance from a root of the alternating forest
const INNER = 2; // "T": odd distance

/**
 * A blossom: a single vertex, or an odd cycle of sub-blossoms closed by edges. Children
 * are kept in cyclic order with children[0] holding the base; link k joins children[k]
 * (at vertex linkFrom[k]) to children[k+1 mod length] (at vertex linkTo[k]). Links 1, 3, 5,
 * … are matched, the others not, so every child but the first has its base matched
 * inside the blossom.
 */
class Blossom {
  parent: Blossom | null = null;
  children: Blossom[] = [];
  linkFrom: number[] = [];
  linkTo: number[] = [];
  base: number;
  /** z_B, kept doubled like the weights; always 0 for a single vertex (its dual is in `vertexDual`). */
  dual = 0;
  // Forest labels, meaningful for outermost blossoms during a stage.
  label = FREE;
  /** The tree edge to the parent in the forest: its end in this blossom and its other end (−1 for a root). */
  treeInside = -1;
  treeOutside = -1;
  /** Outer blossoms: edges to other outer blossoms (candidates for δ3), and the least-slack one. */
  outerEdges: number[] = [];
  bestOuterEdge = -1;
  mark = 0;

  constructor(readonly vertex: number) {
    this.base = vertex;
  }

  get isVertex(): boolean {
    return this.vertex >= 0;
  }

  /** Appends the vertices of this blossom to `out`. */
  collectVertices(out: number[]): number[] {
    if (this.isVertex) out.push(this.vertex);
    else for (const child of this.children) child.collectVertices(out);
    return out;
  }
}

class WeightedMatcher {
  readonly mate: Mate;
  private readonly edgeA: Int32Array;
  private readonly edgeB: Int32Array;
  /** Weights doubled, so that every dual stays an integer. */
  private readonly weight2: Float64Array;
  private readonly incidentStart: Int32Array;
  private readonly incident: Int32Array;
  private readonly vertexDual: Float64Array;
  private readonly single: Blossom[];
  /** The outermost blossom containing each vertex. */
  private readonly outermost: Blossom[];
  /** For a vertex not in an outer blossom: its least-slack edge to an outer vertex (candidate for δ2). */
  private readonly bestToOuter: Int32Array;
  private queue: number[] = [];
  private markStamp = 0;
  private augmented = false;
  /** Scratch for merging candidate lists: best edge by the far blossom's base. */
  private readonly bestByBase: Int32Array;

  constructor(
    private readonly n: number,
    edges: readonly WeightedEdge[],
  ) {
    this.mate = emptyMatching(n);
    // Edges of weight 0 cannot raise the total: leave them out.
    const kept = edges.filter((e) => e.weight > 0 && e.i !== e.j);
    const m = kept.length;
    this.edgeA = new Int32Array(m);
    this.edgeB = new Int32Array(m);
    this.weight2 = new Float64Array(m);
    const degree = new Int32Array(n + 1);
    let maxWeight = 0;
    kept.forEach((e, k) => {
      this.edgeA[k] = e.i;
      this.edgeB[k] = e.j;
      this.weight2[k] = 2 * e.weight;
      maxWeight = Math.max(maxWeight, e.weight);
      degree[e.i]++;
      degree[e.j]++;
    });
    this.incidentStart = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) this.incidentStart[v + 1] = this.incidentStart[v] + degree[v];
    this.incident = new Int32Array(2 * m);
    const fill = this.incidentStart.slice(0, n);
    for (let k = 0; k < m; k++) {
      this.incident[fill[this.edgeA[k]]++] = k;
      this.incident[fill[this.edgeB[k]]++] = k;
    }
    // u_v = max weight makes every slack u_a + u_b − 2w ≥ 0 at the start.
    this.vertexDual = new Float64Array(n).fill(maxWeight);
    this.single = Array.from({ length: n }, (_, v) => new Blossom(v));
    this.outermost = this.single.slice();
    this.bestToOuter = new Int32Array(n).fill(-1);
    this.bestByBase = new Int32Array(n).fill(-1);
  }

  run(): Mate {
    while (this.stage()) this.dissolveZeroBlossoms();
    return this.mate;
  }

  // --- primal–dual bookkeeping -------------------------------------------------------

  private other(e: number, v: number): number {
    return this.edgeA[e] === v ? this.edgeB[e] : this.edgeA[e];
  }

  /** Slack of an edge between two different outermost blossoms (no blossom dual covers it). */
  private slack(e: number): number {
    return this.vertexDual[this.edgeA[e]] + this.vertexDual[this.edgeB[e]] - this.weight2[e];
  }

  /** The outermost blossoms, each once (found through its base). */
  private topBlossoms(): Blossom[] {
    const tops: Blossom[] = [];
    for (let v = 0; v < this.n; v++) if (this.outermost[v].base === v) tops.push(this.outermost[v]);
    return tops;
  }

  private setOutermost(blossom: Blossom): void {
    for (const v of blossom.collectVertices([])) this.outermost[v] = blossom;
  }

  // --- one stage: grow the forest until an augmentation or the optimum ------------------

  /** Returns true after an augmentation, false when the matching is optimal. */
  private stage(): boolean {
    this.augmented = false;
    this.queue = [];
    this.bestToOuter.fill(-1);
    for (const top of this.topBlossoms()) {
      top.label = FREE;
      top.treeInside = -1;
      top.treeOutside = -1;
    }
    let roots = 0;
    for (const top of this.topBlossoms()) {
      if (this.mate[top.base] < 0) {
        this.labelOuter(top, -1, -1);
        roots++;
      }
    }
    if (roots === 0) return false;
    for (;;) {
      while (this.queue.length > 0 && !this.augmented) {
        const v = this.queue.pop() as number;
        for (let k = this.incidentStart[v]; k < this.incidentStart[v + 1] && !this.augmented; k++) {
          this.examine(v, this.incident[k]);
        }
      }
      if (this.augmented) return true;
      if (!this.dualStep()) return false;
      if (this.augmented) return true;
    }
  }

  /** Edge e seen from outer vertex v. */
  private examine(v: number, e: number): void {
    const w = this.other(e, v);
    const from = this.outermost[v];
    const to = this.outermost[w];
    if (from === to) return;
    const slack = this.slack(e);
    if (to.label === OUTER) {
      if (slack === 0) this.joinOuter(v, w);
      else {
        from.outerEdges.push(e);
        if (from.bestOuterEdge < 0 || slack < this.slack(from.bestOuterEdge)) from.bestOuterEdge = e;
      }
    } else if (to.label === FREE && slack === 0) {
      this.labelInner(to, w, v);
    } else {
      const best = this.bestToOuter[w];
      if (best < 0 || slack < this.slack(best)) this.bestToOuter[w] = e;
    }
  }

  private labelOuter(blossom: Blossom, inside: number, outside: number): void {
    blossom.label = OUTER;
    blossom.treeInside = inside;
    blossom.treeOutside = outside;
    blossom.outerEdges = [];
    blossom.bestOuterEdge = -1;
    for (const v of blossom.collectVertices([])) this.queue.push(v);
  }

  /** A free blossom reached by a tight edge becomes inner; its base's partner becomes outer. */
  private labelInner(blossom: Blossom, inside: number, outside: number): void {
    blossom.label = INNER;
    blossom.treeInside = inside;
    blossom.treeOutside = outside;
    const partner = this.mate[blossom.base];
    this.labelOuter(this.outermost[partner], partner, blossom.base);
  }

  /** The outer blossom above `blossom` in its tree (two levels up), or null at a root. */
  private outerParent(blossom: Blossom): Blossom | null {
    if (blossom.treeOutside < 0) return null;
    const inner = this.outermost[blossom.treeOutside];
    return this.outermost[inner.treeOutside];
  }

  /** A tight edge between outer vertices of different blossoms: same tree → blossom, else augment. */
  private joinOuter(v: number, w: number): void {
    const stamp = ++this.markStamp;
    let a: Blossom | null = this.outermost[v];
    let b: Blossom | null = this.outermost[w];
    while (a || b) {
      if (a) {
        if (a.mark === stamp) return this.shrink(a, v, w);
        a.mark = stamp;
        a = this.outerParent(a);
      }
      if (b) {
        if (b.mark === stamp) return this.shrink(b, v, w);
        b.mark = stamp;
        b = this.outerParent(b);
      }
    }
    this.augment(v, w);
  }

  /** The path of blossoms from `from` up the tree to `top` (excluded). */
  private treePath(from: Blossom, top: Blossom): Blossom[] {
    const path: Blossom[] = [];
    for (let b = from; b !== top; b = this.outermost[b.treeOutside]) path.push(b);
    return path;
  }

  /** Shrinks the odd cycle top … outer(v) – outer(w) … top into a new outer blossom. */
  private shrink(top: Blossom, v: number, w: number): void {
    const down = this.treePath(this.outermost[v], top).reverse();
    const up = this.treePath(this.outermost[w], top);
    const blossom = new Blossom(-1);
    blossom.base = top.base;
    blossom.children = [top, ...down, ...up];
    const length = blossom.children.length;
    for (let k = 0; k < length; k++) {
      const here = blossom.children[k];
      const next = blossom.children[(k + 1) % length];
      if (k < down.length) {
        // Going down the tree: next is the tree child of here.
        blossom.linkFrom.push(next.treeOutside);
        blossom.linkTo.push(next.treeInside);
      } else if (k === down.length) {
        blossom.linkFrom.push(v);
        blossom.linkTo.push(w);
      } else {
        // Going up the tree: here is the tree child of next.
        blossom.linkFrom.push(here.treeInside);
        blossom.linkTo.push(here.treeOutside);
      }
    }
    blossom.label = OUTER;
    blossom.treeInside = top.treeInside;
    blossom.treeOutside = top.treeOutside;
    const wereOuter = blossom.children.filter((c) => c.label === OUTER);
    for (const child of blossom.children) {
      child.parent = blossom;
      // Inner children turn outer: their vertices now need scanning.
      if (child.label === INNER) for (const u of child.collectVertices([])) this.queue.push(u);
      child.label = FREE;
    }
    this.setOutermost(blossom);
    // Candidate edges to other outer blossoms: the best one per far blossom (Galil).
    const touched: number[] = [];
    for (const child of wereOuter) {
      for (const e of child.outerEdges) {
        const a = this.outermost[this.edgeA[e]];
        const far = a === blossom ? this.outermost[this.edgeB[e]] : a;
        if (far === blossom) continue;
        const current = this.bestByBase[far.base];
        if (current < 0) touched.push(far.base);
        if (current < 0 || this.slack(e) < this.slack(current)) this.bestByBase[far.base] = e;
      }
      child.outerEdges = [];
      child.bestOuterEdge = -1;
    }
    blossom.outerEdges = touched.map((base) => this.bestByBase[base]);
    blossom.bestOuterEdge = -1;
    for (const base of touched) {
      const e = this.bestByBase[base];
      if (blossom.bestOuterEdge < 0 || this.slack(e) < this.slack(blossom.bestOuterEdge)) blossom.bestOuterEdge = e;
      this.bestByBase[base] = -1;
    }
  }

  /**
   * Makes `s` the base of `blossom` by swapping matched and unmatched links along the
   * even side of the cycle from s's child to the base child, recursively inside children.
   * Sets the mates of every vertex of the blossom except s (the caller matches s).
   */
  private rotate(blossom: Blossom, s: number): void {
    if (blossom.isVertex) return;
    let child = this.single[s];
    while (child.parent !== blossom) child = child.parent as Blossom;
    this.rotate(child, s);
    const i = blossom.children.indexOf(child);
    const length = blossom.children.length;
    if (i > 0) {
      // Link k is matched iff k is odd. The even way round: backwards when i is even (the
      // links i−2, i−4, …, 0 become matched), forwards when i is odd (i+1, i+3, …, length−1).
      if (i % 2 === 0) for (let k = i - 2; k >= 0; k -= 2) this.matchLink(blossom, k);
      else for (let k = i + 1; k < length; k += 2) this.matchLink(blossom, k);
      const turn = <T>(list: T[]): T[] => [...list.slice(i), ...list.slice(0, i)];
      blossom.children = turn(blossom.children);
      blossom.linkFrom = turn(blossom.linkFrom);
      blossom.linkTo = turn(blossom.linkTo);
    }
    blossom.base = s;
  }

  private matchLink(blossom: Blossom, k: number): void {
    const a = blossom.linkFrom[k];
    const b = blossom.linkTo[k];
    this.rotate(blossom.children[k], a);
    this.rotate(blossom.children[(k + 1) % blossom.children.length], b);
    this.mate[a] = b;
    this.mate[b] = a;
  }

  /** Tight edge v–w between two trees: flip both root paths and match v–w. */
  private augment(v: number, w: number): void {
    for (const start of [v, w]) {
      let s = start;
      for (;;) {
        const outer = this.outermost[s];
        this.rotate(outer, s);
        if (outer.treeOutside < 0) break; // reached the root
        const inner = this.outermost[outer.treeOutside];
        const entry = inner.treeInside;
        const parentVertex = inner.treeOutside;
        this.rotate(inner, entry);
        this.mate[entry] = parentVertex;
        this.mate[parentVertex] = entry;
        s = parentVertex;
      }
    }
    this.mate[v] = w;
    this.mate[w] = v;
    this.augmented = true;
  }

  /**
   * Changes the duals by the largest δ that keeps them feasible and the tree edges tight,
   * then acts on whatever became tight or zero. Returns false when δ1 (a free vertex's dual
   * reaching 0) is the limit: the matching is then of maximum weight.
   */
  private dualStep(): boolean {
    const tops = this.topBlossoms();
    let delta = Infinity;
    let kind = 0;
    let edge = -1;
    let expand: Blossom | null = null;
    for (let v = 0; v < this.n; v++) {
      if (this.outermost[v].label === OUTER && this.vertexDual[v] < delta) {
        delta = this.vertexDual[v];
        kind = 1;
      }
    }
    for (let v = 0; v < this.n; v++) {
      const e = this.bestToOuter[v];
      if (e >= 0 && this.outermost[v].label === FREE && this.slack(e) < delta) {
        delta = this.slack(e);
        kind = 2;
        edge = e;
      }
    }
    for (const top of tops) {
      if (top.label === OUTER && top.bestOuterEdge >= 0 && this.slack(top.bestOuterEdge) / 2 < delta) {
        delta = this.slack(top.bestOuterEdge) / 2;
        kind = 3;
        edge = top.bestOuterEdge;
      }
      if (top.label === INNER && !top.isVertex && top.dual / 2 < delta) {
        delta = top.dual / 2;
        kind = 4;
        expand = top;
      }
    }
    if (kind === 0 || kind === 1) return false;
    for (let v = 0; v < this.n; v++) {
      const label = this.outermost[v].label;
      if (label === OUTER) this.vertexDual[v] -= delta;
      else if (label === INNER) this.vertexDual[v] += delta;
    }
    for (const top of tops) {
      if (top.isVertex) continue;
      if (top.label === OUTER) top.dual += 2 * delta;
      else if (top.label === INNER) top.dual -= 2 * delta;
    }
    if (kind === 4) this.expandInner(expand as Blossom);
    else {
      const a = this.edgeA[edge];
      this.examine(this.outermost[a].label === OUTER ? a : this.edgeB[edge], edge);
    }
    return true;
  }

  /**
   * An inner blossom whose dual reached 0 opens up: the children on the even side of the
   * cycle from the entry child to the base child keep the tree alternating (inner, outer,
   * …, inner); the others become free.
   */
  private expandInner(blossom: Blossom): void {
    const children = blossom.children;
    for (const child of children) {
      child.parent = null;
      child.label = FREE;
      this.setOutermost(child);
    }
    const entry = this.outermost[blossom.treeInside]; // the child holding the tree edge's end
    let i = children.indexOf(entry);
    entry.label = INNER;
    entry.treeInside = blossom.treeInside;
    entry.treeOutside = blossom.treeOutside;
    const step = i % 2 === 0 ? -1 : 1;
    while (i !== 0) {
      // A matched link to an outer child, then an unmatched link to an inner child.
      const [outerIndex, outerInside, innerSide] = this.linkStep(blossom, i, step);
      this.labelOuter(children[outerIndex], outerInside, innerSide);
      const [innerIndex, innerInside, outerSide] = this.linkStep(blossom, outerIndex, step);
      const inner = children[innerIndex];
      inner.label = INNER;
      inner.treeInside = innerInside;
      inner.treeOutside = outerSide;
      i = innerIndex;
    }
  }

  /** From child i one link in direction `step`: [next child index, its end of the link, child i's end]. */
  private linkStep(blossom: Blossom, i: number, step: number): [number, number, number] {
    const length = blossom.children.length;
    if (step < 0) {
      const k = (i - 1 + length) % length;
      return [k, blossom.linkFrom[k], blossom.linkTo[k]];
    }
    return [(i + 1) % length, blossom.linkTo[i], blossom.linkFrom[i]];
  }

  /** End of stage: outermost blossoms with dual 0 are no longer needed; open them (recursively). */
  private dissolveZeroBlossoms(): void {
    const pending = this.topBlossoms().filter((b) => !b.isVertex && b.dual === 0);
    while (pending.length > 0) {
      const blossom = pending.pop() as Blossom;
      for (const child of blossom.children) {
        child.parent = null;
        this.setOutermost(child);
        if (!child.isVertex && child.dual === 0) pending.push(child);
      }
    }
  }
}

/** Maximum-weight matching (not necessarily of maximum cardinality: add a large constant to every weight for that). */
export function maxWeightMatching(n: number, input: readonly WeightedEdge[]): Mate {
  return new WeightedMatcher(n, input).run();
}
