// Unit tests of the Swiss pairing rules (rules §3.2–§3.8), each citing the rule it checks.
import { AtrilError } from '../../../src/core/errors';
import type { Game } from '../../../src/core/model';
import { nextRound, pairRound, pairRoundExplained, type Pairing } from '../../../src/core/pairing';
import { firstMoveAfterRoundOne } from '../../../src/core/pairing/criteria';
import type { FirstMoveMark } from '../../../src/core/pairing/state';
import { game, pairingPlayer, players, tournament } from './helpers';

/** Pairings as "first-second" strings, bye as "k-BYE", in table order. */
const show = (pairings: Pairing[]) => pairings.map((p) => `${p.first}-${p.second ?? 'BYE'}`);
const forfeit = (round: number, first: number, second: number, override: Game['override']): Game => ({
  round,
  table: 1,
  first,
  second,
  score1: null,
  score2: null,
  override,
});

describe('round 1 (rules §3.3)', () => {
  it('pairs the top half against the bottom half, N° 1 against n/2+1', () => {
    expect(show(pairRound(tournament(players(8))).pairings)).toEqual(['1-5', '6-2', '3-7', '8-4']);
  });

  it('gives the bye to the last in pairing order when n is odd', () => {
    expect(show(pairRound(tournament(players(7))).pairings)).toEqual(['1-4', '5-2', '3-6', '7-BYE']);
  });

  it('alternates the first move by table; the setting lets the lower-ranked start on table 1', () => {
    const lower = pairRound(tournament(players(8), [], { firstMoveTable1: 'lower' })).pairings;
    expect(show(lower)).toEqual(['5-1', '2-6', '7-3', '4-8']);
  });

  it('uses the ranking list (rules §3.2): rating order, not the order of the rows or the N°', () => {
    // N° 4 has the highest rating: it heads the pairing order.
    const list = players(4, (id) => ({ rating: 1500 + 100 * id }));
    expect(show(pairRound(tournament(list)).pairings)).toEqual(['4-2', '1-3']);
  });

  it('orders unrated players after rated ones, by known average (rules §3.2)', () => {
    const list = players(4, (id) => (id <= 2 ? { rating: null, average: id === 1 ? 350 : 400 } : {}));
    // Pairing order: 3, 4 (rated), then 2 (average 400), then 1 (350).
    expect(show(pairRound(tournament(list)).pairings)).toEqual(['3-2', '1-4']);
  });
});

