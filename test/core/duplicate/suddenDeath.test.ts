// Sudden-death duplicate ranking: rounds survived, then the last round's score.
import { rankSuddenDeath } from '../../../src/core/duplicate';

describe('rankSuddenDeath', () => {
  test('more rounds played first; among equals the last round score; equal on both share', () => {
    const result = rankSuddenDeath([
      { name: 'Dani', scores: [10, null, null] },
      { name: 'Bea', scores: [30, 12, null] },
      { name: 'Ana', scores: [30, 40, 20] },
      { name: 'Carlos', scores: [25, 40, 35] },
      { name: 'Eva', scores: [10, null, null] },
    ]);
    expect(result.map((r) => [r.place, r.name, r.roundsPlayed, r.lastScore])).toEqual([
      [1, 'Carlos', 3, 35],
      [2, 'Ana', 3, 20],
      [3, 'Bea', 2, 12],
      [4, 'Dani', 1, 10],
      [4, 'Eva', 1, 10],
    ]);
  });
});
