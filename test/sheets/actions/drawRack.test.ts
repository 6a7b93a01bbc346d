// Sacar atril (rules §20) over the in-memory workbook: the round in play, the seed, the leave,
// the Atril, Semilla and Sorteo cells, and every refusal naming its cell with nothing written.
import { checkRack, emptyBoard, parseTiles, playMove, rackLeft, readLexicon } from '../../../src/core/duplicate';
import { drawRack as drawFromBag } from '../../../src/core/duplicate/bag';
import type { Cell, Grid } from '../../../src/sheets/grid/cells';
import { mapMemory } from '../../../src/sheets/grid/memory';
import { drawRack } from '../../../src/sheets/actions/drawRack';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { errorOf } from '../../support/errors';
import { loadList } from '../../support/arbiterList';

const ROUNDS = 4;
const blank = (): Cell[] => Array.from({ length: ROUNDS }, () => '');
/** A game tab as Preparar duplicada makes it, with `cells` typed: [row label, round index, value]. */
function gameTab(
  cells: [string, number, Cell][] = [],
  rows = ['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo'],
): Grid {
  const grid: Grid = [
    ['Nombre', ...blank().map((_, r) => `R${r + 1}`)],
    ...rows.map((label) => [label, ...blank()]),
    ['Ana', ...blank()],
  ];
  for (const [label, r, value] of cells) grid.find((row) => row[0] === label)![r + 1] = value;
  return grid;
}
const book = (grid: Grid, extra: Record<string, Grid> = {}) => new MemoryWorkbook({ 'Duplicada 1': grid, ...extra });
const bits = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};
const context = (workbook: MemoryWorkbook) => ({
  workbook,
  lang: 'es' as const,
  randomBits: bits(5, 9),
  memory: mapMemory(),
});
const cell = (workbook: MemoryWorkbook, label: string, r: number) =>
  workbook.snapshot('Duplicada 1')!.find((row) => row[0] === label)![r + 1];

describe('Sacar atril: the first draw', () => {
  const workbook = book(gameTab());
  const result = drawRack(context(workbook));
  const seed = cell(workbook, 'Semilla', 0) as string;

  test('a fresh seed from the random bits, written in Semilla (first round’s column)', () => {
    expect(result.ok).toBe(true);
    // Written as text (a nine-digit number would print as ### in a round's column), read back as a whole number.
    expect(seed).toMatch(/^\d+$/);
    expect(seed).toBe(String(5 * 64 + (9 & 63) + 1));
    expect(result.message).toContain(`Semilla ${seed} escrita en Duplicada 1, fila 5, columna R1`);
  });

  test('the Atril cell: seven tiles, valid for round 1, the same rack the seed draws', () => {
    const text = cell(workbook, 'Atril', 0) as string;
    const verdict = checkRack(text, 1);
    expect(verdict.ok && verdict.tiles).toHaveLength(7);
    expect(text).not.toContain('+');
    const drawn = drawFromBag({ seed: Number(seed), round: 1, board: emptyBoardOf(), leave: [] });
    expect(drawn.ok && drawn.rack.map((tile) => (tile.blank ? '?' : tile.letter)).join('')).toBe(
      parseTiles(text)
        .map((tile) => (tile.blank ? '?' : tile.letter))
        .join(''),
    );
    expect(result.message).toContain(`Duplicada 1, ronda 1: atril ${text} escrito en la fila 4, columna R1.`);
    expect(result.message).toMatch(
      /En la bolsa quedan 93 fichas: \d+ vocales, \d+ consonantes y (1 comodín|[02] comodines)\./,
    );
  });

  test('pressed again, round 1 is kept (a typed rack is never drawn over): round 2 needs round 1’s master move', () => {
    const before = workbook.snapshot('Duplicada 1');
    expect(errorOf(() => drawRack(context(workbook)))).toMatch(
      'Duplicada 1: la ronda 1 no tiene jugada maestra (Duplicada 1, fila 3, columna R1)',
    );
    expect(workbook.snapshot('Duplicada 1')).toEqual(before);
  });
});

const emptyBoardOf = emptyBoard;

