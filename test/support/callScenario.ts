// A club's tournament through the built bundle's menu handlers in the strict fakes, action by
// action, counting what each costs in Apps Script: every SpreadsheetApp call (getters and
// builders included), the data reads and writes among them, and the other services' calls
// (flush, lock, properties, cache). Shared by the service-call test (test/e2e/gasPath.test.ts)
// and `npm run bench -- calls`, so both measure the same thing (issue 11 item 7).
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
  /** Tabs in the workbook when the action ran (the tab list costs one getName each). */
  tabs: number;
  /** Tabs read (one getDataRange and one getValues each). */
  reads: number;
  /** Tabs renamed (Nuevo torneo keeps the finished tournament's tabs under its name). */
  renamed: number;
  /** Every tab's name was listed (getSheets and one getName each): the action needs them all (tabDirectory.ts). */
  listed: boolean;
  /** Generated tabs rewritten whole: a block written from A1 on a tab that was there before the action, not a typed one. */
  rewritten: number;
  /** Generated tabs whose print layout the action changed (any part of it: frozen rows, a width, the row formats, the picture). */
  laidOut: number;
  /** RangeList batches beyond the first of each kind of format on a tab: a kind over more than 1,000 ranges (RANGE_LIST_BATCH). */
  batches: number;
  /** The tabs it writes already have the layout it gives them: nothing to lay out (the steady state of a tournament). */
  steady: boolean;
  /** It added its line to the Registro (rules §17): every action that changed the workbook. */
  logged: boolean;
  /** The SpreadsheetApp calls by method (CallCounter.apiSummary), to say where they go. */
  summary: string;
  ms: number;
}

// The budget of SpreadsheetApp calls (issue 11 item 7), the same at 40 and 4000 players. An
// action whose tabs already have their layout — every press of a tournament's rounds after
// the first: pair, undo, standings, ELO, duplicate scoring, publish, the sidebar — gets the
// 30 flat, whatever the number of tabs, reads and rewrites. An action that does a one-off
// thing (set-up, a tab's first layout or a new shape, a tab grown past its rows, the tabs a
// finished tournament keeps) gets the sum of what it does, each term the exact price of one
// thing, so a term that grows shows in the figures (docs/addon.md "Calls per action"):
/**
 * 30: every steady action; and the base of a one-off action in a workbook of up to ten tabs
 * (one tournament: set-up's eight, Clasificación por clubes, one more) that reads up to three
 * tabs and rewrites one generated tab.
 */
export const SPREADSHEET_CALL_BUDGET = 30;
/** Tabs the 30 covers: the tab list is getSheets and one getName per tab, once per action. */
export const BUDGET_TABS = 10;
/** Tabs read the 30 covers; each one more is getDataRange + getValues (the live page reads each Duplicada game, Temporada, Escalafón). */
export const BUDGET_READS = 3;
/**
 * Each generated tab rewritten beyond the first: getRange, setValues and its sheet's id
 * (layoutMemory.ts, which also remembers the block written there last, so that the new one
 * blanks it with no clearContents; a tab Atril has not written since this accounting is
 * cleared once, one call more).
 */
export const REWRITE_CALLS = 3;
/**
 * Each generated tab whose print layout changed (its first layout, or a new shape: a player
 * added, the first forfeit, the first player out), for the parts that changed: frozen rows, the
 * setColumnWidths of the changed widths (one per run of equal neighbours at most), the row
 * formats (clearFormats when there were some, and one RangeList per kind: bold, title size,
 * wrap, alignment over numbers), the QR picture. A layout that did not change costs nothing
 * but the sheet's id (in REWRITE_CALLS).
 */
export const LAYOUT_CALLS = 25;
/**
 * When an action first writes past a tab's rows, at most this many per grown tab. A generated
 * tab whose size Atril remembers (every tab it made, layoutMemory.ts) costs the insert alone;
 * one it does not, the refused range, its size and the insert. Rondas: the refused range, its
 * rows, the insert and its last row's formatting copied down (getRange, copyFormatToRange),
 * its validations read and set (getDataValidations, getRange, setDataValidations): 8. Rondas
 * grows by four rounds at a time, the views to what they need.
 */
export const GROWTH_CALLS = 8;
/**
 * Each further RangeList batch of a kind of row format: getRangeList and the format, per 1,000
 * ranges beyond the first 1,000 (RANGE_LIST_BATCH, docs/addon.md "Where the reference is
 * silent"): 2500 players' cards are 5,000 header rows, five batches a kind.
 */
