// The columns' widths planned pure (src/gas/columnWidths.ts): characters as Sheets pixels and
// back, and the fewest setColumnWidths calls that leave every column at its width — checked
// by painting the calls and, on small sheets, against every shorter list of calls.
import fc from 'fast-check';
import { changedWidths, columnChars, columnPixels, widthCalls } from '../../src/gas/columnWidths';

/** The widths after `calls` ([first column, count, width], 1-based) are made in order over `before`. */
function painted(before: readonly number[], n: number, calls: readonly [number, number, number][]): number[] {
  const widths = Array.from({ length: n }, (_, i) => before[i] ?? 0);
  for (const [first, count, width] of calls) for (let c = first; c < first + count; c++) widths[c - 1] = width;
  return widths;
}

/** Whether some list of fewer than `limit` calls paints `widths` over `before` (every call tried). */
function shorterExists(before: readonly number[], widths: readonly number[], limit: number): boolean {
  const n = widths.length;
  const choices: [number, number, number][] = [];
  for (let first = 1; first <= n; first++)
    for (let count = 1; first + count - 1 <= n; count++)
      for (const width of new Set(widths)) choices.push([first, count, width]);
  const done = (calls: [number, number, number][]) =>
    painted(before, n, calls).every((width, i) => width === widths[i]);
  const search = (calls: [number, number, number][]): boolean =>
    done(calls) || (calls.length + 1 < limit && choices.some((call) => search([...calls, call])));
  return limit > 0 && search([]);
}

describe('columnPixels and columnChars', () => {
  it('7 pixels a character plus 8 of padding; back rounded down, never below 0', () => {
    expect(columnPixels(10)).toBe(78);
    expect(columnPixels(0)).toBe(8);
    expect(columnChars(78)).toBe(10);
    expect(columnChars(84)).toBe(10);
    expect(columnChars(85)).toBe(11);
    expect(columnChars(3)).toBe(0);
    for (let chars = 0; chars < 60; chars++) expect(columnChars(columnPixels(chars))).toBe(chars);
  });
});

describe('changedWidths', () => {
  it('runs of equal neighbours among the columns that change', () => {
    expect(changedWidths([], [6, 6, 9])).toEqual([
      [1, 2, 6],
      [3, 1, 9],
    ]);
    expect(changedWidths([6, 6, 9], [6, 8, 9])).toEqual([[2, 1, 8]]);
    expect(changedWidths([6, 6], [6, 6])).toEqual([]);
    // An unchanged column between two equal ones breaks the run.
    expect(changedWidths([0, 5, 0], [7, 5, 7])).toEqual([
      [1, 1, 7],
      [3, 1, 7],
    ]);
  });
});

describe('widthCalls', () => {
  it('paints over where a width comes back: [9, 6, 9] in two calls', () => {
    expect(widthCalls([], [9, 6, 9])).toEqual([
      [1, 3, 9],
      [2, 1, 6],
    ]);
    expect(widthCalls([9, 6, 9], [9, 6, 9])).toEqual([]);
  });

  it('leaves every column at its width, in no more calls than the runs, and none fewer is possible (small sheets)', () => {
    const width = fc.constantFrom(6, 9, 12);
    fc.assert(
      fc.property(
        fc.array(width, { maxLength: 5 }),
        fc.array(width, { minLength: 1, maxLength: 5 }),
        (before, widths) => {
          const calls = widthCalls(before, widths);
          expect(painted(before, widths.length, calls)).toEqual(widths);
          expect(calls.length).toBeLessThanOrEqual(changedWidths(before, widths).length);
          if (widths.length <= 4) expect(shorterExists(before, widths, calls.length)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('beyond 40 columns keeps to the runs', () => {
    const widths = Array.from({ length: 41 }, (_, i) => (i % 2 === 0 ? 9 : 6));
    expect(widthCalls([], widths)).toEqual(changedWidths([], widths));
  });
});
