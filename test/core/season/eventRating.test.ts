// One event rated (rules §5, §6.5, docs/season.md): the one code the club's closing and the
// federation's list share.
import { rateGames } from '../../../src/core/duplicate/elodi';
import {
  DEFAULT_RATING_SETTINGS,
  type PlayerStart,
  type RatedEvent,
  eloOutcomeOf,
  rateEvent,
} from '../../../src/core/season';

const player = (name: string, rating: number | null) => ({
  name,
  club: '',
  country: '',
  licence: '',
  rating,
  eloDi: null,
});
const start = (rating: number | null, listRating: number | null = null): PlayerStart => ({
  rating,
  listRating,
  eloDi: null,
});

/** Ana (2307) loses to Bea (2141) — rules §5's example —, Eva (unrated) beats both, Ana and Bea forfeit once, Luis has a bye. */
const event: RatedEvent = {
  name: 'E',
  date: '2026-01-01',
  club: 'C',
  kind: 'swiss',
  source: { file: 'e', fingerprint: 'e', format: 'atril' },
  players: [player('Ana', 2307), player('Bea', 2141), player('Eva', null), player('Luis', 1500)],
  swissGames: [
    { round: 1, first: 0, second: 1, result: 0, rated: true },
    { round: 1, first: 3, second: null, result: 1, rated: false },
    { round: 2, first: 2, second: 0, result: 1, rated: true },
    { round: 3, first: 1, second: 2, result: 0, rated: true },
    { round: 4, first: 0, second: 1, result: 1, rated: false },
  ],
  duplicateGames: [],
};

describe('rateEvent: ELO', () => {
  const outcome = rateEvent(event, [start(2307), start(2141), start(null), start(1500)], DEFAULT_RATING_SETTINGS);

  test('rules §5 example: 2307 loses to 2141, −7 and +7; games against the unrated and forfeits left out', () => {
    expect(outcome.elo.get(0)).toMatchObject({
      games: 1,
      score: 0,
      expected: 0.72,
      change: -7,
      rating: 2300,
      ratedGames: 1,
    });
    expect(outcome.elo.get(1)).toMatchObject({ games: 1, score: 1, change: 7, rating: 2148 });
  });

  test('an unrated player: Rav and performance over his rated games; a first rating only with enough of them', () => {
    expect(outcome.elo.get(2)).toMatchObject({
      games: 2,
      score: 2,
      averageOpponent: 2224,
      performance: 3024,
      rating: null,
      first: false,
    });
    const two = rateEvent(event, [start(2307), start(2141), start(null), start(1500)], {
      ...DEFAULT_RATING_SETTINGS,
      firstRatingGames: 2,
    });
    expect(two.elo.get(2)).toMatchObject({ rating: 3024, ratedGames: 2, first: true });
  });

  test('a bye is a row (Torneos) with nothing counted', () => {
    expect(outcome.elo.get(3)).toMatchObject({ games: 0, change: 0, rating: 1500, ratedGames: 0 });
  });

  test('unrated as used but rated in the list: the list rating kept, unchanged', () => {
    const kept = rateEvent(event, [start(2307), start(2141), start(null, 1900), start(1500)], DEFAULT_RATING_SETTINGS);
    expect(kept.elo.get(2)).toMatchObject({ rating: 1900, kept: true, first: false, ratedGames: 0 });
  });

  test('eloOutcomeOf: no first rating on a score of zero', () => {
    const figures = {
      rating: null,
      listRating: null,
      games: 6,
      score: 0,
      expected: null,
      change: null,
      newRating: null,
      averageOpponent: 1800,
      performance: 1000,
    };
    expect(eloOutcomeOf(figures, 5)).toMatchObject({ rating: null, first: false });
    expect(eloOutcomeOf({ ...figures, score: 0.5, performance: 1300 }, 5)).toMatchObject({ rating: 1300, first: true });
  });
});

describe('rateEvent: EloDI', () => {
  const duplicate: RatedEvent = {
    ...event,
    kind: 'duplicate',
    swissGames: [],
    duplicateGames: [
      { name: 'D1', rounds: 12, players: [0, 1, 2, 3].map((p) => ({ player: p, total: 100 - p, place: p + 1 })) },
      { name: 'D2', rounds: 11, players: [0, 1].map((p) => ({ player: p, total: 100 - p, place: p + 1 })) },
    ],
  };

  test('four newcomers finishing 1st–4th: rules §6.5 check (1569, 1302, 1098, 831); a short game counts for nothing', () => {
    const outcome = rateEvent(
      duplicate,
      [0, 1, 2, 3].map(() => start(null)),
      DEFAULT_RATING_SETTINGS,
    );
    expect([0, 1, 2, 3].map((i) => outcome.eloDi.get(i)?.rating)).toEqual([1569, 1302, 1098, 831]);
    expect(outcome.eloDiGames.map((game) => game.counted)).toEqual([true, false]);
    expect(outcome.elo.size).toBe(0);
  });

  test('a player starts from the EloDI he brings, as core/duplicate rates a series', () => {
    const brought = { rating: 1700, volatility: 300, games: 8 };
    const starts = [0, 1, 2, 3].map((i) => ({ ...start(null), eloDi: i === 0 ? brought : null }));
    const outcome = rateEvent(duplicate, starts, { ...DEFAULT_RATING_SETTINGS, eloDiMinRounds: 10 });
    const series = rateGames(
      new Map([['0', brought]]),
      duplicate.duplicateGames.map((game) => ({
        name: game.name,
        rounds: game.rounds,
        players: game.players.map((entry) => ({ key: String(entry.player), place: entry.place })),
      })),
      10,
    );
    expect([0, 1, 2, 3].map((i) => outcome.eloDi.get(i))).toEqual(
      [0, 1, 2, 3].map((i) => series.standings.get(String(i))),
    );
    // D1: the only established player is a pass of one, which changes nothing (rules §6.5); D2 counts.
    expect(outcome.eloDi.get(0)?.games).toBe(9);
  });
});
