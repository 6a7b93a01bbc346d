// The live page's address (rules §8 "Publicar clasificación", §13). From a menu action,
// ScriptApp.getService().getUrl() may give only the development (/dev) address even after a
// deployment; a request to the page itself runs at the address it was opened at. So `doGet`
// records its deployed (/exec) address in a script property (every execution of this bound
// script shares them, the web app's included, with no OAuth scope), and the menu's links, QR
// codes and messages use it. Order (pageLink.ts applies it): Configuración › Enlace de la
// página, then the recorded address, then getUrl's — never a /dev one. The Editor add-on has
// no web app (rules §15): there the typed link is the only one, and the script's store, shared
// by every club, is never read (this file is one of the paste-in's live services: liveServices.ts).
import { cachedScriptProperty, cacheScriptProperty } from './cachedStore';
import { readProperty } from './propertyValue';
import { requireProperties, scriptStore } from './store';
import { PAGE_ADDRESS_KEY } from './storeKeys';

/** The script property that holds the address the page was last opened at. */
export { PAGE_ADDRESS_KEY };

/** The kind of address getUrl() gives: /exec deployed, /dev the editors' test address, none. */
export type WebAppUrlKind = 'exec' | 'dev' | 'none' | 'other';

export function webAppUrlKind(url: string | null): WebAppUrlKind {
  if (!url) return 'none';
  const path = url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (/\/exec$/.test(path)) return 'exec';
  if (/\/dev$/.test(path)) return 'dev';
  return 'other';
}

/** getUrl() as this execution sees it, or null when there is no deployment; throws where the service refuses. */
export function webAppUrl(): string | null {
  return ScriptApp.getService().getUrl() || null;
}

/** getUrl() as this execution sees it, or null (no deployment, or the service refused). */
function serviceUrl(): string | null {
  try {
    return webAppUrl();
  } catch {
    return null;
  }
}

/**
 * In a request to the page (doGet): keeps the address it runs at when it is a deployed one
 * (/exec), written only when it changed — known from the script cache (rules §14.1: a visit
 * reads no property in steady state; one read when the cache lost it). Never throws: the page
 * is served anyway.
 */
export function recordPageAddress(): void {
  try {
    const url = serviceUrl();
    if (url === null || webAppUrlKind(url) !== 'exec') return;
    if (cachedScriptProperty(PAGE_ADDRESS_KEY) === url) return;
    requireProperties(scriptStore).setProperty(PAGE_ADDRESS_KEY, url);
    cacheScriptProperty(PAGE_ADDRESS_KEY, url);
  } catch {
    // The address is remembered at the next visit.
  }
}

/** The /exec address the page was last opened at, or null (never opened since deploying, or unreadable). */
export function recordedPageAddress(): string | null {
  const url = readProperty(scriptStore.properties(), PAGE_ADDRESS_KEY);
  return url && webAppUrlKind(url) === 'exec' ? url : null;
}

/**
 * The address the menu hands to the actions: the recorded one, else getUrl()'s as the menu
 * sees it (a /dev one only to be named and set aside: pageLink.ts never gives it out), or null.
 */
export function standingsLink(): string | null {
  return recordedPageAddress() ?? serviceUrl();
}
