// The live standings web app (rules §8 "Publicar clasificación"): `doGet` serves the
// standings of the spreadsheet the script is bound to, read-only, recomputed from
// Jugadores and Rondas on every visit; the page refreshes its content every minute
// through `refreshStandings` (google.script.run), since a meta refresh cannot reload an
// Apps Script page from inside its sandboxed iframe. Deployment (appsscript.json
// `webapp`: execute as the director, anyone with the link may read) is in docs/local.md.
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
import { livePageInput } from '../sheets/actions/livePage';
import { userLanguage } from './language';
import { SheetsWorkbook } from './sheetsWorkbook';

/** Seconds between refreshes of the live page. */
export const REFRESH_SECONDS = 60;

/** ?lang=en / ?lang=es in the link wins over the visitor's locale (Configuración's Idioma wins over both). */
function visitorLanguage(parameter?: Record<string, string>): Language {
  const asked = parameter?.lang;
  if (asked === 'en' || asked === 'es') return asked;
  return userLanguage();
}

/** The spreadsheet's time zone (the club's clock, not the server's); undefined when unknown. */
function timeZoneOf(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): string | undefined {
  try {
    return spreadsheet.getSpreadsheetTimeZone() || undefined;
  } catch {
    return undefined;
  }
}

function pageInput(lang: Language): StandingsPageInput {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const input = livePageInput(new SheetsWorkbook(spreadsheet), lang, standingsLink());
  return {
    ...input,
    updated: formatUpdated(new Date(), input.lang, timeZoneOf(spreadsheet)),
    refreshSeconds: REFRESH_SECONDS,
    refreshMode: 'gas',
  };
}

/** A page that says what is wrong (bad input in the sheet), in the visitor's language, escaped. */
function errorPage(error: unknown, lang: Language): string {
  const title = escapeHtml(t(lang, 'page.title'));
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;padding:12px"><h1 style="font-size:1.3em">${title}</h1><p>${escapeHtml(renderError(error, lang))}</p></body></html>`;
}

export function doGet(event?: GoogleAppsScript.Events.DoGet): GoogleAppsScript.HTML.HtmlOutput {
  const lang = visitorLanguage(event?.parameter);
  let html: string;
  let title = t(lang, 'page.title');
  try {
    const input = pageInput(lang);
    html = standingsPage(input);
    if (input.tournament) title = `${input.tournament} — ${t(input.lang, 'page.title')}`;
  } catch (error) {
    html = errorPage(error, lang);
  }
  // HtmlService ignores a viewport <meta> in the content: it must be added here.
  return HtmlService.createHtmlOutput(html)
    .setTitle(title)
    .addMetaTag('viewport', 'width=device-width, initial-scale=1');
}

/** The page's content again (called every REFRESH_SECONDS by the page itself); read-only. */
export function refreshStandings(lang?: string): string {
  const visitor = lang === 'en' || lang === 'es' ? lang : visitorLanguage();
  try {
    return standingsContent(pageInput(visitor));
  } catch (error) {
    return `<p>${escapeHtml(renderError(error, visitor))}</p>`;
  }
}

/** The web app's address, or null while the script has no web app deployment. */
export function standingsLink(): string | null {
  try {
    return ScriptApp.getService().getUrl() || null;
  } catch {
    return null;
  }
}
