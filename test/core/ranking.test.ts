import { assignNumbers, pairingOrder, surname } from '../../src/core/ranking';

const entry = (name: string, rating: number | null, average: number | null = null, id: number | null = null) => ({
  id,
  name,
  rating,
  average,
  club: '',
  entryRound: 1,
  withdrawnFromRound: null,
  absentRounds: [],
});
const alphabetical = { unratedOrder: 'alphabetical' as const, seed: 1 };

describe('the ranking list (rules §3.2)', () => {
  it('rated players by rating, highest first; equal ratings by surname', () => {
    const order = pairingOrder(
      [entry('Zoe Abad', 1700), entry('Ana Ruiz', 1900), entry('Bea Moreno', 1700), entry('Carla Ibáñez', 1700)],
      alphabetical,
    ).map((p) => p.name);
    // Surnames: Abad < Ibáñez < Moreno (accents ignored).
    expect(order).toEqual(['Ana Ruiz', 'Zoe Abad', 'Carla Ibáñez', 'Bea Moreno']);
  });

  it('surname: before the comma, else all after the first name', () => {
    expect(surname('García López, Ana')).toBe('García López');
    expect(surname('Ana García López')).toBe('García López');
    expect(surname('Ana')).toBe('Ana');
  });

  it('unrated players follow, by known average then alphabetically', () => {
    const order = pairingOrder(
      [
        entry('Luis Vela', null),
        entry('Mar Sanz', null, 350),
        entry('Eva Gil', 1500),
        entry('Ivo Sáez', null, 410),
        entry('Ada Ríos', null),
      ],
      alphabetical,
    ).map((p) => p.name);
    expect(order).toEqual(['Eva Gil', 'Ivo Sáez', 'Mar Sanz', 'Ada Ríos', 'Luis Vela']);
  });

  it('the random order of unrated players is a setting, fixed by its stored seed', () => {
    const field = ['Ada Ríos', 'Luis Vela', 'Nuria Paz', 'Olga Mir', 'Pau Sol', 'Quim Rey'].map((name) =>
      entry(name, null),
    );
    const seeded = (seed: number) => pairingOrder(field, { unratedOrder: 'random', seed }).map((p) => p.name);
    expect(seeded(7)).toEqual(seeded(7));
    expect(new Set([1, 2, 3, 4, 5].map((seed) => seeded(seed).join()))).not.toEqual(new Set([seeded(1).join()]));
    expect([...seeded(7)].sort()).toEqual(field.map((p) => p.name).sort());
  });

  it('N° 1 is the highest; numbers once given never change; late entrants take the next free N°', () => {
    const first = assignNumbers([entry('B', 1600), entry('A', 1800), entry('C', null)], alphabetical);
    expect(first.map((p) => [p.name, p.id])).toEqual([
      ['B', 2],
      ['A', 1],
      ['C', 3],
    ]);
    const later = assignNumbers([...first, entry('D', 2000), entry('E', 1500)], alphabetical);
    expect(later.map((p) => [p.name, p.id])).toEqual([
      ['B', 2],
      ['A', 1],
      ['C', 3],
      ['D', 4],
      ['E', 5],
    ]);
    // …and are placed in the pairing order by rating: D (2000) first.
    expect(pairingOrder(later, alphabetical).map((p) => p.name)).toEqual(['D', 'A', 'B', 'E', 'C']);
  });
});
