import { errorOf } from '../../support/errors';
import { columnLetter, layRow, readTable, type ColumnSpec } from '../../../src/sheets/grid/table';
import { renderWarning, type Warning } from '../../../src/sheets/grid/warnings';

type Key = 'name' | 'rating' | 'club';
const SPECS: ColumnSpec<Key>[] = [
  { key: 'name', label: 'col.players.name', required: true },
  { key: 'rating', label: 'col.players.rating', aliases: ['elo'] },
  { key: 'club', label: 'col.players.club', informative: true },
];

describe('readTable: columns by header name (rules §2)', () => {
  it('finds reordered columns in either language, skips blank rows, keeps sheet row numbers', () => {
    const table = readTable(
      [
        ['Notas', 'ELO', 'Name'],
        ['x', 1800, 'Ana'],
        ['', '', ''],
        ['', '', 'Bea'],
      ],
      SPECS,
      { tab: 'Jugadores', lang: 'es', firstRow: 3 },
    );
    expect(table.columns).toEqual({ rating: 1, name: 2 });
    expect(table.rows.map((row) => [row.row, row.cells.name, row.cells.rating, row.cells.club])).toEqual([
      [4, 'Ana', 1800, ''],
      [6, 'Bea', '', ''],
    ]);
    expect(table.headerOf('rating')).toBe('ELO');
    expect(table.headerOf('club')).toBe('Club');
  });

  it('names the tab and the header row when a required column is missing', () => {
    const message = errorOf(() => readTable([['Club']], SPECS, { tab: 'Jugadores', lang: 'es' }));
    expect(message).toContain('Jugadores');
    expect(message).toContain('fila 1');
    expect(message).toContain('Nombre');
  });
});

describe('readTable: headers that resemble a known column (rules §9)', () => {
  const read = (header: string[], rows: (string | number)[][] = []) => {
    const warnings: Warning[] = [];
    const table = readTable([header, ...rows], SPECS, { tab: 'Jugadores', lang: 'es', warnings });
    return { table, warnings: warnings.map((warning) => renderWarning(warning, 'es')) };
  };

  it('a header like a missing column that is needed is an error naming it and the column', () => {
    expect(errorOf(() => read(['Nombre', 'Escalafones']))).toBe(
      'Jugadores, fila 1, columna Escalafones: el encabezado «Escalafones» se parece a «Escalafón», pero no es ese nombre y la columna «Escalafón» hace falta: cámbialo a «Escalafón»',
    );
    // The column is named as the workbook names it (read in Spanish), the sentence in the language asked for.
    expect(errorOf(() => read(['Nombre completo del jugador', 'Club']), 'en')).toBe(
      'Jugadores, row 1, column Nombre completo del jugador: the header "Nombre completo del jugador" resembles "Nombre" but is not that name, and the "Nombre" column is needed: rename it "Nombre"',
    );
  });

  it('a header like a missing informative column is a warning, and the table is read without it', () => {
    const { table, warnings } = read(['Nombre', 'Clubes'], [['Ana', 'Alfil']]);
    expect(table.columns).toEqual({ name: 0 });
    expect(table.rows.map((row) => row.cells)).toEqual([{ name: 'Ana', rating: '', club: '' }]);
    expect(warnings).toEqual([
      'Jugadores, fila 1, columna Clubes: el encabezado «Clubes» se parece a «Club», pero no es ese nombre: Atril no lee esta columna. Si es «Club», cámbiale el nombre',
    ]);
  });

  it('a header like a column found elsewhere is a warning naming where the column is', () => {
    const { table, warnings } = read(['Nombre', 'ELO', 'Escalafon 2'], [['Ana', 1800, 1700]]);
    expect(table.rows[0].cells.rating).toBe(1800);
    expect(warnings).toEqual([
      'Jugadores, fila 1, columna Escalafon 2: el encabezado «Escalafon 2» se parece a «Escalafón», que ya está en la columna B: Atril no lee esta columna',
    ]);
  });

  it('two headers naming one column are an error naming both', () => {
    expect(errorOf(() => read(['Nombre', 'Club', 'Elo', 'Escalafón']))).toBe(
      'Jugadores, fila 1, columna Escalafón: las columnas «Elo» (C) y «Escalafón» son las dos «Escalafón»: deja solo una',
    );
  });

  it("columns of the user's own, headed or not, are not read, and a row with nothing else is skipped", () => {
    const { table, warnings } = read(
      ['Nombre', 'Notas', '', 'N° FISE'],
      [
        ['Ana', 'pagó', '', 1234],
        ['', 'falta Bea por confirmar', 'nota suelta', ''],
        ['', '', '', 99],
        ['Carla', '', '', ''],
      ],
    );
    expect(table.rows.map((row) => [row.row, row.cells.name])).toEqual([
      [2, 'Ana'],
      [5, 'Carla'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('column letters for messages', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe("layRow: a row under the user's own header order", () => {
  it('puts each value in its column and leaves the others blank', () => {
    expect(layRow<Key>({ club: 0, name: 2 }, { name: 'Ana', rating: 1800, club: 'Alfil' }, 4)).toEqual([
      'Alfil',
      '',
      'Ana',
      '',
    ]);
  });
});
