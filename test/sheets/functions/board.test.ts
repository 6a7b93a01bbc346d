// DUP_BOARD and DUP_MOVE_SCORE as Sheets calls them (rules §6.7, §7).
import { callCustomFunction, type CustomFunctionDef } from '../../../src/sheets/functions/customFunction';
import { DUP_BOARD, DUP_MOVE_SCORE } from '../../../src/sheets/functions/board';

const call = (def: CustomFunctionDef, lang: 'es' | 'en', ...args: unknown[]) => callCustomFunction(def, lang, args);

// R1 H8-CASA (12), R2 9G-PAZ (27; worked in test/sheets/duplicate/tabBoard.test.ts), R3 not played.
const GAME = [
  ['Jugador', 'R1', 'R2', 'R3'],
  ['Maestra', '', '', ''],
  ['Jugada', 'H8-CASA', '9G-PAZ', ''],
  ['Atril', 'CASAEIO', 'EIOPZRT', 'EIORTLS'],
  ['Ana', 12, 20, ''],
];

describe('DUP_BOARD', () => {
  test('16 × 16: corner, column numbers 1–15, then a row per letter A–O; default after the last master move', () => {
    const grid = call(DUP_BOARD, 'es', GAME) as unknown[][];
    expect(grid).toHaveLength(16);
    expect(grid.every((row) => row.length === 16)).toBe(true);
    expect(grid[0]).toEqual(['', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(grid.slice(1).map((row) => row[0])).toEqual('ABCDEFGHIJKLMNO'.split(''));
    // Row G (7): P on column 9; row H (8): CASA on columns 8–11; row I (9): Z on column 9.
    expect(grid[7][9]).toBe('P');
    expect(grid[8].slice(8, 12)).toEqual(['C', 'A', 'S', 'A']);
    expect(grid[9][9]).toBe('Z');
    const filled = grid
      .slice(1)
      .flatMap((row) => row.slice(1))
      .filter((square) => square !== '');
    expect(filled).toHaveLength(6);
  });

  test('after a given round; round 0 is not a round', () => {
    const grid = call(DUP_BOARD, 'es', GAME, 1) as unknown[][];
    expect(grid[7][9]).toBe('');
    expect(grid[8].slice(8, 12)).toEqual(['C', 'A', 'S', 'A']);
    expect(() => call(DUP_BOARD, 'es', GAME, 0)).toThrow('«0» debe estar entre 1 y 3');
  });

  test('after a round whose master move is missing: the reason', () => {
    expect(() => call(DUP_BOARD, 'en', GAME, 3)).toThrow(
      'round: the board after round 3 is unknown: the master move of round 3 is missing (row "Move")',
    );
  });
});

describe('DUP_MOVE_SCORE', () => {
  test('the score on the board before the round, or the reason', () => {
    expect(call(DUP_MOVE_SCORE, 'es', 'H8-CASA', GAME, 1)).toBe(12);
    // R3 12H-SOL: SOL 2+1+1 = 4 and CASAS 3+1+1+1+2 = 8: 12 (the rack EIORTLS holds S, O, L).
    expect(call(DUP_MOVE_SCORE, 'es', '12H-SOL', GAME, 3)).toBe(12);
    expect(call(DUP_MOVE_SCORE, 'es', '9G-POZ', GAME, 2)).toBe('9G-POZ pone O en H9, donde ya hay una A');
    expect(call(DUP_MOVE_SCORE, 'en', '12H-SUL', GAME, 3)).toBe(
      '12H-SUL places a U tile that the rack "E I O R T L S" does not hold',
    );
    expect(call(DUP_MOVE_SCORE, 'es', 'CASA', GAME, 1)).toBe(
      '«CASA» no sigue la notación canónica (H8-CASA horizontal, 8H-CASA vertical)',
    );
  });
});
