// Reading Configuración from a workbook and deciding the workbook's language (rules §2,
// docs/input.md "Language"): Configuración › Idioma when typed, else the language the
// workbook is written in — its tab names, then Configuración's keys — else the user's
// locale. The one place every action and the CLI do "read Configuración, then pick the
// language", so that an English user never gets English written into a Spanish workbook.
import { type Language } from '../../i18n';
import type { Grid } from '../grid/cells';
import type { Workbook } from '../grid/workbook';
import { type ConfigEntries, languageOfKeys, readConfig, typedLanguage } from './configuration';
import { type TournamentSettings, tournamentSettings } from './tournamentSettings';
import { languageOfWorkbookTabs, lookupTab } from './tabs';
import type { Warning } from '../grid/warnings';

export interface Settings {
  /** The Configuración tab, or null when the workbook has none. */
  tab: string | null;
  grid: Grid | null;
  entries: ConfigEntries | null;
  /** The language every message and every written header is in. */
  lang: Language;
  /** Configuración's warnings (a key resembling a known one), for actions that read no other typed tab. */
  warnings: Warning[];
  /** The language the workbook is written in (its tab names, its keys): `lang` unless Idioma differs. */
  written: Language;
  /** No tab name nor key told the workbook's language: `written` is the reader's, another reader's would differ. */
  fromReader: boolean;
  /** Every setting, parsed from `entries` on first use, in `lang` (tournamentSettings.ts). */
  parsed: TournamentSettings;
}

/** Reads Configuración (one data read) and the language of the workbook: Idioma when typed; else the tab names' language, then the keys'; else the user's. */
export function readSettings(workbook: Workbook, userLang: Language): Settings {
  const tab = lookupTab(workbook, 'config');
  const grid = tab ? workbook.read(tab) : null;
  const warnings: Warning[] = [];
  // Configuración's own messages already name its keys as the workbook does.
  const told = languageOfWorkbookTabs(workbook) ?? (grid ? languageOfKeys(grid) : null);
  const written = told ?? userLang;
  // Idioma known first: Configuración is parsed once, its messages in the language they are shown in.
  const lang = (grid && typedLanguage(grid)) ?? written;
  const entries = grid ? readConfig(grid, { lang, tab: tab as string, warnings }) : null;
  const parsed = tournamentSettings(entries, lang, tab ?? undefined, workbook.timeZone?.() || undefined);
  return { tab, grid, entries, lang, warnings, written, fromReader: told === null, parsed };
}

/** The workbook's language, for a message about input that could not be read: never throws. */
export function workbookLanguage(workbook: Workbook, userLang: Language): Language {
  try {
    return readSettings(workbook, userLang).lang;
  } catch {
    // A bad Configuración is reported by the action itself, with its row.
  }
  try {
    return languageOfWorkbookTabs(workbook) ?? userLang;
  } catch {
    return userLang;
  }
}
