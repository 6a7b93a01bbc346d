// Player cards (rules §2 Tarjetas): the FISE paper card, per round.
import { playerCards } from '../../src/core/cards';
import { WORKED } from '../fixtures/workedTournament';

describe('player cards', () => {
  const cards = playerCards(WORKED);
  const line = (id: number) =>
    cards[id - 1].lines.map((l) => [
      l.round,
      l.opponent,
      l.firstMove,
      l.result,
      l.points,
      l.cumulativePoints,
      l.scrabblePoints,
      l.cumulativeScrabblePoints,
      l.sb,
    ]);

  test("A: running totals and SB contributions (opponents' final points for wins)", () => {
    // R1 vs E (5), first move, won 400–300: 1 → 1, 400 → 400, SB E's final 1
    // R2 vs B (2), second, lost 390–420:    0 → 1, 390 → 790, SB 0
    // R3 vs G (7), first move, won 410–350: 1 → 2, 410 → 1200, SB G's final 1
    expect(line(1)).toEqual([
      [1, 5, true, 'win', 1, 1, 400, 400, 1],
      [2, 2, false, 'loss', 0, 1, 390, 790, 0],
      [3, 7, true, 'win', 1, 2, 410, 1200, 1],
    ]);
  });

  test('E: two losses and the bye (1 point, 0 Scrabble points, nothing to SB)', () => {
    expect(line(5)).toEqual([
      [1, 1, false, 'loss', 0, 0, 300, 300, 0],
      [2, 7, true, 'loss', 0, 0, 340, 640, 0],
      [3, null, null, null, 1, 1, 0, 640, 0],
    ]);
  });

  test("H: the draw adds half of C's 2.5; the forfeit and the withdrawal add nothing", () => {
    expect(line(8)).toEqual([
      [1, 3, false, 'draw', 0.5, 0.5, 370, 370, 1.25],
      [2, 6, null, 'loss', 0, 0.5, 0, 370, 0],
      [3, null, null, null, 0, 0.5, 0, 370, 0],
    ]);
  });
});
