// Who may take a prize (rules §11): every condition that is filled must hold; text is
// compared with case and accents aside; a blank Escalafón matches no rating band.
import type { Player } from '../model';
import { foldText } from '../text';
import { CONDITION_KEYS, type ConditionKey, type PrizeConditions, type PrizeProfile } from './prize';

const NO_PROFILE: PrizeProfile = { country: '', tags: [] };

/**
 * foldText, remembered: a prize's condition is compared with every candidate's club, country
 * and tags, and a field has few distinct ones (2,000 players × 30 prizes: docs/prizes.md).
 */
const folded = new Map<string, string>();
function fold(text: string): string {
  let value = folded.get(text);
  if (value === undefined) {
    if (folded.size > 10000) folded.clear();
    value = foldText(text);
    folded.set(text, value);
  }
  return value;
}

/** Whether `player` meets the one condition `key` (true when it is blank). */
export function meetsCondition(
  key: ConditionKey,
  conditions: PrizeConditions,
  player: Pick<Player, 'rating' | 'club'>,
  profile: PrizeProfile = NO_PROFILE,
): boolean {
  switch (key) {
    case 'ratingFrom':
      return conditions.ratingFrom === null || (player.rating !== null && player.rating >= conditions.ratingFrom);
    case 'ratingTo':
      return conditions.ratingTo === null || (player.rating !== null && player.rating <= conditions.ratingTo);
    case 'unrated':
      return !conditions.unrated || player.rating === null;
    case 'club':
      return conditions.club === '' || fold(conditions.club) === fold(player.club);
    case 'country':
      return conditions.country === '' || fold(conditions.country) === fold(profile.country);
    case 'tag': {
      if (conditions.tag === '') return true;
      const wanted = fold(conditions.tag);
      return profile.tags.some((tag) => fold(tag) === wanted);
    }
  }
}

/** The first condition (in Premios' column order) `player` does not meet, or null when he meets them all. */
export function unmetCondition(
  conditions: PrizeConditions,
  player: Pick<Player, 'rating' | 'club'>,
  profile?: PrizeProfile,
): ConditionKey | null {
  return CONDITION_KEYS.find((key) => !meetsCondition(key, conditions, player, profile)) ?? null;
}

/**
 * When nobody among `players` meets the conditions: the condition that, applied in column
 * order, leaves nobody (the one a Desierto names). Null when somebody meets them all.
 */
export function conditionNobodyMeets(
  conditions: PrizeConditions,
  players: readonly { player: Pick<Player, 'rating' | 'club'>; profile?: PrizeProfile }[],
): ConditionKey | null {
  let left = players;
  for (const key of CONDITION_KEYS) {
    left = left.filter(({ player, profile }) => meetsCondition(key, conditions, player, profile));
    if (left.length === 0) return key;
  }
  return null;
}
