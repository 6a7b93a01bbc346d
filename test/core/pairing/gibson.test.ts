// Regla de Gibson (rules §3.9): each criterion on hand-made players, then the rule through
// pairRound on a tournament whose history is written out below.
import { pairRound, pairRoundExplained, type Pairing } from '../../../src/core/pairing';
import {
  clinchedLeader,
  compareRanking,
  gibsonOpponent,
  outOfPrizes,
  pointsLeft,
} from '../../../src/core/pairing/gibson';
import { DEFAULT_CONFIG } from '../../../src/core/model';
import { clinchedHistory, inClub, meet, pairingPlayer, players, tournament } from './helpers';

/** Players N° 1..k with these points (rank = N°). */
const withPoints = (points: number[]) => points.map((p, index) => pairingPlayer(index + 1, { score: p, points: p }));
const ids = (list: readonly { id: number }[]) => list.map((player) => player.id);
const config = { ...DEFAULT_CONFIG, rounds: 7, prizePlaces: 3 };

describe('the pieces of the Gibson rule', () => {
  it('points left: a win a round from this one to the last planned round (a bigger bye counts instead)', () => {
    expect(pointsLeft({ rounds: 7, byePoints: 1 }, 6)).toBe(2);
    expect(pointsLeft({ rounds: 7, byePoints: 1 }, 7)).toBe(1);
    expect(pointsLeft({ rounds: 7, byePoints: 0.5 }, 5)).toBe(3);
    expect(pointsLeft({ rounds: 7, byePoints: 2 }, 6)).toBe(4);
    // A round beyond the plan is the last one.
    expect(pointsLeft({ rounds: 7, byePoints: 1 }, 9)).toBe(1);
  });

  it('clinched: the lead over every other player is larger than the points left, not equal', () => {
    const field = withPoints([2, 5, 3.5, 3]);
    expect(clinchedLeader(field, 1)?.id).toBe(2);
    expect(clinchedLeader(field, 1.5)).toBeNull();
    expect(clinchedLeader(withPoints([5, 5, 1]), 0)).toBeNull();
    expect(clinchedLeader(withPoints([5]), 0)).toBeNull();
  });

  it('"highest-ranked": more points first, then the pairing order', () => {
    const field = withPoints([1, 2, 2, 0]);
    expect(ids([...field].sort(compareRanking))).toEqual([2, 3, 1, 4]);
  });

  it('out of the prizes: at least Puestos con premio others already above his best possible total', () => {
    // Points 6, 4, 4, 3, 1 with 2 points left and 3 prize places.
    const field = withPoints([6, 4, 4, 3, 1]);
    const out = (id: number, places = 3) => outOfPrizes(field[id - 1], field, 2, places);
    expect(out(5)).toBe(true); // best 3: 6, 4, 4 are above
    expect(out(4)).toBe(false); // best 5: only 6 is above
    expect(out(4, 1)).toBe(true);
    // A tie with the last prize place could still share it: 3 + 1 = 4 is not below the two 4s.
    expect(outOfPrizes(field[3], field, 1, 3)).toBe(false);
    expect(outOfPrizes(field[4], field, 2, 4)).toBe(false);
  });

  it('the opponent: the highest-ranked player out of the prizes whom the leader has not met', () => {
    // 7 rounds, round 6 (2 points left), 3 prize places: N° 5–8 are out (best 3 or less).
    const field = withPoints([6, 4, 4, 3.5, 1, 1, 0.5, 0]);
    meet(field, [1, 5]);
    const opponent = gibsonOpponent(field[0], field, field, config, 6, false);
    expect(opponent?.id).toBe(6);
  });

  it('skips a candidate whose pairing would leave the others unpairable (rules §3.5)', () => {
    const field = withPoints([6, 4, 4, 3.5, 1, 1, 0.5, 0]);
    expect(gibsonOpponent(field[0], field, field, config, 6, false)?.id).toBe(5);
    // N° 6 has met everyone but 1 and 5: if 1 took 5, nobody would be left for 6.
    meet(field, [6, 2], [6, 3], [6, 4], [6, 7], [6, 8]);
    expect(gibsonOpponent(field[0], field, field, config, 6, false)?.id).toBe(6);
  });

  it('while Evitar mismo club applies, a player of another club first', () => {
    const field = withPoints([6, 4, 4, 3.5, 1, 1, 0.5, 0]);
    Object.assign(field[0], inClub('Alcalá'));
    Object.assign(field[4], inClub('ALCALA'));
    expect(gibsonOpponent(field[0], field, field, config, 6, true)?.id).toBe(6);
    expect(gibsonOpponent(field[0], field, field, config, 6, false)?.id).toBe(5);
  });

  it('none when every player out of the prizes has met the leader, or nobody is out', () => {
    const field = withPoints([6, 4, 4, 3.5, 1, 1, 0.5, 0]);
    meet(field, [1, 5], [1, 6], [1, 7], [1, 8]);
    expect(gibsonOpponent(field[0], field, field, config, 6, false)).toBeNull();
    const close = withPoints([6, 4, 4, 3.5, 3, 3, 3, 3]);
    expect(gibsonOpponent(close[0], close, close, config, 6, false)).toBeNull();
  });
});

