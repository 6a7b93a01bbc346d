// rules §18.2 The final after the Swiss (src/core/final.ts): the match's score from its games,
// when it is over, its next game (who has the first move), and places 1 and 2 once decided.
import { finalOrder, finalOver, finalScore, nextFinalGame, scoreText, withFinalGames } from '../../src/core/final';
import { DEFAULT_CONFIG, type Game, type ResultOverride, type Tournament } from '../../src/core/model';
import { errorOf } from '../support/errors';

/** A game of the final: `first` has the first move; scores null = no result yet. */
function game(
  round: number,
  first: number,
  second: number | null,
  score1: number | null = null,
  score2: number | null = null,
  override: ResultOverride | null = null,
): Game {
  return { round, table: 1, first, second, score1, score2, override };
}

const CONFIG = { ...DEFAULT_CONFIG, rounds: 7 };

function tournament(games: Game[], bestOf = 3): Tournament {
  return { config: CONFIG, players: [], games: [game(7, 1, 2, 400, 300)], final: { bestOf, games } };
}

const everyonePlays = () => true;

describe('finalOver', () => {
  it('a best of 3 is over at 2–0, 2–1 or 2½–½, not at 1½–½ or level', () => {
    expect(finalOver([2, 0], 3)).toBe(true);
    expect(finalOver([1, 2], 3)).toBe(true);
    expect(finalOver([2.5, 0.5], 3)).toBe(true);
    expect(finalOver([1.5, 0.5], 3)).toBe(false);
    expect(finalOver([1.5, 1.5], 3)).toBe(false);
    // Level after more games than N: one more game, until one leads.
    expect(finalOver([2, 2], 3)).toBe(false);
    expect(finalOver([0, 0], 3)).toBe(false);
  });

  it('a best of 5 needs more than 2½', () => {
    expect(finalOver([2.5, 1.5], 5)).toBe(false);
    expect(finalOver([3, 1], 5)).toBe(true);
    expect(finalOver([2.5, 2.5], 5)).toBe(false);
    expect(finalOver([3.5, 2.5], 5)).toBe(true);
  });
});

describe('scoreText', () => {
  it('prints halves as ½ and a zero as 0', () => {
    expect(scoreText([2, 1])).toBe('2–1');
    expect(scoreText([1.5, 0.5])).toBe('1½–½');
    expect(scoreText([0, 0])).toBe('0–0');
    expect(scoreText([0.5, 0])).toBe('½–0');
    expect(scoreText([3, 2.5])).toBe('3–2½');
  });
});

describe('finalScore', () => {
  // Swiss order: N° 4 first, N° 2 second, then 1 and 3.
  const swiss = [4, 2, 1, 3];

  it('before the first game there are no finalists and nothing decided', () => {
    expect(finalScore({ bestOf: 3, games: [] }, swiss, CONFIG)).toEqual({
      bestOf: 3,
      finalists: null,
      points: [0, 0],
      decided: 0,
      winner: null,
      loser: null,
    });
  });

  it('orders the finalists by the Swiss, whoever had the first move, and counts each game for its player', () => {
    // Game 1: N° 2 (worse placed) has the first move, and wins; game 2 not played yet.
    const score = finalScore({ bestOf: 3, games: [game(8, 2, 4, 420, 380), game(9, 4, 2)] }, swiss, CONFIG);
    expect(score.finalists).toEqual([4, 2]);
    expect(score.points).toEqual([0, 1]);
    expect(score.decided).toBe(1);
    expect(score.winner).toBeNull();
  });

  it('decides the match at 2–0: winner and loser named', () => {
    const score = finalScore({ bestOf: 3, games: [game(8, 4, 2, 400, 350), game(9, 2, 4, 320, 380)] }, swiss, CONFIG);
    expect(score).toMatchObject({ finalists: [4, 2], points: [2, 0], decided: 2, winner: 4, loser: 2 });
  });

  it('a drawn game is half each; level after three games the match goes on', () => {
    const games = [game(8, 4, 2, 400, 400), game(9, 2, 4, 410, 300), game(10, 4, 2, 390, 310)];
    const score = finalScore({ bestOf: 3, games }, swiss, CONFIG);
    expect(score.points).toEqual([1.5, 1.5]);
    expect(score.decided).toBe(3);
    expect([score.winner, score.loser]).toEqual([null, null]);
    const fourth = finalScore({ bestOf: 3, games: [...games, game(11, 2, 4, 350, 351)] }, swiss, CONFIG);
    expect(fourth).toMatchObject({ points: [2.5, 1.5], winner: 4, loser: 2 });
  });

  it('counts a Resultado typed over the scores (forfeits, 1-0) and reads the games by round, not by row', () => {
    // Listed out of order: game 2 (round 9) before game 1 (round 8); game 1's first mover sets the finalists.
    const games = [game(9, 4, 2, null, null, 'NP1'), game(8, 2, 4, null, null, '1-0')];
    const score = finalScore({ bestOf: 3, games }, swiss, CONFIG);
    expect(score.finalists).toEqual([4, 2]);
    // NP1: the first (N° 4) lost by forfeit: a point for N° 2; 1-0: N° 2 won.
    expect(score).toMatchObject({ points: [0, 2], winner: 2, loser: 4 });
  });

  it('ignores a bye row among the final games', () => {
    const score = finalScore({ bestOf: 3, games: [game(8, 3, null), game(8, 4, 2, 300, 200)] }, swiss, CONFIG);
    expect(score).toMatchObject({ finalists: [4, 2], points: [1, 0], decided: 1 });
  });
});

