import { errorOf } from '../../support/errors';
import { layRow, readTable, type ColumnSpec } from '../../../src/sheets/grid/table';

type Key = 'name' | 'rating' | 'club';
const SPECS: ColumnSpec<Key>[] = [
  { key: 'name', label: 'col.players.name', required: true },
  { key: 'rating', label: 'col.players.rating', aliases: ['elo'] },
  { key: 'club', label: 'col.players.club' },
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
