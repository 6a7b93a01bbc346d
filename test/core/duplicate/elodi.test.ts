// EloDI (rules §6.5): the worked examples of test/fixtures/elodiExamples.ts (computed apart
// from the code under test), then properties.
import fc from 'fast-check';
import {
  type EloDiGamePlayer,
  type PassPlayer,
  actualRanks,
  cap,
  expectedRanks,
  rateGame,
  rateGames,
  ratePass,
  roundHalfAway,
  weight,
} from '../../../src/core/duplicate/elodi';
import { type After, type Before, EXAMPLES } from '../../fixtures/elodiExamples';

const game = (rows: Before[]): EloDiGamePlayer[] =>
  rows.map(([place, rating, volatility, games]) => ({ place, rating, volatility, games }));

describe('worked examples', () => {
  test.each(EXAMPLES)('%s', (_, before, after) => {
    const outcomes = rateGame(game(before));
    expect(outcomes.map((o): After => [o.rating, o.volatility, o.games, Math.round(o.expected * 100) / 100])).toEqual(
      after,
    );
  });

  test('the order of the rows changes nothing', () => {
    const [, before, after] = EXAMPLES[2];
    const reversed = rateGame(game([...before].reverse()));
    expect(reversed.map((o) => o.rating).reverse()).toEqual(after.map((row) => row[0]));
  });
});

describe('pieces', () => {
  test('actual ranks: ties share the average of their positions; only the order counts', () => {
    expect(Array.from(actualRanks([1, 2, 2, 4]))).toEqual([1, 2.5, 2.5, 4]);
    expect(Array.from(actualRanks([7, 3, 3, 3]))).toEqual([4, 2, 2, 2]);
  });

  test('W by games and rating; the cap', () => {
    expect(weight(1200, 0)).toBeCloseTo(1.5, 12);
    expect(weight(2000, 0)).toBeCloseTo(1.35, 12);
    expect(weight(2500, 0)).toBeCloseTo(1.2, 12);
    expect(weight(1999, 1)).toBeCloseTo(1 / 0.61 - 1, 12);
    expect(cap(0)).toBe(900);
    expect(cap(1)).toBe(650);
  });

  test('half away from zero', () => {
    expect([2.5, -2.5, 2.4999, 0.5, -0.5].map(roundHalfAway)).toEqual([3, -3, 2, 1, -1]);
  });

  test('a pass or a game of one changes nothing', () => {
    expect(ratePass([{ rating: 1500, volatility: 300, games: 3, rank: 1 }])).toEqual([
      { rating: 1500, volatility: 300 },
    ]);
    expect(rateGame(game([[1, 1500, 300, 3]]))).toEqual([
      { rating: 1500, volatility: 300, games: 3, expected: 1, rated: false },
    ]);
    // A single established player among newcomers: pass 1 has one player, so only the newcomer is rated.
    const outcomes = rateGame(
      game([
        [1, 1500, 300, 3],
        [2, null, null, 0],
      ]),
    );
    expect(outcomes[0]).toMatchObject({ rating: 1500, rated: false });
    expect(outcomes[1]).toMatchObject({ games: 1, rated: true });
  });
});

const passPlayer = fc.record({
  rating: fc.integer({ min: 0, max: 3200 }),
  volatility: fc.integer({ min: 30, max: 600 }),
  games: fc.integer({ min: 0, max: 300 }),
});
const field = fc.array(passPlayer, { minLength: 2, maxLength: 30 });

