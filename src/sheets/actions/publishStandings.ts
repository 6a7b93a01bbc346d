// "Publicar clasificación" (rules §8): the live page's link — Configuración › Enlace de la
// página when typed, else the web app's (doGet, src/gas/webapp.ts) — with its QR code for
// the players' phones; or, while there is neither, how to deploy the web app (and, when the
// only address is a /dev one, why it is not given and where the /exec link goes) — in the
// Editor add-on, which has no web app (rules §15), how to publish the Clasificación tab with
// Google's "Publicar en la Web" and where its link goes.
import { t } from '../../i18n';
import { tabFor } from '../config/tabs';
import { readSettings } from '../config/settings';
import { escapeHtml } from '../grid/html';
import { qrSvg } from '../grid/qrCode';
import { type ActionContext, type ActionResult } from './action';
import { developmentLink, pageLink } from './pageLink';

export interface PublishResult extends ActionResult {
  url: string | null;
  /** The dialog the Apps Script edge shows instead of a plain alert: the message, the link and its QR code. */
  html: string | null;
}

/** rules §16: the hall's screen is the page's address with ?pantalla=1. */
export function screenLink(url: string): string {
  const [address, fragment] = url.split('#', 2);
  const joined = `${address}${address.includes('?') ? '&' : '?'}pantalla=1`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

/**
 * The publish dialog: the message with the players' link (opens in a new tab) and its QR code
 * where the message gives the link, then the hall's screen's (rules §16.1: the players' first,
 * each under its own label); everything escaped.
 */
export function publishDialogHtml(message: string, url: string, lang: 'es' | 'en'): string {
  const screen = screenLink(url);
  const anchor = (id: string, href: string) =>
    `<p><a id="${id}" href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(href)}</a></p>`;
  const players =
    anchor('link', url) + `<p>${escapeHtml(t(lang, 'publish.qr'))}</p><div id="qr">${qrSvg(url, 220)}</div>`;
  const lines = message.split('\n').map((line) => line.trim());
  const body = lines
    .map((line) => (line === url ? players : line === screen ? anchor('screen', screen) : `<p>${escapeHtml(line)}</p>`))
    .join('');
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><style>` +
    'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:12px;color:#1b1b1b}' +
    'a{overflow-wrap:anywhere}#qr{text-align:center;margin:12px 0}' +
    `</style></head><body>${body}${lines.includes(url) ? '' : players}</body></html>`
  );
}

/**
 * `link`: the web app's URL for this spreadsheet, or null while there is no web app
 * deployment: the message then gives the deployment steps and names the Clasificación
 * tab to share meanwhile (unless Configuración has a page link of its own).
 */
export function publishStandings(
  { workbook, lang: userLang, live = true }: ActionContext,
  link: string | null = null,
): PublishResult {
  const settings = readSettings(workbook, userLang);
  const { lang } = settings;
  // The add-on has no web app: an address from the edge is never its page's (rules §15).
  const url = pageLink(settings.entries, live ? link : null);
  if (url === null) {
    const tab = tabFor(workbook, 'standings', lang);
    // A /dev address only the script's editors can open: deploy, or type the /exec link (docs/addon.md "The live page").
    const dev = developmentLink(settings.entries, link);
    const config = { config: tabFor(workbook, 'config', lang), label: t(lang, 'config.pageLink') };
    // rules §15: the add-on has no page of its own; Google's "Publicar en la Web" serves the tab.
    const message = !live
      ? t(lang, 'publish.toWeb', { tab, ...config })
      : dev === null
        ? t(lang, 'publish.deploy', { tab })
        : t(lang, 'publish.devLink', { url: dev, tab, ...config });
    return { ok: false, lang, url: null, html: null, message };
  }
  // rules §16: the hall's screen is the live page's (?pantalla=1); Google's published tab has none (§15).
  const lines = [t(lang, 'publish.link', { url })];
  if (live) lines.push(t(lang, 'publish.screen', { url: screenLink(url) }));
  const message = lines.join('\n');
  return { ok: true, lang, url, html: publishDialogHtml(message, url, lang), message };
}
