import { type BoardEntry, newEntry, planImport, type RondasRow, type Typed } from '../../../src/core/phoneResults';

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const NAMES = ['Ana García', 'Beto Núñez'] as const;
const entry = (more: Partial<BoardEntry>): BoardEntry => ({ ...newEntry('123456', NAMES), ...more });
const row = (typed: Typed, players: readonly [string, string] = NAMES): RondasRow => ({ typed, players });

function plan(entries: Record<number, BoardEntry>, rows: Record<number, RondasRow>) {
  return planImport(
    Object.keys(entries).map(Number),
    (table) => entries[table] ?? null,
    (table) => rows[table] ?? 'missing',
    NOW,
  );
}

describe('importing the reports (rules §14 "Importar resultados", §14.1)', () => {
  it('a report goes in only where nothing is typed', () => {
    expect(plan({ 1: entry({ report: [400, 300] }) }, { 1: row('blank') })).toEqual({
      imports: [{ table: 1, points: [400, 300] }],
      settled: [],
      conflicts: [],
      checks: [],
      paused: [],
    });
  });

  it("the director's typed score is kept: a different one is a conflict, the same settles the board", () => {
    const result = plan(
      { 1: entry({ report: [400, 300] }), 2: entry({ report: [350, 360] }), 3: entry({ report: [1, 2] }) },
      { 1: row([401, 300]), 2: row([350, 360]), 3: row('other') },
    );
    expect(result.imports).toEqual([]);
    expect(result.settled).toEqual([2]);
    expect(result.conflicts).toMatchObject([
      { table: 1, kind: 'typed', reported: [400, 300], typed: [401, 300] },
      { table: 3, kind: 'typedOther', reported: [1, 2], typed: 'other' },
    ]);
  });

  it('two different reports: a conflict until Rondas holds the later one (not the first: a dispute stays open)', () => {
    const twice = entry({ report: [400, 300], other: [300, 400] });
    expect(plan({ 1: twice }, { 1: row('blank') }).conflicts).toMatchObject([
      { table: 1, kind: 'reports', first: [400, 300], reported: [300, 400], typed: 'blank' },
    ]);
    expect(plan({ 1: twice }, { 1: row([300, 400]) }).settled).toEqual([1]);
    // The first report in Rondas (imported before the second came): the dispute is named with both.
    expect(plan({ 1: twice }, { 1: row([400, 300]) }).conflicts).toMatchObject([
      { table: 1, kind: 'typed', reported: [300, 400], typed: [400, 300] },
    ]);
  });

  it("each score goes beside its player's name; a row whose players changed is a conflict", () => {
    const reported = entry({ report: [450, 300] });
    expect(plan({ 1: reported }, { 1: row('blank', ['Beto Nuñez', 'ana garcía']) }).imports).toEqual([
      { table: 1, points: [300, 450] },
    ]);
    expect(plan({ 1: reported }, { 1: row([300, 450], ['Beto Núñez', 'Ana García']) }).settled).toEqual([1]);
    expect(plan({ 1: reported }, { 1: row('blank', ['Ana García', 'Carla Ibáñez']) }).conflicts).toMatchObject([
      { table: 1, kind: 'players', reportedPlayers: NAMES, rowPlayers: ['Ana García', 'Carla Ibáñez'] },
    ]);
    // An entry kept before names: taken as the row's players.
    expect(plan({ 1: { ...reported, names: null } }, { 1: row('blank', ['X', 'Y']) }).imports).toHaveLength(1);
  });

  it('paused boards: with nothing to import, listed; paused after a report, left out to be checked', () => {
    const result = plan(
      {
        1: entry({ until: NOW + 60000, pauses: 1 }),
        2: entry({ until: NOW + 60000, pauses: 1, report: [10, 20], check: true }),
        3: entry({ report: [1, 2], imported: true }),
        4: entry({ report: [1, 2] }),
        5: entry({ wrong: 2 }),
        6: entry({ until: NOW - 1, pauses: 1, report: [30, 40], check: true }),
        7: entry({ until: NOW - 1, pauses: 1 }),
      },
      { 1: row('blank'), 2: row('blank'), 3: row('blank'), 6: row([30, 40]), 7: row('blank') },
    );
    expect(result).toEqual({
      imports: [],
      settled: [6],
      conflicts: [],
      checks: [{ table: 2, reported: [10, 20] }],
      paused: [{ table: 1, until: NOW + 60000 }],
    });
  });
});
