// Reading Configuración (rules §2): key | value rows, keys and words recognised in either
// language; what the core does not model (duplicate settings) is handed on as `extra`.
import { AtrilError } from '../../core/errors';
import { type AccelerationGroup, DEFAULT_CONFIG, type TiebreakId, type TournamentConfig } from '../../core/model';
import { type Language } from '../../i18n/index';
import { t, type MessageKey } from '../../i18n';
import {
  type Cell,
  type Grid,
  cellInteger,
  cellNumber,
  cellText,
  isBlank,
  nonNegativeNumber,
  normaliseLabel,
  positiveInteger,
} from '../grid/cells';
import { type ReadOptions } from '../grid/table';
import { labelNames, matchWord, wordList } from '../grid/labels';

type ConfigKey = Exclude<keyof TournamentConfig, 'duplicateBonuses'> | 'duplicateBonuses' | 'duplicateCriterion';

const CONFIG_KEYS: Record<ConfigKey, MessageKey> = {
  name: 'config.name',
  rounds: 'config.rounds',
  system: 'config.system',
  k: 'config.k',
  eloExpectancy: 'config.eloExpectancy',
  tiebreaks: 'config.tiebreaks',
  byePoints: 'config.byePoints',
  byeScrabblePoints: 'config.byeScrabblePoints',
  byeSpread: 'config.byeSpread',
  forfeitSpread: 'config.forfeitSpread',
  acceleration: 'config.acceleration',
  firstMoveTable1: 'config.firstMoveTable1',
  unratedOrder: 'config.unratedOrder',
  seed: 'config.seed',
  duplicateBonuses: 'config.duplicateBonuses',
  duplicateCriterion: 'config.duplicateCriterion',
  language: 'config.language',
};

export const TIEBREAK_LABELS: Record<TiebreakId, MessageKey> = {
  sb: 'tiebreak.sb',
  scrabblePoints: 'tiebreak.scrabblePoints',
  spread: 'tiebreak.spread',
  buchholz: 'tiebreak.buchholz',
  medianBuchholz: 'tiebreak.medianBuchholz',
  progressive: 'tiebreak.progressive',
  wins: 'tiebreak.wins',
  averageOpponentRating: 'tiebreak.averageOpponentRating',
  directEncounter: 'tiebreak.directEncounter',
};

/** A catalogue word in either language (or an alias), else bad input listing the choices. */
function pick<V extends string>(
  text: string,
  choices: Record<V, MessageKey>,
  aliases: Record<string, NoInfer<V>> = {},
): V {
  const found = matchWord(text, choices, aliases);
  if (found !== null) return found;
  throw new AtrilError('error.config.unknownValue', { value: text, expected: wordList(choices, 'es') });
}

/** "SB, Puntos Scrabble" → ['sb', 'scrabblePoints']: Desempates, and STANDINGS' tiebreaks argument (rules §4). */
export function parseTiebreaks(text: string): TiebreakId[] {
  return text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) =>
      pick(part, TIEBREAK_LABELS, {
        'sonneborn-berger': 'sb',
        puntos: 'scrabblePoints',
        mediano: 'medianBuchholz',
        'median-buchholz': 'medianBuchholz',
      }),
    );
}

/** "1-7: 4 hasta 6; 8-14: 2 hasta 3" (rules §3.6). */
export function parseAcceleration(text: string): AccelerationGroup[] {
  if (text.trim() === '' || normaliseLabel(text) === 'no') return [];
  return text
    .split(/[;\n]+/)
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const match =
        /^\s*(\d+)\s*-\s*(\d+)\s*:\s*(\d+(?:[.,]\d+)?)\s*(?:hasta|until|to|a)\s*(?:la\s+)?(?:ronda\s+|round\s+)?(\d+)\s*$/i.exec(
          part,
        );
      if (!match) throw new AtrilError('error.config.badAcceleration', { value: part.trim() });
      const [fromId, toId, points, untilRound] = [match[1], match[2], match[3].replace(',', '.'), match[4]].map(Number);
      if (fromId > toId) throw new AtrilError('error.config.badAcceleration', { value: part.trim() });
      return { fromId, toId, points, untilRound };
    });
}

export interface ConfigEntries {
  config: TournamentConfig;
  /** Keys the core does not know yet (e.g. the duplicate criterion), normalised → raw value. */
  extra: Record<string, Cell>;
  /** Sheet row of each recognised key, for messages. */
  rows: Partial<Record<ConfigKey, number>>;
}

