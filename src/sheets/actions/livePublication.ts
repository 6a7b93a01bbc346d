// One publication of the live page (rules §8 "Publicar clasificación"): the page in the
// language Configuración › Idioma names, or — without Idioma — in the publisher's language and
// the other one, each visitor's ?lang= choosing (docs/addon.md "The live page"). Which languages
// is decided here, beside what each page shows (livePage.ts); the Apps Script adapter only
// stamps, stores and serves it (src/gas/webapp.ts). Configuración and the tournament are read
// once for both languages whenever the workbook's own language is known from its tabs or keys
// — a reader's language then changes nothing they hold (config/settings.ts `fromReader`).
import { type Language } from '../../i18n';
import type { Workbook } from '../grid/workbook';
import { type LivePageInput, livePageInput, livePageLanguage, type PageReads, type PageRefresh } from './livePage';

export interface LivePublication {
  /** The page's own language: the one a visitor without ?lang= gets. */
  lang: Language;
  /** The page in each language published (its own, and the other one when Configuración has no Idioma). */
  pages: Partial<Record<Language, LivePageInput>>;
}

/** The live page in every language it is published in, for a publisher whose language is `userLang`. */
export function livePublication(
  workbook: Workbook,
  userLang: Language,
  edgeLink: string | null,
  refresh: PageRefresh,
): LivePublication {
  const reads: PageReads = {};
  const first = livePageInput(workbook, userLang, edgeLink, refresh, reads);
  const pages: LivePublication['pages'] = { [first.lang]: first };
  const other: Language = first.lang === 'es' ? 'en' : 'es';
  // What was read for one reader holds for the other, unless the workbook's language was the reader's.
  const shared: PageReads = reads.settings?.fromReader ? {} : reads;
  // Configuración's Idioma, when typed, decides the page's language; otherwise ?lang= does.
  if (livePageLanguage(workbook, other, shared.settings) === other)
    pages[other] = livePageInput(workbook, other, edgeLink, refresh, shared);
  return { lang: first.lang, pages };
}
