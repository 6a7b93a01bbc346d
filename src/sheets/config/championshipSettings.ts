// Configuración's keys of the championship's shape (rules §18): Final (blank, or "Mejor de
// N" with N odd from 3 to 9) and Equipos (Club, the default, or País). Read from the keys
// readConfig hands on; a bad value is named by tab, row, key and value.
import { AtrilError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { type Cell, cellText, normaliseLabel } from '../grid/cells';
import { matchWord } from '../grid/labels';
import { type ExtraEntries, extraReader } from './configuration';

export type TeamKind = 'club' | 'country';

export interface ChampionshipSettings {
  /** Mejor de N; null = no final. */
  final: number | null;
  teams: TeamKind;
}

/** "Mejor de 5", "Best of 5", "al mejor de 5", or 5 alone; blank or "No" = no final. */
export function parseFinal(cell: Cell): number | null {
  const text = cellText(cell).trim();
  const folded = normaliseLabel(text);
  if (folded === '' || folded === 'no' || folded === 'ninguna' || folded === 'none') return null;
  const match = /^(?:(?:al\s+)?mejor\s+de|best\s+of|bo)?\s*(\d+)$/.exec(folded);
  const n = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(n) || n < 3 || n > 9 || n % 2 === 0)
    throw new AtrilError('error.config.final', { value: text });
  return n;
}

/** Club or País (Country, Nación, Nations). */
export function parseTeams(cell: Cell): TeamKind {
  const text = cellText(cell).trim();
  // Clubes, Países, Nación…: the catalogue's words for each (i18n/aliases.ts).
  const found = matchWord(text, { club: 'value.teams.club', country: 'value.teams.country' });
  if (found === null) throw new AtrilError('error.config.teams', { value: text });
  return found;
}

export function readChampionshipSettings(
  entries: ExtraEntries | null,
  lang: Language,
  tab?: string,
): ChampionshipSettings {
  const settings: ChampionshipSettings = { final: null, teams: 'club' };
  if (!entries) return settings;
  const read = extraReader(entries, lang, tab ?? t(lang, 'tab.config'));
  read('config.final', parseFinal, (value) => (settings.final = value));
  read('config.teams', parseTeams, (value) => (settings.teams = value));
  return settings;
}
