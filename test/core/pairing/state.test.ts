// What the pairing knows of each player before a round (src/core/pairing/state.ts; rules §3.1,
// §3.4 regla 5, §3.6, §3.7, §18): points from the earlier rounds, who met whom (a forfeit is no
// meeting), byes, first moves, accelerated scores, and the pairs kept apart on both sides.
import type { Game } from '../../../src/core/model';
import { countsAsMeeting, isPresent, pairingState, virtualPoints } from '../../../src/core/pairing/state';
import { game, players, tournament } from './helpers';

/** A game without scores: pending, or decided by a Resultado typed (a forfeit). */
const unscored = (round: number, first: number, second: number, override: Game['override'] = null): Game => ({
  ...game(round, first, second),
  score1: null,
  score2: null,
  override,
});

describe('pairingState', () => {
  const field = players(6, (id) => (id === 2 ? { club: '  Club Ñandú ' } : {}));
  const games = [
    game(1, 1, 2, 1),
    game(1, 3, 4, 0.5),
    unscored(1, 5, 6, 'NP2'),
    game(2, 2, 1, 0),
    game(2, 3, null),
    unscored(2, 4, 5),
    // A later round than asked: ignored.
    game(3, 1, 6, 1),
  ];
  const state = pairingState(tournament(field, games), 3);

  it('points from the rounds before: wins, draws, a bye, a forfeit won; nothing for a game without a result', () => {
    expect([1, 2, 3, 4, 5, 6].map((id) => state.get(id)?.points)).toEqual([2, 0, 1.5, 0.5, 1, 0]);
  });

  it('a game played, off the board or still pending is a meeting; a forfeit and a bye are not', () => {
    expect([...(state.get(1)?.met ?? [])]).toEqual([2]);
    expect([...(state.get(4)?.met ?? [])].sort()).toEqual([3, 5]);
    expect(state.get(5)?.met.has(6)).toBe(false);
    expect(state.get(3)?.hadBye).toBe(true);
    expect(state.get(1)?.hadBye).toBe(false);
    expect(countsAsMeeting('offBoard')).toBe(true);
    expect(countsAsMeeting('forfeit')).toBe(false);
    expect(countsAsMeeting('bye')).toBe(false);
  });

  it('first moves by round: the first of a meeting starts; a bye or a forfeit marks neither', () => {
    expect(state.get(1)?.moves).toEqual(['first', 'second']);
    expect(state.get(1)?.starts).toBe(1);
    expect(state.get(2)?.starts).toBe(1);
    expect(state.get(3)?.moves).toEqual(['first', 'none']);
    expect(state.get(5)?.moves).toEqual(['none', 'second']);
    expect(state.get(6)?.moves).toEqual(['none', 'none']);
  });

  it('rank is the pairing order; the club trimmed for the reasons and folded for the rule', () => {
    expect([1, 2, 3, 4, 5, 6].map((id) => state.get(id)?.rank)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(state.get(2)).toMatchObject({ clubName: 'Club Ñandú', club: 'club nandu' });
  });

  it('before round 1: everyone on 0, nobody met, no marks', () => {
    const first = pairingState(tournament(field, games), 1);
    for (const player of first.values())
      expect(player).toMatchObject({ points: 0, score: 0, hadBye: false, starts: 0, moves: [] });
  });

  it('accelerated pairings add virtual points to the score, not to the points, until their round', () => {
    const accelerated = tournament(field, games, { acceleration: [{ fromId: 1, toId: 3, points: 1, untilRound: 3 }] });
    expect(virtualPoints(accelerated, 2, 3)).toBe(1);
    expect(virtualPoints(accelerated, 4, 3)).toBe(0);
    expect(virtualPoints(accelerated, 2, 4)).toBe(0);
    const at3 = pairingState(accelerated, 3);
    expect(at3.get(2)).toMatchObject({ points: 0, score: 1 });
    expect(at3.get(4)).toMatchObject({ points: 0.5, score: 0.5 });
    expect(pairingState(accelerated, 4).get(2)?.score).toBe(pairingState(accelerated, 4).get(2)?.points);
  });

  it('a pair kept apart is on both players, whichever side named it; unknown or self pairs are left out', () => {
    const apart = {
      ...tournament(field),
      forbiddenPairs: [
        [1, 4],
        [6, 1],
        [2, 99],
        [3, 3],
      ] as [number, number][],
    };
    const kept = pairingState(apart, 1);
    expect([...(kept.get(1)?.forbidden ?? [])].sort()).toEqual([4, 6]);
    expect([...(kept.get(4)?.forbidden ?? [])]).toEqual([1]);
    expect([...(kept.get(6)?.forbidden ?? [])]).toEqual([1]);
    expect(kept.get(2)?.forbidden).toBeUndefined();
    expect(kept.get(3)?.forbidden).toBeUndefined();
  });
});

describe('isPresent', () => {
  it('not before Entra en ronda, not from Retirado desde ronda, not in an Ausente round', () => {
    const [player] = players(1, () => ({ entryRound: 2, withdrawnFromRound: 5, absentRounds: [3] }));
    expect([1, 2, 3, 4, 5, 6].map((round) => isPresent(player, round))).toEqual([
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
  });
});