export function readConfig(grid: Grid, options: ReadOptions): ConfigEntries {
  const tab = options.tab ?? t(options.lang, 'tab.config');
  const firstRow = options.firstRow ?? 1;
  const config: TournamentConfig = { ...DEFAULT_CONFIG, duplicateBonuses: { ...DEFAULT_CONFIG.duplicateBonuses } };
  const extra: Record<string, Cell> = {};
  const rows: Partial<Record<ConfigKey, number>> = {};
  const keyByName = new Map<string, ConfigKey>();
  for (const [key, label] of Object.entries(CONFIG_KEYS) as [ConfigKey, MessageKey][]) {
    for (const name of labelNames(label)) keyByName.set(name, key);
  }
  grid.forEach((raw, index) => {
    const row = firstRow + index;
    const name = cellText(raw?.[0]);
    const value = raw?.[1];
    const key = keyByName.get(normaliseLabel(name));
    if (!key) {
      if (name !== '') extra[normaliseLabel(name)] = value;
      return;
    }
    if (isBlank(value)) return;
    rows[key] = row;
    try {
      applyConfig(config, key, value, extra);
    } catch (error) {
      if (error instanceof AtrilError) throw error.at({ tab, row, column: name });
      throw error;
    }
  });
  return { config, extra, rows };
}

function applyConfig(config: TournamentConfig, key: ConfigKey, value: Cell, extra: Record<string, Cell>): void {
  const text = cellText(value);
  const number = () => cellNumber(value) as number;
  switch (key) {
    case 'name':
      config.name = text;
      break;
    case 'rounds':
      config.rounds = positiveInteger(value) as number;
      break;
    case 'system':
      config.system = pick(
        text,
        { swiss: 'value.swiss', roundRobin: 'value.roundRobin' },
        { 'round-robin': 'roundRobin', berger: 'roundRobin', suizo: 'swiss' },
      );
      break;
    case 'k':
      config.k = nonNegativeNumber(value) as number;
      break;
    case 'eloExpectancy':
      config.eloExpectancy = pick(
        text,
        { table: 'value.table', table400: 'value.table400', logistic: 'value.logistic' },
        { '400': 'table400', tabla: 'table', table: 'table' },
      );
      break;
    case 'tiebreaks':
      config.tiebreaks = parseTiebreaks(text);
      break;
    case 'byePoints':
      config.byePoints = number();
      break;
    case 'byeScrabblePoints':
      config.byeScrabblePoints = number();
      break;
    case 'byeSpread':
      config.byeSpread = number();
      break;
    case 'forfeitSpread':
      config.forfeitSpread = number();
      break;
    case 'acceleration':
      config.acceleration = parseAcceleration(text);
      break;
    case 'firstMoveTable1':
      config.firstMoveTable1 = pick(text, { higher: 'value.higher', lower: 'value.lower' });
      break;
    case 'unratedOrder':
      config.unratedOrder = pick(
        text,
        { alphabetical: 'value.alphabetical', random: 'value.random' },
        { azar: 'random', aleatorio: 'random' },
      );
      break;
    case 'seed':
      config.seed = cellInteger(value) as number;
      break;
    case 'duplicateBonuses': {
      if (normaliseLabel(text) === 'no' || text === '0') {
        config.duplicateBonuses = { ...config.duplicateBonuses, enabled: false };
        break;
      }
      const parts = text.split('/').map((part) => cellNumber(part.trim()));
      if (parts.length !== 2 || parts.some((part) => part === null)) {
        throw new AtrilError('error.config.unknownValue', { value: text, expected: '10 / 5, No' });
      }
      config.duplicateBonuses = { enabled: true, master: parts[0] as number, top: parts[1] as number };
      break;
    }
    case 'duplicateCriterion':
      extra.duplicateCriterion = value;
      break;
    case 'language':
      config.language = normaliseLabel(text).startsWith('en') ? 'en' : 'es';
      break;
  }
}

/** Configuración with the defaults of rules §2, in `lang` (values in words the reader accepts). */
export function configDefaults(lang: Language): Grid {
  const d = DEFAULT_CONFIG;
  return [
    [t(lang, 'col.config.key'), t(lang, 'col.config.value')],
    [t(lang, 'config.name'), ''],
    [t(lang, 'config.rounds'), d.rounds],
    [t(lang, 'config.system'), t(lang, 'value.swiss')],
    [t(lang, 'config.k'), d.k],
    [t(lang, 'config.tiebreaks'), d.tiebreaks.map((id) => t(lang, TIEBREAK_LABELS[id])).join(', ')],
    [t(lang, 'config.byePoints'), d.byePoints],
    [t(lang, 'config.byeScrabblePoints'), d.byeScrabblePoints],
    [t(lang, 'config.byeSpread'), d.byeSpread],
    [t(lang, 'config.acceleration'), t(lang, 'value.no')],
    [t(lang, 'config.duplicateBonuses'), `${d.duplicateBonuses.master} / ${d.duplicateBonuses.top}`],
    [t(lang, 'config.language'), lang],
  ];
}
