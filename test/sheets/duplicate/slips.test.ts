// Papeletas (rules §6.6, §12): two across and eight down, 16 to an A4 page, whatever the
// names — a long tournament name shortened, a long player's name on two lines within its
// slip — each player's slips a page of their own, each row of slips a unit kept whole.
import type { Seat } from '../../../src/core/duplicate/seating';
import {
  nameLines,
  SLIP_CHARACTERS,
  SLIP_LINES,
  SLIPS_DOWN,
  slipsPerPlayer,
  slipsTab,
} from '../../../src/sheets/duplicate/slips';
import { printLayout } from '../../../src/sheets/grid/printedTab';

const seat = (table: number, name: string): Seat => ({ table, name, place: null, eloDi: null });
const LONG_NAME = 'María de los Ángeles Fernández-Villaverde Ruiz';
const LONG_TOURNAMENT = 'Campeonato Interclubes de la Comunidad Valenciana de Scrabble Duplicado 2026';

describe('nameLines', () => {
  test('a name that fits stays on one line', () => {
    expect(nameLines('Ana García', SLIP_CHARACTERS)).toEqual(['Ana García', '']);
  });
  test('a long name breaks at the last space that fits, each line within the slip', () => {
    const [first, second] = nameLines(LONG_NAME, SLIP_CHARACTERS);
    expect(`${first} ${second}`).toBe(LONG_NAME);
    expect([...first].length).toBeLessThanOrEqual(SLIP_CHARACTERS);
    expect([...second].length).toBeLessThanOrEqual(SLIP_CHARACTERS);
  });
  test('a name too long for two lines is shortened with an ellipsis; a word longer than a line is cut', () => {
    const [, second] = nameLines(`${LONG_NAME} ${LONG_NAME}`, SLIP_CHARACTERS);
    expect(second.endsWith('…')).toBe(true);
    expect([...second].length).toBe(SLIP_CHARACTERS);
    expect(nameLines('X'.repeat(40), 28)).toEqual(['X'.repeat(28), 'X'.repeat(12)]);
  });
});

describe('slipsTab', () => {
  const context = { tournament: LONG_TOURNAMENT, game: 'Duplicada 1', lang: 'es' as const };
  const seats = [seat(1, LONG_NAME), seat(2, 'Luis')];
  const tab = slipsTab(seats, 15, context);

  test('two across whatever the names: 16 slips a page, one page per player', () => {
    expect(slipsPerPlayer(15)).toBe(16);
    expect(slipsPerPlayer(17)).toBe(32);
    expect(tab.grid[0]).toHaveLength(3);
    const page = SLIPS_DOWN * SLIP_LINES;
    expect(tab.pageBreaks).toEqual([page + 1]);
    expect(tab.units).toHaveLength(2 * SLIPS_DOWN);
    expect(tab.fillPage).toBe(true);
    // The .xlsx prints it down the page, its lines no taller than a line (8 rows of slips fit).
    expect(printLayout(tab)).toMatchObject({ landscape: false, pageBreaks: [page + 1], bodyRowPoints: 15 });
  });

  test('the long tournament name shortened, the long name on two lines, every line within the slip', () => {
    const slip = tab.grid.slice(0, SLIP_LINES).map((row) => row[0]);
    expect(slip[0]).toMatch(/^Duplicada 1 · Campeonato .*…$/);
    expect(slip[1]).toBe('Ronda 1 · Mesa 1');
    expect(`${slip[2]} ${slip[3]}`).toBe(LONG_NAME);
    expect(slip[4]).toMatch(/^Jugada: _+$/);
    expect(slip[5]).toMatch(/^Puntos: _+$/);
    for (const line of tab.grid.flatMap((row) => [row[0], row[2]]))
      expect([...String(line)].length).toBeLessThanOrEqual(SLIP_CHARACTERS + 2);
    // A short name keeps its blank line under the slip.
    const luis = tab.grid.slice(SLIPS_DOWN * SLIP_LINES, SLIPS_DOWN * SLIP_LINES + SLIP_LINES).map((row) => row[2]);
    expect(luis.slice(2)).toEqual(['Luis', expect.stringMatching(/^Jugada/), expect.stringMatching(/^Puntos/), '']);
  });
});