describe('Sacar atril: the round’s column', () => {
  test('widened to the rack and the seed written (capitals a fifth wider than digits), never narrowed', () => {
    const workbook = book(gameTab());
    loadList(workbook);
    workbook.setWidth('Duplicada 1', 2, 4);
    drawRack({ workbook, lang: 'es', memory: mapMemory() }, { seed: 123456789 });
    const rack = String(workbook.snapshot('Duplicada 1')!.find((line) => line[0] === 'Atril')![1]);
    // The nine-digit seed is the longest text of round 1's column.
    expect(rack.length).toBeLessThan(9);
    expect(workbook.widthOf('Duplicada 1', 2)).toBe(Math.ceil(9 * 1.2) + 1);
  });
});

describe('Sacar atril: later rounds', () => {
  test('the leave of round 1’s master move stays, sorted, then + and the new tiles; the seed kept', () => {
    const play = playMove(emptyBoard(), 'H8-CASA');
    const leave = rackLeft(parseTiles('CASAEIO'), play.ok ? play.placed : []);
    const board = play.ok ? play.board : emptyBoard();
    // A seed whose rack of round 2 needs no cambio de fichas (which would send the leave back).
    const cambios = (seed: number) => {
      const draw = drawFromBag({ seed, round: 2, board, leave });
      return draw.ok ? draw.cambios : -1;
    };
    let seed = 77;
    while (cambios(seed) !== 0) seed++;
    const drawn = drawFromBag({ seed, round: 2, board, leave });
    const workbook = book(
      gameTab([
        ['Atril', 0, 'CASAEIO'],
        ['Jugada', 0, 'H8-CASA'],
        ['Semilla', 0, seed],
      ]),
    );
    const result = drawRack(context(workbook));
    const text = cell(workbook, 'Atril', 1) as string;
    expect(text).toMatch(/^EIO\+/);
    expect(drawn.ok && `EIO+${drawn.drawn.map((tile) => (tile.blank ? '?' : tile.letter)).join('')}`).toBe(text);
    expect(cell(workbook, 'Semilla', 0)).toBe(seed);
    expect(cell(workbook, 'Sorteo', 1)).toBe('');
    expect(result.message).toContain(`Semilla ${seed} (Duplicada 1, fila 5, columna R1).`);
    expect(result.message).toContain('Quedan del atril anterior: EIO; nuevas: ');
  });

  test('--seed sets a blank Semilla; the same seed draws the same rack in another workbook', () => {
    const one = book(gameTab());
    const two = book(gameTab());
    drawRack(context(one), { seed: '4242' });
    drawRack(context(two), { seed: 4242 });
    expect(cell(one, 'Semilla', 0)).toBe('4242');
    expect(cell(one, 'Atril', 0)).toBe(cell(two, 'Atril', 0));
  });

  test('a cambio de fichas is said and kept in Sorteo', () => {
    // A seed whose first completed rack is not valid (found by the draw itself).
    let seed = 1;
    for (;;) {
      const drawn = drawFromBag({ seed, round: 1, board: emptyBoardOf(), leave: [] });
      if (drawn.ok && drawn.cambios > 0) break;
      seed++;
    }
    const workbook = book(gameTab());
    const result = drawRack(context(workbook), { seed });
    expect(cell(workbook, 'Sorteo', 0)).toMatch(/^(cambio|\d+ cambios)$/);
    expect(result.message).toMatch(/Hubo (cambio de fichas|\d+ cambios de fichas): el atril completo no era válido/);
  });

  test('a tab made before the draw gets its Semilla and Sorteo rows after its last row; nothing typed moves', () => {
    const old = gameTab([], ['Maestra', 'Jugada', 'Atril']);
    old.push(['', '', '', '', 'nota']);
    const workbook = book(old);
    drawRack(context(workbook), { seed: 3 });
    const now = workbook.snapshot('Duplicada 1')!;
    expect(now.slice(0, old.length).map((row, i) => (i === 3 ? row.slice(2) : row))).toEqual(
      old.map((row, i) => (i === 3 ? row.slice(2) : row)),
    );
    expect(now.slice(old.length).map((row) => row.slice(0, 2))).toEqual([
      ['Semilla', '3'],
      ['Sorteo', ''],
    ]);
  });

  test('the active tab’s game, else the last', () => {
    const workbook = book(gameTab(), { 'Duplicada 2': gameTab(), Notas: [['x']] });
    expect(drawRack(context(workbook), { activeTab: 'Duplicada 1', seed: 1 }).tab).toBe('Duplicada 1');
    expect(drawRack(context(workbook), { activeTab: 'Notas', seed: 1 }).tab).toBe('Duplicada 2');
  });
});

