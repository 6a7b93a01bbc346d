// ELO report (rules §5).
import { eloReport } from '../../src/core/eloReport';
import { DEFAULT_CONFIG } from '../../src/core/model';
import { ELO_ROUND } from '../fixtures/eloRound';
import { WORKED } from '../fixtures/workedTournament';

describe('ELO report', () => {
  const rows = eloReport(ELO_ROUND);

  test('expected scores from the FIDE table, changes rounded half away from zero (K = 10)', () => {
    // 2307 − 2141 = 166 → .72 / .28;  10 × (0 − .72) = −7.2 → −7;  10 × (1 − .28) = 7.2 → +7
    // 2244 − 2137 = 107 → .65 / .35;  10 × (0 − .35) = −3.5 → −4;  10 × (1 − .65) = 3.5 → +4
    // 2005 − 1738 = 267 → .82 / .18;  10 × (0 − .82) = −8.2 → −8;  10 × (1 − .18) = 8.2 → +8
    expect(rows.slice(0, 6).map((r) => [r.games, r.score, r.expected, r.change, r.newRating])).toEqual([
      [1, 0, 0.72, -7, 2300],
      [1, 1, 0.28, 7, 2148],
      [1, 0, 0.35, -4, 2133],
      [1, 1, 0.65, 4, 2248],
      [1, 0, 0.82, -8, 1997],
      [1, 1, 0.18, 8, 1746],
    ]);
  });

  test('the 1715 player beat an unrated player: the game is left out, no change', () => {
    expect(rows[6]).toMatchObject({
      games: 0,
      score: 0,
      expected: 0,
      change: 0,
      newRating: 1715,
      averageOpponent: null,
      performance: null,
    });
  });

  test('the unrated player: score, Rav and performance over rated opponents, no change', () => {
    // Lost to 1715: p = 0 → dp −800 → performance 1715 − 800 = 915.
    expect(rows[7]).toMatchObject({
      games: 1,
      score: 0,
      expected: null,
      change: null,
      newRating: null,
      averageOpponent: 1715,
      performance: 915,
    });
  });

  test('Rav and performance of rated players: 2141 beat 2307 → 2307 + 800', () => {
    expect(rows[1]).toMatchObject({ averageOpponent: 2307, performance: 3107 });
    expect(rows[0]).toMatchObject({ averageOpponent: 2141, performance: 1341 });
  });

  test('K from the argument, else from Config (rules §2 K)', () => {
    // K = 20: 20 × −.72 = −14.4 → −14; K = 15 in Config: 15 × −.35 = −5.25 → −5.
    expect(eloReport(ELO_ROUND, { k: 20 })[0].change).toBe(-14);
    expect(eloReport({ ...ELO_ROUND, config: { ...DEFAULT_CONFIG, k: 15 } })[2].change).toBe(-5);
  });

  test('forfeits and byes never count; off-board results do (rules §5, results.ts)', () => {
    // Worked tournament, F (1500): R1 lost to B 1900, R2 forfeit win over H (out), R3 lost to D 1700.
    // Exp: 1500 − 1900 = −400 → .08 (392–411 → .92); 1500 − 1700 = −200 → .24 (198–206 → .76).
    // Exp = .32, change = 10 × (0 − .32) = −3.2 → −3.
    const f = eloReport(WORKED)[5];
    expect(f).toMatchObject({ games: 2, score: 0, change: -3, averageOpponent: 1800, performance: 1000 });
    expect(f.expected).toBeCloseTo(0.32, 9);
    // E (1600): R1 lost to A 2000 (D 400 → .08), R2 lost to G (unrated, out), R3 bye (out).
    expect(eloReport(WORKED)[4]).toMatchObject({ games: 1, score: 0, change: -1 });
  });

  test('an off-board 0-1 counts like the game it replaces', () => {
    const games = ELO_ROUND.games.map((g, i) =>
      i === 0 ? { ...g, score1: null, score2: null, override: '0-1' as const } : g,
    );
    expect(
      eloReport({ ...ELO_ROUND, games })
        .slice(0, 2)
        .map((r) => r.change),
    ).toEqual([-7, 7]);
  });
});