describe('later rounds, the FISE procedure (rules §3.4)', () => {
  it('regla 2: an odd score group takes the first of the next group into its last place; tables from the top (§3.7)', () => {
    // After round 1: 1 pt: 1, 3, 6; ½: 4, 8; 0: 2, 5, 7.
    const games = [game(1, 1, 5, 1), game(1, 2, 6, 0), game(1, 3, 7, 1), game(1, 4, 8, 0.5)];
    const result = pairRound(tournament(players(8), games));
    // [1,3,6]+4 → 1–6, 3–4; [8]+2 → 8–2; [5,7] → 5–7. First moves by §3.7.
    expect(show(result.pairings)).toEqual(['6-1', '3-4', '8-2', '5-7']);
    // The floater, N° 4, moves up from ½ point to the 1-point group.
    expect(result.pairings[1].reasons).toEqual([
      { key: 'pairing.reason.float', params: { number: 4, from: 0.5, to: 1 } },
    ]);
    expect(result.pairings[0].reasons).toEqual([]);
  });

  it('regla 3: on a rematch the player takes the next one in the group, with the reason', () => {
    // All draws in round 1 (1–5, 2–6, 3–7, 4–8): one group of ½ point.
    const games = [1, 2, 3, 4].map((i) => game(1, i, i + 4, 0.5));
    const { pairings } = pairRound(tournament(players(8), games));
    const pairs = pairings.map((p) => [p.first, p.second].sort((a, b) => (a as number) - (b as number)).join('-'));
    expect(pairs).toEqual(['1-6', '2-5', '3-8', '4-7']);
    expect(pairings[0].reasons).toEqual([{ key: 'pairing.reason.avoidRematch', params: { number: 5 } }]);
    expect(pairings[1].reasons).toEqual([]);
    expect(pairings[2].reasons).toEqual([{ key: 'pairing.reason.avoidRematch', params: { number: 7 } }]);
  });

  it('regla 4: the bye goes to the last of the table who has not had one; at most one bye each', () => {
    // Round 1: 1–3 (1 wins), 2–4 (2 wins), 5 rests. Round 2: 4 and 3 have 0 points; 4 is last.
    const games = [game(1, 1, 3, 1), game(1, 2, 4, 1), game(1, 5, null)];
    expect(pairRound(tournament(players(5), games)).pairings.at(-1)).toMatchObject({ first: 4, second: null });
    // If 4 had already rested, the bye passes to 3.
    const withBye = [game(1, 1, 3, 1), game(1, 2, 5, 1), game(1, 4, null)];
    expect(pairRound(tournament(players(5), withBye)).pairings.at(-1)).toMatchObject({ first: 5, second: null });
  });

  it('regla 5: withdrawn and absent players are not paired, late entrants join with 0 points', () => {
    const list = players(6, (id) =>
      id === 6 ? { entryRound: 2 } : id === 5 ? { absentRounds: [1] } : id === 4 ? { withdrawnFromRound: 2 } : {},
    );
    const t = tournament(list);
    expect(show(pairRound(t).pairings)).toEqual(['1-3', '4-2']);
    t.games.push(game(1, 1, 3, 1), game(1, 4, 2, 0));
    // Round 2: 1 and 2 have 1 point; 3, 5 (absent: 0) and 6 (late) have 0; 4 withdrew. 6 is last → bye.
    // 3 and 5 have no starts and never differed (3 was second, 5 absent): the higher-ranked 3 starts (§3.7).
    expect(show(pairRound(t).pairings)).toEqual(['2-1', '3-5', '6-BYE']);
  });

  it('a forfeited game (NP) was not played: the two may meet again (docs/pairing.md)', () => {
    const games = [forfeit(1, 1, 3, 'NP'), forfeit(1, 2, 4, 'NP')];
    const pairs = pairRound(tournament(players(4), games)).pairings.map((p) => [p.first, p.second].sort().join('-'));
    expect(pairs).toEqual(['1-3', '2-4']);
    // The same pairs after a played game are avoided.
    const played = [game(1, 1, 3, 0.5), game(1, 2, 4, 0.5)];
    const again = pairRound(tournament(players(4), played)).pairings.map((p) => [p.first, p.second].sort().join('-'));
    expect(again).toEqual(['1-4', '2-3']);
  });

  it('forfeit points: the present player gets 1, the absent 0 (rules §3.1)', () => {
    // 1 did not show against 3 (NP1): 3 has 1 point and leads the table.
    const games = [forfeit(1, 1, 3, 'NP1'), game(1, 2, 4, 0)];
    const { pairings } = pairRound(tournament(players(4), games));
    expect(pairings[0].first === 3 || pairings[0].second === 3).toBe(true);
  });
});

