// The EloDI tab (rules §2, §6.5): read by header name, newcomers as blank rows, bad cells
// named by tab, row, column and value, a Jugadores name matching two rows refused.
import { loadEloDiTab, matchEloDi, readEloDiTab, eloDiHeader } from '../../../src/sheets/season/eloDiTab';
import { errorOf } from '../../support/errors';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const where = { lang: 'es' as const, tab: 'EloDI' };
const TYPED = [
  ['Nombre', 'Licencia', 'EloDI', 'Volatilidad', 'Partidas EloDI', 'Último torneo'],
  ['José García', 'L-17', 1432, 301, 14, 'Otoño'],
  ['', '', '', '', '', ''],
  ['Eva Ruiz', '', '', '', '', ''],
];

describe('reading EloDI', () => {
  test('by header name; a blank row of figures is a newcomer', () => {
    expect(readEloDiTab(TYPED, where)).toEqual({
      header: TYPED[0],
      rows: [
        {
          row: 2,
          cells: TYPED[1],
          name: 'José García',
          rating: 1432,
          volatility: 301,
          games: 14,
          lastTournament: 'Otoño',
        },
        { row: 4, cells: TYPED[3], name: 'Eva Ruiz', rating: null, volatility: null, games: 0, lastTournament: '' },
      ],
    });
  });

  test('the header in either language', () => {
    expect(eloDiHeader('es')).toEqual(['Nombre', 'EloDI', 'Volatilidad', 'Partidas EloDI', 'Último torneo']);
    expect(eloDiHeader('en')).toEqual(['Name', 'EloDI', 'Volatility', 'EloDI games', 'Last tournament']);
    const english = [eloDiHeader('en'), ['Ann Lee', 1300, 400, 3, 'Spring']];
    expect(readEloDiTab(english, { lang: 'en', tab: 'EloDI' }).rows[0]).toMatchObject({ rating: 1300, games: 3 });
  });

  test('an empty tab is an empty list', () => {
    expect(readEloDiTab([], where)).toEqual({ rows: [], header: null });
  });

  test('bad cells are named by tab, row, column and value', () => {
    const bad = (column: number, value: string | number) =>
      TYPED.map((line, i) => (i === 1 ? line.map((cell, c) => (c === column ? value : cell)) : line));
    expect(errorOf(() => readEloDiTab(bad(2, 'alto'), where))).toBe(
      'EloDI, fila 2, columna EloDI: «alto» no es un número',
    );
    expect(errorOf(() => readEloDiTab(bad(3, -5), where))).toBe(
      'EloDI, fila 2, columna Volatilidad: «-5» no puede ser negativo',
    );
    expect(errorOf(() => readEloDiTab(bad(4, 2.5), where))).toBe(
      'EloDI, fila 2, columna Partidas EloDI: «2,5» no es un número entero',
    );
    expect(errorOf(() => readEloDiTab(bad(2, ''), where))).toMatch(/^EloDI, fila 2, columna EloDI: falta el EloDI/);
  });

  test('the workbook tab, when there is one', () => {
    const workbook = new MemoryWorkbook();
    expect(loadEloDiTab(workbook, 'es')).toBeNull();
    workbook.replace('EloDI', TYPED);
    expect(loadEloDiTab(workbook, 'es')?.rows.map((row) => row.name)).toEqual(['José García', 'Eva Ruiz']);
  });

  test('players matched accents and case aside; a name on two rows is refused at the player', () => {
    const read = { ...readEloDiTab(TYPED, where), tab: 'EloDI' };
    const players = [
      { id: 1, name: 'JOSE GARCIA', row: 2 },
      { id: 2, name: 'Ana Gil', row: 3 },
    ];
    const matched = matchEloDi(players, read, { lang: 'es', playersTab: 'Jugadores' });
    expect([...matched.keys()]).toEqual([1]);
    expect(matched.get(1)?.rating).toBe(1432);
    const twice = { ...readEloDiTab([...TYPED, ['jose garcía', '', 1500, 300, 2, '']], where), tab: 'EloDI' };
    expect(errorOf(() => matchEloDi(players, twice, { lang: 'es', playersTab: 'Jugadores' }))).toBe(
      'Jugadores, fila 2, columna Nombre: «JOSE GARCIA» coincide con 2 filas de EloDI (filas 2, 5) al no distinguir acentos ni mayúsculas; deja una sola fila para ese jugador en EloDI',
    );
  });
});
