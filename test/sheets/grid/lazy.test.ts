// Fields made on first read, each once; an error kept and raised again (docs/rules.md §21).
import { lazyFields } from '../../../src/sheets/grid/lazy';

describe('lazyFields', () => {
  it('makes a field on its first read only, once, and never one that is not read', () => {
    const made: string[] = [];
    const fields = lazyFields<{ a: number[]; b: number }>({
      a: () => (made.push('a'), [1]),
      b: () => (made.push('b'), 2),
    });
    expect(made).toEqual([]);
    const first = fields.a;
    expect(fields.a).toBe(first);
    expect(made).toEqual(['a']);
    expect(Object.keys(fields)).toEqual(['a', 'b']);
  });

  it('a field that throws throws the same error at every read, and blocks no other field', () => {
    let calls = 0;
    const fields = lazyFields<{ bad: number; good: number }>({
      bad: () => {
        calls++;
        throw new Error('bad setting');
      },
      good: () => 7,
    });
    const thrown = () => {
      try {
        void fields.bad;
      } catch (error) {
        return error;
      }
      return null;
    };
    const first = thrown();
    expect(first).toEqual(new Error('bad setting'));
    expect(thrown()).toBe(first);
    expect(calls).toBe(1);
    expect(fields.good).toBe(7);
  });
});
