// Every key Atril keeps in a store (src/gas/storeKeys.ts): all begin with `atril.`, and no two
// features share one — nor a prefix that one key's chunks or entries (`key.<n>`) could reach.
import * as storeKeys from '../../src/gas/storeKeys';
import { preparedKey } from '../../src/sheets/duplicate/preparedGame';
import { ROLL_CALL_KEY } from '../../src/sheets/tournament/rollCallMemory';

// storeKeys.ts names these two, kept where they are used.
const keys = { ...storeKeys, ROLL_CALL_KEY, preparedKey };
const fixed = Object.entries(keys).flatMap(([name, key]) => (typeof key === 'string' ? [[name, key] as const] : []));

describe('storeKeys', () => {
  it('every fixed key begins with atril. and is distinct', () => {
    expect(fixed.length).toBeGreaterThanOrEqual(9);
    for (const [name, key] of fixed) expect([name, key.startsWith('atril.')]).toEqual([name, true]);
    expect(new Set(fixed.map(([, key]) => key)).size).toBe(fixed.length);
  });

  it("no fixed key is another's chunk (`key.<anything>`)", () => {
    for (const [, a] of fixed)
      for (const [, b] of fixed) if (a !== b) expect([a, b, b.startsWith(`${a}.`)]).toEqual([a, b, false]);
  });

  it("the cache's keys: a pause per board, a page and its content per variant, the screen's beside them", () => {
    expect(keys.pauseKey(3, 12)).toBe('atril.pause.3.12');
    expect(keys.pageKey('en')).toBe('atril.html.en');
    expect(keys.contentKey('')).toBe('atril.content.');
    expect(keys.screenKey(keys.pageKey('es'))).toBe('atril.html.es.screen');
    // Every rendering a publication makes stale: page and content, with and without the screen, per variant.
    expect(keys.RENDERED_KEYS).toHaveLength(12);
    expect(new Set(keys.RENDERED_KEYS).size).toBe(12);
    expect(keys.RENDERED_KEYS).toEqual(expect.arrayContaining(['atril.html.', 'atril.content.en.screen']));
    expect(keys.preparedKey('Duplicada 1')).toBe('atril.prepared.Duplicada 1');
  });
});
