// A1 addresses and RangeLists for the Workbook port over SpreadsheetApp (sheetsWorkbook.ts):
// a column's letters, neighbouring columns as runs, and RangeList calls in batches.

/** "A", …, "Z", "AA", … for a 1-based column. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Ranges per RangeList call. The reference states no limit on getRangeList's list; 1,000
 * addresses keep one call's argument small (docs/addon.md "Where the reference is silent"):
 * 4000 player cards' header rows are 4 calls per kind of format, not one.
 */
export const RANGE_LIST_BATCH = 1000;

export function inBatches(a1: readonly string[], apply: (batch: string[]) => void): void {
  for (let i = 0; i < a1.length; i += RANGE_LIST_BATCH) apply(a1.slice(i, i + RANGE_LIST_BATCH));
}

/** Neighbouring 1-based columns as [first, width] runs: [5, 6, 8] → [[5, 2], [8, 1]]. */
export function adjacentRuns(columns: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const column of [...columns].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === column) last[1] += 1;
    else runs.push([column, 1]);
  }
  return runs;
}
