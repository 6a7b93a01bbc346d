// The one store port (rules §15): where everything a tournament keeps between executions
// lives — properties, cache and lock — in one of two scopes.
// - The document's (PropertiesService.getDocumentProperties, CacheService.getDocumentCache,
//   LockService.getDocumentLock): this spreadsheet's own, in both editions. The layout memory,
//   the tab directory, the install record and the menu's lock live here.
// - The script's (getScriptProperties, getScriptCache, getScriptLock): shared by every
//   execution of the script project. In the paste-in edition that project is bound to one
//   spreadsheet, and its web app (the live page, the phones' reports) has no document store
//   at all, so the page's publications, cache and stamp, its address and the phones' codes
//   live here. In the add-on edition one project serves every club that installs it, so
//   nothing of a tournament may go there: the add-on has no page and no phones (edition.ts).
// Each getter never throws: null where the scope has none (outside a document, a web app's
// document store) or where the service refuses (AuthMode.NONE, docs/addon.md "The add-on
// edition").

/** The one Properties type of the gas adapters. */
export type Properties = GoogleAppsScript.Properties.Properties;
type Cache = GoogleAppsScript.Cache.Cache;
type Lock = GoogleAppsScript.Lock.Lock;

export type StoreScope = 'document' | 'script';

export interface Store {
  readonly scope: StoreScope;
  /** The scope's properties, or null where there are none. */
  properties(): Properties | null;
  /** The scope's cache, or null where there is none. */
  cache(): Cache | null;
  /** The scope's lock, or null where there is none. */
  lock(): Lock | null;
}

/** `get()`, or null when it throws or gives nothing. */
function tried<T>(get: () => T | null | undefined): T | null {
  try {
    return get() ?? null;
  } catch {
    return null;
  }
}

/** This spreadsheet's store: the same in both editions. */
export const documentStore: Store = {
  scope: 'document',
  properties: () => tried(() => PropertiesService.getDocumentProperties()),
  cache: () => tried(() => CacheService.getDocumentCache()),
  lock: () => tried(() => LockService.getDocumentLock()),
};

/** The script project's store: the paste-in edition's live page and phones only. */
export const scriptStore: Store = {
  scope: 'script',
  properties: () => tried(() => PropertiesService.getScriptProperties()),
  cache: () => tried(() => CacheService.getScriptCache()),
  lock: () => tried(() => LockService.getScriptLock()),
};

/**
 * The scope's properties where a caller must not go on without them (a publication, a phone's
 * report): thrown as the service would, so that the caller's own refusal path runs.
 */
export function requireProperties(store: Store): Properties {
  const properties = store.properties();
  if (properties === null) throw new Error(`No ${store.scope} properties here.`);
  return properties;
}

/** The scope's cache, or a throw where there is none (see requireProperties). */
export function requireCache(store: Store): Cache {
  const cache = store.cache();
  if (cache === null) throw new Error(`No ${store.scope} cache here.`);
  return cache;
}

/** The scope's lock, or a throw where there is none (see requireProperties). */
export function requireLock(store: Store): Lock {
  const lock = store.lock();
  if (lock === null) throw new Error(`No ${store.scope} lock here.`);
  return lock;
}
