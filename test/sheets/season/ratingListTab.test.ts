// The Escalafón tab (rules §2): read by header name, written under the club's own header with
// its own columns kept, and a Jugadores name matching two rows refused.
import {
  matchRatingList,
  ratingListGrid,
  ratingListHeader,
  readRatingList,
} from '../../../src/sheets/season/ratingListTab';
import { errorOf } from '../../support/errors';

const where = { lang: 'es' as const, tab: 'Escalafón' };
const TYPED = [
  ['Nombre', 'Escalafón', 'Licencia', 'Torneos', 'Partidas valoradas', 'Último torneo', 'Club'],
  ['José García', 1900, 'L-17', 2, 14, 'Otoño', 'Alfil'],
  ['', '', '', '', '', '', ''],
  ['Eva Ruiz', '', '', '', '', '', ''],
];

describe('reading Escalafón', () => {
  test('by header name, blanks as 0 and unrated, rows kept for messages', () => {
    expect(readRatingList(TYPED, where).rows).toEqual([
      {
        row: 2,
        cells: TYPED[1],
        name: 'José García',
        rating: 1900,
        ratedGames: 14,
        tournaments: 2,
        lastTournament: 'Otoño',
        club: 'Alfil',
      },
      {
        row: 4,
        cells: TYPED[3],
        name: 'Eva Ruiz',
        rating: null,
        ratedGames: 0,
        tournaments: 0,
        lastTournament: '',
        club: '',
      },
    ]);
  });

  test('an empty tab is an empty list', () => {
    expect(readRatingList([], where)).toEqual({ rows: [], header: null });
  });

  test('bad cells are named by tab, row, column and value', () => {
    const bad = (column: number, value: string | number) =>
      TYPED.map((line, i) => (i === 1 ? line.map((cell, c) => (c === column ? value : cell)) : line));
    expect(errorOf(() => readRatingList(bad(1, 'alto'), where))).toBe(
      'Escalafón, fila 2, columna Escalafón: «alto» no es un número',
    );
    expect(errorOf(() => readRatingList(bad(3, -1), where))).toBe(
      'Escalafón, fila 2, columna Torneos: «-1» no puede ser negativo',
    );
    expect(errorOf(() => readRatingList(bad(4, 2.5), where))).toBe(
      'Escalafón, fila 2, columna Partidas valoradas: «2,5» no es un número entero',
    );
    expect(errorOf(() => readRatingList([['Jugador', 'Club']], where))).toBe(
      'Escalafón, fila 1: falta la columna «Escalafón» en la fila de encabezados',
    );
  });
});

describe('writing Escalafón', () => {
  test('a new tab: the standard header; places for the rated (equal ratings share), none for the unrated', () => {
    const entry = (name: string, rating: number | null) => ({
      name,
      rating,
      ratedGames: 5,
      tournaments: 1,
      lastTournament: 'Primavera',
      club: '',
    });
    expect(ratingListHeader('es')).toEqual([
      'Puesto',
      'Nombre',
      'Escalafón',
      'Partidas valoradas',
      'Torneos',
      'Último torneo',
      'Club',
    ]);
    expect(ratingListGrid([entry('A', 2000), entry('B', 1900), entry('C', 1900), entry('D', null)], 'es')).toEqual([
      ratingListHeader('es'),
      [1, 'A', 2000, 5, 1, 'Primavera', ''],
      [2, 'B', 1900, 5, 1, 'Primavera', ''],
      [2, 'C', 1900, 5, 1, 'Primavera', ''],
      ['', 'D', '', 5, 1, 'Primavera', ''],
    ]);
  });

  test("under the club's own header: its order and its own columns kept, Puesto added at the end", () => {
    const [jose] = readRatingList(TYPED, where).rows;
    const grid = ratingListGrid(
      [
        { ...jose, rating: 1912 },
        { ...jose, name: 'Nuevo', cells: undefined },
      ],
      'es',
      TYPED[0],
    );
    expect(grid).toEqual([
      [...TYPED[0], 'Puesto'],
      ['José García', 1912, 'L-17', 2, 14, 'Otoño', 'Alfil', 1],
      ['Nuevo', 1900, '', 2, 14, 'Otoño', 'Alfil', 2],
    ]);
  });
});

describe('matching Jugadores to Escalafón', () => {
  const rows = readRatingList(
    [
      ['Nombre', 'Escalafón'],
      ['José García', 1900],
      ['Ana Ruiz', 2000],
      ['Jose Garcia', 1850],
    ],
    where,
  ).rows;
  const at = { lang: 'es' as const, playersTab: 'Jugadores', ratingTab: 'Escalafón', nameColumn: 'Nombre' };

  test('each player to the row of his name, accents and case aside; newcomers to none', () => {
    const found = matchRatingList(
      [
        { id: 1, name: 'ANA RUIZ', row: 2 },
        { id: 2, name: 'Nuevo', row: 3 },
      ],
      rows,
      at,
    );
    expect([...found]).toEqual([[1, 1]]);
  });

  test('a name matching two rows after accent folding: Jugadores row and name, and both Escalafón rows', () => {
    expect(errorOf(() => matchRatingList([{ id: 1, name: 'Jose García', row: 5 }], rows, at))).toBe(
      'Jugadores, fila 5, columna Nombre: «Jose García» coincide con 2 filas de Escalafón (filas 2, 4) al no distinguir acentos ni mayúsculas; deja una sola fila para ese jugador en Escalafón',
    );
  });
});
