// Maximum-weight matching, the search behind "best fit" (rules §3.5): against exhaustive
// search on small random graphs, against a bitmask dynamic programme on graphs built to
// need blossoms (up to 18 vertices), and against the cardinality search on larger graphs.
import fc from 'fast-check';
import { maximumMatching } from '../../../../src/core/pairing/matching/cardinality';
import { maxWeightMatching, type WeightedEdge } from '../../../../src/core/pairing/matching/weighted';
import { seededRandom } from '../../../../src/core/random';
import { adjacency, blossomGraph, bruteForce, checkValid, graph, optimumByDp, size, totalWeight } from './oracles';

describe('maxWeightMatching (rules §3.5 best fit)', () => {
  it('maxWeightMatching finds a matching of maximum total weight', () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const mate = maxWeightMatching(n, edges);
        checkValid(n, mate, adjacency(n, edges));
        expect(totalWeight(n, mate, edges)).toBe(bruteForce(n, edges).weight);
      }),
      { numRuns: 400 },
    );
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
