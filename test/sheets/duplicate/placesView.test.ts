// The places (rules §6.6) on "Clasificación duplicada": Plazas de duplicada and Plazas por país
// from Configuración, the country from Jugadores › País (or Country, Federación).
import { scoreDuplicate } from '../../../src/sheets/actions/scoreDuplicate';
import { withPlacesColumn } from '../../../src/sheets/duplicate/placesView';
import { type Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';

test('the column: champion, places, passed over, blank; rows above the players (Maestra) left blank', () => {
  const block = {
    header: ['Puesto', 'Jugador'],
    rows: [
      ['', 'Maestra'],
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
      [4, 'D'],
      [5, 'E'],
    ],
  };
  const countries = new Map([
    ['a', 'ESP'],
    ['b', 'ESP'],
    ['c', 'ESP'],
    ['d', 'ARG'],
  ]);
  const marked = withPlacesColumn(block, ['A', 'B', 'C', 'D', 'E'], { places: 2, perCountry: 1, countries }, 'es');
  expect(marked.header).toEqual(['Puesto', 'Jugador', 'Plaza']);
  expect(marked.rows.map((row) => row[2])).toEqual(['', 'Plaza personal', 'Plaza 2', 'Sin plaza (ESP)', 'Plaza 3', '']);
});

// Two games, no bonuses; every player plays both. Totals: Ana 200, Bea 190, Carlos 180,
// Dani 170, Eva 160 → the overall ranking (average percentage) in that order.
const game = (scores: [string, number, number][]): Grid => [
  ['Nombre', 'R1', 'R2'],
  ['Maestra', 50, 50],
  ...scores.map(([name, a, b]) => [name, a, b]),
];
const GAMES = {
  'Duplicada 1': game([
    ['Ana', 50, 50],
    ['Bea', 50, 45],
    ['Carlos', 45, 45],
    ['Dani', 45, 40],
    ['Eva', 40, 40],
  ]),
  'Duplicada 2': game([
    ['Ana', 50, 50],
    ['Bea', 50, 45],
    ['Carlos', 45, 45],
    ['Dani', 45, 40],
    ['Eva', 40, 40],
  ]),
};

test("Calcular duplicada marks the overall ranking: Bea and Carlos share Spain's one place, Dani and Eva take the others", () => {
  const workbook = new MemoryWorkbook({
    Configuración: [
      ['Torneo', 'Liga'],
      ['Bonificaciones de duplicada', 'No'],
      ['Plazas de duplicada', 2],
      ['Plazas por país', 1],
    ],
    Jugadores: [
      ['Nombre', 'Federación'],
      ['Ana', 'España'],
      ['Bea', 'españa'],
      ['Carlos', 'España'],
      ['Dani', 'Chile'],
      ['Eva', 'Chile'],
    ],
    ...GAMES,
  });
  scoreDuplicate({ workbook, lang: 'es' });
  const grid = workbook.snapshot('Clasificación duplicada') as Grid;
  const header = grid.findIndex((row) => row.includes('Plaza'));
  expect(header).toBeGreaterThan(0);
  const at = grid[header].indexOf('Plaza');
  const name = grid[header].indexOf('Jugador');
  expect(grid.slice(header + 1, header + 6).map((row) => [row[name], row[at]])).toEqual([
    ['Ana', 'Plaza personal'],
    ['Bea', 'Plaza 2'],
    ['Carlos', 'Sin plaza (España)'],
    ['Dani', 'Plaza 3'],
    ['Eva', ''],
  ]);
  // Only the overall ranking has the column.
  expect(grid.filter((row) => row.includes('Plaza'))).toHaveLength(1);
});

test('without Plazas de duplicada there is no column; a bad value is named by its row', () => {
  const plain = new MemoryWorkbook({ Configuración: [['Torneo', 'Liga']], ...GAMES });
  scoreDuplicate({ workbook: plain, lang: 'es' });
  expect((plain.snapshot('Clasificación duplicada') as Grid).some((row) => row.includes('Plaza'))).toBe(false);
  const bad = new MemoryWorkbook({
    Configuración: [
      ['Torneo', 'Liga'],
      ['Plazas de duplicada', 'siete'],
    ],
    ...GAMES,
  });
  bad.resetCounts();
  expect(errorOf(() => scoreDuplicate({ workbook: bad, lang: 'es' }))).toMatch(
    /^Configuración, fila 2, columna Plazas de duplicada: «siete»/,
  );
  expect(bad.writes).toBe(0);
});
