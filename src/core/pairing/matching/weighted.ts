// Minimum-cost perfect matching of a general graph, the search tool behind "best fit"
// (rules §3.5). Knows nothing about Scrabble: vertices are indices, an edge's cost is a
// short vector of integers compared lexicographically (optimise.ts packs the criteria of
// criteria.ts into it).
//
// Edmonds' primal–dual weighted blossom algorithm as described by Galil, "Efficient
// algorithms for finding maximum matching in graphs" (1986): vertex duals u, blossom duals
// z, the dual steps δ2–δ4. Written from that description, with what large sparse pairing
// graphs need:
// - perfect matchings only (no δ1: duals may go negative), so no constant is added to the
//   weights; a stage that can make no dual step proves that no perfect matching exists;
// - lexicographic cost vectors: every dual is a vector and compared like one (LP duality
//   holds over any ordered group), so tie-break levels need no huge multipliers;
// - a dual step in O(log n): duals are lazy (a step only adds δ to a running total; see
//   `vertexDual`) and the candidates of δ2, δ3 and δ4 wait in heaps keyed so that a step
//   never reorders them (within a stage their slacks move at the same rate);
// - warm starts: a cold start sets each dual to the vertex's best edge, matches tight edges
//   greedily (in the order edges were added) and along short alternating paths of tight
//   edges; later, edges may be added, vertices removed or restored and a matching loaded,
//   and the search resumes from the duals;
// - the duals and blossoms stay readable (`dual`, `topBlossoms`, `freeze`) so that a caller
//   can prove optimality over edges it never added (pricing, optimise.ts).
// Internally weights are the doubled negated costs, so that every dual stays an integer
// (Galil's halving argument needs every free vertex on an equal dual: `equaliseFree`).
import { emptyMatching, type Mate } from './mate';

const FREE = 0;
const OUTER = 1; // "S": even distance from a root of the alternating forest
const INNER = 2; // "T": odd distance

/** What a caller may read of a blossom: its dual and its sub-blossoms (a vertex has none). */
export interface BlossomView {
  /** The vertex, for a trivial blossom; −1 for a blossom of several vertices. */
  readonly vertex: number;
  /** z_B (doubled like the weights: it adds to the slack of every edge inside B), one value per cost component. */
  readonly dual: Float64Array;
  readonly children: readonly BlossomView[];
}

/**
 * A blossom: a single vertex, or an odd cycle of sub-blossoms closed by edges. Children
 * are kept in cyclic order with children[0] holding the base; link k joins children[k]
 * (at vertex linkFrom[k]) to children[k+1 mod length] (at vertex linkTo[k]). Links 1, 3, 5,
 * … are matched, the others not, so every child but the first has its base matched
 * inside the blossom.
 */
class Blossom implements BlossomView {
  parent: Blossom | null = null;
  children: Blossom[] = [];
  linkFrom: number[] = [];
  linkTo: number[] = [];
  base: number;
  readonly dual: Float64Array;
  // Forest labels, meaningful for outermost blossoms during a stage.
  label = FREE;
  /** The tree edge to the parent in the forest: its end in this blossom and its other end (−1 for a root). */
  treeInside = -1;
  treeOutside = -1;
  mark = 0;
  /** The stage in which this blossom was last put on the stage's list. */
  listed = 0;
  /** Opened: no longer part of the structure (it may still sit on the stage's list). */
  dead = false;
  /** The stage's δ total when `dual` was last brought up to date (it then moves with the label). */
  readonly zSince: Float64Array;
  /** Bumped at each change of label: heap entries made before are stale. */
  version = 0;

  constructor(
    readonly vertex: number,
    dims: number,
  ) {
    this.base = vertex;
    this.dual = new Float64Array(vertex >= 0 ? 0 : dims);
    this.zSince = new Float64Array(vertex >= 0 ? 0 : dims);
  }

  get isVertex(): boolean {
    return this.vertex >= 0;
  }

  /** Calls `visit` with each vertex of this blossom. */
  forEachVertex(visit: (v: number) => void): void {
    if (this.isVertex) visit(this.vertex);
    else for (const child of this.children) child.forEachVertex(visit);
  }
}

/** A binary heap of items (numbers) keyed by vectors, the least (lexicographically) on top. */
class LexHeap {
  private readonly items: number[] = [];
  private readonly keys: number[] = [];

  constructor(private readonly dims: number) {}

  get size(): number {
    return this.items.length;
  }

  clear(): void {
    this.items.length = 0;
    this.keys.length = 0;
  }

  topItem(): number {
    return this.items[0];
  }

  topKey(out: Float64Array): void {
    for (let c = 0; c < this.dims; c++) out[c] = this.keys[c];
  }

