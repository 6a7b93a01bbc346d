// Simulated duplicate games (`atril generate --duplicates`, docs/local.md): masters within a
// Scrabble move's usual range, slips never above the master, a stronger player finding the
// master more often, the same seed the same game.
import { seededRandom } from '../../../src/core/random';
import { simulatedDuplicate } from '../../../src/core/simulation/duplicate';

describe('simulatedDuplicate', () => {
  const strengths = [...new Array<number>(200).fill(1300), ...new Array<number>(200).fill(2100)];
  const game = simulatedDuplicate(strengths, 15, seededRandom(7));

  it('a master score per round, 24 to 114; a slip per player and round, blank or 0 to the master', () => {
    expect(game.masters).toHaveLength(15);
    expect(game.masters.every((score) => Number.isInteger(score) && score >= 24 && score <= 114)).toBe(true);
    expect(game.slips).toHaveLength(400);
    for (const slips of game.slips) {
      expect(slips).toHaveLength(15);
      slips.forEach((slip, r) => {
        if (slip !== null) expect(slip >= 0 && slip <= game.masters[r]).toBe(true);
      });
    }
  });

  it('the stronger half finds the master more often; some slips are blank', () => {
    const found = (from: number, to: number) =>
      game.slips
        .slice(from, to)
        .flat()
        .filter((slip, i) => slip === game.masters[i % 15]).length;
    expect(found(200, 400)).toBeGreaterThan(found(0, 200) * 1.5);
    expect(game.slips.flat().some((slip) => slip === null)).toBe(true);
  });

  it('the same seed gives the same game', () => {
    expect(simulatedDuplicate(strengths, 15, seededRandom(7))).toEqual(game);
  });
});
