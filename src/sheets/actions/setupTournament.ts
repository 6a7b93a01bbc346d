// "Preparar torneo" (rules §2, §8): creates the tabs that are missing — Configuración with
// its defaults, Jugadores and Rondas with their headers and checks, and the generated
// views with their header row — in the workbook's language (its tab names or Idioma; the
// user's for a new workbook: docs/input.md "Language"). An existing tab is never touched.
import { DEFAULT_CONFIG, type Tournament } from '../../core/model';
import { type Language } from '../../i18n';
import { t } from '../../i18n';
import type { Grid } from '../grid/cells';
import { configDefaults } from '../config/configuration';
import { findTab, type TabKey, TAB_LABELS } from '../config/tabs';
import { playersHeader } from '../tournament/players';
import { roundsHeader } from '../tournament/rounds';
import { TYPED_TABS, typedTabFormat, VIEW_TABS } from '../tournament/tabLayout';
import { cardsGrid, crosstableGrid, eloGrid, standingsGrid } from '../tournament/views';
import { type ActionContext, type ActionResult } from './action';
import { workbookLanguage } from '../config/settings';

export interface SetupResult extends ActionResult {
  created: string[];
}

/** The first rows of a new tab. */
function initialGrid(key: TabKey, lang: Language): Grid {
  const empty: Tournament = { config: { ...DEFAULT_CONFIG, language: lang }, players: [], games: [] };
  switch (key) {
    case 'config':
      return configDefaults(lang);
    case 'players':
      return [playersHeader(lang)];
    case 'rounds':
      return [roundsHeader(lang)];
    case 'standings':
      return standingsGrid(empty, lang);
    case 'crosstable':
      return crosstableGrid(empty, lang);
    case 'cards':
      return cardsGrid(empty, lang);
    case 'elo':
      return eloGrid(empty, lang);
    default:
      return [];
  }
}

export function setupTournament({ workbook, lang: userLang }: ActionContext): SetupResult {
  const existing = workbook.tabNames();
  const lang = workbookLanguage(workbook, userLang);
  const created: string[] = [];
  for (const key of [...TYPED_TABS, ...VIEW_TABS]) {
    if (findTab(existing, key) !== null) continue;
    const name = t(lang, TAB_LABELS[key]);
    workbook.addTab(name);
    const grid = initialGrid(key, lang);
    workbook.write(name, 1, 1, grid);
    workbook.format(name, typedTabFormat(key));
    created.push(name);
  }
  if (created.length === 0) return { ok: true, lang, created, message: t(lang, 'addon.setup.nothing') };
  const players = findTab(workbook.tabNames(), 'players') as string;
  const message = [
    t(lang, 'addon.setup.created', { tabs: created.join(', ') }),
    t(lang, 'addon.setup.next', { players }),
  ].join('\n');
  return { ok: true, lang, created, message };
}
