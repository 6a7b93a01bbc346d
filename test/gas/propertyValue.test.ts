// One value in the document properties (src/gas/propertyValue.ts): kept under PROPERTY_BYTES
// of UTF-8 — below the 9 kB the store itself takes, so a value between the two is Atril's
// refusal, not the store's — and never left out of date; read back without ever throwing.
import { parseJson, PROPERTY_BYTES, readProperty, storeProperty, utf8Bytes } from '../../src/gas/propertyValue';
import { FakeProperties, PROPERTY_VALUE_LIMIT } from './fakes';

import type { Properties } from '../../src/gas/store';
const asProperties = (fake: FakeProperties): Properties => fake as unknown as Properties;

describe('propertyValue', () => {
  it('keeps 8,000 bytes, the documented 9 kB leaving room; measures bytes of UTF-8, not characters', () => {
    expect(PROPERTY_BYTES).toBe(8000);
    expect(PROPERTY_BYTES).toBeLessThan(PROPERTY_VALUE_LIMIT);
    expect(utf8Bytes('ñ')).toBe(2);
    expect(utf8Bytes('€')).toBe(3);
    expect(utf8Bytes('Ana Núñez')).toBe(Buffer.byteLength('Ana Núñez', 'utf8'));
  });

  it('a value of exactly PROPERTY_BYTES is kept; one byte more is deleted, though the store would take it', () => {
    const store = new FakeProperties(null, 'document');
    const exact = 'ñ'.repeat(PROPERTY_BYTES / 2);
    expect(storeProperty(asProperties(store), 'k', exact)).toBe(true);
    expect(store.store.get('k')).toBe(exact);
    // 8,001 bytes: under the store's 9,000, yet over what Atril keeps — the old value goes, nothing out of date stays.
    const over = `${exact}a`;
    expect(Buffer.byteLength(over, 'utf8')).toBeLessThan(PROPERTY_VALUE_LIMIT);
    expect(storeProperty(asProperties(store), 'k', over)).toBe(true);
    expect(store.store.has('k')).toBe(false);
    // In characters the same value is far under the limit: bytes are what count.
    const chars = 'ñ'.repeat(PROPERTY_BYTES / 2 + 1);
    expect(chars.length).toBeLessThan(PROPERTY_BYTES);
    storeProperty(asProperties(store), 'k', 'old');
    storeProperty(asProperties(store), 'k', chars);
    expect(store.store.has('k')).toBe(false);
  });

  it('null deletes; a store that refuses the write gives false and the old value is deleted', () => {
    const store = new FakeProperties(null, 'document', 100);
    store.store.set('k', 'old');
    expect(storeProperty(asProperties(store), 'k', 'x'.repeat(200))).toBe(false);
    expect(store.store.has('k')).toBe(false);
    store.store.set('k', 'old');
    expect(storeProperty(asProperties(store), 'k', null)).toBe(true);
    expect(store.store.has('k')).toBe(false);
  });

  it('reads never throw: no store, a store that refuses, a value that is not JSON', () => {
    const store = new FakeProperties(null, 'document');
    store.store.set('k', '["a"]');
    expect(readProperty(asProperties(store), 'k')).toBe('["a"]');
    expect(readProperty(asProperties(store), 'none')).toBeNull();
    expect(readProperty(null, 'k')).toBeNull();
    const refusing = asProperties(store);
    refusing.getProperty = () => {
      throw new Error('Service invoked too many times');
    };
    expect(readProperty(refusing, 'k')).toBeNull();
    expect(parseJson('["a"]')).toEqual(['a']);
    expect(parseJson('{"a"')).toBeNull();
    expect(parseJson(null)).toBeNull();
  });
});
