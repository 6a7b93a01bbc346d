// The generated field (docs/local.md "Generate, check, TRF"): the same seed gives the same
// field; the shares asked for are honoured over a large field; the director's changes fall
// on rounds that make sense.
import { seededRandom } from '../../../src/core/random';
import { type FieldModel, clubName, simulatedField } from '../../../src/core/simulation/field';

const model: FieldModel = {
  players: 2000,
  rounds: 7,
  clubs: 5,
  unrated: 0.2,
  lateEntries: 0.1,
  withdrawals: 0.1,
  absences: 0.05,
};

describe('simulatedField', () => {
  const field = simulatedField(model, seededRandom(11));

  it('is the same for the same seed, another for another seed', () => {
    expect(simulatedField(model, seededRandom(11))).toEqual(field);
    expect(simulatedField(model, seededRandom(12))).not.toEqual(field);
  });

  it('names are unique, even folded as Jugadores compares them, and when the combinations run short', () => {
    const fold = (name: string) =>
      name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    expect(new Set(field.map((p) => fold(p.name))).size).toBe(field.length);
    const crowd = simulatedField(
      { ...model, players: 30000, lateEntries: 0, withdrawals: 0, absences: 0 },
      seededRandom(1),
    );
    expect(new Set(crowd.map((p) => fold(p.name))).size).toBe(crowd.length);
  });

  it('honours the shares: unrated, late entries, withdrawals, absences (within a few points over 2000 players)', () => {
    const share = (count: number) => count / field.length;
    expect(share(field.filter((p) => p.rating === null).length)).toBeCloseTo(0.2, 1);
    expect(share(field.filter((p) => p.entryRound > 1).length)).toBeCloseTo(0.1, 1);
    expect(share(field.filter((p) => p.withdrawnFromRound !== null).length)).toBeCloseTo(0.1, 1);
    const playerRounds = field.reduce((sum, p) => sum + (p.withdrawnFromRound ?? model.rounds + 1) - p.entryRound, 0);
    expect(field.reduce((sum, p) => sum + p.absentRounds.length, 0) / playerRounds).toBeCloseTo(0.05, 1);
  });

  it('rated players are rated at their strength; half the unrated ones have a known average', () => {
    for (const p of field) if (p.rating !== null) expect(p.rating).toBe(p.strength);
    const unrated = field.filter((p) => p.rating === null);
    const withAverage = unrated.filter((p) => p.average !== null).length / unrated.length;
    expect(withAverage).toBeGreaterThan(0.4);
    expect(withAverage).toBeLessThan(0.6);
  });

  it('late entries in rounds 2..R, withdrawals after the entry round, absences on rounds the player plays', () => {
    for (const p of field) {
      expect(p.entryRound).toBeGreaterThanOrEqual(1);
      expect(p.entryRound).toBeLessThanOrEqual(model.rounds);
      if (p.withdrawnFromRound !== null) {
        expect(p.withdrawnFromRound).toBeGreaterThan(p.entryRound);
        expect(p.withdrawnFromRound).toBeLessThanOrEqual(model.rounds);
      }
      for (const round of p.absentRounds) {
        expect(round).toBeGreaterThanOrEqual(p.entryRound);
        expect(round).toBeLessThan(p.withdrawnFromRound ?? model.rounds + 1);
      }
    }
  });

  it('long names: about the share asked for, two first names and three surnames; none asked, the same field as before', () => {
    const long = simulatedField({ ...model, longNames: 0.3 }, seededRandom(5));
    const words = (name: string) => name.split(' ').length;
    // "Nombre Nombre Apellido de la Apellido Apellido": seven words, against three for the others.
    const share = long.filter((player) => words(player.name) === 7).length / long.length;
    expect(share).toBeGreaterThan(0.27);
    expect(share).toBeLessThan(0.33);
    expect(Math.max(...long.map((player) => player.name.length))).toBeGreaterThan(40);
    expect(simulatedField({ ...model, longNames: 0 }, seededRandom(11))).toEqual(field);
  });

  it('clubs: as many as asked (named, then numbered), or none', () => {
    expect(new Set(field.map((p) => p.club))).toEqual(new Set([0, 1, 2, 3, 4].map(clubName)));
    expect(clubName(12)).toBe('Club 13');
    const noClubs = simulatedField({ ...model, players: 50, clubs: 0 }, seededRandom(3));
    expect(noClubs.every((p) => p.club === '')).toBe(true);
  });

  it('a one-round event has no late entries nor withdrawals', () => {
    const one = simulatedField({ ...model, rounds: 1, players: 200, lateEntries: 1, withdrawals: 1 }, seededRandom(5));
    expect(one.every((p) => p.entryRound === 1 && p.withdrawnFromRound === null)).toBe(true);
  });
});
