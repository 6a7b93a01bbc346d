// Rack validity for the Spanish set (rules §6.4).
import { SPANISH_BAG, checkRack, parseTiles } from '../../../src/core/duplicate';

const reason = (text: string, round: number, blanksCountLate = true) => {
  const verdict = checkRack(text, round, { blanksCountLate });
  return verdict.ok ? 'ok' : verdict.problem.key;
};

describe('the Spanish bag', () => {
  test('100 tiles: 44 vowels, 54 consonants, 2 blanks; no K, no W', () => {
    const total = Object.values(SPANISH_BAG).reduce((a, b) => a + b, 0);
    expect(total).toBe(100);
    expect(['A', 'E', 'I', 'O', 'U'].reduce((sum, v) => sum + SPANISH_BAG[v], 0)).toBe(44);
    expect(SPANISH_BAG['?']).toBe(2);
    expect(SPANISH_BAG.K).toBeUndefined();
    expect([SPANISH_BAG.CH, SPANISH_BAG.LL, SPANISH_BAG.RR, SPANISH_BAG['Ñ']]).toEqual([1, 1, 1, 1]);
  });
});

describe('reading a rack', () => {
  test('CH, LL, RR typed together are one tile; Ç, K, W and [CH] too', () => {
    expect(parseTiles('CHALLE').map((t) => t.letter)).toEqual(['CH', 'A', 'LL', 'E']);
    expect(parseTiles('ÇAKEW').map((t) => t.letter)).toEqual(['CH', 'A', 'LL', 'E', 'RR']);
    expect(parseTiles('[RR]A').map((t) => t.letter)).toEqual(['RR', 'A']);
  });

  test("the game records' spelling: with a double tile in brackets, letters typed together are single tiles", () => {
    expect(parseTiles('EH[LL]PTUU').map((t) => t.letter)).toEqual(['E', 'H', 'LL', 'P', 'T', 'U', 'U']);
    expect(parseTiles('[LL]ARR').map((t) => t.letter)).toEqual(['LL', 'A', 'R', 'R']);
    expect(parseTiles('(ch)ACHE').map((t) => [t.letter, t.blank])).toEqual([
      ['CH', true],
      ['A', false],
      ['C', false],
      ['H', false],
      ['E', false],
    ]);
    // Without brackets, as before: RR is the double tile.
    expect(parseTiles('AEGOORR').map((t) => t.letter)).toEqual(['A', 'E', 'G', 'O', 'O', 'RR']);
  });

  test('separators split a digraph into two tiles: "C H" is a C and an H', () => {
    expect(parseTiles('C H').map((t) => t.letter)).toEqual(['C', 'H']);
    expect(parseTiles('AEI-RST+N').length).toBe(7);
  });

  test('? and lower case are blanks; Ñ is its own tile; accents are dropped', () => {
    expect(parseTiles('?ñÑá')).toEqual([
      { letter: '?', blank: true },
      { letter: 'Ñ', blank: true },
      { letter: 'Ñ', blank: false },
      { letter: 'A', blank: true },
    ]);
    expect(parseTiles('ch')).toEqual([{ letter: 'CH', blank: true }]);
    // Mixed case is not a digraph: a C and a blank h.
    expect(parseTiles('Ch')).toEqual([
      { letter: 'C', blank: false },
      { letter: 'H', blank: true },
    ]);
  });
});

describe('checkRack (rules §6.4)', () => {
  test('rounds 1–15: fewer than 6 vowels and fewer than 6 consonants', () => {
    expect(reason('AEIOUBC', 1)).toBe('ok');
    expect(reason('AEIOUAB', 1)).toBe('dup.rack.tooManyVowels');
    expect(reason('BCDFGHA', 15)).toBe('dup.rack.tooManyConsonants');
    // Y is a consonant: 5 vowels + Y + B is fine, 1 vowel + Y + 5 consonants is not.
    expect(reason('AEIOUYB', 1)).toBe('ok');
    expect(reason('AYBCDFG', 1)).toBe('dup.rack.tooManyConsonants');
  });

  test('blanks count as either: 5 vowels + blank + consonant is valid early', () => {
    expect(reason('AEIOU?B', 1)).toBe('ok');
    expect(reason('AEIOUa?', 1)).toBe('ok');
  });

  test('from round 16: at least one vowel and one consonant', () => {
    expect(reason('AEIOUAB', 16)).toBe('ok');
    expect(reason('AEIOUAE', 16)).toBe('dup.rack.noConsonant');
    expect(reason('BCDFGHJ', 20)).toBe('dup.rack.noVowel');
    expect(reason('AE', 16)).toBe('dup.rack.noConsonant');
  });

  test('from round 16 a blank stands for the missing kind — unless the variant is chosen', () => {
    expect(reason('AEIOUA?', 16)).toBe('ok');
    expect(reason('AEIOUA?', 16, false)).toBe('dup.rack.noConsonant');
    // One blank cannot be both the vowel and the consonant.
    expect(reason('?', 16)).toBe('dup.rack.needBoth');
    expect(reason('??', 16)).toBe('ok');
  });

  test('no more of a tile than the bag holds; at most 7 tiles; known tiles only', () => {
    expect(checkRack('ÑÑAE', 1)).toEqual({
      ok: false,
      problem: { key: 'dup.rack.overBag', params: { tile: 'Ñ', count: 2, max: 1 } },
    });
    expect(reason('???AB', 1)).toBe('dup.rack.overBag');
    expect(reason('CH CH', 1)).toBe('dup.rack.overBag');
    expect(reason('AEIRSTNL', 1)).toBe('dup.rack.tooMany');
    expect(reason('', 1)).toBe('dup.rack.empty');
    expect(checkRack('AB3', 1)).toEqual({ ok: false, problem: { key: 'dup.rack.badTile', params: { value: '3' } } });
  });

  test('counts are reported for a valid rack', () => {
    const verdict = checkRack('CHA?LLE', 3);
    expect(verdict).toMatchObject({ ok: true, vowels: 2, consonants: 2, blanks: 1 });
  });
});
