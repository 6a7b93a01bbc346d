// Escalafón anterior (docs/season.md): the Escalafón before the last closing, with the name
// of the tournament whose closing it precedes, read back exactly for "Deshacer cierre".
import { previousRatingListGrid, readPreviousRatingList } from '../../../src/sheets/season/previousRatingList';

describe('Escalafón anterior', () => {
  test('a title row with the tournament, a blank row, then the Escalafón as it was; read back the same', () => {
    const escalafon = [
      ['Puesto', 'Nombre', 'Escalafón'],
      [1, 'Ana', 2000],
    ];
    const grid = previousRatingListGrid('Otoño', escalafon, 'es');
    expect(grid).toEqual([['Escalafón antes de cerrar', 'Otoño', ''], ['', '', ''], ...escalafon]);
    // The table's header is on sheet row 3 (what a message about one of its cells names).
    expect(readPreviousRatingList(grid)).toEqual({ tournament: 'Otoño', table: escalafon, firstRow: 3 });
  });

  test('before the first closing there was no Escalafón: the header alone is kept', () => {
    expect(readPreviousRatingList(previousRatingListGrid('Otoño', null, 'en'))?.table).toEqual([
      ['Place', 'Name', 'Rating', 'Rated games', 'Tournaments', 'Last tournament', 'Club'],
    ]);
  });

  test('a tab that is not one gives nothing to restore', () => {
    expect(readPreviousRatingList(null)).toBeNull();
    expect(readPreviousRatingList([['Nombre', 'Escalafón']])).toBeNull();
  });
});
