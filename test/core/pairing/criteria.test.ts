// Unit tests of the pairing criteria (criteria.ts), each named after the rule it states.
import {
  BEST_FIT_LEVELS,
  avoidsSameClub,
  boundariesCrossed,
  byeCandidates,
  canGetBye,
  canMeet,
  canMeetOtherClub,
  candidatesInOrder,
  compareTable,
  compareTables,
  costLevels,
  firstMoveAfterRoundOne,
  GROUP_LEVELS,
  higherStartsInRoundOne,
  pairCost,
  pointGap,
  sameClub,
  sameClubBoard,
  scoreGroupEnd,
  scoreGroups,
  seating,
  squaredGap,
} from '../../../src/core/pairing/criteria';
import type { PairingPlayer } from '../../../src/core/pairing/state';
import { field, inClub, meet, pairingPlayer } from './helpers';

const ids = (players: readonly PairingPlayer[]) => players.map((player) => player.id);

/** The seats of a field, by N°. */
function seatsOf(scores: readonly number[]) {
  const seats = seating(field(scores));
  return (id: number) => seats.find((seat) => seat.player.id === id) as ReturnType<typeof seating>[number];
}

/** Sum of each level over the pairs [N°, N°] (higher first) of a field: a pairing's fit. */
function fit(scores: readonly number[], pairs: [number, number][]): number[] {
  const seat = seatsOf(scores);
  return pairs
    .map(([a, b]) => pairCost(seat(a), seat(b)))
    .reduce((sum, levels) => sum.map((value, level) => value + levels[level]));
}

describe('who may meet (rules §3.1, §3.4 step 3)', () => {
  it('canMeet: two players who have not met, never a player with himself', () => {
    const [a, b, c] = field([0, 0, 0]);
    meet([a, b, c], [1, 2]);
    expect(canMeet(a, c)).toBe(true);
    expect(canMeet(a, b)).toBe(false);
    expect(canMeet(b, a)).toBe(false);
    expect(canMeet(a, a)).toBe(false);
  });

  it('canGetBye: only a player who has not had one (rules §3.4 step 4)', () => {
    expect(canGetBye(pairingPlayer(1))).toBe(true);
    expect(canGetBye(pairingPlayer(1, { hadBye: true }))).toBe(false);
  });
});

describe('the table and its score groups (rules §3.4 step 1)', () => {
  it('compareTable: higher pairing score first, equal scores in pairing order', () => {
    const [a, b, c] = [
      pairingPlayer(1, { score: 1 }),
      pairingPlayer(2, { score: 2 }),
      pairingPlayer(3, { score: 1, rank: 0 }),
    ];
    expect(ids([a, b, c].sort(compareTable))).toEqual([2, 3, 1]);
  });

  it('scoreGroups: highest score first, each group in pairing order, whatever the input order', () => {
    const players = field([1, 0, 2, 1, 0, 1]);
    expect(scoreGroups([...players].reverse()).map(ids)).toEqual([[3], [1, 4, 6], [2, 5]]);
    expect(scoreGroups([])).toEqual([]);
  });

  it('scoreGroups: the pairing score counts (virtual points of rules §3.6), not the standings points', () => {
    const players = [pairingPlayer(1, { points: 0, score: 1 }), pairingPlayer(2, { points: 1, score: 1 })];
    expect(scoreGroups(players).map(ids)).toEqual([[1, 2]]);
  });

  it('scoreGroupEnd: the index after the last player of the group that starts there', () => {
    const sorted = field([2, 2, 1, 0, 0]);
    expect(scoreGroupEnd(sorted, 0)).toBe(2);
    expect(scoreGroupEnd(sorted, 2)).toBe(3);
    expect(scoreGroupEnd(sorted, 3)).toBe(5);
    expect(scoreGroupEnd(sorted, 4)).toBe(5);
    expect(scoreGroupEnd(sorted, 5)).toBe(5);
  });

  it('seating: position in the table, group index, group start and size', () => {
    const seats = seating(field([0, 1, 1, 2]));
    expect(seats.map(({ player, ...seat }) => [player.id, seat])).toEqual([
      [4, { position: 0, group: 0, groupStart: 0, groupSize: 1 }],
      [2, { position: 1, group: 1, groupStart: 1, groupSize: 2 }],
      [3, { position: 2, group: 1, groupStart: 1, groupSize: 2 }],
      [1, { position: 3, group: 2, groupStart: 3, groupSize: 1 }],
    ]);
  });
});

