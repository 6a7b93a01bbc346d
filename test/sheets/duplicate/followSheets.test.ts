// Seguimiento (rules §6.6, §12): a landscape page per player whose writing lines fill it —
// for 15 rounds at least 7 mm apart — each sheet a unit of the print view.
import type { Seat } from '../../../src/core/duplicate/seating';
import { followSheetsTab } from '../../../src/sheets/duplicate/followSheets';
import { FILLED_ROW_POINTS, printLayout } from '../../../src/sheets/grid/printedTab';

const seats: Seat[] = [
  { table: 1, name: 'Ana', place: null, eloDi: null },
  { table: 2, name: 'Luis', place: null, eloDi: null },
];
const context = { tournament: 'Liga', game: 'Duplicada 2', lang: 'es' as const };
const MM = 72 / 25.4;

test('15 rounds: a line per round, the rows of a landscape page at least 7 mm apart, the sheet within its page', () => {
  const tab = followSheetsTab(seats, 15, context);
  const sheet = 4 + 15;
  expect(tab.grid).toHaveLength(2 * sheet);
  expect(tab.units).toEqual([1, sheet + 1]);
  const layout = printLayout(tab);
  expect(layout).toMatchObject({ landscape: true, pageBreaks: [sheet + 1] });
  const row = layout.bodyRowPoints as number;
  expect(row).toBeGreaterThanOrEqual(7 * MM);
  // Title (20 pt), header (15 pt), and the notes and rounds at `row`: within the printable height of A4 across.
  expect(20 + 15 + (sheet - 2) * row).toBeLessThanOrEqual(595.3 - 86.4);
});

test('few rounds: the lines no further apart than a filled row gets', () => {
  expect(printLayout(followSheetsTab(seats, 3, context)).bodyRowPoints).toBe(FILLED_ROW_POINTS);
});
