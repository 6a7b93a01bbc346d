// Every legal move on a board with a word list (rules §20), against a brute-force reference.
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import {
  type Board,
  type Tile,
  SPANISH_BAG,
  emptyBoard,
  hasLegalMove,
  legalMoves,
  parseTiles,
  playMove,
  premiumAt,
  readLexicon,
  searchMoves,
} from '../../../src/core/duplicate';
import { seededRandom } from '../../../src/core/random';
import { referenceMoves, testWords, wordLetters } from '../../support/referenceMoves';

const list = testWords();
const words = list.map(wordLetters);
const { graph } = readLexicon(list.join('\n'));
const graphOf = (text: string[]) => readLexicon(text.join('\n')).graph;

const bag = Object.entries(SPANISH_BAG).flatMap(([letter, count]) => Array.from({ length: count }, () => letter));

/** A rack of 7 from the bag with exactly `blanks` blanks; the double tiles and Ñ drawn more often than the bag has them. */
function drawRack(random: () => number, blanks: number): Tile[] {
  const letters = [...bag.filter((letter) => letter !== '?'), 'CH', 'LL', 'RR', 'Ñ', 'CH', 'LL', 'RR', 'Ñ'];
  const rack: Tile[] = Array.from({ length: blanks }, () => ({ letter: '?', blank: true }));
  while (rack.length < 7) rack.push({ letter: letters[Math.floor(random() * letters.length)], blank: false });
  return rack;
}

/** A board after `moves` random legal moves of random racks (each played with playMove). */
function randomBoard(random: () => number, moves: number): Board {
  let board = emptyBoard();
  for (let i = 0; i < moves; i++) {
    const found = legalMoves(board, drawRack(random, random() < 0.2 ? 1 : 0), graph);
    if (found.length === 0) continue;
    const play = playMove(board, found[Math.floor(random() * found.length)].canonical);
    if (!play.ok) throw new Error(`a found move does not play: ${play.problem.key}`);
    board = play.board;
  }
  return board;
}

const key = (tile: Tile) => (tile.blank ? '?' : tile.letter);
const sortedKeys = (tiles: readonly Tile[]) => tiles.map(key).sort();

