// The one es/en catalogue of every user-facing string (rules §1: Spanish by default,
// English for English locales). Each area keeps its messages in a section file beside
// this one; a section's `en` is typed from its `es`, so a missing translation fails tsc.
import * as actions from './actions';
import * as addonEdition from './addonEdition';
import * as arbiter from './arbiter';
import * as board from './board';
import * as championship from './championship';
import * as common from './common';
import * as directorSlips from './directorSlips';
import * as duplicate from './duplicate';
import * as duplicateRoom from './duplicateRoom';
import * as elodi from './elodi';
import * as files from './files';
import * as functions from './functions';
import * as gameFile from './gameFile';
import * as install from './install';
import * as journal from './journal';
import * as lexicon from './lexicon';
import * as pairing from './pairing';
import * as pairingGuard from './pairingGuard';
import * as pairingSheet from './pairingSheet';
import * as print from './print';
import * as phonePage from './phonePage';
import * as prizes from './prizes';
import * as phoneResults from './phoneResults';
import * as room from './room';
import * as season from './season';
import * as local from './local';
import * as liveLink from './liveLink';
import * as standings from './standings';
import * as tools from './tools';
import * as tournamentDay from './tournamentDay';
import * as ratedEvents from './ratedEvents';
import * as workbook from './workbook';
import { catalogueOf } from './sections';

/** The interface's languages: Spanish by default, English for English locales (rules §1). */
export type Language = 'es' | 'en';

const sections = [
  common,
  workbook,
  functions,
  pairing,
  pairingGuard,
  pairingSheet,
  duplicate,
  standings,
  local,
  actions,
  tools,
  season,
  install,
  liveLink,
  phonePage,
  board,
  elodi,
  room,
  prizes,
  print,
  phoneResults,
  tournamentDay,
  addonEdition,
  journal,
  championship,
  duplicateRoom,
  directorSlips,
  arbiter,
  lexicon,
  files,
  gameFile,
  ratedEvents,
] as const;

type Section = (typeof sections)[number];
/** Union of every section's keys (distributes over the sections). */
export type MessageKey = Section extends infer S ? (S extends { es: infer E } ? keyof E & string : never) : never;
export type Params = Record<string, string | number>;

// A language is made the first time it is read (in the bundle, compressed, a chunk at a time: sections.ts).
const catalogue: Record<Language, Record<string, string>> = catalogueOf<Language>(sections, ['es', 'en']);

/**
 * Parameters that name or quote rather than count — a seed, a process id, a file's format, what
 * the user typed, a row as the sheet's headers number it, a player's N° — are written with their
 * bare digits whatever their size: a reader copies or looks for them as they are.
 */
const VERBATIM: ReadonlySet<string> = new Set([
  'seed',
  'pid',
  'id',
  'code',
  'version',
  'value',
  'typed',
  'reported',
  'thousands',
  'decimal',
  'row',
  'number',
]);

/**
 * Numbers in messages read as the user writes them: "1,5 pts" in Spanish, "1.5 pts" in English;
 * from 10,000 on, thousands grouped — «636.598 palabras», "636,598 words" (the RAE leaves
 * four-digit numbers without a separator: «1000», so English does too here) — except the
 * VERBATIM parameters (docs/rules.md §9 "Numbers in messages").
 */
function formatParam(lang: Language, value: string | number, name = ''): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped =
    Math.abs(value) >= 10_000 && !VERBATIM.has(name) && !whole.includes('e')
      ? whole.replace(/\B(?=(\d{3})+$)/g, lang === 'es' ? '.' : ',')
      : whole;
  const sign = value < 0 ? '-' : '';
  if (fraction === undefined) return `${sign}${grouped}`;
  return `${sign}${grouped}${lang === 'es' ? ',' : '.'}${fraction}`;
}

/**
 * A placeholder: `{name}`, or `{name:one|other}` for a word that agrees with a number —
 * "one" when the number is 1, "other" otherwise, "#" standing for the number:
 * `{count:# jugador|# jugadores}` gives "1 jugador", "2 jugadores" (the same rule in
 * Spanish and English, where only 1 is singular).
 */
const PLACEHOLDER = /\{(\w+)(?::([^{}|]*)\|([^{}]*))?\}/g;

/** The form of a `{name:one|other}` placeholder for `value`, with "#" as the number. */
export function plural(lang: Language, value: string | number, one: string, other: string, name = ''): string {
  const form = Number(value) === 1 ? one : other;
  return form.replace(/#/g, formatParam(lang, value, name));
}

/** The message for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function t(lang: Language, key: MessageKey, params: Params = {}): string {
  const template = catalogue[lang][key] ?? catalogue.es[key] ?? key;
  return template.replace(PLACEHOLDER, (whole, name: string, one?: string, other?: string) => {
    if (!(name in params)) return whole;
    if (one === undefined || other === undefined) return formatParam(lang, params[name], name);
    return plural(lang, params[name], one, other, name);
  });
}

/** Every key, for tests that check both languages are complete. */
export function catalogueKeys(lang: Language): string[] {
  return Object.keys(catalogue[lang]);
}

/** The language of a Sheets/Apps Script locale such as "es_ES" or "en_US": English only for English. */
export function languageOfLocale(locale: string | null | undefined): Language {
  return /^en/i.test(locale ?? '') ? 'en' : 'es';
}
