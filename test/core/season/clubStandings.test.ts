// Club standings (rules §2) on the hand-worked tournament of test/fixtures/clubTournament.ts.
import { clubStandings } from '../../../src/core/season';
import { computeStandings } from '../../../src/core/standings';
import { readTournament } from '../../../src/sheets/tournament/readTournament';
import { CLUB_GAMES, CLUB_PLAYERS } from '../../fixtures/clubTournament';
import { errorOf } from '../../support/errors';

const standings = () => computeStandings(readTournament({ players: CLUB_PLAYERS, games: CLUB_GAMES }, 'es').tournament);
const summary = (bestN?: number) =>
  clubStandings(standings(), bestN).map((row) => [
    row.place,
    row.club,
    row.points,
    row.scrabblePoints,
    row.members,
    row.counted.map((member) => member.name),
  ]);

describe('club standings', () => {
  test('default: the best 3 of each club add up; Alfil and "alfil" are one club; no club, no row', () => {
    // Alfil: Ana 2 + Bea 1 + Eva ½ = 3.5 (810 + 770 + 580); Torre has two players: 1 + 1 = 2 (750 + 600).
    expect(summary()).toEqual([
      [1, 'Alfil', 3.5, 2160, 3, ['Ana García', 'Bea Soto', 'Eva Mora']],
      [2, 'Torre', 2, 1350, 2, ['Dani Vidal', 'Carlos Ruiz']],
    ]);
  });

  test('best 1: among equal points the player with more Scrabble points counts (Dani 750 over Carlos 600)', () => {
    expect(summary(1)).toEqual([
      [1, 'Alfil', 2, 810, 3, ['Ana García']],
      [2, 'Torre', 1, 750, 2, ['Dani Vidal']],
    ]);
  });

  test('Scrabble points break a tie on points; equal on both, the clubs share the place', () => {
    const standingsOf = (games: (string | number)[][]) =>
      computeStandings(
        readTournament(
          {
            players: [
              ['Nombre', 'Club'],
              ['Uno', 'Rey'],
              ['Dos', 'Dama'],
              ['Tres', 'Dama'],
              ['Cuatro', 'Rey'],
            ],
            games: [['Ronda', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2'], ...games],
          },
          'es',
        ).tournament,
      );
    // Uno (Rey) beats Dos (Dama), Tres (Dama) beats Cuatro (Rey): 1 point each club.
    const tied = standingsOf([
      [1, 'Uno', 'Dos', 400, 300],
      [1, 'Tres', 'Cuatro', 400, 300],
    ]);
    expect(clubStandings(tied, 2).map((row) => [row.place, row.club, row.points, row.scrabblePoints])).toEqual([
      [1, 'Dama', 1, 700],
      [1, 'Rey', 1, 700],
    ]);
    const apart = standingsOf([
      [1, 'Uno', 'Dos', 400, 300],
      [1, 'Tres', 'Cuatro', 401, 300],
    ]);
    expect(clubStandings(apart, 2).map((row) => [row.place, row.club, row.scrabblePoints])).toEqual([
      [1, 'Dama', 701],
      [2, 'Rey', 700],
    ]);
  });

  test('best_n must be a whole number from 1', () => {
    expect(errorOf(() => clubStandings(standings(), 0))).toBe('«0» debe ser como mínimo 1');
  });
});
