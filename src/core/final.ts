// rules §18.2 The final: after the Swiss, the first two of the standings play a match of
// "Mejor de N" games, one a round, in the rounds after the announced ones. Its games are
// kept apart from the Swiss (`Tournament.final`): they give no Swiss points, tiebreaks or
// game-prize figures, count for ELO, and decide places 1 and 2.
import { AtrilError } from './errors';
import type { Game, Tournament, TournamentConfig, TournamentFinal } from './model';
import { gameOutcome, isPending, lastRound } from './results';
import type { Message } from './message';

export interface FinalScore {
  bestOf: number;
  /** N° of the finalists, the better placed in the Swiss first; null before the first game. */
  finalists: [number, number] | null;
  /** Each finalist's points in the match (a drawn game half each), in `finalists` order. */
  points: [number, number];
  /** Games with a result. */
  decided: number;
  /** The winner once one leads with more than N/2 (a match level after N games goes on). */
  winner: number | null;
  loser: number | null;
}

/** rules §18.2: over when one finalist leads and has more than half of N. */
export function finalOver(points: readonly [number, number], bestOf: number): boolean {
  return points[0] !== points[1] && Math.max(points[0], points[1]) > bestOf / 2;
}

/** A match score as printed: "2–1", "1½–½" (language-neutral). */
export function scoreText(points: readonly [number, number]): string {
  const part = (value: number) => `${Math.floor(value) || (value % 1 ? '' : '0')}${value % 1 ? '½' : ''}`;
  return `${part(points[0])}–${part(points[1])}`;
}

/** The final's games in order, by round. */
const inOrder = (games: readonly Game[]) => [...games].sort((a, b) => a.round - b.round || a.table - b.table);

/** The match's score from its games; `swissOrder` is the N° in the Swiss standings' order (who is better placed). */
export function finalScore(
  final: TournamentFinal,
  swissOrder: readonly number[],
  config: Pick<TournamentConfig, 'byePoints'>,
): FinalScore {
  const games = inOrder(final.games).filter((game) => game.second !== null);
  const score: FinalScore = {
    bestOf: final.bestOf,
    finalists: null,
    points: [0, 0],
    decided: 0,
    winner: null,
    loser: null,
  };
  if (games.length === 0) return score;
  const place = (id: number) => {
    const index = swissOrder.indexOf(id);
    return index < 0 ? Infinity : index;
  };
  const pair = [games[0].first, games[0].second as number];
  const finalists: [number, number] = place(pair[0]) <= place(pair[1]) ? [pair[0], pair[1]] : [pair[1], pair[0]];
  score.finalists = finalists;
  for (const game of games) {
    if (isPending(game)) continue;
    const outcome = gameOutcome(game, config);
    score.decided++;
    for (const [id, points] of [
      [game.first, outcome.points1],
      [game.second as number, outcome.points2],
    ] as const) {
      const index = finalists.indexOf(id);
      if (index >= 0) score.points[index] += points ?? 0;
    }
  }
  if (finalOver(score.points, final.bestOf)) {
    const first = score.points[0] > score.points[1] ? 0 : 1;
    score.winner = finalists[first];
    score.loser = finalists[1 - first];
  }
  return score;
}

/**
 * The next game of the final (rules §18.2), as a round of one board: the first two of the
 * Swiss standings (`swissOrder`, those still playing), the better placed with the first
 * move in game 1, then alternating. Refused when the match is over.
 */
export function nextFinalGame(
  tournament: Tournament,
  swissOrder: readonly number[],
  plays: (id: number, round: number) => boolean,
): { round: number; pairings: { table: number; first: number; second: number; reasons: Message[] }[] } {
  const final = tournament.final as TournamentFinal;
  const round = Math.max(tournament.config.rounds, lastRound(final.games)) + 1;
  const score = finalScore(final, swissOrder, tournament.config);
  const finalists = score.finalists ?? (swissOrder.filter((id) => plays(id, round)).slice(0, 2) as [number, number]);
  if (finalists.length < 2) throw new AtrilError('final.noFinalists', { round });
  if (score.winner !== null)
    throw new AtrilError('final.over', { bestOf: final.bestOf, score: scoreText(score.points) });
  const game = final.games.filter((g) => g.second !== null).length + 1;
  const [first, second] = game % 2 === 1 ? finalists : [finalists[1], finalists[0]];
  return {
    round,
    pairings: [{ table: 1, first, second, reasons: [{ key: 'final.reason', params: { game, bestOf: final.bestOf } }] }],
  };
}

/**
 * rules §18.2: the standings once the final is decided — its winner first (place 1), its
 * loser second (place 2), everyone else in the Swiss order, never above place 3.
 */
export function finalOrder<R extends { player: { id: number }; place: number }>(rows: R[], score: FinalScore): R[] {
  const { winner, loser } = score;
  if (winner === null || loser === null) return rows;
  const top = [winner, loser].map((id) => rows.find((row) => row.player.id === id));
  if (top.some((row) => row === undefined)) return rows;
  const [first, second] = top as [R, R];
  first.place = 1;
  second.place = 2;
  const others = rows.filter((row) => row !== first && row !== second);
  for (const row of others) row.place = Math.max(row.place, 3);
  return [first, second, ...others];
}

/** The tournament with the final's games among the others (rules §18.2: they count for ELO as any game). */
export function withFinalGames(tournament: Tournament): Tournament {
  const { final, ...rest } = tournament;
  return final ? { ...rest, games: [...rest.games, ...final.games] } : tournament;
}
