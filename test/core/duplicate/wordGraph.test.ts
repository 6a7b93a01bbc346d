// The word list as a word graph and its stored text (rules §20).
import fc from 'fast-check';
import {
  LETTERS,
  buildWordGraph,
  graphFromText,
  graphToText,
  graphWordCount,
  graphWords,
  hasWord,
  letterCode,
  parseTiles,
  emptyBoard,
  playMove,
  wordsNotInList,
} from '../../../src/core/duplicate';

const codes = (word: string) => parseTiles(word, false).map((tile) => letterCode(tile.letter));
const graphOf = (words: string[]) => buildWordGraph(words.map(codes));
const spell = (word: number[]) => word.map((code) => LETTERS[code]).join('');

/** Random words over the 28 letters, 2–15 letters each, from a seeded generator. */
function randomWords(count: number, seed: number): number[][] {
  let state = seed;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  return Array.from({ length: count }, () => Array.from({ length: 2 + next(14) }, () => next(28)));
}

describe('the word graph', () => {
  test('holds its words and no other, digraphs as one letter', () => {
    const graph = graphOf(['CASA', 'CASAS', 'CHORRILLOS', 'CALLE', 'ÑANDU', 'CAS', 'NANDU']);
    expect(graphWordCount(graph)).toBe(7);
    for (const word of ['CASA', 'CASAS', 'CAS', 'CHORRILLOS', 'CALLE', 'ÑANDU', 'NANDU'])
      expect(hasWord(graph, parseTiles(word, false))).toBe(true);
    // casa with a blank standing for the first A: the blank counts as its letter.
    expect(hasWord(graph, parseTiles('CaSA', false))).toBe(true);
    for (const word of ['CA', 'CASASS', 'CHORRILLO', 'ÑAND', 'NAN'])
      expect(hasWord(graph, parseTiles(word, false))).toBe(false);
    // C then H as two tiles is not the CH tile: not the word.
    expect(hasWord(graph, [...parseTiles('C H', true), ...parseTiles('ORRILLOS', false)])).toBe(false);
    // Letter order: CH after every C word, Ñ after N.
    expect(graphWords(graph).map(spell)).toEqual(['CALLE', 'CAS', 'CASA', 'CASAS', 'CHORRILLOS', 'NANDU', 'ÑANDU']);
  });

  test('any word set: the graph lists exactly the distinct words, in letter order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 27 }), { minLength: 1, maxLength: 8 }), { maxLength: 60 }),
        (words) => {
          const graph = buildWordGraph(words);
          const distinct = [...new Set(words.map((word) => word.join(',')))]
            .map((key) => key.split(',').map(Number))
            .sort((a, b) => {
              for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
              return a.length - b.length;
            });
          expect(graphWords(graph)).toEqual(distinct);
          expect(graphWordCount(graph)).toBe(distinct.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('minimised: shared endings are stored once', () => {
    const verbs = ['CANTAR', 'BAILAR', 'SALTAR', 'NADAR'];
    const endings = ['O', 'AS', 'A', 'AMOS', 'AIS', 'AN', 'ABA', 'ABAS', 'ABAMOS', 'ABAN'];
    const words = verbs.flatMap((verb) => endings.map((ending) => verb.slice(0, -2) + ending));
    const graph = graphOf(words);
    // Stems share the endings' sub-graph, so adding a verb adds only its stem's edges.
    const smaller = graphOf(words.filter((word) => !word.startsWith('NAD')));
    expect(graph.edges.length - smaller.edges.length).toBe('NAD'.length);
  });
});

describe('the stored text', () => {
  const many = randomWords(4000, 7);
  const graph = buildWordGraph(many);

  test('round trip: the same words back, chunks within the cell limit, no formula start, printable ASCII', () => {
    const chunks = graphToText(graph);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(30000);
      expect(chunk).toMatch(/^[^=+\-@]/);
      expect(chunk).toMatch(/^[\x20-\x7e]+$/);
    }
    const back = graphFromText(chunks);
    expect(back.words).toBe(graph.words);
    expect(back.root).toBe(graph.root);
    expect(Array.from(back.edges)).toEqual(Array.from(graph.edges));
    for (const word of many.slice(0, 200))
      expect(
        hasWord(
          back,
          word.map((code) => ({ letter: LETTERS[code], blank: false })),
        ),
      ).toBe(true);
  });

  test('deterministic: the same word set in another order, with duplicates, gives the same text', () => {
    const shuffled = [...many].reverse().concat(many.slice(0, 100));
    expect(graphToText(buildWordGraph(shuffled))).toEqual(graphToText(graph));
  });

  test('an empty list round-trips too', () => {
    const empty = graphFromText(graphToText(buildWordGraph([])));
    expect(empty.words).toBe(0);
    expect(hasWord(empty, parseTiles('CASA', false))).toBe(false);
  });

  test('damaged text is refused with a clear error', () => {
    const chunks = graphToText(graph);
    const refused = (parts: string[]) => expect(() => graphFromText(parts)).toThrow(/word list is damaged/);
    // One digit changed in the middle of a part.
    const middle = chunks[1].length >> 1;
    const changed = chunks[1][middle] === '#' ? '$' : '#';
    refused([chunks[0], chunks[1].slice(0, middle) + changed + chunks[1].slice(middle + 1), ...chunks.slice(2)]);
    refused(chunks.slice(0, -1)); // a part lost
    refused([chunks[0], chunks[2], chunks[1], ...chunks.slice(3)]); // parts swapped
    refused([chunks[0], chunks[1].slice(0, -5), ...chunks.slice(2)]); // a part cut short
    refused([chunks[0].replace('ATRIL', 'ATRYL'), ...chunks.slice(1)]);
    refused([]);
  });
});

describe('words not in the list', () => {
  test('the main word and each cross-word checked', () => {
    const graph = graphOf(['CASA', 'CASAS', 'ES']);
    const first = playMove(emptyBoard(), 'H8-CASA');
    if (!first.ok) throw new Error(first.problem.key);
    expect(wordsNotInList(first, graph)).toEqual([]);
    // 12H-SE: S on H12 makes CASAS across (in the list) and SE down (not in it).
    const second = playMove(first.board, '12H-SE');
    if (!second.ok) throw new Error(second.problem.key);
    expect(second.words.map((word) => word.text)).toEqual(['SE', 'CASAS']);
    expect(wordsNotInList(second, graph)).toEqual(['SE']);
    // A blank counts as its letter: casA with a blank c is CASA.
    const blank = playMove(emptyBoard(), 'H8-cASA');
    if (!blank.ok) throw new Error(blank.problem.key);
    expect(wordsNotInList(blank, graph)).toEqual([]);
  });
});
