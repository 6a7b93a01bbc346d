// The duplicate settings of Configuración (rules §6): Bonificaciones duplicada (read by
// readConfig into TournamentConfig.duplicateBonuses), and the extra keys Criterio
// duplicada, Desempates duplicada and K escala cuadrática.
import { type BonusRules, type Criterion, DEFAULT_BONUSES, type TiebreakSet } from '../../core/duplicate';
import { AtrilError } from '../../core/errors';
import { type Language } from '../../i18n';
import { type TournamentConfig } from '../../core/model';
import type { QuadraticOptions } from '../../core/duplicate/quadratic';
import { t, type MessageKey } from '../../i18n';
import { type Cell, cellNumber, cellText, isBlank } from '../grid/cells';
import { type ConfigEntries, typedKeyName } from './configuration';
import { labelNames, matchWord, wordList } from '../grid/labels';

export interface DuplicateSettings {
  bonuses: BonusRules;
  criterion: Criterion;
  tiebreaks: TiebreakSet;
  quadratic: QuadraticOptions;
}

export const DEFAULT_DUPLICATE_SETTINGS: DuplicateSettings = {
  bonuses: DEFAULT_BONUSES,
  criterion: 'averagePercent',
  tiebreaks: 'fise2009',
  quadratic: {},
};

export const CRITERION_LABELS: Record<Criterion, MessageKey> = {
  averagePlace: 'dup.criterion.averagePlace',
  averagePercent: 'dup.criterion.averagePercent',
  deviation: 'dup.criterion.deviation',
  quadratic: 'dup.criterion.quadratic',
};
const CRITERION_ALIASES: Record<string, Criterion> = {
  '1': 'averagePlace',
  '2': 'averagePercent',
  '3': 'deviation',
  '4': 'quadratic',
  puesto: 'averagePlace',
  puestos: 'averagePlace',
  'lugar medio': 'averagePlace',
  place: 'averagePlace',
  porcentaje: 'averagePercent',
  porcentajes: 'averagePercent',
  'promedio de porcentajes': 'averagePercent',
  '%': 'averagePercent',
  percentage: 'averagePercent',
  percent: 'averagePercent',
  'desviacion tipica': 'deviation',
  desvio: 'deviation',
  cuadratica: 'quadratic',
  escala: 'quadratic',
  quadratic: 'quadratic',
};
const TIEBREAK_SET_LABELS: Record<TiebreakSet, MessageKey> = {
  fise2009: 'dup.tiebreaks.fise2009',
  regulation: 'dup.tiebreaks.regulation',
};
const TIEBREAK_SET_ALIASES: Record<string, TiebreakSet> = {
  fise: 'fise2009',
  '2009': 'fise2009',
  reglamento: 'regulation',
  regulation: 'regulation',
  torneo: 'regulation',
  tournament: 'regulation',
};

/**
 * The value of "Criterio duplicada" / "Duplicate criterion": a criterion name ("Puesto
 * medio", "Porcentaje medio", "Desviación", "Escala cuadrática", the English names, or the
 * numbers of rules §6.2 1–4), optionally followed after ";" or "," by a tiebreak set ("FISE
 * 2009", "Reglamento de torneos") and, for the quadratic scale, "K = 220".
 */
export function parseDuplicateCriterion(
  text: string,
  lang: Language = 'es',
): { criterion: Criterion; tiebreaks?: TiebreakSet; k?: number } {
  const parts = text
    .split(/[;,\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  let criterion: Criterion | null = null;
  let tiebreaks: TiebreakSet | undefined;
  let k: number | undefined;
  for (const part of parts) {
    const kMatch = /^k\s*[=:]?\s*(\d+(?:[.,]\d+)?)$/i.exec(part);
    if (kMatch) {
      k = Number(kMatch[1].replace(',', '.'));
      continue;
    }
    const found = matchWord(part, CRITERION_LABELS, CRITERION_ALIASES);
    if (found && criterion === null) {
      criterion = found;
      continue;
    }
    const set = matchWord(part, TIEBREAK_SET_LABELS, TIEBREAK_SET_ALIASES);
    if (set) {
      tiebreaks = set;
      continue;
    }
    throw new AtrilError('error.config.unknownValue', { value: part, expected: wordList(CRITERION_LABELS, lang) });
  }
  if (criterion === null)
    throw new AtrilError('error.config.unknownValue', { value: text, expected: wordList(CRITERION_LABELS, lang) });
  return { criterion, tiebreaks, k };
}

/** "FISE 2009" or "Reglamento de torneos" (either language). */
export function parseTiebreakSet(text: string, lang: Language = 'es'): TiebreakSet {
  const set = matchWord(text.trim(), TIEBREAK_SET_LABELS, TIEBREAK_SET_ALIASES);
  if (set === null)
    throw new AtrilError('error.config.unknownValue', { value: text, expected: wordList(TIEBREAK_SET_LABELS, lang) });
  return set;
}

/** The duplicate settings from what readConfig returned; errors name the Config row, key and value. */
export function readDuplicateSettings(
  entries: Pick<ConfigEntries, 'config' | 'extra'> & Partial<Pick<ConfigEntries, 'rows' | 'extraRows' | 'typedNames'>>,
  lang: Language,
  tab?: string,
): DuplicateSettings {
  const configTab = tab ?? t(lang, 'tab.config');
  const config: TournamentConfig = entries.config;
  const settings: DuplicateSettings = {
    ...DEFAULT_DUPLICATE_SETTINGS,
    bonuses: { ...config.duplicateBonuses },
    quadratic: {},
  };
  const extra = entries.extra;
  const place = (error: unknown, label: string, row?: number) => {
    if (error instanceof AtrilError) return error.at({ tab: configTab, row, column: label });
    return error;
  };
  const criterionCell = extra.duplicateCriterion;
  if (!isBlank(criterionCell)) {
    try {
      const parsed = parseDuplicateCriterion(cellText(criterionCell), lang);
      settings.criterion = parsed.criterion;
      if (parsed.tiebreaks) settings.tiebreaks = parsed.tiebreaks;
      if (parsed.k !== undefined) settings.quadratic = { k: parsed.k };
    } catch (error) {
      throw place(error, typedKeyName(entries, 'config.duplicateCriterion', lang), entries.rows?.duplicateCriterion);
    }
  }
  // Keys readConfig does not know (config/configuration.ts EXTRA_CONFIG_KEYS): value and row from `extra`.
  const lookUp = (key: MessageKey): { cell: Cell; row?: number } => {
    const name = labelNames(key).find((candidate) => candidate in extra);
    return name === undefined ? { cell: undefined } : { cell: extra[name], row: entries.extraRows?.[name] };
  };
  const set = lookUp('dup.config.tiebreaks');
  if (!isBlank(set.cell)) {
    try {
      settings.tiebreaks = parseTiebreakSet(cellText(set.cell), lang);
    } catch (error) {
      throw place(error, typedKeyName(entries, 'dup.config.tiebreaks', lang), set.row);
    }
  }
  const k = lookUp('dup.config.quadraticK');
  if (!isBlank(k.cell)) {
    try {
      const value = cellNumber(k.cell) as number;
      if (!(value > 0)) throw new AtrilError('error.notPositive', { value });
      settings.quadratic = { k: value };
    } catch (error) {
      throw place(error, typedKeyName(entries, 'dup.config.quadraticK', lang), k.row);
    }
  }
  return settings;
}
