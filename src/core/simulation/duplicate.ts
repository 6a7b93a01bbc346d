// A simulated duplicate game (`atril generate --duplicates`, docs/local.md): the master
// move's score each round and each player's slips — the master found often by a strong
// player, a smaller score otherwise, now and then no valid slip (blank: counts 0, rules §7).

/** One game: the master's score per round and, per player (in the order given), a score or null per round. */
export interface SimulatedDuplicate {
  masters: number[];
  slips: (number | null)[][];
}

/** `rounds` rounds for players of the given strengths (about 800–2600; 1700 a club average). */
export function simulatedDuplicate(
  strengths: readonly number[],
  rounds: number,
  random: () => number,
): SimulatedDuplicate {
  const masters = Array.from({ length: rounds }, () => 24 + Math.round(random() * 90));
  const slips = strengths.map((strength) => {
    // The share of master moves found: 20 % for the weakest, 75 % for the strongest.
    const skill = Math.min(0.75, Math.max(0.2, (strength - 1200) / 1000));
    return masters.map((master) => {
      const draw = random();
      if (draw < skill) return master;
      if (draw > 0.97) return null;
      return Math.max(0, Math.round(master * (0.45 + 0.5 * random())));
    });
  });
  return { masters, slips };
}
