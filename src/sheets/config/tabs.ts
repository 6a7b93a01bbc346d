// The tabs of a tournament workbook (rules §2) and their names in either language. Tabs are
// found by either language's name (accents and case ignored), so a workbook set up in
// Spanish keeps working for a director whose locale is English, and vice versa. A tab is
// looked up in the workbook by the names set-up gives it first (`lookupTab`: one call each
// in Google Sheets), and only then among every tab's name (docs/addon.md "Calls per action").
import { AtrilError } from '../../core/errors';
import { type Language } from '../../i18n';
import { type MessageKey, t } from '../../i18n';
import { normaliseLabel } from '../grid/cells';
import { labelNames } from '../grid/labels';
import type { Workbook } from '../grid/workbook';

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
  | 'previousRatingList'
  | 'board'
  | 'eloDi'
  | 'seating'
  | 'slips'
  | 'followSheets'
  | 'previousEloDi'
  | 'prizes'
  | 'prizeList'
  | 'resultSlips'
  | 'final'
  | 'countryStandings'
  | 'lexicon'
  | 'centres'
  | 'listEvents'
  | 'ratedEvents'
  | 'review';

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
  board: 'board.tab',
  eloDi: 'tab.eloDi',
  seating: 'tab.seating',
  slips: 'tab.slips',
  followSheets: 'tab.followSheets',
  previousEloDi: 'tab.previousEloDi',
  prizes: 'tab.prizes',
  prizeList: 'tab.prizeList',
  resultSlips: 'tab.resultSlips',
  final: 'tab.final',
  countryStandings: 'tab.countryStandings',
  // rules §20: the club's word list, compiled (duplicate/lexiconTab.ts).
  lexicon: 'tab.lexicon',
  // rules §22: the centres' results the organiser imported (duplicate/centresTab.ts).
  centres: 'tab.centres',
  // rules §23: the federation's list workbook (season/listTabs.ts).
  listEvents: 'tab.listEvents',
  ratedEvents: 'tab.ratedEvents',
  review: 'tab.review',
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

/** Whether `name` names the tab for `key`: either language's name, accents and case aside, or an alias. */
function isTabOf(name: string, key: TabKey): boolean {
  return labelNames(TAB_LABELS[key], TAB_ALIASES[key]).includes(normaliseLabel(name));
}

/** The names set-up gives the tab for `key`, as written: Spanish, then English. */
function exactNames(key: TabKey): string[] {
  return [...new Set([t('es', TAB_LABELS[key]), t('en', TAB_LABELS[key])])];
}

/** The existing tab for `key` under either language's name, or null (among `existing`, every tab's name). */
export function findTab(existing: readonly string[], key: TabKey): string | null {
  return existing.find((name) => isTabOf(name, key)) ?? null;
}

/**
 * The workbook's tab for `key`, or null: a tab named exactly as set-up names it (Spanish,
 * then English) when there is one, else the first whose name matches another way (`findTab`).
 */
export function lookupTab(workbook: Workbook, key: TabKey): string | null {
  return workbook.locateTab(exactNames(key), (name) => isTabOf(name, key));
}

/** The workbook's tab for `key`, or the name a new one gets in `lang`. */
export function tabFor(workbook: Workbook, key: TabKey, lang: Language): string {
  return lookupTab(workbook, key) ?? t(lang, TAB_LABELS[key]);
}

/** The workbook's tab for `key`, or an error telling the director to run "Preparar torneo". */
export function requireTab(workbook: Workbook, key: TabKey, lang: Language): string {
  const tab = lookupTab(workbook, key);
  if (tab === null) throw new AtrilError('action.noTab', { tab: t(lang, TAB_LABELS[key]) });
  return tab;
}

/** The tabs every tournament action looks up: their names tell the workbook's language at no extra cost. */
const LOOKED_UP: TabKey[] = ['config', 'players', 'rounds'];

/**
 * The language of the workbook's tab names (`languageOfTabs`), asking for every name only
 * when it must: Configuración, Jugadores and Rondas, each named exactly as set-up names it
 * in the same language, decide it (a workbook set up by Atril); otherwise every tab votes.
 */
export function languageOfWorkbookTabs(workbook: Workbook): Language | null {
  const languages = LOOKED_UP.map((key) => {
    const tab = lookupTab(workbook, key);
    return (['es', 'en'] as const).find((lang) => tab === t(lang, TAB_LABELS[key])) ?? null;
  });
  const [first] = languages;
  if (first !== null && languages.every((lang) => lang === first)) return first;
  return languageOfTabs(workbook.tabNames());
}
