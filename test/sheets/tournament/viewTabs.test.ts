// The generated tabs as printed (rules §2): each view under its title, and a print layout
// that stays the same from round to round of a planned tournament (issue 11 item 7: a layout
// that changes costs the add-on service calls), so "Actualizar clasificación" after a round
// lays nothing out again.
import { type Tournament } from '../../../src/core/model';
import { type PrintLayout } from '../../../src/sheets/grid/workbook';
import { printLayout } from '../../../src/sheets/grid/printedTab';
import { eloTab, standingsTabs } from '../../../src/sheets/tournament/viewTabs';
import { PLANNED_ROUNDS, plannedTournament } from '../../fixtures/plannedTournament';

const DATE = new Date(2026, 10, 23);

/** Each view's print layout for the tournament as it stands, by tab key. */
function layouts(tournament: Tournament, lang: 'es' | 'en' = 'es'): Record<string, PrintLayout> {
  const context = { tournament, lang, date: DATE };
  const tabs = [...standingsTabs(context), { key: 'elo', tab: eloTab(context) }];
  return Object.fromEntries(tabs.map(({ key, tab }) => [key, printLayout(tab)]));
}

describe('the views keep their print layout from round to round', () => {
  test.each([1, 2, 3])('seed %i: from set-up (players typed) to the last round, every layout the same', (seed) => {
    const stages = plannedTournament(seed);
    const first = layouts(stages[0]);
    for (let round = 1; round <= PLANNED_ROUNDS; round++)
      expect([round, layouts(stages[round])]).toEqual([round, first]);
  });

  test('the scores the fixture plays reach what the room is there for: 4-digit games, 5-digit running totals, SB in quarters', () => {
    const last = standingsTabs({ tournament: plannedTournament(1)[PLANNED_ROUNDS], lang: 'es' });
    const cards = last.find(({ key }) => key === 'cards')!.tab.grid;
    const numbers = (column: number) => cards.map((row) => row[column]).filter((cell) => typeof cell === 'number');
    expect(Math.max(...(numbers(7) as number[]))).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...(numbers(8) as number[]))).toBeGreaterThanOrEqual(3000);
    expect(numbers(9).some((sb) => Number(sb) % 0.5 !== 0)).toBe(true);
  });

  test('in English too', () => {
    const stages = plannedTournament(4);
    const first = layouts(stages[0], 'en');
    for (let round = 1; round <= PLANNED_ROUNDS; round++) expect(layouts(stages[round], 'en')).toEqual(first);
  });

  test('the first forfeit widens the round columns of Tabla cruzada once; the other views stay', () => {
    const stages = plannedTournament(5, { forfeitsFrom: 3 });
    const crosstable = (round: number) => layouts(stages[round]).crosstable;
    const firstForfeit = stages.findIndex((stage) => stage.games.some((game) => game.override === 'NP1'));
    expect(firstForfeit).toBeGreaterThanOrEqual(3);
    expect(crosstable(firstForfeit)).not.toEqual(crosstable(firstForfeit - 1));
    for (let round = firstForfeit; round <= PLANNED_ROUNDS; round++)
      expect(crosstable(round)).toEqual(crosstable(firstForfeit));
    const others = (round: number) => ({ ...layouts(stages[round]), crosstable: null });
    for (let round = 1; round <= PLANNED_ROUNDS; round++) expect(others(round)).toEqual(others(0));
  });
});

describe('Tabla cruzada and Tarjetas have every planned round from round 1', () => {
  const stages = plannedTournament(1);
  const tabs = (round: number) => standingsTabs({ tournament: stages[round], lang: 'es', date: DATE });
  const grid = (round: number, key: string) => tabs(round).find((tab) => tab.key === key)!.tab.grid;

  test('after round 2 of 5: columns R1–R5, R3–R5 blank on every row', () => {
    const crosstable = grid(2, 'crosstable');
    expect(crosstable[1]).toEqual(['Puesto', 'N°', 'Nombre', 'R1', 'R2', 'R3', 'R4', 'R5', 'Puntos']);
    expect(crosstable).toHaveLength(2 + 11);
    expect(crosstable.slice(2).every((row) => row.slice(5, 8).every((cell) => cell === ''))).toBe(true);
    // Everyone but the late entrant (N° 11, from round 3) played round 1.
    expect(
      crosstable
        .slice(2)
        .filter((row) => row[3] === '')
        .map((row) => row[1]),
    ).toEqual([11]);
    // N° 5 was absent in round 2.
    expect(crosstable.find((row) => row[1] === 5)![4]).toBe('Aus');
  });

  test('after round 2 of 5: each card has five rows, rounds 3–5 blank but for Ronda', () => {
    const cards = grid(2, 'cards');
    const start = cards.findIndex((row) => String(row[0]).startsWith('N° 2 ·'));
    const rows = cards.slice(start + 2, start + 7);
    expect(rows.map((row) => row[0])).toEqual([1, 2, 3, 4, 5]);
    expect(rows.slice(0, 2).every((row) => row[4] !== '')).toBe(true);
    expect(rows.slice(2).every((row) => row.slice(1).every((cell) => cell === ''))).toBe(true);
    // The next card starts right after: a blank row, then its heading.
    expect(cards[start + 7].every((cell) => cell === '')).toBe(true);
    expect(String(cards[start + 8][0])).toMatch(/^N° 3 ·/);
  });

  test('more rounds paired than planned: a column and a card row for each', () => {
    const over = { ...stages[3], config: { ...stages[3].config, rounds: 2 } };
    const crosstable = standingsTabs({ tournament: over, lang: 'es' }).find((tab) => tab.key === 'crosstable')!;
    expect(crosstable.tab.grid[1].slice(3)).toEqual(['R1', 'R2', 'R3', 'Puntos']);
  });
});