  push(item: number, key: ArrayLike<number>): void {
    let i = this.items.length;
    this.items.push(item);
    for (let c = 0; c < this.dims; c++) this.keys.push(key[c]);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): void {
    const last = this.items.length - 1;
    this.swap(0, last);
    this.items.pop();
    this.keys.length -= this.dims;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= last) break;
      const child = left + 1 < last && this.less(left + 1, left) ? left + 1 : left;
      if (!this.less(child, i)) break;
      this.swap(child, i);
      i = child;
    }
  }

  private less(i: number, j: number): boolean {
    for (let c = 0; c < this.dims; c++) {
      const a = this.keys[i * this.dims + c];
      const b = this.keys[j * this.dims + c];
      if (a !== b) return a < b;
    }
    return false;
  }

  private swap(i: number, j: number): void {
    const item = this.items[i];
    this.items[i] = this.items[j];
    this.items[j] = item;
    for (let c = 0; c < this.dims; c++) {
      const a = i * this.dims + c;
      const b = j * this.dims + c;
      const key = this.keys[a];
      this.keys[a] = this.keys[b];
      this.keys[b] = key;
    }
  }
}

/** Turns `list` in place so that it starts at index i (three reversals, no copy). */
function rotateLeft<T>(list: T[], i: number): void {
  const reverse = (from: number, to: number) => {
    for (let a = from, b = to - 1; a < b; a++, b--) {
      const swap = list[a];
      list[a] = list[b];
      list[b] = swap;
    }
  };
  reverse(0, i);
  reverse(i, list.length);
  reverse(0, list.length);
}

/** Beyond this a dual could lose integer precision: a caller's costs are too large. */
const DUAL_LIMIT = 2 ** 52;

/**
 * An incremental minimum-cost perfect matching. Costs are vectors of `dims` integers,
 * compared lexicographically; each component must stay well below 2^50 in absolute value.
 */
export class PerfectMatcher {
  readonly mate: Mate;
  private readonly edgeA: number[] = [];
  private readonly edgeB: number[] = [];
  /** Doubled negated costs, `dims` per edge. */
  private readonly weight2: number[] = [];
  private readonly incident: number[][];
  private readonly edgeOf = new Map<number, number>();
  private readonly u: Float64Array;
  private readonly removed: Uint8Array;
  private readonly single: Blossom[];
  /**
   * A blossom containing each vertex, at or below its outermost one (`top` climbs from it
   * and caches the answer): shrinking a blossom then costs nothing per vertex inside it.
   */
  private readonly outermostCache: Blossom[];
  /** For a vertex not in an outer blossom: its least-slack edge to an outer vertex (candidate for δ2). */
  private readonly bestToOuter: Int32Array;
  private queue: number[] = [];
  private markStamp = 0;
  private stageNumber = 0;
  private augmented = false;
  /** Vertices and blossoms labelled in this stage (the only ones a dual step changes). */
  private forestVertices: number[] = [];
  private readonly vertexListed: Int32Array;
  private stageBlossoms: Blossom[] = [];
  /** Vertices whose bestToOuter was set in this stage. */
  private touched: number[] = [];
  private readonly touchedIn: Int32Array;
  /** Marks of `augmentAlongTightEdges`. */
  private readonly searchMark: Int32Array;
  private searchStamp = 0;
  /**
   * Lazy duals: within a stage a dual step only adds δ to `deltaTotal`. A vertex's stored
   * dual is up to date at `since` (the δ total then) and moves with its label since: down
   * for an outer vertex, up for an inner one (`vertexDual`); an outermost blossom's dual
   * likewise (twice as fast, the other way: `blossomDual`). Labels change only a few times
   * per vertex and stage, and the values are brought up to date then and at the stage's end.
   */
  private readonly vertexLabel: Int8Array;
  private readonly since: Float64Array;
  private readonly vertexVersion: Int32Array;
  /** δ2 candidates: edges from an outer vertex to a free one, by slack + δ total at insertion (they fall together). */
  private readonly towardFree: LexHeap;
  private freeEntries: number[] = [];
  /** δ4 candidates: inner blossoms, by dual + 2·δ total at insertion. */
  private readonly innerBlossoms: LexHeap;
  private innerEntries: Blossom[] = [];
  /**
   * Edges between outer vertices that were not tight when seen (candidates for δ3). Within
   * a stage an outer vertex stays outer, so all their slacks fall by 2δ together: the heap
   * keeps them by slack plus twice the δ total at insertion, an order no dual step changes.
   */
  private readonly outerPairs: LexHeap;
  /** The sum of this stage's δ so far. */
  private readonly deltaTotal: Float64Array;
  private readonly delta: Float64Array;
  private readonly scratch: Float64Array;
  private readonly scratch2: Float64Array;

  constructor(
    readonly n: number,
    readonly dims: number,
  ) {
    this.mate = emptyMatching(n);
    this.incident = Array.from({ length: n }, () => []);
    this.u = new Float64Array(n * dims);
    this.removed = new Uint8Array(n);
    this.single = Array.from({ length: n }, (_, v) => new Blossom(v, dims));
    this.outermostCache = this.single.slice();
    this.bestToOuter = new Int32Array(n).fill(-1);
    this.vertexListed = new Int32Array(n);
    this.touchedIn = new Int32Array(n);
    this.searchMark = new Int32Array(n);
    this.vertexLabel = new Int8Array(n);
    this.since = new Float64Array(n * dims);
    this.vertexVersion = new Int32Array(n);
    this.towardFree = new LexHeap(dims);
    this.innerBlossoms = new LexHeap(dims);
    this.outerPairs = new LexHeap(dims);
    this.deltaTotal = new Float64Array(dims);
    this.delta = new Float64Array(dims);
    this.scratch = new Float64Array(dims);
    this.scratch2 = new Float64Array(dims);
  }

