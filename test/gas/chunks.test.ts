// A value too long for one store entry, cut into chunks and joined back (src/gas/chunks.ts):
// the journal's parts and the page's data in the script properties.
import { chunkEntries, chunkKey, chunks, joined } from '../../src/gas/chunks';

describe('chunks', () => {
  it('cuts a text into parts of `size`, the last shorter; one empty part for an empty text', () => {
    expect(chunks('abcdefg', 3)).toEqual(['abc', 'def', 'g']);
    expect(chunks('abcdef', 3)).toEqual(['abc', 'def']);
    expect(chunks('', 3)).toEqual(['']);
    expect(chunks('ab', 3)).toEqual(['ab']);
  });
});

describe('chunkEntries and joined', () => {
  it('the head holds the number of chunks; the parts under key.0, key.1…; joined back whole', () => {
    const entries = chunkEntries('atril.page', 'abcdefg', 3);
    expect(entries).toEqual({ 'atril.page': '3', 'atril.page.0': 'abc', 'atril.page.1': 'def', 'atril.page.2': 'g' });
    expect(chunkKey('atril.page', 2)).toBe('atril.page.2');
    const asked: string[][] = [];
    const read = (keys: string[]) => {
      asked.push(keys);
      return Object.fromEntries(keys.flatMap((key) => (key in entries ? [[key, entries[key]]] : [])));
    };
    expect(joined(entries['atril.page'], 'atril.page', read)).toBe('abcdefg');
    // The parts asked in one read.
    expect(asked).toEqual([['atril.page.0', 'atril.page.1', 'atril.page.2']]);
    expect(joined(chunkEntries('k', '', 5).k, 'k', () => ({ 'k.0': '' }))).toBe('');
  });

  it('null when the head is missing or not a count, or any part is missing', () => {
    const entries = chunkEntries('k', 'abcdefg', 3);
    const read = (keys: string[]) =>
      Object.fromEntries(keys.filter((key) => key in entries).map((key) => [key, entries[key]]));
    expect(joined(null, 'k', read)).toBeNull();
    expect(joined('0', 'k', read)).toBeNull();
    expect(joined('2.5', 'k', read)).toBeNull();
    expect(joined('x', 'k', read)).toBeNull();
    expect(joined('4', 'k', read)).toBeNull();
    delete entries['k.1'];
    expect(joined('3', 'k', read)).toBeNull();
  });
});
