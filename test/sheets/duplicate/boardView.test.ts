// The board where people look (rules §6.7): the printable Tablero and the page's board data.
import { boardTab, pageBoard } from '../../../src/sheets/duplicate/boardView';
import { readDuplicateTab } from '../../../src/sheets/duplicate/gameTab';
import { printLayout } from '../../../src/sheets/grid/printedTab';

const GAME = [
  ['Jugador', 'R1', 'R2', 'R3'],
  ['Maestra', '', '', ''],
  ['Jugada', 'H8-CASA', '9G-PAZ', ''],
  ['Ana', 12, 20, ''],
];
const board = readDuplicateTab(GAME, { lang: 'es', tab: 'Duplicada 1' }).board;

describe('Tablero', () => {
  const printed = boardTab([{ name: 'Duplicada 1', board }], 'es', {
    tournament: 'Open',
    date: new Date(2026, 10, 25),
  });

  test('title, the round and last master move, the 16 × 16 board, empty premium squares labelled, the key', () => {
    expect(printed.grid[0][0]).toBe('Open · Tablero · 25/11/2026');
    // 9G-PAZ scores 27 (worked in test/sheets/duplicate/tabBoard.test.ts).
    expect(printed.grid[2][0]).toBe('Duplicada 1: tablero tras la ronda 2; última maestra 9G-PAZ (27 puntos)');
    expect(printed.grid[3].slice(0, 4)).toEqual(['', 1, 2, 3]);
    const row = (letter: string) => printed.grid.find((line) => line[0] === letter) as unknown[];
    // A1 triple word, A4 double letter; row H: H1 triple word, H4 double letter, CASA on H8–H11, H12 double letter.
    expect(row('A').slice(1, 5)).toEqual(['3P', '', '', '2L']);
    expect(row('H').slice(1, 16)).toEqual(['3P', '', '', '2L', '', '', '', 'C', 'A', 'S', 'A', '2L', '', '', '3P']);
    expect(row('G')[9]).toBe('P');
    expect(row('I')[9]).toBe('Z');
    expect(printed.grid[19][0]).toMatch(/^casillas libres: 3P triple palabra/);
    expect(printed.headerRows).toEqual([4]);
    // Rows: 1 title, 2 blank, 3 the game, 4 the column numbers, 5–19 rows A–O, 20 the key.
    expect(printed.noteRows).toEqual([20]);
  });

  test('it prints portrait: 16 narrow columns', () => {
    const layout = printLayout(printed);
    expect(layout.landscape).toBe(false);
    expect(layout.widths).toHaveLength(16);
    expect(Math.max(...layout.widths)).toBeLessThanOrEqual(5);
  });

  test('a game without a master move yet says so', () => {
    const empty = readDuplicateTab(
      [
        ['Jugador', 'R1'],
        ['Maestra', 10],
        ['Ana', 5],
      ],
      { lang: 'en', tab: 'Duplicate 1' },
    ).board;
    expect(boardTab([{ name: 'Duplicate 1', board: empty }], 'en').grid[0][0]).toBe(
      'Duplicate 1: no master move in the "Move" row yet',
    );
    expect(pageBoard({ name: 'Duplicate 1', board: empty }, 'en')).toBeNull();
  });
});

describe('the page board', () => {
  test('caption, 15 × 15 squares with premiums, the last master move marked', () => {
    const page = pageBoard({ name: 'Duplicada 1', board }, 'es');
    expect(page?.caption).toBe('Duplicada 1: tablero tras la ronda 2; última maestra 9G-PAZ (27)');
    expect(page?.squares).toHaveLength(15);
    expect(page?.squares[6][8]).toEqual({ tile: 'P', premium: 'letter2', last: true });
    expect(page?.squares[7][8]).toEqual({ tile: 'A', premium: null, last: false });
    expect(page?.squares[7][7]).toEqual({ tile: 'C', premium: 'word2', last: false });
    expect(page?.squares[0][0]).toEqual({ tile: '', premium: 'word3', last: false });
  });
});
