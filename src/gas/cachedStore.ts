// The script properties seen through the script cache (rules §14.1 "quota-light"): the one
// place where a value the public side reads at every call — the page's stamp, the round the
// phones may report, a board's pause, the page's address — is served from CacheService
// instead of a property read (a personal account has 50,000 property reads a day). The cache
// may drop an entry at any moment (the Cache class reference: "may be evicted before their
// expiration"), so every value here can be read back from the properties in one read:
// - its writer (a menu action, or a report under the script lock) puts the new value in the
//   cache right after writing it, for WRITER_SECONDS (the longest Google keeps one);
// - a reader that misses reads the property once and puts it back for REFILL_SECONDS only: a
//   read racing with a write could put back the old value, stale for that long at most
//   (docs/phoneResults.md "Limits").
// One policy for the script cache, every caller through this file: it only saves work. A read
// that fails is a miss (the property, or the rendering, is read or made again); a put or a
// removal that fails is skipped, never thrown. The one exception is the store's own: a
// publication (pageStore.ts savePage, restamp) removes the renderings it makes stale through
// requireCache, which throws where the cache refuses, so that the action reports the page as
// not updated rather than let a stale page be served as the new one.
import { chunkEntries, joined } from './chunks';
import { requireProperties, scriptStore } from './store';

/** The longest a cache entry lives (CacheService: 21,600 s = 6 h). */
export const WRITER_SECONDS = 21600;
/** A value read back after a miss: cached this long. */
export const REFILL_SECONDS = 300;
/** A property that does not exist, as the cache keeps it (a value must be a string). */
const NONE = '~none';

/** The script's cache through the store port (store.ts, rules §15: the pasted-in edition's only). */
const cache = (): GoogleAppsScript.Cache.Cache | null => scriptStore.cache();

/** A cached value, or undefined when none (or the cache cannot be read). */
export function cachedValue(key: string): string | undefined {
  try {
    const hit = cache()?.get(key);
    return hit === null || hit === undefined ? undefined : hit;
  } catch {
    return undefined;
  }
}

/** Puts `value` in the cache for `seconds` (1…WRITER_SECONDS); never throws. */
export function putCached(key: string, value: string, seconds: number): void {
  try {
    cache()?.put(key, value, Math.min(WRITER_SECONDS, Math.max(1, Math.ceil(seconds))));
  } catch {
    // The next reader reads the property.
  }
}

/** 25,000 characters are at most 100,000 bytes of UTF-8: one cache value. */
export const CACHE_CHUNK = 25000;

/** A value cached in chunks under `key` (chunks.ts), or null when any part is missing (or the cache cannot be read). */
export function cachedChunks(key: string): string | null {
  try {
    const store = cache();
    return store && joined(store.get(key), key, (keys) => store.getAll(keys));
  } catch {
    return null;
  }
}

/** Puts `value` in the cache in chunks of CACHE_CHUNK for `seconds`; never throws. */
export function putChunks(key: string, value: string, seconds: number): void {
  try {
    cache()?.putAll(chunkEntries(key, value, CACHE_CHUNK), seconds);
  } catch {
    // The next reader renders it again.
  }
}

/** Removes `keys` from the cache; never throws. */
export function removeCached(keys: string[]): void {
  try {
    if (keys.length > 0) cache()?.removeAll(keys);
  } catch {
    // An entry left behind is as stale as a racing read (REFILL_SECONDS at most) or its own expiry.
  }
}

/** The script property `key`: from the cache, else one property read (then cached REFILL_SECONDS). */
export function cachedScriptProperty(key: string): string | null {
  const hit = cachedValue(key);
  if (hit !== undefined) return hit === NONE ? null : hit;
  const value = requireProperties(scriptStore).getProperty(key);
  putCached(key, value ?? NONE, REFILL_SECONDS);
  return value;
}

/** After its writer changed script property `key` (null: deleted): the cache holds the new value. */
export function cacheScriptProperty(key: string, value: string | null): void {
  putCached(key, value ?? NONE, WRITER_SECONDS);
}
