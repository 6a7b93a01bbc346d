// The board of a "Duplicada N" tab (rules §6.7): master moves placed round by round, the
// Maestra computed or checked, moves in players' cells scored, the Atril row checked.
// Every score below is worked by hand in the comments.
import { readDuplicateTab } from '../../../src/sheets/duplicate/gameTab';
import type { Grid } from '../../../src/sheets/grid/cells';
import { t } from '../../../src/i18n';
import { errorOf } from '../../support/errors';

const read = (grid: Grid, lang: 'es' | 'en' = 'es') => readDuplicateTab(grid, { lang, tab: 'Duplicada 1' });

/**
 * A mistake typed in round k (rules §6.7): the warning that names its cell, as the director
 * reads it, and what is still scored — the rounds before k.
 */
function stopped(grid: Grid, lang: 'es' | 'en' = 'es') {
  const result = read(grid, lang);
  const warning = result.warnings.find((w) => w.key === 'board.warn.stopped');
  return {
    message: warning ? t(lang, warning.key, warning.params) : null,
    stop: result.board.stop?.round ?? null,
    played: result.playedRounds,
    master: result.game.master,
    players: result.game.players,
  };
}

// R1 H8-CASA: (3+1+1+1) × 2 (centre) = 12.
// R2 9G-PAZ on it: G9 P on a letter ×2 = 6, H9 A (on the board) 1, I9 Z on a letter ×2 = 20: 27.
// R3 12H-SOL: H12 S letter ×2 = 2, I12 O 1, J12 L 1 = 4, and CASAS across 3+1+1+1+2 = 8: 12.
const GAME: Grid = [
  ['Jugador', 'R1', 'R2', 'R3'],
  ['Maestra', '', 27, ''],
  ['Jugada', 'H8-CASA', '9G-PAZ', '12H-SOL'],
  ['Ana', 'H8-CASA', 20, '12h-SOL'],
  ['Bea', '8H-CASA', '9G-PAS', 5],
];

