// Whether the tournament is closed (docs/season.md "closed"): Temporada has a column of its
// name, accents and case aside, read from the header alone.
import { closedTournament } from '../../../src/sheets/season/closed';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const closed = (season: Grid | null, name: string) => {
  const workbook = new MemoryWorkbook(season ? { Temporada: season } : {});
  return { result: closedTournament(workbook, name), reads: workbook.reads };
};

describe('closedTournament', () => {
  test('Temporada with a column of the name (accents, case and spacing aside): closed, named as typed in Configuración', () => {
    expect(closed([['Puesto', 'Nombre', 'Verano', 'OTONO  2026', 'Total']], ' Otoño 2026 ')).toEqual({
      result: { name: 'Otoño 2026', tab: 'Temporada' },
      reads: 1,
    });
  });

  test('no such column, no Temporada, or no name: open; without a tab or a name nothing is read', () => {
    expect(closed([['Puesto', 'Nombre', 'Verano', 'Total']], 'Otoño 2026')).toEqual({ result: null, reads: 1 });
    expect(closed(null, 'Otoño 2026')).toEqual({ result: null, reads: 0 });
    expect(closed([['Puesto', 'Nombre', 'Otoño 2026', 'Total']], '  ')).toEqual({ result: null, reads: 0 });
    expect(closed([], 'Otoño 2026')).toEqual({ result: null, reads: 1 });
  });

  test('Puesto, Nombre and Total are not tournaments', () => {
    for (const name of ['Puesto', 'Nombre', 'Total'])
      expect(closed([['Puesto', 'Nombre', 'Verano', 'Total']], name).result).toBeNull();
  });

  test('a bad cell among the players does not matter: only the header is read', () => {
    const season = [
      ['Puesto', 'Nombre', 'Otoño 2026', 'Total'],
      [1, 'Ana', 'quince', ''],
      [2, 'Ana', 3, 3],
    ];
    expect(closed(season, 'Otoño 2026').result).toEqual({ name: 'Otoño 2026', tab: 'Temporada' });
  });
});
