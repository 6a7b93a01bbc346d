// Rondas' name columns as wide as the longest name (src/sheets/tournament/nameColumns.ts,
// rules §2 "Rondas"; issue 23 item 4): widened at each pairing and each rename, never narrowed.
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { renamePlayer } from '../../../src/sheets/actions/renamePlayer';
import { setupTournament } from '../../../src/sheets/actions/setupTournament';
import { MAX_WIDTH } from '../../../src/sheets/grid/printedTab';
import { nameColumnWidths } from '../../../src/sheets/tournament/nameColumns';
import { DEFAULT_WIDTH, MemoryWorkbook } from '../../support/memoryWorkbook';
import { memoryDriver } from '../../support/memoryDriver';
import { PLAYERS, rowsOfRound, typeScores } from '../../e2e/directorPath';

const LONG = 'María de los Ángeles Fernández-Villaverde';

describe('nameColumnWidths', () => {
  it('one width for both columns: the longest name of either plus two; a bold header a tenth wider', () => {
    const grid = [
      ['Ronda', 'Jugador 1', 'Jugador 2'],
      [1, 'Ana', 'Bartolomé Ruiz'],
      [1, 'Eva Gil', 'DESCANSO'],
    ];
    expect(nameColumnWidths(grid, [1, 2])).toEqual([
      { column: 2, chars: 'Bartolomé Ruiz'.length + 2 },
      { column: 3, chars: 'Bartolomé Ruiz'.length + 2 },
    ]);
    // "Jugador 1" in bold: ceil(9 × 1.1) = 10, plus two.
    expect(nameColumnWidths([grid[0], [1, 'Ana', 'Eva']], [1, 2])[0].chars).toBe(12);
  });

  it('never wider than the printed views allow; a missing column is left out', () => {
    const grid = [
      ['Jugador 1', 'Jugador 2'],
      ['x'.repeat(90), 'y'],
    ];
    expect(nameColumnWidths(grid, [0, undefined])).toEqual([{ column: 1, chars: MAX_WIDTH }]);
  });
});

describe('Rondas on screen: pairing and renaming widen the name columns (issue 23 item 4)', () => {
  function started(players = PLAYERS) {
    const workbook = new MemoryWorkbook();
    const context = { workbook, lang: 'es' as const };
    setupTournament(context);
    workbook.type('Jugadores', 2, 1, players);
    return { workbook, context };
  }
  /** Rondas' Jugador 1 and Jugador 2 (columns C and D, as set-up lays them). */
  const nameWidths = (workbook: MemoryWorkbook) => [3, 4].map((column) => workbook.widthOf('Rondas', column));

  it('each pairing widens both to the longest name paired so far', () => {
    const players = PLAYERS.map((row, i) => (i === 3 ? ['', LONG, ...row.slice(2)] : row));
    const { workbook, context } = started(players);
    expect(nameWidths(workbook)).toEqual([DEFAULT_WIDTH, DEFAULT_WIDTH]);
    expect(pairNextRound(context).ok).toBe(true);
    // Every player is paired in round 1 (or has the bye): the longest is LONG.
    expect(nameWidths(workbook)).toEqual([LONG.length + 2, LONG.length + 2]);
  });

  it('short names leave the default width; a width the director set wider is never narrowed', () => {
    const { workbook, context } = started();
    workbook.setWidth('Rondas', 4, 60);
    pairNextRound(context);
    // The longest of PLAYERS is under the default 13 characters but for the formula-looking one.
    const longest = Math.max(
      ...memoryDriver(workbook)
        .snapshot('Rondas')!
        .slice(1)
        .flatMap((row) => [String(row[2]).length, String(row[3]).length]),
    );
    expect(nameWidths(workbook)).toEqual([Math.max(DEFAULT_WIDTH, longest + 2), 60]);
  });

  it('a rename to a longer name widens them; a rename to a shorter one narrows nothing', () => {
    const { workbook, context } = started();
    pairNextRound(context);
    typeScores(memoryDriver(workbook), 'Rondas', rowsOfRound(workbook.snapshot('Rondas')!, 1));
    expect(renamePlayer(context, 'Ana García', LONG).ok).toBe(true);
    expect(nameWidths(workbook)).toEqual([LONG.length + 2, LONG.length + 2]);
    expect(renamePlayer(context, LONG, 'Ana').ok).toBe(true);
    expect(nameWidths(workbook)).toEqual([LONG.length + 2, LONG.length + 2]);
  });

  it('a refused pairing widens nothing', () => {
    const players = PLAYERS.map((row, i) => (i === 0 ? ['', LONG, ...row.slice(2)] : row));
    const { workbook, context } = started(players);
    pairNextRound(context);
    workbook.setWidth('Rondas', 3, 5);
    // Round 1 has no results yet: refused.
    expect(pairNextRound(context).ok).toBe(false);
    expect(workbook.widthOf('Rondas', 3)).toBe(5);
  });
});