describe('every legal move', () => {
  test('the same moves and scores as the brute-force reference; each replays to its score, words, leave', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom(0, 0, 1, 2),
        (seed, moves, blanks) => {
          const random = seededRandom(seed);
          const board = randomBoard(random, moves);
          const rack = drawRack(random, blanks);
          const found = legalMoves(board, rack, graph);
          const mine = found.map((move) => `${move.canonical} ${move.score}`).sort();
          const theirs = referenceMoves(board, rack, words)
            .map((move) => `${move.canonical} ${move.score}`)
            .sort();
          expect(mine).toEqual(theirs);
          expect(hasLegalMove(board, rack, graph)).toBe(found.length > 0);
          // Each move against its replay, compared in plain code and asserted once a run: jest's
          // expect costs ~0.1 ms a call, and a run finds hundreds of moves (docs/testing.md).
          const wrong: string[] = [];
          for (const move of found) {
            const play = playMove(board, move.canonical, rack);
            if (!play.ok) {
              wrong.push(`${move.canonical}: ${play.problem.key}`);
              continue;
            }
            const told = {
              score: move.score,
              words: move.words,
              placed: move.placed,
              blanks: move.blanks,
              at: [move.row, move.column, move.across],
              // The leave and the tiles placed make the rack again.
              rack: [...sortedKeys(move.leave), ...sortedKeys(move.placed.map(({ tile }) => tile))].sort(),
            };
            const replayed = {
              score: play.score,
              words: play.words.map((word) => word.text),
              placed: play.placed,
              blanks: play.placed.filter(({ tile }) => tile.blank).length,
              at: [play.move.row, play.move.column, play.move.across],
              rack: sortedKeys(rack),
            };
            if (!isDeepStrictEqual(told, replayed))
              wrong.push(`${move.canonical}: ${JSON.stringify(told)} ≠ ${JSON.stringify(replayed)}`);
          }
          expect(wrong).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('positions worked by hand', () => {
  test('empty board, CH O RR I LL O S: the seven tiles through H8 score 116 at best, four ways', () => {
    const moves = legalMoves(emptyBoard(), parseTiles('CH O RR I LL O S'), graphOf(['CHORRILLOS', 'CHORRILLO']));
    const scores = new Map(moves.map((move) => [move.canonical, move.score]));
    // CH 5 + O 1 + RR 8 + I 1 + LL 8 + O 1 + S 1 = 25; seven tiles: +50; H8 (the centre) doubles the word.
    // Across, the word starts in column 2 to 8 to cover H8; row H's letter ×2 squares are H4 and H12.
    expect(scores.get('H2-CHORRILLOS')).toBe((25 + 8) * 2 + 50); // RR on H4: 116
    expect(scores.get('H3-CHORRILLOS')).toBe((25 + 1) * 2 + 50); // O on H4: 102
    expect(scores.get('H4-CHORRILLOS')).toBe((25 + 5) * 2 + 50); // CH on H4: 110
    expect(scores.get('H5-CHORRILLOS')).toBe(25 * 2 + 50); // no letter premium: 100
    expect(scores.get('H6-CHORRILLOS')).toBe((25 + 1) * 2 + 50); // S on H12: 102
    expect(scores.get('H7-CHORRILLOS')).toBe((25 + 1) * 2 + 50); // O on H12: 102
    expect(scores.get('H8-CHORRILLOS')).toBe((25 + 8) * 2 + 50); // LL on H12: 116
    // Down column 8 the same (D8 and L8 are the letter ×2 squares).
    expect(scores.get('8B-CHORRILLOS')).toBe(116);
    expect(scores.get('8H-CHORRILLOS')).toBe(116);
    // CHORRILLO, six tiles (no bingo): CH 5 + O 1 + RR 8 + I 1 + LL 8 + O 1 = 24, starting in column 3 to 8.
    expect(scores.get('H3-CHORRILLO')).toBe((24 + 1) * 2); // O on H4: 50
    expect(scores.get('H4-CHORRILLO')).toBe((24 + 5) * 2); // CH on H4: 58
    expect(scores.get('H8-CHORRILLO')).toBe((24 + 8) * 2); // LL on H12: 64
    expect(scores.has('H2-CHORRILLO')).toBe(false); // H2 to H7 misses the centre
    expect(Math.max(...moves.map((move) => move.score))).toBe(116);
    expect(
      moves
        .filter((move) => move.score === 116)
        .map((move) => move.canonical)
        .sort(),
    ).toEqual(['8B-CHORRILLOS', '8H-CHORRILLOS', 'H2-CHORRILLOS', 'H8-CHORRILLOS']);
  });

  test('a single L before the LL tile is written in the bracketed spelling, which replays', () => {
    // A list in the bracketed spelling may hold A L LL O: written ALLLO, a reader takes LL + L.
    const rack = parseTiles('A L [LL] O');
    const moves = legalMoves(emptyBoard(), rack, graphOf(['AL[LL]O']));
    expect(moves.map((move) => move.canonical)).toContain('H8-AL[LL]O');
    for (const move of moves) {
      const play = playMove(emptyBoard(), move.canonical, rack);
      expect(play.ok && play.score).toBe(move.score);
    }
  });

  test('an empty board is searched across only; legalMoves adds each move down as its across twin transposed', () => {
    // The transposition holds because the premiums are symmetric about the diagonal A1–O15.
    for (let row = 1; row <= 15; row++)
      for (let column = 1; column <= 15; column++) expect(premiumAt(row, column)).toBe(premiumAt(column, row));
    const rack = parseTiles('CH O RR I LL O S');
    const list = graphOf(['CHORRILLOS', 'CHORRILLO', 'OS', 'SI']);
    const directions: boolean[] = [];
    searchMoves(emptyBoard(), rack, list, (raw) => {
      directions.push(raw.across);
    });
    expect(directions.length).toBeGreaterThan(0);
    expect(directions.every(Boolean)).toBe(true);
    const moves = legalMoves(emptyBoard(), rack, list);
    const across = moves.filter((move) => move.across);
    expect(moves).toHaveLength(2 * across.length);
    for (const move of across) {
      const twin = moves.find(
        (other) =>
          !other.across && other.row === move.column && other.column === move.row && other.words[0] === move.words[0],
      );
      expect(twin && [twin.canonical, twin.score, twin.leave]).toEqual([
        `${move.row}${'ABCDEFGHIJKLMNO'[move.column - 1]}-${move.words[0]}`,
        move.score,
        move.leave,
      ]);
    }
  });
});
