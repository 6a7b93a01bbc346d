// Temporada as data (rules §2): a column per closed tournament, players matched with accents
// and case aside, the total and shared places.
import {
  EMPTY_SEASON,
  seasonColumn,
  seasonStandings,
  withSeasonColumn,
  withoutSeasonColumn,
} from '../../../src/core/season';

const otono = withSeasonColumn(EMPTY_SEASON, 'Otoño', [
  { name: 'Ana García', points: 575 },
  { name: 'Luis Pérez', points: 389 },
  { name: 'Eva Ruiz', points: 312 },
]);
const both = withSeasonColumn(otono, 'Invierno', [
  { name: 'luis perez', points: 575 },
  { name: 'Marta Gil', points: 389 },
  { name: 'ANA GARCIA', points: 100 },
  { name: 'Ana García', points: 212 },
]);

describe('the season table', () => {
  test('a new column: known players matched folded, newcomers at the end, two awards to one player add up', () => {
    expect(both).toEqual({
      columns: ['Otoño', 'Invierno'],
      players: [
        { name: 'Ana García', points: [575, 312] },
        { name: 'Luis Pérez', points: [389, 575] },
        { name: 'Eva Ruiz', points: [312, null] },
        { name: 'Marta Gil', points: [null, 389] },
      ],
    });
  });

  test('standings by total (a blank counts 0)', () => {
    expect(seasonStandings(both).map((row) => [row.place, row.name, row.total])).toEqual([
      [1, 'Luis Pérez', 964],
      [2, 'Ana García', 887],
      [3, 'Marta Gil', 389],
      [4, 'Eva Ruiz', 312],
    ]);
  });

  test('equal totals share the place (1, 2, 2) and go alphabetically; decimals settle on 2 places', () => {
    const liga = withSeasonColumn(EMPTY_SEASON, 'Liga', [
      { name: 'Zoe', points: 10 },
      { name: 'Álvaro', points: 10 },
      { name: 'Bea', points: 12 },
      { name: 'Ciro', points: 0.1 },
    ]);
    const copa = withSeasonColumn(liga, 'Copa', [{ name: 'Ciro', points: 0.2 }]);
    expect(seasonStandings(copa).map((row) => [row.place, row.name, row.total])).toEqual([
      [1, 'Bea', 12],
      [2, 'Álvaro', 10],
      [2, 'Zoe', 10],
      [4, 'Ciro', 0.3],
    ]);
  });

  test('a column is found with accents and case aside; removing it drops players left with nothing', () => {
    expect(seasonColumn(both, 'invierno')).toBe(1);
    expect(seasonColumn(both, 'Primavera')).toBe(-1);
    expect(withoutSeasonColumn(both, 1)).toEqual(otono);
    expect(withoutSeasonColumn(both, 0).players.map((player) => player.name)).toEqual([
      'Ana García',
      'Luis Pérez',
      'Marta Gil',
    ]);
  });
});
