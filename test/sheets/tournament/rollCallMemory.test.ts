// What Pasar lista remembers (rules §16.1) over the in-memory workbook: the undo removes only
// what the roll call wrote — an absence typed after the pairing stays, a record of another
// round or another tournament changes nothing, no memory at all leaves the absences.
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { undoLastRound } from '../../../src/sheets/actions/undoLastRound';
import type { Grid } from '../../../src/sheets/grid/cells';
import { type DocumentMemory, mapMemory } from '../../../src/sheets/grid/memory';
import { MemoryWorkbook } from '../../support/memoryWorkbook';

function called(memory?: DocumentMemory): { workbook: MemoryWorkbook; column: (name: string) => number } {
  const workbook = new MemoryWorkbook();
  setupTournament({ workbook, lang: 'es' });
  workbook.type(
    'Jugadores',
    2,
    1,
    Array.from({ length: 8 }, (_, i) => ['', `J${i + 1}`, 1500 - i]),
  );
  const column = (name: string) => (workbook.snapshot('Jugadores') as Grid)[0].indexOf(name) + 1;
  // Two ticked of eight: asked, then confirmed.
  workbook.type('Jugadores', 2, column('Presente'), [[true], [true]]);
  expect(pairNextRound({ workbook, lang: 'es', memory })).toMatchObject({ ok: false, confirm: expect.any(String) });
  expect(pairNextRound({ workbook, lang: 'es', memory }, { confirmed: true })).toMatchObject({ ok: true });
  return { workbook, column };
}

const absences = (workbook: MemoryWorkbook, column: number) =>
  (workbook.snapshot('Jugadores') as Grid).slice(1).map((row) => row[column - 1] ?? '');

describe('undoing a round called by Pasar lista (rules §16.1)', () => {
  it('keeps an absence typed after the pairing, in the same cell too', () => {
    const memory = mapMemory();
    const { workbook, column } = called(memory);
    const absent = column('Ausente en rondas');
    expect(absences(workbook, absent)).toEqual(['', '', '1', '1', '1', '1', '1', '1']);
    // The director adds round 3 to J4's cell by hand.
    workbook.type('Jugadores', 5, absent, [['1, 3']]);
    expect(undoLastRound({ workbook, lang: 'es', memory }).ok).toBe(true);
    expect(absences(workbook, absent)).toEqual(['', '', '', '3', '', '', '', '']);
    expect(memory.get('atril.rollCall')).toBeNull();
  });

  it('a record of another tournament changes nothing; without a memory the absences stay, as before', () => {
    const memory = mapMemory();
    const { workbook, column } = called(memory);
    const record = JSON.parse(memory.get('atril.rollCall') ?? '{}');
    memory.set('atril.rollCall', JSON.stringify({ ...record, tournament: 'Otro' }));
    undoLastRound({ workbook, lang: 'es', memory });
    expect(absences(workbook, column('Ausente en rondas')).filter((cell) => cell === '1')).toHaveLength(6);

    const plain = called();
    const message = undoLastRound({ workbook: plain.workbook, lang: 'es' }).message;
    expect(message).not.toContain('Pasar lista');
    expect(absences(plain.workbook, plain.column('Ausente en rondas')).filter((cell) => cell === '1')).toHaveLength(6);
  });
});
