// A prize as the director announced it in Premios (rules §11): what ranks its candidates
// (Tipo), who may take it (the conditions), what it is worth (in cents, never floats) and
// which group it belongs to (prizes of one group never go to the same player).

/** Tipo (rules §11): the standings, the duplicate ranking, or one figure of a player's games. */
export type PrizeType =
  | 'standings'
  | 'duplicate'
  | 'highGame'
  | 'highLoss'
  | 'lowWin'
  | 'biggestWin'
  | 'highCombined'
  | 'upset'
  /** rules §18.3: a prize to a team (club or country), never to a player. */
  | 'teams';

export const PRIZE_TYPES: readonly PrizeType[] = [
  'standings',
  'duplicate',
  'highGame',
  'highLoss',
  'lowWin',
  'biggestWin',
  'highCombined',
  'upset',
  'teams',
];

/** The conditions of a prize, in the order of Premios' columns; blank ones are null / false / ''. */
export interface PrizeConditions {
  /** Escalafón desde: rating ≥ (a blank Escalafón matches no band). */
  ratingFrom: number | null;
  /** Escalafón hasta: rating ≤. */
  ratingTo: number | null;
  /** Sin escalafón: Sí = only players with a blank Escalafón. */
  unrated: boolean;
  club: string;
  country: string;
  /** Etiqueta: one word among the player's Etiquetas. */
  tag: string;
}

export type ConditionKey = keyof PrizeConditions;
export const CONDITION_KEYS: readonly ConditionKey[] = ['ratingFrom', 'ratingTo', 'unrated', 'club', 'country', 'tag'];

export const NO_CONDITIONS: PrizeConditions = {
  ratingFrom: null,
  ratingTo: null,
  unrated: false,
  club: '',
  country: '',
  tag: '',
};

export interface Prize {
  /** Premio: its name as announced ("1.º", "Mejor sub-1600"). */
  name: string;
  type: PrizeType;
  conditions: PrizeConditions;
  /** Importe in cents (whole, ≥ 0). */
  amount: number;
  /** Obsequio: a trophy's description ('' for none). */
  trophy: string;
  /** Grupo as typed ('' = the blank group); compared with case and accents aside. */
  group: string;
  /** Valor in cents (rules §11.1): what the trophy is worth for the order and the comparison; never paid. Absent = 0. */
  value?: number;
}

/** rules §11.1: a prize's worth, Importe + Valor, in cents. */
export function prizeWorth(prize: Prize): number {
  return prize.amount + (prize.value ?? 0);
}

/** Reparto de premios (rules §11): no sharing (the tiebreaks decide), equal split, or the Hort system. */
export type PrizeSharing = 'tiebreak' | 'equal' | 'hort';

/** How a club shares its prizes: Reparto de premios and Mínimo por jugador (cents; null = none) (rules §11, §11.1). */
export interface PrizeRules {
  sharing: PrizeSharing;
  minimumShare: number | null;
}

/**
 * rules §14.1: the most prize rows one list may have (Premios, PRIZE_LIST's prizes). A club
 * announces tens of prizes, a big open a few hundred; 1,000 leaves room for every category of
 * every group and keeps the engine's worst case well under the 3 s of §14.1 (docs/prizes.md).
 */
export const MAX_PRIZES = 1000;

export const TIEBREAK_RULES: PrizeRules = { sharing: 'tiebreak', minimumShare: null };

/** What the conditions read about a player beyond Jugadores' core columns: País and Etiquetas. */
export interface PrizeProfile {
  country: string;
  tags: readonly string[];
}

/** Whether a prize has any condition filled. */
export function hasConditions(conditions: PrizeConditions): boolean {
  return CONDITION_KEYS.some((key) => conditions[key] !== NO_CONDITIONS[key]);
}

/** rules §11: the overall prizes are those of Tipo Clasificación with no condition (the ones shared on equal points). */
export function isOverall(prize: Prize): boolean {
  return prize.type === 'standings' && !hasConditions(prize.conditions);
}
