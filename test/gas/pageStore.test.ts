// Where the live page lives between a menu action and a visit (src/gas/pageStore.ts): the
// page's data gzipped in 8,000-byte chunks of the script properties, one write for all of them;
// the chunks a smaller page no longer uses deleted; the renderings it makes stale removed from
// the cache; the publication's stamp; a rendering kept a minute in chunks of the cache, or not
// at all when it failed.
import { randomBytes } from 'node:crypto';
import { cached, CACHE_SECONDS, loadPage, publishedStamp, restamp, savePage, Uncached } from '../../src/gas/pageStore';
import { PROPERTY_BYTES } from '../../src/gas/propertyValue';
import { PAGE_KEY, pageKey, RENDERED_KEYS, STAMP_KEY } from '../../src/gas/storeKeys';
import { CACHE_CHUNK } from '../../src/gas/cachedStore';
import { createGasEnvironment, type GasEnvironment, installGlobals } from './fakes';

let env: GasEnvironment;
let uninstall: () => void;
beforeEach(() => {
  env = createGasEnvironment();
  uninstall = installGlobals(env);
});
afterEach(() => uninstall());

const script = () => env.properties.script.store;
/** A page's data that gzip cannot shrink much: `bytes` of random hex. */
const incompressible = (bytes: number): string => JSON.stringify({ noise: randomBytes(bytes / 2).toString('hex') });
const chunkKeys = (): string[] => [...script().keys()].filter((key) => key.startsWith(`${PAGE_KEY}.`)).sort();

describe('pageStore', () => {
  it('keeps the page in chunks of at most 8,000 bytes, read back whole', () => {
    const json = incompressible(40000);
    savePage(json, 's1');
    const keys = chunkKeys();
    expect(keys.length).toBeGreaterThan(2);
    expect(Number(script().get(PAGE_KEY))).toBe(keys.length);
    for (const key of keys) expect(script().get(key)!.length).toBeLessThanOrEqual(PROPERTY_BYTES);
    expect(loadPage()).toBe(json);
    expect(publishedStamp()).toBe('s1');
  });

  it('a smaller page deletes the chunks it no longer uses: no stale chunk is left in the store', () => {
    savePage(incompressible(40000), 's1');
    const many = chunkKeys().length;
    savePage('{"small":true}', 's2');
    expect(chunkKeys()).toEqual([`${PAGE_KEY}.0`]);
    expect(many).toBeGreaterThan(1);
    expect(loadPage()).toBe('{"small":true}');
    expect(script().get(STAMP_KEY)).toBe('s2');
  });

  it('a missing chunk is no page at all, never a page cut short', () => {
    savePage(incompressible(40000), 's1');
    script().delete(`${PAGE_KEY}.1`);
    expect(loadPage()).toBeNull();
  });

  it('a publication removes every rendering it makes stale, and puts its stamp in the cache', () => {
    const cache = env.cache.script;
    for (const key of RENDERED_KEYS) cache.put(key, 'old');
    savePage('{}', 's3');
    for (const key of RENDERED_KEYS) expect(cache.get(key)).toBeNull();
    env.counter.reset();
    expect(publishedStamp()).toBe('s3');
    expect(env.counter.calls.filter((call) => call.method === 'Properties.getProperty')).toEqual([]);
  });

  it('restamp: the same publication under a new stamp, its renderings removed', () => {
    savePage('{"a":1}', 'base');
    env.cache.script.put(pageKey(''), 'old');
    restamp();
    const stamp = script().get(STAMP_KEY)!;
    expect(stamp).toMatch(/^base-r[0-9a-z]+$/);
    expect(publishedStamp()).toBe(stamp);
    expect(env.cache.script.get(pageKey(''))).toBeNull();
    expect(loadPage()).toBe('{"a":1}');
  });

  it('cached: rendered once, then served from the cache (in chunks) for CACHE_SECONDS; a failed render is never kept', () => {
    let renders = 0;
    const big = 'x'.repeat(CACHE_CHUNK * 2 + 10);
    const render = () => {
      renders++;
      return big;
    };
    expect(cached('k', render)).toBe(big);
    expect(cached('k', render)).toBe(big);
    expect(renders).toBe(1);
    expect(env.cache.script.get('k')).toBe('3');
    env.clock.advance(CACHE_SECONDS);
    expect(cached('k', render)).toBe(big);
    expect(renders).toBe(2);
    let failed = 0;
    const failing = () => {
      failed++;
      return new Uncached('error page');
    };
    expect(cached('f', failing)).toBe('error page');
    expect(cached('f', failing)).toBe('error page');
    expect(failed).toBe(2);
  });

  it('a cache that cannot be read or written only costs a render', () => {
    const cache = env.cache.script;
    cache.get = () => {
      throw new Error('Service invoked too many times');
    };
    cache.putAll = () => {
      throw new Error('Service invoked too many times');
    };
    expect(cached('k', () => 'page')).toBe('page');
  });
});
