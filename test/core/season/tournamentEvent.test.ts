// A club's tournament as a rated event (rules §23): who took part, every Rondas row as a Swiss
// game, the duplicate players matched to Jugadores by name.
import { DEFAULT_CONFIG, type Game, type Player } from '../../../src/core/model';
import { swissPlayerIds, tournamentEvent } from '../../../src/core/season';

const player = (id: number, name: string, rating: number | null, club = 'Alfil'): Player => ({
  id,
  name,
  rating,
  club,
  average: null,
  entryRound: 1,
  withdrawnFromRound: null,
  absentRounds: [],
});
const game = (
  round: number,
  table: number,
  first: number,
  second: number | null,
  score1: number | null,
  score2: number | null,
  override: Game['override'] = null,
): Game => ({
  round,
  table,
  first,
  second,
  score1,
  score2,
  override,
});

const tournament = {
  config: { ...DEFAULT_CONFIG, name: 'Otoño' },
  players: [
    player(1, 'Ana Ruiz', 1800),
    player(2, 'Luis Gil', null, ''),
    player(3, 'Eva Sanz', 1600),
    player(4, 'Nadie', 1500),
  ],
  games: [
    game(1, 1, 1, 2, 400, 350),
    game(1, 2, 3, null, null, null),
    game(2, 1, 3, 1, 380, 380),
    game(2, 2, 2, null, null, null),
    game(3, 1, 2, 3, null, null, 'NP1'),
    game(3, 2, 1, null, null, null),
  ],
};

test('players with a row in Rondas, by N°; each row a game: byes without a second, forfeits not rated', () => {
  expect(swissPlayerIds(tournament)).toEqual([1, 2, 3]);
  const event = tournamentEvent({
    name: 'Otoño',
    date: '2026-10-01',
    club: 'Alfil',
    source: { file: 'o.atril', fingerprint: 'f', format: 'atril' },
    tournament,
    duplicate: [
      {
        name: 'Duplicada 1',
        rounds: 12,
        players: [
          { name: 'ana ruiz', total: 700, place: 1 },
          { name: 'Lola Nueva', total: 650, place: 2 },
        ],
      },
    ],
    details: (name) =>
      name === 'Ana Ruiz' ? { licence: 'L1', country: 'ESP', eloDi: { rating: 1300, volatility: 400, games: 3 } } : {},
  });
  expect(event.kind).toBe('both');
  expect(event.players).toEqual([
    {
      name: 'Ana Ruiz',
      club: 'Alfil',
      country: 'ESP',
      licence: 'L1',
      rating: 1800,
      eloDi: { rating: 1300, volatility: 400, games: 3 },
    },
    { name: 'Luis Gil', club: '', country: '', licence: '', rating: null, eloDi: null },
    { name: 'Eva Sanz', club: 'Alfil', country: '', licence: '', rating: 1600, eloDi: null },
    { name: 'Lola Nueva', club: '', country: '', licence: '', rating: null, eloDi: null },
  ]);
  expect(event.swissGames).toEqual([
    { round: 1, first: 0, second: 1, result: 1, rated: true },
    { round: 1, first: 2, second: null, result: 1, rated: false },
    { round: 2, first: 2, second: 0, result: 0.5, rated: true },
    { round: 2, first: 1, second: null, result: 1, rated: false },
    { round: 3, first: 1, second: 2, result: 0, rated: false },
    { round: 3, first: 0, second: null, result: 1, rated: false },
  ]);
  expect(event.duplicateGames).toEqual([
    {
      name: 'Duplicada 1',
      rounds: 12,
      players: [
        { player: 0, total: 700, place: 1 },
        { player: 3, total: 650, place: 2 },
      ],
    },
  ]);
});
