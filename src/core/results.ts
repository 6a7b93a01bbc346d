// What a row of Rondas means: who scored what, whether it was played on the board, and
// whether it counts for ratings and SB. One place for rules §2 (Resultado overrides) and
// §3.1 (points), so pairing, standings and ELO agree.
import type { Game, ResultOverride, TournamentConfig } from './model';

export type GameKind =
  /** Decided on the board by the two Scrabble scores. */
  | 'played'
  /** Resultado 1-0 / 0-1 / ½-½: decided off the board, still a game between the two. */
  | 'offBoard'
  /** NP1 / NP2 / NP: somebody did not show. Not rated, nothing to SB (rules §3.1). */
  | 'forfeit'
  /** Jugador 2 is DESCANSO. */
  | 'bye'
  /** No scores and no override yet. */
  | 'pending';

export interface GameOutcome {
  kind: GameKind;
  /** Points for Jugador 1 and Jugador 2 (win 1, draw ½, loss 0); null while pending. */
  points1: number | null;
  points2: number | null;
  /** Counts for ELO and SB: a real game between two present players (played or off-board). */
  contested: boolean;
}

/** rules §2: what each Resultado override means (NP = no-show: a forfeit, not a meeting). */
const OVERRIDE_OUTCOMES: Record<ResultOverride, GameOutcome> = {
  NP1: { kind: 'forfeit', points1: 0, points2: 1, contested: false },
  NP2: { kind: 'forfeit', points1: 1, points2: 0, contested: false },
  NP: { kind: 'forfeit', points1: 0, points2: 0, contested: false },
  '1-0': { kind: 'offBoard', points1: 1, points2: 0, contested: true },
  '0-1': { kind: 'offBoard', points1: 0, points2: 1, contested: true },
  '½-½': { kind: 'offBoard', points1: 0.5, points2: 0.5, contested: true },
};

export function gameOutcome(game: Game, config: Pick<TournamentConfig, 'byePoints'>): GameOutcome {
  if (game.second === null) {
    return { kind: 'bye', points1: config.byePoints, points2: null, contested: false };
  }
  if (game.override !== null) return OVERRIDE_OUTCOMES[game.override];
  if (game.score1 === null || game.score2 === null) {
    return { kind: 'pending', points1: null, points2: null, contested: false };
  }
  // rules §2: higher score wins, equal scores draw.
  const points1 = game.score1 > game.score2 ? 1 : game.score1 < game.score2 ? 0 : 0.5;
  return { kind: 'played', points1, points2: 1 - points1, contested: true };
}

export function isPending(game: Game): boolean {
  return game.second !== null && game.override === null && (game.score1 === null || game.score2 === null);
}

/** The last round that has games (0 before the first pairing). */
export function lastRound(games: readonly { round: number }[]): number {
  return games.reduce((max, game) => Math.max(max, game.round), 0);
}
