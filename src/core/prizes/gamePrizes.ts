// The game prizes' figures (rules §11): each player's best game for a Tipo. Only games
// played on the board count — both scores typed and Resultado blank (no bye, no forfeit,
// no result typed over the scores). Ties on the figure go to the better place in the
// standings (the caller's order); a player's own tie between two games, to the earlier round.
import type { Game, Player } from '../model';
import { PRIZE_TYPES, type PrizeType } from './prize';

export type GamePrizeType = Exclude<PrizeType, 'standings' | 'duplicate' | 'teams'>;

/** Every Tipo but the two rankings: a figure of the player's games. */
export const GAME_PRIZE_TYPES = PRIZE_TYPES.filter(
  (type): type is GamePrizeType => type !== 'standings' && type !== 'duplicate' && type !== 'teams',
);

export function isGamePrize(type: PrizeType): type is GamePrizeType {
  return (GAME_PRIZE_TYPES as readonly PrizeType[]).includes(type);
}

/** The game behind a player's figure, for the Motivo ("612 en la ronda 5 contra Ana Ruiz"). */
export interface GameFigure {
  /** The figure the candidates are ranked by (a score, a margin, a sum, a rating gap). */
  value: number;
  round: number;
  opponent: number;
  score: number;
  opponentScore: number;
}

/** Victoria más baja ranks lowest first; every other figure highest first. */
export function lowerIsBetter(type: GamePrizeType): boolean {
  return type === 'lowWin';
}

/** The figure one side of a game gives for `type`, or null when the game does not qualify. */
function figureOf(
  type: GamePrizeType,
  own: number,
  other: number,
  ownRating: number | null,
  otherRating: number | null,
): number | null {
  switch (type) {
    case 'highGame':
      return own;
    case 'highLoss':
      return own < other ? own : null;
    case 'lowWin':
      return own > other ? own : null;
    case 'biggestWin':
      return own > other ? own - other : null;
    case 'highCombined':
      return own + other;
    case 'upset': {
      // rules §11: (opponent's Escalafón − his own) in a game he won, both rated, more than 0.
      if (own <= other || ownRating === null || otherRating === null) return null;
      const gap = otherRating - ownRating;
      return gap > 0 ? gap : null;
    }
  }
}

/** rules §11: a game played on the board — two players, both scores, no Resultado. */
export function playedOnBoard(game: Game): game is Game & { second: number; score1: number; score2: number } {
  return game.second !== null && game.override === null && game.score1 !== null && game.score2 !== null;
}

/** Each player's best game for `type` (players without a qualifying game are left out). */
export function bestGames(
  type: GamePrizeType,
  games: readonly Game[],
  players: ReadonlyMap<number, Pick<Player, 'rating'>>,
): Map<number, GameFigure> {
  const best = new Map<number, GameFigure>();
  const lower = lowerIsBetter(type);
  const consider = (id: number, opponent: number, round: number, own: number, other: number) => {
    const value = figureOf(type, own, other, players.get(id)?.rating ?? null, players.get(opponent)?.rating ?? null);
    if (value === null) return;
    const held = best.get(id);
    const better =
      held === undefined ||
      (lower ? value < held.value : value > held.value) ||
      (value === held.value && round < held.round);
    if (better) best.set(id, { value, round, opponent, score: own, opponentScore: other });
  };
  for (const game of games) {
    if (!playedOnBoard(game)) continue;
    consider(game.first, game.second, game.round, game.score1, game.score2);
    consider(game.second, game.first, game.round, game.score2, game.score1);
  }
  return best;
}
