// The list compiled where its file is (rules §20): its text decoded (UTF-8, else windows-1252)
// and compiled into the parts the tab keeps, refused lists compiling to none.
import { compileList, decodeList } from '../../../src/core/duplicate/lexiconCompile';
import { graphFromText, graphWordCount } from '../../../src/core/duplicate/wordGraph';
import { CLUB_LIST, CLUB_WORDS, SKIPPED_LINES } from '../../fixtures/clubList';

describe('decodeList', () => {
  it('reads UTF-8, and a file that is not valid UTF-8 as windows-1252 (Latin-1 lists)', () => {
    const text = 'niño\ncañón\nPINGÜINO\n';
    expect(decodeList(new Uint8Array(Buffer.from(text, 'utf8')))).toBe(text);
    expect(decodeList(new Uint8Array(Buffer.from(text, 'latin1')))).toBe(text);
    // A lone Latin-1 byte (ñ is 0xf1) is not UTF-8. (Bytes 0x80–0x9f, where windows-1252 and
    // Latin-1 differ — €, quotes — Node decodes as Latin-1; no playable word holds them.)
    expect(decodeList(new Uint8Array([0x61, 0xf1, 0x6f]))).toBe('año');
  });
});

describe('compileList', () => {
  it('gives the counts and the parts the tab keeps, the graph read back whole', () => {
    const list = compileList(CLUB_LIST);
    expect(list.words).toBe(CLUB_WORDS);
    expect(list.skipped).toBe(SKIPPED_LINES.length);
    expect(list.skippedLines).toEqual(SKIPPED_LINES.slice(0, 5));
    expect(graphWordCount(graphFromText(list.parts))).toBe(CLUB_WORDS);
  });

  it('compiles a refused list — no playable word — to no part', () => {
    expect(compileList('k\nw\n1\n')).toEqual({ words: 0, skipped: 3, skippedLines: [1, 2, 3], parts: [] });
  });

  it('reads the single-letter spelling when asked', () => {
    expect(compileList('ÇORRO\nKAMA', true).words).toBe(2);
    expect(compileList('ÇORRO\nKAMA').words).toBe(0);
  });
});
