// Preparar partida (rules §20) over the in-memory workbook: every round drawn and found in
// advance, kept in the document's memory only, then revealed round by round by Sacar atril and
// Buscar jugada maestra as if drawn and found live; a master move the arbiter changes ends it.
import type { Cell, Grid } from '../../../src/sheets/grid/cells';
import { mapMemory } from '../../../src/sheets/grid/memory';
import { drawRack } from '../../../src/sheets/actions/drawRack';
import { findMasterMove } from '../../../src/sheets/actions/findMasterMove';
import { prepareGame } from '../../../src/sheets/actions/prepareGame';
import { preparedKey, readPrepared } from '../../../src/sheets/duplicate/preparedGame';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { loadList } from '../../support/arbiterList';

const ROUNDS = 6;
function gameTab(): Grid {
  const rows = ['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana'];
  const blank = (): Cell[] => Array.from({ length: ROUNDS }, () => '');
  return [['Nombre', ...blank().map((_, r) => `R${r + 1}`)], ...rows.map((label) => [label, ...blank()])];
}
function room() {
  const workbook = new MemoryWorkbook({ 'Duplicada 1': gameTab() });
  loadList(workbook);
  const memory = mapMemory();
  return { workbook, memory, context: { workbook, lang: 'es' as const, memory } };
}
const row = (workbook: MemoryWorkbook, label: string) =>
  workbook
    .snapshot('Duplicada 1')!
    .find((line) => line[0] === label)!
    .slice(1);
/** Every cell of every tab, as text. */
const everything = (workbook: MemoryWorkbook) =>
  JSON.stringify(workbook.tabNames().map((name) => workbook.snapshot(name)));

describe('Preparar partida', () => {
  const { workbook, memory, context } = room();
  const result = prepareGame(context, { seed: '2024', rounds: 4 });
  const prepared = readPrepared(memory, 'Duplicada 1')!;

  test('four rounds prepared from the seed, kept in the document’s memory under the tab’s key; only Semilla written', () => {
    expect(result.ok).toBe(true);
    expect(result.message).toContain('Duplicada 1: partida preparada con la semilla 2024: 4 rondas, guardadas ocultas');
    expect(prepared.seed).toBe(2024);
    expect(prepared.rounds).toHaveLength(4);
    expect(memory.get(preparedKey('Duplicada 1'))).not.toBeNull();
    expect(row(workbook, 'Semilla')[0]).toBe('2024');
    for (const label of ['Maestra', 'Jugada', 'Atril', 'Sorteo']) expect(row(workbook, label).join('')).toBe('');
  });

  test('no prepared rack or move is in any cell of any tab before its round is revealed', () => {
    const text = everything(workbook);
    for (const round of prepared.rounds) {
      expect(text).not.toContain(round.move);
      expect(text).not.toContain([round.leave, round.drawn].filter(Boolean).join('+'));
    }
  });

  test('revealed round by round: Sacar atril the prepared rack, Buscar jugada maestra the prepared move; later rounds stay hidden', () => {
    prepared.rounds.forEach((round, r) => {
      const drawn = drawRack(context);
      expect(drawn.message).toContain(`Ronda preparada ${r + 1} de 4.`);
      expect(row(workbook, 'Atril')[r]).toBe([round.leave, round.drawn].filter(Boolean).join('+'));
      const found = findMasterMove(context);
      expect(found.message).toContain(`jugada maestra ${round.move}, ${round.score} puntos`);
      expect([row(workbook, 'Jugada')[r], row(workbook, 'Maestra')[r]]).toEqual([round.move, round.score]);
      const text = everything(workbook);
      for (const later of prepared.rounds.slice(r + 1)) expect(text).not.toContain(later.move);
    });
  });

  test('the same seed and the same masters: a live game draws the very same racks', () => {
    const live = room();
    prepared.rounds.forEach((round, r) => {
      drawRack(live.context, { seed: r === 0 ? 2024 : null });
      expect(row(live.workbook, 'Atril')[r]).toBe(row(workbook, 'Atril')[r]);
      findMasterMove(live.context);
      expect(row(live.workbook, 'Jugada')[r]).toBe(round.move);
    });
  });

  test('after the prepared rounds (the --rounds limit), the draw goes on live', () => {
    const next = drawRack(context);
    expect(next.message).not.toContain('Ronda preparada');
    expect(row(workbook, 'Atril')[4]).not.toBe('');
  });
});

