// The game tab as the arbiter's program reads it (rules §20): the seed, the round drawn next
// and its leave, the round whose master move is found next, the game chosen.
import { parseTiles, tileText } from '../../../src/core/duplicate';
import {
  chooseGameTab,
  drawPosition,
  gameSeed,
  masterPosition,
  parseSeed,
  readArbiterTab,
} from '../../../src/sheets/duplicate/arbiterGame';
import type { Cell, Grid } from '../../../src/sheets/grid/cells';
import { errorOf } from '../../support/errors';

function tab(cells: [string, number, Cell][] = []): Grid {
  const rows = ['Maestra', 'Jugada', 'Atril', 'Semilla', 'Sorteo', 'Ana'];
  const grid: Grid = [['Nombre', 'R1', 'R2', 'R3'], ...rows.map((label) => [label, '', '', ''])];
  for (const [label, r, value] of cells) grid.find((row) => row[0] === label)![r + 1] = value;
  return grid;
}
const read = (grid: Grid) => readArbiterTab(grid, 'Duplicada 1', 'es');
const letters = (tiles: { letter: string; blank: boolean }[]) => tiles.map(tileText).sort().join('');

describe('parseSeed', () => {
  test('a whole number typed or as text; blank is null; anything else undefined', () => {
    expect([parseSeed(12), parseSeed('12'), parseSeed(' 7 '), parseSeed(''), parseSeed(null)]).toEqual([
      12,
      12,
      7,
      null,
      null,
    ]);
    expect([parseSeed(1.5), parseSeed('1e3'), parseSeed('-2'), parseSeed('doce'), parseSeed(2 ** 60)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('gameSeed', () => {
  test('the typed seed wins and is not written; a given one fills a blank cell; else a fresh one', () => {
    expect(gameSeed(read(tab([['Semilla', 0, 9]])), null, () => 1)).toEqual({ seed: 9, write: false });
    expect(gameSeed(read(tab([['Semilla', 0, 9]])), '9', () => 1)).toEqual({ seed: 9, write: false });
    expect(gameSeed(read(tab()), '44', () => 1)).toEqual({ seed: 44, write: true });
    expect(gameSeed(read(tab()), null, () => 123)).toEqual({ seed: 123, write: true });
    expect(errorOf(() => gameSeed(read(tab([['Semilla', 0, 9]])), 10, () => 1))).toMatch(
      'la semilla escrita es 9, no 10',
    );
  });
});

describe('drawPosition and masterPosition', () => {
  test('round 1 of a blank tab: the empty board, no leave; no round waits for its master', () => {
    const game = read(tab());
    const position = drawPosition(game)!;
    expect([position.r, position.tiles]).toEqual([0, []]);
    expect(masterPosition(game)).toEqual({ r: 0, key: 'arbiter.noRackRound' });
  });

  test('after round 1: the leave of its rack, round 2 in play; the master waits on round 2 once drawn', () => {
    const game = read(
      tab([
        ['Atril', 0, 'CASA?IO'],
        ['Jugada', 0, 'H8-CAsA'],
      ]),
    );
    const position = drawPosition(game)!;
    expect(position.r).toBe(1);
    expect(letters(position.tiles)).toBe(letters(parseTiles('SIO')));
    expect(position.board[7][7]).toEqual({ letter: 'C', blank: false });
    const drawn = read(
      tab([
        ['Atril', 0, 'CASA?IO'],
        ['Jugada', 0, 'H8-CAsA'],
        ['Atril', 1, 'IOS+LTRN'],
      ]),
    );
    const master = masterPosition(drawn);
    expect('tiles' in master && [master.r, master.tiles.length]).toEqual([1, 7]);
    expect(errorOf(() => drawPosition(drawn))).toMatch('la ronda 2 no tiene jugada maestra');
  });

  test('every round drawn: null; every round played: allPlayed', () => {
    const full = tab([0, 1, 2].flatMap((r): [string, number, Cell][] => [['Atril', r, 'AEIORST']]));
    expect(drawPosition(read(full))).toBeNull();
    const played = tab([0, 1, 2].map((r): [string, number, Cell] => ['Jugada', r, 'H8-RES']));
    expect(masterPosition(read(played))).toEqual({ r: 3, key: 'arbiter.allPlayed' });
  });
});

describe('chooseGameTab', () => {
  const workbook = { tabNames: () => ['Jugadores', 'Duplicada 1', 'Duplicada 2'] };
  test('the tab named (case aside), the active game, else the last', () => {
    expect(chooseGameTab(workbook, { tab: 'duplicada 1' })).toBe('Duplicada 1');
    expect(chooseGameTab(workbook, { activeTab: 'Duplicada 1' })).toBe('Duplicada 1');
    expect(chooseGameTab(workbook, { activeTab: 'Jugadores' })).toBe('Duplicada 2');
    expect(errorOf(() => chooseGameTab(workbook, { tab: 'Jugadores' }))).toMatch(
      '«Jugadores» no es una partida de duplicada',
    );
  });
});