describe('the board of a Duplicada tab', () => {
  test("a blank Maestra takes its move's score; a typed one that agrees stands", () => {
    expect(read(GAME).game.master).toEqual([12, 27, 12]);
  });

  test("a player's move is scored on the board before its round and marked as such", () => {
    const result = read(GAME);
    // Ana: H8-CASA 12; 20 typed; 12h-SOL is 12H-SOL: 12 (a lower-case word would be blanks).
    // Bea: 8H-CASA down on the empty board: H8 C (centre) I8 A J8 S K8 A: 6 × 2 = 12.
    // 9G-PAS: G9 P 6, H9 A 1, I9 S on a letter ×2 2: 9.
    expect(result.game.players).toEqual([
      { name: 'Ana', scores: [12, 20, 12] },
      { name: 'Bea', scores: [12, 9, 5] },
    ]);
    expect(result.fromMoves).toEqual([
      [true, false, true],
      [true, true, false],
    ]);
    expect(result.warnings).toEqual([]);
    // Lower-case letters are blanks: 12h-sol scores 0 for SOL and CASAs 3+1+1+1+0 = 6.
    const blanks = GAME.map((row) => row.slice());
    blanks[3][3] = '12h-sol';
    expect(read(blanks).game.players[0].scores).toEqual([12, 20, 6]);
  });

  test('the game keeps the moves as typed: the grid is not written', () => {
    const copy = JSON.stringify(GAME);
    read(GAME);
    expect(JSON.stringify(GAME)).toBe(copy);
  });

  test('a typed Maestra that differs from its move: the scoring stops there, naming the cell and both scores', () => {
    const bad = GAME.map((row) => row.slice());
    bad[1][1] = 14;
    expect(stopped(bad)).toMatchObject({
      message:
        'Duplicada 1, fila 2, columna R1: la maestra dice 14 y su jugada H8-CASA vale 12. Ronda 1 y siguientes sin puntuar hasta corregirlo',
      stop: 1,
      played: [],
    });
    expect(stopped(bad, 'en').message).toBe(
      'Duplicada 1, row 2, column R1: the master says 14 and its move H8-CASA scores 12. Round 1 on not scored until it is corrected',
    );
    // In round 3 it leaves rounds 1 and 2 scored.
    bad[1][1] = '';
    bad[1][3] = 14;
    expect(stopped(bad)).toMatchObject({ stop: 3, played: [0, 1], master: [12, 27] });
  });

  test('an illegal move in a player cell: round 1 stays scored, the cell is named with tab, row, round column, value and reason', () => {
    const bad = GAME.map((row) => row.slice());
    bad[4][2] = '9G-POZ';
    expect(stopped(bad)).toEqual({
      message:
        'Duplicada 1, fila 5, columna R2: «9G-POZ» no se puede jugar: 9G-POZ pone O en H9, donde ya hay una A. Ronda 2 y siguientes sin puntuar hasta corregirlo',
      stop: 2,
      played: [0],
      master: [12],
      players: [
        { name: 'Ana', scores: [12] },
        { name: 'Bea', scores: [12] },
      ],
    });
    bad[4][2] = 'H4-CASA';
    expect(stopped(bad, 'en').message).toBe(
      'Duplicada 1, row 5, column R2: "H4-CASA" cannot be played: H4-CASA runs on into the tile on H8: the word must start and end where the tiles do. Round 2 on not scored until it is corrected',
    );
    bad[4][2] = 'Z9-PAZ';
    expect(stopped(bad).message).toBe(
      'Duplicada 1, fila 5, columna R2: «Z9-PAZ» no se puede jugar: la casilla «Z9» está fuera del tablero (filas A a O, columnas 1 a 15). Ronda 2 y siguientes sin puntuar hasta corregirlo',
    );
    // A score that is not one stays an error of the whole tab, as before (rules §9).
    bad[4][2] = 'mucho';
    expect(errorOf(() => read(bad))).toContain('Duplicada 1, fila 5, columna R2');
  });

  test('an illegal master move stops the board at its Jugada cell; round 1 stays scored', () => {
    const bad = GAME.map((row) => row.slice());
    bad[2][2] = 'A1-PAZ';
    const result = stopped(bad);
    expect(result).toMatchObject({
      message:
        'Duplicada 1, fila 3, columna R2: «A1-PAZ» no se puede jugar: A1-PAZ no toca ninguna ficha del tablero. Ronda 2 y siguientes sin puntuar hasta corregirlo',
      stop: 2,
      played: [0],
      master: [12],
    });
    const board = read(bad).board;
    expect(board.before[1]).not.toBeNull();
    expect(board.before[2]).toBeNull();
    expect(board.plays.map((play) => play?.score ?? null)).toEqual([12, null, null]);
  });

  test('a move without the earlier master moves: the board is unknown, said with the round', () => {
    const bad = GAME.map((row) => row.slice());
    bad[2][1] = '';
    bad[1][1] = 12;
    bad[1][3] = 12;
    // The first cell that cannot be scored, in round order: Bea's move in R2.
    expect(stopped(bad)).toMatchObject({
      message:
        'Duplicada 1, fila 5, columna R2: «9G-PAS» no se puede puntuar: falta la jugada maestra de la ronda 1 (fila «Jugada») y sin ella no se conoce el tablero. Ronda 2 y siguientes sin puntuar hasta corregirlo',
      played: [0],
      master: [12],
    });
  });

  test("a player's move above the master counts and is flagged; a typed score above it stays an error", () => {
    const above = GAME.map((row) => row.slice());
    // Bea plays 9G-PAZ in R3 instead... not legal then (G9 is taken); R2 with Maestra 9 typed and
    // Jugada 9G-PAS (9): Ana's 20 typed is above 9, an error; with Ana's move 9G-PAZ (27) it counts.
    above[1][2] = 9;
    above[2][2] = '9G-PAS';
    above[3][2] = '9G-PAZ';
    above[4][2] = 5;
    // R3's board now holds PAS, not PAZ: 12H-SOL still 12 (it does not touch column 9).
    const result = read(above);
    expect(result.game.master).toEqual([12, 9, 12]);
    expect(result.game.players[0].scores).toEqual([12, 27, 12]);
    expect(result.aboveMaster[0]).toEqual([false, true, false]);
    expect(result.warnings).toEqual([
      {
        key: 'board.warn.aboveMaster',
        params: { tab: 'Duplicada 1', row: 4, column: 'R2', value: '9G-PAZ', score: 27, master: 9 },
      },
    ]);
    above[3][2] = 20;
    expect(errorOf(() => read(above))).toBe(
      'Duplicada 1, fila 4, columna R2: 20 supera la jugada maestra de la ronda (9)',
    );
  });

  test('the Atril row: racks checked by the rack rules, moves checked against them, the leftover warned', () => {
    const withRacks: Grid = [
      ['Jugador', 'R1', 'R2', 'R3'],
      ['Maestra', '', '', ''],
      ['Jugada', 'H8-CASA', '9G-PAZ', '12H-SOL'],
      // R1's master move leaves E, I, O of CASAEIO, kept in R2's rack; PAZ leaves E I O R T,
      // and R3's rack has no E.
      ['Atril', 'CASAEIO', 'EIOPZRT', 'SOLIRTU'],
      // 9G-PAR: G9 P on a letter ×2 6, H9 A 1, I9 R on a letter ×2 2: 9.
      ['Ana', 12, '9G-PAR', ''],
    ];
    const result = read(withRacks);
    expect(result.game.master).toEqual([12, 27, 12]);
    expect(result.game.players[0].scores).toEqual([12, 9, 0]);
    expect(result.warnings).toEqual([
      {
        key: 'board.warn.rackLeft',
        params: { tab: 'Duplicada 1', row: 4, column: 'R3', rack: 'SOLIRTU', tiles: 'E', round: 2 },
      },
    ]);
    expect(t('es', result.warnings[0].key, result.warnings[0].params)).toBe(
      'Duplicada 1, fila 4, columna R3: el atril SOLIRTU no tiene E, que quedaron en el atril tras la maestra de la ronda 2',
    );

    // rules §20: a Sorteo cell says round 3's rack came from a cambio de fichas (the whole rack
    // went back into the bag): it need not keep round 2's leave, and nothing is warned.
    const cambio: Grid = [...withRacks.slice(0, 4), ['Sorteo', '', '', 'cambio de fichas'], withRacks[4]];
    expect(read(cambio).warnings).toEqual([]);
    expect(read(cambio).game.players[0].scores).toEqual([12, 9, 0]);

    const notInRack = withRacks.map((row) => row.slice());
    notInRack[4][2] = '9G-PAS';
    expect(stopped(notInRack)).toMatchObject({
      message:
        'Duplicada 1, fila 5, columna R2: «9G-PAS» no se puede jugar: 9G-PAS pone una ficha S que el atril «E I O P Z R T» no tiene. Ronda 2 y siguientes sin puntuar hasta corregirlo',
      played: [0],
    });
    const masterNotInRack = withRacks.map((row) => row.slice());
    masterNotInRack[3][1] = 'CASEIOU';
    expect(stopped(masterNotInRack)).toMatchObject({
      message:
        'Duplicada 1, fila 3, columna R1: «H8-CASA» no se puede jugar: H8-CASA pone una ficha A que el atril «C A S E I O U» no tiene. Ronda 1 y siguientes sin puntuar hasta corregirlo',
      played: [],
    });
    // A rack against the rack rules is a warning at its cell (the round was played with it).
    const badRack = withRacks.map((row) => row.slice());
    badRack[3][1] = 'AEIOUAC';
    const warned = read(badRack);
    expect(warned.warnings[0]).toEqual({
      key: 'warn.dup.badMove',
      params: {
        tab: 'Duplicada 1',
        row: 4,
        column: 'R1',
        message: '6 vocales en la ronda 1: hasta la ronda 15 deben ser menos de 6',
      },
    });
  });
});
