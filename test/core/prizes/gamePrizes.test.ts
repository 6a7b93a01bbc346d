// The game prizes' figures (rules §11), worked by hand on the club tournament of
// test/fixtures/prizeField.ts, and the games that do not count.
import { bestGames, type GamePrizeType } from '../../../src/core/prizes';
import { CLUB_GAMES, CLUB_PLAYERS, game, player } from '../../fixtures/prizeField';

const ratings = new Map(CLUB_PLAYERS.map((p) => [p.id, p] as const));
const best = (type: GamePrizeType, games = CLUB_GAMES, players = ratings) =>
  Object.fromEntries([...bestGames(type, games, players)].map(([id, figure]) => [id, figure.value]));

describe('bestGames (rules §11): each player’s best game for a Tipo', () => {
  it('Partida más alta: the highest score in one game', () => {
    // Ana 450/420/350, Bea 380/600 (bye in round 3 counts nothing), Carlos 500/410/400 …
    expect(best('highGame')).toEqual({ 1: 450, 2: 600, 3: 500, 4: 390, 5: 450, 6: 350 });
  });

  it('Derrota más alta: the highest score in a game he lost', () => {
    expect(best('highLoss')).toEqual({ 1: 350, 2: 380, 3: 410, 4: 380, 5: 300, 6: 350 });
  });

  it('Victoria más baja: the lowest score in a game he won', () => {
    // Eva won with 400 (round 1) and 450 (round 3): 400.
    expect(best('lowWin')).toEqual({ 1: 420, 2: 600, 3: 400, 4: 390, 5: 400 });
  });

  it('Mayor diferencia: the biggest winning margin', () => {
    expect(best('biggestWin')).toEqual({ 1: 150, 2: 400, 3: 150, 4: 90, 5: 100 });
  });

  it('Combinada más alta: the highest sum of both scores in one of his games', () => {
    expect(best('highCombined')).toEqual({ 1: 830, 2: 800, 3: 850, 4: 780, 5: 800, 6: 850 });
  });

  it('Mayor sorpresa: opponent’s Escalafón − his own in a game he won, both rated, more than 0', () => {
    // Nobody in the club tournament beat a higher-rated rated player.
    expect(best('upset')).toEqual({});
    const players = new Map([
      [1, player(1, 'A', 1500)],
      [2, player(2, 'B', 1800)],
      [3, player(3, 'C', null)],
      [4, player(4, 'D', 1900)],
    ]);
    const games = [
      game(1, 1, 2, 400, 350), // 1500 beats 1800: 300
      game(1, 3, 4, 500, 300), // unrated beats 1900: not counted
      game(2, 1, 4, 390, 380), // 1500 beats 1900: 400
      game(2, 2, 3, 410, 400), // 1800 beats unrated: not counted
    ];
    const figures = bestGames('upset', games, players);
    expect([...figures.keys()]).toEqual([1]);
    expect(figures.get(1)).toEqual({ value: 400, round: 2, opponent: 4, score: 390, opponentScore: 380 });
  });

  it('counts only games played on the board: no bye, no forfeit, no result typed over the scores', () => {
    const players = new Map([1, 2, 3].map((id) => [id, player(id, `P${id}`, 1500)] as const));
    const games = [
      game(1, 1, 2, 700, 100, '0-1'), // a result typed over the scores
      game(2, 1, 3, null, null, 'NP2'), // forfeit
      game(3, 1, null, null, null), // bye
      game(4, 2, 3, 300, null), // one score only: pending
      game(5, 1, 3, 320, 310),
    ];
    expect(Object.fromEntries(bestGames('highGame', games, players))).toEqual({
      1: { value: 320, round: 5, opponent: 3, score: 320, opponentScore: 310 },
      3: { value: 310, round: 5, opponent: 1, score: 310, opponentScore: 320 },
    });
  });

  it('a player’s own tie between two games goes to the earlier round', () => {
    const players = new Map([1, 2, 3].map((id) => [id, player(id, `P${id}`, 1500)] as const));
    const games = [game(1, 1, 2, 400, 300), game(2, 3, 1, 350, 400)];
    expect(bestGames('highGame', games, players).get(1)).toMatchObject({ value: 400, round: 1, opponent: 2 });
  });
});
