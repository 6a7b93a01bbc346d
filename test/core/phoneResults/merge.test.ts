import { type BoardEntry, newEntry, planImport, type Typed } from '../../../src/core/phoneResults';

const entry = (more: Partial<BoardEntry>): BoardEntry => ({ ...newEntry('123456'), ...more });

function plan(entries: Record<number, BoardEntry>, typed: Record<number, Typed>) {
  return planImport(
    Object.keys(entries).map(Number),
    (table) => entries[table] ?? null,
    (table) => typed[table] ?? 'missing',
  );
}

describe('importing the reports (rules §14 "Importar resultados")', () => {
  it('a report goes in only where nothing is typed', () => {
    expect(plan({ 1: entry({ report: [400, 300] }) }, { 1: 'blank' })).toEqual({
      imports: [{ table: 1, points: [400, 300] }],
      settled: [],
      conflicts: [],
      locked: [],
    });
  });

  it("the director's typed score is kept: a different one is a conflict, the same settles the board", () => {
    const result = plan(
      { 1: entry({ report: [400, 300] }), 2: entry({ report: [350, 360] }), 3: entry({ report: [1, 2] }) },
      { 1: [401, 300], 2: [350, 360], 3: 'other' },
    );
    expect(result.imports).toEqual([]);
    expect(result.settled).toEqual([2]);
    expect(result.conflicts).toEqual([
      { table: 1, reports: [[400, 300]], typed: [401, 300] },
      { table: 3, reports: [[1, 2]], typed: 'other' },
    ]);
  });

  it('two different reports: a conflict, unless the director typed one of them', () => {
    const twice = entry({ report: [400, 300], other: [300, 400] });
    expect(plan({ 1: twice }, { 1: 'blank' }).conflicts).toEqual([
      {
        table: 1,
        reports: [
          [400, 300],
          [300, 400],
        ],
        typed: 'blank',
      },
    ]);
    expect(plan({ 1: twice }, { 1: [300, 400] }).settled).toEqual([1]);
  });

  it('locked boards with nothing to import are listed; imported reports and rows no longer in Rondas are left alone', () => {
    const result = plan(
      {
        1: entry({ wrong: 5 }),
        2: entry({ wrong: 5, report: [10, 20] }),
        3: entry({ report: [1, 2], imported: true }),
        4: entry({ report: [1, 2] }),
        5: entry({ wrong: 2 }),
      },
      { 1: 'blank', 2: 'blank', 3: 'blank' },
    );
    expect(result).toEqual({ imports: [{ table: 2, points: [10, 20] }], settled: [], conflicts: [], locked: [1] });
  });
});
