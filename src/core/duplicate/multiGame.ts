// Tournaments of several duplicate games (rules §6.2): the director's criterion, then the
// one-game tiebreaks over all rounds as if one game.
import { type QuadraticOptions, quadraticPoints } from './quadratic';
import {
  type GameResult,
  type PlayerGameResult,
  type TiebreakProfile,
  type TiebreakSet,
  compareTiebreaks,
  rankWithTiebreaks,
  tiebreakProfile,
} from './game';
import { foldText } from '../text';

export type Criterion = 'averagePlace' | 'averagePercent' | 'deviation' | 'quadratic';
export const CRITERIA: readonly Criterion[] = ['averagePlace', 'averagePercent', 'deviation', 'quadratic'];

export interface OverallOptions {
  criterion: Criterion;
  tiebreaks?: TiebreakSet;
  /** Scale settings for the quadratic criterion (K = 220 as a setting, rules §6.3). */
  quadratic?: QuadraticOptions;
}

export interface OverallPlayer extends TiebreakProfile {
  name: string;
  /** The player's result in each game; null = absent. */
  games: (PlayerGameResult | null)[];
  /** What the criterion counts for each game: place, fraction, Σ(M − p)² or points. */
  perGame: number[];
  /** The criterion's value: average place, average fraction, deviation, or points. */
  value: number;
  gamesPlayed: number;
  place: number;
  rank: number;
  suddenDeath: boolean;
}

export interface OverallResult {
  criterion: Criterion;
  tiebreaks: TiebreakSet;
  games: GameResult[];
  /** In ranking order. */
  players: OverallPlayer[];
}

/** Names are matched across game tabs ignoring case, accents and spacing. */
export function nameKey(name: string): string {
  return foldText(name);
}

/** Percentages are compared as equal within this (they are ratios of whole numbers). */
const EPSILON = 1e-9;

export function rankOverall(games: readonly GameResult[], options: OverallOptions): OverallResult {
  const set = options.tiebreaks ?? 'fise2009';
  const { criterion } = options;
  // Every player of any game, in order of first appearance.
  const index = new Map<string, number>();
  const names: string[] = [];
  for (const game of games) {
    for (const player of game.players) {
      const key = nameKey(player.name);
      if (!index.has(key)) {
        index.set(key, names.length);
        names.push(player.name);
      }
    }
  }
  const entries: (PlayerGameResult | null)[][] = names.map(() => games.map(() => null));
  games.forEach((game, g) => {
    for (const player of game.players) entries[index.get(nameKey(player.name)) as number][g] = player;
  });
  // (4): each game's points by shared place, keyed by the player's result.
  const quadratic = new Map<PlayerGameResult, number>();
  if (criterion === 'quadratic') {
    for (const game of games) {
      const points = quadraticPoints(
        game.players.map((player) => player.place),
        game.players.length,
        options.quadratic,
      );
      game.players.forEach((player, i) => quadratic.set(player, points[i]));
    }
  }
  const totalRounds = games.reduce((sum, game) => sum + game.rounds, 0);
  // All rounds as one game, for the remaining ties.
  const allMaster = games.flatMap((game) => game.master);
  const noTops = allMaster.map(() => false);

  const players = names.map((name, p) => {
    const row = entries[p];
    const perGame = games.map((game, g) => {
      const result = row[g];
      switch (criterion) {
        // rules §6.2 (1): absent = that game's last place, its number of players.
        case 'averagePlace':
          return result ? result.place : game.players.length;
        // (2): absent = 0 %.
        case 'averagePercent':
          return result ? result.percent : 0;
        // (3): Σ (M − p)² over the game's rounds; absent scores 0 in each.
        case 'deviation':
          return game.master.reduce((sum, m, r) => sum + (m - (result ? result.scores[r] : 0)) ** 2, 0);
        // (4): points by (shared) place; absent scores nothing.
        case 'quadratic':
          return result ? (quadratic.get(result) as number) : 0;
      }
    });
    const sum = perGame.reduce((total, value) => total + value, 0);
    const value =
      criterion === 'deviation'
        ? totalRounds > 0
          ? Math.sqrt(sum) / totalRounds
          : 0
        : criterion === 'quadratic'
          ? sum
          : games.length > 0
            ? sum / games.length
            : 0;
    // Remaining ties: the one-game tiebreaks over all rounds as if one game (absent = 0 each round).
    const scores: number[] = [];
    const soleTop: boolean[] = [];
    games.forEach((game, g) => {
      const result = row[g];
      for (let r = 0; r < game.rounds; r++) {
        scores.push(result ? result.scores[r] : 0);
        soleTop.push(result ? result.soleTop[r] : false);
      }
    });
    return {
      name,
      games: row,
      perGame,
      sum,
      value,
      gamesPlayed: row.filter((result) => result !== null).length,
      ...tiebreakProfile(scores, allMaster, soleTop.length > 0 ? soleTop : noTops),
    };
  });
  type Partial = (typeof players)[number];
  // Compare on the sums (exact for places, squares and points), lower or higher as the criterion wants.
  const primary = (a: Partial, b: Partial): number => {
    const diff = criterion === 'averagePlace' || criterion === 'deviation' ? a.sum - b.sum : b.sum - a.sum;
    return Math.abs(diff) < EPSILON ? 0 : diff;
  };
  const { ranked, order } = rankWithTiebreaks(players, primary, (a, b) => compareTiebreaks(a, b, set));
  return {
    criterion,
    tiebreaks: set,
    games: games.slice(),
    players: order.map((p): OverallPlayer => {
      const { sum: _sum, ...rest } = players[p];
      return Object.assign(rest, ranked[p]);
    }),
  };
}