  // --- the graph ------------------------------------------------------------------------

  /** Number of edges added so far. */
  get edgeCount(): number {
    return this.edgeA.length;
  }

  hasEdge(i: number, j: number): boolean {
    return this.edgeOf.has(this.key(i, j));
  }

  private key(i: number, j: number): number {
    return i < j ? i * this.n + j : j * this.n + i;
  }

  /**
   * Adds edge i–j with cost vector `cost` (ignored if the edge exists). After a search has
   * run, an edge whose slack would be negative is made feasible by raising a dual (which may
   * unmatch a vertex); `solve` then resumes.
   */
  addEdge(i: number, j: number, cost: ArrayLike<number>): void {
    if (i === j) return;
    const key = this.key(i, j);
    if (this.edgeOf.has(key)) return;
    const e = this.edgeA.length;
    this.edgeOf.set(key, e);
    this.edgeA.push(i);
    this.edgeB.push(j);
    for (let c = 0; c < this.dims; c++) this.weight2.push(-2 * cost[c]);
    this.incident[i].push(e);
    this.incident[j].push(e);
    if (this.started && !this.removed[i] && !this.removed[j]) {
      this.trueSlack(e, this.scratch);
      if (this.sign(this.scratch) < 0) {
        this.makeSingle(i);
        this.makeSingle(j);
        this.trueSlack(e, this.scratch);
        if (this.sign(this.scratch) < 0) {
          const d = this.dims;
          for (let c = 0; c < d; c++) this.u[i * d + c] -= this.scratch[c];
          this.unmatch(i);
        }
      }
    }
  }

  private started = false;

  // --- vector helpers (lexicographic) ----------------------------------------------------

  private sign(v: Float64Array): number {
    for (let c = 0; c < this.dims; c++) if (v[c] !== 0) return v[c] < 0 ? -1 : 1;
    return 0;
  }

  private compare(a: Float64Array, b: Float64Array): number {
    for (let c = 0; c < this.dims; c++) if (a[c] !== b[c]) return a[c] < b[c] ? -1 : 1;
    return 0;
  }

  /** Slack of an edge between two different outermost blossoms (no blossom dual covers it), into `out`. */
  private slackInto(e: number, out: Float64Array): Float64Array {
    const d = this.dims;
    const a = this.edgeA[e];
    const b = this.edgeB[e];
    const w = e * d;
    for (let c = 0; c < d; c++) out[c] = this.vertexDual(a, c) + this.vertexDual(b, c) - this.weight2[w + c];
    return out;
  }

  /** Component c of vertex v's dual now (see `since`). */
  private vertexDual(v: number, c: number): number {
    const label = this.vertexLabel[v];
    const stored = this.u[v * this.dims + c];
    if (label === FREE) return stored;
    const moved = this.deltaTotal[c] - this.since[v * this.dims + c];
    return label === OUTER ? stored - moved : stored + moved;
  }

  /** Brings v's dual up to date and gives it a new label (from which it moves on). */
  private setVertexLabel(v: number, label: number): void {
    const d = this.dims;
    for (let c = 0; c < d; c++) {
      const value = this.vertexDual(v, c);
      if (Math.abs(value) > DUAL_LIMIT) throw new Error('PerfectMatcher: costs too large for exact duals');
      this.u[v * d + c] = value;
      this.since[v * d + c] = this.deltaTotal[c];
    }
    this.vertexLabel[v] = label;
    this.vertexVersion[v]++;
  }

  /** Component c of blossom b's dual now: it moves only while b is outermost and labelled. */
  private blossomDual(b: Blossom, c: number): number {
    if (b.parent !== null || b.label === FREE || b.dead) return b.dual[c];
    const moved = 2 * (this.deltaTotal[c] - b.zSince[c]);
    return b.label === OUTER ? b.dual[c] + moved : b.dual[c] - moved;
  }

  /** Brings b's dual up to date and gives it a new label; an inner blossom becomes a δ4 candidate. */
  private setBlossomLabel(b: Blossom, label: number): void {
    if (!b.isVertex) {
      for (let c = 0; c < this.dims; c++) {
        b.dual[c] = this.blossomDual(b, c);
        b.zSince[c] = this.deltaTotal[c];
      }
    }
    b.label = label;
    b.version++;
    if (label === INNER && !b.isVertex) {
      const key = this.scratch2;
      for (let c = 0; c < this.dims; c++) key[c] = b.dual[c] + 2 * this.deltaTotal[c];
      this.innerBlossoms.push(this.innerEntries.length, key);
      this.innerEntries.push(b);
    }
  }

  /** A vertex that became free in the forest: its least-slack edge to an outer vertex becomes a δ2 candidate. */
  private offerTowardFree(w: number, e: number): void {
    const key = this.scratch2;
    this.slackInto(e, key);
    for (let c = 0; c < this.dims; c++) key[c] += this.deltaTotal[c];
    this.towardFree.push(this.freeEntries.length, key);
    this.freeEntries.push(w, this.vertexVersion[w], e);
  }