describe('the bye (rules §3.4 step 4)', () => {
  it('byeCandidates: the last of the table first (fewest points, then lowest in pairing order), never a second bye', () => {
    const players = field([1, 0, 0, 1, 0]);
    players[4].hadBye = true;
    expect(ids(byeCandidates(players))).toEqual([3, 2, 4, 1]);
  });
});

describe('halves (rules §3.4 steps 2 and 3)', () => {
  const group = [1, 2, 3, 4, 5, 6];
  const all = () => true;

  /** The candidates of `player` in the group, as a list. */
  const order = (player: number, unpaired: (other: number) => boolean = all) => [
    ...candidatesInOrder(group, unpaired, group.indexOf(player)),
  ];

  it('candidatesInOrder: a top-half player looks at the bottom half in order, then his own half below him', () => {
    expect(order(1)).toEqual([4, 5, 6, 2, 3]);
    expect(order(2)).toEqual([4, 5, 6, 3]);
    expect(order(3)).toEqual([4, 5, 6]);
  });

  it('candidatesInOrder: a bottom-half player only meets the bottom half; paired players are skipped', () => {
    expect(order(4)).toEqual([5, 6]);
    const paired = new Set([1, 5]);
    expect(order(2, (other) => !paired.has(other))).toEqual([4, 6, 3]);
  });
});

describe('best fit, one level each (rules §3.5)', () => {
  // Table: N° 1 (2 pts), 2 and 3 (1½), 4 and 5 (1), 6 (0).
  const scores = [2, 1.5, 1.5, 1, 1, 0];
  const seat = seatsOf(scores);

  it('boundariesCrossed: 0 inside a group, 1 between neighbours, one more per group between', () => {
    expect(boundariesCrossed(seat(2), seat(3))).toBe(0);
    expect(boundariesCrossed(seat(1), seat(2))).toBe(1);
    expect(boundariesCrossed(seat(1), seat(6))).toBe(3);
  });

  it('pointGap counts half points, squaredGap squares it', () => {
    expect(pointGap(seat(1), seat(2))).toBe(1);
    expect(pointGap(seat(1), seat(6))).toBe(4);
    expect(pointGap(seat(4), seat(5))).toBe(0);
    expect(squaredGap(seat(1), seat(6))).toBe(16);
    expect(squaredGap(seat(2), seat(4))).toBe(1);
  });

  it('pairCost gives the levels in the order of rules §3.5', () => {
    expect(BEST_FIT_LEVELS).toEqual([boundariesCrossed, pointGap, squaredGap]);
    expect(pairCost(seat(1), seat(5))).toEqual([2, 2, 4]);
    expect(pairCost(seat(2), seat(5))).toEqual([1, 1, 1]);
    expect(pairCost(seat(4), seat(5))).toEqual([0, 0, 0]);
  });

  it('GROUP_LEVELS: levels 1–3 depend on the two score groups only (same groups, same cost)', () => {
    expect([...GROUP_LEVELS]).toEqual([...BEST_FIT_LEVELS]);
    for (const level of GROUP_LEVELS) {
      expect(level(seat(2), seat(4))).toBe(level(seat(3), seat(5)));
    }
    expect(GROUP_LEVELS.has(sameClubBoard)).toBe(false);
  });

  it('the example of rules §3.5: one board 2 v 0 against boards 2 v 1 and 1 v 0 differs only in squared gaps', () => {
    // Groups on 2 points (N° 1–3), 1 point (4, 5) and 0 points (6–8); all else inside groups.
    const groups = [2, 2, 2, 1, 1, 0, 0, 0];
    const oneLong = fit(groups, [
      [1, 6],
      [2, 3],
      [4, 5],
      [7, 8],
    ]);
    const twoShort = fit(groups, [
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
    ]);
    expect(oneLong).toEqual([2, 4, 16]);
    expect(twoShort).toEqual([2, 4, 8]);
  });
});

