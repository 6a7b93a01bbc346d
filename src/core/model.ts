// The tournament as plain data: what the sheets layer reads from Jugadores, Rondas and
// Configuración, and what every core module (pairing, standings, elo, ...) takes in.
// Players are referred to by their N° (pairing number), which never changes (rules §2).
import { type BonusRules, DEFAULT_BONUSES } from './duplicate/game';

import type { Language } from '../i18n';

export interface Player {
  /** N°: pairing number, fixed once assigned (rules §3.2). */
  id: number;
  name: string;
  /** Escalafón; null = unrated. */
  rating: number | null;
  club: string;
  /** Promedio: known average Scrabble score, orders unrated players (rules §3.2). */
  average: number | null;
  /** Entra en ronda: first round the player is paired in (late entry); 1 by default. */
  entryRound: number;
  /** Retirado desde ronda: not paired from this round on; null = not withdrawn. */
  withdrawnFromRound: number | null;
  /** Ausente en rondas: rounds the player misses (0 points, not paired). */
  absentRounds: number[];
}

/** Resultado column overrides (rules §2). */
export type ResultOverride = 'NP1' | 'NP2' | 'NP' | '1-0' | '0-1' | '½-½';
export const RESULT_OVERRIDES: readonly ResultOverride[] = ['NP1', 'NP2', 'NP', '1-0', '0-1', '½-½'];

export interface Game {
  round: number;
  table: number;
  /** Jugador 1: has the first move (salida). */
  first: number;
  /** Jugador 2; null = bye (DESCANSO). */
  second: number | null;
  score1: number | null;
  score2: number | null;
  override: ResultOverride | null;
}

export type PairingSystem = 'swiss' | 'roundRobin';

/** Accelerated pairings (rules §3.6): players fromId..toId get `points` virtual points up to `untilRound`. */
export interface AccelerationGroup {
  fromId: number;
  toId: number;
  points: number;
  untilRound: number;
}

export type TiebreakId =
  | 'sb'
  | 'scrabblePoints'
  | 'spread'
  | 'buchholz'
  | 'medianBuchholz'
  | 'progressive'
  | 'wins'
  | 'averageOpponentRating'
  | 'directEncounter';

export type EloExpectancy = 'table' | 'table400' | 'logistic';

export interface TournamentConfig {
  name: string;
  /** Rondas: planned rounds. */
  rounds: number;
  system: PairingSystem;
  /** ELO K factor. */
  k: number;
  eloExpectancy: EloExpectancy;
  tiebreaks: TiebreakId[];
  byePoints: number;
  byeScrabblePoints: number;
  byeSpread: number;
  forfeitSpread: number;
  acceleration: AccelerationGroup[];
  /** Evitar mismo club hasta ronda (rules §3.9): in rounds 1..N players of one club avoid each other; 0 = off. */
  avoidSameClubUntilRound: number;
  /** Regla de Gibson (rules §3.9): a leader who has clinched first place meets a player out of the prizes. */
  gibson: boolean;
  /** Puestos con premio (rules §3.9): the prize places the Gibson rule protects (default 3). */
  prizePlaces: number;
  /** Última ronda (rules §3.9): the last planned round paired as the Swiss rounds, or by the standings (king of the hill). */
  lastRound: 'swiss' | 'kingOfTheHill';
  /** Who starts on table 1 in round 1 (rules §3.3). */
  firstMoveTable1: 'higher' | 'lower';
  /** Order of unrated players with equal average: alphabetical, or random with a stored seed. */
  unratedOrder: 'alphabetical' | 'random';
  seed: number;
  duplicateBonuses: BonusRules;
  language: Language;
}

export const DEFAULT_CONFIG: TournamentConfig = {
  name: '',
  rounds: 7,
  system: 'swiss',
  k: 10,
  eloExpectancy: 'table',
  tiebreaks: ['sb', 'scrabblePoints'],
  byePoints: 1,
  byeScrabblePoints: 0,
  byeSpread: 0,
  forfeitSpread: 0,
  acceleration: [],
  avoidSameClubUntilRound: 0,
  gibson: false,
  prizePlaces: 3,
  lastRound: 'swiss',
  firstMoveTable1: 'higher',
  unratedOrder: 'alphabetical',
  seed: 1,
  duplicateBonuses: DEFAULT_BONUSES,
  language: 'es',
};

/** rules §18.2: the final as configured (Configuración › Final) and its games so far (rounds after the announced ones). */
export interface TournamentFinal {
  /** Mejor de N: odd, 3 to 9. */
  bestOf: number;
  games: Game[];
}

/** Two N° who must never be paired together (rules §18 "No emparejar con"). */
export type ForbiddenPair = readonly [number, number];

export interface Tournament {
  config: TournamentConfig;
  players: Player[];
  games: Game[];
  /** rules §18: pairs kept apart in every round (Jugadores' No emparejar con); none when absent. */
  forbiddenPairs?: readonly ForbiddenPair[];
  /** rules §18.2: the final after the Swiss (Configuración › Final) and its games, kept out of `games`; none when absent. */
  final?: TournamentFinal;
}
