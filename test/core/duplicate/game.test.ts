// One duplicate game (rules §6.1): bonuses, totals, %, shared places and both tiebreak sets.
import { type DuplicateGameInput, scoreGame } from '../../../src/core/duplicate';
import { AtrilError } from '../../../src/core/errors';

const NO_BONUS = { bonuses: { enabled: false, master: 10, top: 5 } };

function game(master: number[], players: [string, ...number[]][]): DuplicateGameInput {
  return { name: 'Duplicada 1', master, players: players.map(([name, ...scores]) => ({ name, scores })) };
}
const byName = (result: ReturnType<typeof scoreGame>, name: string) => {
  const found = result.players.find((p) => p.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe('bonuses per round (rules §6.1)', () => {
  test('+10 to the only player matching the master', () => {
    const result = scoreGame(
      game(
        [50],
        [
          ['A', 50],
          ['B', 40],
          ['C', 40],
        ],
      ),
    );
    expect(byName(result, 'A').bonuses).toEqual([10]);
    expect(byName(result, 'A').total).toBe(60);
    expect(byName(result, 'B').bonuses).toEqual([0]);
  });

  test('nobody matched: +5 to the only player with the top score', () => {
    const result = scoreGame(
      game(
        [50],
        [
          ['A', 45],
          ['B', 40],
          ['C', 12],
        ],
      ),
    );
    expect(result.players.map((p) => [p.name, p.bonuses[0]])).toEqual([
      ['A', 5],
      ['B', 0],
      ['C', 0],
    ]);
  });

  test('ties give no bonus: two matching the master (and no +5 for anyone else)', () => {
    const result = scoreGame(
      game(
        [50],
        [
          ['A', 50],
          ['B', 50],
          ['C', 45],
        ],
      ),
    );
    expect(result.players.map((p) => p.bonusTotal)).toEqual([0, 0, 0]);
  });

  test('ties give no bonus: nobody matched and two share the top', () => {
    const result = scoreGame(
      game(
        [50],
        [
          ['A', 45],
          ['B', 45],
          ['C', 30],
        ],
      ),
    );
    expect(result.players.map((p) => p.bonusTotal)).toEqual([0, 0, 0]);
  });

  test('a round where everybody scored 0 gives no top bonus', () => {
    const result = scoreGame(
      game(
        [50, 20],
        [
          ['A', 0, 20],
          ['B', 0, 10],
        ],
      ),
    );
    expect(byName(result, 'A').bonuses).toEqual([0, 10]);
    expect(byName(result, 'B').bonuses).toEqual([0, 0]);
  });

  test('bonus values and on/off are settings', () => {
    const input = game(
      [50, 40],
      [
        ['A', 50, 30],
        ['B', 40, 35],
      ],
    );
    expect(byName(scoreGame(input, { bonuses: { enabled: true, master: 20, top: 8 } }), 'A').bonuses).toEqual([20, 0]);
    expect(byName(scoreGame(input, { bonuses: { enabled: true, master: 20, top: 8 } }), 'B').bonuses).toEqual([0, 8]);
    expect(scoreGame(input, NO_BONUS).players.map((p) => p.bonusTotal)).toEqual([0, 0]);
  });

  test('warns with 10 players or fewer and for a bonus above 25', () => {
    const few = game(
      [50],
      Array.from({ length: 10 }, (_, i): [string, number] => [`P${i}`, i * 5]),
    );
    expect(scoreGame(few).warnings).toEqual([
      { key: 'warn.dup.fewPlayers', params: { tab: 'Duplicada 1', count: 10 } },
    ]);
    const eleven = game(
      [50],
      Array.from({ length: 11 }, (_, i): [string, number] => [`P${i}`, i * 4]),
    );
    expect(scoreGame(eleven).warnings).toEqual([]);
    expect(scoreGame(eleven, { bonuses: { enabled: true, master: 30, top: 5 } }).warnings).toEqual([
      { key: 'warn.dup.bigBonus', params: { value: 30 } },
    ]);
    // Without bonuses there is nothing to warn about.
    expect(scoreGame(few, NO_BONUS).warnings).toEqual([]);
  });
});

describe('totals, % and places (rules §6.1)', () => {
  test('total = scores + bonuses; % = total / master total', () => {
    const result = scoreGame(
      game(
        [60, 40],
        [
          ['A', 60, 30],
          ['B', 50, 35],
        ],
      ),
    );
    // R1: A alone matched → +10. R2: nobody matched, B alone on top → +5.
    expect(byName(result, 'A')).toMatchObject({ scoreTotal: 90, bonusTotal: 10, total: 100, percent: 1 });
    expect(byName(result, 'B')).toMatchObject({ scoreTotal: 85, bonusTotal: 5, total: 90, percent: 0.9 });
  });

  test('equal totals share the place: 1, 2, 2, 4', () => {
    const result = scoreGame(
      game(
        [100],
        [
          ['D', 80],
          ['B', 90],
          ['A', 100],
          ['C', 90],
        ],
      ),
      NO_BONUS,
    );
    expect(result.players.map((p) => [p.name, p.place])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 2],
      ['D', 4],
    ]);
  });
});

