import { errorOf } from '../../support/errors';
import { readGames } from '../../../src/sheets/tournament/rounds';
import { readPlayers } from '../../../src/sheets/tournament/players';
import { readTournament } from '../../../src/sheets/tournament/readTournament';
import type { Grid } from '../../../src/sheets/grid/cells';

const PLAYERS: Grid = [
  [
    'N°',
    'Nombre',
    'Escalafón',
    'Club',
    'Promedio',
    'Entra en ronda',
    'Retirado desde ronda',
    'Ausente en rondas',
    'Notas del director',
  ],
  ['', 'Ana García', 1850, 'Madrid', '', '', '', '', 'pagó'],
  ['', 'Luis Pérez', '', 'Sevilla', 380, '', 4, '2; 3', ''],
  ['', '', '', '', '', '', '', '', ''],
  ['', 'Eva Ruiz', 1900, '', '', 2, '', '', ''],
];

describe('readPlayers (rules §2 Jugadores)', () => {
  it('finds columns by name in any order, case and accents ignored, and skips blank rows and extra columns', () => {
    const shuffled: Grid = [
      ['nombre', 'ESCALAFON', 'ausente EN rondas'],
      ['Ana', 1800, '3, 5'],
      ['', '', ''],
      ['Bea', '', ''],
    ];
    const players = readPlayers(shuffled, { lang: 'es' });
    expect(players.map((p) => [p.name, p.rating, p.absentRounds, p.row])).toEqual([
      ['Ana', 1800, [3, 5], 2],
      ['Bea', null, [], 4],
    ]);
  });

  it('reads English headers too', () => {
    const players = readPlayers(
      [
        ['Name', 'Rating', 'Withdrawn from round'],
        ['Ann', 1700, 3],
      ],
      { lang: 'en' },
    );
    expect(players[0]).toMatchObject({ name: 'Ann', rating: 1700, withdrawnFromRound: 3, entryRound: 1 });
  });

  it('reads every typed column', () => {
    const [, luis, eva] = readPlayers(PLAYERS, { lang: 'es' });
    expect(luis).toMatchObject({
      id: null,
      rating: null,
      average: 380,
      club: 'Sevilla',
      withdrawnFromRound: 4,
      absentRounds: [2, 3],
    });
    expect(eva).toMatchObject({ rating: 1900, entryRound: 2, row: 5 });
  });

  it('names the tab, row, column and value of a non-numeric rating', () => {
    const grid: Grid = [
      ['Nombre', 'Escalafón'],
      ['Ana', 1800],
      ['Bea', 'mil'],
    ];
    expect(errorOf(() => readPlayers(grid, { lang: 'es' }))).toBe(
      'Jugadores, fila 3, columna Escalafón: «mil» no es un número',
    );
  });

  it('refuses repeated names (accents and case ignored), naming both rows', () => {
    const grid: Grid = [['Nombre'], ['Ana García'], ['ana garcia']];
    expect(errorOf(() => readPlayers(grid, { lang: 'es' }))).toBe(
      'Jugadores, fila 3, columna Nombre: el nombre «ana garcia» está repetido (también en la fila 2)',
    );
  });

  it('refuses a missing Nombre column, naming the header row', () => {
    expect(
      errorOf(() =>
        readPlayers(
          [
            ['N°', 'Elo'],
            [1, 1800],
          ],
          { lang: 'es' },
        ),
      ),
    ).toBe('Jugadores, fila 1: falta la columna «Nombre» en la fila de encabezados');
  });
});

describe('readTournament numbers players without N° in pairing order (rules §3.2)', () => {
  it('rated first by rating, then unrated by average', () => {
    const read = readTournament({ players: PLAYERS }, 'es');
    expect(read.entries.map((p) => [p.name, p.id])).toEqual([
      ['Ana García', 2],
      ['Luis Pérez', 3],
      ['Eva Ruiz', 1],
    ]);
    expect(read.numbered).toBe(true);
  });

  it('keeps typed numbers and gives a late entrant the next free one', () => {
    const grid: Grid = [
      ['N°', 'Nombre', 'Escalafón'],
      [1, 'Ana', 1800],
      [2, 'Bea', 1700],
      ['', 'Carla', 2000],
    ];
    const read = readTournament({ players: grid }, 'es');
    expect(read.entries.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('readGames (rules §2 Rondas)', () => {
  const players = readTournament(
    {
      players: [
        ['N°', 'Nombre'],
        [1, 'Ana'],
        [2, 'Bea'],
        [3, 'Carla'],
        [4, 'Dora'],
      ],
    },
    'es',
  ).tournament.players;
  const HEADER = ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'];

  it('reads games, byes (DESCANSO or BYE) and result overrides', () => {
    const games = readGames(
      [
        HEADER,
        [1, 1, 'Ana', 'Bea', 420, 380, ''],
        [1, 2, 'Carla', 'Dora', '', '', 'NP2'],
        [2, 1, 'Bea', 'Carla', '', '', '½-½'],
        [2, 2, 'Dora', 'bye', '', '', ''],
        [2, '', 'Ana', 'Descanso', '', '', ''],
      ],
      players,
      { lang: 'es' },
    );
    expect(games.map((g) => [g.round, g.table, g.first, g.second, g.score1, g.score2, g.override])).toEqual([
      [1, 1, 1, 2, 420, 380, null],
      [1, 2, 3, 4, null, null, 'NP2'],
      [2, 1, 2, 3, null, null, '½-½'],
      [2, 2, 4, null, null, null, null],
      [2, 3, 1, null, null, null, null],
    ]);
  });

  it('accepts 1/2-1/2 for ½-½ and lower case np1', () => {
    const games = readGames(
      [HEADER, [1, 1, 'Ana', 'Bea', '', '', '1/2-1/2'], [1, 2, 'Carla', 'Dora', '', '', 'np1']],
      players,
      { lang: 'es' },
    );
    expect(games.map((g) => g.override)).toEqual(['½-½', 'NP1']);
  });

  it.each([
    [
      [1, 1, 'Ana', 'Zoe', '', '', ''],
      'Rondas, fila 2, columna Jugador 2: «Zoe» no es un jugador de la pestaña Jugadores',
    ],
    [[1, 1, 'Ana', 'Ana', '', '', ''], 'Rondas, fila 2, columna Jugador 2: «Ana» aparece como su propio rival'],
    [[1, 1, 'Ana', 'Bea', 'cuatro', '', ''], 'Rondas, fila 2, columna Puntos 1: «cuatro» no es un número'],
    [
      [1, 1, 'Ana', 'Bea', '', '', '2-0'],
      'Rondas, fila 2, columna Resultado: «2-0» no es un resultado válido; se espera: NP1, NP2, NP, 1-0, 0-1, ½-½',
    ],
    [['', 1, 'Ana', 'Bea', '', '', ''], 'Rondas, fila 2, columna Ronda: falta el número de ronda'],
  ])('names the bad value: %j', (row, message) => {
    expect(errorOf(() => readGames([HEADER, row], players, { lang: 'es' }))).toBe(message);
  });

  it('refuses a player twice in one round, naming the other row', () => {
    const grid: Grid = [HEADER, [1, 1, 'Ana', 'Bea', '', '', ''], [1, 2, 'Carla', 'Ana', '', '', '']];
    expect(errorOf(() => readGames(grid, players, { lang: 'es' }))).toBe(
      'Rondas, fila 3, columna Jugador 2: «Ana» juega dos veces en la ronda 1 (también en la fila 2)',
    );
  });
});
