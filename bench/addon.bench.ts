// The add-on's Apps Script cost (issue 6): data calls (getValues/setValues/clear...) per
// menu action, counted by the fake SpreadsheetApp through the real SheetsWorkbook adapter,
// at 40 and at 4000 players — the count must not grow with the field (target ≤ 15).
// Wall time is the action's own (TypeScript + fakes), not Google's.
import { performance } from 'node:perf_hooks';
import { SheetsWorkbook } from '../src/gas/sheetsWorkbook';
import type { Grid } from '../src/sheets/grid/cells';
import { type ActionContext } from '../src/sheets/actions/action';
import { computeElo } from '../src/sheets/actions/computeElo';
import { pairNextRound } from '../src/sheets/actions/pairNextRound';
import { scoreDuplicate } from '../src/sheets/actions/scoreDuplicate';
import { setupTournament } from '../src/sheets/actions/setupTournament';
import { tournamentStatus } from '../src/sheets/actions/tournamentStatus';
import { undoLastRound } from '../src/sheets/actions/undoLastRound';
import { updateStandings } from '../src/sheets/actions/updateStandings';
import { asSpreadsheet, createGasEnvironment, installGlobals } from '../test/gas/fakes';
import { peakMemoryMb, verdict } from './measure';

const TARGET = 15;
const DUPLICATE_ROUNDS = 15;

interface Row {
  action: string;
  calls: number;
  ms: number;
}

function typeGrid(env: ReturnType<typeof createGasEnvironment>, tab: string, row: number, grid: Grid): void {
  const sheet = env.spreadsheet.getSheetByName(tab) ?? env.spreadsheet.insertSheet(tab);
  if (row + grid.length - 1 > sheet.getMaxRows())
    sheet.insertRowsAfter(sheet.getMaxRows(), row + grid.length - 1 - sheet.getMaxRows());
  sheet.getRange(row, 1, grid.length, grid[0].length).setValues(grid);
}

function scoreRound(env: ReturnType<typeof createGasEnvironment>, round: number): void {
  const sheet = env.spreadsheet.getSheetByName('Rondas')!;
  const grid = sheet.snapshot();
  grid.forEach((line, index) => {
    if (line[0] !== round || line[3] === 'DESCANSO') return;
    // Deterministic spread of results: table parity decides the winner.
    const table = line[1] as number;
    sheet.getRange(index + 1, 5, 1, 2).setValues([[table % 2 === 0 ? 420 : 360, 380 + (table % 7)]]);
  });
}

function run(players: number): Row[] {
  const env = createGasEnvironment({ locale: 'es_ES' });
  const restore = installGlobals(env);
  const context: ActionContext = { workbook: new SheetsWorkbook(asSpreadsheet(env.spreadsheet)), lang: 'es' };
  const rows: Row[] = [];
  const measure = (action: string, call: () => unknown) => {
    env.counter.reset();
    const start = performance.now();
    call();
    rows.push({ action, calls: env.counter.data, ms: performance.now() - start });
  };
  measure('setupTournament', () => setupTournament(context));
  typeGrid(
    env,
    'Jugadores',
    2,
    Array.from({ length: players }, (_, i) => [
      '',
      `Jugador ${String(i + 1).padStart(4, '0')}`,
      i % 5 === 4 ? '' : Math.round(2400 - i * (1200 / players)), // FISE ratings are whole numbers (docs/input.md)
      'Club',
      '',
      '',
      '',
      '',
    ]),
  );
  measure('pairNextRound (round 1, numbers players)', () => pairNextRound(context));
  measure('pairNextRound (refused: results missing)', () => pairNextRound(context));
  scoreRound(env, 1);
  measure('pairNextRound (round 2)', () => pairNextRound(context));
  measure('undoLastRound', () => undoLastRound(context));
  measure('pairNextRound (round 2 again)', () => pairNextRound(context));
  scoreRound(env, 2);
  measure('updateStandings', () => updateStandings(context));
  measure('computeElo', () => computeElo(context));
  for (const game of [1, 2]) {
    const master = Array.from({ length: DUPLICATE_ROUNDS }, (_, r) => 40 + ((r * 7) % 50));
    typeGrid(env, `Duplicada ${game}`, 1, [
      ['Nombre', ...master.map((_, r) => `R${r + 1}`)],
      ['Maestra', ...master],
      ...Array.from({ length: players }, (_, i) => [
        `Jugador ${String(i + 1).padStart(4, '0')}`,
        ...master.map((score, r) => Math.max(0, score - ((i + r * game) % 23))),
      ]),
    ]);
  }
  measure('scoreDuplicate (2 games)', () => scoreDuplicate(context));
  measure('status sidebar (reads)', () => tournamentStatus(context));
  restore();
  return rows;
}

const small = run(40);
const large = run(4000);
console.log(
  `Data calls (getValues/setValues/clear) per action, through SheetsWorkbook over the fake SpreadsheetApp; target ≤ ${TARGET}, same at any size.`,
);
console.log(
  `${'action'.padEnd(44)} ${'40 pl.'.padStart(7)} ${'4000 pl.'.padStart(9)} ${'ms@4000'.padStart(9)}  verdict`,
);
let failed = false;
small.forEach((row, index) => {
  const big = large[index];
  const ok = row.calls === big.calls && big.calls <= TARGET;
  failed ||= !ok;
  console.log(
    `${row.action.padEnd(44)} ${String(row.calls).padStart(7)} ${String(big.calls).padStart(9)} ${big.ms.toFixed(0).padStart(9)}  ${ok ? verdict(big.calls, TARGET) : 'GROWS WITH SIZE'}`,
  );
});
console.log(`Peak memory: ${peakMemoryMb().toFixed(0)} MB`);
if (failed) process.exitCode = 1;