  /** slack(e) compared with slack(f). */
  private compareSlack(e: number, f: number): number {
    return this.compare(this.slackInto(e, this.scratch), this.slackInto(f, this.scratch2));
  }

  private isTight(e: number): boolean {
    return this.sign(this.slackInto(e, this.scratch)) === 0;
  }

  /** Slack of edge e counting the duals of the blossoms that contain both ends, into `out`. */
  private trueSlack(e: number, out: Float64Array): Float64Array {
    this.slackInto(e, out);
    const stamp = ++this.markStamp;
    for (let b = this.single[this.edgeA[e]].parent; b; b = b.parent) b.mark = stamp;
    for (let b = this.single[this.edgeB[e]].parent; b; b = b.parent) {
      if (b.mark === stamp) for (let c = 0; c < this.dims; c++) out[c] += b.dual[c];
    }
    return out;
  }

  // --- what a caller may read -------------------------------------------------------------

  /** Component `c` of vertex v's dual (doubled like the weights: an edge's slack is u_i + u_j − 2·(−cost) + Σ z). */
  dual(v: number, c: number): number {
    return this.u[v * this.dims + c];
  }

  /** The outermost blossoms that hold more than one vertex (their vertices' pairs get their dual). */
  topBlossoms(): BlossomView[] {
    const tops: BlossomView[] = [];
    for (let v = 0; v < this.n; v++) {
      const top = this.top(v);
      if (!top.isVertex && top.base === v) tops.push(top);
    }
    return tops;
  }

  /**
   * A copy of the current duals (vertex duals and the blossom tree with its duals) that
   * later searches do not change, and the sign of a pair's slack under them.
   */
  freeze(): FrozenDuals {
    const d = this.dims;
    const u = Float64Array.from(this.u);
    const ids = new Map<Blossom, number>();
    const parent: number[] = [];
    const z: number[] = [];
    const idOf = (blossom: Blossom | null): number => {
      const chain: Blossom[] = [];
      for (let b = blossom; b && !ids.has(b); b = b.parent) chain.push(b);
      for (let k = chain.length - 1; k >= 0; k--) {
        const b = chain[k];
        ids.set(b, parent.length);
        parent.push(b.parent ? (ids.get(b.parent) as number) : -1);
        for (let c = 0; c < d; c++) z.push(b.dual[c]);
      }
      return blossom ? (ids.get(blossom) as number) : -1;
    };
    const innermost = this.single.map((vertex) => idOf(vertex.parent));
    const mark = new Int32Array(parent.length);
    const sum = new Float64Array(d);
    let stamp = 0;
    return {
      slackSign(i: number, j: number, cost: ArrayLike<number>): number {
        stamp++;
        for (let b = innermost[i]; b >= 0; b = parent[b]) mark[b] = stamp;
        for (let c = 0; c < d; c++) sum[c] = u[i * d + c] + u[j * d + c] + 2 * cost[c];
        for (let b = innermost[j]; b >= 0; b = parent[b])
          if (mark[b] === stamp) for (let c = 0; c < d; c++) sum[c] += z[b * d + c];
        for (let c = 0; c < d; c++) if (sum[c] !== 0) return sum[c] < 0 ? -1 : 1;
        return 0;
      },
    };
  }

  /** Number of edges at vertex v, and the far end of its k-th edge (the graph as given so far). */
  degree(v: number): number {
    return this.incident[v].length;
  }

  neighbour(v: number, k: number): number {
    return this.other(this.incident[v][k], v);
  }

  isRemoved(v: number): boolean {
    return this.removed[v] === 1;
  }

  // --- warm starts ----------------------------------------------------------------------

  /**
   * Cold start: each vertex's dual is its best edge (so every edge is feasible), then tight
   * edges are matched greedily, each vertex taking its first free tight edge in the order
   * the edges were added.
   */
  start(): void {
    const d = this.dims;
    for (let v = 0; v < this.n; v++) {
      this.mate[v] = -1;
      let best = -1;
      for (const e of this.incident[v]) {
        if (this.removed[this.other(e, v)]) continue;
        if (best < 0 || this.compareWeight(e, best) > 0) best = e;
      }
      for (let c = 0; c < d; c++) this.u[v * d + c] = best < 0 ? 0 : this.weight2[best * d + c] / 2;
    }
    for (let v = 0; v < this.n; v++) {
      if (this.removed[v] || this.mate[v] >= 0) continue;
      for (const e of this.incident[v]) {
        const w = this.other(e, v);
        if (this.mate[w] < 0 && !this.removed[w] && this.isTight(e)) {
          this.mate[v] = w;
          this.mate[w] = v;
          break;
        }
      }
    }
    this.started = true;
  }

