// The cells handed to the Sheets port (src/gas/sheetsGrid.ts): what setValues is given so that
// Sheets keeps a text as typed, a block padded so it blanks the rest of its range, and the tab's
// values after a write as getDataRange().getValues() gives them.
import { asTyped, blankPadded, withBlock } from '../../src/gas/sheetsGrid';

describe('asTyped', () => {
  it("text behind an apostrophe (Sheets would read '1-0' or '007' as a date or a number); blanks empty", () => {
    expect(asTyped('1-0')).toBe("'1-0");
    expect(asTyped('Ana')).toBe("'Ana");
    expect(asTyped('')).toBe('');
    expect(asTyped(null)).toBe('');
    expect(asTyped(undefined)).toBe('');
    expect(asTyped(12.5)).toBe(12.5);
    expect(asTyped(true)).toBe(true);
    const date = new Date(2026, 2, 14);
    expect(asTyped(date)).toBe(date);
  });
});

describe('blankPadded', () => {
  it('fills every row to the block with blanks, and adds blank rows', () => {
    expect(blankPadded([['a'], ['b', 'c']], 3, 3)).toEqual([
      ['a', '', ''],
      ['b', 'c', ''],
      ['', '', ''],
    ]);
  });
});

describe('withBlock', () => {
  it('writes the block over the tab, blanks as empty, growing the tab where it goes past it', () => {
    const grid = [
      ['N°', 'Nombre'],
      [1, 'Ana'],
    ];
    expect(withBlock(grid, 2, 2, [['Luis', 7]], 2)).toEqual([
      ['N°', 'Nombre', ''],
      [1, 'Luis', 7],
    ]);
    expect(withBlock(grid, 4, 1, [[2, 'Eva']], 2)).toEqual([
      ['N°', 'Nombre'],
      [1, 'Ana'],
      ['', ''],
      [2, 'Eva'],
    ]);
    // The original is left as it was.
    expect(grid).toEqual([
      ['N°', 'Nombre'],
      [1, 'Ana'],
    ]);
  });

  it('a block of blanks at the bottom or the right drops those rows and columns, as getValues would', () => {
    const grid = [
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ];
    expect(withBlock(grid, 2, 1, [['', null, undefined]], 3)).toEqual([['a', 'b', 'c']]);
    expect(withBlock(grid, 1, 3, [[''], ['']], 1)).toEqual([
      ['a', 'b'],
      ['d', 'e'],
    ]);
    expect(withBlock([['x']], 1, 1, [['']], 1)).toEqual([]);
  });

  it('writes `width` cells of each row: a short row blanks the rest of the block', () => {
    expect(withBlock([['a', 'b', 'c']], 1, 1, [['z']], 3)).toEqual([['z']]);
  });
});
