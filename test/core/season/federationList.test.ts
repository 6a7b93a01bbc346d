// The federation's list (rules §23): events rated in date order whatever the input order,
// who is who (licence, name, close names for review, the officer's answers), and the
// incremental re-rate equal to the computation from scratch.
import {
  DEFAULT_RATING_SETTINGS,
  type EventPlayer,
  type RatedEvent,
  type RatingList,
  rateEvents,
} from '../../../src/core/season';
import fc from 'fast-check';
import { ratedSeason, shuffled } from '../../support/ratedSeasons';
import { referenceList } from '../../support/referenceRating';

const settings = DEFAULT_RATING_SETTINGS;
/** What the list shows: both tables and the review pairs. */
const shown = (list: RatingList) => ({ escalafon: list.escalafon, eloDi: list.eloDi, review: list.reviewPairs });

const player = (name: string, rating: number | null, licence = ''): EventPlayer => ({
  name,
  club: 'Alfil',
  country: 'ESP',
  licence,
  rating,
  eloDi: null,
});

/** A Swiss event where player 0 beats everybody in round 1.. and the rest draw. */
function event(name: string, date: string, players: EventPlayer[], fingerprint = `${name}-${date}`): RatedEvent {
  const swissGames = players.slice(1).map((_, i) => ({
    round: i + 1,
    first: 0,
    second: i + 1,
    result: 1 as const,
    rated: true,
  }));
  return {
    name,
    date,
    club: 'Alfil',
    kind: 'swiss',
    source: { file: `${name}.atril`, fingerprint, format: 'atril' },
    players,
    swissGames,
    duplicateGames: [],
  };
}

