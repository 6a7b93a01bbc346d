// The duplicate room's model (rules §19): the round in play, its rack as tiles, the board
// before it, the master move only when asked for, and the tab's own messages.
// Scores by hand (rules §6.7): R1 H8-CASA on the empty board: (3 + 1 + 1 + 1) × 2 (H8, the
// centre) = 12. R2 I8-OR under C and A: OR = O 1 + R on I9 (letter ×2) 2 = 3; cross-words
// CO = 3 + 1 = 4 and AR = 1 + 2 = 3: 10; Maestra total 22.
import { AtrilError } from '../../../src/core/errors';
import type { Grid } from '../../../src/sheets/grid/cells';
import { premiumMap, publicDuplicateError, roomView, roundInPlay } from '../../../src/sheets/duplicate/roomScreen';

const TAB = 'Duplicada 1';

function game(move2 = '', rack2 = 'ELOCHÑ?R'): Grid {
  return [
    ['Jugador', 'R1', 'R2', 'R3'],
    ['Maestra', '', '', ''],
    ['Jugada', 'H8-CASA', move2, ''],
    ['Atril', 'CASAELO', rack2, ''],
    ['Ana', 12, '', ''],
    ['Bea', 10, '', ''],
  ];
}
/** Board index (0-based row × 15 + column) of a square such as "H8". */
const at = (square: string) => ('ABCDEFGHIJKLMNO'.indexOf(square[0]) * 15 + Number(square.slice(1)) - 1) as number;

describe('the round in play', () => {
  it('is the first whose Atril is typed and whose Jugada is blank', () => {
    expect(roundInPlay(game(), TAB, 'es')).toBe(2);
  });
  it('else the first whose Jugada is blank, else the last', () => {
    expect(roundInPlay(game('', ''), TAB, 'es')).toBe(2);
    const played = game('I8-OR');
    played[2][3] = '8A-XX';
    expect(roundInPlay(played, TAB, 'es')).toBe(3);
  });
});

