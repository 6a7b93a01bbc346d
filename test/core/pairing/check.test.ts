// The pairing checker (docs/pairing.md "Checking a tournament"): a tournament paired by the
// engine passes; each kind of broken board is found, on the board where it is, with the
// rule's message; boards the engine pairs otherwise are reported with the engine's boards.
import type { Game, Tournament } from '../../../src/core/model';
import { pairRound } from '../../../src/core/pairing';
import { checkTournament, type CheckFinding } from '../../../src/core/pairing/check';
import { bothAbsent, game, players, tournament } from './helpers';

/** Plays `rounds` rounds paired by the engine; Jugador 1 wins every game. */
function engineTournament(t: Tournament, rounds: number): Tournament {
  for (let round = 1; round <= rounds; round++) {
    for (const p of pairRound(t).pairings) t.games.push(game(round, p.first, p.second, 1, p.table));
  }
  return t;
}

const keys = (findings: CheckFinding[]) => findings.map((f) => `${f.round}/${f.table}: ${f.message.key}`);

describe('checkTournament', () => {
  it('a tournament paired by the engine, byes and all, has no finding', () => {
    const t = engineTournament(tournament(players(9)), 5);
    const check = checkTournament(t);
    expect(check).toEqual({ rounds: 5, boards: 25, differences: [], illegal: [], refused: [] });
  });

  it('a rematch is illegal, naming the round they met; the engine’s boards are given', () => {
    // Round 1: 1–3, 4–2, the first player wins: 1 and 4 on 1 point, 2 and 3 on 0.
    const t = engineTournament(tournament(players(4)), 1);
    t.games.push(game(2, 3, 1, 1, 1), game(2, 2, 4, 1, 2));
    const check = checkTournament(t);
    expect(keys(check.illegal)).toEqual(['2/1: check.illegal.rematch', '2/2: check.illegal.rematch']);
    expect(check.illegal[0].message.params).toEqual({ first: 'Player 003 (3)', second: 'Player 001 (1)', round: 1 });
    expect(check.illegal[0].board).toEqual({ first: 3, second: 1 });
    expect(keys(check.differences)).toEqual(['2/1: check.differs.opponent', '2/2: check.differs.opponent']);
    // The engine's boards of 3 and of 1: 2–3 (the 0-point group) and 1–4.
    expect(check.differences[0].engine?.map((p) => [p.first, p.second].sort())).toEqual([
      [2, 3],
      [1, 4],
    ]);
  });

  it('a game not played (NP) is not a meeting: the two may meet again', () => {
    const t = tournament(players(4), [bothAbsent(1, 1, 3), { ...bothAbsent(1, 4, 2), table: 2 }]);
    const check = checkTournament(engineTournament(t, 0));
    expect(check.illegal).toEqual([]);
    t.games.push(...pairRound(t).pairings.map((p) => game(2, p.first, p.second, 1, p.table)));
    // Everyone still on 0: the engine pairs 1–3 again, and that is legal.
    expect(t.games.some((g) => g.round === 2 && g.first + (g.second ?? 0) === 4 && g.first !== 2)).toBe(true);
    expect(checkTournament(t).illegal).toEqual([]);
  });

  it('a second bye, and a bye in a round with an even number of players', () => {
    const three = tournament(players(3), [game(1, 1, 2, 1, 1), game(1, 3, null, 1, 2)]);
    three.games.push(game(2, 1, 2, 1, 1), game(2, 3, null, 1, 2));
    expect(keys(checkTournament(three).illegal)).toContain('2/2: check.illegal.secondBye');
    const four = tournament(players(4), [game(1, 1, 3, 1, 1), game(1, 2, null, 1, 2), game(1, 4, null, 1, 3)]);
    const illegal = checkTournament(four).illegal;
    expect(keys(illegal)).toEqual(['1/2: check.illegal.extraBye', '1/3: check.illegal.extraBye']);
    expect(illegal[0].message.params).toEqual({ player: 'Player 002 (2)', players: 4 });
  });

  it('nobody absent, withdrawn or not yet entered is paired; nobody present is left out (rules §3.4 regla 5)', () => {
    const list = players(6, (id) =>
      id === 4 ? { absentRounds: [1] } : id === 5 ? { entryRound: 2 } : id === 6 ? { withdrawnFromRound: 1 } : {},
    );
    // Table 2 in round 1: the lower-ranked (6) starts (rules §3.3).
    const games: Game[] = [game(1, 1, 4, 1, 1), game(1, 6, 5, 1, 2)];
    const illegal = checkTournament(tournament(list, games)).illegal;
    expect(keys(illegal)).toEqual([
      '1/1: check.illegal.absent',
      '1/2: check.illegal.withdrawn',
      '1/2: check.illegal.notEntered',
      '1/null: check.illegal.unpaired',
      '1/null: check.illegal.unpaired',
    ]);
    expect(illegal.slice(3).map((f) => f.message.params.player)).toEqual(['Player 002 (2)', 'Player 003 (3)']);
  });

  it('the first move: by table in round 1 (rules §3.3), by rules §3.7 after', () => {
    // Round 1 of 4: table 1 the higher starts (1–3), table 2 the lower (4–2). Swapped here.
    const t = tournament(players(4), [game(1, 3, 1, 1, 1), game(1, 2, 4, 1, 2)]);
    const check = checkTournament(t);
    expect(keys(check.illegal)).toEqual(['1/1: check.illegal.firstMove', '1/2: check.illegal.firstMove']);
    expect(check.illegal[0].message.params).toEqual({ player: 'Player 001 (1)' });
    // The same pairs: no difference of opponent or table.
    expect(check.differences).toEqual([]);
    // Round 2 (rules §3.7): 1 and 4 both started in round 1, so the higher-ranked, 1, starts —
    // right; 2 and 3 both had the second move, so 2 starts — 3 started instead.
    const right = engineTournament(tournament(players(4)), 1);
    right.games.push(game(2, 1, 4, 1, 1), game(2, 3, 2, 1, 2));
    const second = checkTournament(right).illegal;
    expect(keys(second)).toEqual(['2/2: check.illegal.firstMove']);
    expect(second[0].message.params).toEqual({ player: 'Player 002 (2)' });
  });

  it('the same board on another table is a difference, not a breach', () => {
    // Round 2's two boards swap their table numbers (round 1's numbers decide its first moves).
    const t = engineTournament(tournament(players(4)), 2);
    t.games = t.games.map((g) => (g.round === 2 ? { ...g, table: 3 - g.table } : g));
    const check = checkTournament(t);
    expect(check.illegal).toEqual([]);
    expect(keys(check.differences)).toEqual(['2/2: check.differs.table', '2/1: check.differs.table']);
    expect(check.differences[0].message.params).toEqual({ table: 1 });
  });

  it('a round the engine cannot pair from the same history is reported with its reason', () => {
    // Two players who have met can only meet again: the engine refuses round 2.
    const t = tournament(players(2), [game(1, 1, 2, 1, 1), game(2, 2, 1, 1, 1)]);
    const check = checkTournament(t);
    expect(check.refused).toEqual([
      {
        round: 2,
        table: null,
        message: { key: 'check.refused', params: {} },
        cause: expect.objectContaining({ key: 'pairing.impossible.none' }),
      },
    ]);
    expect(keys(check.illegal)).toEqual(['2/1: check.illegal.rematch']);
  });

  it('round robin: a swapped first move is a difference of the Berger table', () => {
    const t = engineTournament(tournament(players(4), [], { system: 'roundRobin' }), 2);
    const check = checkTournament({
      ...t,
      games: t.games.map((g) => (g.round === 2 ? { ...g, first: g.second as number, second: g.first } : g)),
    });
    expect(check.illegal).toEqual([]);
    expect(keys(check.differences)).toEqual(['2/1: check.differs.firstMove', '2/2: check.differs.firstMove']);
  });
});
