// Places (rules §6.6): the champion's personal place, the next places down the ranking, at most
// so many per country, the players passed over because their country is full.
import fc from 'fast-check';
import { allocatePlaces } from '../../../src/core/duplicate/places';

const entries = (list: [string, string][]) => list.map(([name, country]) => ({ name, country }));

test('the world-championship example: champion, places 2 to 8 with at most 2 per country', () => {
  const ranking = entries([
    ['A', 'ESP'], // champion: personal, does not count for Spain
    ['B', 'ESP'], // 2
    ['C', 'esp'], // 3 (same country, case aside)
    ['D', 'ESP'], // Spain full
    ['E', 'ARG'], // 4
    ['F', 'ESP'], // Spain full
    ['G', 'ARG'], // 5
    ['H', 'ARG'], // Argentina full
    ['I', 'CHI'], // 6
    ['J', ''], // 7: no country typed, never passed over
    ['K', 'MEX'], // 8
    ['L', 'PER'], // nothing left
  ]);
  expect(allocatePlaces(ranking, { places: 7, perCountry: 2 })).toEqual([
    { kind: 'champion' },
    { kind: 'place', place: 2 },
    { kind: 'place', place: 3 },
    { kind: 'countryFull', country: 'ESP' },
    { kind: 'place', place: 4 },
    { kind: 'countryFull', country: 'ESP' },
    { kind: 'place', place: 5 },
    { kind: 'countryFull', country: 'ARG' },
    { kind: 'place', place: 6 },
    { kind: 'place', place: 7 },
    { kind: 'place', place: 8 },
    null,
  ]);
});

test('without a limit per country the places go straight down the ranking', () => {
  const ranking = entries([
    ['A', 'X'],
    ['B', 'X'],
    ['C', 'X'],
    ['D', 'X'],
  ]);
  expect(allocatePlaces(ranking, { places: 2, perCountry: null })).toEqual([
    { kind: 'champion' },
    { kind: 'place', place: 2 },
    { kind: 'place', place: 3 },
    null,
  ]);
  expect(allocatePlaces([], { places: 3 })).toEqual([]);
});

test('more places than players: everyone below the champion takes one unless their country is full', () => {
  expect(
    allocatePlaces(
      entries([
        ['A', 'X'],
        ['B', 'X'],
        ['C', 'X'],
      ]),
      { places: 9, perCountry: 1 },
    ),
  ).toEqual([{ kind: 'champion' }, { kind: 'place', place: 2 }, { kind: 'countryFull', country: 'X' }]);
});

test('property: exactly min(places, eligible) places, numbered 2.., never more than the limit per country', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('A', 'B', 'C', ''), { maxLength: 40 }),
      fc.integer({ min: 0, max: 12 }),
      fc.integer({ min: 1, max: 4 }),
      (countries, places, perCountry) => {
        const ranking = countries.map((country, i) => ({ name: `P${i}`, country }));
        const marks = allocatePlaces(ranking, { places, perCountry });
        const taken = marks.flatMap((mark, i) => (mark?.kind === 'place' ? [[mark.place, countries[i]] as const] : []));
        expect(taken.map(([place]) => place)).toEqual(taken.map((_, i) => i + 2));
        for (const country of ['A', 'B', 'C'])
          expect(taken.filter(([, c]) => c === country).length).toBeLessThanOrEqual(perCountry);
        // Passed over only while places were still being given, and only when the country was full.
        const lastPlace = marks.map((mark) => mark?.kind === 'place').lastIndexOf(true);
        marks.forEach((mark, i) => {
          if (mark?.kind === 'countryFull') {
            expect(lastPlace === -1 || i < lastPlace || taken.length < places).toBe(true);
            expect(taken.filter(([place, c]) => c === countries[i] && place <= i + 1).length).toBe(perCountry);
          }
        });
        // Nobody is left out who could have taken a place while places remained.
        if (taken.length < places) {
          marks.slice(1).forEach((mark) => expect(mark).not.toBeNull());
        }
      },
    ),
  );
});