describe('nextFinalGame', () => {
  const swiss = [4, 2, 1, 3];

  it('game 1 in the round after the announced ones: the first two of the Swiss, the better placed moving first', () => {
    const next = nextFinalGame(tournament([]), swiss, everyonePlays);
    expect(next.round).toBe(8);
    expect(next.pairings).toEqual([
      { table: 1, first: 4, second: 2, reasons: [{ key: 'final.reason', params: { game: 1, bestOf: 3 } }] },
    ]);
  });

  it('the first move alternates: game 2 to the worse placed, game 3 back to the better', () => {
    const two = nextFinalGame(tournament([game(8, 4, 2, 400, 300)]), swiss, everyonePlays);
    expect(two.round).toBe(9);
    expect(two.pairings.map(({ first, second }) => [first, second])).toEqual([[2, 4]]);
    expect(two.pairings[0].reasons[0].params).toEqual({ game: 2, bestOf: 3 });
    const three = nextFinalGame(tournament([game(8, 4, 2, 400, 300), game(9, 2, 4, 400, 300)]), swiss, everyonePlays);
    expect(three.round).toBe(10);
    expect(three.pairings.map(({ first, second }) => [first, second])).toEqual([[4, 2]]);
  });

  it('a withdrawn leader is passed over: the first two still playing', () => {
    const next = nextFinalGame(tournament([]), swiss, (id) => id !== 4);
    expect(next.pairings.map(({ first, second }) => [first, second])).toEqual([[2, 1]]);
  });

  it('refuses when fewer than two still play, and once the match is over (with its score)', () => {
    expect(errorOf(() => nextFinalGame(tournament([]), swiss, (id) => id === 4))).toContain('ronda 8');
    const over = tournament([game(8, 4, 2, 400, 300), game(9, 2, 4, 300, 400)]);
    const message = errorOf(() => nextFinalGame(over, swiss, everyonePlays), 'en');
    expect(message).toContain('2–0');
    expect(message).toContain('over');
  });

  it('a level best of 3 goes on to a fourth game in round 11', () => {
    const level = tournament([game(8, 4, 2, 400, 300), game(9, 2, 4, 400, 300), game(10, 4, 2, 350, 350)]);
    const next = nextFinalGame(level, swiss, everyonePlays);
    expect(next.round).toBe(11);
    expect(next.pairings.map(({ first, second }) => [first, second])).toEqual([[2, 4]]);
  });
});

describe('finalOrder', () => {
  const row = (id: number, place: number) => ({ player: { id }, place, points: 10 - place });
  const rows = () => [row(1, 1), row(2, 2), row(3, 2), row(4, 4), row(5, 5)];

  it('the winner 1st, the loser 2nd, nobody else above 3rd, the others in the Swiss order', () => {
    // N° 3 (shared 2nd in the Swiss) beat N° 1 in the final; N° 2, who shared 2nd with him, is now 3rd.
    const decided = finalScore(
      { bestOf: 3, games: [game(8, 1, 3, 300, 400), game(9, 3, 1, 400, 300)] },
      [1, 2, 3, 4, 5],
      CONFIG,
    );
    expect(decided.winner).toBe(3);
    const ordered = finalOrder(rows(), decided);
    expect(ordered.map(({ player, place }) => [player.id, place])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
      [4, 4],
      [5, 5],
    ]);
  });

  it('leaves the standings as the Swiss gave them while the final is undecided', () => {
    const undecided = finalScore({ bestOf: 3, games: [game(8, 1, 3, 300, 400)] }, [1, 2, 3, 4, 5], CONFIG);
    const before = rows();
    expect(finalOrder(before, undecided)).toEqual(rows());
  });

  it('leaves them too when a finalist is not among the rows', () => {
    const decided = finalScore(
      { bestOf: 3, games: [game(8, 1, 9, 300, 400), game(9, 9, 1, 400, 300)] },
      [1, 9],
      CONFIG,
    );
    expect(decided.winner).toBe(9);
    expect(finalOrder(rows(), decided)).toEqual(rows());
  });
});

describe('withFinalGames', () => {
  it('puts the final games among the others for ELO; a tournament without a final is unchanged', () => {
    const final = [game(8, 4, 2, 400, 300)];
    const withFinal = withFinalGames(tournament(final));
    expect(withFinal.games).toEqual([game(7, 1, 2, 400, 300), ...final]);
    expect(withFinal.final).toBeUndefined();
    const plain: Tournament = { config: CONFIG, players: [], games: [game(1, 1, 2, 1, 0)] };
    expect(withFinalGames(plain)).toBe(plain);
  });
});
