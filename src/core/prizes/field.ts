// What the prize engine reads besides the prizes (rules §11, §11.1): a ranking, best first,
// and who among it may take a prize. Two readers build it — the tournament's standings
// (Calcular premios) and a club's own standings range (PRIZE_LIST) — for one engine.
import type { Game, Player } from '../model';
import type { Standings } from '../standings';
import { prizeCandidates } from './candidates';
import type { PrizeProfile } from './prize';

/** One ranked player: his place, his points (equal points = tied), who he is. */
export interface PrizeRow {
  place: number;
  player: Player;
  points: number;
}

/** rules §18.3: a team of the team standings (Clasificación por clubes or por países) as a prize reads it. */
export interface TeamRow {
  place: number;
  name: string;
  points: number;
  /** The players whose points count, best first. */
  counted: readonly string[];
}

export interface PrizeField {
  /** Everyone ranked, best first (points, then the tiebreaks): a tie's places are counted here. */
  rows: readonly PrizeRow[];
  /** Who may take a prize, in that order. */
  candidates: readonly PrizeRow[];
  /** Rondas' games (the game prizes' figures); null when none were given (PRIZE_LIST). */
  games: readonly Game[] | null;
  /** País and Etiquetas by N° (absent: none). */
  profiles?: ReadonlyMap<number, PrizeProfile>;
  /** The overall duplicate ranking, best first, with each player's place; null or absent without duplicate games. */
  duplicate?: readonly { id: number; place: number }[] | null;
  /** rules §18.3: the team standings, best first, for Tipo Equipos; null or absent without teams. */
  teams?: readonly TeamRow[] | null;
}

/** The field of a tournament: its standings, its games, and the candidates of rules §11. */
export function standingsField(
  standings: Standings,
  games: readonly Game[],
  more: Pick<PrizeField, 'profiles' | 'duplicate' | 'teams'> = {},
): PrizeField {
  return { rows: standings.rows, candidates: prizeCandidates(standings), games, ...more };
}
