// Reading Configuración (rules §2): key | value rows, keys and words recognised in either
// language; what the core does not model (duplicate settings) is handed on as `extra`.
import { AtrilError } from '../../core/errors';
import { type BonusRules, DEFAULT_BONUSES } from '../../core/duplicate';
import { type AccelerationGroup, DEFAULT_CONFIG, type TiebreakId, type TournamentConfig } from '../../core/model';
import { type Language } from '../../i18n';
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
import { isLabel, labelNames, matchWord, resembles, wordList } from '../grid/labels';
import { YES_NO } from '../../i18n/aliases';

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
  avoidSameClubUntilRound: 'config.avoidSameClubUntilRound',
  gibson: 'config.gibson',
  prizePlaces: 'config.prizePlaces',
  lastRound: 'config.lastRound',
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

const SYSTEM_WORDS = { swiss: 'value.swiss', roundRobin: 'value.roundRobin' } as const;
const UNRATED_ORDER_WORDS = { alphabetical: 'value.alphabetical', random: 'value.random' } as const;
const ELO_WORDS = { table: 'value.table', table400: 'value.table400', logistic: 'value.logistic' } as const;
const LAST_ROUND_WORDS = { swiss: 'value.swissRound', kingOfTheHill: 'value.kingOfTheHill' } as const;
const YES_NO_WORDS = { yes: 'value.yes', no: 'value.no' } as const;

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

const TIEBREAK_ALIASES: Record<string, TiebreakId> = {
  'sonneborn-berger': 'sb',
  puntos: 'scrabblePoints',
  mediano: 'medianBuchholz',
  'median-buchholz': 'medianBuchholz',
  'mediana-buchholz': 'medianBuchholz',
  'mediana buchholz': 'medianBuchholz',
  'buchholz mediana': 'medianBuchholz',
};

/** rules §4: the presets `Desempates` accepts instead of a list (names in the catalogue, either language). */
export const TIEBREAK_PRESETS = {
  fise: ['sb', 'scrabblePoints'],
  difference: ['spread', 'scrabblePoints'],
  fisc: ['medianBuchholz', 'sb', 'spread', 'scrabblePoints'],
} as const satisfies Record<string, readonly TiebreakId[]>;

const PRESET_WORDS: Record<keyof typeof TIEBREAK_PRESETS, MessageKey> = {
  fise: 'tiebreakPreset.fise',
  difference: 'tiebreakPreset.difference',
  fisc: 'tiebreakPreset.fisc',
};

/**
 * Desempates, and STANDINGS' tiebreaks argument (rules §4): a list ("SB, Puntos Scrabble" →
 * ['sb', 'scrabblePoints']) or one preset name alone ("FISE", "Diferencia", "FISC").
 */
export function parseTiebreaks(text: string): TiebreakId[] {
  const parts = text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const presets = parts.map((part) => matchWord(part, PRESET_WORDS));
  const preset = presets[0];
  if (parts.length === 1 && preset) return [...TIEBREAK_PRESETS[preset]];
  // «Diferencia» names a preset alone and the spread in a list (docs/glossary.md).
  const inList = presets.findIndex(
    (found, i) => found !== null && matchWord(parts[i], TIEBREAK_LABELS, TIEBREAK_ALIASES) === null,
  );
  if (inList >= 0) {
    const tiebreaks = TIEBREAK_PRESETS[presets[inList] as keyof typeof TIEBREAK_PRESETS];
    throw new AtrilError('error.config.presetInList', {
      value: parts[inList],
      tiebreaks: tiebreaks.map((id) => t('es', TIEBREAK_LABELS[id])).join(', '),
    });
  }
  return parts.map((part) => {
    const found = matchWord(part, TIEBREAK_LABELS, TIEBREAK_ALIASES);
    if (found !== null) return found;
    throw new AtrilError('error.config.unknownValue', {
      value: part,
      expected: `${wordList(TIEBREAK_LABELS, 'es')}, ${wordList(PRESET_WORDS, 'es')}`,
    });
  });
}

/** "1-7: 4 hasta 6; 8-14: 2 hasta 3" (rules §3.6). */
export function parseAcceleration(text: string): AccelerationGroup[] {
  if (text.trim() === '' || isLabel(text, 'value.no')) return [];
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
  /** Sheet row of each key of `extra`, for messages. */
  extraRows: Record<string, number>;
  /** Every key as typed, by its normalised form: a message names a former name as the director wrote it (docs/glossary.md). */
  typedNames?: Record<string, string>;
}

