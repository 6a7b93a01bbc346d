// Season points by final place (rules §2 Temporada, §6.3): the quadratic scale by default, or
// a list; shared places share; the field is the players who took part.
import { duplicateAwards, seasonPoints, standingsAwards } from '../../../src/core/season';
import { readTournament } from '../../../src/sheets/tournament/readTournament';
import { CLUB_GAMES, CLUB_PLAYERS } from '../../fixtures/clubTournament';

describe('seasonPoints', () => {
  test('quadratic: rules §6.3 N < 10 uses the N = 10 scale from place 10 − N + 1 (6 players: 205 … 28)', () => {
    expect(seasonPoints([1, 2, 3, 4, 5, 6], 6, { kind: 'quadratic' })).toEqual([205, 163, 125, 90, 58, 28]);
  });

  test('quadratic: two tied for 2nd of 10 get (389 + 312) / 2 → 351 (rules §6.3 example)', () => {
    expect(seasonPoints([1, 2, 2, 4], 10, { kind: 'quadratic' })).toEqual([575, 351, 351, 254]);
  });

  test('a list: places beyond it score 0; shared places share', () => {
    const scale = { kind: 'list' as const, points: [25, 18, 15] };
    expect(seasonPoints([1, 2, 3, 4, 5], 5, scale)).toEqual([25, 18, 15, 0, 0]);
    expect(seasonPoints([1, 2, 2], 3, scale)).toEqual([25, 17, 17]);
  });
});

describe('standingsAwards', () => {
  test('final places of the standings; a listed player who never played gets nothing and takes no place', () => {
    const players = [...CLUB_PLAYERS, [7, 'Nunca Vino', 1500, 'Torre']];
    const { tournament } = readTournament({ players, games: CLUB_GAMES }, 'es');
    // Standings (SB, Puntos Scrabble): Ana 2; on 1 point Dani (SB 1, beat Bea), Bea (SB ½,
    // beat Fede), Carlos (SB ½, beat Eva) — Bea 770 over Carlos 600; Fede ½ 780 over Eva ½ 580.
    // Six players took part: the N = 10 scale from place 5: 205, 163, 125, 90, 58, 28.
    expect(standingsAwards(tournament, { kind: 'quadratic' })).toEqual([
      { name: 'Ana García', points: 205 },
      { name: 'Dani Vidal', points: 163 },
      { name: 'Bea Soto', points: 125 },
      { name: 'Carlos Ruiz', points: 90 },
      { name: 'Fede Gil', points: 58 },
      { name: 'Eva Mora', points: 28 },
    ]);
  });
});

describe('duplicateAwards', () => {
  // Game 1: A 1st, B and C share 2nd (3 players); game 2: B 1st, A 2nd (2 players).
  const games = [
    {
      players: [
        { name: 'A', place: 1 },
        { name: 'B', place: 2 },
        { name: 'C', place: 2 },
      ],
    },
    {
      players: [
        { name: 'B', place: 1 },
        { name: 'A', place: 2 },
      ],
    },
  ];

  test('each game by place on the quadratic scale (N < 10: the N = 10 scale from place 10 − N + 1), one award per game', () => {
    // 3 players: 90, 58, 28 — B and C share (58 + 28) / 2 = 43; 2 players: 58, 28.
    expect(duplicateAwards(games, { kind: 'quadratic' })).toEqual([
      { name: 'A', points: 90 },
      { name: 'B', points: 43 },
      { name: 'C', points: 43 },
      { name: 'B', points: 58 },
      { name: 'A', points: 28 },
    ]);
  });

  test('or on the season list', () => {
    expect(duplicateAwards(games, { kind: 'list', points: [10, 6, 4] })).toEqual([
      { name: 'A', points: 10 },
      { name: 'B', points: 5 },
      { name: 'C', points: 5 },
      { name: 'B', points: 10 },
      { name: 'A', points: 6 },
    ]);
  });
});