describe('rateEvents', () => {
  const season = ratedSeason({ seed: 3, clubs: 4, events: 24, pool: 60, field: [8, 14], rounds: 5 });

  it('is a function of the set of events: any input order gives the same list', () => {
    const reference = rateEvents(season, settings);
    expect(reference.escalafon.length).toBeGreaterThan(20);
    expect(reference.eloDi.length).toBeGreaterThan(5);
    for (const seed of [1, 2, 3]) expect(shown(rateEvents(shuffled(season, seed), settings))).toEqual(shown(reference));
  });

  it('lists the events by date, ties by club, name and fingerprint', () => {
    const list = rateEvents(shuffled(season, 9), settings);
    const keys = list.events.map((e) => `${e.date}|${e.club}|${e.name}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('re-rates a late event from its place on exactly as from scratch', () => {
    const ordered = [...season].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const late = ordered[8];
    const before = rateEvents(
      season.filter((e) => e !== late),
      settings,
    );
    const after = rateEvents(season, settings, new Map(), before);
    expect(after.rated).toBeLessThan(season.length);
    expect(shown(after)).toEqual(shown(rateEvents(season, settings)));
    // And back: removing it again gives the list without it.
    expect(
      shown(
        rateEvents(
          season.filter((e) => e !== late),
          settings,
          new Map(),
          after,
        ),
      ),
    ).toEqual(shown(before));
  });

  it('takes the same event twice as one, and refuses two files of one event', () => {
    const once = rateEvents(season, settings);
    expect(shown(rateEvents([...season, season[0]], settings))).toEqual(shown(once));
    const other = { ...season[0], source: { ...season[0].source, fingerprint: 'other' } };
    expect(() => rateEvents([...season, other], settings)).toThrow(
      `“${season[0].source.file}” and “${season[0].source.file}” hold the same tournament`,
    );
  });
});

describe('who is who', () => {
  it('plays a known player at the list rating, a newcomer at the file rating', () => {
    const first = event('Otoño', '2026-10-01', [player('Ana Ruiz', 1800), player('Luis Gil', 1700)]);
    // The second file says 2000 for Ana: the list's 1800 + change is what counts.
    const second = event('Invierno', '2026-12-01', [player('ana  ruiz', 2000), player('Eva Sanz', 1600)]);
    const list = rateEvents([second, first], settings);
    const ana = list.escalafon.find((e) => e.name === 'Ana Ruiz');
    // 1800 beats 1700 (D 100, expected .64): +4; then 1804 beats 1600 (D 204, .76): +2.
    expect(ana?.rating).toBe(1806);
    expect(ana?.tournaments).toBe(2);
    expect(list.escalafon.find((e) => e.name === 'Eva Sanz')?.rating).toBe(1598);
  });

  it('matches by licence before the name', () => {
    const first = event('Otoño', '2026-10-01', [player('Ana Ruiz', 1800, 'X1'), player('Luis Gil', 1700)]);
    const second = event('Invierno', '2026-12-01', [
      player('Ana María Ruiz Pérez', null, 'X1'),
      player('Eva Sanz', 1600),
    ]);
    const list = rateEvents([first, second], settings);
    expect(list.escalafon.map((e) => e.name).sort()).toEqual(['Ana Ruiz', 'Eva Sanz', 'Luis Gil']);
    expect(list.reviewPairs).toEqual([]);
  });

  it('never merges a close name: a new player, and the pair for review; the answer merges', () => {
    const first = event('Otoño', '2026-10-01', [player('José García López', 1800), player('Luis Gil', 1700)]);
    const second = event('Invierno', '2026-12-01', [player('Jose Garcia', 1900), player('Eva Sanz', 1600)]);
    const third = event('Primavera', '2027-03-01', [player('José Garcí López', 1900), player('Eva Sanz', 1600)]);
    const list = rateEvents([first, second, third], settings);
    expect(list.escalafon.map((e) => e.name).sort()).toEqual([
      'Eva Sanz',
      'Jose Garcia',
      'José Garcí López',
      'José García López',
      'Luis Gil',
    ]);
    expect(list.reviewPairs.map((p) => [p.name, p.listName, p.reason, p.event.name])).toEqual([
      ['Jose Garcia', 'José García López', 'word', 'Invierno'],
      ['José Garcí López', 'José García López', 'letter', 'Primavera'],
    ]);
    const answered = rateEvents([third, first, second], settings, {
      'Jose Garcia': 'José García López',
      'José Garcí López': 'José García López',
    });
    expect(answered.reviewPairs).toEqual([]);
    const jose = answered.escalafon.find((e) => e.name === 'José García López');
    expect(jose?.tournaments).toBe(3);
    // One rating carried through: 1800 +4 (beats 1700), then +2 (beats 1600 at 1804), then +2.
    expect(jose?.rating).toBe(1808);
  });

  it('an answer naming the player himself keeps him apart, off the review', () => {
    const first = event('Otoño', '2026-10-01', [player('Ana Ruiz', 1800), player('Luis Gil', 1700)]);
    const second = event('Invierno', '2026-12-01', [player('Ana Ruis', 1800), player('Eva Sanz', 1600)]);
    expect(rateEvents([first, second], settings).reviewPairs).toHaveLength(1);
    const kept = rateEvents([first, second], settings, { 'Ana Ruis': 'Ana Ruis' });
    expect(kept.reviewPairs).toEqual([]);
    expect(kept.escalafon).toHaveLength(4);
  });
});

describe('the independent check (test/support/referenceRating.ts)', () => {
  for (const seed of [21, 22, 24]) {
    it(`season ${seed}: several clubs, events imported shuffled, equal to the chronological computation to the point`, () => {
      const events = ratedSeason({
        seed,
        clubs: 5,
        events: 30,
        pool: 70,
        field: [8, 16],
        rounds: 6,
        duplicateShare: 0.2,
      });
      const list = rateEvents(shuffled(events, seed), settings);
      const reference = referenceList(events, { k: settings.k, firstRatingGames: settings.firstRatingGames });
      expect(list.escalafon).toHaveLength(reference.size);
      for (const entry of list.escalafon)
        expect([entry.name, entry.rating, entry.ratedGames, entry.tournaments]).toEqual([
          entry.name,
          reference.get(entry.name)?.rating,
          reference.get(entry.name)?.ratedGames,
          reference.get(entry.name)?.tournaments,
        ]);
      // Some first ratings and some unrated players on the way, or the check proves little.
      expect(list.escalafon.filter((e) => e.rating === null).length).toBeGreaterThan(0);
      expect(list.escalafon.filter((e) => e.rating !== null).length).toBeGreaterThan(30);
    });
  }
});

describe('order independence (property)', () => {
  const events = ratedSeason({
    seed: 31,
    clubs: 3,
    events: 12,
    pool: 40,
    field: [6, 10],
    rounds: 4,
    duplicateShare: 0.4,
  });
  const reference = shown(rateEvents(events, settings));

  it('any permutation, any re-import of an event, gives the same Escalafón and EloDI', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
        fc.array(fc.nat(events.length - 1), { maxLength: 3 }),
        (order, again) => {
          const imported = [...order, ...again.map((i) => events[i])];
          expect(shown(rateEvents(imported, settings))).toEqual(reference);
        },
      ),
      { numRuns: 15, seed: 54 },
    );
  });

  it('re-rating from any late event on, after any earlier state, ends as from scratch', () => {
    fc.assert(
      fc.property(fc.nat(events.length - 1), fc.nat(events.length - 1), (a, b) => {
        const without = events.filter((_, i) => i !== a && i !== b);
        const before = rateEvents(without, settings);
        expect(shown(rateEvents(events, settings, new Map(), before))).toEqual(reference);
      }),
      { numRuns: 10, seed: 55 },
    );
  });
});