describe('tiebreaks, FISE 2009 set (rules §6.1)', () => {
  test('(1) more masters matched goes ahead', () => {
    const result = scoreGame(
      game(
        [30, 30, 30],
        [
          ['B', 20, 20, 20],
          ['A', 30, 10, 20],
        ],
      ),
      NO_BONUS,
    );
    expect(result.players.map((p) => [p.name, p.place, p.rank])).toEqual([
      ['A', 1, 1],
      ['B', 1, 2],
    ]);
  });

  test('(2) most valuable play: round scores compared highest first', () => {
    // Sorted: A 25 20 5, C 25 15 10, B 20 20 10; all total 50, no master matched.
    const result = scoreGame(
      game(
        [30, 30, 30],
        [
          ['B', 20, 20, 10],
          ['C', 15, 25, 10],
          ['A', 25, 5, 20],
        ],
      ),
      NO_BONUS,
    );
    expect(result.players.map((p) => [p.name, p.place, p.rank])).toEqual([
      ['A', 1, 1],
      ['C', 1, 2],
      ['B', 1, 3],
    ]);
  });

  test('(3) still tied: flagged for a sudden-death game, rank shared', () => {
    const result = scoreGame(
      game(
        [30, 30],
        [
          ['A', 20, 10],
          ['B', 10, 20],
          ['C', 5, 5],
        ],
      ),
      NO_BONUS,
    );
    expect(result.players.map((p) => [p.name, p.rank, p.suddenDeath])).toEqual([
      ['A', 1, true],
      ['B', 1, true],
      ['C', 3, false],
    ]);
  });
});

describe('tiebreaks, tournament regulation set (rules §6.1)', () => {
  test('(2) rounds with the sole top score — where FISE 2009 would pick the other player', () => {
    // A: 35 15 10, B: 20 20 20, F: zeros. R1 A alone on top; R2 and R3 B alone on top.
    const input = game(
      [40, 40, 40],
      [
        ['A', 35, 15, 10],
        ['B', 20, 20, 20],
        ['F', 0, 0, 0],
      ],
    );
    const regulation = scoreGame(input, { ...NO_BONUS, tiebreaks: 'regulation' });
    expect(regulation.players.map((p) => [p.name, p.rank, p.soleTops])).toEqual([
      ['B', 1, 2],
      ['A', 2, 1],
      ['F', 3, 0],
    ]);
    const fise = scoreGame(input, NO_BONUS);
    expect(fise.players.map((p) => p.name)).toEqual(['A', 'B', 'F']);
  });

  test('(3) smallest maximum shortfall from the master', () => {
    // One sole top each (R1 A, R2 B; R3 shared); worst round: A 40 − 10 = 30, B 20.
    const input = game(
      [40, 40, 40],
      [
        ['A', 30, 10, 20],
        ['B', 20, 20, 20],
      ],
    );
    const result = scoreGame(input, { ...NO_BONUS, tiebreaks: 'regulation' });
    expect(result.players.map((p) => [p.name, p.maxShortfall, p.rank])).toEqual([
      ['B', 20, 1],
      ['A', 30, 2],
    ]);
  });

  test('(1) masters matched still comes first', () => {
    const input = game(
      [40, 40],
      [
        ['A', 40, 0],
        ['B', 20, 20],
      ],
    );
    const result = scoreGame(input, { ...NO_BONUS, tiebreaks: 'regulation' });
    expect(result.players.map((p) => p.name)).toEqual(['A', 'B']);
  });

  test('tied on all three: sudden death', () => {
    const result = scoreGame(
      game(
        [40, 40],
        [
          ['A', 30, 20],
          ['B', 20, 30],
        ],
      ),
      { ...NO_BONUS, tiebreaks: 'regulation' },
    );
    expect(result.players.map((p) => p.suddenDeath)).toEqual([true, true]);
  });
});

test('a player with a different number of rounds is an error, not a wrong total', () => {
  expect(() => scoreGame(game([40, 40], [['A', 30]]))).toThrow(AtrilError);
});
