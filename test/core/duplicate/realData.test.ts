// A realistic 30-player, 12-round duplicate game, HAND-BUILT (no published world-championship
// table with every round's scores could be sourced): slips drawn to look like a strong open
// field, then one round-10 slip set so that nobody matched the master and two shared the top.
// The expected table below was computed separately (a few lines of arithmetic outside this
// project: sums, the rules §6.1 bonus rule, places by counting better totals), not by Atril.
// It exercises: bonuses of both kinds (R2 and R4 sole master +10, R6 sole top +5), no bonus
// for a tied top (R10), and shared places 5-5, 18-18-18 and 29-29.
import { scoreGame } from '../../../src/core/duplicate';

const MASTER = [72, 86, 34, 95, 28, 64, 41, 80, 39, 102, 45, 58];
// Name, then the score of the slip in rounds 1 to 12 (0 = no valid slip).
const SLIPS: [string, ...number[]][] = [
  ['Ana Ortega', 72, 79, 34, 80, 28, 25, 41, 80, 39, 81, 45, 58],
  ['Bruno Vidal', 27, 78, 34, 62, 28, 49, 23, 29, 39, 56, 0, 58],
  ['Carmen Ruiz', 0, 64, 34, 71, 28, 25, 36, 62, 39, 64, 35, 58],
  ['Diego Moreno', 72, 86, 14, 59, 12, 51, 41, 80, 39, 49, 45, 58],
  ['Elena Castro', 0, 60, 34, 79, 28, 33, 41, 36, 15, 44, 45, 37],
  ['Fernando Navarro', 72, 38, 19, 60, 28, 29, 24, 68, 33, 89, 41, 53],
  ['Gloria Serrano', 72, 69, 34, 55, 15, 43, 21, 80, 16, 81, 45, 40],
  ['Héctor Molina', 72, 32, 34, 65, 28, 32, 41, 0, 39, 72, 18, 22],
  ['Inés Blanco', 72, 72, 34, 41, 28, 0, 16, 80, 39, 37, 36, 51],
  ['Javier Suárez', 59, 63, 34, 87, 28, 29, 27, 42, 17, 91, 45, 39],
  ['Lucía Ramos', 72, 40, 34, 0, 28, 35, 18, 64, 39, 49, 45, 48],
  ['Manuel Gil', 72, 45, 34, 59, 28, 28, 41, 47, 27, 87, 33, 38],
  ['Nuria Rubio', 72, 74, 34, 56, 10, 57, 35, 28, 39, 93, 31, 32],
  ['Óscar Marín', 72, 75, 34, 49, 28, 56, 41, 36, 14, 65, 20, 21],
  ['Paula Iglesias', 45, 51, 34, 95, 17, 42, 26, 55, 14, 69, 20, 46],
  ['Ramón Peña', 72, 32, 34, 43, 28, 40, 41, 48, 22, 57, 45, 29],
  ['Sofía Cano', 65, 46, 34, 45, 10, 0, 32, 67, 15, 93, 0, 36],
  ['Tomás Prieto', 37, 68, 34, 66, 28, 40, 18, 30, 39, 83, 27, 29],
  ['Úrsula Lozano', 61, 77, 34, 53, 0, 50, 36, 70, 39, 92, 16, 35],
  ['Víctor Cortés', 55, 30, 31, 70, 20, 23, 24, 65, 34, 85, 21, 50],
  ['Alba Herrera', 53, 63, 34, 34, 28, 32, 41, 52, 31, 71, 35, 33],
  ['Benjamín Santos', 26, 61, 34, 38, 28, 52, 36, 62, 35, 43, 45, 20],
  ['Clara Vega', 58, 44, 16, 78, 28, 37, 31, 74, 20, 82, 0, 23],
  ['Daniel Méndez', 34, 33, 34, 81, 28, 48, 16, 68, 24, 76, 25, 42],
  ['Eva Rojas', 49, 71, 34, 63, 28, 36, 15, 0, 22, 53, 45, 44],
  ['Felipe Campos', 72, 44, 34, 58, 0, 58, 34, 29, 29, 61, 45, 22],
  ['Gabriela Fuentes', 72, 44, 34, 58, 15, 42, 35, 47, 31, 82, 37, 37],
  ['Hugo Cabrera', 30, 40, 15, 55, 18, 29, 23, 71, 30, 63, 28, 30],
  ['Irene Nieto', 25, 58, 34, 39, 28, 36, 41, 34, 21, 50, 24, 42],
  ['Jorge Pascual', 44, 62, 34, 39, 28, 25, 27, 59, 20, 37, 20, 38],
];
// Published-style table: place, name, scores, bonuses, total, % (two decimals).
const TABLE: [number, string, number, number, number, number][] = [
  [1, 'Ana Ortega', 662, 0, 662, 88.98],
  [2, 'Diego Moreno', 606, 10, 616, 82.8],
  [3, 'Gloria Serrano', 571, 0, 571, 76.75],
  [4, 'Úrsula Lozano', 563, 0, 563, 75.67],
  [5, 'Javier Suárez', 561, 0, 561, 75.4],
  [5, 'Nuria Rubio', 561, 0, 561, 75.4],
  [7, 'Fernando Navarro', 554, 0, 554, 74.46],
  [8, 'Manuel Gil', 539, 0, 539, 72.45],
  [9, 'Gabriela Fuentes', 534, 0, 534, 71.77],
  [10, 'Paula Iglesias', 514, 10, 524, 70.43],
  [11, 'Carmen Ruiz', 516, 0, 516, 69.35],
  [12, 'Óscar Marín', 511, 0, 511, 68.68],
  [13, 'Daniel Méndez', 509, 0, 509, 68.41],
  [14, 'Víctor Cortés', 508, 0, 508, 68.28],
  [15, 'Alba Herrera', 507, 0, 507, 68.15],
  [16, 'Inés Blanco', 506, 0, 506, 68.01],
  [17, 'Tomás Prieto', 499, 0, 499, 67.07],
  [18, 'Ramón Peña', 491, 0, 491, 65.99],
  [18, 'Clara Vega', 491, 0, 491, 65.99],
  [18, 'Felipe Campos', 486, 5, 491, 65.99],
  [21, 'Bruno Vidal', 483, 0, 483, 64.92],
  [22, 'Benjamín Santos', 480, 0, 480, 64.52],
  [23, 'Lucía Ramos', 472, 0, 472, 63.44],
  [24, 'Eva Rojas', 460, 0, 460, 61.83],
  [25, 'Héctor Molina', 455, 0, 455, 61.16],
  [26, 'Elena Castro', 452, 0, 452, 60.75],
  [27, 'Sofía Cano', 443, 0, 443, 59.54],
  [28, 'Jorge Pascual', 433, 0, 433, 58.2],
  [29, 'Hugo Cabrera', 432, 0, 432, 58.06],
  [29, 'Irene Nieto', 432, 0, 432, 58.06],
];

