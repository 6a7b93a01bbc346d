// Configuración › Centro and Centros esperados (rules §22): the centre's name its results file
// carries (else the tournament's name), and how many centres the organiser waits for — the live
// page's «N centros de M», and no move or rack shown while one is still to send.
import { type Language, t } from '../../i18n';
import { type Cell, cellText, positiveInteger } from '../grid/cells';
import { type ExtraEntries, extraReader } from './configuration';

export interface SimultaneousSettings {
  /** The centre's name as typed; null when blank. */
  centre: string | null;
  /** The centres expected; null when blank (then the page says how many came, not of how many). */
  expectedCentres: number | null;
}

/** A whole number ≥ 1 (a blank cell never reaches it: extraReader skips it). */
const parseExpected = (cell: Cell): number => positiveInteger(cell) ?? 0;

export function readSimultaneousSettings(
  entries: ExtraEntries | null,
  lang: Language,
  tab = t(lang, 'tab.config'),
): SimultaneousSettings {
  const settings: SimultaneousSettings = { centre: null, expectedCentres: null };
  if (!entries) return settings;
  const read = extraReader(entries, lang, tab);
  read('simul.config.centre', cellText, (value) => (settings.centre = value || null));
  read('simul.config.expected', parseExpected, (value) => (settings.expectedCentres = value));
  return settings;
}