describe('Regla de Gibson through pairRound (rules §3.9)', () => {
  const history = clinchedHistory();
  const boardOf = (pairings: Pairing[], id: number) =>
    pairings.find((pairing) => pairing.first === id || pairing.second === id) as Pairing;
  const opponentOf = (pairings: Pairing[], id: number) => {
    const board = boardOf(pairings, id);
    return board.first === id ? board.second : board.first;
  };

  it('without the rule the leader floats onto the next group: 1 has met 3, so he meets 7, a contender', () => {
    const result = pairRound(tournament(players(8), history, { rounds: 4 }));
    expect(opponentOf(result.pairings, 1)).toBe(7);
  });

  it('with it, the clinched leader (3 points, 1 left, lead 1½) meets the highest-ranked player out of the prizes', () => {
    // 2 prize places: N° 4, 5, 6, 8 (0 points, best 1) have 1, 3 and 7 above them; 2 (best 2) does not.
    // Unmet among them: 4, 6, 8 — all on 0, so the pairing order decides: 4.
    const result = pairRoundExplained(tournament(players(8), history, { rounds: 4, gibson: true, prizePlaces: 2 }));
    const board = boardOf(result.pairings, 1);
    expect(opponentOf(result.pairings, 1)).toBe(4);
    expect(board.reasons).toEqual([{ key: 'pairing.reason.gibson', params: { number: 1 } }]);
    expect(board.table).toBe(1);
    // Everyone is paired once, and the other boards do not claim the rule.
    const everyone = result.pairings.flatMap((p) => [p.first, p.second]).sort();
    expect(everyone).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const other of result.pairings.filter((p) => p !== board))
      expect(other.reasons.map((reason) => reason.key)).not.toContain('pairing.reason.gibson');
  });

  it('when nobody is out of the prizes the usual pairing stands and the leader’s board says why', () => {
    // 4 prize places: only 1, 3 and 7 are above 1 point, so nobody is out.
    const result = pairRound(tournament(players(8), history, { rounds: 4, gibson: true, prizePlaces: 4 }));
    const plain = pairRound(tournament(players(8), history, { rounds: 4 }));
    expect(result.pairings.map((p) => [p.first, p.second])).toEqual(plain.pairings.map((p) => [p.first, p.second]));
    expect(boardOf(result.pairings, 1).reasons).toContainEqual({
      key: 'pairing.reason.gibsonNoOpponent',
      params: { number: 1 },
    });
  });

  it('a lead equal to the points left has not clinched: the rule does nothing', () => {
    // 5 planned rounds: 2 points left, lead 1½.
    const ruled = pairRound(tournament(players(8), history, { rounds: 5, gibson: true, prizePlaces: 2 }));
    expect(ruled).toEqual(pairRound(tournament(players(8), history, { rounds: 5 })));
  });
});
