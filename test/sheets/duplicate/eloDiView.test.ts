// The EloDI block of Clasificación duplicada (rules §6.5): with an EloDI tab, "Calcular
// duplicada" shows each player's EloDI before the tournament and the expected position in
// each game (the second game's from the figures the first left); a game too short shows none.
import { rateGame } from '../../../src/core/duplicate/elodi';
import { scoreDuplicate } from '../../../src/sheets/actions/scoreDuplicate';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const rounds = <T>(n: number, cell: (r: number) => T): T[] => Array.from({ length: n }, (_, r) => cell(r));
const game = (n: number): Grid => [
  ['Nombre', ...rounds(n, (r) => `R${r + 1}`)],
  ['Maestra', ...rounds(n, () => 50)],
  ['Ana', ...rounds(n, () => 50)],
  ['Bea', ...rounds(n, () => 40)],
  ['Carlos', ...rounds(n, () => 30)],
];

test('EloDI before, expected position per game; nothing without an EloDI tab', () => {
  const workbook = new MemoryWorkbook({
    Configuración: [['Torneo', 'Otoño']],
    'Duplicada 1': game(12),
    'Duplicada 2': game(5),
    'Duplicada 3': game(12),
  });
  scoreDuplicate({ workbook, lang: 'es' });
  expect(JSON.stringify(workbook.read('Clasificación duplicada'))).not.toMatch(/EloDI/);

  workbook.replace('EloDI', [
    ['Nombre', 'EloDI', 'Volatilidad', 'Partidas EloDI'],
    ['ANA', 1300, 250, 5],
    ['Bea', 1500, 200, 9],
  ]);
  scoreDuplicate({ workbook, lang: 'es' });
  const grid = workbook.read('Clasificación duplicada') as Grid;
  // The name in the tab's name column (the third), as in the rankings above it; a newcomer's
  // mark in the note column beside it, so EloDI antes holds numbers only.
  const header = grid.findIndex((row) => row[2] === 'Jugador' && row[4] === 'EloDI antes');
  expect(grid[header].slice(0, 9)).toEqual([
    '',
    '',
    'Jugador',
    'Nota',
    'EloDI antes',
    'Volatilidad',
    'Esperada Duplicada 1',
    'Esperada Duplicada 2',
    'Esperada Duplicada 3',
  ]);
  // Game 1 from the tab's figures (Carlos a newcomer at 1200 / 535); game 3 from game 1's results.
  const first = rateGame([
    { place: 1, rating: 1300, volatility: 250, games: 5 },
    { place: 2, rating: 1500, volatility: 200, games: 9 },
    { place: 3, rating: null, volatility: null, games: 0 },
  ]);
  const third = rateGame(first.map((outcome, i) => ({ ...outcome, place: i + 1 })));
  const round2 = (value: number) => Math.round(value * 100) / 100;
  expect(grid.slice(header + 1, header + 4).map((row) => row.slice(0, 9))).toEqual([
    ['', '', 'Ana', '', 1300, 250, round2(first[0].expected), '', round2(third[0].expected)],
    ['', '', 'Bea', '', 1500, 200, round2(first[1].expected), '', round2(third[1].expected)],
    ['', '', 'Carlos', 'nuevo', '', '', round2(first[2].expected), '', round2(third[2].expected)],
  ]);
});
