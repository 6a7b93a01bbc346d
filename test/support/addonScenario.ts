// A club's tournament through the built bundle's menu handlers in the strict fakes, action by
// action, counting what each costs in Apps Script: every SpreadsheetApp call (getters and
// builders included), the data reads and writes among them, and the other services' calls
// (flush, lock, properties, cache). Shared by the service-call test (test/e2e/addon.test.ts)
// and `npm run bench -- addon`, so both measure the same thing (issue 11 item 7).
import { performance } from 'node:perf_hooks';
import { anotherExecution, createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from './loadBundle';

export interface ActionCost {
  action: string;
  /** Every call into SpreadsheetApp and the objects it hands out. */
  spreadsheet: number;
  /** getValues/setValues/clear…: the data calls among them. */
  data: number;
  /** LockService, flush, PropertiesService, CacheService. */
  services: number;
  /** Row or column inserts: a tab grown past its size (Sheets makes new tabs 1000 rows long). */
  grown: number;
  /** Generated tabs laid out for printing (one Sheet.clearFormats each: docs/addon.md). */
  laidOut: number;
  ms: number;
}

/** Every action's budget of SpreadsheetApp calls, the same at any field size (issue 11 item 7)... */
export const SPREADSHEET_CALL_BUDGET = 30;
/**
 * ...plus this many for each generated tab the action lays out for printing (rules §2, docs
 * addon.md "Calls per action"): frozen rows, the old layout cleared, the column widths (one
 * call per run of equal widths), one RangeList per kind of format (bold, title size, wrap,
 * alignment over numbers) and, on Emparejamientos, the QR picture replaced.
 */
export const LAYOUT_CALLS = 25;
/** An action's budget: the data path and the layouts it writes. */
export const callBudget = (cost: ActionCost): number =>
  (cost.action === 'setupTournament' ? SETUP_CALL_BUDGET : SPREADSHEET_CALL_BUDGET) + LAYOUT_CALLS * cost.laidOut;
/** ...but set-up's: 7 new tabs, each inserted, given its header, frozen row and bold header, then the checks. */
export const SETUP_CALL_BUDGET = 60;
/**
 * ...plus, when an action first writes past a tab's rows, at most this many per grown tab: the
 * refused range, the size (2), the insert and, for Rondas, its last row's formats read and
 * pasted (6). Rondas grows by four rounds at a time, the views once.
 */
export const GROWTH_CALLS = 10;
/** Data calls (getValues, setValues, clear…) per action. */
export const DATA_CALL_BUDGET = 15;

const DUPLICATE_ROUNDS = 15;

function typeGrid(env: GasEnvironment, tab: string, row: number, grid: unknown[][]): void {
  const sheet = env.spreadsheet.getSheetByName(tab) ?? env.spreadsheet.insertSheet(tab);
  const last = row + grid.length - 1;
  if (last > sheet.getMaxRows()) sheet.insertRowsAfter(sheet.getMaxRows(), last - sheet.getMaxRows());
  sheet.getRange(row, 1, grid.length, grid[0].length).setValues(grid);
}

/** Scores every game of `round` (table parity decides the winner), as the director types them. */
function scoreRound(env: GasEnvironment, round: number): void {
  const sheet = env.spreadsheet.getSheetByName('Rondas')!;
  const grid = sheet.snapshot();
  const scores = grid.slice(1).map((line) => {
    if (line[0] !== round || line[3] === 'DESCANSO') return [line[4], line[5]];
    const table = line[1] as number;
    return [table % 2 === 0 ? 420 : 360, 380 + (table % 7)];
  });
  sheet.getRange(2, 5, scores.length, 2).setValues(scores);
}

const name = (i: number): string => `Jugador ${String(i + 1).padStart(4, '0')}`;

/** Runs the tournament with `players` players; returns each action's cost. */
export function runScenario(players: number): ActionCost[] {
  ensureBuilt();
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: 'https://script.google.com/macros/s/AKfy/exec' });
  const menu = loadBundle(env) as Record<string, (...args: unknown[]) => unknown>;
  const costs: ActionCost[] = [];
  const measure = (action: string, call: () => unknown): void => {
    env.counter.reset();
    const start = performance.now();
    call();
    const ms = performance.now() - start;
    costs.push({
      action,
      spreadsheet: env.counter.spreadsheetCalls,
      data: env.counter.data,
      services: env.counter.count('service'),
      grown: env.counter.calls.filter((call) => /^Sheet\.insert(Rows|Columns)After$/.test(call.method)).length,
      laidOut: env.counter.calls.filter((call) => call.method === 'Sheet.clearFormats').length,
      ms,
    });
  };
  measure('setupTournament', () => menu.setupTournament());
  typeGrid(
    env,
    'Jugadores',
    2,
    Array.from({ length: players }, (_, i) => [
      '',
      name(i),
      // Escalafón is a whole number (rules §9).
      i % 5 === 4 ? '' : Math.round(2400 - i * (1200 / players)),
      `Club ${i % 12}`,
      '',
      '',
      '',
      '',
    ]),
  );
  measure('pairNextRound (round 1, numbers players)', () => menu.pairNextRound());
  measure('pairNextRound (refused: results missing)', () => menu.pairNextRound());
  scoreRound(env, 1);
  measure('pairNextRound (round 2)', () => menu.pairNextRound());
  measure('undoLastRound', () => menu.undoLastRound());
  measure('pairNextRound (round 2 again)', () => menu.pairNextRound());
  scoreRound(env, 2);
  measure('updateStandings', () => menu.updateStandings());
  measure('computeElo', () => menu.computeElo());
  for (const game of [1, 2]) {
    const master = Array.from({ length: DUPLICATE_ROUNDS }, (_, r) => 40 + ((r * 7) % 50));
    typeGrid(env, `Duplicada ${game}`, 1, [
      ['Nombre', ...master.map((_, r) => `R${r + 1}`)],
      ['Maestra', ...master],
      ...Array.from({ length: players }, (_, i) => [
        name(i),
        ...master.map((score, r) => Math.max(0, score - ((i + r * game) % 23))),
      ]),
    ]);
  }
  measure('scoreDuplicate (2 games)', () => menu.scoreDuplicate());
  measure('publishStandings', () => menu.publishStandings());
  measure('showStatus (sidebar)', () => menu.showStatus());
  const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as typeof menu;
  measure('doGet (web app, not cached)', () => page.doGet());
  measure('doGet (web app, cached)', () => page.doGet());
  measure('refreshStandings (web app)', () => page.refreshStandings('es'));
  const alerts = env.ui.alerts.map((alert) => alert.message);
  const failed = alerts.find((message) => /no se ha podido|error interno/.test(message));
  if (failed) throw new Error(`the scenario did not run as planned: ${failed}`);
  return costs;
}
