// The master move by the regulation's criteria (rules §20, regulation §II.7).
import {
  type FoundMove,
  compareMoves,
  wordOrderKey,
  emptyBoard,
  findMaster,
  parseTiles,
  readLexicon,
} from '../../../src/core/duplicate';

const graphOf = (words: string[]) => readLexicon(words.join('\n')).graph;
const master = (words: string[], rack: string, board = emptyBoard()) => {
  const found = findMaster(board, parseTiles(rack), graphOf(words));
  if (!found) throw new Error('no move');
  return found;
};
const canonicals = (moves: FoundMove[]) => moves.map((move) => move.canonical);
/** A move across from H8 of `word` and nothing else: for the criteria that look at the word. */
const move = (word: string): FoundMove => ({
  canonical: `H8-${word}`,
  row: 8,
  column: 8,
  across: true,
  score: 10,
  placed: [],
  leave: [],
  blanks: 0,
  words: [word],
});

describe('the master move', () => {
  test('no legal move: null', () => {
    expect(findMaster(emptyBoard(), parseTiles('BCDFGHJ'), graphOf(['CASA']))).toBeNull();
  });

  test('CHORRILLOS: two placements across score 116; nearest column 1 wins (criterion 5); the next five scores below', () => {
    const { top, below } = master(['CHORRILLOS', 'CHORRILLO'], 'CH O RR I LL O S');
    // (25 + 8) × 2 + 50: RR on H4 (H2), LL on H12 (H8). Their down twins (8B, 8H: legalMoves lists
    // them) are not listed as ties on an empty board: each comes after its across move (docs/duplicate.md).
    expect(top.map((move) => move.score)).toEqual([116, 116]);
    // Across by column (2 before 8).
    expect(canonicals(top)).toEqual(['H2-CHORRILLOS', 'H8-CHORRILLOS']);
    expect(top.every((move) => move.across)).toBe(true);
    // Below: CH on H4 (25 + 5) × 2 + 50 = 110; one letter ×2 on a 1-point tile 102 (H3 first: nearest
    // column 1); none 100; then CHORRILLO without the bingo: LL on H12 (24 + 8) × 2 = 64, CH on H4 (24 + 5) × 2 = 58.
    expect(below.map((move) => `${move.canonical} ${move.score}`)).toEqual([
      'H4-CHORRILLOS 110',
      'H3-CHORRILLOS 102',
      'H5-CHORRILLOS 100',
      'H8-CHORRILLO 64',
      'H4-CHORRILLO 58',
    ]);
    expect(top[0].leave).toEqual([]);
  });

  test('criterion 1: the move without a blank, though another has fewer tiles and comes first alphabetically', () => {
    // Rack M O S A ?, list MI and OSA. Mi (blank i): (M 3 + i 0) × 2 = 6; OSA: (1 + 1 + 1) × 2 = 6.
    const { top } = master(['MI', 'OSA'], 'MOSA?');
    expect(top[0].score).toBe(6);
    expect(top[0].canonical).toBe('H6-OSA');
    expect(top.some((move) => move.canonical === 'H7-Mi' && move.score === 6)).toBe(true);
    expect(top.findIndex((move) => move.blanks > 0)).toBe(top.filter((move) => move.blanks === 0).length);
  });

  test('criterion 3: fewer tiles, though the other word comes first alphabetically', () => {
    // DE: (2 + 1) × 2 = 6 with two tiles; ASA: (1 + 1 + 1) × 2 = 6 with three.
    const { top } = master(['DE', 'ASA'], 'DEASA');
    expect(top.map((move) => move.score)).toEqual(top.map(() => 6));
    expect(top[0].canonical).toBe('H7-DE');
    // H7-DE and H8-DE (their down twins are not listed on an empty board), then the ASA moves.
    expect(top.filter((move) => move.placed.length === 2)).toEqual(top.slice(0, 2));
  });

  test('criterion 4: the word first alphabetically, Ñ after N', () => {
    // ES and SE: (1 + 1) × 2 = 4 on the same squares; ES first.
    expect(master(['ES', 'SE'], 'ES').top[0].canonical).toBe('H7-ES');
    // The tiles' order on the main word: NU and nZ (a blank n) before ÑA, Ñ after N, case aside.
    expect(
      ['ÑA', 'OB', 'NU', 'nZ']
        .map(move)
        .sort(compareMoves)
        .map((found) => found.words[0]),
    ).toEqual(['NU', 'nZ', 'ÑA', 'OB']);
  });

  test('criterion 4 is the order the arbiter announces the tiles: CODO before CHAL, LOBO before LLAMA, RR after R', () => {
    const sorted = (words: string[]) =>
      words
        .map(move)
        .sort(compareMoves)
        .map((found) => found.words[0]);
    expect(sorted(['CHAL', 'CODO'])).toEqual(['CODO', 'CHAL']);
    expect(sorted(['LLAMA', 'LOBO'])).toEqual(['LOBO', 'LLAMA']);
    expect(sorted(['RRA', 'RUA', 'RA', 'SA'])).toEqual(['RA', 'RUA', 'RRA', 'SA']);
    // A blank as the letter it stands for: chal (a blank CH) still after CODO, cODO level with CODO.
    expect(sorted(['chAL', 'cODO'])).toEqual(['cODO', 'chAL']);
    expect(wordOrderKey(parseTiles('CODO')) < wordOrderKey(parseTiles('CHAL'))).toBe(true);
    expect(wordOrderKey(parseTiles('cODO'))).toBe(wordOrderKey(parseTiles('CODO')));
  });

  test('criterion 4 decides a tie through findMaster: CODO before CHICO, LOBO before LLAMA', () => {
    // C O O I ?: CODO with a blank d (3 + 1 + 0 + 1) and CHICO with a blank ch (0 + 1 + 3 + 1), four tiles
    // and one blank each, 5 × 2 = 10 wherever they cover H8 (columns 5–8: no letter premium).
    const codo = master(['CODO', 'CHICO'], 'COOI?');
    expect(codo.top.map((found) => found.score)).toEqual(codo.top.map(() => 10));
    expect(canonicals(codo.top)).toContain('H5-chICO');
    expect(codo.top[0].canonical).toBe('H5-COdO');
    expect(codo.top.slice(0, 4).map((found) => found.words[0])).toEqual(['COdO', 'COdO', 'COdO', 'COdO']);
    // L O B A M A ?: LOBO with a blank o (1 + 1 + 3 + 0, or 1 + 0 + 3 + 1) and LLAMA with a blank ll (0 + 1 + 3 + 1).
    const lobo = master(['LOBO', 'LLAMA'], 'LOBAMA?');
    expect(lobo.top.map((found) => found.score)).toEqual(lobo.top.map(() => 10));
    expect(canonicals(lobo.top)).toContain('H5-llAMA');
    // Criterion 5, then the canonical text (LOBo before LoBO), settles LOBO's own ties.
    expect(lobo.top[0].canonical).toBe('H5-LOBo');
    expect(lobo.top.findIndex((found) => found.words[0] === 'llAMA')).toBe(8);
  });

  test('criterion 5: across nearest column 1 then row A; down nearest row A then column 1', () => {
    const base = { score: 10, placed: [], leave: [], blanks: 0, words: ['ES'] };
    const at = (canonical: string, row: number, column: number, across: boolean): FoundMove => ({
      ...base,
      canonical,
      row,
      column,
      across,
    });
    const moves = [
      at('1A-ES', 1, 1, false),
      at('C2-ES', 3, 2, true),
      at('2B-ES', 2, 2, false),
      at('B2-ES', 2, 2, true),
      at('1C-ES', 3, 1, false),
      at('A3-ES', 1, 3, true),
    ];
    expect(moves.sort(compareMoves).map((move) => move.canonical)).toEqual([
      'B2-ES', // across, column 2, row B
      'C2-ES', // across, column 2, row C
      'A3-ES', // across, column 3
      '1A-ES', // down, row A
      '2B-ES', // down, row B, column 2
      '1C-ES', // down, row C
    ]);
  });
});
