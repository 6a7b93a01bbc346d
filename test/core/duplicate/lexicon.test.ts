// Reading the club's word list (rules §20).
import {
  LETTERS,
  MAX_LEXICON_WORDS,
  graphWords,
  hasWord,
  parseTiles,
  readLexicon,
  readWord,
} from '../../../src/core/duplicate';

const spelled = (text: string, singleLetter = false) =>
  graphWords(readLexicon(text, { singleLetter }).graph).map((word) => word.map((code) => LETTERS[code]).join(' '));
const tiles = (word: string | null) => (word === null ? null : word.split(' '));
const read = (word: string, singleLetter = false) =>
  readWord(word, { singleLetter })?.map((code) => LETTERS[code]) ?? null;

describe('reading a word', () => {
  test('any case, accents off vowels, Ñ kept', () => {
    expect(read('Camión')).toEqual(tiles('C A M I O N'));
    expect(read('pingüino')).toEqual(tiles('P I N G U I N O'));
    expect(read('ÑANDÚ')).toEqual(tiles('Ñ A N D U'));
    expect(read('año')).toEqual(tiles('A Ñ O'));
  });

  test('CH, LL, RR standing together are the double tiles, in any case; a third letter stays single', () => {
    expect(read('chorrillos')).toEqual(tiles('CH O RR I LL O S'));
    expect(read('ChoRrILlos')).toEqual(tiles('CH O RR I LL O S'));
    expect(read('LLL')).toEqual(tiles('LL L'));
    expect(read('RRR')).toEqual(tiles('RR R'));
    expect(read('CHH')).toEqual(tiles('CH H'));
  });

  test('the bracketed spelling', () => {
    expect(read('[CH]O[RR]I[LL]OS')).toEqual(tiles('CH O RR I LL O S'));
    expect(read('[ll]ama')).toEqual(tiles('LL A M A'));
    expect(read('[CH')).toBeNull();
    expect(read('[CX]A')).toBeNull();
  });

  test('the single-letter spelling: Ç/K/W or 1/2/3 only when asked', () => {
    expect(read('ÇOWIKOS', true)).toEqual(tiles('CH O RR I LL O S'));
    expect(read('1o3i2os', true)).toEqual(tiles('CH O RR I LL O S'));
    expect(read('çowikos', true)).toEqual(tiles('CH O RR I LL O S'));
    // Asked, CH written out is still the double tile.
    expect(read('CHORRILLOS', true)).toEqual(tiles('CH O RR I LL O S'));
    expect(read('ÇOWIKOS')).toBeNull();
    expect(read('1o3i2os')).toBeNull();
  });

  test('K, W, digits, other letters and signs are no tile', () => {
    for (const word of ['KILO', 'WATT', 'A1', 'ÇA', 'STRAßE', 'CAFÉ-BAR', 'Œ', 'ØS']) expect(read(word)).toBeNull();
  });
});

describe('reading a list', () => {
  test('first token of each line, blank and # lines ignored, duplicates once', () => {
    const text = '\uFEFFcasa\n\n# comment\r\nCASA   12 definition\r\n  calle\tnoun\rcasas\n#casb\n';
    const lexicon = readLexicon(text);
    expect(spelled(text)).toEqual(['C A LL E', 'C A S A', 'C A S A S']);
    expect(lexicon.words).toBe(3);
    expect(lexicon.skipped).toBe(0);
    expect(lexicon.tooMany).toBe(false);
    expect(hasWord(lexicon.graph, parseTiles('CALLE', false))).toBe(true);
  });

  test('lines that cannot be a play are skipped, counted, the first five named', () => {
    const lines = [
      'casa',
      'kilo',
      'a',
      'abc1',
      'w',
      'ESTERNOCLEIDOMASTOIDEOS',
      'ch',
      'll',
      'año',
      'x',
      'é',
      'zoo',
      'ça',
    ];
    const lexicon = readLexicon(lines.join('\n'));
    // skipped: kilo (K), a (one tile), abc1 (digit), w, 23 tiles, ch and ll (one tile each), x, é, ça.
    expect(lexicon.skipped).toBe(10);
    expect(lexicon.skippedLines).toEqual([2, 3, 4, 5, 6]);
    expect(lexicon.words).toBe(3);
    // 15 tiles is the most a board holds: CH counts one, so a 16-letter word with CH fits.
    expect(readLexicon('ABCDEFGHIJLMNOPQ\nCHABCDEFGIJLMNOP').words).toBe(1);
  });

  test(`more than ${MAX_LEXICON_WORDS} words: flagged for the caller, no graph`, () => {
    // The first 700,001 five-letter words over 15 letters (no C, H, L, R: no double tiles), in order.
    const alphabet = 'ABDEFGIJMNOPSTU';
    const words: string[] = [];
    for (let n = 0; words.length <= MAX_LEXICON_WORDS; n++) {
      let word = '';
      for (let k = n, i = 0; i < 5; i++, k = Math.floor(k / 15)) word = alphabet[k % 15] + word;
      words.push(word);
    }
    const over = readLexicon(words.join('\n'));
    expect(over.words).toBe(MAX_LEXICON_WORDS + 1);
    expect(over.tooMany).toBe(true);
    expect(over.graph.words).toBe(0);
    const at = readLexicon(words.slice(1).join('\n'));
    expect(at.tooMany).toBe(false);
    expect(at.graph.words).toBe(MAX_LEXICON_WORDS);
  });
});
