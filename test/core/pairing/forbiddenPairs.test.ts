// rules §18 No emparejar con, piece by piece: the criterion, the refusal naming the pair and
// the round, the guard, the round robin's Berger table, the reasons.
import { AtrilError } from '../../../src/core/errors';
import type { Game, Tournament } from '../../../src/core/model';
import { pairRound, pairRoundExplained, pendingGames } from '../../../src/core/pairing';
import { canMeet, forbiddenPair } from '../../../src/core/pairing/criteria';
import { bergerMeetingRound } from '../../../src/core/pairing/forbiddenPairs';
import { assertLegalRound, roundBreaches } from '../../../src/core/pairing/legality';
import { bergerRound } from '../../../src/core/pairing/roundRobin';
import { errorOf } from '../../support/errors';
import { game, pairingPlayer, players, tournament } from './helpers';

const boards = (t: Tournament, round?: number) =>
  pairRound(t, round).pairings.map((p) => (p.second === null ? [p.first] : [p.first, p.second].sort((a, b) => a - b)));

const meets = (t: Tournament, a: number, b: number, round?: number) =>
  boards(t, round).some((board) => board.includes(a) && board.includes(b));

describe('the criterion (rules §18)', () => {
  it('a kept-apart pair may not meet, either way round, like a rematch', () => {
    const a = pairingPlayer(1, { forbidden: new Set([2]) });
    const b = pairingPlayer(2, { forbidden: new Set([1]) });
    expect(forbiddenPair(a, b)).toBe(true);
    expect(canMeet(a, b)).toBe(false);
    expect(canMeet(a, pairingPlayer(3))).toBe(true);
  });
});

