// The matching tools behind rules §3.5 ("a legal pairing whenever one exists", "the best
// legal pairing"), checked against exhaustive search on small random graphs, against a
// bitmask dynamic programme on graphs built to need blossoms (up to 18 vertices), and
// against each other on larger graphs.
import fc from 'fast-check';
import { maximumMatching, maxWeightMatching, type WeightedEdge } from '../../../src/core/pairing/matching';
import { seededRandom } from '../../../src/core/random';

/** Best total weight and best cardinality over all matchings, by bitmask recursion. */
function bruteForce(n: number, edges: WeightedEdge[]): { weight: number; size: number } {
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
function optimumByDp(n: number, edges: readonly WeightedEdge[], unit: boolean): number {
  const w = new Float64Array(n * n).fill(-1);
  for (const e of edges) {
    const value = unit ? 1 : e.weight;
    if (value > w[e.i * n + e.j]) w[e.i * n + e.j] = w[e.j * n + e.i] = value;
  }
  const best = new Float64Array(1 << n);
  for (let mask = 1; mask < 1 << n; mask++) {
    const i = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    let value = best[rest];
    for (let j = i + 1; j < n; j++) {
      if (rest & (1 << j) && w[i * n + j] >= 0) value = Math.max(value, w[i * n + j] + best[rest & ~(1 << j)]);
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
function blossomGraph(seed: number, maxN: number): { n: number; edges: WeightedEdge[] } {
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

function totalWeight(n: number, mate: Int32Array, edges: readonly WeightedEdge[]): number {
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

function adjacency(n: number, edges: readonly { i: number; j: number }[]): (i: number, j: number) => boolean {
  const set = new Set(edges.map((e) => Math.min(e.i, e.j) * n + Math.max(e.i, e.j)));
  return (i, j) => set.has(Math.min(i, j) * n + Math.max(i, j));
}

const size = (mate: Int32Array): number => Array.from(mate).filter((m) => m >= 0).length / 2;

const graph = fc.integer({ min: 1, max: 11 }).chain((n) =>
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

function checkValid(n: number, mate: Int32Array, has: (i: number, j: number) => boolean): void {
  for (let v = 0; v < n; v++) {
    if (mate[v] < 0) continue;
    expect(mate[mate[v]]).toBe(v);
    expect(has(v, mate[v])).toBe(true);
  }
}

describe('matching (rules §3.5 search tools)', () => {
  it('maximumMatching finds a matching of maximum cardinality', () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const set = new Set(edges.map((e) => `${Math.min(e.i, e.j)}-${Math.max(e.i, e.j)}`));
        const has = (i: number, j: number) => set.has(`${Math.min(i, j)}-${Math.max(i, j)}`);
        const mate = maximumMatching(n, has);
        checkValid(n, mate, has);
        const size = Array.from(mate).filter((m) => m >= 0).length / 2;
        expect(size).toBe(bruteForce(n, edges).size);
      }),
      { numRuns: 300 },
    );
  });

  it('maxWeightMatching finds a matching of maximum total weight', () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const weights = new Map(edges.map((e) => [`${Math.min(e.i, e.j)}-${Math.max(e.i, e.j)}`, e.weight]));
        const has = (i: number, j: number) => weights.has(`${Math.min(i, j)}-${Math.max(i, j)}`);
        const mate = maxWeightMatching(n, edges);
        checkValid(n, mate, has);
        let total = 0;
        for (let v = 0; v < n; v++) if (mate[v] > v) total += weights.get(`${v}-${mate[v]}`) as number;
        expect(total).toBe(bruteForce(n, edges).weight);
      }),
      { numRuns: 400 },
    );
  });

  it('handles a blossom that must be entered through its base (odd cycle plus tail)', () => {
    // 0-1-2 triangle, 2-3 tail, 3-4: the maximum matching has 2 edges.
    const edges = [
      [0, 1],
      [1, 2],
      [0, 2],
      [2, 3],
      [3, 4],
    ];
    const has = (i: number, j: number) => edges.some(([a, b]) => (a === i && b === j) || (a === j && b === i));
    const mate = maximumMatching(5, has);
    expect(Array.from(mate).filter((m) => m >= 0).length).toBe(4);
  });

  it('augments through a flower: the path must go round the odd cycle to reach the free vertex', () => {
    // Stem 7–0=1, pentagon 1..5 with 0=1, 2=3, 4=5 matched (the greedy start), 6 hangs off 2.
    // The only augmenting path is 7–0=1–5=4–3=2–6: it enters the pentagon at its base 1
    // and leaves at 2 the long way round, so 2 must become even through the blossom.
    const edges = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 1],
      [0, 7],
      [2, 6],
    ].map(([i, j]) => ({ i, j }));
    const has = adjacency(8, edges);
    const greedy = maximumMatching(8, has);
    checkValid(8, greedy, has);
    expect(size(greedy)).toBe(4);
    const initial = Int32Array.from([1, 0, 3, 2, 5, 4, -1, -1]);
    const fromInitial = maximumMatching(8, has, initial);
    checkValid(8, fromInitial, has);
    expect(Array.from(fromInitial)).toEqual([7, 5, 6, 4, 3, 1, 2, 0]);
  });

  it('maximumMatching on graphs of nested odd cycles equals the bitmask optimum (≤ 18 vertices)', () => {
    for (let seed = 1; seed <= 600; seed++) {
      const { n, edges } = blossomGraph(seed, 18);
      const has = adjacency(n, edges);
      const mate = maximumMatching(n, has);
      checkValid(n, mate, has);
      expect(size(mate)).toBe(optimumByDp(n, edges, true));
    }
  });

  it('maxWeightMatching on blossom-heavy graphs equals the bitmask optimum (≤ 18 vertices)', () => {
    for (let seed = 1; seed <= 1500; seed++) {
      const { n, edges } = blossomGraph(seed, 18);
      const mate = maxWeightMatching(n, edges);
      checkValid(n, mate, adjacency(n, edges));
      expect(totalWeight(n, mate, edges)).toBe(optimumByDp(n, edges, false));
    }
  });

  it('maxWeightMatching with many equal duals (w = a_i + a_j) equals the bitmask optimum (≤ 12 vertices)', () => {
    // The family where inner blossoms most often reach a zero dual and must be opened mid-stage.
    for (let seed = 1; seed <= 4 * 3000; seed += 4) {
      const { n, edges } = blossomGraph(seed, 12);
      const mate = maxWeightMatching(n, edges);
      expect(totalWeight(n, mate, edges)).toBe(optimumByDp(n, edges, false));
    }
  });

  it('maxWeightMatching maximises weight, not cardinality', () => {
    // Path 0–1–2–3 weighted 1, 5, 1: the single middle edge (5) beats the two ends (2).
    const mate = maxWeightMatching(4, [
      { i: 0, j: 1, weight: 1 },
      { i: 1, j: 2, weight: 5 },
      { i: 2, j: 3, weight: 1 },
    ]);
    expect(Array.from(mate)).toEqual([-1, 2, 1, -1]);
    // Pentagon of 10s with a pendant of weight 1 at vertex 0: the pendant plus two pentagon edges (21).
    const pentagon = [0, 1, 2, 3, 4].map((i) => ({ i, j: (i + 1) % 5, weight: 10 }));
    const withPendant = maxWeightMatching(6, [...pentagon, { i: 0, j: 5, weight: 1 }]);
    expect(totalWeight(6, withPendant, [...pentagon, { i: 0, j: 5, weight: 1 }])).toBe(21);
    expect(withPendant[5]).toBe(0);
  });

  it('weights near the 2^51 limit stay exact', () => {
    // Triangle plus pendant with weights ≈ 2^50: the optimum (pendant + opposite edge) must not lose a unit.
    const big = 2 ** 50;
    const edges = [
      { i: 0, j: 1, weight: big + 3 },
      { i: 1, j: 2, weight: big + 2 },
      { i: 0, j: 2, weight: big + 1 },
      { i: 2, j: 3, weight: big },
    ];
    const mate = maxWeightMatching(4, edges);
    expect(totalWeight(4, mate, edges)).toBe(2 * big + 3);
  });

  it('on larger graphs (40–200 vertices) both searches agree: unit weights give a maximum-cardinality matching', () => {
    for (let seed = 1; seed <= 24; seed++) {
      const random = seededRandom(1000 + seed);
      const n = 40 + Math.floor(random() * 161);
      const degree = 1 + random() * 4; // sparse, so that many vertices stay single
      const edges: WeightedEdge[] = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) if (random() < degree / n) edges.push({ i, j, weight: 1 });
      const has = adjacency(n, edges);
      const byCardinality = maximumMatching(n, has);
      const byWeight = maxWeightMatching(n, edges);
      checkValid(n, byCardinality, has);
      checkValid(n, byWeight, has);
      expect(size(byWeight)).toBe(size(byCardinality));
      // Starting from the weighted result (a valid matching) cannot grow it further.
      expect(size(maximumMatching(n, has, byWeight))).toBe(size(byWeight));
    }
  });
});
