// Crosstable (rules §4): per round the opponent's N°, first move and result, in standings order.
import { crosstable } from '../../src/core/crosstable';
import { WORKED } from '../fixtures/workedTournament';

describe('crosstable', () => {
  const table = crosstable(WORKED);

  test('rows follow the standings (C, B, A, D, G, E, F, H) with their shared places', () => {
    expect(table.rounds).toBe(3);
    expect(table.rows.map((row) => [row.place, row.player.id, row.points])).toEqual([
      [1, 3, 2.5],
      [2, 2, 2],
      [3, 1, 2],
      [4, 4, 2],
      [5, 7, 1],
      [6, 5, 1],
      [6, 6, 1],
      [8, 8, 0.5],
    ]);
  });

  test('B: R1 vs 6 without the first move, won; R2 vs 1 with it, won; R3 vs 3 without it, lost', () => {
    const b = table.rows[1];
    expect(b.cells.map((c) => [c.opponent, c.firstMove, c.result])).toEqual([
      [6, false, 'win'],
      [1, true, 'win'],
      [3, false, 'loss'],
    ]);
  });

  test('H: a draw, a forfeit loss (no first move), then withdrawn', () => {
    const h = table.rows[7];
    expect(h.cells.map((c) => [c.status, c.opponent, c.firstMove, c.result])).toEqual([
      ['played', 3, false, 'draw'],
      ['forfeit', 6, null, 'loss'],
      ['withdrawn', null, null, null],
    ]);
  });

  test('E: the bye of round 3 has no opponent and 1 point', () => {
    expect(table.rows[5].cells[2]).toMatchObject({ status: 'bye', opponent: null, points: 1 });
  });
});
