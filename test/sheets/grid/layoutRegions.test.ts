// Where a printed tab's numbers stand right (src/sheets/grid/layoutRegions.ts): one region per
// header, down to the row before the next header or title, the last one down to the last row.
import { numberRegions } from '../../../src/sheets/grid/layoutRegions';

describe('numberRegions', () => {
  it('a title, a header over numbers, its body; a second header; the last down to the last row', () => {
    const layout = { titleRows: [1, 20], headerRows: [3, 10, 22], numberColumns: [[1, 4, 5], [], [2]] };
    expect(numberRegions(layout, 40)).toEqual([
      { top: 3, bottom: 9, columns: [1, 4, 5] },
      { top: 10, bottom: 19, columns: [] },
      { top: 22, bottom: 40, columns: [2] },
    ]);
  });

  it('never above its header: a header on the last row, or with the next stop right after it', () => {
    expect(numberRegions({ titleRows: [], headerRows: [5], numberColumns: [[3]] }, 2)).toEqual([
      { top: 5, bottom: 5, columns: [3] },
    ]);
    expect(numberRegions({ titleRows: [6], headerRows: [5, 6], numberColumns: [[3]] }, 9)).toEqual([
      { top: 5, bottom: 5, columns: [3] },
      { top: 6, bottom: 9, columns: [] },
    ]);
  });

  it('headers listed out of order: each region still ends at the next stop below it', () => {
    const layout = { titleRows: [], headerRows: [12, 2], numberColumns: [[1], [2]] };
    expect(numberRegions(layout, 20)).toEqual([
      { top: 12, bottom: 20, columns: [1] },
      { top: 2, bottom: 11, columns: [2] },
    ]);
  });
});
