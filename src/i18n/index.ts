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
import * as ratingList from './ratingList';
import * as phoneResults from './phoneResults';
import * as room from './room';
import * as season from './season';
import * as local from './local';
import * as liveLink from './liveLink';
import * as standings from './standings';
import * as tools from './tools';
import * as tournamentDay from './tournamentDay';
import * as trfRead from './trfRead';
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
  ratingList,
  trfRead,
] as const;

type Section = (typeof sections)[number];
/** Union of every section's keys (distributes over the sections). */
export type MessageKey = Section extends infer S ? (S extends { es: infer E } ? keyof E & string : never) : never;
export type Params = Record<string, string | number>;

// A language is made the first time it is read (in the bundle, compressed, a chunk at a time: sections.ts).
const catalogue: Record<Language, Record<string, string>> = catalogueOf<Language>(sections, ['es', 'en']);

/** Numbers in messages read as the user writes them: "1,5 pts" in Spanish, "1.5 pts" in English. */
function formatParam(lang: Language, value: string | number): string {
  if (typeof value !== 'number' || Number.isInteger(value)) return String(value);
  return lang === 'es' ? String(value).replace('.', ',') : String(value);
}

/**
 * A placeholder: `{name}`, or `{name:one|other}` for a word that agrees with a number —
 * "one" when the number is 1, "other" otherwise, "#" standing for the number:
 * `{count:# jugador|# jugadores}` gives "1 jugador", "2 jugadores" (the same rule in
 * Spanish and English, where only 1 is singular).
 */
const PLACEHOLDER = /\{(\w+)(?::([^{}|]*)\|([^{}]*))?\}/g;

/** The form of a `{name:one|other}` placeholder for `value`, with "#" as the number. */
export function plural(lang: Language, value: string | number, one: string, other: string): string {
  const form = Number(value) === 1 ? one : other;
  return form.replace(/#/g, formatParam(lang, value));
}

/** The message for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function t(lang: Language, key: MessageKey, params: Params = {}): string {
  const template = catalogue[lang][key] ?? catalogue.es[key] ?? key;
  return template.replace(PLACEHOLDER, (whole, name: string, one?: string, other?: string) => {
    if (!(name in params)) return whole;
    if (one === undefined || other === undefined) return formatParam(lang, params[name]);
    return plural(lang, params[name], one, other);
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
