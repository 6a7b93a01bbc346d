// "Actualizar clasificación" writes Clasificación por clubes (rules §2) when players have
// clubs, with Configuración's Jugadores por club; nothing is written on bad input.
import { updateStandings } from '../../../src/sheets/actions/updateStandings';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { CLUB_GAMES, CLUB_PLAYERS } from '../../fixtures/clubTournament';

const workbook = (config: (string | number)[][] = [['Torneo', 'Liga']], players = CLUB_PLAYERS) =>
  new MemoryWorkbook({ Configuración: config, Jugadores: players, Rondas: CLUB_GAMES });

describe('updateStandings and the club standings', () => {
  test('players with clubs: Clasificación por clubes beside the other views, with Jugadores por club', () => {
    const book = workbook([
      ['Torneo', 'Liga'],
      ['Jugadores por club', 2],
    ]);
    const result = updateStandings({ workbook: book, lang: 'es' });
    expect(result.tabs).toEqual(['Clasificación', 'Tabla cruzada', 'Tarjetas', 'Clasificación por clubes']);
    const [title, ...clubs] = book.snapshot('Clasificación por clubes') ?? [];
    expect(title[0]).toMatch(/^Liga · Clasificación por clubes · /);
    expect(clubs).toEqual([
      ['Puesto', 'Club', 'Puntos', 'Puntos Scrabble', 'Jugadores', 'Puntúan'],
      [1, 'Alfil', 3, 1580, 3, 'Ana García, Bea Soto'],
      [2, 'Torre', 2, 1350, 2, 'Dani Vidal, Carlos Ruiz'],
    ]);
    // Puntúan wraps (the names never run past the page's last column).
    expect(book.layoutOf('Clasificación por clubes')).toMatchObject({
      titleRows: [1],
      headerRows: [2],
      repeatRows: 2,
      wrapColumns: [6],
    });
  });

  test('nobody has a club: no club tab', () => {
    const players = CLUB_PLAYERS.map((row, i) => (i === 0 ? row : [row[0], row[1], row[2], '']));
    const book = workbook(undefined, players);
    expect(updateStandings({ workbook: book, lang: 'es' }).tabs).not.toContain('Clasificación por clubes');
    expect(book.tabNames()).not.toContain('Clasificación por clubes');
  });

  test('a bad Jugadores por club is named by tab, row and key; nothing is written', () => {
    const book = workbook([
      ['Torneo', 'Liga'],
      ['Jugadores por club', 'dos'],
    ]);
    book.resetCounts();
    expect(errorOf(() => updateStandings({ workbook: book, lang: 'es' }))).toBe(
      'Configuración, fila 2, columna Jugadores por club: «dos» no es un número',
    );
    expect(book.writes).toBe(0);
  });
});
