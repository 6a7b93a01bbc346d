// Deterministic pseudo-random numbers (Lehmer / Park–Miller "minimal standard", multiplier
// 48271): the demo's simulated scores, the generated tournaments (`atril generate`), the
// benchmarks' fields and the tests' random graphs are the same on every run and every machine.

/** A generator of numbers in [0, 1) from a seed; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  // Neighbouring seeds (1, 2, 3…) would start the Lehmer sequence at neighbouring points
  // and give almost equal first draws: scatter the seed with a multiplicative hash first.
  let mixed = Math.imul(Math.floor(seed) ^ 0x9e3779b9, 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  let state = ((mixed ^ (mixed >>> 16)) >>> 0) % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/**
 * The generator of one part of a seeded whole — a round of a duplicate game (rules §20
 * "Reproducible") — so its numbers depend only on (seed, part), not on what the other parts
 * drew. `seed`: any safe whole number (its high bits count too); `part`: a small whole number.
 */
export function seededStream(seed: number, part: number): () => number {
  const high = Math.floor(seed / 2 ** 32);
  // For a given part and high word, the mix is one-to-one in the seed's low 32 bits.
  return seededRandom(Math.imul((seed >>> 0) ^ Math.imul(high, 0x27d4eb2f), 0x165667b1) ^ Math.imul(part, 0x9e3779b1));
}

/** A standard normal deviate (Box–Muller) from a generator of numbers in [0, 1). */
export function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