describe('the guarantees (rules §3.5)', () => {
  it('uses the paper procedure when it succeeds', () => {
    expect(
      pairRoundExplained(
        tournament(
          players(8),
          [1, 2, 3, 4].map((i) => game(1, i, i + 4, 1)),
        ),
      ).method,
    ).toBe('paper');
  });

  it('revises choices inside the group when the paper procedure gets stuck', () => {
    // All draws: 1–4, 2–5, 3–6. Paper: 1–5, 2–4, then 3 can only meet 6 again.
    const result = pairRoundExplained(
      tournament(
        players(6),
        [1, 2, 3].map((i) => game(1, i, i + 3, 0.5)),
      ),
    );
    expect(result.method).toBe('backtracking');
    const pairs = result.pairings.map((p) => [p.first, p.second].sort().join('-'));
    expect(pairs).toEqual(['1-5', '2-6', '3-4']);
    expect(result.pairings[1].reasons).toEqual([{ key: 'pairing.reason.adjusted', params: {} }]);
  });

  it('finds the only legal pairing when no pairing of the paper shape exists', () => {
    // 1 (2 pts) has met 2 and 3; 2 and 3 (1 pt) have met 4 and 1 — only 1–4, 2–3 is legal.
    const games = [game(1, 1, 3, 1), game(1, 2, 4, 1), game(2, 1, 2, 1), game(2, 3, 4, 1)];
    const result = pairRoundExplained(tournament(players(4), games));
    expect(result.method).toBe('optimised');
    expect(result.pairings.map((p) => [p.first, p.second].sort().join('-'))).toEqual(['1-4', '2-3']);
    // 1's paper partner is 2, the floater into his group: the board says why he plays 4 instead.
    expect(result.pairings[0].reasons).toEqual([
      { key: 'pairing.reason.float', params: { number: 4, from: 0, to: 2 } },
      { key: 'pairing.reason.avoidRematch', params: { number: 2 } },
    ]);
  });

  it('refuses clearly, naming the players, when nobody can be paired without a rematch', () => {
    const games = [game(1, 1, 4), game(1, 2, 3), game(2, 1, 3), game(2, 2, 4), game(3, 1, 2), game(3, 3, 4)];
    const t = tournament(players(4), games);
    expect(() => pairRound(t)).toThrow(AtrilError);
    try {
      pairRound(t);
    } catch (error) {
      expect((error as AtrilError).key).toBe('pairing.impossible.none');
      expect(String((error as AtrilError).params.players)).toContain('Player 001 (1)');
    }
  });

  it('refuses when the number is odd and nobody who could rest leaves the others pairable', () => {
    // 5 has met 2, 3 and 4; 1 has met 2, 3 and 4; 2, 3 and 4 have all rested.
    const games = [
      game(1, 1, 2, 0),
      game(1, 4, 5, 1),
      game(1, 3, null),
      game(2, 1, 3, 0),
      game(2, 2, 5, 1),
      game(2, 4, null),
      game(3, 1, 4, 0),
      game(3, 3, 5, 1),
      game(3, 2, null),
    ];
    try {
      pairRound(tournament(players(5), games));
      throw new Error('expected a refusal');
    } catch (error) {
      expect((error as AtrilError).key).toMatch(/^pairing\.impossible\./);
    }
  });

  it('is deterministic: the same tournament in another row order gives the same pairing', () => {
    const games = [1, 2, 3, 4, 5].map((i) => game(1, i, i + 5, i % 2 === 0 ? 0 : 1));
    const list = players(11);
    const a = pairRound(tournament(list, games));
    const b = pairRound(tournament([...list].reverse(), [...games].reverse()));
    expect(b).toEqual(a);
  });
});

describe('accelerated pairings (rules §3.6)', () => {
  it('adds virtual points to a N° range up to a round, for pairing only', () => {
    const t = tournament(players(8), [], { acceleration: [{ fromId: 1, toId: 4, points: 1, untilRound: 1 }] });
    expect(show(pairRound(t).pairings)).toEqual(['1-3', '4-2', '5-7', '8-6']);
  });

  it('stops after the given round', () => {
    const games = [game(1, 1, 3, 1), game(1, 2, 4, 1), game(1, 5, 7, 1), game(1, 6, 8, 1)];
    const t = tournament(players(8), games, { acceleration: [{ fromId: 1, toId: 4, points: 1, untilRound: 1 }] });
    // Round 2 without virtual points: 1 pt: 1, 2, 5, 6; 0: 3, 4, 7, 8.
    const pairs = pairRound(t).pairings.map((p) => [p.first, p.second].sort().join('-'));
    expect(pairs).toEqual(['1-5', '2-6', '3-7', '4-8']);
  });
});

