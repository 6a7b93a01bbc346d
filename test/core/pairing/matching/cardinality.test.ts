// Maximum-cardinality matching, the feasibility check behind "always legal if possible"
// (rules §3.5): against exhaustive search on small random graphs, against a bitmask
// dynamic programme on graphs built to need blossoms (up to 18 vertices), and on the
// shapes whose augmenting path must go through a blossom.
import fc from 'fast-check';
import { hasPerfectMatching, maximumMatching } from '../../../../src/core/pairing/matching/cardinality';
import { adjacency, blossomGraph, bruteForce, checkValid, graph, optimumByDp, size } from './oracles';

describe('maximumMatching (rules §3.5 feasibility check)', () => {
  it('maximumMatching finds a matching of maximum cardinality', () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const has = adjacency(n, edges);
        const mate = maximumMatching(n, has);
        checkValid(n, mate, has);
        expect(size(mate)).toBe(bruteForce(n, edges).size);
      }),
      { numRuns: 300 },
    );
  });

  it('hasPerfectMatching: exactly when a maximum matching covers every vertex', () => {
    let perfect = 0;
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const has = adjacency(n, edges);
        const expected = 2 * bruteForce(n, edges).size === n;
        if (expected) perfect++;
        expect(hasPerfectMatching(n, has)).toBe(expected);
      }),
      { numRuns: 400 },
    );
    expect(perfect).toBeGreaterThan(5);
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
});