  /**
   * Before the stages, a cheap pass: from each free vertex, a depth-first search for an
   * alternating path of tight edges to another free vertex, through vertices in no blossom
   * (so no blossom's structure changes). Blossoms are not looked for, so some paths are
   * missed; the stages find those. Each search is cut after a few hundred vertices.
   */
  private augmentAlongTightEdges(): void {
    const n = this.n;
    const seen = this.searchMark;
    const trail: number[] = [];
    const usable = (v: number) => !this.removed[v] && this.top(v).isVertex;
    for (let root = 0; root < n; root++) {
      if (this.mate[root] >= 0 || !usable(root)) continue;
      const stamp = ++this.searchStamp;
      seen[root] = stamp;
      // Iterative search: trail holds x0, y0, x1, y1, … with x_{k+1} = mate[y_k]; next[k] the edge index to try at x_k.
      const next: number[] = [0];
      trail.length = 0;
      trail.push(root);
      let visits = 0;
      let found = -1;
      while (trail.length > 0 && found < 0 && visits < 400) {
        const depth = next.length - 1;
        const x = trail[2 * depth];
        const edges = this.incident[x];
        if (next[depth] >= edges.length) {
          next.pop();
          trail.length = Math.max(0, 2 * depth - 1);
          continue;
        }
        const e = edges[next[depth]++];
        const y = this.other(e, x);
        if (seen[y] === stamp || !usable(y) || !this.isTight(e)) continue;
        seen[y] = stamp;
        visits++;
        if (this.mate[y] < 0) {
          found = y;
          trail.push(y);
          break;
        }
        const z = this.mate[y];
        if (seen[z] === stamp || !usable(z)) continue;
        seen[z] = stamp;
        trail.push(y, z);
        next.push(0);
      }
      if (found < 0) continue;
      // trail = x0, y0, x1, y1, …, xk, found: match x_i–y_i.
      for (let k = 0; k + 1 < trail.length; k += 2) {
        this.mate[trail[k]] = trail[k + 1];
        this.mate[trail[k + 1]] = trail[k];
      }
    }
  }

