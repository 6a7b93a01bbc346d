// What the two matchings are checked against (rules §3.5 search tools): exhaustive optima
// of small graphs, random graphs built to need blossoms, and checks of a result.

/** An edge with a whole-number weight (a cost, for the perfect matching). */
export interface WeightedEdge {
  i: number;
  j: number;
  weight: number;
}
import fc from 'fast-check';
import { seededRandom } from '../../../../src/core/random';

/** Best total weight and best cardinality over all matchings, by bitmask recursion. */
export function bruteForce(n: number, edges: WeightedEdge[]): { weight: number; size: number } {
  const w = new Map<number, number>();
  for (const e of edges) w.set(Math.min(e.i, e.j) * n + Math.max(e.i, e.j), e.weight);
  const memoW = new Map<number, number>();
  const memoS = new Map<number, number>();
  const solve = (mask: number, useWeight: boolean): number => {
    const memo = useWeight ? memoW : memoS;
    if (mask === 0) return 0;
    const cached = memo.get(mask);
    if (cached !== undefined) return cached;
    let i = 0;
    while (!(mask & (1 << i))) i++;
    let best = solve(mask & ~(1 << i), useWeight);
    for (let j = i + 1; j < n; j++) {
      if (!(mask & (1 << j))) continue;
      const weight = w.get(i * n + j);
      if (weight === undefined) continue;
      best = Math.max(best, (useWeight ? weight : 1) + solve(mask & ~(1 << i) & ~(1 << j), useWeight));
    }
    memo.set(mask, best);
    return best;
  };
  return { weight: solve((1 << n) - 1, true), size: solve((1 << n) - 1, false) };
}

/** Best total (weight, or 1 per edge when `unit`) over all matchings: f(S) over vertex subsets, lowest vertex single or matched. */
export function optimumByDp(n: number, edges: readonly WeightedEdge[], unit: boolean): number {
  // Math's functions through local names: under Jest's sandbox every global lookup is slow,
  // and this loop runs millions of times per graph.
  const { clz32, max } = Math;
  const w = new Float64Array(n * n).fill(-1);
  for (const e of edges) {
    const value = unit ? 1 : e.weight;
    if (value > w[e.i * n + e.j]) w[e.i * n + e.j] = w[e.j * n + e.i] = value;
  }
  const best = new Float64Array(1 << n);
  for (let mask = 1; mask < 1 << n; mask++) {
    const i = 31 - clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    let value = best[rest];
    for (let j = i + 1; j < n; j++) {
      if (rest & (1 << j) && w[i * n + j] >= 0) value = max(value, w[i * n + j] + best[rest & ~(1 << j)]);
    }
    best[mask] = value;
  }
  return best[(1 << n) - 1];
}

/**
 * Least total cost of a perfect matching (Infinity when there is none), by bitmask
 * recursion over the vertex subsets whose lowest vertex must be matched. `cost` maps an
 * edge to a number (several cost components can be packed by the caller).
 */
export function perfectOptimumByDp(n: number, edges: readonly { i: number; j: number; cost: number }[]): number {
  // Math's functions and Infinity through local names: under Jest's sandbox every global
  // lookup is slow, and this loop runs millions of times per graph.
  const { clz32, min } = Math;
  const none = Number.POSITIVE_INFINITY;
  const w = new Float64Array(n * n).fill(none);
  for (const e of edges) w[e.i * n + e.j] = w[e.j * n + e.i] = min(w[e.i * n + e.j], e.cost);
  const best = new Float64Array(1 << n).fill(none);
  best[0] = 0;
  for (let mask = 3; mask < 1 << n; mask++) {
    const i = 31 - clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    let value = none;
    for (let j = i + 1; j < n; j++) {
      const cost = w[i * n + j];
      if (rest & (1 << j) && cost !== none) {
        const total = cost + best[rest & ~(1 << j)];
        if (total < value) value = total;
      }
    }
    best[mask] = value;
  }
  return best[(1 << n) - 1];
}

/**
 * Random graphs whose weights favour odd cycles, so the weighted search must shrink
 * blossoms, nest them, open inner blossoms whose dual reaches 0 and rotate bases:
 * 0 uniform weights; 1 w = a_i + a_j (+0/1), many ties and equal duals; 2 heavy edges
 * inside random clusters; 3 heavy "ladders" |i − j| ≤ 2 (chains of triangles). When this
 * was written (with an earlier generator), 20 000 such graphs of ≤ 18 vertices shrank
 * 27 000 blossoms (14 000 nested) and opened 3 700 inner blossoms.
 */
export function blossomGraph(seed: number, maxN: number): { n: number; edges: WeightedEdge[] } {
  const random = seededRandom(seed);
  const n = 2 + Math.floor(random() * (maxN - 1));
  const family = seed % 4;
  const density = 0.15 + random() * 0.7;
  const scale = [1, 2, 3, 10, 1000][Math.floor(random() * 5)];
  const a = Array.from({ length: n }, () => Math.floor(random() * scale));
  const cluster = Array.from({ length: n }, () => Math.floor(random() * 4));
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (random() >= density) continue;
      const noise = Math.floor(random() * scale);
      let weight = 1 + noise;
      if (family === 1) weight = 1 + a[i] + a[j] + (noise % 2);
      if (family === 2) weight = (cluster[i] === cluster[j] ? 10 * scale : 1) + noise;
      if (family === 3) weight = (j - i <= 2 ? 5 * scale : 1) + noise;
      edges.push(random() < 0.5 ? { i, j, weight } : { i: j, j: i, weight });
    }
  }
  return { n, edges };
}

/** Total weight of a matching; throws when a matched pair is not an edge. */
export function totalWeight(n: number, mate: Int32Array, edges: readonly WeightedEdge[]): number {
  const weights = new Map(edges.map((e) => [Math.min(e.i, e.j) * n + Math.max(e.i, e.j), e.weight]));
  let total = 0;
  for (let v = 0; v < n; v++) {
    if (mate[v] <= v) continue;
    const weight = weights.get(v * n + mate[v]);
    if (weight === undefined) throw new Error(`matched ${v}-${mate[v]} is not an edge`);
    total += weight;
  }
  return total;
}

/** The adjacency test of an edge list. */
export function adjacency(n: number, edges: readonly { i: number; j: number }[]): (i: number, j: number) => boolean {
  const set = new Set(edges.map((e) => Math.min(e.i, e.j) * n + Math.max(e.i, e.j)));
  return (i, j) => set.has(Math.min(i, j) * n + Math.max(i, j));
}

/** Number of matched pairs. */
export const size = (mate: Int32Array): number => Array.from(mate).filter((m) => m >= 0).length / 2;

/** Random graphs of 1–11 vertices with weights 0–50 (for exhaustive comparison). */
export const graph = fc.integer({ min: 1, max: 11 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc
      .uniqueArray(
        fc.record({
          i: fc.integer({ min: 0, max: n - 1 }),
          j: fc.integer({ min: 0, max: n - 1 }),
          weight: fc.integer({ min: 0, max: 50 }),
        }),
        { selector: (e) => `${Math.min(e.i, e.j)}-${Math.max(e.i, e.j)}`, maxLength: 40 },
      )
      .map((edges) => edges.filter((e) => e.i !== e.j)),
  }),
);

/** Every matched vertex is matched both ways, along an edge. */
export function checkValid(n: number, mate: Int32Array, has: (i: number, j: number) => boolean): void {
  for (let v = 0; v < n; v++) {
    if (mate[v] < 0) continue;
    expect(mate[mate[v]]).toBe(v);
    expect(has(v, mate[v])).toBe(true);
  }
}