const game = scoreGame({
  name: 'Duplicada 1',
  master: MASTER,
  players: SLIPS.map(([name, ...scores]) => ({ name, scores })),
});

describe('real-size game: 30 players × 12 rounds (rules §6.1)', () => {
  test('master total is 744', () => {
    expect(game.masterTotal).toBe(744);
  });

  test('totals, bonuses, % and shared places match the table', () => {
    const got = game.players.map((p) => [
      p.place,
      p.name,
      p.scoreTotal,
      p.bonusTotal,
      p.total,
      Math.round(p.percent * 10000) / 100,
    ]);
    const byName = (a: (string | number)[], b: (string | number)[]) => String(a[1]).localeCompare(String(b[1]));
    expect(got.slice().sort(byName)).toEqual(TABLE.slice().sort(byName));
    // Ranking order: places never go down the list.
    expect(got.map((row) => row[0])).toEqual(TABLE.map((row) => row[0]));
  });

  test('bonuses land in the rounds the rules give them (detailed by rounds and players)', () => {
    const bonusOf = (name: string) => game.players.find((p) => p.name === name)?.bonuses;
    expect(bonusOf('Diego Moreno')).toEqual([0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(bonusOf('Paula Iglesias')).toEqual([0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(bonusOf('Felipe Campos')).toEqual([0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0]);
    // Round 10: Nuria Rubio and Sofía Cano share the top (93) below the master: nobody gets +5.
    expect(game.players.every((p) => p.bonuses[9] === 0)).toBe(true);
  });

  test('FISE 2009 tiebreaks split the shared places', () => {
    const rankOf = (name: string) => game.players.find((p) => p.name === name)?.rank;
    // 5-5: both matched 3 masters; Nuria's best play 93 beats Javier's 91.
    expect([rankOf('Nuria Rubio'), rankOf('Javier Suárez')]).toEqual([5, 6]);
    // 18-18-18: masters matched 5 (Ramón), 3 (Felipe), 1 (Clara).
    expect([rankOf('Ramón Peña'), rankOf('Felipe Campos'), rankOf('Clara Vega')]).toEqual([18, 19, 20]);
    // 29-29: Irene matched 3 masters, Hugo none.
    expect([rankOf('Irene Nieto'), rankOf('Hugo Cabrera')]).toEqual([29, 30]);
    expect(game.players.some((p) => p.suddenDeath)).toBe(false);
  });

  test('no warning: 30 players, bonuses of 10 and 5', () => {
    expect(game.warnings).toEqual([]);
  });
});
