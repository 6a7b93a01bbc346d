// The guard every round passes before it is handed on to be written (legality.ts, rules
// §3.1, §3.4 reglas 4–5): each kind of illegal round refused with its board named, a legal
// one let through; the same pieces give the checker its breaches (check.test.ts).
import type { Game } from '../../../src/core/model';
import { assertLegalRound, roundBreaches } from '../../../src/core/pairing/legality';
import { game, players, tournament } from './helpers';

/** A round-2 board as the engine hands it on: no result yet. */
const board = (table: number, first: number, second: number | null): Game => ({
  round: 2,
  table,
  first,
  second,
  score1: null,
  score2: null,
  override: null,
});

/** Five players; round 1: 1–3 (1 wins), 2–4 (2 wins), 5 rests. */
const history = () => tournament(players(5), [game(1, 1, 3, 1, 1), game(1, 2, 4, 1, 2), game(1, 5, null, 1, 3)]);

const refusal = (games: Game[], t = history()) => {
  try {
    assertLegalRound(t, 2, games);
  } catch (error) {
    return error;
  }
  return null;
};

describe('assertLegalRound', () => {
  it('lets a legal round through', () => {
    expect(refusal([board(1, 1, 2), board(2, 5, 3), board(3, 4, null)])).toBeNull();
  });

  it('refuses a rematch, naming the table, both players and the round they met', () => {
    expect(refusal([board(1, 3, 1), board(2, 2, 5), board(3, 4, null)])).toMatchObject({
      key: 'pairing.guard.rematch',
      params: { round: 2, table: 1, first: 'Player 003 (3)', second: 'Player 001 (1)', earlier: 1 },
    });
  });

  it('a forfeit (NP) is not a meeting: the two may be paired again (docs/pairing.md)', () => {
    const t = tournament(players(4), [
      { round: 1, table: 1, first: 1, second: 3, score1: null, score2: null, override: 'NP' },
      game(1, 2, 4, 1, 2),
    ]);
    // 1–3 again passes; 2–4, who played, is the rematch named.
    expect(refusal([board(1, 1, 3), board(2, 4, 2)], t)).toMatchObject({
      key: 'pairing.guard.rematch',
      params: { table: 2, first: 'Player 004 (4)', second: 'Player 002 (2)', earlier: 1 },
    });
    expect(refusal([board(1, 1, 3), board(2, 4, 2)].slice(0, 1), t)).toMatchObject({ key: 'pairing.guard.unpaired' });
  });

  it('refuses a second bye in a Swiss round (rules §3.4 regla 4: nobody gets more than one)', () => {
    expect(refusal([board(1, 1, 2), board(2, 3, 4), board(3, 5, null)])).toMatchObject({
      key: 'pairing.guard.secondBye',
      params: { round: 2, table: 3, player: 'Player 005 (5)', earlier: 1 },
    });
  });

  it('a round robin’s rests follow its table (rules §3.8), not the Swiss bye rule', () => {
    const t = { ...history(), config: { ...history().config, system: 'roundRobin' as const } };
    expect(refusal([board(1, 2, 1), board(2, 3, 4), board(3, 5, null)], t)).toBeNull();
  });

  it('refuses a second bye in the round, or a bye with an even number of players', () => {
    expect(refusal([board(1, 2, 1), board(2, 5, 3), board(3, 4, null), board(4, 3, null)])).toMatchObject({
      key: 'pairing.guard.twice',
    });
    const four = tournament(players(4), [game(1, 1, 3), game(1, 2, 4)]);
    expect(refusal([board(1, 1, 2), board(2, 3, null), board(3, 4, null)], four)).toMatchObject({
      key: 'pairing.guard.extraBye',
      params: { round: 2, table: 2, player: 'Player 003 (3)', players: 4 },
    });
  });

  it('refuses a player seated in a round he does not play, and a present player left out', () => {
    const t = history();
    t.players[4] = { ...t.players[4], absentRounds: [2] };
    expect(refusal([board(1, 2, 1), board(2, 5, 3), board(3, 4, null)], t)).toMatchObject({
      key: 'pairing.guard.notPlaying',
      params: { round: 2, table: 2, player: 'Player 005 (5)' },
    });
    expect(refusal([board(1, 2, 1), board(2, 5, 3)])).toMatchObject({
      key: 'pairing.guard.unpaired',
      params: { round: 2, player: 'Player 004 (4)' },
    });
  });

  it('refuses a player on two boards', () => {
    expect(refusal([board(1, 2, 1), board(2, 5, 1), board(3, 4, 3)])).toMatchObject({
      key: 'pairing.guard.twice',
      params: { round: 2, player: 'Player 001 (1)' },
    });
  });

  it('the first move is the checker’s finding, not a reason to refuse a round', () => {
    // 1 and 2 have both started once, in round 1: the higher-ranked, 1, starts (rules §3.7).
    const games = [board(1, 2, 1), board(2, 5, 3), board(3, 4, null)];
    expect(roundBreaches(history(), 2, games).map((breach) => breach.message.key)).toEqual(['check.illegal.firstMove']);
    expect(refusal(games)).toBeNull();
  });
});
