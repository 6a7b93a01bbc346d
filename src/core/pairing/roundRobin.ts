// Round robin (todos contra todos) by Berger tables (rules §3.8): every player meets every
// other once; with an odd number a dummy completes the table and its opponent rests.

/** Number of rounds of a round robin of `n` players. */
export function roundRobinRounds(n: number): number {
  return n % 2 === 0 ? n - 1 : n;
}

/**
 * The Berger table for `n` players (numbers 1..n in pairing order), round `round`
 * (1-based): pairs [first move, second], in table order; a null second is the bye (the
 * dummy of an odd field). With N = n rounded up to even, players i, j < N meet in the round
 * where i + j ≡ round + 1 (mod N − 1), and N meets the i with 2i ≡ round + 1. The first
 * move follows the table: between i, j < N the lower number starts when i + j is odd; N
 * starts against i > N/2. Each player starts ⌊(N−1)/2⌋ or ⌈(N−1)/2⌉ times.
 */
export function bergerRound(n: number, round: number): [number, number | null][] {
  const size = n % 2 === 0 ? n : n + 1;
  const modulus = size - 1;
  const residue = (x: number) => ((x % modulus) + modulus) % modulus;
  const target = residue(round + 1);
  const pairs: [number, number | null][] = [];
  for (let i = 1; i < size; i++) {
    if (residue(2 * i) === target) {
      // i meets the last number (the dummy when n is odd).
      const last = size === n ? size : null;
      if (last === null) pairs.push([i, null]);
      else pairs.push(i <= size / 2 ? [i, last] : [last, i]);
      continue;
    }
    for (let j = i + 1; j < size; j++) {
      if (residue(i + j) !== target) continue;
      pairs.push((i + j) % 2 === 1 ? [i, j] : [j, i]);
    }
  }
  // Table order: the pair with the last number first (as Berger tables are printed), then by the lower number.
  const key = (pair: [number, number | null]) =>
    pair[1] === null ? Infinity : pair.includes(size) ? 0 : Math.min(pair[0], pair[1]);
  return pairs.sort((a, b) => key(a) - key(b));
}
