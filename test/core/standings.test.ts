// Standings (rules §4) on the hand-worked tournament of test/fixtures/workedTournament.ts.
//
// By hand (see scores.test.ts and tiebreaks.test.ts for the figures):
//   N°  player  points  SB     Scrabble pts
//   3   C       2.5     4.25   1200          → 1st
//   2   B       2       3      1180   ┐
//   1   A       2       2      1200   ├ three-way tie on 2 points: SB puts B 2nd;
//   4   D       2       2      1180   ┘ A and D equal on SB, Scrabble points put A 3rd, D 4th
//   7   G       1       1      1030   ┐
//   5   E       1       0      640    ├ G 5th on SB; E and F equal on points, SB and
//   6   F       1       0      640    ┘ Scrabble points: a formal tie, both 6th (listed by N°)
//   8   H       ½       1.25   370    → 8th (withdrawn from round 3, stays with his ½)
import { DEFAULT_CONFIG } from '../../src/core/model';
import { computeStandings } from '../../src/core/standings';
import { WORKED } from '../fixtures/workedTournament';

const summary = (tiebreaks?: Parameters<typeof computeStandings>[1], config = WORKED.config) =>
  computeStandings({ ...WORKED, config }, tiebreaks).rows.map((row) => [
    row.place,
    row.player.id,
    row.points,
    ...row.tiebreaks,
  ]);

describe('standings', () => {
  test('FISE default: points, then SB, then Scrabble points; full ties share the place', () => {
    expect(summary()).toEqual([
      [1, 3, 2.5, 4.25, 1200],
      [2, 2, 2, 3, 1180],
      [3, 1, 2, 2, 1200],
      [4, 4, 2, 2, 1180],
      [5, 7, 1, 1, 1030],
      [6, 5, 1, 0, 640],
      [6, 6, 1, 0, 640],
      [8, 8, 0.5, 1.25, 370],
    ]);
  });

  test('the configured list is used in its order (Desempates)', () => {
    // Spread alone: on 2 points D +170, A +130, B +10; on 1 point E −120, then F and G
    // both −130 → tied (6th, 6th by N°).
    const config = { ...DEFAULT_CONFIG, tiebreaks: ['spread' as const] };
    expect(summary(undefined, config)).toEqual([
      [1, 3, 2.5, 70],
      [2, 4, 2, 170],
      [3, 1, 2, 130],
      [4, 2, 2, 10],
      [5, 5, 1, -120],
      [6, 6, 1, -130],
      [6, 7, 1, -130],
      [8, 8, 0.5, 0],
    ]);
  });

  test('no tiebreaks: equal points share the place (1, 2, 2, 2, 5, 5, 5, 8)', () => {
    expect(summary([]).map(([place, id]) => [place, id])).toEqual([
      [1, 3],
      [2, 1],
      [2, 2],
      [2, 4],
      [5, 5],
      [5, 6],
      [5, 7],
      [8, 8],
    ]);
  });

  test('direct encounter applies inside the tied group only, after the tiebreaks before it', () => {
    // Wins first: A, B, D all 2 wins. Direct encounter among A, B, D: incomplete → still tied.
    // On 1 point: G 1 win, E and F 0 → G 5th; E–F never met → tied 6th.
    const rows = computeStandings(WORKED, ['wins', 'directEncounter']).rows;
    expect(rows.map((row) => [row.place, row.player.id, ...row.tiebreaks])).toEqual([
      [1, 3, 2, null],
      [2, 1, 2, null],
      [2, 2, 2, null],
      [2, 4, 2, null],
      [5, 7, 1, null],
      [6, 5, 0, null],
      [6, 6, 0, null],
      [8, 8, 0, null],
    ]);
    // Progressive first puts B (5) ahead of A and D (4 each); A and D never met, so direct
    // encounter leaves them tied; Scrabble points then put A (1200) 3rd and D (1180) 4th.
    const again = computeStandings(WORKED, ['progressive', 'directEncounter', 'scrabblePoints']).rows;
    expect(again.slice(1, 4).map((row) => [row.place, row.player.id])).toEqual([
      [2, 2],
      [3, 1],
      [4, 4],
    ]);
  });

  test('direct encounter separates two tied players who met: the winner first', () => {
    // Round 3's D–F game left pending: D stays on 1 point, so A and B are alone on 2.
    const games = WORKED.games.map((g) => (g.round === 3 && g.first === 4 ? { ...g, score1: null, score2: null } : g));
    const rows = computeStandings({ ...WORKED, games }, ['directEncounter']).rows;
    // On 2 points: A and B, B beat A in round 2 → B 2nd (value 1), A 3rd (value 0).
    expect(rows.slice(1, 3).map((row) => [row.place, row.player.id, row.tiebreaks[0]])).toEqual([
      [2, 2, 1],
      [3, 1, 0],
    ]);
  });

  test('an empty Rondas: everyone 0 points, one shared place', () => {
    const rows = computeStandings({ ...WORKED, games: [] }).rows;
    expect(rows.every((row) => row.place === 1 && row.points === 0)).toBe(true);
    expect(rows.map((row) => row.player.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
