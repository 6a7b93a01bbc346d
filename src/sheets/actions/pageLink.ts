// The live page's address (rules §8 "Publicar clasificación"), for its QR code on
// Emparejamientos and in the publish dialog: Configuración › "Enlace de la página" when the
// director typed one (a short link, or where he uploads the page `atril html` writes),
// else the web app's link the Apps Script edge passes in; none in a file without the key.
// A web app's development address (…/dev, what ScriptApp.getService().getUrl() returns in the
// development-mode web app) is never the link, typed or given: only the script's editors can
// open it (docs/addon.md "The live page").
import { type Cell, cellText } from '../grid/cells';
import { labelNames } from '../grid/labels';
import type { ConfigEntries } from '../config/configuration';

/** An Apps Script web app's development address: …/macros/…/dev (with or without a query or fragment). */
export function isDevelopmentLink(url: string): boolean {
  return /^https?:\/\/script\.google\.com\/(?:a\/[^/]+\/)?macros\/.*\/dev\/?(?:[?#].*)?$/i.test(url.trim());
}

/** The link typed into Configuración › Enlace de la página, as typed, or null. */
function typedLink(entries: Pick<ConfigEntries, 'extra'> | null): string | null {
  const typed: Cell = labelNames('config.pageLink')
    .map((name) => entries?.extra[name])
    .find((value) => cellText(value) !== '');
  return typed !== undefined ? cellText(typed) : null;
}

/**
 * The development address that was set aside — the typed one, else the edge's — or null when
 * none was: what Publicar clasificación names when there is no link to give.
 */
export function developmentLink(entries: Pick<ConfigEntries, 'extra'> | null, fromEdge?: string | null): string | null {
  const typed = typedLink(entries);
  if (typed !== null) return isDevelopmentLink(typed) ? typed : null;
  return fromEdge && isDevelopmentLink(fromEdge) ? fromEdge : null;
}

export function pageLink(entries: Pick<ConfigEntries, 'extra'> | null, fromEdge?: string | null): string | null {
  const typed = typedLink(entries);
  const link = typed !== null ? typed : (fromEdge ?? null);
  return link !== null && !isDevelopmentLink(link) ? link : null;
}
