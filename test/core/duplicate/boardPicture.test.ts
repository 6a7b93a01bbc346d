// The board's pictures (rules §6.7, §19): the text grid and the squares a page draws.
import { boardGrid, boardPicture, emptyBoard, playMove } from '../../../src/core/duplicate';

describe("the board's pictures", () => {
  const first = playMove(emptyBoard(), 'H8-CAsA');
  if (!first.ok) throw new Error(first.problem.key);

  test('boardGrid: 16 × 16, row letters and column numbers', () => {
    const grid = boardGrid(first.board);
    expect(grid).toHaveLength(16);
    expect(grid.every((row) => row.length === 16)).toBe(true);
    expect(grid[0].slice(0, 3)).toEqual(['', 1, 2]);
    expect(grid[8].slice(0, 1)).toEqual(['H']);
    expect(grid[8].slice(8, 12)).toEqual(['C', 'A', 's', 'A']);
  });

  test("boardPicture: each square's tile and premium, the last move's new tiles marked", () => {
    const second = playMove(first.board, '9H-AS');
    if (!second.ok) throw new Error(second.problem.key);
    const picture = boardPicture(second.board, second);
    expect(picture).toHaveLength(15);
    expect(picture[7][8]).toEqual({ tile: 'A', premium: null, last: false });
    // I9 holds the new S of 9H-AS; H8 the centre's C, covered by the first move.
    expect(picture[8][8]).toEqual({ tile: 'S', premium: 'letter2', last: true });
    expect(picture[7][7]).toEqual({ tile: 'C', premium: 'word2', last: false });
    expect(picture[0][0]).toEqual({ tile: '', premium: 'word3', last: false });
    expect(boardPicture(emptyBoard(), null)[7][7]).toEqual({ tile: '', premium: 'word2', last: false });
  });
});
