// The generated views as grids in the user's language (rules §2, §4, §5).
import { crosstableGrid, cardsGrid, eloGrid, standingsGrid } from '../../../src/sheets/tournament/views';
import { ELO_ROUND } from '../../fixtures/eloRound';
import { WORKED } from '../../fixtures/workedTournament';

describe('standingsGrid', () => {
  test('Spanish header with the configured tiebreaks, places shared in a formal tie', () => {
    const grid = standingsGrid(WORKED, 'es');
    expect(grid[0]).toEqual(['Puesto', 'N°', 'Nombre', 'Club', 'Puntos', 'SB', 'Puntos Scrabble']);
    expect(grid.slice(1).map((row) => [row[0], row[1], row[4], row[5], row[6]])).toEqual([
      [1, 3, 2.5, 4.25, 1200],
      [2, 2, 2, 3, 1180],
      [3, 1, 2, 2, 1200],
      [4, 4, 2, 2, 1180],
      [5, 7, 1, 1, 1030],
      [6, 5, 1, 0, 640],
      [6, 6, 1, 0, 640],
      [8, 8, 0.5, 1.25, 370],
    ]);
    expect(grid[3].slice(2, 4)).toEqual(['Ana Alba', 'Club Uno']);
  });

  test('English header; average rating shown whole; direct encounter blank where it does not apply', () => {
    const grid = standingsGrid(WORKED, 'en', ['averageOpponentRating', 'directEncounter']);
    expect(grid[0]).toEqual(['Place', 'No.', 'Name', 'Club', 'Points', 'Average opponent rating', 'Direct encounter']);
    // G (7) met D 1700, E 1600, A 2000 → 1766.67 → 1767.
    const g = grid.find((row) => row[1] === 7)!;
    expect(g[5]).toBe(1767);
    expect(g[6]).toBe('');
  });
});

describe('crosstableGrid', () => {
  test('one cell per round: opponent N°, + / − first move, result; forfeit, bye, withdrawal marks', () => {
    const grid = crosstableGrid(WORKED, 'es');
    expect(grid[0]).toEqual(['Puesto', 'N°', 'Nombre', 'R1', 'R2', 'R3', 'Puntos']);
    const row = (id: number) => grid.find((r) => r[1] === id)!.slice(3);
    expect(row(2)).toEqual(['6− 1', '1+ 1', '3− 0', 2]);
    expect(row(8)).toEqual(['3− ½', '6 0 NP', 'Ret', 0.5]);
    expect(row(6)).toEqual(['2+ 0', '8 1 NP', '4− 0', 1]);
    expect(row(5)).toEqual(['1− 0', '7+ 0', 'Desc 1', 1]);
    expect(
      crosstableGrid(WORKED, 'en')
        .find((r) => r[1] === 5)!
        .slice(3, 6),
    ).toEqual(['1− 0', '7+ 0', 'Bye 1']);
  });

  test('with planned rounds, a blank column for each round not paired yet; without, the rounds paired so far', () => {
    const grid = crosstableGrid(WORKED, 'es', 5);
    expect(grid[0]).toEqual(['Puesto', 'N°', 'Nombre', 'R1', 'R2', 'R3', 'R4', 'R5', 'Puntos']);
    expect(grid.find((r) => r[1] === 2)!.slice(3)).toEqual(['6− 1', '1+ 1', '3− 0', '', '', 2]);
    expect(crosstableGrid(WORKED, 'es')[0]).toHaveLength(7);
    // Fewer planned than paired: every round paired still has its column.
    expect(crosstableGrid(WORKED, 'es', 2)[0]).toHaveLength(7);
  });
});

