// The store port (src/gas/store.ts, rules §15): each scope reaches its own services, and where
// a scope has nothing — a web app's document store, AuthMode.NONE — the getters give null
// instead of throwing.
import { documentStore, requireCache, requireLock, requireProperties, scriptStore } from '../../src/gas/store';
import { anotherDocument, createGasEnvironment, withGlobals } from './fakes';

describe('the store port', () => {
  it("the document scope is this spreadsheet's properties, cache and lock; the script scope the project's", () => {
    const env = createGasEnvironment({ id: 'doc-a' });
    withGlobals(env, () => {
      expect(documentStore.scope).toBe('document');
      expect(documentStore.properties()).toBe(env.properties.document);
      expect(documentStore.cache()).toBe(env.cache.document);
      documentStore.lock()!.tryLock(0);
      expect(env.lock.holdsDocumentLock()).toBe(true);
      expect(scriptStore.scope).toBe('script');
      expect(scriptStore.properties()).toBe(env.properties.script);
      expect(scriptStore.cache()).toBe(env.cache.script);
      expect(scriptStore.lock()!.tryLock(0)).toBe(true);
      expect(env.lock.registry.holders.get('script')).toBe(env.execution);
    });
  });

  it("another club's document: the same script scope, a document scope of its own", () => {
    const a = createGasEnvironment({ id: 'doc-a' });
    const b = anotherDocument(a, { id: 'doc-b' });
    const seen = (env: typeof a) =>
      withGlobals(env, () => ({ document: documentStore.properties(), script: scriptStore.properties() }));
    expect(seen(b).script).toBe(seen(a).script);
    expect(seen(b).document).not.toBe(seen(a).document);
  });

  it('a web app has no document scope (null); AuthMode.NONE has neither, and nothing throws', () => {
    const web = createGasEnvironment({ context: 'webapp' });
    withGlobals(web, () => {
      expect(documentStore.properties()).toBeNull();
      expect(documentStore.cache()).toBeNull();
      expect(documentStore.lock()).toBeNull();
      expect(scriptStore.properties()).toBe(web.properties.script);
    });
    const none = createGasEnvironment({ authMode: 'NONE' });
    withGlobals(none, () => {
      for (const store of [documentStore, scriptStore]) {
        expect(store.properties()).toBeNull();
        expect(store.cache()).toBeNull();
        expect(store.lock()).toBeNull();
      }
    });
    expect(none.counter.calls.filter((call) => call.method === 'refused')).toHaveLength(6);
  });

  it('require*: the scope where there is one, else a throw (a publication or a report must not go unnoticed)', () => {
    const web = createGasEnvironment({ context: 'webapp' });
    withGlobals(web, () => {
      expect(requireProperties(scriptStore)).toBe(web.properties.script);
      expect(requireCache(scriptStore)).toBe(web.cache.script);
      expect(requireLock(scriptStore).tryLock(0)).toBe(true);
      expect(() => requireProperties(documentStore)).toThrow('No document properties here.');
      expect(() => requireCache(documentStore)).toThrow('No document cache here.');
      expect(() => requireLock(documentStore)).toThrow('No document lock here.');
    });
  });
});
