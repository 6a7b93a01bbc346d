// rules §17: an action decided over a plan writes nothing until it is decided; its memo lets a
// second press decide the very same plan over the workbook as the interruption left it, and
// the plan written again over a half-written workbook ends as written once.
import type { Grid } from '../../../src/sheets/grid/cells';
import {
  memoFrom,
  memoText,
  PlannedWorkbook,
  ReplayBase,
  writePlan,
  type PlannedStep,
} from '../../../src/sheets/grid/plan';
import type { Workbook } from '../../../src/sheets/grid/workbook';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

const RONDAS: Grid = [
  ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2'],
  [1, 1, 'Ana', 'Luis'],
];

/** A small action: appends a round below Rondas, renames Notas, makes Vista, and reads what it wrote. */
function action(workbook: Workbook, bits: () => number): string {
  const rows = workbook.read('Rondas') ?? [];
  const round = Number(rows[rows.length - 1][0]) + 1;
  workbook.write('Rondas', rows.length + 1, 1, [[round, 1, 'Luis', 'Ana', bits()]]);
  if (workbook.locateTab(['Notas'], () => false)) workbook.renameTab('Notas', 'Notas viejas');
  workbook.addTab('Notas');
  workbook.write('Notas', 1, 1, [['nuevas']]);
  workbook.replace('Vista', [[`Ronda ${round}`, (workbook.read('Rondas') ?? []).length]]);
  return `ronda ${round}`;
}

function fresh(): MemoryWorkbook {
  return new MemoryWorkbook({ Rondas: RONDAS, Notas: [['viejas']] });
}

const everything = (book: MemoryWorkbook) =>
  book.tabNames().map((name) => [name, book.snapshot(name), book.layoutOf(name), book.formatOf(name)]);

describe('PlannedWorkbook', () => {
  it('writes nothing while the action decides, and reads see the plan', () => {
    const book = fresh();
    const plan = new PlannedWorkbook(book, 1000);
    expect(action(plan, () => 7)).toBe('ronda 2');
    expect(everything(book)).toEqual(everything(fresh()));
    expect(plan.read('Rondas')).toEqual(
      [...RONDAS, [2, 1, 'Luis', 'Ana', 7]].map((row) => [...row, '', ''].slice(0, 5)),
    );
    expect(plan.tabNames()).toEqual(['Rondas', 'Notas viejas', 'Notas', 'Vista']);
    expect(plan.steps.map((step) => step.op)).toEqual(['write', 'renameTab', 'addTab', 'write', 'replace']);
  });

  it('the memo keeps only what a second press needs: the appended block was blank, the tabs made and renamed', () => {
    const plan = new PlannedWorkbook(fresh(), 1000);
    action(
      plan,
      plan.drawn(() => 7),
    );
    const memo = plan.memo();
    expect(memo).toEqual({
      at: 1000,
      random: [7],
      before: { Rondas: { rows: 2, columns: 4, blocks: [[3, 1, 1, 5]], cells: [] } },
      created: ['Notas', 'Vista'],
      renamed: [['Notas', 'Notas viejas']],
    });
    expect(memoFrom(memoText(memo))).toEqual(memo);
    expect(() => memoFrom('{"at":"x"}')).toThrow();
  });

  it('dates survive the memo as dates', () => {
    const memo = { at: 1, random: [], before: { A: { grid: [[new Date(5)]] } }, created: [], renamed: [] };
    expect(memoFrom(memoText(memo))).toEqual(memo);
  });
});

describe('a plan cut after any of its steps, decided again over a ReplayBase and written again', () => {
  const clean = fresh();
  const first = new PlannedWorkbook(clean, 1000);
  action(
    first,
    first.drawn(() => 7),
  );
  writePlan(clean, first.steps, false);

  it.each(first.steps.map((step, index) => [index, step.op]))('cut after step %i (%s)', (cut) => {
    const book = fresh();
    const plan = new PlannedWorkbook(book, 1000);
    action(
      plan,
      plan.drawn(() => 7),
    );
    writePlan(book, plan.steps.slice(0, (cut as number) + 1), false);
    const memo = memoFrom(memoText(plan.memo()));
    // The second press: the same plan, whatever the random source says now.
    const again = new PlannedWorkbook(new ReplayBase(book, memo), memo.at, memo.random);
    expect(
      action(
        again,
        again.drawn(() => 99),
      ),
    ).toBe('ronda 2');
    expect(again.steps).toEqual(plan.steps as PlannedStep[]);
    writePlan(book, again.steps, true);
    expect(everything(book)).toEqual(everything(clean));
  });

  it('the replay base shows the workbook as it was before the plan', () => {
    const book = fresh();
    const plan = new PlannedWorkbook(book, 1000);
    action(plan, () => 7);
    writePlan(book, plan.steps, false);
    const base = new ReplayBase(book, plan.memo());
    expect(base.tabNames()).toEqual(['Rondas', 'Notas']);
    expect(base.read('Rondas')).toEqual(RONDAS);
    expect(base.read('Notas')).toEqual([['viejas']]);
    expect(base.read('Vista')).toBeNull();
    expect(base.locateTab(['Notas viejas', 'Notas'], () => false)).toBe('Notas');
  });
});