/**
 * Keys of Configuración read from `extra` by other readers (config/duplicateSettings.ts):
 * known, so never reported as resembling a key. A reader of a new extra key adds it here.
 */
export const EXTRA_CONFIG_KEYS: MessageKey[] = [
  'dup.config.tiebreaks',
  'dup.config.quadraticK',
  // Preparar duplicada and the places (rules §6.6): "Rondas por partida duplicada" is not a misspelt "Rondas".
  'room.config.seating',
  'room.config.rounds',
  'room.config.places',
  'room.config.placesPerCountry',
  'config.eloDiMinRounds',
  // Prizes and entry fees (rules §11): config/prizeSettings.ts.
  'config.entryFee',
  'config.prizeSharing',
  // rules §14: Resultados desde el teléfono (readPhoneResults below).
  'config.phoneResults',
  // rules §18: Final and Equipos (config/championshipSettings.ts).
  'config.final',
  'config.teams',
  // rules §19: Sala de duplicada's clock (config/moveTime.ts).
  'roomScreen.config.time',
  // rules §16.1: Moneda (config/currency.ts).
  'slips.config.currency',
  // rules §20: Léxico, written by Cargar léxico… (duplicate/lexiconTab.ts), never read as a setting.
  'lexicon.config',
  // rules §22: the simultaneous' Centro and Centros esperados (config/simultaneousSettings.ts).
  'simul.config.centre',
  'simul.config.expected',
  // rules §23: Fecha and Club, the event as the federation's list knows it (config/eventSettings.ts).
  'config.date',
  'config.club',
];

/** Keys whose value changes nothing but presentation: a key resembling one of them is a warning (docs/input.md). */
const INFORMATIVE_KEYS: ReadonlySet<ConfigKey> = new Set(['name']);

/** The Configuración key a typed name stands for (either language, accents and case ignored); null for another name. */
export function configKeyOf(name: string): ConfigKey | null {
  const wanted = normaliseLabel(name);
  for (const [key, label] of Object.entries(CONFIG_KEYS) as [ConfigKey, MessageKey][])
    if (labelNames(label).includes(wanted)) return key;
  return null;
}

/** The entries a reader of `extra` keys needs: their values, and their rows for the messages. */
export type ExtraEntries = Pick<ConfigEntries, 'extra'> & Partial<Pick<ConfigEntries, 'extraRows' | 'typedNames'>>;

/** How a message names the key `key`: in `lang`, or as typed when the workbook has it under a former name. */
export function typedKeyName(
  entries: Partial<Pick<ConfigEntries, 'typedNames'>>,
  key: MessageKey,
  lang: Language,
): string {
  const current = [t('es', key), t('en', key)].map(normaliseLabel);
  const former = labelNames(key).find((name) => !current.includes(name) && entries.typedNames?.[name] !== undefined);
  return former === undefined ? t(lang, key) : (entries.typedNames?.[former] as string);
}

/**
 * How a reader of its own (the season, EloDI and room settings) reads a key that readConfig
 * hands on in `extra`: `read(key, parse, apply)` applies the parsed value when the key is
 * there and not blank, and reports a bad value at its Configuración row and key.
 */
export function extraReader(
  entries: ExtraEntries,
  lang: Language,
  tab: string,
): <T>(key: MessageKey, parse: (cell: Cell) => T, apply: (value: T) => void) => void {
  return (key, parse, apply) => {
    const name = labelNames(key).find((candidate) => candidate in entries.extra);
    if (name === undefined || isBlank(entries.extra[name])) return;
    try {
      apply(parse(entries.extra[name]));
    } catch (error) {
      if (error instanceof AtrilError)
        throw error.at({ tab, row: entries.extraRows?.[name], column: typedKeyName(entries, key, lang) });
      throw error;
    }
  };
}

