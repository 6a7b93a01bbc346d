// The rating list at a closing (rules §2 Escalafón, §5; first ratings: docs/season.md).
import { type EloReportRow } from '../../../src/core/eloReport';
import { type Player } from '../../../src/core/model';
import { type RatingEntry, firstRating, nameIndex, ratingListOrder, updateRatingList } from '../../../src/core/season';

const player = (id: number, name: string, rating: number | null, club = ''): Player => ({
  id,
  name,
  rating,
  club,
  average: null,
  entryRound: 1,
  withdrawnFromRound: null,
  absentRounds: [],
});

/** An ELO report row as core/eloReport.ts gives it (rated: change and new rating; unrated: only Rav and performance). */
const row = (
  p: Player,
  games: number,
  score: number,
  change: number | null,
  performance: number | null,
): EloReportRow => ({
  player: p,
  games,
  score,
  expected: p.rating === null ? null : 0,
  change,
  newRating: p.rating === null || change === null ? null : p.rating + change,
  averageOpponent: performance === null ? null : 1800,
  performance,
});

const entry = (name: string, rating: number | null, ratedGames = 10, tournaments = 2): RatingEntry => ({
  name,
  rating,
  ratedGames,
  tournaments,
  lastTournament: 'Otoño',
  club: 'Viejo club',
});

describe('updateRatingList', () => {
  const list = [
    entry('José García', 1900),
    entry('Ana Ruiz', 2000),
    entry('Nadie Juega', 1500),
    entry('Sin Elo', null, 0, 1),
  ];
  const jose = player(1, 'Jose Garcia', 1900, 'Alfil');
  const ana = player(2, 'Ana Ruiz', null, 'Torre'); // rated in the list, not copied into Jugadores
  const nueva = player(3, 'Nueva Rated', 1700, '');
  const primera = player(4, 'Primera Vez', null, 'Alfil');
  const pocas = player(5, 'Pocas Partidas', null, '');
  const cero = player(6, 'Cero Puntos', null, '');
  const sinElo = player(7, 'sin elo', null, 'Alfil');
  const ausente = player(8, 'Nunca Jugó', 1600, '');
  const report = [
    row(jose, 5, 3, 12, 1950),
    row(ana, 0, 0, null, null),
    row(nueva, 4, 1, -8, 1600),
    row(primera, 5, 4, null, 1993),
    row(pocas, 4, 3, null, 1950),
    row(cero, 6, 0, null, 1000),
    row(sinElo, 5, 2.5, null, 1800),
    row(ausente, 0, 0, 0, null),
  ];
  const result = updateRatingList(list, {
    name: 'Primavera',
    report,
    participants: new Set([1, 2, 3, 4, 5, 6, 7]),
    entryOf: new Map([
      [1, 0],
      [2, 1],
      [7, 3],
    ]),
    firstRatingGames: 5,
  });
  const byName = new Map(result.list.map((item) => [item.name, item] as const));

  test('a rated player: the new rating of the ELO report, games added, one more tournament; the name as the list has it', () => {
    expect(byName.get('José García')).toEqual({
      name: 'José García',
      rating: 1912,
      ratedGames: 15,
      tournaments: 3,
      lastTournament: 'Primavera',
      club: 'Alfil',
    });
  });

  test('unrated in Jugadores but rated in the list: the list rating is kept, and reported', () => {
    expect(byName.get('Ana Ruiz')).toMatchObject({ rating: 2000, ratedGames: 10, tournaments: 3, club: 'Torre' });
    expect(result.kept).toEqual([{ name: 'Ana Ruiz', rating: 2000 }]);
  });

  test('newcomers are added: rated ones with their new rating, unrated ones with a first rating only under the rule', () => {
    expect(byName.get('Nueva Rated')).toMatchObject({ rating: 1692, ratedGames: 4, tournaments: 1 });
    expect(byName.get('Primera Vez')).toMatchObject({ rating: 1993, ratedGames: 5, tournaments: 1 });
    expect(byName.get('Pocas Partidas')).toMatchObject({ rating: null, ratedGames: 0, tournaments: 1 });
    expect(byName.get('Cero Puntos')).toMatchObject({ rating: null, ratedGames: 0 });
    expect(byName.get('Sin Elo')).toMatchObject({ rating: 1800, ratedGames: 5, tournaments: 2 });
    expect(result.firstRatings).toEqual(['Primera Vez', 'sin elo']);
    expect(result).toMatchObject({ updated: 7, added: 4 });
  });

  test('a player who did not take part is left as he was; one never listed is not added', () => {
    expect(byName.get('Nadie Juega')).toEqual(entry('Nadie Juega', 1500));
    expect(byName.has('Nunca Jugó')).toBe(false);
  });

  test('the list comes back in rating-list order: by rating, then the unrated by surname (rules §3.2)', () => {
    expect(result.list.map((item) => [item.name, item.rating])).toEqual([
      ['Ana Ruiz', 2000],
      ['Primera Vez', 1993],
      ['José García', 1912],
      ['Sin Elo', 1800],
      ['Nueva Rated', 1692],
      ['Nadie Juega', 1500],
      ['Pocas Partidas', null],
      ['Cero Puntos', null],
    ]);
  });

  test('an entry keeps its other fields (the club columns of the tab ride along)', () => {
    const withCells = [{ ...entry('José García', 1900), cells: ['nota'] }];
    const updated = updateRatingList(withCells, {
      name: 'P',
      report: [row(jose, 1, 1, 5, null)],
      participants: new Set([1]),
      entryOf: new Map([[1, 0]]),
      firstRatingGames: 5,
    });
    expect(updated.list[0]).toMatchObject({ rating: 1905, cells: ['nota'] });
  });
});

describe('first ratings (docs/season.md)', () => {
  const unrated = player(1, 'X', null);
  test('the performance over at least N games against rated opponents, with some points', () => {
    expect(firstRating(row(unrated, 5, 0.5, null, 1300), 5)).toBe(1300);
    expect(firstRating(row(unrated, 4, 4, null, 2600), 5)).toBeNull();
    expect(firstRating(row(unrated, 4, 4, null, 2600), 4)).toBe(2600);
    expect(firstRating(row(unrated, 7, 0, null, 1000), 5)).toBeNull();
  });
});

describe('names', () => {
  test('nameIndex groups entries equal with accents and case aside', () => {
    expect(nameIndex([{ name: 'José García' }, { name: 'Ana' }, { name: 'JOSE GARCIA ' }]).get('jose garcia')).toEqual([
      0, 2,
    ]);
  });
  test('ratingListOrder: equal ratings by surname', () => {
    expect(ratingListOrder([entry('Zoe Alba', 1800), entry('Ana Zubiri', 1800)]).map((e) => e.name)).toEqual([
      'Zoe Alba',
      'Ana Zubiri',
    ]);
  });
});