describe('Preparar partida without --rounds', () => {
  test('stops at the tab’s round columns, not past them (a seventh round would have no column to be revealed in)', () => {
    const { memory, context } = room();
    const result = prepareGame(context, { seed: '2024' });
    expect(result.message).toContain(`partida preparada con la semilla 2024: ${ROUNDS} rondas`);
    expect(readPrepared(memory, 'Duplicada 1')!.rounds).toHaveLength(ROUNDS);
  });
});

describe('Preparar partida: a master move typed apart from the prepared one', () => {
  test('the rest no longer follows: said once, the prepared game dropped, racks drawn live with the same seed', () => {
    const { workbook, memory, context } = room();
    prepareGame(context, { seed: 31, rounds: 3 });
    const prepared = readPrepared(memory, 'Duplicada 1')!;
    drawRack(context);
    // The arbiter plays another tie or lower move: the second best the search listed, typed by hand.
    const found = findMasterMove(context);
    const other = /^ {2}\d+: (\S+)$/m.exec(found.message)?.[1] ?? '';
    expect(other).not.toBe('');
    const tab = workbook.snapshot('Duplicada 1')!;
    const at = tab.findIndex((line) => line[0] === 'Jugada');
    workbook.write('Duplicada 1', at + 1, 2, [[other]]);
    workbook.write('Duplicada 1', at, 2, [['']]);
    const next = drawRack(context);
    expect(next.message).toContain(
      `La jugada maestra de la ronda 1 (${other}) no es la preparada: el resto de la partida preparada ya no sigue`,
    );
    expect(readPrepared(memory, 'Duplicada 1')).toBeNull();
    expect(row(workbook, 'Atril')[1]).not.toBe([prepared.rounds[1].leave, prepared.rounds[1].drawn].join('+'));
  });
});

describe('Preparar partida: the seed changed by hand', () => {
  test('the prepared game is dropped, said once; the draw uses the tab’s seed', () => {
    const { workbook, memory, context } = room();
    prepareGame(context, { seed: 31, rounds: 2 });
    const at = workbook.snapshot('Duplicada 1')!.findIndex((line) => line[0] === 'Semilla');
    workbook.write('Duplicada 1', at + 1, 2, [[32]]);
    const drawn = drawRack(context);
    expect(drawn.message).toContain('La partida preparada era de la semilla 31: ya no sigue');
    expect(readPrepared(memory, 'Duplicada 1')).toBeNull();
    const live = room();
    drawRack(live.context, { seed: 32 });
    expect(row(workbook, 'Atril')[0]).toBe(row(live.workbook, 'Atril')[0]);
  });
});

describe('Preparar partida: refused', () => {
  test('without a word list, with round 1 drawn, with a seed that is not one', () => {
    const bare = new MemoryWorkbook({ 'Duplicada 1': gameTab() });
    expect(errorOf(() => prepareGame({ workbook: bare, lang: 'es', memory: mapMemory() }, { seed: 1 }))).toMatch(
      /Cargar léxico/,
    );
    const { workbook, context } = room();
    expect(errorOf(() => prepareGame(context, { seed: 'x' }))).toMatch('«x» no es una semilla');
    expect(errorOf(() => prepareGame(context, { seed: 1, rounds: '0' }))).toMatch('«0» no es un número de rondas');
    drawRack(context, { seed: 5 });
    expect(errorOf(() => prepareGame(context, { seed: 5 }))).toMatch(
      'Duplicada 1: la ronda 1 ya tiene el atril escrito (Duplicada 1, fila 4, columna R1)',
    );
    expect(row(workbook, 'Semilla')[0]).toBe('5');
  });
});