describe('cardsGrid', () => {
  const HEADER = [
    'Ronda',
    'N° rival',
    'Rival',
    'Salida',
    'Resultado',
    'Puntos',
    'Acumulado',
    'Puntos Scrabble',
    'Acumulado Scrabble',
    'SB',
  ];
  const cards = cardsGrid(WORKED, 'es');
  /** The rows of the card whose heading starts with "N° id ·". */
  const card = (id: number) => {
    const start = cards.grid.findIndex((row) => String(row[0]).startsWith(`N° ${id} ·`));
    return cards.grid.slice(start, start + 2 + 3);
  };

  test('one block per player, by N°: a heading, the header, one row per round; each card a block printed whole', () => {
    expect(cards.grid).toHaveLength(8 * 5 + 7); // 8 cards of heading + header + 3 rounds, a blank row between
    expect(cards.titleRows).toEqual([1, 7, 13, 19, 25, 31, 37, 43]);
    expect(cards.headerRows).toEqual(cards.titleRows?.map((row) => row + 1));
    expect(cards.blocks).toEqual(cards.titleRows);
    for (const row of cards.titleRows ?? [])
      expect(cards.grid[row - 1].slice(1).every((cell) => cell === '')).toBe(true);
    expect(cards.grid[1]).toEqual(HEADER);
  });

  test('with planned rounds, a row for each, blank but for Ronda until the round is paired', () => {
    const planned = cardsGrid(WORKED, 'es', 5);
    expect(planned.titleRows).toEqual([1, 9, 17, 25, 33, 41, 49, 57]);
    expect(planned.blocks).toEqual(planned.titleRows);
    const a = planned.grid.slice(2, 7);
    expect(a.slice(0, 3)).toEqual(card(1).slice(2));
    expect(a.slice(3)).toEqual([
      [4, '', '', '', '', '', '', '', '', ''],
      [5, '', '', '', '', '', '', '', '', ''],
    ]);
    expect(cardsGrid(WORKED, 'es', 2).grid).toEqual(cards.grid);
  });

  test("A's card (hand figures in test/core/cards.test.ts), E's bye, H's draw, forfeit and withdrawal", () => {
    expect(card(1)[0][0]).toBe('N° 1 · Ana Alba · Club Uno');
    expect(card(1).slice(2)).toEqual([
      [1, 5, 'Elena Esteve', 'Sí', 'G', 1, 1, 400, 400, 1],
      [2, 2, 'Berta Bravo', 'No', 'P', 0, 1, 390, 790, 0],
      [3, 7, 'Gloria Gil', 'Sí', 'G', 1, 2, 410, 1200, 1],
    ]);
    expect(card(5)[4].slice(0, 7)).toEqual([3, '', '', '', 'Desc', 1, 1]);
    const h = card(8);
    expect(h[0][0]).toMatch(/^N° 8 · .* · Retirado desde la ronda 3$/);
    expect(h.slice(2).map((row) => row.slice(1, 6))).toEqual([
      [3, 'Carlos Cano', 'No', 'E', 0.5],
      [6, 'Fermín Font', '', 'P NP', 0],
      ['', '', '', 'Ret', 0],
    ]);
  });
});

describe('eloGrid', () => {
  test("the issue's round: Esperado .72/.28/.35/.65/.82/.18, Cambio −7/+7/−4/+4/−8/+8, 1715 unchanged", () => {
    const grid = eloGrid(ELO_ROUND, 'es');
    expect(grid[0]).toEqual([
      'N°',
      'Nombre',
      'Escalafón',
      'Partidas',
      'Puntos',
      'Esperado',
      'Cambio',
      'Nuevo',
      'Rav',
      'Rendimiento',
    ]);
    expect(grid.slice(1).map((row) => [row[2], row[5], row[6], row[7]])).toEqual([
      [2307, 0.72, -7, 2300],
      [2141, 0.28, 7, 2148],
      [2137, 0.35, -4, 2133],
      [2244, 0.65, 4, 2248],
      [2005, 0.82, -8, 1997],
      [1738, 0.18, 8, 1746],
      [1715, 0, 0, 1715],
      ['', '', '', ''],
    ]);
    // The unrated player: 1 game, 0 points, Rav 1715, performance 915.
    expect(grid[8]).toEqual([8, 'P8', '', 1, 0, '', '', '', 1715, 915]);
  });

  test('Esperado is shown with 2 decimals even with the logistic expectancy', () => {
    const grid = eloGrid({ ...ELO_ROUND, config: { ...ELO_ROUND.config, eloExpectancy: 'logistic' } }, 'en');
    // 1 / (1 + 10^(−166/400)) = 0.7222… → 0.72
    expect(grid[1][5]).toBe(0.72);
    expect(grid[0][5]).toBe('Expected');
  });
});
