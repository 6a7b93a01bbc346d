// One event rated (rules §5, §6.5, docs/season.md): the one code Cerrar torneo and the
// federation's list both call (rules §23, "one way to rate"). The caller says at what rating
// each player plays (the club: Jugadores' rating; the list: its own rating, else the file's)
// and what the list knew of him; this works out the ELO of the Swiss games (only games on
// the board between two players rated as used; K × (W − Exp); an unrated player's first
// rating by performance over enough rated games) and the EloDI of the duplicate games
// (in order, each from the figures the one before left, short games not counted).
import { type EloDiGameReport, type EloDiStanding, rateGames } from '../duplicate/elodi';
import { type EloGame, performanceRating, ratingChange } from '../elo';
import { type EloReportRow } from '../eloReport';
import { type EloExpectancy } from '../model';
import { type RatedEvent, swissParticipants } from './ratedEvent';

/** Games against rated opponents an unrated player needs in one tournament for a first rating (FIDE asks 5). */
export const DEFAULT_FIRST_RATING_GAMES = 5;

export interface RatingSettings {
  /** K factor (rules §5; the club's Configuración K, FISE's 10 by default). */
  k: number;
  method: EloExpectancy;
  /** `Partidas para primer escalafón` (docs/season.md): rated games one event needs for a first rating. */
  firstRatingGames: number;
  /** `Rondas mínimas EloDI` (rules §6.5). */
  eloDiMinRounds: number;
}

export const DEFAULT_RATING_SETTINGS: RatingSettings = {
  k: 10,
  method: 'table',
  firstRatingGames: DEFAULT_FIRST_RATING_GAMES,
  eloDiMinRounds: 12,
};

/** What one player brings into the event. */
export interface PlayerStart {
  /** The ELO the player plays at (null = unrated in this event). */
  rating: number | null;
  /** The ELO the list holds for him before the event (null = unrated or new to the list). */
  listRating: number | null;
  /** EloDI before the event (null = a newcomer: 1200 / 535). */
  eloDi: EloDiStanding | null;
}

/** One Swiss participant's ELO outcome (the ELO report's row, and what the list records). */
export interface EloOutcome {
  /** Games that counted: on the board, against an opponent rated as used. */
  games: number;
  score: number;
  /** Null for a player unrated as used. */
  expected: number | null;
  change: number | null;
  averageOpponent: number | null;
  performance: number | null;
  /** The list's rating after the event (null: still unrated). */
  rating: number | null;
  /** Games added to Partidas valoradas. */
  ratedGames: number;
  /** Rated for the first time here (docs/season.md: the performance, enough games, some points). */
  first: boolean;
  /** Unrated as used but rated in the list: the list's rating kept, unchanged. */
  kept: boolean;
}

export interface EventOutcome {
  /** By player index: the Swiss participants (a game, a bye or a forfeit). */
  elo: Map<number, EloOutcome>;
  /** By player index: EloDI after the event, for those a counted game rated. */
  eloDi: Map<number, EloDiStanding>;
  /** Each duplicate game: counted or too short, outcomes keyed by the player index as a string. */
  eloDiGames: EloDiGameReport[];
}

/** Counted games of each player: rated games on the board whose opponent is rated as used. */
function countedGames(event: RatedEvent, ratings: readonly (number | null)[]): Map<number, EloGame[]> {
  const games = new Map<number, EloGame[]>();
  const add = (player: number, opponentRating: number, score: number) => {
    const list = games.get(player);
    if (list) list.push({ opponentRating, score });
    else games.set(player, [{ opponentRating, score }]);
  };
  for (const game of event.swissGames) {
    if (!game.rated || game.second === null) continue;
    const [a, b] = [ratings[game.first], ratings[game.second]];
    if (b !== null) add(game.first, b, game.result);
    if (a !== null) add(game.second, a, 1 - game.result);
  }
  return games;
}

/**
 * A first rating (docs/season.md): the performance over at least `minGames` games against
 * rated opponents, and only with some points scored (FIDE disregards a first event scored zero).
 */
export function firstRatingOf(games: number, score: number, performance: number | null, minGames: number) {
  if (games < minGames || score <= 0 || performance === null) return null;
  return performance;
}

/** A player's figures over his counted games (the ELO report's row, rules §5), with what he started from. */
export type EloFigures = Omit<EloReportRow, 'player'> & {
  /** Rating as used; null = unrated in the event. */
  rating: number | null;
  /** The list's rating before (null: unrated there or new to it). */
  listRating: number | null;
};

/**
 * What the list records for a participant (docs/season.md "Escalafón"): rated as used, the
 * new rating over the games that counted; unrated as used but rated in the list, the list's
 * rating kept; unrated in both, a first rating only under the rule.
 */
export function eloOutcomeOf(figures: EloFigures, firstRatingGames: number): EloOutcome {
  const { games, score, expected, change, averageOpponent, performance } = figures;
  const base = { games, score, averageOpponent, performance };
  if (figures.rating !== null)
    return { ...base, expected, change, rating: figures.newRating, ratedGames: games, first: false, kept: false };
  const kept = figures.listRating !== null;
  const first = kept ? null : firstRatingOf(games, score, performance, firstRatingGames);
  return {
    ...base,
    expected: null,
    change: null,
    rating: kept ? figures.listRating : first,
    ratedGames: first !== null ? games : 0,
    first: first !== null,
    kept,
  };
}

/** The event's ELO (Swiss games) and EloDI (duplicate games), from each player's start. */
export function rateEvent(event: RatedEvent, start: readonly PlayerStart[], settings: RatingSettings): EventOutcome {
  const ratings = start.map((player) => player.rating);
  const counted = countedGames(event, ratings);
  const elo = new Map<number, EloOutcome>();
  for (const index of [...swissParticipants(event)].sort((a, b) => a - b)) {
    const games = counted.get(index) ?? [];
    const { rating, listRating } = start[index];
    const performance = performanceRating(games);
    const change = rating === null ? null : ratingChange(rating, games, settings.k, settings.method);
    const figures: EloFigures = {
      rating,
      listRating,
      games: games.length,
      score: games.reduce((sum, game) => sum + game.score, 0),
      expected: change?.expected ?? null,
      change: change?.change ?? null,
      newRating: change?.newRating ?? null,
      averageOpponent: performance?.averageOpponent ?? null,
      performance: performance?.performance ?? null,
    };
    elo.set(index, eloOutcomeOf(figures, settings.firstRatingGames));
  }

  const before = new Map<string, EloDiStanding>();
  start.forEach((player, index) => {
    if (player.eloDi !== null) before.set(String(index), player.eloDi);
  });
  const rated = rateGames(
    before,
    event.duplicateGames.map((game) => ({
      name: game.name,
      rounds: game.rounds,
      players: game.players.map((entry) => ({ key: String(entry.player), place: entry.place })),
    })),
    settings.eloDiMinRounds,
  );
  const eloDi = new Map<number, EloDiStanding>();
  for (const report of rated.games)
    for (const [key, outcome] of report.outcomes)
      if (outcome.rated) eloDi.set(Number(key), rated.standings.get(key) as EloDiStanding);
  return { elo, eloDi, eloDiGames: rated.games };
}
