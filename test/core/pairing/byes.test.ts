// Unit tests of the bye choice (byes.ts): rules §3.4 step 4 and the "always legal if
// possible" guarantee of rules §3.5.
import { AtrilError } from '../../../src/core/errors';
import { chooseBye } from '../../../src/core/pairing/byes';
import type { PairingPlayer } from '../../../src/core/pairing/state';
import { field, meet } from './helpers';

const idOf = (player: PairingPlayer | null) => player?.id ?? null;

/** The AtrilError key and named players of a refused bye choice. */
function refusal(players: readonly PairingPlayer[]): { key: string; players: unknown } {
  try {
    chooseBye(players, 4);
  } catch (error) {
    if (error instanceof AtrilError) return { key: error.key, players: error.params.players };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('chooseBye (rules §3.4 step 4, §3.5)', () => {
  it('an even number present: nobody rests', () => {
    expect(chooseBye(field([1, 0, 1, 0]), 2)).toEqual({ bye: null, passedOver: [] });
  });

  it('an odd number: the last of the table, fewest points first', () => {
    expect(idOf(chooseBye(field([0, 1, 1, 1, 1]), 2).bye)).toBe(1);
  });

  it('among equal points, the lowest in pairing order', () => {
    expect(idOf(chooseBye(field([1, 0, 1, 0, 1]), 2).bye)).toBe(4);
  });

  it('odd numbers of any size: exactly the one player rests', () => {
    for (const n of [1, 3, 7, 11]) {
      const players = field(Array.from({ length: n }, () => 0));
      expect(chooseBye(players, 1)).toEqual({ bye: players[n - 1], passedOver: [] });
    }
  });

  it('at most one bye: the last one who has not had a bye, passing over those who have', () => {
    const players = field([1, 1, 0, 0, 0]);
    players[4].hadBye = true;
    players[3].hadBye = true;
    // Passed over for a previous bye is not "passed over" for the others' sake.
    expect(chooseBye(players, 3)).toEqual({ bye: players[2], passedOver: [] });
  });

  it('passes over the last one when the others could then not all be paired, and says whom', () => {
    // 1 has met 2, 3 and 4: if 5 rests, 1 has nobody left. 4 rests instead (1–5, 2–3).
    const players = field([1, 1, 1, 0, 0]);
    meet(players, [1, 2], [1, 3], [1, 4]);
    const choice = chooseBye(players, 4);
    expect(idOf(choice.bye)).toBe(4);
    expect(choice.passedOver.map((player) => player.id)).toEqual([5]);
  });

  it('refuses when everyone has had a bye', () => {
    const players = field([0, 0, 0]);
    for (const player of players) player.hadBye = true;
    expect(refusal(players)).toEqual({
      key: 'pairing.impossible.bye',
      players: 'P1 (1), P2 (2), P3 (3)',
    });
  });

  it('refuses an even field that cannot be paired, naming who has no possible opponent', () => {
    const players = field([0, 0, 0, 0]);
    meet(players, [1, 2], [1, 3], [1, 4]);
    expect(refusal(players)).toEqual({ key: 'pairing.impossible.none', players: 'P1 (1)' });
  });

  it('refuses an even field where everyone has an opponent but no perfect pairing exists, naming the unpaired', () => {
    // 1, 2 and 3 may only meet 4 (among themselves they have all met): two of them stay single.
    const players = field([0, 0, 0, 0]);
    meet(players, [1, 2], [1, 3], [2, 3]);
    expect(refusal(players).key).toBe('pairing.impossible.some');
    expect(String(refusal(players).players).split(', ')).toHaveLength(2);
  });

  it('refuses an odd field when no player who may rest leaves the others pairable', () => {
    // Only 5 may rest (1–4 have had byes), and 2 has met everyone but 5: if 5 rests, 2 has
    // nobody left, and the refusal names him.
    const players = field([0, 0, 0, 0, 0]);
    meet(players, [2, 1], [2, 3], [2, 4]);
    for (const player of players.slice(0, 4)) player.hadBye = true;
    expect(refusal(players)).toEqual({ key: 'pairing.impossible.none', players: 'P2 (2)' });
  });
});