export function readConfig(grid: Grid, options: ReadOptions): ConfigEntries {
  const tab = options.tab ?? t(options.lang, 'tab.config');
  const firstRow = options.firstRow ?? 1;
  const config: TournamentConfig = { ...DEFAULT_CONFIG, duplicateBonuses: { ...DEFAULT_CONFIG.duplicateBonuses } };
  const extra: Record<string, Cell> = {};
  const rows: Partial<Record<ConfigKey, number>> = {};
  const extraRows: Record<string, number> = {};
  const typedNames: Record<string, string> = {};
  const keyByName = new Map<string, ConfigKey>();
  for (const [key, label] of Object.entries(CONFIG_KEYS) as [ConfigKey, MessageKey][]) {
    for (const name of labelNames(label)) keyByName.set(name, key);
  }
  const keyRow = new Map<ConfigKey, number>();
  grid.forEach((raw, index) => {
    const key = keyByName.get(normaliseLabel(cellText(raw?.[0])));
    if (key && !keyRow.has(key)) keyRow.set(key, firstRow + index);
  });
  const otherNames = new Set([...EXTRA_CONFIG_KEYS, 'col.config.key' as const].flatMap((label) => labelNames(label)));
  grid.forEach((raw, index) => {
    const row = firstRow + index;
    const name = cellText(raw?.[0]);
    const value = raw?.[1];
    const key = keyByName.get(normaliseLabel(name));
    if (name !== '' && !(normaliseLabel(name) in typedNames)) typedNames[normaliseLabel(name)] = name;
    if (!key) {
      if (name === '') return;
      extra[normaliseLabel(name)] = value;
      extraRows[normaliseLabel(name)] = row;
      if (!otherNames.has(normaliseLabel(name)))
        checkResemblance(name, value, { tab, row, lang: options.lang, keyRow, warnings: options.warnings });
      return;
    }
    if (isBlank(value)) return;
    rows[key] = row;
    try {
      APPLY[key](config, value, cellText(value), extra);
    } catch (error) {
      if (error instanceof AtrilError) throw error.at({ tab, row, column: name });
      throw error;
    }
  });
  return { config, extra, rows, extraRows, typedNames };
}

/**
 * rules §9: a key that resembles a known one ("Ronda", "Desempate", "Bonificaciones") is
 * not silently left out. Its value would not be applied: an error, unless the known key is
 * typed too (a warning: this row is not read) or only names the tournament (a warning).
 */
function checkResemblance(
  name: string,
  value: Cell,
  where: {
    tab: string;
    row: number;
    lang: Language;
    keyRow: Map<ConfigKey, number>;
    warnings?: ReadOptions['warnings'];
  },
): void {
  const entry = (Object.entries(CONFIG_KEYS) as [ConfigKey, MessageKey][]).find(([, label]) =>
    resembles(name, labelNames(label), labelNames(label)),
  );
  if (!entry || isBlank(value)) return;
  const [key, label] = entry;
  const location = { tab: where.tab, row: where.row, column: name };
  const other = where.keyRow.get(key);
  const params = { value: name, key: t(where.lang, label) };
  if (other !== undefined) {
    where.warnings?.push({ key: 'warn.config.alsoPresent', params: { ...params, other }, location });
  } else if (INFORMATIVE_KEYS.has(key)) {
    where.warnings?.push({ key: 'warn.config.resembles', params, location });
  } else {
    throw new AtrilError('error.config.resembles', params, location);
  }
}

/** The language Configuración's keys are typed in (rules §2): the one more keys are in; null when they say nothing. */
export function languageOfKeys(grid: Grid): Language | null {
  const votes = { es: 0, en: 0 };
  for (const raw of grid) {
    const name = normaliseLabel(cellText(raw?.[0]));
    for (const label of Object.values(CONFIG_KEYS)) {
      const [es, en] = [normaliseLabel(t('es', label)), normaliseLabel(t('en', label))];
      if (es === en) continue;
      if (name === es) votes.es += 1;
      else if (name === en) votes.en += 1;
    }
  }
  return votes.es > votes.en ? 'es' : votes.en > votes.es ? 'en' : null;
}

/** How each key's value is read into the config (rules §2); `extra` keeps what the core does not model. */
const APPLY: Record<
  ConfigKey,
  (config: TournamentConfig, value: Cell, text: string, extra: Record<string, Cell>) => void
