// The arbiter's rows (rules §20): a tab lacking Jugada, Atril, Semilla or Sorteo gets them after
// its last row, in the workbook's language; a tab that has them is not written.
import { withArbiterRows } from '../../../src/sheets/duplicate/arbiterRows';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

test('the missing rows added after the last row, nothing typed moved; none added twice', () => {
  const grid = [
    ['Name', 'R1'],
    ['Master', 12],
    ['Rack', 'AEIORST'],
    ['Ana', 10],
  ];
  const workbook = new MemoryWorkbook({ 'Duplicate 1': grid });
  const made = withArbiterRows(workbook, 'Duplicate 1', grid, 'en');
  expect(made.added).toEqual(['Move', 'Seed', 'Draw']);
  expect(workbook.snapshot('Duplicate 1')).toEqual([...grid, ['Move', ''], ['Seed', ''], ['Draw', '']]);
  expect([made.layout.moveRow, made.layout.seedRow, made.layout.drawRow, made.layout.playerRows]).toEqual([
    4,
    5,
    6,
    [3],
  ]);
  workbook.resetCounts();
  expect(withArbiterRows(workbook, 'Duplicate 1', workbook.snapshot('Duplicate 1')!, 'en').added).toEqual([]);
  expect(workbook.writes).toBe(0);
});