describe('properties', () => {
  test('finishing at the expected position keeps the rating', () => {
    fc.assert(
      fc.property(field, fc.nat(), (players, pick) => {
        const expected = expectedRanks(players);
        const i = pick % players.length;
        const pass: PassPlayer[] = players.map((player, k) => ({ ...player, rank: k === i ? expected[i] : 1 }));
        expect(Math.abs(ratePass(pass, expected)[i].rating - players[i].rating)).toBeLessThan(1e-9);
      }),
    );
  });

  test('ahead of the expected position the rating rises, behind it falls; the cap holds', () => {
    fc.assert(
      fc.property(field, fc.func(fc.nat()), (players, placeOf) => {
        const ranks = actualRanks(players.map((_, k) => placeOf(k) % players.length));
        const expected = expectedRanks(players);
        const rated = ratePass(
          players.map((player, k) => ({ ...player, rank: ranks[k] })),
          expected,
        );
        rated.forEach((after, k) => {
          const moved = after.rating - players[k].rating;
          if (ranks[k] < expected[k] - 1e-9) expect(moved).toBeGreaterThan(0);
          if (ranks[k] > expected[k] + 1e-9) expect(moved).toBeLessThan(0);
          expect(Math.abs(moved)).toBeLessThanOrEqual(cap(players[k].games) + 1e-9);
          expect(after.volatility).toBeGreaterThan(0);
        });
      }),
    );
  });

  test('a symmetric field gives symmetric results, whatever the order of the rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.option(passPlayer, { nil: null }),
        fc.nat(),
        (n, everyone, seed) => {
          const before = everyone ?? { rating: null, volatility: null, games: 0 };
          // The same players, finishing 1st..nth, typed in a shuffled order.
          const order = Array.from({ length: n }, (_, k) => k).sort(
            (a, b) => ((a * 7919 + seed) % n) - ((b * 7919 + seed) % n),
          );
          const outcomes = rateGame(order.map((k) => ({ ...before, place: k + 1 })));
          const byPlace = new Map(order.map((k, at) => [k + 1, outcomes[at]]));
          const start = everyone?.rating ?? 1200;
          // Before rounding the pass is symmetric to the last digits: the k-th from the top gains
          // what the k-th from the bottom loses.
          const pass = Array.from({ length: n }, (_, k) => ({
            rating: start,
            volatility: everyone?.volatility ?? 535,
            games: before.games,
            rank: k + 1,
          }));
          const exact = ratePass(pass, expectedRanks(pass));
          for (let k = 0; k < n; k++) {
            expect(exact[k].rating - start + (exact[n - 1 - k].rating - start)).toBeCloseTo(0, 6);
            expect(exact[k].volatility).toBeCloseTo(exact[n - 1 - k].volatility, 6);
          }
          // Stored as whole numbers: a change that is exactly x.5 on paper may land either side of
          // it in floating point, so the two may differ by one.
          for (let place = 1; place <= n; place++) {
            const a = byPlace.get(place)!;
            const b = byPlace.get(n + 1 - place)!;
            expect(Math.abs((a.rating as number) - start - (start - (b.rating as number)))).toBeLessThanOrEqual(1);
            expect(Math.abs((a.volatility as number) - (b.volatility as number))).toBeLessThanOrEqual(1);
            expect(a.expected).toBeCloseTo((n + 1) / 2, 9);
          }
        },
      ),
    );
  });
});

describe('games in order', () => {
  const players = (names: string[]) => names.map((key, i) => ({ key, place: i + 1 }));

  test('each game starts from the last; a short game changes nothing; the absent are not rated', () => {
    const first = { name: 'Duplicada 1', rounds: 15, players: players(['a', 'b', 'c', 'd']) };
    const short = { name: 'Duplicada 2', rounds: 11, players: players(['d', 'c', 'b', 'a']) };
    const third = { name: 'Duplicada 3', rounds: 12, players: players(['a', 'b', 'c']) };
    const { standings, games } = rateGames(new Map(), [first, short, third], 12);
    expect(games.map((g) => g.counted)).toEqual([true, false, true]);
    // After game 1: the rules' check.
    expect(games[0].outcomes.get('a')).toMatchObject({ rating: 1569, volatility: 453, games: 1 });
    // Game 3 (a, b, c established) is rated from game 1's figures; d, absent, keeps them.
    const again = rateGame([
      { place: 1, rating: 1569, volatility: 453, games: 1 },
      { place: 2, rating: 1302, volatility: 349, games: 1 },
      { place: 3, rating: 1098, volatility: 349, games: 1 },
    ]);
    expect(['a', 'b', 'c'].map((key) => standings.get(key)?.rating)).toEqual(again.map((o) => o.rating));
    expect(standings.get('d')).toEqual({ rating: 831, volatility: 453, games: 1 });
  });
});
