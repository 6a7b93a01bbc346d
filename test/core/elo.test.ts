import { dp, expectedScore, performanceRating, ratingChange, roundHalfAway } from '../../src/core/elo';

describe('expectedScore — FIDE table 8.1 (rules, Appendix A)', () => {
  it.each([
    [0, 0.5],
    [3, 0.5],
    [4, 0.51],
    [10, 0.51],
    [11, 0.52],
    [166, 0.72],
    [170, 0.72],
    [171, 0.73],
    [344, 0.88],
    [345, 0.89],
    [619, 0.98],
    [620, 0.99],
    [735, 0.99],
  ])('D = %i gives the higher-rated player %f', (diff, expected) => {
    expect(expectedScore(1500 + diff, 1500)).toBe(expected);
    // The lower-rated side gets 1 − H.
    expect(expectedScore(1500, 1500 + diff)).toBeCloseTo(1 - expected, 10);
  });

  it('D > 735 gives 1.00 and 0.00: no cap on D by default (FISE recommendation)', () => {
    expect(expectedScore(2400, 1600)).toBe(1);
    expect(expectedScore(1600, 2400)).toBe(0);
  });

  it('the 400 cap is a setting: D = 800 is read as 400 (.92)', () => {
    expect(expectedScore(2400, 1600, 'table400')).toBe(0.92);
    expect(expectedScore(1600, 2400, 'table400')).toBe(0.08);
  });

  it('the logistic formula is a setting', () => {
    expect(expectedScore(1900, 1500, 'logistic')).toBeCloseTo(1 / 1.1, 10);
    expect(expectedScore(1500, 1500, 'logistic')).toBe(0.5);
  });
});

describe('ratingChange (rules §5)', () => {
  it('FISE round-1 example: 2307 loses to 2141 → D = 166, expected .72, change −7; the 2141 player +7', () => {
    const loser = ratingChange(2307, [{ opponentRating: 2141, score: 0 }]);
    expect(loser).toEqual({ games: 1, score: 0, expected: 0.72, change: -7, newRating: 2300 });
    const winner = ratingChange(2141, [{ opponentRating: 2307, score: 1 }]);
    expect(winner).toEqual({ games: 1, score: 1, expected: 0.28, change: 7, newRating: 2148 });
  });

  it('sums over several games: W − Exp over all of them, rounded once', () => {
    // 1800 vs 1700 (D 100 → .64), vs 1900 (.36), vs 1800 (.50): Exp = 1.50. W = 2.5.
    // K 10 × (2.5 − 1.5) = 10.
    const change = ratingChange(1800, [
      { opponentRating: 1700, score: 1 },
      { opponentRating: 1900, score: 1 },
      { opponentRating: 1800, score: 0.5 },
    ]);
    expect(change.expected).toBe(1.5);
    expect(change.change).toBe(10);
  });

  it('halves are rounded away from zero: ±2.5 → ±3', () => {
    // Equal ratings: Exp .50, so a win is W − Exp = 0.5; with K = 5 the change is 2.5 → 3.
    expect(ratingChange(1500, [{ opponentRating: 1500, score: 1 }], 5).change).toBe(3);
    expect(ratingChange(1500, [{ opponentRating: 1500, score: 0 }], 5).change).toBe(-3);
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(-2.4)).toBe(-2);
  });

  it('K is a parameter (K = 20 doubles the FISE example)', () => {
    expect(ratingChange(2307, [{ opponentRating: 2141, score: 0 }], 20).change).toBe(-14);
  });

  it('no games, no change', () => {
    expect(ratingChange(2000, [])).toEqual({ games: 0, score: 0, expected: 0, change: 0, newRating: 2000 });
  });

  it('beating a player 736+ points lower expects 1.00 and changes nothing', () => {
    expect(ratingChange(2400, [{ opponentRating: 1600, score: 1 }]).change).toBe(0);
    expect(ratingChange(1600, [{ opponentRating: 2400, score: 1 }]).change).toBe(10);
  });
});

describe('performance (rules §5, FIDE dp table)', () => {
  it('dp from the table, symmetric below .50, ±800 at the ends', () => {
    expect(dp(0.5)).toBe(0);
    expect(dp(0.72)).toBe(166);
    expect(dp(0.28)).toBe(-166);
    expect(dp(1)).toBe(800);
    expect(dp(0)).toBe(-800);
    expect(dp(0.99)).toBe(677);
  });

  it('p is rounded to 2 decimals: 2 of 3 = .67 → 125', () => {
    expect(dp(2 / 3)).toBe(125);
  });

  it('Rav + dp(p): 3 games against 1700, 1800, 1900 with 2 points → 1800 + 125', () => {
    const result = performanceRating([
      { opponentRating: 1700, score: 1 },
      { opponentRating: 1800, score: 1 },
      { opponentRating: 1900, score: 0 },
    ]);
    expect(result).toEqual({ averageOpponent: 1800, performance: 1925 });
  });

  it('no rated opponents, no performance', () => {
    expect(performanceRating([])).toBeNull();
  });
});
