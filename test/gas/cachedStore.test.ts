// The script properties seen through the script cache (src/gas/cachedStore.ts, rules §14.1): a
// writer's value lives 6 hours in the cache, a reader that missed reads the property once and
// puts it back for 5 minutes, a missing property is cached as missing, and the cache failing
// is only a miss.
import { cachedScriptProperty, cacheScriptProperty, REFILL_SECONDS, WRITER_SECONDS } from '../../src/gas/cachedStore';
import { createGasEnvironment, type GasEnvironment, installGlobals } from './fakes';

let env: GasEnvironment;
let uninstall: () => void;
beforeEach(() => {
  env = createGasEnvironment({ context: 'webapp' });
  uninstall = installGlobals(env);
});
afterEach(() => uninstall());

const reads = () => env.counter.calls.filter((call) => call.method === 'Properties.getProperty').length;

describe('cachedStore', () => {
  it("a writer's value is served for 6 hours without a property read", () => {
    env.properties.script.store.set('k', 'v1');
    cacheScriptProperty('k', 'v1');
    env.clock.advance(WRITER_SECONDS - 1);
    expect(cachedScriptProperty('k')).toBe('v1');
    expect(reads()).toBe(0);
    env.clock.advance(1);
    expect(cachedScriptProperty('k')).toBe('v1');
    expect(reads()).toBe(1);
  });

  it('a refill lives 5 minutes; a missing property is cached as missing', () => {
    expect(cachedScriptProperty('none')).toBeNull();
    expect(cachedScriptProperty('none')).toBeNull();
    expect(reads()).toBe(1);
    env.properties.script.store.set('none', 'now');
    env.clock.advance(REFILL_SECONDS - 1);
    expect(cachedScriptProperty('none')).toBeNull();
    env.clock.advance(1);
    expect(cachedScriptProperty('none')).toBe('now');
    expect(reads()).toBe(2);
    // A writer deleting it: cached as missing at once.
    cacheScriptProperty('none', null);
    expect(cachedScriptProperty('none')).toBeNull();
    expect(reads()).toBe(2);
  });

  it('a cache that throws is a miss: the property is read', () => {
    env.properties.script.store.set('k', 'v');
    const cache = env.cache.script;
    cache.get = () => {
      throw new Error('Service invoked too many times');
    };
    cache.put = () => {
      throw new Error('Service invoked too many times');
    };
    expect(cachedScriptProperty('k')).toBe('v');
    expect(() => cacheScriptProperty('k', 'w')).not.toThrow();
  });
});