describe('a round as the room sees it', () => {
  it('the rack as tiles with their values: CH and Ñ as one tile, the blank an empty tile', () => {
    const view = roomView(game(), TAB, 2, false, 'es');
    expect(view.rack).toEqual([
      { t: 'E', v: 1 },
      { t: 'L', v: 1 },
      { t: 'O', v: 1 },
      { t: 'CH', v: 5 },
      { t: 'Ñ', v: 8 },
      { t: '', v: 0 },
      { t: 'R', v: 1 },
    ]);
    expect([view.round, view.rounds, view.played, view.note]).toEqual([2, 3, false, '']);
  });

  it('the board before the round, the previous master move marked; no master move until asked for', () => {
    const view = roomView(game('I8-OR'), TAB, 2, false, 'es');
    expect(view.board[7].slice(7, 11)).toEqual(['C', 'A', 'S', 'A']);
    expect(view.board[8][7]).toBe('');
    expect(view.last).toEqual(['H8', 'H9', 'H10', 'H11'].map(at));
    expect(view.master).toBeNull();
    // The Jugada is typed, and nothing of it is in the answer.
    expect(JSON.stringify(view)).not.toContain('OR"');
    expect(view.played).toBe(true);
  });

  it('asked for, the master move: its square, word, score and the running Maestra total, on the board', () => {
    const view = roomView(game('I8-OR'), TAB, 2, true, 'es');
    expect(view.master).toEqual({ move: 'I8-OR', square: 'I8', word: 'OR', score: 10, total: 22 });
    expect(view.board[8].slice(7, 9)).toEqual(['O', 'R']);
    expect(view.last).toEqual([at('I8'), at('I9')]);
    expect(roomView(game(), TAB, 1, true, 'es').master).toEqual({
      move: 'H8-CASA',
      square: 'H8',
      word: 'CASA',
      score: 12,
      total: 12,
    });
  });

  it('a master move not typed yet: the cell named, the board as before', () => {
    const view = roomView(game(), TAB, 2, true, 'es');
    expect(view.master).toBeNull();
    expect(view.note).toBe('Duplicada 1, fila 3, columna R2: sin escribir');
    // Round 3 before round 2 is played: its rack is blank and the board before it unknown.
    expect(roomView(game(), TAB, 3, false, 'en').note).toBe(
      'Duplicada 1, row 4, column R3: no rack yet (S: Draw rack)\nthe board after round 2 is unknown: the master move of round 2 is missing (row "Move")',
    );
  });

  it('a rack the rules refuse: the tab’s own message (tab, row, column, value), no tiles', () => {
    const view = roomView(game('', 'AEIOUAE'), TAB, 2, false, 'es');
    expect(view.rack).toBeNull();
    expect(view.note).toMatch(/^Duplicada 1, fila 4, columna R2: /);
    expect(view.note).toContain('vocales');
    expect(view.board[7][7]).toBe('C');
  });

  it('a master move that cannot be played: named on the reveal only (never before: it would show the move)', () => {
    const bad = game('I8-ZZ');
    expect(roomView(bad, TAB, 2, false, 'es').note).toBe('');
    const shown = roomView(bad, TAB, 2, true, 'es');
    expect(shown.master).toBeNull();
    expect(shown.note).toMatch(/^Duplicada 1, fila 3, columna R2: «I8-ZZ» no se puede jugar: /);
    // The round after it: the board is unknown past the bad cell, which is named.
    const next = roomView(bad, TAB, 3, false, 'es');
    expect(next.note).toContain('fila 3, columna R2');
    expect(next.board[7][7]).toBe('C');
  });

  it('a round past the last shows the last; the premium map has 225 squares, H8 a double word', () => {
    expect(roomView(game(), TAB, 99, false, 'es').round).toBe(3);
    const map = premiumMap();
    expect(map).toHaveLength(225);
    expect([map[at('H8')], map[at('A1')], map[at('B6')], map[at('A4')], map[at('A2')]]).toEqual([
      'D',
      'T',
      't',
      'd',
      '.',
    ]);
  });
});

describe('never early on the public page', () => {
  it('a move that cannot be played is named by its cell, never by its reason (which may show a rack in play)', () => {
    const error = new AtrilError(
      'board.error.illegal',
      { value: 'H8-ZZ', reason: 'el atril «E L O» no tiene Z' },
      { tab: TAB, row: 6, column: 'R2' },
    );
    expect(publicDuplicateError(error, 'es')).toBe('Duplicada 1, fila 6, columna R2: jugada por corregir');
    expect(publicDuplicateError(new AtrilError('error.dup.noGames'), 'es')).toBeNull();
  });
});

describe('rules §20: the draw on the room', () => {
  const tab = [
    ['Jugador', 'R1', 'R2'],
    ['Maestra', '', ''],
    ['Jugada', 'H8-CASA', ''],
    ['Atril', 'CASAEIO', 'EIO+LNT?'],
  ];

  it('the leave (before +) told apart from the new tiles; what the bag holds after the rack', () => {
    const view = roomView(tab, 'Duplicada 1', 2, false, 'es');
    expect(view.rack?.map((tile) => tile.t || '?').join('')).toBe('EIOLNT?');
    expect(view.leave).toBe(3);
    // 100 tiles − 4 on the board − 7 on the rack = 89. Vowels: 12 A + 12 E + 6 I + 9 O + 5 U = 44,
    // minus A, A (board) and E, I, O (rack) = 39; consonants 54 − C, S − L, N, T = 49; blanks 2 − 1.
    expect(view.bag).toEqual([89, 39, 49, 1]);
  });

  it('a rack without + is one group; a board not known: no bag', () => {
    expect(roomView(tab, 'Duplicada 1', 1, false, 'es').leave).toBe(0);
    const unknown = tab.map((line) => [...line]);
    unknown[2][1] = '';
    expect(roomView(unknown, 'Duplicada 1', 2, false, 'es').bag).toBeNull();
  });
});
