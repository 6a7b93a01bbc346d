// How a generated game ends (`atril generate`, docs/local.md): the result model turns two
// players' strengths into what a director types in Rondas — two Scrabble scores (the higher
// wins, equal scores draw, rules §2) or a no-show (NP1, NP2, NP).
import type { ResultOverride } from '../model';
import { gaussian } from '../random';

export type ResultModelKind = 'rating' | 'random';
export const RESULT_MODELS: readonly ResultModelKind[] = ['rating', 'random'];

export interface ResultModel {
  /** `rating`: the stronger player wins as often as the FIDE/Elo expectancy says; `random`: a coin toss. */
  kind: ResultModelKind;
  /** Share of games drawn (equal scores), 0–1. */
  draws: number;
  /** Share of games not played: one player (NP1 / NP2, nine times in ten) or both (NP) did not show, 0–1. */
  forfeits: number;
}

export type SimulatedResult =
  { score1: number; score2: number } | { override: Extract<ResultOverride, 'NP1' | 'NP2' | 'NP'> };

/** The chance that a player of strength `a` beats one of strength `b` (logistic Elo expectancy). */
export function winChance(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400));
}

/**
 * One game between Jugador 1 (strength `first`) and Jugador 2 (`second`): a no-show with
 * chance `forfeits`, else a draw with chance `draws`, else a win drawn from the model. A
 * winner scores around 420 (sd 50), the loser 1–150 points less (never below 0); a draw
 * is two equal scores around 380.
 */
export function simulatedResult(
  first: number,
  second: number,
  model: ResultModel,
  random: () => number,
): SimulatedResult {
  if (random() < model.forfeits) {
    const who = random();
    return { override: who < 0.45 ? 'NP1' : who < 0.9 ? 'NP2' : 'NP' };
  }
  if (random() < model.draws) {
    const score = Math.max(100, Math.round(380 + 50 * gaussian(random)));
    return { score1: score, score2: score };
  }
  const firstWins = random() < (model.kind === 'rating' ? winChance(first, second) : 0.5);
  const winner = Math.max(150, Math.round(420 + 50 * gaussian(random)));
  const loser = Math.max(0, winner - 1 - Math.floor(random() * 150));
  return firstWins ? { score1: winner, score2: loser } : { score1: loser, score2: winner };
}
