// Unit tests of the FISE paper procedure and its backtracking (paperProcedure.ts, rules §3.3,
// §3.4 steps 1–3). The bye is decided before these run, so the fields here are even.
import { backtrackingProcedure, paperProcedure, type ProcedurePair } from '../../../src/core/pairing/paperProcedure';
import { isPairable } from '../../../src/core/pairing/optimise';
import type { PairingPlayer } from '../../../src/core/pairing/state';
import { canMeetOtherClub } from '../../../src/core/pairing/criteria';
import { field, inClub, meet } from './helpers';

/** Pairs as "higher-lower", with "(avoids N)" and "(adjusted)" when set, in the order chosen. */
const show = (pairs: ProcedurePair[] | null) =>
  pairs?.map(
    ({ higher, lower, avoided, adjusted }) =>
      `${higher.id}-${lower.id}${avoided ? ` (avoids ${avoided.id})` : ''}${adjusted ? ' (adjusted)' : ''}`,
  ) ?? null;

const always = () => true;

describe('paperProcedure (rules §3.4)', () => {
  it('round 1 shape (rules §3.3): one group, N° 1 against n/2 + 1, down to the last of each half', () => {
    expect(show(paperProcedure(field([0, 0, 0, 0, 0, 0, 0, 0])))).toEqual(['1-5', '2-6', '3-7', '4-8']);
  });

  it('step 1: groups from the top, each paired inside itself in pairing order', () => {
    // Table: 2 and 4 (1 pt), then 1, 3, 5, 6 (0): input order does not matter.
    expect(show(paperProcedure(field([0, 1, 0, 1, 0, 0])))).toEqual(['2-4', '1-5', '3-6']);
  });

  it('step 2: an odd group takes the first of the next group into its last place', () => {
    // 1 pt: 1, 2, 3 + floater 4 (the first of the 0 group): 1–3, 2–4; then 5–6.
    expect(show(paperProcedure(field([1, 1, 1, 0, 0, 0])))).toEqual(['1-3', '2-4', '5-6']);
    // The floater leaves an odd group below, which takes the next group's first in turn.
    expect(show(paperProcedure(field([2, 1, 1, 0])))).toEqual(['1-2', '3-4']);
  });

  it('step 2: top half against bottom half, same half only when nothing else is left', () => {
    expect(show(paperProcedure(field([0, 0, 0, 0, 0, 0])))).toEqual(['1-4', '2-5', '3-6']);
  });

  it('step 3: on a rematch the player takes the next one of the bottom half, naming the one avoided', () => {
    const players = field([0, 0, 0, 0, 0, 0]);
    meet(players, [1, 4]);
    expect(show(paperProcedure(players))).toEqual(['1-5 (avoids 4)', '2-4', '3-6']);
  });

  it('step 3: with the bottom half used up, the next one is a player of his own half below him', () => {
    const players = field([0, 0, 0, 0]);
    meet(players, [1, 3], [1, 4]);
    expect(show(paperProcedure(players))).toEqual(['1-2 (avoids 3)', '3-4']);
  });

  it('fails (null) when a player is left with no opponent he has not met', () => {
    const players = field([0, 0, 0, 0]);
    meet(players, [1, 3], [2, 3]);
    // 1 avoids 3 and takes 4; 2 is left with 3, whom he has met.
    expect(paperProcedure(players)).toBeNull();
    // An odd last group has nobody below to complete it.
    expect(paperProcedure(field([1, 0, 0]))).toBeNull();
  });
});

describe('backtrackingProcedure (rules §3.5: the paper with an eraser)', () => {
  it('equals the paper procedure when the paper succeeds', () => {
    const players = field([1, 1, 1, 0, 0, 0, 0, 0]);
    meet(players, [1, 3], [5, 7]);
    expect(show(backtrackingProcedure(players, always))).toEqual(show(paperProcedure(players)));
  });

  it('revises an earlier choice inside the group when the paper gets stuck', () => {
    const players = field([0, 0, 0, 0]);
    meet(players, [1, 3], [2, 3]);
    // 1–4 leaves 2 with 3 only; the next choice for 1 is 2 (own half), and 3–4 follows.
    expect(show(backtrackingProcedure(players, always))).toEqual(['1-2 (avoids 3) (adjusted)', '3-4']);
  });

  it('revises choices in the order of the paper (the example of all draws in round 1)', () => {
    const players = field([0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    meet(players, [1, 4], [2, 5], [3, 6]);
    expect(show(backtrackingProcedure(players, always))).toEqual(['1-5 (avoids 4)', '2-6 (adjusted)', '3-4']);
  });

  it('tries the other players of the next group as the floater', () => {
    // 1 pt: 1, 2, 3; 0: 4–8. The floater 4 has met all of 1, 2, 3: the next one, 5, floats.
    const players = field([1, 1, 1, 0, 0, 0, 0, 0]);
    meet(players, [4, 1], [4, 2], [4, 3]);
    expect(paperProcedure(players)).toBeNull();
    expect(show(backtrackingProcedure(players, always))).toEqual(['1-3', '2-5', '4-7', '6-8']);
  });

  it('keeps a group only when the rest stays pairable', () => {
    const players = field([1, 1, 0, 0]);
    // Pairing 1–2 leaves 3 and 4, who have met: no pairing of the paper's shape exists.
    meet(players, [3, 4]);
    const asked: number[][] = [];
    const feasible = (rest: readonly PairingPlayer[]) => {
      asked.push(rest.map((player) => player.id));
      return isPairable(rest);
    };
    expect(backtrackingProcedure(players, feasible)).toBeNull();
    expect(asked).toEqual([[3, 4]]);
  });

  it('gives up (null) when its step budget runs out', () => {
    const players = field([0, 0, 0, 0]);
    meet(players, [1, 3], [2, 3]);
    expect(backtrackingProcedure(players, always, 2)).toBeNull();
    expect(backtrackingProcedure(players, always, 100)).not.toBeNull();
  });
});

describe('with club-mates treated like a rematch (rules §3.9)', () => {
  const clubs = (players: PairingPlayer[], club: string, ...ids: number[]) =>
    players.map((player) => (ids.includes(player.id) ? { ...player, ...inClub(club) } : player));

  it('the paper procedure takes the next one instead of a club-mate', () => {
    const players = clubs(field([0, 0, 0, 0, 0, 0, 0, 0]), 'A', 1, 5);
    expect(show(paperProcedure(players))).toEqual(['1-5', '2-6', '3-7', '4-8']);
    expect(show(paperProcedure(players, canMeetOtherClub))).toEqual(['1-6 (avoids 5)', '2-5', '3-7', '4-8']);
  });

  it('the backtracking revises a choice when the paper leaves someone with only a club-mate or a rematch', () => {
    // 1, 3 of club A; 2, 4 of club B; 2–3 have met. On paper 1 takes 4 (avoiding 3), then 2 has only 3.
    const players = clubs(clubs(field([0, 0, 0, 0]), 'A', 1, 3), 'B', 2, 4);
    meet(players, [2, 3]);
    const feasible = (rest: readonly PairingPlayer[]) => isPairable(rest, canMeetOtherClub);
    expect(paperProcedure(players, canMeetOtherClub)).toBeNull();
    expect(show(backtrackingProcedure(players, feasible, undefined, canMeetOtherClub))).toEqual([
      '1-2 (avoids 3) (adjusted)',
      '3-4',
    ]);
    meet(players, [1, 2]);
    expect(isPairable(players, canMeetOtherClub)).toBe(false);
    expect(isPairable(players)).toBe(true);
  });
});
