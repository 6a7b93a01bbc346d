// Buscar jugada maestra (rules §20) over the in-memory workbook: the round whose Atril is typed
// and Jugada blank, the master move checked against a brute force written apart, Jugada and
// Maestra written, the ties and the next scores in the message; refusals with nothing written.
import { emptyBoard, parseTiles, playMove } from '../../../src/core/duplicate';
import type { Cell, Grid } from '../../../src/sheets/grid/cells';
import { mapMemory } from '../../../src/sheets/grid/memory';
import { findMasterMove } from '../../../src/sheets/actions/findMasterMove';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { LIST_WORDS, loadList } from '../../support/arbiterList';
import { referenceMoves } from '../../support/referenceMoves';

const blank = (): Cell[] => ['', '', ''];
function gameTab(cells: [string, number, Cell][] = []): Grid {
  const rows = ['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana'];
  const grid: Grid = [['Nombre', 'R1', 'R2', 'R3'], ...rows.map((label) => [label, ...blank()])];
  for (const [label, r, value] of cells) grid.find((row) => row[0] === label)![r + 1] = value;
  return grid;
}
const context = (workbook: MemoryWorkbook) => ({ workbook, lang: 'es' as const, memory: mapMemory() });
const cell = (workbook: MemoryWorkbook, label: string, r: number) =>
  workbook.snapshot('Duplicada 1')!.find((row) => row[0] === label)![r + 1];

describe('Buscar jugada maestra', () => {
  test('widens the round’s column to its move and rack (capitals a fifth wider than digits); a wider one set by hand stays', () => {
    const workbook = new MemoryWorkbook({
      'Duplicada 1': gameTab([
        ['Atril', 0, 'RATOSEI'],
        ['Semilla', 0, '2026'],
      ]),
    });
    loadList(workbook);
    // As a saved .xlsx has them: the round columns fitted to their headers.
    workbook.setWidth('Duplicada 1', 2, 5);
    workbook.setWidth('Duplicada 1', 3, 30);
    findMasterMove(context(workbook));
    const move = cell(workbook, 'Jugada', 0) as string;
    expect(workbook.widthOf('Duplicada 1', 2)).toBe(Math.ceil(move.length * 1.2) + 1);
    expect(workbook.widthOf('Duplicada 1', 3)).toBe(30);
  });

  test('round 1: the top score of every legal move, in Jugada and Maestra; every tie listed with its leave', () => {
    const workbook = new MemoryWorkbook({ 'Duplicada 1': gameTab([['Atril', 0, 'RATOSEI']]) });
    loadList(workbook);
    const result = findMasterMove(context(workbook));
    const moves = referenceMoves(emptyBoard(), parseTiles('RATOSEI'), LIST_WORDS);
    const best = Math.max(...moves.map((move) => move.score));
    const move = cell(workbook, 'Jugada', 0) as string;
    expect(cell(workbook, 'Maestra', 0)).toBe(best);
    const tops = moves.filter((found) => found.score === best).map((found) => found.canonical);
    expect(tops).toContain(move);
    // Checked by playMove on the rack: its score as rules §6.7 computes it.
    const play = playMove(emptyBoard(), move, parseTiles('RATOSEI'));
    expect(play.ok && play.score).toBe(best);
    expect(result.message).toContain(`Duplicada 1, ronda 1: jugada maestra ${move}, ${best} puntos`);
    for (const top of tops) expect(result.message).toContain(`  ${top} — queda `);
    // The next scores, one move each, in order.
    const lower = [...new Set(moves.map((found) => found.score))].filter((score) => score < best).sort((a, b) => b - a);
    const listed = [...result.message.matchAll(/^ {2}(\d+): /gm)].map((match) => Number(match[1]));
    expect(listed).toEqual(lower.slice(0, 5));
  });

  test('round 2 on the board of round 1, its rack typed; round 1’s Jugada kept', () => {
    const workbook = new MemoryWorkbook({
      'Duplicada 1': gameTab([
        ['Atril', 0, 'CASAEIO'],
        ['Jugada', 0, 'H8-CASA'],
        ['Atril', 1, 'EIO+LNTR'],
      ]),
    });
    loadList(workbook);
    findMasterMove(context(workbook));
    const before = playMove(emptyBoard(), 'H8-CASA');
    const moves = referenceMoves(before.ok ? before.board : emptyBoard(), parseTiles('EIOLNTR'), LIST_WORDS);
    const best = Math.max(...moves.map((move) => move.score));
    expect(cell(workbook, 'Jugada', 0)).toBe('H8-CASA');
    expect(cell(workbook, 'Maestra', 1)).toBe(best);
    expect(moves.filter((move) => move.score === best).map((move) => move.canonical)).toContain(
      cell(workbook, 'Jugada', 1),
    );
  });

  test('a Maestra already typed is left, and the message says what the move scores', () => {
    const workbook = new MemoryWorkbook({
      'Duplicada 1': gameTab([
        ['Atril', 0, 'RATOSEI'],
        ['Maestra', 0, 3],
      ]),
    });
    loadList(workbook);
    const result = findMasterMove(context(workbook));
    expect(cell(workbook, 'Maestra', 0)).toBe(3);
    expect(result.message).toMatch(/La Maestra escrita \(3\) se ha dejado como estaba; la jugada encontrada vale \d+/);
  });
});

describe('Buscar jugada maestra: refused, nothing written', () => {
  const refused = (grid: Grid, list = true) => {
    const workbook = new MemoryWorkbook({ 'Duplicada 1': grid });
    if (list) loadList(workbook);
    const before = JSON.stringify(workbook.snapshot('Duplicada 1'));
    const message = errorOf(() => findMasterMove(context(workbook)));
    expect(JSON.stringify(workbook.snapshot('Duplicada 1'))).toBe(before);
    return message;
  };

  test('no word list loaded: what to press', () => {
    expect(refused(gameTab([['Atril', 0, 'RATOSEI']]), false)).toMatch(/Atril › Cargar léxico/);
  });

  test('no round with its rack drawn and its move blank: the round waiting for its rack', () => {
    expect(
      refused(
        gameTab([
          ['Atril', 0, 'CASAEIO'],
          ['Jugada', 0, 'H8-CASA'],
        ]),
      ),
    ).toBe(
      'Duplicada 1: ninguna ronda tiene el atril escrito y la jugada en blanco (una jugada escrita no se sustituye). Saca el atril de la ronda 2 con Atril › Sacar atril.',
    );
  });

  test('a rack the rules refuse is named', () => {
    expect(refused(gameTab([['Atril', 0, 'AEIOUAE']]))).toMatch(
      'Duplicada 1, fila 4, columna R1: el atril «AEIOUAE» no se puede leer',
    );
  });

  test('a rack with no legal move: the game ends, nothing written', () => {
    const workbook = new MemoryWorkbook({ 'Duplicada 1': gameTab([['Atril', 0, 'UUQXZVJ']]) });
    loadList(workbook);
    const before = workbook.snapshot('Duplicada 1');
    const result = findMasterMove(context(workbook));
    expect([result.ok, result.end]).toEqual([false, 'noMove']);
    expect(result.message).toMatch('Duplicada 1: la partida termina en la ronda 1');
    expect(workbook.snapshot('Duplicada 1')).toEqual(before);
  });
});
