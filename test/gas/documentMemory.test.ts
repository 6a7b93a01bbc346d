// The document's memory over its properties (src/gas/documentMemory.ts, rules §16.1): the
// properties asked for only when first used, values kept and read back, never a throw —
// where there are none (an add-on not yet authorised), or a value too long to keep.
import { documentMemory } from '../../src/gas/documentMemory';
import { PROPERTY_BYTES } from '../../src/gas/propertyValue';
import { createGasEnvironment, withGlobals } from './fakes';

const asked = (env: ReturnType<typeof createGasEnvironment>) =>
  env.counter.calls.filter((call) => call.kind === 'service').map((call) => call.method);

describe('documentMemory', () => {
  it('asks nothing until used; then keeps and reads back in the document properties', () => {
    const env = createGasEnvironment();
    withGlobals(env, () => {
      const memory = documentMemory();
      expect(asked(env)).toEqual([]);
      memory.set('atril.rollCall', '{"round":3}');
      expect(memory.get('atril.rollCall')).toBe('{"round":3}');
      expect(memory.get('atril.none')).toBeNull();
    });
    expect(env.properties.document.store.get('atril.rollCall')).toBe('{"round":3}');
    expect(env.properties.script.store.has('atril.rollCall')).toBe(false);
  });

  it('null deletes; a value over what one property keeps is forgotten, not left out of date', () => {
    const env = createGasEnvironment();
    withGlobals(env, () => {
      const memory = documentMemory();
      memory.set('k', 'old');
      memory.set('k', 'x'.repeat(PROPERTY_BYTES + 1));
      expect(memory.get('k')).toBeNull();
      memory.set('j', 'kept');
      memory.set('j', null);
      expect(memory.get('j')).toBeNull();
    });
  });

  it('where the properties are refused (AuthMode.NONE) it reads nothing and keeps nothing, without throwing', () => {
    const env = createGasEnvironment({ authMode: 'NONE' });
    withGlobals(env, () => {
      const memory = documentMemory();
      expect(() => memory.set('k', 'v')).not.toThrow();
      expect(memory.get('k')).toBeNull();
    });
    expect(env.properties.document.store.size).toBe(0);
  });
});
