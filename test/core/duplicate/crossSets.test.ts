// The board as the move search reads it (rules §20): each square's cross-set and the anchors,
// against a brute force over the alphabet with the list (a plain Set of the words).
import fc from 'fast-check';
import {
  type Board,
  type Tile,
  LETTERS,
  emptyBoard,
  playMove,
  readLexicon,
  tileValue,
} from '../../../src/core/duplicate';
import { ACROSS, ALL_LETTERS, DOWN, FOREIGN, boardSets } from '../../../src/core/duplicate/crossSets';
import { seededRandom } from '../../../src/core/random';
import { testWords, wordLetters } from '../../support/referenceMoves';

const list = testWords();
const words = list.map(wordLetters);
const known = new Set(words.map((word) => word.join('.')));
const { graph } = readLexicon(list.join('\n'));
const SIZE = 15;

/** A board after up to `moves` words of the list placed where playMove takes them and every word they make is known (the search not used). */
function randomBoard(random: () => number, moves: number): Board {
  let board = emptyBoard();
  const rows = 'ABCDEFGHIJKLMNO';
  for (let placed = 0, tries = 0; placed < moves && tries < 2000; tries++) {
    const word = list[Math.floor(random() * list.length)].toUpperCase();
    const [row, column] = [Math.floor(random() * SIZE), Math.floor(random() * SIZE) + 1];
    const canonical = random() < 0.5 ? `${rows[row]}${column}-${word}` : `${column}${rows[row]}-${word}`;
    // Now and then a blank for the first letter: written in lower case.
    const blank = random() < 0.3;
    const play = playMove(
      board,
      blank ? canonical.replace(/-(.)/, (_, first: string) => `-${first.toLowerCase()}`) : canonical,
    );
    if (!play.ok || !play.words.every((formed) => known.has(formed.tiles.map((tile) => tile.letter).join('.'))))
      continue;
    board = play.board;
    placed++;
  }
  return board;
}

const at = (board: Board, row: number, column: number) =>
  row >= 0 && row < SIZE && column >= 0 && column < SIZE ? board[row][column] : null;

/** The brute force: the tiles crossing square (row, column) for a move running `across`, then every letter tried. */
function bruteCrossSet(board: Board, row: number, column: number, across: boolean) {
  const [dr, dc] = across ? [1, 0] : [0, 1];
  const before: Tile[] = [];
  for (let k = 1; at(board, row - k * dr, column - k * dc); k++)
    before.unshift(at(board, row - k * dr, column - k * dc) as Tile);
  const after: Tile[] = [];
  for (let k = 1; at(board, row + k * dr, column + k * dc); k++)
    after.push(at(board, row + k * dr, column + k * dc) as Tile);
  if (before.length + after.length === 0) return { letters: ALL_LETTERS, sum: -1, length: 1 };
  let allowed = 0;
  LETTERS.forEach((letter, code) => {
    const word = [...before.map((tile) => tile.letter), letter, ...after.map((tile) => tile.letter)];
    if (known.has(word.join('.'))) allowed |= 1 << code;
  });
  const sum = [...before, ...after].reduce((total, tile) => total + tileValue(tile), 0);
  return { letters: allowed, sum, length: before.length + after.length + 1 };
}

describe('the cross-sets and anchors of a board', () => {
  test('each empty square, each direction: the letters whose crossing word is in the list, its points, its length; the anchors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 12 }), (seed, moves) => {
        const board = randomBoard(seededRandom(seed), moves);
        const sets = boardSets(board, graph);
        const empty = board.every((line) => line.every((tile) => tile === null));
        expect(sets.empty).toBe(empty);
        for (let row = 0; row < SIZE; row++) {
          for (let column = 0; column < SIZE; column++) {
            const s = row * SIZE + column;
            const tile = board[row][column];
            if (tile) {
              expect(sets.cells[s]).toBe(LETTERS.indexOf(tile.letter));
              expect(sets.values[s]).toBe(tileValue(tile));
              expect(sets.anchors[s]).toBe(0);
              continue;
            }
            expect(sets.cells[s]).toBe(-1);
            const beside = [
              [-1, 0],
              [1, 0],
              [0, -1],
              [0, 1],
            ].some(([dr, dc]) => at(board, row + dr, column + dc));
            expect(sets.anchors[s]).toBe(Number(empty ? row === 7 && column === 7 : beside));
            for (const [direction, across] of [
              [ACROSS, true],
              [DOWN, false],
            ] as const) {
              const cross = sets.cross[direction];
              expect({ letters: cross.letters[s], sum: cross.sum[s], length: cross.length[s] }).toEqual(
                bruteCrossSet(board, row, column, across),
              );
            }
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  test('worked by hand: CASA on H5 — the squares above and below each letter, the ends of the row', () => {
    const graphOf = (text: string[]) => readLexicon(text.join('\n')).graph;
    const play = playMove(emptyBoard(), 'H5-CASA');
    if (!play.ok) throw new Error(play.problem.key);
    const sets = boardSets(play.board, graphOf(['CASA', 'CASAS', 'AS', 'SA', 'ES', 'CHE']));
    const square = (name: string) => (name.charCodeAt(0) - 65) * SIZE + Number(name.slice(1)) - 1;
    const mask = (...names: string[]) => names.reduce((total, letter) => total | (1 << LETTERS.indexOf(letter)), 0);
    // G6 is above the A of H6: a move across there makes ?A down: SA is in the list.
    expect(sets.cross[ACROSS].letters[square('G6')]).toBe(mask('S'));
    expect(sets.cross[ACROSS].sum[square('G6')]).toBe(1);
    // I7 is below the S of H7: S? down — SA; I5 below the C: C? down — none of the list's words.
    expect(sets.cross[ACROSS].letters[square('I7')]).toBe(mask('A'));
    expect(sets.cross[ACROSS].letters[square('I5')]).toBe(0);
    // H9, after CASA, for a move down: CASA? across — CASAS.
    expect(sets.cross[DOWN].letters[square('H9')]).toBe(mask('S'));
    expect(sets.cross[DOWN].sum[square('H9')]).toBe(3 + 1 + 1 + 1);
    expect(sets.cross[DOWN].length[square('H9')]).toBe(5);
    // H9 for a move across: nothing above or below it, every letter.
    expect(sets.cross[ACROSS].letters[square('H9')]).toBe(ALL_LETTERS);
    expect(sets.cross[ACROSS].sum[square('H9')]).toBe(-1);
    // The anchors: the ten squares above and below CASA and its two ends.
    expect([...sets.anchors].filter(Boolean)).toHaveLength(10);
    expect(sets.anchors[square('H4')] + sets.anchors[square('H9')] + sets.anchors[square('G5')]).toBe(3);
  });

  test('a tile no word has is FOREIGN and crosses nothing; a blank scores 0', () => {
    const board = emptyBoard().map((line) => line.slice());
    board[7][7] = { letter: 'K', blank: false };
    board[7][8] = { letter: 'A', blank: true };
    const sets = boardSets(board, graph);
    expect(sets.cells[7 * SIZE + 7]).toBe(FOREIGN);
    expect(sets.values[7 * SIZE + 8]).toBe(0);
    expect(sets.cross[DOWN].letters[7 * SIZE + 6]).toBe(0);
  });
});
