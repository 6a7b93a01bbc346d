// CLUB_STANDINGS(players, games, [best_n], [config]) as Sheets calls it (rules §7): the
// Clasificación por clubes grid, best_n from the argument, else Configuración, else 3.
import { callCustomFunction } from '../../../src/sheets/functions/customFunction';
import { CLUB_STANDINGS } from '../../../src/sheets/functions/season';
import { CLUB_GAMES, CLUB_PLAYERS } from '../../fixtures/clubTournament';

const call = (args: unknown[], lang: 'es' | 'en' = 'es') =>
  callCustomFunction(CLUB_STANDINGS, lang, args) as unknown[][];
const errorOf = (args: unknown[]) => {
  try {
    call(args);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('CLUB_STANDINGS', () => {
  test('header and one row per club, the best 3 by default (figures of test/fixtures/clubTournament.ts)', () => {
    expect(call([CLUB_PLAYERS, CLUB_GAMES])).toEqual([
      ['Puesto', 'Club', 'Puntos', 'Puntos Scrabble', 'Jugadores', 'Puntúan'],
      [1, 'Alfil', 3.5, 2160, 3, 'Ana García, Bea Soto, Eva Mora'],
      [2, 'Torre', 2, 1350, 2, 'Dani Vidal, Carlos Ruiz'],
    ]);
  });

  test('best_n given, or Configuración › Jugadores por club; the argument wins', () => {
    const config = [['Jugadores por club', 1]];
    expect(call([CLUB_PLAYERS, CLUB_GAMES, 2]).slice(1, 2)).toEqual([[1, 'Alfil', 3, 1580, 3, 'Ana García, Bea Soto']]);
    expect(call([CLUB_PLAYERS, CLUB_GAMES, '', config]).slice(1)).toEqual([
      [1, 'Alfil', 2, 810, 3, 'Ana García'],
      [2, 'Torre', 1, 750, 2, 'Dani Vidal'],
    ]);
    expect(call([CLUB_PLAYERS, CLUB_GAMES, 3, config])[1][2]).toBe(3.5);
  });

  test('in English', () => {
    expect(call([CLUB_PLAYERS, CLUB_GAMES], 'en')[0]).toEqual([
      'Place',
      'Club',
      'Points',
      'Scrabble points',
      'Players',
      'Counted',
    ]);
  });

  test('bad input: best_n 0 or 1.5, a bad Jugadores por club, a bad score', () => {
    expect(errorOf([CLUB_PLAYERS, CLUB_GAMES, 0])).toBe('Argumento best_n: «0» debe ser como mínimo 1');
    expect(errorOf([CLUB_PLAYERS, CLUB_GAMES, 1.5])).toBe('Argumento best_n: «1,5» debe ser como mínimo 1');
    expect(
      errorOf([
        CLUB_PLAYERS,
        CLUB_GAMES,
        '',
        [
          ['Torneo', 'x'],
          ['Jugadores por club', 'tres'],
        ],
      ]),
    ).toBe('Configuración, fila 2, columna Jugadores por club: «tres» no es un número');
    const games = CLUB_GAMES.map((row) => [...row]);
    games[2][4] = 'mucho';
    expect(errorOf([CLUB_PLAYERS, games])).toBe('Rondas, fila 3, columna Puntos 1: «mucho» no es un número');
  });
});
