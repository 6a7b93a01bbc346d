// The ELO report (rules §5): for every player, the games that count (both players rated,
// real games only — forfeits and byes never count), the score, the expected score, the
// rating change, the new rating, Rav and the performance. Unrated players get no change;
// their Rav and performance (over their rated opponents) are a first rating estimate.
import { type EloGame, performanceRating, ratingChange } from './elo';
import { type EloExpectancy, type Player, type Tournament } from './model';
import { type Scoresheet, asScoresheet } from './scores';

export interface EloReportRow {
  player: Player;
  /** Partidas: games against rated opponents with a result. */
  games: number;
  /** Puntos: points scored in those games. */
  score: number;
  /** Esperado: sum of the game expectancies; null for unrated players. */
  expected: number | null;
  /** Cambio; null for unrated players. */
  change: number | null;
  /** Nuevo: rating + change; null for unrated players. */
  newRating: number | null;
  /** Rav: average rating of the rated opponents; null without any. */
  averageOpponent: number | null;
  /** Rendimiento: Rav + dp(p); null without rated opponents. */
  performance: number | null;
}

export interface EloOptions {
  /** K factor; the tournament's (Config K) by default. */
  k?: number;
  method?: EloExpectancy;
}

/** The counted games of one player: real games with a result against rated opponents. */
function ratedGames(sheet: Scoresheet, id: number): EloGame[] {
  const record = sheet.byId.get(id);
  const games: EloGame[] = [];
  if (!record) return games;
  for (const entry of record.rounds) {
    // contested excludes byes, forfeits (NP1/NP2/NP) and pending games (rules §5).
    if (!entry.contested || entry.opponent === null || entry.result === null) continue;
    const opponentRating = sheet.byId.get(entry.opponent)?.player.rating ?? null;
    if (opponentRating === null) continue;
    games.push({ opponentRating, score: entry.points });
  }
  return games;
}

/** One row per player, by N°. */
export function eloReport(source: Tournament | Scoresheet, options: EloOptions = {}): EloReportRow[] {
  const sheet = asScoresheet(source);
  const k = options.k ?? sheet.config.k;
  const method = options.method ?? sheet.config.eloExpectancy;
  return sheet.records
    .map((record): EloReportRow => {
      const { player } = record;
      const games = ratedGames(sheet, player.id);
      const performance = performanceRating(games);
      const score = games.reduce((sum, game) => sum + game.score, 0);
      const change = player.rating === null ? null : ratingChange(player.rating, games, k, method);
      return {
        player,
        games: games.length,
        score,
        expected: change?.expected ?? null,
        change: change?.change ?? null,
        newRating: change?.newRating ?? null,
        averageOpponent: performance?.averageOpponent ?? null,
        performance: performance?.performance ?? null,
      };
    })
    .sort((a, b) => a.player.id - b.player.id);
}
