// The tabs of a tournament workbook (rules §2) and their names in either language. Tabs are
// found by either language's name (accents and case ignored), so a workbook set up in
// Spanish keeps working for a director whose locale is English, and vice versa.
import { AtrilError } from '../../core/errors';
import { type Language } from '../../i18n';
import { type MessageKey, t } from '../../i18n';
import { normaliseLabel } from '../grid/cells';
import { labelNames } from '../grid/labels';

export type TabKey =
  | 'config'
  | 'players'
  | 'rounds'
  | 'standings'
  | 'crosstable'
  | 'cards'
  | 'elo'
  | 'duplicateStandings'
  | 'pairings'
  | 'clubStandings'
  | 'ratingList'
  | 'season'
  | 'previousRatingList';

export const TAB_LABELS: Record<TabKey, MessageKey> = {
  config: 'tab.config',
  players: 'tab.players',
  rounds: 'tab.rounds',
  standings: 'tab.standings',
  crosstable: 'tab.crosstable',
  cards: 'tab.cards',
  elo: 'tab.elo',
  duplicateStandings: 'tab.duplicateStandings',
  pairings: 'tab.pairings',
  clubStandings: 'tab.clubStandings',
  ratingList: 'tab.ratingList',
  season: 'tab.season',
  previousRatingList: 'tab.previousRatingList',
};

/** Other names a user may have given a tab (normalised forms). */
const TAB_ALIASES: Partial<Record<TabKey, string[]>> = {
  config: ['config', 'configuracion', 'configuration'],
  elo: ['elo', 'ratings'],
};

/** The existing tab for `key` under either language's name, or null. */
export function findTab(existing: readonly string[], key: TabKey): string | null {
  const names = labelNames(TAB_LABELS[key], TAB_ALIASES[key]);
  return existing.find((name) => names.includes(normaliseLabel(name))) ?? null;
}

/** The existing tab for `key`, or the name a new one gets in `lang`. */
export function tabFor(existing: readonly string[], key: TabKey, lang: Language): string {
  return findTab(existing, key) ?? t(lang, TAB_LABELS[key]);
}

/** The existing tab for `key`, or an error telling the director to run "Preparar torneo". */
export function requireTab(existing: readonly string[], key: TabKey, lang: Language): string {
  const tab = findTab(existing, key);
  if (tab === null) throw new AtrilError('addon.noTab', { tab: t(lang, TAB_LABELS[key]) });
  return tab;
}