describe('first move (rules §3.3, §3.7)', () => {
  it('round 1 alternates by table: the higher-ranked starts on odd tables, or on even ones with the setting', () => {
    expect([1, 2, 3, 4].map((table) => higherStartsInRoundOne(table, 'higher'))).toEqual([true, false, true, false]);
    expect([1, 2, 3, 4].map((table) => higherStartsInRoundOne(table, 'lower'))).toEqual([false, true, false, true]);
  });

  it('fewer starts starts, whatever happened in the latest round', () => {
    const a = pairingPlayer(1, { moves: ['second', 'second', 'first'] });
    const b = pairingPlayer(2, { moves: ['first', 'first', 'second'] });
    expect(firstMoveAfterRoundOne(a, b)).toBe(a);
    expect(firstMoveAfterRoundOne(b, a)).toBe(a);
  });

  it('equal starts: rounds where both histories agree (byes and forfeits included) are passed over', () => {
    const a = pairingPlayer(1, { moves: ['second', 'first', 'none', 'first'] });
    const b = pairingPlayer(2, { moves: ['first', 'second', 'none', 'first'] });
    // Round 2 is the latest difference: a started there, so b starts now.
    expect(firstMoveAfterRoundOne(a, b)).toBe(b);
    expect(firstMoveAfterRoundOne(b, a)).toBe(b);
  });

  it("a round without a game ('none': bye, forfeit) and a second are both non-starts: no difference", () => {
    const played = pairingPlayer(1, { moves: ['first', 'second'] });
    const rested = pairingPlayer(2, { moves: ['first', 'none'] });
    // No round tells them apart: the higher in the table, N° 1, starts.
    expect(firstMoveAfterRoundOne(rested, played)).toBe(played);
    expect(firstMoveAfterRoundOne(played, rested)).toBe(played);
  });

  it('otherwise the higher in the table (pairing score, then pairing order)', () => {
    const low = pairingPlayer(1, { score: 1, moves: ['first'] });
    const high = pairingPlayer(5, { score: 2, moves: ['first'] });
    expect(firstMoveAfterRoundOne(low, high)).toBe(high);
    const [a, b] = [pairingPlayer(3), pairingPlayer(4)];
    expect(firstMoveAfterRoundOne(b, a)).toBe(a);
  });

  it('compareTables: tables from the top, by the better player of each pair', () => {
    const [p1, p2, p3, p4] = field([0, 1, 0, 1]);
    // Pair (1, 4): better player 4 (1 pt); pair (2, 3): better player 2 (1 pt, higher in pairing order).
    expect(compareTables([p1, p4], [p2, p3])).toBeGreaterThan(0);
    expect(compareTables([p3, p2], [p4, p1])).toBeLessThan(0);
    expect(compareTables([p1, p3], [p1, p3])).toBe(0);
  });
});

describe('club rule (rules §3.9 Evitar mismo club hasta ronda)', () => {
  it('sameClub: clubs compared folded (case, accents, blanks); a blank club is no club', () => {
    const a = pairingPlayer(1, inClub('Club Alcalá'));
    const b = pairingPlayer(2, inClub('  club  ALCALA '));
    const c = pairingPlayer(3, inClub('Club Bilbao'));
    const [d, e] = [pairingPlayer(4, inClub('')), pairingPlayer(5, inClub('   '))];
    expect(sameClub(a, b)).toBe(true);
    expect(sameClub(a, c)).toBe(false);
    expect(sameClub(d, e)).toBe(false);
    expect(sameClub(d, a)).toBe(false);
  });

  it('canMeetOtherClub: not met and not club-mates', () => {
    const [a, b, c] = [1, 2, 3].map((id) => pairingPlayer(id, inClub(id === 3 ? 'B' : 'A')));
    expect(canMeetOtherClub(a, c)).toBe(true);
    expect(canMeetOtherClub(a, b)).toBe(false);
    meet([a, b, c], [1, 3]);
    expect(canMeetOtherClub(a, c)).toBe(false);
  });

  it('avoidsSameClub: rounds 1..N; 0 is off', () => {
    expect([1, 2, 3].map((round) => avoidsSameClub(2, round))).toEqual([true, true, false]);
    expect(avoidsSameClub(0, 1)).toBe(false);
    expect(avoidsSameClub(9, 5)).toBe(true);
  });

  it('sameClubBoard comes before the rules §3.5 levels only while the rule applies', () => {
    const seats = seating([pairingPlayer(1, inClub('A')), pairingPlayer(2, inClub('a')), pairingPlayer(3)]);
    expect(sameClubBoard(seats[0], seats[1])).toBe(1);
    expect(sameClubBoard(seats[0], seats[2])).toBe(0);
    expect(costLevels(false)).toBe(BEST_FIT_LEVELS);
    expect(costLevels(true)).toEqual([sameClubBoard, ...BEST_FIT_LEVELS]);
    expect(pairCost(seats[0], seats[1], costLevels(true))).toEqual([1, ...pairCost(seats[0], seats[1])]);
  });
});
