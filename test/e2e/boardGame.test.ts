// A whole 15-round duplicate game typed as moves (rules §6.7, issue 22 "Must show"), scored
// by "Calcular duplicada" through the CLI on a real .xlsx file and through the built bundle
// in the Apps Script fakes; the expected scores and totals come from outside Atril (see
// test/fixtures/boardGame.ts). The moves stay as typed; Tablero holds the final board.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import type { Grid } from '../../src/sheets/grid/cells';
import { createGasEnvironment } from '../gas/fakes';
import { atril } from '../support/cli';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { BOARD_GAME, BOARD_GAME_EXPECTED, BOARD_GAME_MASTER, BOARD_GAME_MASTER_TOTAL } from '../fixtures/boardGame';

/** The game block of Clasificación duplicada: each row by the name in column Jugador, read by header. */
function checkStandings(grid: Grid): void {
  const header = grid.findIndex((row) => row.includes('Jugador') && row.includes('R15'));
  expect(header).toBeGreaterThan(0);
  const columns = grid[header].map(String);
  const col = (name: string) => columns.indexOf(name);
  const rowOf = (name: string) => grid.slice(header + 1).find((row) => row[col('Jugador')] === name) as Grid[number];
  const master = rowOf('Maestra');
  expect(Array.from({ length: 15 }, (_, r) => master[col(`R${r + 1}`)])).toEqual(BOARD_GAME_MASTER);
  expect(master[col('Total')]).toBe(BOARD_GAME_MASTER_TOTAL);
  for (const [name, expected] of Object.entries(BOARD_GAME_EXPECTED)) {
    const row = rowOf(name);
    expect([name, row[col('Puntos')], row[col('Bonif.')], row[col('Total')]]).toEqual([
      name,
      expected.score,
      expected.bonus,
      expected.total,
    ]);
    // Each round's cell: the score (a bonus shown beside it), marked "*" where it came from a move.
    const typed = BOARD_GAME.find((line) => line[0] === name) as Grid[number];
    for (let r = 0; r < 15; r++) {
      const cell = String(row[col(`R${r + 1}`)]);
      expect(cell.startsWith(String(expected.scores[r]))).toBe(true);
      expect(cell.endsWith(' *')).toBe(typeof typed[r + 1] === 'string');
    }
  }
}

/** Tablero: the final board, the title naming round 15 and its master move. */
function checkBoard(grid: Grid): void {
  const title = grid.findIndex((row) => String(row[0]).includes('tablero tras la ronda 15'));
  expect(title).toBeGreaterThanOrEqual(0);
  expect(String(grid[title][0])).toContain(`3C-BRRPSGJO (${BOARD_GAME_MASTER[14]} puntos)`);
  expect(grid[title + 1].slice(0, 16)).toEqual(['', ...Array.from({ length: 15 }, (_, i) => i + 1)]);
  // Row H (the 8th under the header): the first master move went down column 8 from C8, RR CH L T Ñ on C8–G8, so H8
  // holds its 6th tile, G.
  expect(grid[title + 9][0]).toBe('H');
  expect(grid[title + 9][8]).toBe('G');
}

describe('a 15-round game typed as moves', () => {
  it('through the CLI: scored, the moves kept as typed, Tablero written', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'atril-board-')), 'duplicada.xlsx');
    expect((await atril(['setup', path])).code).toBe(0);
    const book = await XlsxWorkbook.open(path);
    book.addTab('Duplicada 1');
    book.write('Duplicada 1', 1, 1, BOARD_GAME);
    await book.save();
    const run = await atril(['duplicate', path]);
    expect(run.code).toBe(0);
    const after = await XlsxWorkbook.open(path);
    expect(after.read('Duplicada 1')).toEqual(BOARD_GAME);
    checkStandings(after.read('Clasificación duplicada') as Grid);
    checkBoard(after.read('Tablero') as Grid);
  });

  it('through the bundle in the Apps Script fakes: the same', () => {
    ensureBuilt();
    const env = createGasEnvironment({ locale: 'es_ES' });
    const context = loadBundle(env);
    (context.setupTournament as () => void)();
    const sheet = env.spreadsheet.insertSheet('Duplicada 1');
    sheet.getRange(1, 1, BOARD_GAME.length, BOARD_GAME[0].length).setValues(BOARD_GAME);
    (context.scoreDuplicate as () => void)();
    expect(env.ui.violations).toEqual([]);
    expect(env.spreadsheet.getSheetByName('Duplicada 1')?.snapshot()).toEqual(BOARD_GAME);
    checkStandings(env.spreadsheet.getSheetByName('Clasificación duplicada')?.snapshot() as Grid);
    checkBoard(env.spreadsheet.getSheetByName('Tablero')?.snapshot() as Grid);
  });
});
