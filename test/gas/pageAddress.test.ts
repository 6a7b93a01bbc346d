// The live page's address (src/gas/pageAddress.ts, rules §13) in the fakes: recorded by a
// request to the page when it is /exec, never /dev; what the menu hands on.
import { PAGE_ADDRESS_KEY, recordPageAddress, recordedPageAddress, standingsLink } from '../../src/gas/pageAddress';
import { anotherExecution, createGasEnvironment, withGlobals } from './fakes';

const EXEC = 'https://script.google.com/macros/s/AKfy/exec';
const DEV = 'https://script.google.com/macros/s/AKfy/dev';

describe('pageAddress', () => {
  it('the menu sees /dev until the page, opened at /exec, records its address', () => {
    const menu = createGasEnvironment({ webAppUrl: EXEC, menuUrl: DEV });
    expect(withGlobals(menu, standingsLink)).toBe(DEV);
    expect(withGlobals(menu, recordedPageAddress)).toBeNull();
    const page = anotherExecution(menu, { context: 'webapp' });
    withGlobals(page, recordPageAddress);
    expect(menu.properties.script.store.get(PAGE_ADDRESS_KEY)).toBe(EXEC);
    expect(withGlobals(menu, standingsLink)).toBe(EXEC);
  });

  it('writes only when the address changed', () => {
    const menu = createGasEnvironment({ webAppUrl: EXEC, menuUrl: DEV });
    const page = anotherExecution(menu, { context: 'webapp' });
    withGlobals(page, recordPageAddress);
    menu.counter.reset();
    withGlobals(page, recordPageAddress);
    // rules §14.1: known from the script cache, no property read.
    expect(menu.counter.calls.map((call) => call.method)).toEqual(['Cache.get']);
    // The cache dropped: one read, nothing written, the cache filled again.
    menu.cache.script.evictAll();
    menu.counter.reset();
    withGlobals(page, recordPageAddress);
    expect(menu.counter.calls.map((call) => call.method)).toEqual(['Cache.get', 'Properties.getProperty', 'Cache.put']);
  });

  it('a page opened at /dev, or with no address, records nothing', () => {
    for (const url of [DEV, null]) {
      const env = createGasEnvironment({ context: 'webapp', webAppUrl: url });
      withGlobals(env, recordPageAddress);
      expect(env.properties.script.store.size).toBe(0);
    }
  });

  it('a stored value that is not an /exec address is not used', () => {
    const env = createGasEnvironment({ webAppUrl: null });
    env.properties.script.store.set(PAGE_ADDRESS_KEY, DEV);
    expect(withGlobals(env, recordedPageAddress)).toBeNull();
    expect(withGlobals(env, standingsLink)).toBeNull();
  });

  it('never throws: a store that fails leaves the page served and the address unknown', () => {
    const env = createGasEnvironment({ context: 'webapp', webAppUrl: EXEC });
    env.properties.script.getProperty = () => {
      throw new Error('Service error: Properties');
    };
    expect(() => withGlobals(env, recordPageAddress)).not.toThrow();
    expect(withGlobals(env, recordedPageAddress)).toBeNull();
  });
});
