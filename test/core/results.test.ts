// What a row of Rondas means (src/core/results.ts, rules §2, §3.1): the points of each side,
// whether the game was decided on the board, whether it counts as a meeting (ELO, SB).
import { DEFAULT_CONFIG, RESULT_OVERRIDES, type Game, type ResultOverride } from '../../src/core/model';
import { gameOutcome, isPending, lastRound } from '../../src/core/results';

const game = (
  second: number | null,
  score1: number | null = null,
  score2: number | null = null,
  override: ResultOverride | null = null,
): Game => ({ round: 1, table: 1, first: 1, second, score1, score2, override });

describe('gameOutcome', () => {
  it('on the board: the higher score wins, equal scores draw', () => {
    expect(gameOutcome(game(2, 420, 380), DEFAULT_CONFIG)).toEqual({
      kind: 'played',
      points1: 1,
      points2: 0,
      contested: true,
    });
    expect(gameOutcome(game(2, 300, 451), DEFAULT_CONFIG)).toMatchObject({ points1: 0, points2: 1 });
    expect(gameOutcome(game(2, 400, 400), DEFAULT_CONFIG)).toMatchObject({ points1: 0.5, points2: 0.5 });
    // Zero is a score, not a blank.
    expect(gameOutcome(game(2, 0, 0), DEFAULT_CONFIG)).toMatchObject({ kind: 'played', points1: 0.5 });
  });

  it('a bye scores Configuración’s bye points for Jugador 1 and is no meeting', () => {
    expect(gameOutcome(game(null), DEFAULT_CONFIG)).toEqual({
      kind: 'bye',
      points1: 1,
      points2: null,
      contested: false,
    });
    expect(gameOutcome(game(null), { byePoints: 0.5 }).points1).toBe(0.5);
  });

  it('Resultado overrides the scores: forfeits are no meeting, 1-0 / 0-1 / ½-½ are', () => {
    const outcomes = RESULT_OVERRIDES.map((override) => [
      override,
      gameOutcome(game(2, 400, 300, override), DEFAULT_CONFIG),
    ]);
    expect(outcomes).toEqual([
      ['NP1', { kind: 'forfeit', points1: 0, points2: 1, contested: false }],
      ['NP2', { kind: 'forfeit', points1: 1, points2: 0, contested: false }],
      ['NP', { kind: 'forfeit', points1: 0, points2: 0, contested: false }],
      ['1-0', { kind: 'offBoard', points1: 1, points2: 0, contested: true }],
      ['0-1', { kind: 'offBoard', points1: 0, points2: 1, contested: true }],
      ['½-½', { kind: 'offBoard', points1: 0.5, points2: 0.5, contested: true }],
    ]);
  });

  it('pending while either score is blank and no Resultado is typed', () => {
    for (const pending of [game(2), game(2, 400), game(2, null, 380)])
      expect(gameOutcome(pending, DEFAULT_CONFIG)).toEqual({
        kind: 'pending',
        points1: null,
        points2: null,
        contested: false,
      });
  });
});

describe('isPending', () => {
  it('a game without its two scores or a Resultado; never a bye', () => {
    expect(isPending(game(2))).toBe(true);
    expect(isPending(game(2, 400))).toBe(true);
    expect(isPending(game(2, 400, 380))).toBe(false);
    expect(isPending(game(2, null, null, 'NP'))).toBe(false);
    expect(isPending(game(null))).toBe(false);
  });
});

describe('lastRound', () => {
  it('the highest round with a game, in any order; 0 before the first pairing', () => {
    expect(lastRound([])).toBe(0);
    expect(lastRound([{ round: 2 }, { round: 5 }, { round: 3 }])).toBe(5);
  });
});
