// The room of a duplicate game (rules §6.6): tables by the partial ranking, by EloDI (newcomers
// alphabetically after), alphabetically, or by a seeded draw.
import fc from 'fast-check';
import { seatPlayers, seatsAlphabetically, SEATING_BASES } from '../../../src/core/duplicate/seating';

const eloDi = new Map([
  ['Berta', 1500],
  ['ÁLVARO', 1320],
  ['Carmen', 1500],
]);
const field = ['Zoe', 'Berta', 'Ñoño', 'Nora', 'Álvaro', 'Carmen', 'Dario'];
const names = (seats: { name: string }[]) => seats.map((seat) => seat.name);

describe('before the first game', () => {
  test('ranking without games = EloDI order, equal EloDI alphabetically, then newcomers alphabetically (Ñ after N)', () => {
    const seats = seatPlayers({ players: field, basis: 'ranking', eloDi });
    expect(names(seats)).toEqual(['Berta', 'Carmen', 'Álvaro', 'Dario', 'Nora', 'Ñoño', 'Zoe']);
    expect(seats.map((seat) => seat.table)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The EloDI map is matched by name with accents and case aside.
    expect(seats[2]).toEqual({ table: 3, name: 'Álvaro', place: null, eloDi: 1320 });
    expect(seats[3].eloDi).toBeNull();
  });

  test('without any EloDI everyone is a newcomer: alphabetical', () => {
    expect(names(seatPlayers({ players: field, basis: 'eloDi' }))).toEqual([
      'Álvaro',
      'Berta',
      'Carmen',
      'Dario',
      'Nora',
      'Ñoño',
      'Zoe',
    ]);
  });
});

describe('after a game', () => {
  const ranking = [
    { name: 'nora', place: 1 },
    { name: 'Zoe', place: 2 },
    { name: 'Berta', place: 2 },
  ];
  test('the ranked players in the ranking order with their places, then the others by EloDI, newcomers last', () => {
    const seats = seatPlayers({ players: field, basis: 'ranking', ranking, eloDi });
    expect(names(seats)).toEqual(['Nora', 'Zoe', 'Berta', 'Carmen', 'Álvaro', 'Dario', 'Ñoño']);
    expect(seats.map((seat) => seat.place)).toEqual([1, 2, 2, null, null, null, null]);
  });

  test('"EloDI" ignores the ranking; "Alfabético" ignores both', () => {
    expect(names(seatPlayers({ players: field, basis: 'eloDi', ranking, eloDi }))).toEqual([
      'Berta',
      'Carmen',
      'Álvaro',
      'Dario',
      'Nora',
      'Ñoño',
      'Zoe',
    ]);
    expect(names(seatPlayers({ players: field, basis: 'alphabetical', ranking, eloDi }))[0]).toBe('Álvaro');
  });
});

describe('the seeded draw', () => {
  test('the same seed gives the same tables whatever the order the field was typed in; another seed another draw', () => {
    const a = names(seatPlayers({ players: field, basis: 'random', seed: 7 }));
    const b = names(seatPlayers({ players: [...field].reverse(), basis: 'random', seed: 7 }));
    expect(a).toEqual(b);
    const draws = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => names(seatPlayers({ players: field, basis: 'random', seed })).join()),
    );
    expect(draws.size).toBeGreaterThan(1);
  });
});

test('a name typed twice (case and accents aside) gets one table; blank names none', () => {
  expect(names(seatPlayers({ players: ['Ana', 'ana', ' ', 'Bea'], basis: 'alphabetical' }))).toEqual(['Ana', 'Bea']);
});

test('the alphabetical list keeps every table', () => {
  const seats = seatPlayers({ players: field, basis: 'ranking', eloDi });
  expect(seatsAlphabetically(seats).map((seat) => [seat.name, seat.table])).toEqual([
    ['Álvaro', 3],
    ['Berta', 1],
    ['Carmen', 2],
    ['Dario', 4],
    ['Nora', 5],
    ['Ñoño', 6],
    ['Zoe', 7],
  ]);
});

test('property: every basis seats each distinct player exactly once at tables 1..n', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(
        fc.string({ minLength: 1, maxLength: 6 }).filter((s) => /^[a-z]+$/.test(s)),
        { maxLength: 30 },
      ),
      fc.constantFrom(...SEATING_BASES),
      fc.integer(),
      (players, basis, seed) => {
        const ratings = new Map(players.filter((_, i) => i % 3 === 0).map((name, i) => [name, 1000 + i] as const));
        const ranking = players.filter((_, i) => i % 2 === 1).map((name, i) => ({ name, place: i + 1 }));
        const seats = seatPlayers({ players, basis, ranking, eloDi: ratings, seed });
        expect(seats.map((seat) => seat.table)).toEqual(players.map((_, i) => i + 1));
        expect([...names(seats)].sort()).toEqual([...players].sort());
      },
    ),
  );
});
