// PAIR_ROUND as Sheets calls it (rules §7): whole Jugadores and Rondas ranges with their
// header rows, columns found by name in either language, a spilled table out, and bad input
// answered with a message naming the row and value.
import { callCustomFunction } from '../../../src/sheets/functions/customFunction';
import { CUSTOM_FUNCTIONS } from '../../../src/sheets/functions';
import { PAIR_ROUND } from '../../../src/sheets/functions/pairing';

const call = (lang: 'es' | 'en', ...args: unknown[]) => callCustomFunction(PAIR_ROUND, lang, args);

/** Jugadores as typed: N° blank (numbered by pairing order), a user column, a blank row. */
const players = () => [
  ['Nombre', 'Escalafón', 'Club', 'Notas', 'Retirado desde ronda'],
  ['Ana García', 1850, 'Madrid', '', ''],
  ['Luis Pérez', 2010, 'Sevilla', 'capitán', ''],
  ['Marta Ruiz', 1700, 'Madrid', '', ''],
  ['', '', '', '', ''],
  ['Jorge Díaz', 1920, 'Bilbao', '', ''],
  ['Eva Sanz', '', 'Bilbao', '', ''],
];
const emptyGames = () => [
  ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'],
  ['', '', '', '', '', '', ''],
];
/** Round 1 as PAIR_ROUND proposed it, with results. */
const round1 = () => [
  ...emptyGames(),
  [1, 1, 'Luis Pérez', 'Ana García', 420, 380, ''],
  [1, 2, 'Marta Ruiz', 'Jorge Díaz', 410, 390, ''],
  [1, 3, 'Eva Sanz', 'DESCANSO', '', '', ''],
];

describe('PAIR_ROUND', () => {
  it('is registered for the build', () => {
    expect(CUSTOM_FUNCTIONS).toContain(PAIR_ROUND);
  });

  it('pairs round 1 by the ranking list (rules §3.2, §3.3): header row, tables, bye row DESCANSO', () => {
    // Pairing order: Luis 2010, Jorge 1920, Ana 1850, Marta 1700, Eva (unrated, bye).
    expect(call('es', players(), emptyGames())).toEqual([
      ['Mesa', 'Jugador 1', 'Jugador 2', 'Motivo'],
      [1, 'Luis Pérez', 'Ana García', ''],
      [2, 'Marta Ruiz', 'Jorge Díaz', ''],
      [3, 'Eva Sanz', 'DESCANSO', ''],
    ]);
  });

  it("takes Jugadores' No emparejar con (rules §18): Luis and Ana kept apart, the board says why", () => {
    const apart = players().map((row, i) => [...row, i === 0 ? 'No emparejar con' : i === 2 ? 'Ana García' : '']);
    const grid = call('es', apart, emptyGames()) as unknown[][];
    const boards = grid.slice(1).map((row) => [row[1], row[2]].sort().join(' – '));
    expect(boards).not.toContain('Ana García – Luis Pérez');
    expect(grid[1][1]).toBe('Luis Pérez');
    expect(String(grid[1][3])).toContain('(No emparejar con)');
  });

  it('speaks English: headers, BYE and reasons from the catalogue; English headers in the ranges', () => {
    const english = [
      ['Name', 'Rating'],
      ...players()
        .slice(1)
        .map((row) => [row[0], row[1]]),
    ];
    const grid = call('en', english, [
      ['Round', 'Table', 'Player 1', 'Player 2', 'Score 1', 'Score 2', 'Result'],
    ]) as unknown[][];
    expect(grid[0]).toEqual(['Table', 'Player 1', 'Player 2', 'Reason']);
    expect(grid[3]).toEqual([3, 'Eva Sanz', 'BYE', '']);
  });

  it('pairs the next round from the results (rules §3.4, §3.5) and explains the departures', () => {
    // Bye to the last of the table without one: Ana (0 pts, below Jorge). 1 pt: Luis, Marta,
    // Eva (bye) is odd → takes Jorge. Paper: Luis–Eva, then Marta–Jorge would repeat round 1,
    // so the choice is revised: Luis–Jorge, Marta–Eva. First move: fewer starts (§3.7).
    const grid = call('es', players(), round1()) as unknown[][];
    expect(grid.slice(1)).toEqual([
      [
        1,
        'Jorge Díaz',
        'Luis Pérez',
        'N° 2 sube desde 0 puntos al grupo de 1; reajuste para que todos tengan rival sin repetir',
      ],
      [2, 'Eva Sanz', 'Marta Ruiz', ''],
      [3, 'Ana García', 'DESCANSO', ''],
    ]);
  });

  it('accepts the round asked for when it is the next one, and refuses others naming the value', () => {
    expect((call('es', players(), round1(), 2) as unknown[][]).length).toBe(4);
    expect(() => call('es', players(), round1(), 1)).toThrow(
      'Argumento round: la ronda 1 ya está jugada o emparejada; la siguiente es la 2',
    );
    expect(() => call('en', players(), round1(), 5)).toThrow(
      'Argument round: round 5 cannot be paired yet; the next one is 2',
    );
    expect(() => call('es', players(), round1(), 'dos')).toThrow('Argumento round: «dos» no es un número');
  });

  it('bad input names the tab, row and value', () => {
    const duplicate = players();
    duplicate[6][0] = 'ana garcía';
    expect(() => call('es', duplicate, emptyGames())).toThrow(
      /Jugadores, fila 7, columna Nombre: .*ana garcía.*fila 2/,
    );
    const badRating = players();
    badRating[3][1] = 'mil';
    expect(() => call('es', badRating, emptyGames())).toThrow(
      'Jugadores, fila 4, columna Escalafón: «mil» no es un número',
    );
    const unknown = round1();
    unknown[3][3] = 'Pepe';
    expect(() => call('es', players(), unknown)).toThrow(/Rondas, fila 4, columna Jugador 2: «Pepe» no es un jugador/);
    const twice = round1();
    twice[4][3] = 'Luis Pérez';
    expect(() => call('es', players(), twice)).toThrow(
      /Rondas, fila 5, columna Jugador 2: «Luis Pérez» juega dos veces en la ronda 1/,
    );
    const badScore = round1();
    badScore[3][4] = '4x0';
    expect(() => call('es', players(), badScore)).toThrow('Rondas, fila 4, columna Puntos 1: «4x0» no es un número');
  });

  it('refuses clearly when no legal pairing exists, naming the players', () => {
    const two = [
      ['Nombre', 'Escalafón'],
      ['Ana García', 1800],
      ['Luis Pérez', 1700],
    ];
    const games = [...emptyGames(), [1, 1, 'Ana García', 'Luis Pérez', 400, 300, '']];
    expect(() => call('es', two, games)).toThrow(
      /no hay emparejamiento posible en la ronda 2: .*Ana García.*Luis Pérez/,
    );
  });

  it('follows Berger tables when the optional Configuración says Todos contra todos (rules §3.8)', () => {
    const grid = call('es', players(), emptyGames(), '', [['Sistema', 'Todos contra todos']]) as unknown[][];
    expect(grid).toHaveLength(4);
    expect(grid[3][2]).toBe('DESCANSO');
  });
});