describe('Sacar atril: refused, nothing written', () => {
  const refused = (grid: Grid, options = {}, extra: Record<string, Grid> = {}) => {
    const workbook = book(grid, extra);
    const before = JSON.stringify(workbook.snapshot('Duplicada 1'));
    const message = errorOf(() => drawRack(context(workbook), options));
    expect(JSON.stringify(workbook.snapshot('Duplicada 1'))).toBe(before);
    return message;
  };

  test('a seed that is not a whole number, in the cell or on the command line', () => {
    expect(refused(gameTab([['Semilla', 0, 'doce']]))).toMatch(
      'Duplicada 1, fila 5, columna R1: «doce» no es una semilla: escribe un número entero',
    );
    expect(refused(gameTab([['Semilla', 0, 12.5]]))).toMatch('«12.5» no es una semilla');
    expect(refused(gameTab(), { seed: '-3' })).toMatch(
      '«-3» no es una semilla: escribe un número entero (--seed 1234).',
    );
    expect(refused(gameTab([['Semilla', 0, 12]]), { seed: '13' })).toMatch(
      'Duplicada 1, fila 5, columna R1: la semilla escrita es 12, no 13',
    );
  });

  test('a tab that is not a duplicate game, or none', () => {
    expect(refused(gameTab(), { tab: 'Notas' }, { Notas: [['x']] })).toMatch('«Notas» no es una partida de duplicada');
    expect(refused(gameTab(), { tab: 'Duplicada 7' })).toMatch('No hay ninguna pestaña «Duplicada 7».');
    expect(errorOf(() => drawRack(context(new MemoryWorkbook({ Notas: [['x']] }))))).toMatch(
      'No hay ninguna pestaña «Duplicada N»',
    );
  });

  test('every round drawn: the next column is asked for, a typed rack never replaced', () => {
    const racks: [string, number, Cell][] = [0, 1, 2, 3].map((r) => ['Atril', r, 'AEIORST']);
    expect(refused(gameTab(racks))).toMatch('Duplicada 1: todas sus rondas tienen el atril escrito');
  });

  test('a master move typed where the rack is blank', () => {
    expect(refused(gameTab([['Jugada', 0, 'H8-CASA']]))).toMatch(
      'Duplicada 1, ronda 1: la jugada está escrita (fila 3, columna R1) pero el atril no',
    );
  });

  test('masters that use more of a tile than the bag holds: the round and the tile named', () => {
    const grid = gameTab([
      ['Atril', 0, 'XAEIOST'],
      ['Jugada', 0, 'H8-XI'],
      ['Atril', 1, 'XAEIOST'],
      ['Jugada', 1, '9G-XI'],
    ]);
    expect(refused(grid)).toMatch(
      'Duplicada 1: las jugadas maestras hasta la ronda 2 usan más fichas «X» de las que tiene la bolsa; corrige la jugada de la ronda 2 (fila 3, columna R2).',
    );
  });

  test('a master move that cannot be played stops the draw at its cell', () => {
    expect(
      refused(
        gameTab([
          ['Atril', 0, 'CASAEIO'],
          ['Jugada', 0, 'A1-CASA'],
        ]),
      ),
    ).toMatch('fila 3, columna R1');
  });
});

describe('Sacar atril with a word list', () => {
  test('a rack with no legal move ends the game: said, nothing written', () => {
    const workbook = book(gameTab([['Semilla', 0, 5]]));
    // A list of one long word: no rack of round 1 plays it.
    loadList(workbook, readLexicon('chorrillos\n').graph);
    const before = workbook.snapshot('Duplicada 1');
    const result = drawRack(context(workbook));
    expect(result.ok).toBe(false);
    expect(result.end).toBe('noMove');
    expect(result.message).toBe(
      'Duplicada 1: la partida termina en la ronda 1: el atril sacado no tiene ninguna jugada válida en el tablero. No se ha escrito nada.',
    );
    expect(workbook.snapshot('Duplicada 1')).toEqual(before);
  });
});
