// The live standings web app (rules §8 "Publicar clasificación"). A bound script running as
// a web app has no active spreadsheet, no Ui and no document lock (Container-bound Scripts
// guide), so the page is not read from the sheet at visit time: the menu actions that change
// what it shows (Emparejar, Deshacer, Actualizar clasificación, Calcular duplicada, Publicar
// clasificación, the season's actions) publish the page's data (`publishPage`,
// src/gas/pageStore.ts), and `doGet` serves what was last published, rendered and cached for a
// minute (a page that failed to render is served but never cached). The page refreshes its
// content through `refreshStandings` (google.script.run; a meta refresh cannot reload an Apps
// Script page from inside its sandboxed iframe) every minute or more as the field grows, with
// jitter and back-off (src/sheets/tournament/pagePolling.ts), not while it is hidden, and
// sends the stamp of what it shows: nothing published since, nothing is rendered. Deployment
// (appsscript.json `webapp`: execute as the director, anyone with the link may read) is in
// the README. Each visit records the page's /exec address (pageAddress.ts, rules §13).
// docs/addon.md "The live page" has the decisions.
import { renderError } from '../core/errors';
import { type Language } from '../i18n';
import { t } from '../i18n';
import { escapeHtml } from '../sheets/grid/html';
import {
  formatUpdated,
  standingsContent,
  standingsPage,
  type StandingsPageInput,
} from '../sheets/tournament/standingsPage';
import { EVERY_PART, type LivePageInput, type PagePart } from '../sheets/actions/livePage';
import { livePublication } from '../sheets/actions/livePublication';
import { userLanguage } from './language';
import { cached, loadPage, publishedStamp, restamp, savePage, stillShown, Uncached } from './pageStore';
import { refreshSecondsFor, stampMark, UNCHANGED } from '../sheets/tournament/pagePolling';
import { recordPageAddress, standingsLink } from './pageAddress';
import { readQueue } from './reportStore';
import { isPaused } from '../core/phoneResults';
import { asksForScreen, hallScreenContent, hallScreenPage } from '../sheets/tournament/hallScreen';
import type { SheetsWorkbook } from './sheetsWorkbook';
import { contentKey, pageKey, screenKey } from './storeKeys';

/** What is published: the page in the workbook's language, and in the other one while Configuración has no Idioma. */
interface PublishedPage {
  lang: Language;
  pages: Partial<Record<Language, StandingsPageInput>>;
  /** Which publication this is: the page sends it back with each poll (refreshStandings). */
  stamp?: string;
}

/** A new publication's stamp: the time in base 36 and a random tail (two directors in the same millisecond differ). */
function newStamp(): string {
  return `${Date.now().toString(36)}.${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

/** The page data last published, or null (none yet, or unreadable: then every part is computed). */
function lastPublished(): PublishedPage | null {
  try {
    const json = loadPage();
    return json === null ? null : (JSON.parse(json) as PublishedPage);
  } catch {
    return null;
  }
}

/** A page about to be published after an action: the parts it may change, the page as last published. */
export interface PagePublication {
  parts: readonly PagePart[];
  before: PublishedPage | null;
}

/**
 * Before the action: what the page will keep (the page as last published, when only some
 * parts change) and, when the page will need every tab's name (its "Duplicada N" games: the
 * duplicate part, or a first page), the tabs listed now — every tab the action then looks up
 * is already known (docs/addon.md "Calls per action").
 */
export function startPublication(workbook: SheetsWorkbook, parts: readonly PagePart[]): PagePublication {
  const before = EVERY_PART.every((part) => parts.includes(part)) ? null : lastPublished();
  if (parts.includes('duplicate') || before === null) workbook.tabNames();
  return { parts, before };
}

/**
 * Publishes the page's data from the open spreadsheet (in a menu action, under its lock):
 * when, in which language(s), and the parts the action may have changed — the others as
 * last published in that language, when the page was (docs/addon.md "The live page": a
 * pairing reads no "Duplicada N" tab, no Temporada). Every part by default.
 */
export function publishPage(workbook: SheetsWorkbook, userLang: Language, { parts, before }: PagePublication): void {
  const updated = (lang: Language) => formatUpdated(new Date(), lang, workbook.timeZone() || undefined);
  const refresh = { parts, previous: (lang: Language) => before?.pages[lang] ?? null };
  // Which languages and what each page shows: src/sheets (livePublication.ts); here, only when and where.
  const { lang, pages } = livePublication(workbook, userLang, standingsLink(), refresh);
  const published: PublishedPage = { lang, pages: {}, stamp: newStamp() };
  for (const [language, page] of Object.entries(pages) as [Language, LivePageInput][])
    published.pages[language] = { ...page, updated: updated(language) };
  savePage(JSON.stringify(published), published.stamp);
}

/** ?lang=en / ?lang=es, when asked; '' otherwise. */
function variantOf(asked: unknown): string {
  return asked === 'en' || asked === 'es' ? asked : '';
}

/** The published page for `variant` (the asked language when published, else the workbook's), or null. */
function published(variant: string): StandingsPageInput | null {
  const json = loadPage();
  if (json === null) return null;
  const { lang, pages, stamp } = JSON.parse(json) as PublishedPage;
  const input = pages[variant as Language] ?? pages[lang];
  if (!input) return null;
  // The wait between polls grows with the field (pagePolling.ts): one row per player after the header.
  const players = Math.max(0, input.grid.length - 1);
  // rules §14: a report since the publication gave it a new stamp (pageChanged), which the content carries.
  const current = publishedStamp() ?? stamp;
  return {
    ...input,
    refreshSeconds: refreshSecondsFor(players),
    refreshMode: 'gas',
    stamp: current,
    reporting: reporting(input),
  };
}

/**
 * rules §14: the boards reported from phones, when the page offers the form — the club
 * allows it and the round in play is the one the store keeps codes for; never a code.
 */
function reporting(input: StandingsPageInput): StandingsPageInput['reporting'] {
  if (!input.phoneResults || !input.round) return null;
  const queue = readQueue();
  if (queue === null || queue.round.round !== input.round.round) return null;
  const now = Date.now();
  const entries = [...queue.entries];
  return {
    received: entries.filter(([, entry]) => entry.report !== null).map(([table]) => table),
    // rules §16.1: what was received, and the boards in dispute.
    reports: Object.fromEntries(entries.flatMap(([table, entry]) => (entry.report ? [[table, entry.report]] : []))),
    disputed: entries.filter(([, entry]) => entry.other !== null && !entry.imported).map(([table]) => table),
    // rules §14.1: a paused board's form shows it (a pause beginning stamps the page anew).
    paused: entries
      .filter(([, entry]) => isPaused(entry, now))
      .map(([table, entry]) => ({ table, until: entry.until })),
  };
}

/**
 * A board just reported (rules §14): the publication gets a new stamp and its renderings are
 * forgotten, so that the next visit or poll renders the page again with "recibido".
 */
export function pageChanged(): void {
  restamp();
}

/** The visitor's language for a page that has no data of its own. */
function fallbackLanguage(variant: string): Language {
  return variant === 'en' || variant === 'es' ? variant : userLanguage();
}

/** A short page that says why there are no standings (not published yet, or an error), escaped. */
function notice(lang: Language, message: string): string {
  const title = escapeHtml(t(lang, 'page.title'));
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;padding:12px"><h1 style="font-size:1.3em">${title}</h1><p>${escapeHtml(message)}</p></body></html>`;
}

