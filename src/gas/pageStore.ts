// Where the live standings page lives between a menu action and a visit (rules §8): a web
// app execution has no active spreadsheet, so the menu actions publish the page's data to the
// script properties (shared by every execution of this bound script, the web app included,
// and needing no OAuth scope) and `doGet` serves it from there. The data is JSON, gzipped
// and base64-encoded, cut into chunks under the documented limits (Quotas for Google
// Services: 9 kB per property value, 500 kB per store); the rendered page is kept a minute in
// the script cache (100 kB per value), and the publication's stamp, which every poll compares
// with what it shows, is in the cache too (cachedStore.ts, rules §14.1): a poll that changes
// nothing reads no property.
import { AtrilError } from '../core/errors';
import { PROPERTY_BYTES } from './propertyValue';
import { cachedChunks, cachedScriptProperty, cacheScriptProperty, putChunks } from './cachedStore';
import { chunkEntries, chunkKey, joined } from './chunks';
import { requireCache, requireProperties, scriptStore } from './store';
// The stamp lives apart from the page: one small read tells a poll whether anything changed.
import { PAGE_KEY, RENDERED_KEYS, STAMP_KEY } from './storeKeys';
/** Base64 characters (bytes) per property: the size every document or script property value keeps under (propertyValue.ts). */
export const PROPERTY_CHUNK = PROPERTY_BYTES;
/** At most this many packed bytes (50 chunks): the 500 kB store keeps room for the keys and anything else in it. */
export const PAGE_BUDGET = 50 * PROPERTY_CHUNK;
/** How long a rendered page is served from the cache. */
export const CACHE_SECONDS = 60;

/**
 * Replaces the published page data and its `stamp` (one properties read, one write, a delete
 * per chunk no longer used); the renderings (RENDERED_KEYS) and the cached stamp are removed.
 */
export function savePage(json: string, stamp = ''): void {
  const gzipped = Utilities.gzip(Utilities.newBlob(json, 'application/json'));
  const packed = Utilities.base64Encode(gzipped.getBytes());
  if (packed.length > PAGE_BUDGET) {
    throw new AtrilError('live.tooLarge', { size: Math.ceil(packed.length / 1000), max: PAGE_BUDGET / 1000 });
  }
  const store = requireProperties(scriptStore);
  const before = Number(store.getProperty(PAGE_KEY)) || 0;
  const values = chunkEntries(PAGE_KEY, packed, PROPERTY_CHUNK);
  const count = Number(values[PAGE_KEY]);
  values[STAMP_KEY] = stamp;
  // One write: a visitor reading meanwhile gets the old page or the new one, never a mix.
  store.setProperties(values);
  for (let index = count; index < before; index++) store.deleteProperty(chunkKey(PAGE_KEY, index));
  requireCache(scriptStore).removeAll(RENDERED_KEYS);
  cacheScriptProperty(STAMP_KEY, stamp || null);
}

/**
 * The stamp of the last publication, or null (none yet, or unreadable): from the script cache,
 * where each publication puts its own (cachedStore.ts), else one property read (rules §14.1:
 * a poll that changes nothing reads no property in steady state).
 */
export function publishedStamp(): string | null {
  try {
    return cachedScriptProperty(STAMP_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * rules §14.1: whether a poll shows the page published last (`shown`, its stamp): then it needs
 * no content — UNCHANGED, one cache read. The library's polls and the start's ask it alike.
 */
export function stillShown(shown: unknown): boolean {
  return typeof shown === 'string' && shown !== '' && shown === publishedStamp();
}

/**
 * The same publication under a new stamp (rules §14: a board reported from a phone changes what
 * the page shows without a publication): polls showing the old stamp get the content again,
 * rendered anew. One properties read and write; the renderings and the cached stamp removed.
 */
export function restamp(): void {
  const store = requireProperties(scriptStore);
  const stamp = store.getProperty(STAMP_KEY);
  requireCache(scriptStore).removeAll(RENDERED_KEYS);
  if (stamp) {
    // The publication's own stamp, then a mark of this moment (a stamp's characters: pagePolling.stampMark).
    const base = stamp.replace(/-r[0-9a-z]+$/, '');
    const next = `${base}-r${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
    store.setProperty(STAMP_KEY, next);
    cacheScriptProperty(STAMP_KEY, next);
  }
}

/** The published page data, or null before the first publication (one properties read). */
export function loadPage(): string | null {
  const all = requireProperties(scriptStore).getProperties();
  const packed = joined(all[PAGE_KEY] ?? null, PAGE_KEY, () => all);
  if (packed === null) return null;
  const gzipped = Utilities.newBlob(Utilities.base64Decode(packed), 'application/x-gzip');
  return Utilities.ungzip(gzipped).getDataAsString();
}

/**
 * What a render gives that must not be kept: served this once and rendered again at the next
 * visit — a page that failed (a transient Properties error, say) is not served to everyone for
 * a minute (docs/addon.md "The live page", issue 20).
 */
export class Uncached {
  constructor(readonly value: string) {}
}

/**
 * `render()`, served from the script cache for CACHE_SECONDS (chunked under its 100 kB per
 * value: cachedStore.ts); an Uncached render is not kept. The cache only saves work: a page
 * that cannot be read from it is rendered, one that cannot be put in it is still served.
 */
export function cached(key: string, render: () => string | Uncached): string {
  const hit = cachedChunks(key);
  if (hit !== null) return hit;
  const rendered = render();
  if (rendered instanceof Uncached) return rendered.value;
  putChunks(key, rendered, CACHE_SECONDS);
  return rendered;
}
