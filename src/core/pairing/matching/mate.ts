// How both matchings hand back their result (cardinality.ts, weighted.ts).

/** mate[v] = the vertex matched to v, or −1. */
export type Mate = Int32Array;

/** The matching of `n` vertices in which every vertex is single. */
export function emptyMatching(n: number): Mate {
  return new Int32Array(n).fill(-1);
}
