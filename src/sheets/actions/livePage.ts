// What the live page shows (rules §8 "Publicar clasificación"), gathered from the workbook
// for the Apps Script web app and `atril html`: the standings recomputed from Jugadores and
// Rondas (not the possibly stale Clasificación tab), the round in play, the duplicate
// ranking from the "Duplicada N" tabs (partial after every typed round), and the page's
// link for its QR code. Read-only: one data read per tab.
import { AtrilError, renderError } from '../../core/errors';
import { type Language } from '../../i18n';
import { readSettings } from '../config/settings';
import { readDuplicateSettings } from '../config/duplicateSettings';
import { findTab } from '../config/tabs';
import { DEFAULT_CONFIG } from '../../core/model';
import type { Workbook } from '../grid/workbook';
import { duplicateTabs } from '../duplicate/gameTab';
import { scoreDuplicateTabs } from '../duplicate/scoring';
import { duplicatePageSection } from '../duplicate/views';
import { type DuplicateSection, type StandingsPageInput, standingsPageInput } from '../tournament/standingsPage';
import { pageLink } from './pageLink';

export type LivePageInput = Pick<
  StandingsPageInput,
  'grid' | 'lang' | 'tournament' | 'subtitle' | 'round' | 'duplicate' | 'link'
>;

/** The duplicate section, or null without duplicate games; a bad tab shows its message there, not instead of the page. */
function duplicateSection(workbook: Workbook, names: string[], lang: Language): DuplicateSection | null {
  const games = duplicateTabs(names);
  if (games.length === 0) return null;
  try {
    const { tab, entries } = readSettings(workbook, lang, names);
    const settings = readDuplicateSettings(
      entries ?? { config: { ...DEFAULT_CONFIG, language: lang }, extra: {} },
      lang,
      tab ?? undefined,
    );
    const scoring = scoreDuplicateTabs(
      games.map((name) => ({ name, grid: workbook.read(name) ?? [] })),
      settings,
      lang,
    );
    return duplicatePageSection(scoring.games, scoring.overall, lang);
  } catch (error) {
    if (!(error instanceof AtrilError)) throw error;
    return { error: renderError(error, lang) };
  }
}

/** `edgeLink`: the web app's address in Google Sheets (Configuración › Enlace de la página wins). */
export function livePageInput(workbook: Workbook, userLang: Language, edgeLink: string | null = null): LivePageInput {
  const names = workbook.tabNames();
  const settings = readSettings(workbook, userLang, names);
  const { lang } = settings;
  // A duplicate-only workbook has no Jugadores: the page then shows the duplicate ranking alone.
  const standings: LivePageInput =
    findTab(names, 'players') !== null
      ? standingsPageInput(workbook, userLang)
      : { grid: [], lang, tournament: settings.entries?.config.name ?? '' };
  return {
    ...standings,
    duplicate: duplicateSection(workbook, names, standings.lang),
    link: pageLink(settings.entries, edgeLink),
  };
}