export const RANGE_LIST_CALLS = 2;
/**
 * Set-up (and Nuevo torneo, which runs it) instead of the 30. In a new workbook set-up is 60:
 * eight tabs inserted, the typed tabs written with their checks, frozen rows and bold headers,
 * the five views' title and header written (not laid out: their first real write lays them
 * out whole) and each view's sheet id remembered. The 80 covers it in a workbook of up to ten
 * tabs that reads up to three (+15, as the 30 does), and what Nuevo torneo writes besides
 * (Jugadores listing the Escalafón's players under its bold header, the clock for the kept
 * tabs' names: +5); each renamed tab is RENAME_CALLS more. And +4: a new validation builder for
 * each of the typed tabs' three checks (newDataValidation and setAllowInvalid for each, not
 * once: docs/addon.md "Where the reference is silent"). And +8 for Jugadores' Presente (rules
 * §16): its header written (getRange, setValues), its checkbox rule built and set (getRange,
 * newDataValidation, requireCheckbox, build, setDataValidation) and, in a Jugadores that was
 * there already (Nuevo torneo's), the read that finds it missing.
 */
export const SETUP_CALL_BUDGET = 92;
/** Nuevo torneo: each tab of the finished tournament kept under its name (Sheet.setName). */
export const RENAME_CALLS = 1;
/**
 * The Registro's line (rules §17), added by every action that changes the workbook: the tab
 * looked up (getSheetByName), its last row asked (getLastRow: its values are never read) and
 * the line written (getRange, setValues). The journal that lets a cut
 * action finish (src/gas/journal.ts) costs no SpreadsheetApp call: it is kept in the document's
 * properties (one setProperties, one deleteProperty, and the getProperty that finds none).
 */
export const REGISTRO_CALLS = 4;
/** Data calls (getValues, setValues, clear…) per action. */
export const DATA_CALL_BUDGET = 15;

/** measure(…, STEADY): an action whose tabs already have their layout. */
const STEADY = true;
const SETS_UP = new Set(['setupTournament', 'newTournament']);

/** An action's budget of SpreadsheetApp calls: 30 when steady, else the terms above for what it did. */
export function callBudget(cost: ActionCost): number {
  const over = (count: number, covered: number) => Math.max(0, count - covered);
  // Listing every tab is one getName each: only the actions that need every name pay it.
  const logged = cost.logged ? REGISTRO_CALLS : 0;
  if (cost.steady) return SPREADSHEET_CALL_BUDGET + logged + (cost.listed ? over(cost.tabs, BUDGET_TABS) : 0);
  return (
    (SETS_UP.has(cost.action) ? SETUP_CALL_BUDGET : SPREADSHEET_CALL_BUDGET) +
    logged +
    over(cost.tabs, BUDGET_TABS) +
    2 * over(cost.reads, BUDGET_READS) +
    REWRITE_CALLS * over(cost.rewritten, 1) +
    RENAME_CALLS * cost.renamed +
    LAYOUT_CALLS * cost.laidOut +
    GROWTH_CALLS * cost.grown +
    RANGE_LIST_CALLS * cost.batches
  );
}

/** The tabs the director types in: written in place, never rewritten whole. */
const TYPED_TAB = /^(Configuración|Jugadores|Rondas|Duplicada \d+)$/;

const DUPLICATE_ROUNDS = 15;
const TOURNAMENT = 'Otoño 2026';
const ROUNDS = 3;

/**
 * Format calls that lay a generated tab out (its widths, row formats, picture: layoutMemory.ts),
 * counted by the tab they go to. Frozen rows are left out: set-up freezes the typed tabs' headers too.
 */
const LAYOUT_METHODS = new Set([
  'setColumnWidths',
  'clearFormats',
  'insertImage',
  'remove',
  'setFontSize',
  'setWrap',
  'setHorizontalAlignment',
]);

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

/** The generated tabs the action rewrote whole: written from A1, there before it (not inserted by it), not typed. */
function rewrittenTabs(env: GasEnvironment): number {
  const inserted = new Set(
    env.counter.calls.filter((call) => call.method === 'insertSheet').map((call) => call.target),
  );
  const tabs = env.counter.calls
    .filter((call) => call.kind === 'write' && call.method === 'setValues' && /!A1(:|$)/.test(call.target))
    .map((call) => call.target.replace(/!A1(:.*)?$/, ''))
    .filter((tab) => !inserted.has(tab) && !TYPED_TAB.test(tab));
  return new Set(tabs).size;
}

/** RangeList format calls beyond one per tab and kind of format (the counter's target is "Tab!RangeList(n)"). */
function rangeListBatches(env: GasEnvironment): number {
  const lists = env.counter.calls.filter((call) => call.kind === 'format' && call.target.includes('!RangeList('));
  return lists.length - new Set(lists.map((call) => `${call.target.replace(/!.*$/, '')} ${call.method}`)).size;
}

