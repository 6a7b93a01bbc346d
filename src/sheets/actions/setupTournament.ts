// "Preparar torneo" (rules §2, §8): creates the tabs that are missing — Configuración with
// its defaults, Jugadores and Rondas with their headers and checks (Jugadores' Presente
// checkboxes too, added to an existing Jugadores after its last column: rules §16), Premios with its header
// (rules §11), and the generated
// views (Emparejamientos, Clasificación, …) with their title and header row — in the
// workbook's language (its tab names or Idioma; the user's for a new workbook: docs/input.md
// "Language"). An existing tab is never otherwise touched. The views are not laid out for printing
// here: an empty view is nobody's printout, and its first real write lays it out whole
// (about 13 calls a view saved: docs/addon.md "Calls per action").
import { DEFAULT_CONFIG, type Tournament } from '../../core/model';
import { type Language } from '../../i18n';
import { t } from '../../i18n';
import type { Grid } from '../grid/cells';
import { configDefaults } from '../config/configuration';
import { findTab, type TabKey, TAB_LABELS } from '../config/tabs';
import { playersHeader } from '../tournament/players';
import { GAME_COLUMNS, roundsHeader } from '../tournament/rounds';
import { nameColumnWidths } from '../tournament/nameColumns';
import { prizesHeader } from '../prizes/prizesTab';
import { TYPED_TABS, typedTabFormat, VIEW_TABS } from '../tournament/tabLayout';
import { type PrintedTab } from '../grid/printedTab';
import { pairingSheetTab } from '../tournament/pairingSheet';
import { eloTab, standingsTabs } from '../tournament/viewTabs';
import { type ActionContext, type ActionResult } from './action';
import { workbookLanguage } from '../config/settings';
import { ensurePresentColumn } from '../tournament/playerColumns';

export interface SetupResult extends ActionResult {
  created: string[];
}

/** The first rows of a new typed tab. */
function initialGrid(key: TabKey, lang: Language): Grid {
  switch (key) {
    case 'config':
      return configDefaults(lang);
    case 'players':
      return [playersHeader(lang)];
    case 'rounds':
      return [roundsHeader(lang)];
    case 'prizes':
      return [prizesHeader(lang)];
    default:
      return [];
  }
}

/** A new view: its title and empty header. */
function initialView(key: TabKey, lang: Language): PrintedTab {
  const tournament: Tournament = { config: { ...DEFAULT_CONFIG, language: lang }, players: [], games: [] };
  if (key === 'pairings') return pairingSheetTab(tournament, 0, lang);
  if (key === 'elo') return eloTab({ tournament, lang });
  const view = standingsTabs({ tournament, lang }).find((candidate) => candidate.key === key);
  if (!view) throw new Error(`setupTournament: no view "${key}"`);
  return view.tab;
}

/** Rondas' two score columns (0-based). */
const SCORE_COLUMNS = GAME_COLUMNS.flatMap((spec, index) =>
  spec.key === 'score1' || spec.key === 'score2' ? [index] : [],
);

export function setupTournament({ workbook, lang: userLang }: ActionContext): SetupResult {
  const existing = workbook.tabNames();
  const lang = workbookLanguage(workbook, userLang);
  const created: string[] = [];
  // rules §11: Premios is typed by the director, after the three tabs every tournament has.
  for (const key of [...TYPED_TABS, 'prizes' as const, ...VIEW_TABS]) {
    if (findTab(existing, key) !== null) continue;
    const name = t(lang, TAB_LABELS[key]);
    workbook.addTab(name);
    if (VIEW_TABS.includes(key)) {
      workbook.replace(name, initialView(key, lang).grid);
    } else {
      workbook.write(name, 1, 1, initialGrid(key, lang));
      workbook.format(name, typedTabFormat(key));
      // «Puntos Scrabble 1» and 2 (docs/glossary.md) are wider than a column as Sheets makes it: shown whole.
      if (key === 'rounds') workbook.widenColumns(name, nameColumnWidths([roundsHeader(lang)], SCORE_COLUMNS));
    }
    created.push(name);
  }
  // rules §16: Jugadores' Presente (Pasar lista), added after its last column when missing.
  const players = findTab(workbook.tabNames(), 'players') as string;
  const fresh = created.includes(players);
  const present = ensurePresentColumn(
    workbook,
    players,
    fresh ? [playersHeader(lang)] : (workbook.read(players) ?? []),
    lang,
  );
  const added = present === null || fresh ? [] : [t(lang, 'checkin.setup', { column: present, tab: players })];
  if (created.length === 0)
    return { ok: true, lang, created, message: added.length > 0 ? added.join('\n') : t(lang, 'action.setup.nothing') };
  const message = [
    t(lang, 'action.setup.created', { tabs: created.join(', ') }),
    ...added,
    t(lang, 'action.setup.next', { players }),
  ].join('\n');
  return { ok: true, lang, created, message };
}
