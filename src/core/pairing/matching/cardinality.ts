// Maximum-cardinality matching of a general graph, the search tool behind "always legal if
// possible" (rules §3.5): the feasibility check "can everyone left still be paired without
// a rematch?" and whom to name when they cannot. Knows nothing about Scrabble: vertices are
// indices, the adjacency test comes from the pairing criteria (criteria.ts, canMeet).
//
// Edmonds' blossom algorithm (1965), one free root at a time. Blossoms are shrunk with a
// union–find; the augmenting path is read back from "bridge" labels (each vertex that
// turns even inside a blossom remembers the edge that closed it), the path representation
// described by Gabow (1976) and Tarjan, "Data structures and network algorithms" (1983),
// ch. 9.
import { emptyMatching, type Mate } from './mate';

const UNREACHED = 0;
const EVEN = 1;
const ODD = 2;

/** How an even vertex got its label, i.e. how its alternating path to the root starts. */
const FROM_ROOT = 0;
const FROM_MATE = 1;
const FROM_BRIDGE = 2;

/**
 * One search for an augmenting path from a single free root (alternating tree grown
 * breadth-first). For every even vertex v the tree defines an even-length alternating path
 * P(v) from v to the root that starts with v's matched edge:
 * - the root: P(r) = r;
 * - v matched to an odd vertex o that was reached from even p: P(v) = v, o, P(p);
 * - v odd, absorbed into a blossom closed by edge (x, y) with v on x's side:
 *   P(v) = reverse of P(x) up to v, then P(y).
 */
class CardinalitySearch {
  private readonly state: Int8Array;
  private readonly how: Int8Array;
  /** For an odd vertex: the even vertex it was reached from. */
  private readonly reachedFrom: Int32Array;
  /** For a vertex absorbed into a blossom: the closing edge, near end then far end. */
  private readonly bridgeNear: Int32Array;
  private readonly bridgeFar: Int32Array;
  /** Union–find over vertices: each set is an outermost blossom (or a single vertex). */
  private readonly setParent: Int32Array;
  private readonly setBase: Int32Array;
  private readonly seen: Int32Array;
  private seenStamp = 0;
  private readonly queue: Int32Array;
  private head = 0;
  private tail = 0;

  constructor(
    private readonly n: number,
    private readonly adjacent: (i: number, j: number) => boolean,
    private readonly mate: Mate,
  ) {
    this.state = new Int8Array(n);
    this.how = new Int8Array(n);
    this.reachedFrom = new Int32Array(n);
    this.bridgeNear = new Int32Array(n);
    this.bridgeFar = new Int32Array(n);
    this.setParent = new Int32Array(n);
    this.setBase = new Int32Array(n);
    this.seen = new Int32Array(n);
    this.queue = new Int32Array(n);
  }

  /** Grows the matching by one edge along an augmenting path from `root`; false if there is none. */
  augmentFrom(root: number): boolean {
    const { n, state, mate } = this;
    state.fill(UNREACHED);
    for (let v = 0; v < n; v++) {
      this.setParent[v] = v;
      this.setBase[v] = v;
    }
    this.head = 0;
    this.tail = 0;
    this.makeEven(root, FROM_ROOT);
    while (this.head < this.tail) {
      const x = this.queue[this.head++];
      for (let y = 0; y < n; y++) {
        if (y === x || state[y] === ODD) continue;
        if (state[y] === EVEN && this.find(x) === this.find(y)) continue;
        if (!this.adjacent(x, y)) continue;
        if (state[y] === EVEN) {
          this.shrinkBlossom(x, y);
        } else if (mate[y] < 0) {
          this.flip([y, ...this.pathToRoot(x, -1)]);
          return true;
        } else {
          state[y] = ODD;
          this.reachedFrom[y] = x;
          this.makeEven(mate[y], FROM_MATE);
        }
      }
    }
    return false;
  }

  private makeEven(v: number, how: number): void {
    this.state[v] = EVEN;
    this.how[v] = how;
    this.queue[this.tail++] = v;
  }

  private find(v: number): number {
    let r = v;
    while (this.setParent[r] !== r) r = this.setParent[r];
    while (this.setParent[v] !== r) {
      const next = this.setParent[v];
      this.setParent[v] = r;
      v = next;
    }
    return r;
  }

  private baseOf(v: number): number {
    return this.setBase[this.find(v)];
  }

  /** The base of the next blossom up the tree from the blossom with base `base`, or −1 at the root. */
  private baseAbove(base: number): number {
    if (this.how[base] === FROM_ROOT) return -1;
    return this.baseOf(this.reachedFrom[this.mate[base]]);
  }

