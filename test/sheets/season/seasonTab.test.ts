// The Temporada tab (rules §2): read back as data (any headed column but Puesto, Nombre and
// Total is a tournament's points), rewritten ranked by the total.
import { readSeason, seasonGrid } from '../../../src/sheets/season/seasonTab';
import { errorOf } from '../../support/errors';

const where = { lang: 'es' as const, tab: 'Temporada' };
const TAB = [
  ['Puesto', 'Nombre', 'Otoño', 'Nacional (a mano)', 'Total'],
  [1, 'Ana García', 575, 100, 675],
  [2, 'Luis Pérez', 389, '', 389],
  ['', '', '', '', ''],
];

describe('Temporada', () => {
  test('read: columns by header, blanks as no points, Puesto and Total recomputed, not read', () => {
    expect(readSeason(TAB, where)).toEqual({
      columns: ['Otoño', 'Nacional (a mano)'],
      players: [
        { name: 'Ana García', points: [575, 100] },
        { name: 'Luis Pérez', points: [389, null] },
      ],
    });
    expect(readSeason([], where)).toEqual({ columns: [], players: [] });
  });

  test('written: Puesto, Nombre, the columns, Total, by total; English headers in English', () => {
    const table = readSeason(TAB, where);
    expect(seasonGrid(table, 'es')).toEqual([TAB[0], TAB[1], TAB[2]]);
    expect(seasonGrid(table, 'en')[0]).toEqual(['Place', 'Name', 'Otoño', 'Nacional (a mano)', 'Total']);
  });

  test('bad cells: a word among the points, a name twice (accents aside)', () => {
    const word = TAB.map((line, i) => (i === 2 ? ['', 'Luis Pérez', 'mucho', '', ''] : line));
    expect(errorOf(() => readSeason(word, where))).toBe('Temporada, fila 3, columna Otoño: «mucho» no es un número');
    const twice = TAB.map((line, i) => (i === 2 ? ['', 'ana garcia', 1, '', ''] : line));
    expect(errorOf(() => readSeason(twice, where))).toBe(
      'Temporada, fila 3, columna Nombre: el nombre «ana garcia» está repetido (también en la fila 2, sin contar acentos)',
    );
  });
});