describe('Swiss rounds keep the pair apart', () => {
  it('round 1: 1 v 3 and 2 v 4 on paper; with 1–3 kept apart, 1 meets 4 and the board says why', () => {
    const plain = tournament(players(4));
    expect(meets(plain, 1, 3)).toBe(true);
    const apart = { ...plain, forbiddenPairs: [[1, 3] as const] };
    expect(meets(apart, 1, 3)).toBe(false);
    const table1 = pairRound(apart).pairings[0];
    expect([table1.first, table1.second].sort()).toEqual([1, 4]);
    expect(table1.reasons).toContainEqual({ key: 'pairing.reason.avoidForbidden', params: { number: 3 } });
  });

  it('one side is enough: the pair is read both ways', () => {
    const t = { ...tournament(players(4)), forbiddenPairs: [[3, 1] as const] };
    expect(meets(t, 1, 3)).toBe(false);
  });

  it('a late entrant is kept apart from the round he enters', () => {
    // N° 5 and 6 enter in round 2; round 1 was 1 v 3 and 2 v 4.
    const late = players(6, (id) => (id >= 5 ? { entryRound: 2 } : {}));
    const t = tournament(late, [game(1, 1, 3), game(1, 2, 4)]);
    const board = pairRound(t, 2).pairings.find((p) => p.first === 5 || p.second === 5);
    const partner = board?.first === 5 ? (board.second as number) : (board?.first as number);
    expect(partner).toBeGreaterThan(0);
    const apart = { ...t, forbiddenPairs: [[5, partner] as const] };
    expect(meets(apart, 5, partner, 2)).toBe(false);
    expect(boards(apart, 2).flat().sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('the bye moves when the rest could not be paired otherwise', () => {
    // Three players: 3 would rest, leaving 1 v 2 — kept apart, so 2 rests and 1 meets 3.
    const t = { ...tournament(players(3)), forbiddenPairs: [[1, 2] as const] };
    const round = pairRound(t).pairings;
    expect(round.find((p) => p.second === null)?.first).not.toBe(3);
    expect(meets(t, 1, 2)).toBe(false);
  });

  it('a round that cannot be paired without the game is refused naming the pair and the round', () => {
    const t = { ...tournament(players(2)), forbiddenPairs: [[1, 2] as const] };
    expect(() => pairRound(t)).toThrow(AtrilError);
    const message = errorOf(() => pairRound(t));
    expect(message).toContain('ronda 1');
    expect(message).toContain('Player 001 (1) – Player 002 (2)');
    expect(message).toContain('No emparejar con');
    expect(errorOf(() => pairRound(t), 'en')).toContain('round 1 was not paired');
  });

  it('round 3 of four players who have met: the pair that blocks is named, not the rematches', () => {
    // After 1–2, 3–4 and 1–3, 2–4 only 1–4 and 2–3 are left; keeping 1–4 apart blocks round 3.
    const t = {
      ...tournament(players(4), [game(1, 1, 2), game(1, 3, 4), game(2, 1, 3), game(2, 2, 4)]),
      forbiddenPairs: [[1, 4] as const],
    };
    const message = errorOf(() => pairRound(t, 3));
    expect(message).toContain('ronda 3');
    expect(message).toContain('(1) – Player 004 (4)');
  });

  it('rematches, not the pair, stay the reason when allowing the pair would not help', () => {
    const t = {
      ...tournament(players(2), [game(1, 1, 2)]),
      forbiddenPairs: [[1, 2] as const],
    };
    let caught: unknown = null;
    try {
      pairRound(t, 2);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AtrilError);
    expect((caught as AtrilError).key).not.toBe('pairing.forbidden.impossible');
  });

  it('accelerated rounds and "Evitar mismo club" keep the pair apart too', () => {
    const field = players(8, (id) => ({ club: id <= 4 ? 'A' : 'B' }));
    const t = {
      ...tournament(field, [], {
        avoidSameClubUntilRound: 2,
        acceleration: [{ fromId: 1, toId: 4, points: 1, untilRound: 2 }],
      }),
      forbiddenPairs: [[1, 5] as const, [2, 6] as const, [3, 7] as const],
    };
    const round = boards(t);
    for (const [a, b] of [
      [1, 5],
      [2, 6],
      [3, 7],
    ])
      expect(round.some((board) => board.includes(a) && board.includes(b))).toBe(false);
  });
});

describe('the guard refuses a forbidden board, whoever made it (rules §3.5, §18)', () => {
  it('a hand-made round with the pair on a board: the checker reports it, the guard refuses it', () => {
    const t = { ...tournament(players(4)), forbiddenPairs: [[1, 3] as const] };
    const games: Game[] = pendingGames({
      round: 1,
      pairings: [
        { table: 1, first: 1, second: 3, reasons: [] },
        { table: 2, first: 4, second: 2, reasons: [] },
      ],
    });
    expect(roundBreaches(t, 1, games).map((b) => b.message.key)).toContain('check.illegal.forbidden');
    const message = errorOf(() => assertLegalRound(t, 1, games));
    expect(message).toContain('mesa 1');
    expect(message).toContain('Player 001 (1)');
    expect(message).toContain('Player 003 (3)');
  });
});

describe('round robin (DECISION docs/pairing.md: refused while the table would bring the pair together)', () => {
  it('the meeting round of two places is the one bergerRound puts them in, n = 2..14', () => {
    for (let n = 2; n <= 14; n++) {
      const rounds = n % 2 === 0 ? n - 1 : n;
      for (let round = 1; round <= rounds; round++)
        for (const [x, y] of bergerRound(n, round)) if (y !== null) expect(bergerMeetingRound(n, x, y)).toBe(round);
    }
  });

  it('refused from round 1, naming the pair and the round they would meet', () => {
    const t = { ...tournament(players(6), [], { system: 'roundRobin' }), forbiddenPairs: [[2, 5] as const] };
    const meeting = bergerMeetingRound(6, 2, 5);
    const message = errorOf(() => pairRound(t, 1));
    expect(message).toContain(`en la ronda ${meeting}`);
    expect(message).toContain('Player 002 (2)');
    expect(message).toContain('Player 005 (5)');
    expect(message).toContain('todos contra todos');
  });

  it('not refused once their game is behind, or when one of them does not play that round', () => {
    const field = players(6);
    const meeting = bergerMeetingRound(6, 2, 5);
    const absent = {
      ...tournament(
        players(6, (id) => (id === 5 ? { absentRounds: [meeting] } : {})),
        [],
        { system: 'roundRobin' },
      ),
      forbiddenPairs: [[2, 5] as const],
    };
    expect(() => pairRoundExplained(absent, 1)).not.toThrow();
    const t = tournament(field, [], { system: 'roundRobin' });
    for (let round = 1; round <= meeting; round++)
      t.games.push(
        ...pendingGames(pairRound(t, round)).map((g) => (g.second === null ? g : { ...g, score1: 400, score2: 300 })),
      );
    expect(() => pairRound({ ...t, forbiddenPairs: [[2, 5]] }, meeting + 1)).not.toThrow();
  });
});