  /** Edge (x, y) joins two even vertices of different blossoms: shrink the odd cycle it closes. */
  private shrinkBlossom(x: number, y: number): void {
    // The nearest common blossom of the two tree paths: walk up alternately, marking bases.
    const stamp = ++this.seenStamp;
    let a = this.baseOf(x);
    let b = this.baseOf(y);
    let top = -1;
    while (top < 0) {
      if (a >= 0) {
        if (this.seen[a] === stamp) top = a;
        else {
          this.seen[a] = stamp;
          a = this.baseAbove(a);
        }
      }
      if (top < 0 && b >= 0) {
        if (this.seen[b] === stamp) top = b;
        else {
          this.seen[b] = stamp;
          b = this.baseAbove(b);
        }
      }
    }
    this.absorbSide(x, y, top);
    this.absorbSide(y, x, top);
  }

  /** Merges the blossoms on the tree path from `near` up to the blossom based at `top`; their odd vertices turn even. */
  private absorbSide(near: number, far: number, top: number): void {
    let base = this.baseOf(near);
    while (base !== top) {
      const odd = this.mate[base];
      this.bridgeNear[odd] = near;
      this.bridgeFar[odd] = far;
      this.makeEven(odd, FROM_BRIDGE);
      const above = this.baseOf(this.reachedFrom[odd]);
      this.union(base, top);
      this.union(odd, top);
      base = above;
    }
  }

  private union(v: number, top: number): void {
    const a = this.find(v);
    const b = this.find(top);
    if (a === b) return;
    this.setParent[a] = b;
    this.setBase[b] = top;
  }

  /** P(v), cut after `stop` when `stop` lies on it (−1: the whole path to the root). */
  private pathToRoot(v: number, stop: number): number[] {
    const out: number[] = [];
    for (;;) {
      out.push(v);
      if (v === stop) return out;
      const how = this.how[v];
      if (how === FROM_ROOT) return out;
      if (how === FROM_MATE) {
        const odd = this.mate[v];
        out.push(odd);
        if (odd === stop) return out;
        v = this.reachedFrom[odd];
      } else {
        // reverse(P(near) up to v) starts with v, already written.
        const segment = this.pathToRoot(this.bridgeNear[v], v);
        for (let k = segment.length - 2; k >= 0; k--) {
          out.push(segment[k]);
          if (segment[k] === stop) return out;
        }
        v = this.bridgeFar[v];
      }
    }
  }

  /** Matches path[0]–path[1], path[2]–path[3], …: the augmenting path's unmatched edges. */
  private flip(path: number[]): void {
    for (let k = 0; k + 1 < path.length; k += 2) {
      this.mate[path[k]] = path[k + 1];
      this.mate[path[k + 1]] = path[k];
    }
  }
}

/**
 * Maximum-cardinality matching. `adjacent(i, j)` is asked for i ≠ j only; `initial` is an
 * optional valid matching to start from. Starts greedily (in index order: with vertices in
 * FISE order most greedy choices already stand), then grows along augmenting paths.
 */
export function maximumMatching(n: number, adjacent: (i: number, j: number) => boolean, initial?: Mate): Mate {
  const mate = initial ? emptyMatching(n) : greedyMatching(n, adjacent);
  if (initial) mate.set(initial.subarray(0, n));
  const search = new CardinalitySearch(n, adjacent, mate);
  // A vertex with no augmenting path now never gets one later (Edmonds), so one try each.
  for (let root = 0; root < n; root++) {
    if (mate[root] < 0) search.augmentFrom(root);
  }
  return mate;
}

/** Whether the graph has a perfect matching: the same search, stopped at the first vertex that stays single. */
export function hasPerfectMatching(n: number, adjacent: (i: number, j: number) => boolean): boolean {
  if (n % 2 === 1) return false;
  const mate = greedyMatching(n, adjacent);
  const search = new CardinalitySearch(n, adjacent, mate);
  for (let root = 0; root < n; root++) {
    if (mate[root] < 0 && !search.augmentFrom(root)) return false;
  }
  return true;
}

/** Each vertex in index order takes the first free neighbour after it (with vertices in FISE order most such choices already stand). */
function greedyMatching(n: number, adjacent: (i: number, j: number) => boolean): Mate {
  const mate = emptyMatching(n);
  for (let i = 0; i < n; i++) {
    if (mate[i] >= 0) continue;
    for (let j = i + 1; j < n; j++) {
      if (mate[j] < 0 && adjacent(i, j)) {
        mate[i] = j;
        mate[j] = i;
        break;
      }
    }
  }
  return mate;
}
