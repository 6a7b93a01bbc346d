// The matching tools behind SPEC §3.5 ("a legal pairing whenever one exists", "the best
// legal pairing"), checked against exhaustive search on small random graphs.
import fc from 'fast-check';
import { maximumMatching, maxWeightMatching, type WeightedEdge } from '../../../src/core/pairing/matching';

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

const graph = fc.integer({ min: 1, max: 11 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.uniqueArray(
      fc.record({ i: fc.integer({ min: 0, max: n - 1 }), j: fc.integer({ min: 0, max: n - 1 }), weight: fc.integer({ min: 0, max: 50 }) }),
      { selector: (e) => `${Math.min(e.i, e.j)}-${Math.max(e.i, e.j)}`, maxLength: 40 },
    ).map((edges) => edges.filter((e) => e.i !== e.j)),
  }),
);

function checkValid(n: number, mate: Int32Array, has: (i: number, j: number) => boolean): void {
  for (let v = 0; v < n; v++) {
    if (mate[v] < 0) continue;
    expect(mate[mate[v]]).toBe(v);
    expect(has(v, mate[v])).toBe(true);
  }
}

describe('matching (SPEC §3.5 search tools)', () => {
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
    const edges = [[0, 1], [1, 2], [0, 2], [2, 3], [3, 4]];
    const has = (i: number, j: number) => edges.some(([a, b]) => (a === i && b === j) || (a === j && b === i));
    const mate = maximumMatching(5, has);
    expect(Array.from(mate).filter((m) => m >= 0).length).toBe(4);
  });
});