  private compareWeight(e: number, f: number): number {
    const d = this.dims;
    for (let c = 0; c < d; c++) {
      const x = this.weight2[e * d + c];
      const y = this.weight2[f * d + c];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  /** Takes a vertex out of the graph (its partner becomes free) or puts it back (free, dual raised to fit its edges). */
  setRemoved(v: number, removed: boolean): void {
    if (removed === (this.removed[v] === 1)) return;
    if (removed) {
      this.makeSingle(v);
      this.unmatch(v);
      this.removed[v] = 1;
      return;
    }
    this.removed[v] = 0;
    this.mate[v] = -1;
    const d = this.dims;
    let first = true;
    for (const e of this.incident[v]) {
      const w = this.other(e, v);
      if (this.removed[w]) continue;
      // Needed: u_v ≥ 2·weight − u_w (v is in no blossom, so no blossom dual covers the edge).
      for (let c = 0; c < d; c++) this.scratch[c] = this.weight2[e * d + c] - this.u[w * d + c];
      if (first || this.compare(this.scratch, this.u.subarray(v * d, v * d + d)) > 0) {
        for (let c = 0; c < d; c++) this.u[v * d + c] = this.scratch[c];
        first = false;
      }
    }
  }

  /**
   * Replaces the matching by `target` (a matching of the present vertices). Only what
   * changes is touched: each vertex whose partner differs is taken out of its blossoms
   * (their duals spread over their vertices, which keeps every edge feasible), then its
   * pair in `target` is matched if tight, else left free for `solve`.
   */
  load(target: Mate): void {
    const changed: number[] = [];
    for (let v = 0; v < this.n; v++) {
      if (this.removed[v]) continue;
      const w = target[v] >= 0 && this.removed[target[v]] ? -1 : target[v];
      if (this.mate[v] !== w) changed.push(v);
    }
    for (const v of changed) this.makeSingle(v);
    for (const v of changed) this.unmatch(v);
    for (const v of changed) {
      const w = target[v];
      if (w < 0 || this.removed[w] || this.mate[v] >= 0 || this.mate[w] >= 0) continue;
      const e = this.edgeOf.get(this.key(v, w));
      if (e !== undefined && this.top(v).isVertex && this.top(w).isVertex && this.isTight(e)) {
        this.mate[v] = w;
        this.mate[w] = v;
      }
    }
  }

  /**
   * Opens `blossom` and, inside it, the blossoms `open` picks (a picked blossom's parent
   * is picked too). Each opened blossom's dual is spread over its vertices: z_B/2 to each,
   * which keeps the slack of every edge inside B and adds to the others'. One walk down
   * the tree, carrying the halves.
   */
  private spread(blossom: Blossom, open: (b: Blossom) => boolean): void {
    const d = this.dims;
    const walk = (b: Blossom, extra: Float64Array): void => {
      if (b.isVertex) {
        for (let c = 0; c < d; c++) this.u[b.vertex * d + c] += extra[c];
        return;
      }
      if (b !== blossom && !open(b)) {
        // Not opened: every vertex below gets what was carried down to it.
        if (extra.some((x) => x !== 0))
          b.forEachVertex((v) => {
            for (let c = 0; c < d; c++) this.u[v * d + c] += extra[c];
          });
        return;
      }
      const next = Float64Array.from(extra);
      for (let c = 0; c < d; c++) next[c] += b.dual[c] / 2;
      b.dual.fill(0);
      b.dead = true;
      for (const child of b.children) {
        child.parent = null;
        walk(child, next);
      }
    };
    walk(blossom, new Float64Array(d));
  }

  /**
   * Opens the blossoms around v, from the outermost in, until v stands alone. A matched edge
   * leaving an opened blossom loses its tightness and is unmatched.
   */
  private makeSingle(v: number): void {
    const outer = this.top(v);
    if (outer.isVertex) return;
    const chain = new Set<Blossom>();
    for (let b = this.single[v].parent; b; b = b.parent) chain.add(b);
    const bases = [...chain].map((b) => b.base);
    this.spread(outer, (b) => chain.has(b));
    for (const base of bases) {
      const partner = this.mate[base];
      if (partner < 0) continue;
      const e = this.edgeOf.get(this.key(base, partner)) as number;
      if (this.sign(this.trueSlack(e, this.scratch)) !== 0) this.unmatch(base);
    }
  }

  private unmatch(v: number): void {
    const w = this.mate[v];
    if (w >= 0) this.mate[w] = -1;
    this.mate[v] = -1;
  }

  /**
   * Every free vertex on one dual (the highest): raising a free vertex's dual keeps every
   * edge feasible, and equal roots keep every δ an integer. A free vertex inside a blossom
   * is its base, so opening the blossoms around it frees nobody else.
   */
  private equaliseFree(): void {
    const d = this.dims;
    const free: number[] = [];
    for (let v = 0; v < this.n; v++) if (!this.removed[v] && this.mate[v] < 0) free.push(v);
    if (free.length === 0) return;
    let top = free[0];
    for (const v of free)
      if (this.compare(this.u.subarray(v * d, v * d + d), this.u.subarray(top * d, top * d + d)) > 0) top = v;
    for (const v of free) {
      if (this.compare(this.u.subarray(v * d, v * d + d), this.u.subarray(top * d, top * d + d)) === 0) continue;
      this.makeSingle(v);
      for (let c = 0; c < d; c++) this.u[v * d + c] = this.u[top * d + c];
    }
  }

  /**
   * Grows the matching until every present vertex is matched (true), or proves that the
   * graph has no perfect matching (false). The matching is then of least cost among the
   * perfect matchings of the edges added.
   */
  solve(): boolean {
    if (!this.started) this.start();
    this.augmentAlongTightEdges();
    this.equaliseFree();
    for (;;) {
      let freeVertex = false;
      for (let v = 0; v < this.n && !freeVertex; v++) freeVertex = !this.removed[v] && this.mate[v] < 0;
      if (!freeVertex) return true;
      const grown = this.stage();
      this.endStage();
      if (!grown) return false;
    }
  }

  // --- primal–dual bookkeeping -------------------------------------------------------

  /** The outermost blossom containing vertex v. */
  private top(v: number): Blossom {
    let b = this.outermostCache[v];
    if (b.dead) b = this.single[v];
    while (b.parent) b = b.parent;
    this.outermostCache[v] = b;
    return b;
  }

  private other(e: number, v: number): number {
    return this.edgeA[e] === v ? this.edgeB[e] : this.edgeA[e];
  }

  private listVertices(blossom: Blossom, scan: boolean): void {
    const stage = this.stageNumber;
    blossom.forEachVertex((v) => {
      if (this.vertexListed[v] !== stage) {
        this.vertexListed[v] = stage;
        this.forestVertices.push(v);
      }
      if (scan) this.queue.push(v);
    });
  }

  private listBlossom(blossom: Blossom): void {
    if (blossom.listed !== this.stageNumber) {
      blossom.listed = this.stageNumber;
      this.stageBlossoms.push(blossom);
    }
  }

  // --- one stage: grow the forest until an augmentation or a proof of no perfect matching ---

  /** Returns true after an augmentation, false when no dual step is possible. */
  private stage(): boolean {
    this.stageNumber++;
    this.augmented = false;
    this.queue = [];
    this.forestVertices = [];
    this.stageBlossoms = [];
    this.touched = [];
    this.outerPairs.clear();
    this.towardFree.clear();
    this.freeEntries = [];
    this.innerBlossoms.clear();
    this.innerEntries = [];
    this.deltaTotal.fill(0);
    for (let v = 0; v < this.n; v++) {
      if (this.removed[v] || this.mate[v] >= 0) continue;
      const top = this.top(v);
      if (top.label === FREE) this.labelOuter(top, -1, -1);
    }
    for (;;) {
      while (this.queue.length > 0 && !this.augmented) {
        const v = this.queue.pop() as number;
        const edges = this.incident[v];
        for (let k = 0; k < edges.length && !this.augmented; k++) this.examine(v, edges[k]);
      }
      if (this.augmented) return true;
      if (!this.dualStep()) return false;
      if (this.augmented) return true;
    }
  }

  /** Clears the stage's labels, and opens the outermost blossoms whose dual is 0 (recursively). */
  private endStage(): void {
    for (const v of this.touched) this.bestToOuter[v] = -1;
    for (const v of this.forestVertices) this.setVertexLabel(v, FREE);
    const pending: Blossom[] = [];
    for (const b of this.stageBlossoms) {
      if (!b.dead) this.setBlossomLabel(b, FREE);
      b.treeInside = -1;
      b.treeOutside = -1;
      if (b.parent === null && !b.isVertex && !b.dead && this.sign(b.dual) === 0) pending.push(b);
    }
    while (pending.length > 0) {
      const blossom = pending.pop() as Blossom;
      if (blossom.parent !== null || blossom.dead) continue;
      blossom.dead = true;
      for (const child of blossom.children) {
        child.parent = null;
        if (!child.isVertex && this.sign(child.dual) === 0) pending.push(child);
      }
      blossom.children = [];
    }
  }

  /** Edge e seen from outer vertex v. */
  private examine(v: number, e: number): void {
    const w = this.other(e, v);
    if (this.removed[w]) return;
    const from = this.top(v);
    const to = this.top(w);
    if (from === to) return;
    const slack = this.slackInto(e, this.scratch);
    const zero = this.sign(slack) === 0;
    if (to.label === OUTER) {
      if (zero) this.joinOuter(v, w);
      else {
        for (let c = 0; c < this.dims; c++) slack[c] += 2 * this.deltaTotal[c];
        this.outerPairs.push(e, slack);
      }
    } else if (to.label === FREE && zero) {
      this.labelInner(to, w, v);
    } else {
      const best = this.bestToOuter[w];
      if (best < 0 || this.compareSlack(e, best) < 0) {
        this.bestToOuter[w] = e;
        if (this.touchedIn[w] !== this.stageNumber) {
          this.touchedIn[w] = this.stageNumber;
          this.touched.push(w);
        }
        if (to.label === FREE) this.offerTowardFree(w, e);
      }
    }
  }

  private labelOuter(blossom: Blossom, inside: number, outside: number): void {
    this.setBlossomLabel(blossom, OUTER);
    blossom.forEachVertex((v) => this.setVertexLabel(v, OUTER));
    blossom.treeInside = inside;
    blossom.treeOutside = outside;
    this.listBlossom(blossom);
    this.listVertices(blossom, true);
  }

  /** A free blossom reached by a tight edge becomes inner; its base's partner becomes outer. */
  private labelInner(blossom: Blossom, inside: number, outside: number): void {
    this.setBlossomLabel(blossom, INNER);
    blossom.forEachVertex((v) => this.setVertexLabel(v, INNER));
    blossom.treeInside = inside;
    blossom.treeOutside = outside;
    this.listBlossom(blossom);
    this.listVertices(blossom, false);
    const partner = this.mate[blossom.base];
    this.labelOuter(this.top(partner), partner, blossom.base);
  }

  /** The outer blossom above `blossom` in its tree (two levels up), or null at a root. */
  private outerParent(blossom: Blossom): Blossom | null {
    if (blossom.treeOutside < 0) return null;
    const inner = this.top(blossom.treeOutside);
    return this.top(inner.treeOutside);
  }

  /** A tight edge between outer vertices of different blossoms: same tree → blossom, else augment. */
  private joinOuter(v: number, w: number): void {
    const stamp = ++this.markStamp;
    let a: Blossom | null = this.top(v);
    let b: Blossom | null = this.top(w);
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
    for (let b = from; b !== top; b = this.top(b.treeOutside)) path.push(b);
    return path;
  }

  /** Shrinks the odd cycle top … outer(v) – outer(w) … top into a new outer blossom. */
  private shrink(top: Blossom, v: number, w: number): void {
    const down = this.treePath(this.top(v), top).reverse();
    const up = this.treePath(this.top(w), top);
    const blossom = new Blossom(-1, this.dims);
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
    this.setBlossomLabel(blossom, OUTER);
    blossom.treeInside = top.treeInside;
    blossom.treeOutside = top.treeOutside;
    this.listBlossom(blossom);
    for (const child of blossom.children) {
      // Inner children turn outer: their vertices now need scanning.
      if (child.label === INNER)
        child.forEachVertex((u) => {
          this.setVertexLabel(u, OUTER);
          this.queue.push(u);
        });
      // Its dual stops moving once it is inside another blossom.
      this.setBlossomLabel(child, FREE);
      child.parent = blossom;
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
      rotateLeft(blossom.children, i);
      rotateLeft(blossom.linkFrom, i);
      rotateLeft(blossom.linkTo, i);
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
        const outer = this.top(s);
        this.rotate(outer, s);
        if (outer.treeOutside < 0) break; // reached the root
        const inner = this.top(outer.treeOutside);
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

  /** δ := candidate when it is smaller (or δ is unset). Returns true when it was taken. */
  private offer(candidate: Float64Array, has: boolean): boolean {
    if (has && this.compare(candidate, this.delta) >= 0) return false;
    this.delta.set(candidate);
    return true;
  }

  /**
   * Changes the duals by the largest δ that keeps them feasible and the tree edges tight,
   * then acts on whatever became tight or zero. Returns false when no step is possible:
   * the forest can grow no further, so no perfect matching exists.
   */
  private dualStep(): boolean {
    const d = this.dims;
    let kind = 0;
    let edge = -1;
    let expand: Blossom | null = null;
    const candidate = this.scratch2;
    // δ2: the least slack from an outer vertex to a free one (entries of vertices since labelled are stale).
    const free = this.towardFree;
    for (; free.size > 0; free.pop()) {
      const entry = free.topItem();
      const w = this.freeEntries[entry];
      if (this.vertexVersion[w] === this.freeEntries[entry + 1] && !this.removed[w] && this.top(w).label === FREE)
        break;
    }
    if (free.size > 0) {
      free.topKey(candidate);
      for (let c = 0; c < d; c++) candidate[c] -= this.deltaTotal[c];
      kind = 2;
      edge = this.freeEntries[free.topItem() + 2];
      this.delta.set(candidate);
    }
    // δ3: the least slack between two outer blossoms, halved (edges now inside one blossom are dropped).
    const pairs = this.outerPairs;
    while (pairs.size > 0 && this.top(this.edgeA[pairs.topItem()]) === this.top(this.edgeB[pairs.topItem()]))
      pairs.pop();
    if (pairs.size > 0) {
      pairs.topKey(candidate);
      for (let c = 0; c < d; c++) candidate[c] = (candidate[c] - 2 * this.deltaTotal[c]) / 2;
      if (this.offer(candidate, kind !== 0)) {
        kind = 3;
        edge = pairs.topItem();
      }
    }
    // δ4: an inner blossom whose dual reaches 0.
    const inner = this.innerBlossoms;
    for (; inner.size > 0; inner.pop()) {
      const b = this.innerEntries[inner.topItem()];
      if (!b.dead && b.parent === null && b.label === INNER) break;
    }
    if (inner.size > 0) {
      inner.topKey(candidate);
      for (let c = 0; c < d; c++) candidate[c] = (candidate[c] - 2 * this.deltaTotal[c]) / 2;
      if (this.offer(candidate, kind !== 0)) {
        kind = 4;
        expand = this.innerEntries[inner.topItem()];
      }
    }
    if (kind === 0) return false;
    for (let c = 0; c < d; c++) this.deltaTotal[c] += this.delta[c];
    if (kind === 4) this.expandInner(expand as Blossom);
    else {
      const a = this.edgeA[edge];
      this.examine(this.top(a).label === OUTER ? a : this.edgeB[edge], edge);
    }
    return true;
  }

  /**
   * An inner blossom whose dual reached 0 opens up: the children on the even side of the
   * cycle from the entry child to the base child keep the tree alternating (inner, outer,
   * …, inner); the others become free.
   */
  private expandInner(blossom: Blossom): void {
    this.setBlossomLabel(blossom, FREE); // its dual, now 0, up to date
    const children = blossom.children;
    // The children's duals did not move while they were inside; their labels are FREE.
    for (const child of children) child.parent = null;
    blossom.children = [];
    blossom.dead = true;
    const entry = this.top(blossom.treeInside); // the child holding the tree edge's end
    let i = children.indexOf(entry);
    const kept = new Set<Blossom>([entry]);
    this.setBlossomLabel(entry, INNER);
    entry.treeInside = blossom.treeInside;
    entry.treeOutside = blossom.treeOutside;
    this.listBlossom(entry);
    const step = i % 2 === 0 ? -1 : 1;
    while (i !== 0) {
      // A matched link to an outer child, then an unmatched link to an inner child.
      const [outerIndex, outerInside, innerSide] = this.linkStep(children, blossom, i, step);
      this.labelOuter(children[outerIndex], outerInside, innerSide);
      kept.add(children[outerIndex]);
      const [innerIndex, innerInside, outerSide] = this.linkStep(children, blossom, outerIndex, step);
      const inner = children[innerIndex];
      this.setBlossomLabel(inner, INNER);
      inner.treeInside = innerInside;
      inner.treeOutside = outerSide;
      this.listBlossom(inner);
      kept.add(inner);
      i = innerIndex;
    }
    // The other children leave the forest: their vertices are free, their best edges to outer vertices δ2 candidates.
    for (const child of children) {
      if (kept.has(child)) continue;
      child.forEachVertex((v) => {
        this.setVertexLabel(v, FREE);
        const e = this.bestToOuter[v];
        if (e >= 0) this.offerTowardFree(v, e);
      });
    }
  }

  /** From child i one link in direction `step`: [next child index, its end of the link, child i's end]. */
  private linkStep(children: Blossom[], blossom: Blossom, i: number, step: number): [number, number, number] {
    const length = children.length;
    if (step < 0) {
      const k = (i - 1 + length) % length;
      return [k, blossom.linkFrom[k], blossom.linkTo[k]];
    }
    return [(i + 1) % length, blossom.linkTo[i], blossom.linkFrom[i]];
  }
}

/** Duals frozen by `PerfectMatcher.freeze`. */
export interface FrozenDuals {
  /** Sign of the slack of pair i–j with cost vector `cost` (−1, 0 or 1): 0 = tight, 1 = in no matching optimal under these duals. */
  slackSign(i: number, j: number, cost: ArrayLike<number>): number;
}

/** One edge and its cost vector (lexicographic). */
export interface CostEdge {
  i: number;
  j: number;
  cost: readonly number[];
}

/**
 * A perfect matching of least cost (cost vectors of `dims` integers compared
 * lexicographically), or null when the graph has no perfect matching.
 */
export function minCostPerfectMatching(n: number, edges: readonly CostEdge[], dims: number): Mate | null {
  const matcher = new PerfectMatcher(n, dims);
  for (const { i, j, cost } of edges) matcher.addEdge(i, j, cost);
  return matcher.solve() ? matcher.mate : null;
}
