// rules §18.2 The final as it stands: the Swiss order without the final's games, the score
// now, and the next game (the better placed of the Swiss starts game 1, then alternating).
import { currentFinal, finalPairing, swissOrder } from '../../src/core/finalMatch';
import { DEFAULT_CONFIG, type Game, type Player, type Tournament } from '../../src/core/model';

const player = (id: number, name: string, extra: Partial<Player> = {}): Player => ({
  id,
  name,
  rating: null,
  club: '',
  average: null,
  entryRound: 1,
  withdrawnFromRound: null,
  absentRounds: [],
  ...extra,
});
const game = (round: number, first: number, second: number, score1: number | null, score2: number | null): Game => ({
  round,
  table: 1,
  first,
  second,
  score1,
  score2,
  override: null,
});

// Two Swiss rounds: Cruz (3) wins both.
const swiss: Tournament = {
  config: { ...DEFAULT_CONFIG, rounds: 2 },
  players: [player(1, 'Ana'), player(2, 'Beto'), player(3, 'Cruz'), player(4, 'Dora')],
  games: [game(1, 3, 1, 400, 300), game(1, 2, 4, 350, 360), game(2, 3, 4, 410, 390), game(2, 1, 2, 380, 370)],
};

describe('the final as it stands (rules §18.2)', () => {
  it('swissOrder ranks by the Swiss alone: a final game changes nothing', () => {
    const order = swissOrder(swiss);
    expect(order[0]).toBe(3);
    const withFinal: Tournament = { ...swiss, final: { bestOf: 3, games: [game(3, 1, 3, 500, 100)] } };
    expect(swissOrder(withFinal)).toEqual(order);
  });

  it('currentFinal: null without a final; the score with the better placed of the Swiss first', () => {
    expect(currentFinal(swiss)).toBeNull();
    const first = swissOrder(swiss).slice(0, 2) as [number, number];
    const played: Tournament = {
      ...swiss,
      // Game 1: the second placed (as Jugador 1) wins.
      final: { bestOf: 3, games: [game(3, first[1], first[0], 420, 380)] },
    };
    const score = currentFinal(played);
    expect(score?.finalists).toEqual(first);
    expect(score?.points).toEqual([0, 1]);
    expect(score?.winner).toBeNull();
  });

  it('finalPairing: game 1 the first two of the Swiss, the better placed starting; game 2 the other way', () => {
    const [a, b] = swissOrder(swiss);
    const opening = finalPairing({ ...swiss, final: { bestOf: 3, games: [] } });
    expect(opening.round).toBe(3);
    expect(opening.pairings.map(({ first, second }) => [first, second])).toEqual([[a, b]]);
    const next = finalPairing({ ...swiss, final: { bestOf: 3, games: [game(3, a, b, 400, 300)] } });
    expect(next.round).toBe(4);
    expect(next.pairings.map(({ first, second }) => [first, second])).toEqual([[b, a]]);
  });

  it('finalPairing: a finalist who does not play the round is passed over for the next of the Swiss', () => {
    const [a, b, c] = swissOrder(swiss);
    const absent: Tournament = {
      ...swiss,
      players: swiss.players.map((p) => (p.id === b ? { ...p, absentRounds: [3] } : p)),
      final: { bestOf: 3, games: [] },
    };
    expect(finalPairing(absent).pairings.map(({ first, second }) => [first, second])).toEqual([[a, c]]);
  });
});
