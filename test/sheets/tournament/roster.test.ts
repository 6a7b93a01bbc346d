// Jugadores as one roster (docs/rules.md §21): each optional column read when first asked,
// a bad one raising its own error only for what needs it.
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import { rosterOf } from '../../../src/sheets/tournament/roster';
import { errorOf } from '../../support/errors';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const GRID = [
  ['Nombre', 'Presente', 'Federación', 'Etiquetas', 'Cuota', 'Pagado'],
  ['Ana', true, 'Perú', 'Sub16', 20, 'x'],
  ['Beto', '', 'Chile', '', '', 'muchísimo'],
];

describe('rosterOf', () => {
  it('País, Presente and the prize columns from the one grid', () => {
    const roster = rosterOf(GRID, { lang: 'es', tab: 'Jugadores' });
    expect(Object.fromEntries(roster.countries)).toEqual({ ana: 'Perú', beto: 'Chile' });
    expect(roster.presence.column).toBe(1);
    expect([...roster.presence.ticked.keys()]).toEqual(['ana']);
  });

  it("a bad Pagado is said, at its row, only when the prizes' columns are read", () => {
    const roster = rosterOf(GRID, { lang: 'es', tab: 'Jugadores' });
    expect(roster.countries.size).toBe(2);
    expect(errorOf(() => roster.extras)).toMatch(/^Jugadores, fila 3, columna Pagado: /);
  });
});

describe('the tournament model carries the roster', () => {
  it('loadTournament: the roster of the Jugadores it read, under its tab', () => {
    const workbook = new MemoryWorkbook({ Jugadores: GRID.map((row) => row.slice(0, 3)) });
    const loaded = loadTournament(workbook, 'es');
    expect(loaded.entries.map((entry) => entry.name)).toEqual(['Ana', 'Beto']);
    expect(loaded.roster.countries.get('beto')).toBe('Chile');
    expect(loaded.roster.extras.get('ana')?.country).toBe('Perú');
  });
});
