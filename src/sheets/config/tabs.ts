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

/**
 * The language the workbook's tab names are in (rules §2: set-up names every tab in one
 * language): the one more known tabs — and "Duplicada N" / "Duplicate N" tabs — are named
 * in; null when they say nothing (no known tab, names alike in both, or as many each way).
 */
export function languageOfTabs(existing: readonly string[]): Language | null {
  const votes = { es: 0, en: 0 };
  for (const key of Object.keys(TAB_LABELS) as TabKey[]) {
    const [es, en] = (['es', 'en'] as const).map((lang) => normaliseLabel(t(lang, TAB_LABELS[key])));
    const name = findTab(existing, key);
    if (name === null || es === en) continue;
    if (normaliseLabel(name) === es) votes.es += 1;
    else if (normaliseLabel(name) === en) votes.en += 1;
  }
  for (const name of existing) {
    for (const lang of ['es', 'en'] as const) {
      if (new RegExp(`^${normaliseLabel(t(lang, 'tab.duplicate'))}\\s*\\d+$`).test(normaliseLabel(name)))
        votes[lang] += 1;
    }
  }
  return votes.es > votes.en ? 'es' : votes.en > votes.es ? 'en' : null;
}

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
