// Who may take a prize (rules §11): every condition that is filled must hold; text is
// compared with case and accents aside; a blank Escalafón matches no rating band.
import type { Player } from '../model';
import { foldText } from '../text';
import { CONDITION_KEYS, type ConditionKey, type PrizeConditions, type PrizeProfile } from './prize';

const NO_PROFILE: PrizeProfile = { country: '', tags: [] };

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
      return conditions.club === '' || foldText(conditions.club) === foldText(player.club);
    case 'country':
      return conditions.country === '' || foldText(conditions.country) === foldText(profile.country);
    case 'tag': {
      if (conditions.tag === '') return true;
      const wanted = foldText(conditions.tag);
      return profile.tags.some((tag) => foldText(tag) === wanted);
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