> = {
  name: (config, _value, text) => (config.name = text),
  rounds: (config, value) => (config.rounds = positiveInteger(value) as number),
  system: (config, _value, text) =>
    (config.system = pick(text, SYSTEM_WORDS, { 'round-robin': 'roundRobin', berger: 'roundRobin', suizo: 'swiss' })),
  k: (config, value) => (config.k = nonNegativeNumber(value) as number),
  eloExpectancy: (config, _value, text) =>
    (config.eloExpectancy = pick(text, ELO_WORDS, { '400': 'table400', tabla: 'table', table: 'table' })),
  tiebreaks: (config, _value, text) => (config.tiebreaks = parseTiebreaks(text)),
  byePoints: (config, value) => (config.byePoints = cellNumber(value) as number),
  byeScrabblePoints: (config, value) => (config.byeScrabblePoints = cellNumber(value) as number),
  byeSpread: (config, value) => (config.byeSpread = cellNumber(value) as number),
  forfeitSpread: (config, value) => (config.forfeitSpread = cellNumber(value) as number),
  acceleration: (config, _value, text) => (config.acceleration = parseAcceleration(text)),
  avoidSameClubUntilRound: (config, value, text) => (config.avoidSameClubUntilRound = roundOrOff(value, text)),
  gibson: (config, value, text) => (config.gibson = yesOrNo(value, text)),
  prizePlaces: (config, value) => (config.prizePlaces = positiveInteger(value) as number),
  lastRound: (config, _value, text) =>
    (config.lastRound = pick(text, LAST_ROUND_WORDS, {
      suizo: 'swiss',
      rey: 'kingOfTheHill',
      'rey de la colina': 'kingOfTheHill',
      koth: 'kingOfTheHill',
    })),
  firstMoveTable1: (config, _value, text) =>
    (config.firstMoveTable1 = pick(text, { higher: 'value.higher', lower: 'value.lower' })),
  unratedOrder: (config, _value, text) =>
    (config.unratedOrder = pick(text, UNRATED_ORDER_WORDS, { azar: 'random', aleatorio: 'random' })),
  seed: (config, value) => (config.seed = cellInteger(value) as number),
  duplicateBonuses: (config, _value, text) => (config.duplicateBonuses = parseBonuses(text)),
  duplicateCriterion: (_config, value, _text, extra) => (extra.duplicateCriterion = value),
  language: (config, _value, text) => (config.language = languageWord(text)),
};

const languageWord = (text: string): Language => (normaliseLabel(text).startsWith('en') ? 'en' : 'es');

/** Idioma as typed (its last non-blank row, as readConfig applies it), or null: known before Configuración is parsed, so it is parsed once, in that language. */
export function typedLanguage(grid: Grid): Language | null {
  const names = labelNames(CONFIG_KEYS.language);
  let found: Language | null = null;
  for (const row of grid)
    if (names.includes(normaliseLabel(cellText(row?.[0]))) && !isBlank(row?.[1]))
      found = languageWord(cellText(row[1]));
  return found;
}

/** A round number, or 0 / "No" for a rule that is off (rules §3.9 Evitar mismo club hasta ronda). */
function roundOrOff(value: Cell, text: string): number {
  if (isLabel(text, 'value.no')) return 0;
  const round = cellInteger(value) as number;
  if (round < 0) throw new AtrilError('error.negative', { value: round });
  return round;
}

/** Sí / No (rules §3.9 Regla de Gibson); a checkbox's TRUE / FALSE too. */
function yesOrNo(value: Cell, text: string): boolean {
  if (typeof value === 'boolean') return value;
  return pick(text, YES_NO_WORDS, YES_NO) === 'yes';
}

/** Bonificaciones duplicada: "10 / 5", or "No" / 0 for none (rules §6.1). */
function parseBonuses(text: string): BonusRules {
  if (isLabel(text, 'value.no') || text === '0') return { ...DEFAULT_BONUSES, enabled: false };
  const parts = text.split('/').map((part) => cellNumber(part.trim()));
  if (parts.length !== 2 || parts.some((part) => part === null)) {
    throw new AtrilError('error.config.unknownValue', { value: text, expected: '10 / 5, No' });
  }
  return { enabled: true, master: parts[0] as number, top: parts[1] as number };
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
    [t(lang, 'config.avoidSameClubUntilRound'), d.avoidSameClubUntilRound],
    [t(lang, 'config.gibson'), t(lang, d.gibson ? 'value.yes' : 'value.no')],
    // rules §11: blank, so that Gibson counts the overall prizes of Premios (3 without any).
    [t(lang, 'config.prizePlaces'), ''],
    [t(lang, 'config.lastRound'), t(lang, LAST_ROUND_WORDS[d.lastRound])],
    [t(lang, 'config.duplicateBonuses'), `${d.duplicateBonuses.master} / ${d.duplicateBonuses.top}`],
    [t(lang, 'config.language'), lang],
    [t(lang, 'config.phoneResults'), t(lang, 'value.no')],
  ];
}

/**
 * Resultados desde el teléfono (rules §14): Sí / No, No when absent or blank; a bad value is
 * reported at its Configuración row.
 */
export function readPhoneResults(entries: ExtraEntries | null, lang: Language, tab?: string): boolean {
  let on = false;
  if (entries)
    extraReader(entries, lang, tab ?? t(lang, 'tab.config'))(
      'config.phoneResults',
      (value) => yesOrNo(value, cellText(value)),
      (value) => (on = value),
    );
  return on;
}