describe('Evitar mismo club hasta ronda (rules §3.9)', () => {
  /** Players 1..n, those listed in `clubs` with that club (as typed in Jugadores). */
  const withClubs = (n: number, clubs: Record<number, string>) => players(n, (id) => ({ club: clubs[id] ?? '' }));
  const sameClubBoards = (pairings: Pairing[], clubs: Record<number, string>) =>
    pairings.filter(
      (p) => p.second !== null && clubs[p.first] && clubs[p.first].toLowerCase() === clubs[p.second]?.toLowerCase(),
    ).length;

  it('off by default and with 0: the FISE order stands even between club-mates', () => {
    const list = withClubs(8, { 1: 'Club A', 5: 'Club A' });
    expect(show(pairRound(tournament(list)).pairings)).toEqual(['1-5', '6-2', '3-7', '8-4']);
    expect(show(pairRound(tournament(list, [], { avoidSameClubUntilRound: 0 })).pairings)).toEqual([
      '1-5',
      '6-2',
      '3-7',
      '8-4',
    ]);
  });

  it('in rounds 1..N a club-mate is skipped like a rematch (clubs folded), and the Motivo says so', () => {
    const list = withClubs(8, { 1: 'Club Alcalá', 5: 'club alcala ' });
    const result = pairRoundExplained(tournament(list, [], { avoidSameClubUntilRound: 2 }));
    expect(show(result.pairings)).toEqual(['1-6', '5-2', '3-7', '8-4']);
    expect(result.method).toBe('paper');
    expect(result.pairings[0].reasons).toEqual([
      { key: 'pairing.reason.avoidSameClub', params: { club: 'Club Alcalá' } },
    ]);
    // 5's plain opponent was 1 too; boards the rule did not touch have no reason.
    expect(result.pairings[1].reasons).toEqual([
      { key: 'pairing.reason.avoidSameClub', params: { club: 'club alcala' } },
    ]);
    expect(result.pairings[2].reasons).toEqual([]);
  });

  it('a blank club is no club', () => {
    const list = withClubs(8, { 1: ' ', 5: '' });
    expect(show(pairRound(tournament(list, [], { avoidSameClubUntilRound: 3 })).pairings)).toEqual([
      '1-5',
      '6-2',
      '3-7',
      '8-4',
    ]);
  });

  it('after round N the rule no longer applies', () => {
    const clubs = { 1: 'A', 2: 'A' };
    // Round 1: 1 beat 3 and 2 beat 4, so round 2's top group is {1, 2}, club-mates.
    const games = [game(1, 1, 3, 1), game(1, 2, 4, 1)];
    const later = pairRound(tournament(withClubs(4, clubs), games, { avoidSameClubUntilRound: 1 }));
    expect(later.pairings.map((p) => [p.first, p.second].sort().join('-'))).toEqual(['1-2', '3-4']);
  });

  it('when no pairing of the paper shape avoids them, the optimising search does (floats), with the reasons', () => {
    const clubs = { 1: 'A', 2: 'A' };
    const games = [game(1, 1, 3, 1), game(1, 2, 4, 1)];
    const result = pairRoundExplained(tournament(withClubs(4, clubs), games, { avoidSameClubUntilRound: 2 }));
    expect(result.method).toBe('optimised');
    expect(result.pairings.map((p) => [p.first, p.second].sort().join('-'))).toEqual(['1-4', '2-3']);
    expect(result.pairings[0].reasons).toEqual([
      { key: 'pairing.reason.float', params: { number: 4, from: 0, to: 1 } },
      { key: 'pairing.reason.avoidSameClub', params: { club: 'A' } },
    ]);
  });

  it('when every pairing has same-club boards, the fewest win; when none is better, the FISE order stands', () => {
    // 5 of 8 in club A: at least one A–A board. Paper gives two (1–5, 2–6).
    const five = { 1: 'A', 2: 'A', 3: 'A', 5: 'A', 6: 'A' };
    const result = pairRound(tournament(withClubs(8, five), [], { avoidSameClubUntilRound: 1 }));
    expect(sameClubBoards(result.pairings, five)).toBe(1);
    // Everyone in one club: nothing to avoid.
    const all = { 1: 'A', 2: 'A', 3: 'A', 4: 'A', 5: 'A', 6: 'A', 7: 'A', 8: 'A' };
    const same = pairRound(tournament(withClubs(8, all), [], { avoidSameClubUntilRound: 1 }));
    expect(show(same.pairings)).toEqual(['1-5', '6-2', '3-7', '8-4']);
    expect(same.pairings.every((p) => p.reasons.length === 0)).toBe(true);
  });

  it('the bye is chosen first (rules §3.4 regla 4); the rule pairs the others', () => {
    const list = withClubs(7, { 7: 'A', 1: 'A', 4: 'A' });
    const { pairings } = pairRound(tournament(list, [], { avoidSameClubUntilRound: 1 }));
    expect(show(pairings)).toEqual(['1-5', '4-2', '3-6', '7-BYE']);
  });
});

