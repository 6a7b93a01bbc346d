// Minimum-cost perfect matching, the search behind "best fit" (rules §3.5): against a
// bitmask dynamic programme on random graphs and on graphs built to need blossoms (up to
// 18 vertices), with lexicographic cost vectors, through the warm starts the pairing uses
// (edges added later, vertices removed and restored, a matching loaded), and against the
// cardinality search on larger graphs.
import fc from 'fast-check';
import { maximumMatching } from '../../../../src/core/pairing/matching/cardinality';
import { minCostPerfectMatching, PerfectMatcher, type CostEdge } from '../../../../src/core/pairing/matching/weighted';
import { seededRandom } from '../../../../src/core/random';
import { adjacency, blossomGraph, checkValid, graph, perfectOptimumByDp, size, totalWeight } from './oracles';

/** Cost edges with one component from weighted ones (`sign` −1 turns the search into a maximum-weight one). */
const costEdges = (edges: readonly { i: number; j: number; weight: number }[], sign = 1): CostEdge[] =>
  edges.map(({ i, j, weight }) => ({ i, j, cost: [sign * weight] }));

/** The DP's optimum of a perfect matching (Infinity when none), for edges of one cost component. */
const optimum = (n: number, edges: readonly CostEdge[]) =>
  perfectOptimumByDp(
    n,
    edges.map(({ i, j, cost }) => ({ i, j, cost: cost[0] })),
  );

/** Several small components packed into one number for the DP (each pair's components < 1000, ≤ 9 pairs). */
const packed = (cost: readonly number[]) => cost.reduce((sum, c) => sum * 100000 + c, 0);

function checkPerfect(n: number, mate: Int32Array, edges: readonly CostEdge[]): void {
  checkValid(n, mate, adjacency(n, edges));
  expect(size(mate)).toBe(n / 2);
}

const total = (n: number, mate: Int32Array, edges: readonly CostEdge[], cost = (c: readonly number[]) => c[0]) =>
  totalWeight(
    n,
    mate,
    edges.map(({ i, j, cost: c }) => ({ i, j, weight: cost(c) })),
  );

