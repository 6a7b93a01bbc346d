// Each tiebreak of rules §4 on the hand-worked tournament (test/fixtures/workedTournament.ts).
// Final points (by hand): A 2, B 2, C 2.5, D 2, E 1, F 1, G 1, H ½.
import { DEFAULT_CONFIG, type Player } from '../../src/core/model';
import { type PlayerRecord, type Scoresheet, scoresheet } from '../../src/core/scores';
import {
  averageOpponentRating,
  buchholz,
  directEncounter,
  medianBuchholz,
  progressive,
  sbContribution,
  sonnebornBerger,
  wins,
} from '../../src/core/tiebreaks';
import { PLAYERS, WORKED } from '../fixtures/workedTournament';

const sheet = scoresheet(WORKED);
const rec = (id: number) => sheet.byId.get(id)!;
const all = (fn: (r: PlayerRecord, s: Scoresheet) => number) => sheet.records.map((r) => fn(r, sheet));

describe('Sonneborn-Berger (rules §4, FISE text)', () => {
  test('final points of opponents beaten plus half of those drawn; byes and forfeits add nothing', () => {
    // A beat E (1) and G (1)                  → 2
    // B beat F (1) and A (2)                  → 3
    // C drew H (½ → ¼), beat D (2), B (2)      → 4.25
    // D beat G (1) and F (1)                  → 2
    // E beat nobody; the bye adds nothing      → 0
    // F's forfeit win over H adds nothing      → 0
    // G beat E (1)                             → 1
    // H drew C (2.5 → 1.25)                    → 1.25
    expect(all(sonnebornBerger)).toEqual([2, 3, 4.25, 2, 0, 0, 1, 1.25]);
  });

  test('per-round contributions (the card column) add up to SB', () => {
    // C: R1 draw with H (½ / 2 = ¼), R2 beat D (2), R3 beat B (2).
    expect(rec(3).rounds.map((r) => sbContribution(r, sheet))).toEqual([0.25, 2, 2]);
    // F: R2 forfeit win → 0.
    expect(rec(6).rounds.map((r) => sbContribution(r, sheet))).toEqual([0, 0, 0]);
  });
});

describe('other tiebreaks (rules §4 "also available")', () => {
  test('Buchholz: final points of the opponents met over the board', () => {
    // A: E 1 + B 2 + G 1 = 4      B: F 1 + A 2 + C 2.5 = 5.5   C: H ½ + D 2 + B 2 = 4.5
    // D: G 1 + C 2.5 + F 1 = 4.5  E: A 2 + G 1 = 3 (bye out)   F: B 2 + D 2 = 4 (forfeit out)
    // G: D 2 + E 1 + A 2 = 5      H: C 2.5 (forfeit out)
    expect(all(buchholz)).toEqual([4, 5.5, 4.5, 4.5, 3, 4, 5, 2.5]);
  });

  test('Median-Buchholz: without the best and the worst opponent (nothing cut under 3)', () => {
    // A: 4 − 2 − 1 = 1   B: 5.5 − 2.5 − 1 = 2   C: 4.5 − 2 − ½ = 2   D: 4.5 − 2.5 − 1 = 1
    // E: 2 opponents → 3   F: → 4   G: 5 − 2 − 1 = 2   H: → 2.5
    expect(all(medianBuchholz)).toEqual([1, 2, 2, 1, 3, 4, 2, 2.5]);
  });

  test('progressive: sum of the running totals', () => {
    // A 1+1+2 = 4  B 1+2+2 = 5  C ½+1.5+2.5 = 4.5  D 1+1+2 = 4  E 0+0+1 = 1  F 0+1+1 = 2  G 0+1+1 = 2  H ½+½+½ = 1.5
    expect(all(progressive)).toEqual([4, 5, 4.5, 4, 1, 2, 2, 1.5]);
  });

  test('wins: games won on the board; byes and forfeits are not wins', () => {
    expect(all(wins)).toEqual([2, 2, 2, 2, 0, 0, 1, 0]);
  });

  test('average opponent rating: rated opponents met over the board only', () => {
    // A: E 1600, B 1900 (G unrated) → 1750.   E: A 2000 (G unrated) → 2000.
    // F: B 1900, D 1700 (forfeit vs H out) → 1800.   H: C 1800.   G: D 1700, E 1600, A 2000 → 1766.67
    expect(averageOpponentRating(rec(1), sheet)).toBe(1750);
    expect(averageOpponentRating(rec(5), sheet)).toBe(2000);
    expect(averageOpponentRating(rec(6), sheet)).toBe(1800);
    expect(averageOpponentRating(rec(8), sheet)).toBe(1800);
    expect(averageOpponentRating(rec(7), sheet)).toBeCloseTo(5300 / 3, 9);
  });

  test('direct encounter: only when every two of the group met', () => {
    // A, B, D: only A–B met → incomplete, no separation.
    expect(directEncounter([rec(1), rec(2), rec(4)])).toEqual([null, null, null]);
    // A, B: B beat A.
    expect(directEncounter([rec(1), rec(2)])).toEqual([0, 1]);
    // B, C, A: A–B (B won), B–C (C won), but A–C never met → incomplete.
    expect(directEncounter([rec(2), rec(3), rec(1)])).toEqual([null, null, null]);
    // F and H: the forfeit is not an encounter over the board.
    expect(directEncounter([rec(6), rec(8)])).toEqual([null, null]);
  });

  test('direct encounter in a complete mini-table of three', () => {
    // X beat Y, Y beat Z, X drew Z → X 1.5, Y 1, Z 0.5.
    const p = (id: number): Player => ({ ...PLAYERS[0], id, name: `P${id}` });
    const mini = scoresheet({
      config: DEFAULT_CONFIG,
      players: [p(1), p(2), p(3)],
      games: [
        { round: 1, table: 1, first: 1, second: 2, score1: 400, score2: 300, override: null },
        { round: 2, table: 1, first: 2, second: 3, score1: 400, score2: 300, override: null },
        { round: 3, table: 1, first: 3, second: 1, score1: 350, score2: 350, override: null },
      ],
    });
    expect(directEncounter(mini.records)).toEqual([1.5, 1, 0.5]);
  });
});
