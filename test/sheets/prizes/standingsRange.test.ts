// A club's own standings as PRIZE_LIST reads them (rules §7, §11.1): Nombre and Puntos
// required, the optional columns in either language, withdrawn players no candidates, and bad
// input named by the range, row, column and value.
import { readStandingsRange } from '../../../src/sheets/prizes/standingsRange';
import { errorOf } from '../../support/errors';

const read = (grid: unknown[][], lang: 'es' | 'en' = 'es') =>
  readStandingsRange(grid as never, { lang, tab: 'standings' });

describe('readStandingsRange', () => {
  it('one ranked row per player, in order; blank rows skipped; the optional columns read', () => {
    const field = read([
      ['Puesto', 'Nombre', 'Puntos', 'Escalafón', 'Club', 'País', 'Etiquetas', 'Retirado'],
      [1, 'Ana', 5, 1800, 'Alfil', 'Perú', 'Femenino, Sub16', ''],
      ['', '', '', '', '', '', '', ''],
      [2, 'Luis', 4.5, '', 'Torre', '', '', 'No'],
      [3, 'Eva', 4.5, 1500, '', '', 'Femenino', 'Sí'],
      [4, 'Dani', 3, '', '', '', '', 4],
    ]);
    expect(
      field.rows.map((row) => [row.place, row.player.name, row.points, row.player.rating, row.player.club]),
    ).toEqual([
      [1, 'Ana', 5, 1800, 'Alfil'],
      [2, 'Luis', 4.5, null, 'Torre'],
      [3, 'Eva', 4.5, 1500, ''],
      [4, 'Dani', 3, null, ''],
    ]);
    // Retirado Sí or a round: no candidates.
    expect(field.candidates.map((row) => row.player.name)).toEqual(['Ana', 'Luis']);
    expect(field.profiles?.get(1)).toEqual({ country: 'Perú', tags: ['Femenino', 'Sub16'] });
    expect(field.games).toBeNull();
  });

  it('English headers, and only the two required columns', () => {
    expect(
      read(
        [
          ['Name', 'Points'],
          ['Ann', 3],
          ['Bob', 3],
        ],
        'en',
      ).rows.map((row) => row.player.name),
    ).toEqual(['Ann', 'Bob']);
    expect(
      read([
        ['Jugador', 'Pts'],
        ['Ana', '2,5'],
      ]).rows[0].points,
    ).toBe(2.5);
  });

  it('bad input: no Nombre or Puntos column, Puntos out of order, Puntos not a number or missing, in es and en', () => {
    expect(
      errorOf(() =>
        read([
          ['Club', 'Puntos'],
          ['A', 3],
        ]),
      ),
    ).toBe('standings, fila 1: falta la columna «Nombre» en la fila de encabezados');
    expect(
      errorOf(
        () =>
          read(
            [
              ['Name', 'Club'],
              ['Ann', 'A'],
            ],
            'en',
          ),
        'en',
      ),
    ).toBe('standings, row 1: the header row has no "Points" column');
    const outOfOrder = [
      ['Nombre', 'Puntos'],
      ['Ana', 3],
      ['Luis', 2],
      ['Eva', 2.5],
    ];
    expect(errorOf(() => read(outOfOrder))).toBe(
      'standings, fila 4, columna Puntos: 2,5 puntos después de 2: la clasificación va de más a menos puntos, una fila por jugador en su orden',
    );
    expect(errorOf(() => read(outOfOrder, 'en'), 'en')).toBe(
      'standings, row 4, column Puntos: 2.5 points after 2: the standings go from most to fewest points, one row per player in order',
    );
    expect(
      errorOf(() =>
        read([
          ['Nombre', 'Puntos'],
          ['Ana', 'tres'],
        ]),
      ),
    ).toBe('standings, fila 2, columna Puntos: «tres» no es un número');
    expect(
      errorOf(() =>
        read([
          ['Nombre', 'Puntos', 'Club'],
          ['Ana', '', 'A'],
        ]),
      ),
    ).toBe('standings, fila 2, columna Puntos: faltan los Puntos del jugador');
    expect(
      errorOf(() =>
        read([
          ['Nombre', 'Puntos', 'Retirado'],
          ['Ana', 1, 'quizá'],
        ]),
      ),
    ).toMatch(/^standings, fila 2, columna Retirado: «quizá» no es un valor válido/);
  });
});
