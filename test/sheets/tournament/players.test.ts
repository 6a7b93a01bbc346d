import { errorOf } from '../../support/errors';
import type { Grid } from '../../../src/sheets/grid/cells';
import { PLAYERS } from '../../fixtures/playersTab';
import { readPlayers } from '../../../src/sheets/tournament/players';

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

  it('reads a name and a club stored with the leading apostrophe Atril writes (a plain-text cell may keep it)', () => {
    const players = readPlayers(
      [
        ['Nombre', 'Club'],
        ["'Ana", "'Sevilla"],
        ["Dani O'Neill", 'Madrid'],
      ],
      { lang: 'es' },
    );
    expect(players.map((p) => [p.name, p.club])).toEqual([
      ['Ana', 'Sevilla'],
      ["Dani O'Neill", 'Madrid'],
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

  it.each([
    // rules §16.1: up to 3000 a group of three digits is thousands; above, it still reads two ways.
    [
      '5.950',
      '«5.950» es ambiguo: ¿5950 (con separador de miles) o 5,95 (con decimales)? Escribe el número sin separador de miles',
    ],
    [1.95, '«1,95» no es un número entero'],
  ])('refuses a rating that reads two ways or is not whole (rules §9): %j', (rating, message) => {
    const grid: Grid = [
      ['Nombre', 'Escalafón'],
      ['Ana', rating],
    ];
    expect(errorOf(() => readPlayers(grid, { lang: 'es' }))).toBe(`Jugadores, fila 2, columna Escalafón: ${message}`);
  });

  it.each([
    ['Apellido y nombre', 'ELO'],
    ['Apellidos, nombre', 'Elo'],
    ['Jugador', 'Rating'],
    ['Nombre y apellidos', 'Elo FISE'],
  ])('accepts the headers directors use: %s, %s (docs/input.md)', (name, rating) => {
    const players = readPlayers(
      [
        [name, rating],
        ['García, Ana', 1800],
      ],
      { lang: 'es' },
    );
    expect(players.map((player) => [player.name, player.rating])).toEqual([['García, Ana', 1800]]);
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

describe('a rating with a thousands separator (rules §16.1)', () => {
  it.each(['1.950', '1,950', '1 950'])('"%s" reads 1950', (typed) => {
    const grid: Grid = [
      ['Nombre', 'Escalafón'],
      ['Ana', typed],
    ];
    expect(readPlayers(grid, { lang: 'es' })[0].rating).toBe(1950);
  });
});
