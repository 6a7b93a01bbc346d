// The matching algorithms behind the pairing guarantees (rules §3.5), as optimise.ts uses
// them: how to find a pairing, apart from what a good pairing is (criteria.ts).
export { hasPerfectMatching, maximumMatching } from './cardinality';
export { minCostPerfectMatching, PerfectMatcher, type BlossomView, type CostEdge, type FrozenDuals } from './weighted';