/** Runs the tournament with `players` players; returns each action's cost. */
export function runScenario(players: number): ActionCost[] {
  ensureBuilt();
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: 'https://script.google.com/macros/s/AKfy/exec' });
  const menu = loadBundle(env) as Record<string, (...args: unknown[]) => unknown>;
  const costs: ActionCost[] = [];
  const measure = (action: string, call: () => unknown, steady = false): unknown => {
    const tabs = env.spreadsheet.getSheets().length;
    env.counter.reset();
    const start = performance.now();
    const result = call();
    const ms = performance.now() - start;
    costs.push({
      action,
      spreadsheet: env.counter.spreadsheetCalls,
      data: env.counter.data,
      services: env.counter.count('service'),
      grown: env.counter.calls.filter((call) => /^Sheet\.insert(Rows|Columns)After$/.test(call.method)).length,
      tabs,
      laidOut: new Set(
        env.counter.calls
          .filter((call) => call.kind === 'format' && LAYOUT_METHODS.has(call.method))
          .map((call) => call.target.replace(/!.*$/, '')),
      ).size,
      reads: env.counter.calls.filter((call) => call.kind === 'read' && !call.target.startsWith('Registro')).length,
      batches: rangeListBatches(env),
      renamed: env.counter.calls.filter((call) => call.method === 'Sheet.setName').length,
      listed: env.counter.calls.some((call) => call.method === 'Spreadsheet.getSheets'),
      rewritten: rewrittenTabs(env),
      steady,
      logged: env.counter.calls.some((call) => call.kind === 'write' && call.target.startsWith('Registro')),
      summary: env.counter.apiSummary(),
      ms,
    });
    return result;
  };
  measure('setupTournament', () => menu.setupTournament());
  // The club names the tournament (its kept tabs are called after it) and plans three rounds.
  env.spreadsheet
    .getSheetByName('Configuración')!
    .getRange(2, 2, 2, 1)
    .setValues([[TOURNAMENT], [ROUNDS]]);
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
  measure('pairNextRound (refused: results missing)', () => menu.pairNextRound(), STEADY);
  scoreRound(env, 1);
  measure('pairNextRound (round 2)', () => menu.pairNextRound(), STEADY);
  measure('undoLastRound', () => menu.undoLastRound(), STEADY);
  measure('pairNextRound (round 2 again)', () => menu.pairNextRound(), STEADY);
  scoreRound(env, 2);
  measure('updateStandings', () => menu.updateStandings());
  measure('updateStandings (again, nothing new)', () => menu.updateStandings(), STEADY);
  measure('computeElo', () => menu.computeElo());
  measure('computeElo (again)', () => menu.computeElo(), STEADY);
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
  measure('scoreDuplicate (again)', () => menu.scoreDuplicate(), STEADY);
  measure('pairNextRound (round 3)', () => menu.pairNextRound(), STEADY);
  scoreRound(env, 3);
  // Tabla cruzada and Tarjetas have every planned round from the first update: nothing to lay out.
  measure('updateStandings (round 3 played)', () => menu.updateStandings(), STEADY);
  measure('publishStandings', () => menu.publishStandings(), STEADY);
  measure('showStatus (sidebar)', () => menu.showStatus(), STEADY);
  const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as typeof menu;
  measure('doGet (web app, not cached)', () => page.doGet(), STEADY);
  measure('doGet (web app, cached)', () => page.doGet(), STEADY);
  measure('refreshStandings (web app)', () => page.refreshStandings('es'), STEADY);
  // The season goes on: the tournament closed, its tabs kept under its name, the next one paired.
  const closed = measure('closeTournament', () => menu.closeTournament()) as { ok: boolean } | null;
  const next = measure('newTournament', () => menu.newTournament()) as { ok: boolean; archived: string[] } | null;
  if (!closed?.ok || !next?.ok || next.archived.length === 0)
    throw new Error('the scenario did not run as planned: the tournament was not closed and kept');
  measure('pairNextRound (next tournament, round 1)', () => menu.pairNextRound());
  scoreRound(env, 1);
  measure('pairNextRound (next tournament, round 2)', () => menu.pairNextRound(), STEADY);
  // The actions that need every tab's name, in the season workbook: one getName per tab more.
  measure('updateStandings (next tournament)', () => menu.updateStandings());
  measure('publishStandings (next tournament)', () => menu.publishStandings(), STEADY);
  // The room and the papers of the next duplicate game: three printed tabs and the game's tab.
  measure('prepareDuplicate', () => menu.prepareDuplicate());
  const alerts = env.ui.alerts.map((alert) => alert.message);
  const failed = alerts.find((message) => /no se ha podido|error interno/.test(message));
  if (failed) throw new Error(`the scenario did not run as planned: ${failed}`);
  return costs;
}
