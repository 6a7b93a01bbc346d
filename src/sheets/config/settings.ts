// Reading Configuración from a workbook and deciding the workbook's language (rules §2):
// Configuración › Idioma when typed, else the user's locale. The one place every action
// and the CLI do "read Configuración, then pick the language".
import { type Language } from '../../i18n';
import type { Grid } from '../grid/cells';
import type { Workbook } from '../grid/workbook';
import { type ConfigEntries, readConfig } from './configuration';
import { findTab } from './tabs';
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
}

/** Configuración's Idioma when typed, else the user's language. */
export function languageOf(entries: ConfigEntries | null, lang: Language): Language {
  return entries && entries.rows.language !== undefined ? entries.config.language : lang;
}

/** Reads Configuración (one data read) and the language it sets. */
export function readSettings(workbook: Workbook, userLang: Language, names = workbook.tabNames()): Settings {
  const tab = findTab(names, 'config');
  const grid = tab ? workbook.read(tab) : null;
  const warnings: Warning[] = [];
  const entries = grid ? readConfig(grid, { lang: userLang, tab: tab as string, warnings }) : null;
  return { tab, grid, entries, lang: languageOf(entries, userLang), warnings };
}
