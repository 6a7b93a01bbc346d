// What Importar inscripciones remembers (src/sheets/tournament/importedAnswers.ts, rules §16.1):
// each answer it handled marked «Importado en» with the tournament's name in the responses tab
// itself — the column added when missing, a marked answer known as imported — and the helpers
// its messages use.
import type { RatingEntry } from '../../../src/core/season';
import { importedMarks, listSome, ratingsOfList } from '../../../src/sheets/tournament/importedAnswers';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const TAB = 'Respuestas de formulario 1';

describe('importedMarks', () => {
  it('a tab without the column: nothing imported; marking adds «Importado en» and writes the name in the rows', () => {
    const grid: Grid = [
      ['Marca temporal', 'Nombre'],
      ['01/03/2026', 'Ana'],
      ['02/03/2026', 'Luis'],
      ['03/03/2026', 'Eva'],
    ];
    const book = new MemoryWorkbook({ [TAB]: grid });
    const marks = importedMarks(grid, 'es');
    expect(marks.header).toBe('Importado en');
    expect([2, 3, 4].map((row) => marks.has(row))).toEqual([false, false, false]);
    marks.write(book, TAB, [2, 4], 'Open de Otoño');
    expect(book.snapshot(TAB)).toEqual([
      ['Marca temporal', 'Nombre', 'Importado en'],
      ['01/03/2026', 'Ana', 'Open de Otoño'],
      ['02/03/2026', 'Luis', ''],
      ['03/03/2026', 'Eva', 'Open de Otoño'],
    ]);
    // What the director typed is untouched.
    expect(grid[1]).toEqual(['01/03/2026', 'Ana']);
  });

  it('a tab with the column (in English too): its marks read, new ones written in it; a nameless tournament marks Sí', () => {
    const grid: Grid = [
      ['Timestamp', 'Imported into', 'Name'],
      ['01/03/2026', 'Spring Open', 'Ana'],
      ['02/03/2026', '', 'Luis'],
    ];
    const book = new MemoryWorkbook({ [TAB]: grid });
    const marks = importedMarks(grid, 'es');
    expect(marks.header).toBe('Imported into');
    expect([marks.has(2), marks.has(3), marks.has(9)]).toEqual([true, false, false]);
    book.resetCounts();
    marks.write(book, TAB, [3], '  ');
    expect(book.snapshot(TAB)?.[2]).toEqual(['02/03/2026', 'Sí', 'Luis']);
    expect(book.snapshot(TAB)?.[1]).toEqual(['01/03/2026', 'Spring Open', 'Ana']);
    expect(book.writes).toBe(1);
  });

  it('no rows: nothing written, not even the column', () => {
    const grid: Grid = [['Nombre'], ['Ana']];
    const book = new MemoryWorkbook({ [TAB]: grid });
    importedMarks(grid, 'en').write(book, TAB, [], 'Open');
    expect(book.writes).toBe(0);
    expect(book.snapshot(TAB)).toEqual(grid);
  });
});

describe('ratingsOfList', () => {
  it('by name with accents and case aside; the unrated left out', () => {
    const entry = (name: string, rating: number | null) => ({ name, rating }) as RatingEntry;
    const ratings = ratingsOfList([entry('José García', 1620), entry('Ana', null), entry('Luis', 1500.5)]);
    expect([...ratings.keys()]).toHaveLength(1);
    const [key] = [...ratings.keys()];
    expect(ratings.get(key)).toBe(1620);
    expect(key).toBe(
      ratingsOfList([entry('  jose   GARCIA ', 1)])
        .keys()
        .next().value,
    );
  });
});

describe('listSome', () => {
  it('the first names, then how many more', () => {
    expect(listSome('es', ['Ana', 'Luis'], 3)).toBe('Ana, Luis');
    expect(listSome('es', ['Ana', 'Luis', 'Eva', 'Gema'], 2)).toBe('Ana, Luis y 2 más');
    expect(listSome('en', ['Ana', 'Luis', 'Eva'], 1)).toBe('Ana and 2 more');
    expect(listSome('en', [], 3)).toBe('');
  });
});
