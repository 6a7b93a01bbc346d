// The document's memory port (rules §16.1) and its writes kept until the action's are applied (rules §17).
import { mapMemory, pendingMemory } from '../../../src/sheets/grid/memory';

describe('mapMemory', () => {
  it('keeps, reads back and forgets a value', () => {
    const map = new Map<string, string>();
    const memory = mapMemory(map);
    memory.set('a', '1');
    expect(memory.get('a')).toBe('1');
    memory.set('a', null);
    expect(memory.get('a')).toBeNull();
    expect(map.size).toBe(0);
  });
});

describe('pendingMemory', () => {
  it('writes nothing underneath until commit, and its reads see what it keeps', () => {
    const map = new Map([['old', 'x']]);
    const memory = pendingMemory(mapMemory(map));
    memory.set('a', '1');
    memory.set('old', null);
    expect(memory.get('a')).toBe('1');
    expect(memory.get('old')).toBeNull();
    expect([...map]).toEqual([['old', 'x']]);
    memory.commit();
    expect([...map]).toEqual([['a', '1']]);
  });

  it('hands the last value of each key, in the order kept, once', () => {
    const writes: [string, string | null][] = [];
    const memory = pendingMemory({ get: () => null, set: (key, value) => writes.push([key, value]) });
    memory.set('a', '1');
    memory.set('b', '2');
    memory.set('a', '3');
    memory.commit();
    memory.commit();
    expect(writes).toEqual([
      ['b', '2'],
      ['a', '3'],
    ]);
  });

  it('a press that never commits (refused, or cut while deciding) leaves the memory as it was', () => {
    const map = new Map([['atril.rollCall', 'before']]);
    const memory = pendingMemory(mapMemory(map));
    memory.set('atril.rollCall', 'after');
    expect(map.get('atril.rollCall')).toBe('before');
  });
});