/** The page for `variant`; `failed` when it could not be rendered (then it is not cached). */
function renderPage(variant: string, screen = false): { title: string; html: string; failed?: true } {
  try {
    const input = published(variant);
    if (input === null) {
      const lang = fallbackLanguage(variant);
      return { title: t(lang, 'page.title'), html: notice(lang, t(lang, 'live.notPublished')) };
    }
    const title = input.tournament
      ? `${input.tournament} — ${t(input.lang, 'page.title')}`
      : t(input.lang, 'page.title');
    return { title, html: screen ? hallScreenPage(input) : standingsPage(input) };
  } catch (error) {
    const lang = fallbackLanguage(variant);
    return { title: t(lang, 'page.title'), html: notice(lang, renderError(error, lang)), failed: true };
  }
}

export function doGet(event?: GoogleAppsScript.Events.DoGet): GoogleAppsScript.HTML.HtmlOutput {
  // rules §13: the page learns its own /exec address, for the menu's links and QR codes.
  recordPageAddress();
  const variant = variantOf(event?.parameter?.lang);
  const screen = asksForScreen(event?.parameter);
  const key = screen ? screenKey(pageKey(variant)) : pageKey(variant);
  const page = JSON.parse(
    cached(key, () => {
      const rendered = renderPage(variant, screen);
      return rendered.failed ? new Uncached(JSON.stringify(rendered)) : JSON.stringify(rendered);
    }),
  ) as {
    title: string;
    html: string;
  };
  // HtmlService ignores a viewport <meta> in the content: it must be added here.
  return HtmlService.createHtmlOutput(page.html)
    .setTitle(page.title)
    .addMetaTag('viewport', 'width=device-width, initial-scale=1');
}

/**
 * The page's content again (called by the page itself while shown, every minute or more as the
 * field grows: pagePolling.ts); read-only. `shown`: the stamp of the publication the page
 * shows — when nothing was published since, the answer is UNCHANGED, rendering nothing and
 * reading the published page not at all (one cache read; the stamp's property on a miss).
 * Otherwise the content, headed by its stamp's mark. A failure throws: nothing is cached, and
 * the page keeps what it shows and waits longer before it asks again.
 */
export function refreshStandings(lang?: string, shown?: string): string {
  return refreshed(lang, shown, false);
}

/** rules §16: the hall's screen's content again, as refreshStandings gives the page's. */
export function refreshScreen(lang?: string, shown?: string): string {
  return refreshed(lang, shown, true);
}

/** The page's content, or the screen's (rules §16), for a poll (refreshStandings, refreshScreen). */
function refreshed(lang: string | undefined, shown: string | undefined, screen: boolean): string {
  return stillShown(shown) ? UNCHANGED : pageContent(lang, screen);
}

/**
 * The content a poll gets when its page is not the one published last: the page's, or the
 * screen's (`screen`), rendered once per publication and kept in the cache. The paste-in
 * edition's start calls it after its own check (start.ts, rules §24).
 */
export function pageContent(lang: string | undefined, screen: boolean): string {
  const variant = variantOf(lang);
  return cached(screen ? screenKey(contentKey(variant)) : contentKey(variant), () => {
    const input = published(variant);
    const content = screen ? hallScreenContent : standingsContent;
    if (input !== null) return `${input.stamp ? stampMark(input.stamp) : ''}${content(input)}`;
    // The screen pages what it is given: the notice as its one block.
    return `<p${screen ? ' class="nothing"' : ''}>${escapeHtml(t(fallbackLanguage(variant), 'live.notPublished'))}</p>`;
  });
}
