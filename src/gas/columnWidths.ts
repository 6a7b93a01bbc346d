// The columns' widths for the Workbook port over SpreadsheetApp (sheetsWorkbook.ts), planned
// pure: characters as Sheets pixels and back, and the fewest setColumnWidths calls that give
// every column its width.

/** A width in characters as Sheets pixels (Arial 10: about 7 pixels a character, plus the cell's padding). */
export function columnPixels(chars: number): number {
  return Math.round(7 * chars + 8);
}

/** The characters a column of this many pixels holds (the inverse of columnPixels, rounded down). */
export function columnChars(pixels: number): number {
  return Math.max(0, Math.floor((pixels - 8) / 7));
}

/**
 * The columns whose width is not `before`'s, as [first column, count, width] runs of equal
 * neighbours: ([], [6, 6, 9]) → [[1, 2, 6], [3, 1, 9]]; ([6, 6, 9], [6, 8, 9]) → [[2, 1, 8]].
 */
export function changedWidths(before: readonly number[], widths: readonly number[]): [number, number, number][] {
  const runs: [number, number, number][] = [];
  widths.forEach((width, index) => {
    if (before[index] === width) return;
    const last = runs[runs.length - 1];
    if (last && last[2] === width && last[0] + last[1] === index + 1) last[1] += 1;
    else runs.push([index + 1, 1, width]);
  });
  return runs;
}

/** Columns beyond which widthCalls keeps to runs (its search grows as the fourth power of the columns). */
const PAINTED_COLUMNS = 40;

/**
 * The setColumnWidths calls that give every column whose width is not `before`'s its width,
 * as few as a painter needs: [first column, count, width] in the order to make them, a later
 * call painting over an earlier one. Runs of equal neighbours take one call each; painting
 * does better where a width comes back: [9, 6, 9] is 9 over three columns, then 6 in the
 * middle — two calls, not three. A column already as wide as it must be may be painted over
 * with its own width. (The "strange printer" interval search, with the columns that need no
 * call left out; `under` is the width painted below the interval, null for the sheet's own.)
 */
export function widthCalls(before: readonly number[], widths: readonly number[]): [number, number, number][] {
  const n = widths.length;
  if (n > PAINTED_COLUMNS) return changedWidths(before, widths);
  const wrong = (under: number | null, x: number) => (under === null ? before[x] !== widths[x] : widths[x] !== under);
  const memo = new Map<string, number>();
  const cost = (under: number | null, i: number, j: number): number => {
    if (i > j) return 0;
    const key = `${under ?? ''},${i},${j}`;
    let best = memo.get(key);
    if (best !== undefined) return best;
    if (!wrong(under, i)) best = cost(under, i + 1, j);
    else {
      // Column i alone, or its width carried on to a later column m that needs the same one.
      best = 1 + cost(under, i + 1, j);
      for (let m = i + 1; m <= j; m++)
        if (widths[m] === widths[i] && wrong(under, m))
          best = Math.min(best, cost(widths[i], i + 1, m - 1) + cost(under, m, j));
    }
    memo.set(key, best);
    return best;
  };
  // The calls for columns i..j, earliest first; when column i needs one, the first call starts at i.
  const plan = (under: number | null, i: number, j: number): [number, number, number][] => {
    if (i > j) return [];
    if (!wrong(under, i)) return plan(under, i + 1, j);
    const best = cost(under, i, j);
    if (best === 1 + cost(under, i + 1, j)) return [[i, i, widths[i]], ...plan(under, i + 1, j)];
    for (let m = i + 1; m <= j; m++) {
      if (widths[m] !== widths[i] || !wrong(under, m)) continue;
      if (best !== cost(widths[i], i + 1, m - 1) + cost(under, m, j)) continue;
      const [first, ...rest] = plan(under, m, j);
      return [[i, first[1], widths[i]], ...plan(widths[i], i + 1, m - 1), ...rest];
    }
    throw new Error('widthCalls: no plan for its own cost');
  };
  return plan(null, 0, n - 1).map(([from, to, width]) => [from + 1, to - from + 1, width]);
}