describe('first move after round 1 (rules §3.7)', () => {
  const player = (id: number, moves: FirstMoveMark[], score = 0) => pairingPlayer(id, { moves, score });

  it('the player with fewer starts starts', () => {
    expect(firstMoveAfterRoundOne(player(1, ['first', 'first']), player(2, ['first', 'second'])).id).toBe(2);
  });

  it('with equal starts, the one who did not start in the most recent round where they differ', () => {
    expect(firstMoveAfterRoundOne(player(1, ['first', 'second']), player(2, ['second', 'first'])).id).toBe(1);
    expect(
      firstMoveAfterRoundOne(player(1, ['second', 'first', 'none']), player(2, ['first', 'second', 'none'])).id,
    ).toBe(2);
  });

  it('otherwise the higher-ranked player starts; byes and forfeits count as neither', () => {
    expect(firstMoveAfterRoundOne(player(2, ['first', 'none'], 1), player(1, ['first', 'none'], 1)).id).toBe(1);
    expect(firstMoveAfterRoundOne(player(1, ['none'], 1), player(2, ['none'], 2)).id).toBe(2);
  });
});

describe('round robin (rules §3.8)', () => {
  it('Berger tables: every pair meets exactly once, the first move balanced', () => {
    for (const n of [4, 5, 6, 9, 10]) {
      const t = tournament(players(n), [], { system: 'roundRobin' });
      const met = new Set<string>();
      const starts = new Map<number, number>();
      const rounds = n % 2 === 0 ? n - 1 : n;
      for (let round = 1; round <= rounds; round++) {
        const { pairings } = pairRound(t, round);
        for (const p of pairings) {
          if (p.second === null) {
            t.games.push(game(round, p.first, null));
            continue;
          }
          const key = [p.first, p.second].sort((a, b) => a - b).join('-');
          expect(met.has(key)).toBe(false);
          met.add(key);
          starts.set(p.first, (starts.get(p.first) ?? 0) + 1);
          t.games.push(game(round, p.first, p.second));
        }
        expect(pairings.filter((p) => p.second === null)).toHaveLength(n % 2);
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      const games = n % 2 === 0 ? n - 1 : n - 1;
      for (let id = 1; id <= n; id++) expect(Math.abs(2 * (starts.get(id) ?? 0) - games)).toBeLessThanOrEqual(1);
      expect(() => pairRound(t, rounds + 1)).toThrow(/round robin|todos contra todos/);
    }
  });

  it('round 1 of a Berger table: 1–n, 2–(n−1), …', () => {
    const { pairings } = pairRound(tournament(players(6), [], { system: 'roundRobin' }));
    expect(pairings.map((p) => [p.first, p.second].sort().join('-'))).toEqual(['1-6', '2-5', '3-4']);
  });
});

describe('the round asked for', () => {
  it('defaults to the next round; refuses a round already played or beyond the next, naming it', () => {
    const t = tournament(players(4), [game(1, 1, 3), game(1, 2, 4)]);
    expect(nextRound(t)).toBe(2);
    expect(pairRound(t).round).toBe(2);
    expect(() => pairRound(t, 1)).toThrow(
      expect.objectContaining({ key: 'pairing.roundPlayed', params: { value: 1, next: 2 } }),
    );
    expect(() => pairRound(t, 3)).toThrow(
      expect.objectContaining({ key: 'pairing.roundBeyond', params: { value: 3, next: 2 } }),
    );
  });
});
