// ELO rating changes the FIDE way, as Swiss Perfect computes them for FISE clubs (rules §5,
// Appendix A). Pure numbers: which games count is decided by the caller (eloReport).
import { type EloExpectancy } from './model';

// FIDE table 8.1: upper bound of |D| for each expectancy step .50, .51, ..., .99.
const EXPECTANCY_UPPER_BOUNDS = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
  206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619,
  735,
];

// FIDE dp table for p = .50 ... 1.00 (index = round(p × 100) − 50).
const DP_BY_PERCENT = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202,
  211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
  800,
];

/** Expected score of the higher-rated side for a rating difference, from the FIDE table. */
function tableExpectancy(absDiff: number): number {
  const step = EXPECTANCY_UPPER_BOUNDS.findIndex((bound) => absDiff <= bound);
  return step === -1 ? 1 : (50 + step) / 100;
}

/**
 * Expected score of a player rated `rating` against `opponent`.
 * 'table' (FISE default): FIDE table with no cap on D; 'table400': D capped at 400 (FIDE
 * rule for rated players); 'logistic': 1 / (1 + 10^(−D/400)).
 */
export function expectedScore(rating: number, opponent: number, method: EloExpectancy = 'table'): number {
  const diff = rating - opponent;
  if (method === 'logistic') return 1 / (1 + Math.pow(10, -diff / 400));
  let abs = Math.abs(diff);
  if (method === 'table400') abs = Math.min(abs, 400);
  // The table works on whole points; ratings with decimals use the rounded difference.
  const high = tableExpectancy(Math.round(abs));
  return diff >= 0 ? high : Math.round((1 - high) * 100) / 100;
}

/** Rounds halves away from zero (rules §5): 2.5 → 3, −2.5 → −3. */
export function roundHalfAway(value: number): number {
  // Sums of two-decimal expectancies carry float noise (e.g. 0.72 × 10 − 7.5 = −0.2999…):
  // settle on 9 decimals before rounding.
  const settled = Math.round(value * 1e9) / 1e9;
  return Math.sign(settled) * Math.round(Math.abs(settled));
}

export interface EloGame {
  opponentRating: number;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
}

export interface EloChange {
  games: number;
  /** W: points scored in the counted games. */
  score: number;
  /** Exp: sum of the game expectancies. */
  expected: number;
  change: number;
  newRating: number;
}

/** Change = round(K × (W − Exp)) over the games against rated opponents (rules §5). */
export function ratingChange(
  rating: number,
  games: readonly EloGame[],
  k = 10,
  method: EloExpectancy = 'table',
): EloChange {
  let score = 0;
  let expected = 0;
  for (const game of games) {
    score += game.score;
    expected += expectedScore(rating, game.opponentRating, method);
  }
  expected = Math.round(expected * 1e9) / 1e9;
  const change = games.length === 0 ? 0 : roundHalfAway(k * (score - expected));
  return { games: games.length, score, expected, change, newRating: rating + change };
}

/** FIDE dp for a score fraction p (rounded to 2 decimals); ±800 at 100 % / 0 %. */
export function dp(p: number): number {
  const percent = Math.round(p * 100);
  if (percent >= 50) return DP_BY_PERCENT[Math.min(percent, 100) - 50];
  return -DP_BY_PERCENT[100 - Math.max(percent, 0) - 50];
}

export interface Performance {
  /** Rav: average rating of the rated opponents, rounded. */
  averageOpponent: number;
  performance: number;
}

/** Performance = Rav + dp(W / games); null without rated opponents (rules §5). */
export function performanceRating(games: readonly EloGame[]): Performance | null {
  if (games.length === 0) return null;
  const total = games.reduce((sum, game) => sum + game.opponentRating, 0);
  const score = games.reduce((sum, game) => sum + game.score, 0);
  const averageOpponent = Math.round(total / games.length);
  return { averageOpponent, performance: averageOpponent + dp(score / games.length) };
}
