// A1 addresses and RangeList batches for the Sheets port (src/gas/sheetsRanges.ts).
import { adjacentRuns, columnLetter, inBatches, RANGE_LIST_BATCH } from '../../src/gas/sheetsRanges';

describe('columnLetter', () => {
  it('A to Z, then AA, AZ, BA, ZZ, AAA', () => {
    expect([1, 2, 26, 27, 52, 53, 702, 703, 18278].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'ZZZ',
    ]);
  });
});

describe('adjacentRuns', () => {
  it('neighbouring columns as [first, width], in any order given', () => {
    expect(adjacentRuns([8, 5, 6])).toEqual([
      [5, 2],
      [8, 1],
    ]);
    expect(adjacentRuns([3, 4, 5, 6])).toEqual([[3, 4]]);
    expect(adjacentRuns([])).toEqual([]);
  });
});

describe('inBatches', () => {
  it('one call per RANGE_LIST_BATCH addresses, in order, none for none', () => {
    const addresses = Array.from({ length: 2 * RANGE_LIST_BATCH + 1 }, (_, i) => `A${i + 1}`);
    const calls: string[][] = [];
    inBatches(addresses, (batch) => calls.push(batch));
    expect(calls.map((batch) => batch.length)).toEqual([RANGE_LIST_BATCH, RANGE_LIST_BATCH, 1]);
    expect(calls.flat()).toEqual(addresses);
    const none: string[][] = [];
    inBatches([], (batch) => none.push(batch));
    expect(none).toEqual([]);
  });
});