describe('minCostPerfectMatching (rules §3.5 best fit)', () => {
  it('finds a perfect matching of least cost, or none when the graph has none', () => {
    fc.assert(
      fc.property(graph, fc.boolean(), ({ n, edges }, maximise) => {
        const cost = costEdges(edges, maximise ? -1 : 1);
        const best = optimum(n, cost);
        const mate = minCostPerfectMatching(n, cost, 1);
        if (best === Infinity) {
          expect(mate).toBeNull();
          return;
        }
        expect(mate).not.toBeNull();
        checkPerfect(n, mate as Int32Array, cost);
        expect(total(n, mate as Int32Array, cost)).toBe(best);
      }),
      { numRuns: 500 },
    );
  });

  it('on blossom-heavy graphs equals the bitmask optimum (≤ 18 vertices, least cost and greatest weight)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 700; seed++) {
      const { n, edges } = blossomGraph(seed, 18);
      for (const sign of [1, -1]) {
        const cost = costEdges(edges, sign);
        const best = optimum(n, cost);
        const mate = minCostPerfectMatching(n, cost, 1);
        expect(mate === null).toBe(best === Infinity);
        if (mate) {
          compared++;
          expect(total(n, mate, cost)).toBe(best);
        }
      }
    }
    expect(compared).toBeGreaterThan(350);
  });

  it('many equal duals (w = a_i + a_j) equal the bitmask optimum (≤ 12 vertices)', () => {
    // The family where inner blossoms most often reach a zero dual and must be opened mid-stage.
    for (let seed = 1; seed <= 4 * 2500; seed += 4) {
      const { n, edges } = blossomGraph(seed, 12);
      const cost = costEdges(edges, -1);
      const mate = minCostPerfectMatching(n, cost, 1);
      const best = optimum(n, cost);
      expect(mate === null ? Infinity : total(n, mate, cost)).toBe(best);
    }
  });

  it('compares cost vectors lexicographically', () => {
    // Square 0-1-2-3: the sides 0–1, 2–3 cost (0, 9) each, 1–2, 3–0 cost (1, 0): the first
    // component decides although the second is larger.
    const edges: CostEdge[] = [
      { i: 0, j: 1, cost: [0, 9] },
      { i: 2, j: 3, cost: [0, 9] },
      { i: 1, j: 2, cost: [1, 0] },
      { i: 3, j: 0, cost: [1, 0] },
    ];
    expect(Array.from(minCostPerfectMatching(4, edges, 2) as Int32Array)).toEqual([1, 0, 3, 2]);
    // Random graphs with 2–3 components: the DP on the packed value agrees.
    for (let seed = 1; seed <= 400; seed++) {
      const random = seededRandom(seed);
      const dims = 2 + (seed % 2);
      const n = 2 * (1 + Math.floor(random() * 7));
      const vectorEdges: CostEdge[] = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (random() < 0.6)
            vectorEdges.push({
              i,
              j,
              cost: Array.from({ length: dims }, () => Math.floor(random() * 4) * (random() < 0.5 ? 1 : 250)),
            });
      const best = perfectOptimumByDp(
        n,
        vectorEdges.map(({ i, j, cost }) => ({ i, j, cost: packed(cost) })),
      );
      const mate = minCostPerfectMatching(n, vectorEdges, dims);
      expect(mate === null ? Infinity : total(n, mate, vectorEdges, packed)).toBe(best);
    }
  });

  it('stays optimal through warm starts: edges added, vertices removed and restored, matchings loaded', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = seededRandom(7000 + seed);
      const n = 4 + 2 * Math.floor(random() * 6);
      const all: CostEdge[] = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (random() < 0.7) all.push({ i, j, cost: [Math.floor(random() * 20), Math.floor(random() * 5)] });
      const matcher = new PerfectMatcher(n, 2);
      const added: CostEdge[] = [];
      const add = (edge: CostEdge) => {
        matcher.addEdge(edge.i, edge.j, edge.cost);
        added.push(edge);
      };
      all.filter(() => random() < 0.5).forEach(add);
      const removed = new Set<number>();
      for (let step = 0; step < 8; step++) {
        const present = (e: CostEdge) => !removed.has(e.i) && !removed.has(e.j);
        const live = added.filter(present);
        const ids = [...Array(n).keys()].filter((v) => !removed.has(v));
        // The DP over the present vertices, renumbered.
        const index = new Map(ids.map((v, k) => [v, k]));
        const best = perfectOptimumByDp(
          ids.length,
          live.map(({ i, j, cost }) => ({ i: index.get(i) as number, j: index.get(j) as number, cost: packed(cost) })),
        );
        const solved = matcher.solve();
        expect(solved).toBe(best !== Infinity);
        if (solved) {
          let value = 0;
          for (const v of ids) {
            const w = matcher.mate[v];
            expect(w).toBeGreaterThanOrEqual(0);
            expect(removed.has(w)).toBe(false);
            if (w > v)
              value += packed(
                (live.find((e) => (e.i === v && e.j === w) || (e.i === w && e.j === v)) as CostEdge).cost,
              );
          }
          expect(value).toBe(best);
        }
        const action = Math.floor(random() * 4);
        if (action === 0) all.filter((e) => !added.includes(e) && random() < 0.3).forEach(add);
        else if (action === 1 && ids.length >= 4) {
          // Remove a pair of present vertices (keeps the count even).
          const [a, b] = ids.sort(() => random() - 0.5);
          for (const v of [a, b]) {
            removed.add(v);
            matcher.setRemoved(v, true);
          }
        } else if (action === 2 && removed.size > 0) {
          const back = [...removed].slice(0, 2);
          for (const v of back) {
            removed.delete(v);
            matcher.setRemoved(v, false);
          }
        } else if (solved) {
          // Load the current matching with two pairs swapped (if the swap is made of edges).
          const target = Int32Array.from(matcher.mate);
          const [a, b] = ids.filter((v) => target[v] > v).sort(() => random() - 0.5);
          if (a !== undefined && b !== undefined) {
            const [x, y] = [target[a], target[b]];
            target[a] = b;
            target[b] = a;
            target[x] = y;
            target[y] = x;
          }
          matcher.load(target);
        }
      }
    }
  });

  it('costs near the exact range stay exact', () => {
    // Triangle plus pendant with costs ≈ 2^48: the least-cost perfect matching must not lose a unit.
    const big = 2 ** 48;
    const edges: CostEdge[] = [
      { i: 0, j: 1, cost: [big + 3] },
      { i: 1, j: 2, cost: [big + 2] },
      { i: 0, j: 2, cost: [big + 1] },
      { i: 2, j: 3, cost: [big] },
    ];
    const mate = minCostPerfectMatching(4, edges, 1) as Int32Array;
    expect(total(4, mate, edges)).toBe(2 * big + 3);
  });

  it('on larger graphs (40–200 vertices) a perfect matching is found exactly when the cardinality search finds one', () => {
    let perfect = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const random = seededRandom(1000 + seed);
      const n = 2 * (20 + Math.floor(random() * 81));
      const degree = 1 + random() * 5;
      const edges: CostEdge[] = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++)
          if (random() < degree / n) edges.push({ i, j, cost: [Math.floor(random() * 50)] });
      const has = adjacency(n, edges);
      const byCardinality = maximumMatching(n, has);
      const byCost = minCostPerfectMatching(n, edges, 1);
      expect(byCost !== null).toBe(size(byCardinality) === n / 2);
      if (byCost) {
        perfect++;
        checkPerfect(n, byCost, edges);
      }
    }
    expect(perfect).toBeGreaterThan(3);
  });
});
