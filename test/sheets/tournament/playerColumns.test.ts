// Jugadores' optional columns (rules §16): Presente read and made, columns added after the
// last one used, never over what a user typed.
import {
  appendColumns,
  ensurePresentColumn,
  isTicked,
  readPresence,
} from '../../../src/sheets/tournament/playerColumns';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

describe('Presente', () => {
  it('a tick is TRUE, or what a hand writes for yes; anything else is not', () => {
    for (const cell of [true, 'TRUE', 'Verdadero', 'sí', 'x', '1', '✓'])
      expect([cell, isTicked(cell)]).toEqual([cell, true]);
    for (const cell of [false, '', 'FALSE', 'no', 0, null]) expect([cell, isTicked(cell)]).toEqual([cell, false]);
  });

  it('reads who is ticked by name; nobody without the column', () => {
    const grid = [
      ['Nombre', 'Presente'],
      ['Ana', true],
      ['Beto', false],
      ['Carla', 'x'],
    ];
    const presence = readPresence(grid, { lang: 'es', tab: 'Jugadores' });
    expect(presence.column).toBe(1);
    expect([...presence.ticked]).toEqual([
      ['ana', 2],
      ['carla', 4],
    ]);
    expect(readPresence([['Nombre'], ['Ana']], { lang: 'es' }).ticked.size).toBe(0);
  });

  it('is added after the last column used in any row, with checkboxes, and only once', () => {
    const typed = [
      ['N°', 'Nombre', 'Notas'],
      ['', 'Ana', '', 'una nota sin encabezado'],
    ];
    const workbook = new MemoryWorkbook({ Jugadores: typed });
    const grid = workbook.read('Jugadores') ?? [];
    expect(ensurePresentColumn(workbook, 'Jugadores', grid, 'es')).toBe('Presente');
    expect(workbook.snapshot('Jugadores')).toEqual([
      ['N°', 'Nombre', 'Notas', '', 'Presente'],
      ['', 'Ana', '', 'una nota sin encabezado', ''],
    ]);
    expect(workbook.formatOf('Jugadores').checkboxColumns).toEqual([5]);
    expect(ensurePresentColumn(workbook, 'Jugadores', workbook.read('Jugadores') ?? [], 'es')).toBeNull();
  });

  it('appendColumns writes the headers in one block and grows the grid it was given', () => {
    const workbook = new MemoryWorkbook({ Players: [['Name', 'Club']] });
    const grid = workbook.read('Players') ?? [];
    expect(appendColumns(workbook, 'Players', grid, ['col.players.country', 'col.players.tags'], 'en')).toEqual([2, 3]);
    expect(grid[0]).toEqual(['Name', 'Club', 'Country', 'Tags']);
    expect(workbook.snapshot('Players')).toEqual([['Name', 'Club', 'Country', 'Tags']]);
  });
});
