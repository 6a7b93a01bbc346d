// The club's rating list (rules §2 "Escalafón"), kept from one tournament to the next:
// closing a tournament (rules §8 "Cerrar torneo") writes each player's new rating (rules §5,
// the ELO report's Nuevo), adds the newcomers, and gives an unrated player a first rating
// only under the rule of docs/season.md (FIDE's idea: a performance over enough rated games).
// What each participant gets is decided once, in core/season/eventRating.ts (the code the
// federation's list rates with too, rules §23); this file keeps the club's tab's books.
import { type EloReportRow } from '../eloReport';
import { comparePairingOrder } from '../ranking';
import { foldText } from '../text';
import { type EloOutcome, eloOutcomeOf, firstRatingOf } from './eventRating';

export interface RatingEntry {
  name: string;
  /** Escalafón; null = unrated. */
  rating: number | null;
  /** Partidas valoradas: games that have counted for the rating, over every closed tournament. */
  ratedGames: number;
  /** Torneos: closed tournaments the player took part in. */
  tournaments: number;
  /** Último torneo: the last of them. */
  lastTournament: string;
  /** The club of the player's last tournament (Nuevo torneo copies it into Jugadores). */
  club: string;
}

export interface ClosedTournament {
  name: string;
  /** The tournament's ELO report (core/eloReport.ts): the same figures as the ELO tab. */
  report: readonly EloReportRow[];
  /** N° of the players who took part (at least one row in Rondas). */
  participants: ReadonlySet<number>;
  /** Player N° → index of his entry in the list; a player without one is a newcomer. */
  entryOf: ReadonlyMap<number, number>;
  firstRatingGames: number;
}

export interface RatingListUpdate<E extends RatingEntry = RatingEntry> {
  /** The whole list after the tournament, in rating-list order; an entry that was there keeps its other fields. */
  list: (E | RatingEntry)[];
  /** Participants written (updated or added). */
  updated: number;
  /** Newcomers added. */
  added: number;
  /** Players who got their first rating. */
  firstRatings: string[];
  /** Players unrated in the tournament but rated in the list: their list rating is kept. */
  kept: { name: string; rating: number }[];
}

/**
 * A first rating (docs/season.md): the performance (rules §5: Rav + dp(p), the ELO tab's
 * Rendimiento) over at least `minGames` games against rated opponents, and only with some
 * points scored (FIDE disregards a first event scored zero). Otherwise still unrated.
 */
export function firstRating(row: EloReportRow, minGames: number): number | null {
  return firstRatingOf(row.games, row.score, row.performance, minGames);
}

/** Rating-list order: rated players by rating, then the unrated; equal ratings and the unrated by surname (rules §3.2). */
export function ratingListOrder<E extends RatingEntry>(list: readonly E[]): E[] {
  const config = { unratedOrder: 'alphabetical', seed: 0 } as const;
  return [...list].sort((a, b) => comparePairingOrder({ ...a, average: null }, { ...b, average: null }, config));
}

/** The entries of each name, compared with accents and case aside: more than one is ambiguous. */
export function nameIndex(list: readonly { name: string }[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  list.forEach((entry, i) => {
    const key = foldText(entry.name);
    index.set(key, [...(index.get(key) ?? []), i]);
  });
  return index;
}

/** A participant of the tournament with what the rating code gave him (core/season/eventRating.ts). */
export interface RatedParticipant {
  name: string;
  club: string;
  /** His entry in the list; undefined: a newcomer. */
  entry: number | undefined;
  outcome: EloOutcome;
}

/** The list after a tournament: each participant's outcome written, newcomers added, the list ordered. */
export function applyRatings<E extends RatingEntry>(
  list: readonly E[],
  tournament: string,
  rated: readonly RatedParticipant[],
): RatingListUpdate<E> {
  const next: (E | RatingEntry)[] = [...list];
  const result: Omit<RatingListUpdate, 'list'> = { updated: 0, added: 0, firstRatings: [], kept: [] };
  for (const { name, club, entry: at, outcome } of rated) {
    const old = at === undefined ? null : next[at];
    if (outcome.kept && outcome.rating !== null) result.kept.push({ name, rating: outcome.rating });
    if (outcome.first) result.firstRatings.push(name);
    const fields: RatingEntry = {
      name: old?.name ?? name,
      rating: outcome.rating,
      ratedGames: (old?.ratedGames ?? 0) + outcome.ratedGames,
      tournaments: (old?.tournaments ?? 0) + 1,
      lastTournament: tournament,
      club,
    };
    if (at === undefined || old === null) {
      next.push(fields);
      result.added += 1;
    } else next[at] = { ...old, ...fields };
    result.updated += 1;
  }
  return { list: ratingListOrder(next), ...result };
}

/** The list after a tournament, from its ELO report (the report's rows through the one rating code). */
export function updateRatingList<E extends RatingEntry>(
  list: readonly E[],
  closed: ClosedTournament,
): RatingListUpdate<E> {
  const rated = closed.report.flatMap((row): RatedParticipant[] => {
    const { player } = row;
    if (!closed.participants.has(player.id)) return [];
    const entry = closed.entryOf.get(player.id);
    const listRating = entry === undefined ? null : (list[entry]?.rating ?? null);
    const outcome = eloOutcomeOf({ ...row, rating: player.rating, listRating }, closed.firstRatingGames);
    return [{ name: player.name, club: player.club, entry, outcome }];
  });
  return applyRatings(list, closed.name, rated);
}
