// SB_TIEBREAK, STANDINGS, ELO_REPORT and CROSSTABLE as Sheets calls them (rules §7): whole
// ranges with their header rows in, a spilling grid out, bad input as a message naming
// the tab, row, column and value.
import { callCustomFunction } from '../../../src/sheets/functions/customFunction';
import { CUSTOM_FUNCTIONS } from '../../../src/sheets/functions';
import { CROSSTABLE, ELO_REPORT, SB_TIEBREAK, STANDINGS } from '../../../src/sheets/functions/standings';
import { eloGrids } from '../../fixtures/eloRound';
import { gamesGrid, playersGrid } from '../../fixtures/workedTournament';

describe('SB_TIEBREAK', () => {
  test('a column aligned with the players range: header SB, blank rows blank (rules §7)', () => {
    const players = playersGrid(); // header, A–D, a blank row, E–H
    const column = callCustomFunction(SB_TIEBREAK, 'es', [players, gamesGrid()]) as unknown[][];
    expect(column.length).toBe(players.length);
    // Hand figures (test/core/tiebreaks.test.ts): A 2, B 3, C 4.25, D 2, E 0, F 0, G 1, H 1.25.
    expect(column).toEqual([['SB'], [2], [3], [4.25], [2], [''], [0], [0], [1], [1.25]]);
  });

  test('trailing blank rows of a whole-column range stay blank', () => {
    const players = [...playersGrid(), ['', '', '', '', ''], ['', '', '', '', '']];
    const column = callCustomFunction(SB_TIEBREAK, 'es', [players, gamesGrid()]) as unknown[][];
    expect(column.slice(-3)).toEqual([[1.25], [''], ['']]);
  });

  test("bye points from the optional Configuración range change opponents' final points", () => {
    // Bye worth ½: E ends on ½, so A's win over E gives ½ instead of 1 → A's SB 1.5; G's 0.5.
    const config = [['Puntos por descanso', 0.5]];
    const column = callCustomFunction(SB_TIEBREAK, 'es', [playersGrid(), gamesGrid(), config]) as unknown[][];
    expect(column[1]).toEqual([1.5]);
    expect(column[8]).toEqual([0.5]);
  });
});

describe('STANDINGS', () => {
  test('default tiebreaks SB, Puntos Scrabble; the formal tie shares 6th', () => {
    const grid = callCustomFunction(STANDINGS, 'es', [playersGrid(), gamesGrid()]) as unknown[][];
    expect(grid[0]).toEqual(['Puesto', 'N°', 'Nombre', 'Club', 'Puntos', 'SB', 'Puntos Scrabble']);
    expect(grid.slice(1).map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6, 6, 8]);
  });

  test('a tiebreaks text is read as Desempates is, in either language', () => {
    const grid = callCustomFunction(STANDINGS, 'en', [playersGrid(), gamesGrid(), 'Spread; wins']) as unknown[][];
    expect(grid[0].slice(5)).toEqual(['Spread', 'Wins']);
    // Spread first on 2 points: D 170, A 130, B 10.
    expect(grid.slice(2, 5).map((row) => row[1])).toEqual([4, 1, 2]);
  });

  test('a range of tiebreak names, one per cell', () => {
    const grid = callCustomFunction(STANDINGS, 'es', [
      playersGrid(),
      gamesGrid(),
      [['Buchholz'], ['SB']],
    ]) as unknown[][];
    expect(grid[0].slice(5)).toEqual(['Buchholz', 'SB']);
  });

  test('an unknown tiebreak names the argument and the value', () => {
    expect(() => callCustomFunction(STANDINGS, 'es', [playersGrid(), gamesGrid(), 'SB, Suerte'])).toThrow(
      /^Argumento tiebreaks: «Suerte» no es un valor válido; se espera: SB, Puntos Scrabble/,
    );
  });

  test('an unknown player in Rondas names tab, row, column and value', () => {
    const games = gamesGrid();
    games[3][3] = 'Nadie';
    expect(() => callCustomFunction(STANDINGS, 'es', [playersGrid(), games])).toThrow(
      'Rondas, fila 4, columna Jugador 2: «Nadie» no es un jugador de la pestaña Jugadores',
    );
  });

  test('a bad Resultado names the cell (English)', () => {
    const games = gamesGrid();
    games[2][6] = '2-0';
    expect(() => callCustomFunction(STANDINGS, 'en', [playersGrid(), games])).toThrow(
      /^Rounds, row 3, column Resultado: "2-0" is not a valid Result/,
    );
  });

  test('a players range without Nombre says which column is missing', () => {
    expect(() =>
      callCustomFunction(STANDINGS, 'es', [
        [
          ['N°', 'Escalafón'],
          [1, 2000],
        ],
        gamesGrid(),
      ]),
    ).toThrow('Jugadores, fila 1: falta la columna «Nombre» en la fila de encabezados');
  });
});

describe('ELO_REPORT', () => {
  test("the issue's round from the sheet ranges (rules §5)", () => {
    const { players, games } = eloGrids();
    const grid = callCustomFunction(ELO_REPORT, 'es', [players, games]) as unknown[][];
    expect(grid.slice(1).map((row) => [row[5], row[6]])).toEqual([
      [0.72, -7],
      [0.28, 7],
      [0.35, -4],
      [0.65, 4],
      [0.82, -8],
      [0.18, 8],
      [0, 0],
      ['', ''],
    ]);
  });

  test('k argument; a negative k is refused', () => {
    const { players, games } = eloGrids();
    const grid = callCustomFunction(ELO_REPORT, 'es', [players, games, 20]) as unknown[][];
    expect(grid[1][6]).toBe(-14); // 20 × −.72 = −14.4
    expect(() => callCustomFunction(ELO_REPORT, 'es', [players, games, -5])).toThrow(
      'Argumento k: «-5» no puede ser negativo',
    );
  });
});

describe('CROSSTABLE', () => {
  test('header + rows in standings order', () => {
    const grid = callCustomFunction(CROSSTABLE, 'es', [playersGrid(), gamesGrid()]) as unknown[][];
    expect(grid[0]).toEqual(['Puesto', 'N°', 'Nombre', 'R1', 'R2', 'R3', 'Puntos']);
    expect(grid[1]).toEqual([1, 3, 'Carlos Cano', '8+ ½', '4+ 1', '2+ 1', 2.5]);
  });

  test('with Configuración every planned round has its column, blank until paired, as on the Tabla cruzada tab', () => {
    const config = [
      ['Parámetro', 'Valor'],
      ['Rondas', 5],
    ];
    const grid = callCustomFunction(CROSSTABLE, 'es', [playersGrid(), gamesGrid(), config]) as unknown[][];
    expect(grid[0]).toEqual(['Puesto', 'N°', 'Nombre', 'R1', 'R2', 'R3', 'R4', 'R5', 'Puntos']);
    expect(grid[1]).toEqual([1, 3, 'Carlos Cano', '8+ ½', '4+ 1', '2+ 1', '', '', 2.5]);
    // Fewer planned than paired: every paired round keeps its column.
    const fewer = callCustomFunction(CROSSTABLE, 'es', [playersGrid(), gamesGrid(), [['Rondas', 2]]]) as unknown[][];
    expect(fewer[0]).toEqual(['Puesto', 'N°', 'Nombre', 'R1', 'R2', 'R3', 'Puntos']);
  });
});

test('the four functions are registered for the build', () => {
  const names = CUSTOM_FUNCTIONS.map((def) => def.name);
  expect(names).toEqual(expect.arrayContaining(['SB_TIEBREAK', 'STANDINGS', 'ELO_REPORT', 'CROSSTABLE']));
});
