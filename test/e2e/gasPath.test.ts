// The director's whole path again, on the built bundle in a vm with the fake Apps Script
// services (issue 6 "Must show"): menu handlers as globals, SheetsWorkbook over the fake
// SpreadsheetApp, alerts through the fake Ui — and no user text ever becomes a formula.
import type { Cell } from '../../src/sheets/grid/cells';
import { BAD_INPUT_CASES, expectedPlace, expectMessage, typedCells } from './badInputCases';
import { directorPath, DUPLICATE_1, type Driver, FORMULA_NAME, PLAYERS, rowsOfRound, typeScores } from './directorPath';
import {
  anotherExecution,
  asSpreadsheet,
  callCustomFunction,
  createGasEnvironment,
  type GasEnvironment,
  range,
} from '../gas/fakes';
import { SheetsWorkbook } from '../../src/gas/sheetsWorkbook';
import { loadTournament } from '../../src/sheets/tournament/loadTournament';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import {
  type ActionCost,
  BUDGET_READS,
  BUDGET_TABS,
  callBudget,
  DATA_CALL_BUDGET,
  GROWTH_CALLS,
  RANGE_LIST_CALLS,
  runScenario,
  REGISTRO_CALLS,
  SPREADSHEET_CALL_BUDGET,
} from '../support/callScenario';

beforeAll(() => ensureBuilt());

export function bundleDriver(env: GasEnvironment): Driver {
  let context: ReturnType<typeof loadBundle> | null = null;
  const bundle = () => (context ??= loadBundle(env));
  return {
    run(action) {
      const alerts = env.ui.alerts.length;
      const result = (bundle()[action] as () => { ok: boolean; message: string } | null)();
      const alert = env.ui.alerts[alerts];
      // Every handler tells the director something, once.
      expect(env.ui.alerts).toHaveLength(alerts + 1);
      return result ? { ...result } : { ok: false, message: alert.message };
    },
    snapshot: (tab) => env.spreadsheet.getSheetByName(tab)?.snapshot() ?? null,
    type(tab, row, column, values) {
      const sheet = env.spreadsheet.getSheetByName(tab) ?? env.spreadsheet.insertSheet(tab);
      // The director types a name such as =HYPERLINK(...) as text (a leading apostrophe in Sheets).
      const typed = values.map((line) =>
        line.map((cell) => (typeof cell === 'string' && /^[=+\-@]/.test(cell) ? `'${cell}` : cell)),
      );
      sheet.getRange(row, column, values.length, values[0].length).setValues(typed);
    },
    tabNames: () => env.spreadsheet.getSheets().map((sheet) => sheet.getName()),
    dataCalls: () => env.counter.data,
    resetCalls: () => env.counter.reset(),
  };
}

describe('director path on the built bundle (vm + fake services)', () => {
  const env = createGasEnvironment({ locale: 'es_ES' });
  directorPath(() => bundleDriver(env));

  it('never turned user text into a formula (rules §9), and the name is stored exactly', () => {
    expect(env.spreadsheet.formulaLog).toEqual([]);
    for (const tab of ['Rondas', 'Clasificación', 'Tabla cruzada', 'Tarjetas', 'ELO', 'Clasificación duplicada']) {
      const sheet = env.spreadsheet.getSheetByName(tab)!;
      expect(sheet.snapshot().flat()).toContain(FORMULA_NAME);
    }
    expect(env.spreadsheet.getSheetByName('Clasificación')!.snapshot().flat()).toContain('+Club');
  });

  it('Resultado is plain text with the dropdown of rules §2; ratings and scores take numbers only', () => {
    const rondas = env.spreadsheet.getSheetByName('Rondas')!;
    expect(rondas.getRange('G500').getNumberFormat()).toBe('@');
    expect(rondas.getRange('G500').getDataValidation()?.getCriteriaValues()[0]).toEqual([
      'NP1',
      'NP2',
      'NP',
      '1-0',
      '0-1',
      '½-½',
      'FF1',
      'FF2',
      'FF',
    ]);
    // rules §9: scores are 0–2000 as typed, the rule cellScore reads them by.
    expect(rondas.getRange('E2').getDataValidation()?.getCriteriaType()).toBe('NUMBER_BETWEEN');
    expect(rondas.getRange('F2').getDataValidation()?.getCriteriaValues()).toEqual([0, 2000]);
    expect(rondas.getRange('F2').getDataValidation()?.getAllowInvalid()).toBe(false);
    expect(rondas.getFrozenRows()).toBe(1);
    const jugadores = env.spreadsheet.getSheetByName('Jugadores')!;
    expect(jugadores.getRange('C2').getDataValidation()?.getCriteriaType()).toBe('NUMBER_GREATER_THAN_OR_EQUAL_TO');
    expect(jugadores.getRange('A1').getFontWeight()).toBe('bold');
  });
});

describe('handlers at the edge', () => {
  function preparedEnv(): GasEnvironment {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const context = loadBundle(env);
    (context.setupTournament as () => void)();
    env.spreadsheet
      .getSheetByName('Jugadores')!
      .getRange(2, 1, PLAYERS.length, 8)
      .setValues(
        PLAYERS.map((line) => line.map((cell) => (typeof cell === 'string' && /^[=+]/.test(cell) ? `'${cell}` : cell))),
      );
    return env;
  }

  it('a second director waiting on the document lock gets a "busy" message and nothing is paired (rules §8)', () => {
    const env = preparedEnv();
    env.lock.documentHeldByOther(true);
    const context = loadBundle(env);
    env.counter.reset();
    expect((context.pairNextRound as () => unknown)()).toBeNull();
    expect(env.ui.alerts.at(-1)?.message).toMatch(/Otra persona está usando Atril/);
    expect(env.counter.events()).toEqual(['lock', 'alert']);
    expect(env.spreadsheet.getSheetByName('Rondas')!.getLastRow()).toBe(1);
    env.lock.documentHeldByOther(false);
    expect((context.pairNextRound as () => { ok: boolean })().ok).toBe(true);
    expect(env.lock.holdsDocumentLock()).toBe(false);
  });

  it('two directors pressing "Emparejar siguiente ronda" at the same moment get one round (rules §8)', () => {
    const env = preparedEnv();
    const second = anotherExecution(env);
    const first = loadBundle(env);
    const other = loadBundle(second);
    let secondOutcome: unknown = 'not pressed';
    // The second director presses while the first one's pairing is writing.
    env.counter.onCall = (call) => {
      if (call.kind !== 'write') return;
      env.counter.onCall = null;
      secondOutcome = (other.pairNextRound as () => unknown)();
    };
    const firstOutcome = (first.pairNextRound as () => { ok: boolean; round: number })();
    expect(firstOutcome).toMatchObject({ ok: true, round: 1 });
    expect(secondOutcome).toBeNull();
    expect(second.ui.alerts.map((alert) => alert.message)).toEqual([expect.stringMatching(/Otra persona/)]);
    expect(env.ui.alerts.at(-1)?.message).toMatch(/Ronda 1 emparejada/);
    const rounds = env.spreadsheet
      .getSheetByName('Rondas')!
      .snapshot()
      .slice(1)
      .map((line) => line[0])
      .filter((round) => round !== '');
    expect(new Set(rounds)).toEqual(new Set([1]));
    expect(rounds).toHaveLength(Math.ceil(PLAYERS.length / 2));
    expect([...env.ui.violations, ...second.ui.violations]).toEqual([]);
  });

  it('a director taking the lock the moment the first releases it sees the first round, flushed (rules §8)', () => {
    const env = preparedEnv();
    const second = anotherExecution(env);
    const first = loadBundle(env);
    const other = loadBundle(second);
    let secondOutcome: unknown = 'not pressed';
    // The second press lands right after the first director's lock is released, before the
    // first script has ended: only what the first flushed is there to see.
    env.counter.onCall = (call) => {
      if (call.method !== 'releaseLock') return;
      env.counter.onCall = null;
      secondOutcome = (other.pairNextRound as () => unknown)();
    };
    expect((first.pairNextRound as () => { ok: boolean })()).toMatchObject({ ok: true, round: 1 });
    expect(secondOutcome).toMatchObject({ ok: false });
    expect(second.ui.alerts.at(-1)?.message).toMatch(/sin resultado|mesas/);
    const rounds = env.spreadsheet
      .getSheetByName('Rondas')!
      .snapshot()
      .slice(1)
      .map((line) => line[0])
      .filter((round) => round !== '');
    expect(new Set(rounds)).toEqual(new Set([1]));
  });

  it('custom functions over whole columns (every empty row of the sheet) agree with the menu', () => {
    const env = preparedEnv();
    const context = loadBundle(env);
    const driver = bundleDriver(env);
    driver.run('pairNextRound');
    typeScores(driver, 'Rondas', rowsOfRound(driver.snapshot('Rondas')!, 1));
    driver.run('updateStandings');
    const standings = callCustomFunction(
      context,
      env.spreadsheet,
      'STANDINGS',
      range('Jugadores!A:H'),
      range('Rondas!A:G'),
      undefined,
      range('Configuración!A:B'),
    ) as unknown[][];
    // The tab has its printed title above the table (rules §2); the function returns the table.
    const tab = driver.snapshot('Clasificación')!;
    expect(standings).toEqual(tab.slice(tab.findIndex((row) => row[0] === 'Puesto')));
    const preview = callCustomFunction(
      context,
      env.spreadsheet,
      'PAIR_ROUND',
      range('Jugadores!A:H'),
      range('Rondas!A:G'),
    );
    expect((preview as unknown[][]).length).toBeGreaterThan(Math.floor(PLAYERS.length / 2));
  });

  it('a flush that keeps failing, tried again, still releases the document lock; the director reads Atril’s words (rules §17)', () => {
    const env = preparedEnv();
    const context = loadBundle(env);
    (env.globals.SpreadsheetApp as { flush(): void }).flush = () => {
      throw new Error('Service Spreadsheets timed out');
    };
    (context.pairNextRound as () => unknown)();
    expect(env.lock.holdsDocumentLock()).toBe(false);
    expect(env.ui.alerts.at(-1)?.message).toMatch(/^Google no ha podido terminar «Emparejar siguiente ronda»/);
    expect(env.ui.alerts.at(-1)?.message).not.toContain('timed out');
  });

  it('every handler writes, flushes, releases the lock and only then alerts (rules §8)', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const driver = bundleDriver(env);
    const step = (action: Parameters<Driver['run']>[0], writes: boolean, ok = true): void => {
      env.counter.reset();
      expect(driver.run(action)).toMatchObject({ ok });
      expect(env.counter.events()).toEqual(
        writes ? ['lock', 'write', 'flush', 'release', 'alert'] : ['lock', 'flush', 'release', 'alert'],
      );
    };
    step('setupTournament', true);
    driver.type('Jugadores', 2, 1, PLAYERS);
    step('pairNextRound', true);
    step('undoLastRound', true);
    step('pairNextRound', true);
    typeScores(driver, 'Rondas', rowsOfRound(driver.snapshot('Rondas')!, 1));
    step('updateStandings', true);
    step('computeElo', true);
    driver.type('Duplicada 1', 1, 1, DUPLICATE_1);
    step('scoreDuplicate', true);
    // Without a web app deployment Publicar clasificación gives the deployment steps instead.
    step('publishStandings', false, false);
    expect(env.ui.violations).toEqual([]);
  });

  it('Rondas rows past the first thousand keep Resultado plain text, its dropdown and the number checks', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const driver = bundleDriver(env);
    driver.run('setupTournament');
    const players = Array.from({ length: 2100 }, (_, i) => [
      '',
      `Jugador ${i + 1}`,
      2000 - (i % 500),
      '',
      '',
      '',
      '',
      '',
    ]);
    env.spreadsheet.getSheetByName('Jugadores')!.insertRowsAfter(1000, 1200);
    driver.type('Jugadores', 2, 1, players);
    expect(driver.run('pairNextRound')).toMatchObject({ ok: true, round: 1 });
    const rondas = env.spreadsheet.getSheetByName('Rondas')!;
    expect(rondas.getLastRow()).toBe(1051);
    for (const a1 of ['G1001', 'G1051']) {
      expect(rondas.getRange(a1).getNumberFormat()).toBe('@');
      expect(rondas.getRange(a1).getDataValidation()?.getCriteriaType()).toBe('VALUE_IN_LIST');
    }
    expect(rondas.getRange('E1051').getDataValidation()?.getCriteriaType()).toBe('NUMBER_BETWEEN');
    expect(rondas.getRange('F1051').getDataValidation()?.getCriteriaValues()).toEqual([0, 2000]);
  });

  it('names and clubs a Spanish sheet would parse stay text wherever Atril writes them (rules §9)', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const driver = bundleDriver(env);
    driver.run('setupTournament');
    // Typed by the director as text (Sheets needs the apostrophe to keep them so in Jugadores).
    const names = ['Mar 3', '€ Club', '50%', '3 de marzo', 'Ana García', 'Luis Pérez'];
    const clubs = ['Abril 2026', '$ 5', '3,5', '10:30', 'Abril Club', ''];
    env.spreadsheet
      .getSheetByName('Jugadores')!
      .getRange(2, 1, names.length, 4)
      .setValues(names.map((name, i) => ['', `'${name}`, 2000 - i, clubs[i] ? `'${clubs[i]}` : '']));
    expect(driver.run('pairNextRound')).toMatchObject({ ok: true });
    typeScores(driver, 'Rondas', rowsOfRound(driver.snapshot('Rondas')!, 1));
    expect(driver.run('updateStandings')).toMatchObject({ ok: true });
    for (const tab of ['Rondas', 'Emparejamientos', 'Clasificación', 'Tabla cruzada', 'Tarjetas']) {
      const cells = env.spreadsheet.getSheetByName(tab)!.snapshot().flat();
      for (const name of names) expect([tab, cells.includes(name)]).toEqual([tab, true]);
      expect([tab, cells.filter((cell) => cell instanceof Date)]).toEqual([tab, []]);
    }
    const standings = env.spreadsheet.getSheetByName('Clasificación')!.snapshot().flat();
    for (const club of clubs.filter(Boolean)) expect(standings).toContain(club);
  });

  it('Ausente en rondas is plain text from set-up: "3,5" stays "3,5", rounds 3 and 5, not the number 3.5', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const driver = bundleDriver(env);
    driver.run('setupTournament');
    const jugadores = env.spreadsheet.getSheetByName('Jugadores')!;
    const header = jugadores.snapshot()[0];
    const absent = header.indexOf('Ausente en rondas') + 1;
    expect(absent).toBeGreaterThan(0);
    expect(jugadores.getRange(2, absent).getNumberFormat()).toBe('@');
    expect(jugadores.getRange(1000, absent).getNumberFormat()).toBe('@');
    driver.type('Jugadores', 2, 1, PLAYERS);
    // Typed without an apostrophe, as a director would.
    jugadores.getRange(2, absent).setValue('3,5');
    expect(jugadores.getRange(2, absent).getValue()).toBe('3,5');
    expect(driver.run('pairNextRound')).toMatchObject({ ok: true });
    const { tournament } = loadTournament(new SheetsWorkbook(asSpreadsheet(env.spreadsheet)), 'es');
    expect(tournament.players.find((player) => player.name === PLAYERS[0][1])?.absentRounds).toEqual([3, 5]);
  });

  it('bad input is shown as a message naming tab, row and value, never a stack trace (rules §9)', () => {
    const env = preparedEnv();
    env.spreadsheet.getSheetByName('Jugadores')!.getRange('C4').setValue('mucho');
    const context = loadBundle(env);
    env.counter.reset();
    expect((context.pairNextRound as () => unknown)()).toBeNull();
    const alert = env.ui.alerts.at(-1)!;
    expect(alert.title).toMatch(/la acción no ha podido terminar/);
    expect(alert.message).toBe('Jugadores, fila 4, columna Escalafón: «mucho» no es un número');
    expect(env.counter.writes).toBe(0);
    // The error path too: the lock is released before the alert.
    expect(env.counter.events()).toEqual(['lock', 'flush', 'release', 'alert']);
  });

  it('names bad input in the workbook\'s language, not the user\'s locale (docs/input.md "Language")', () => {
    const spanish = createGasEnvironment({ locale: 'es_ES' });
    (loadBundle(spanish).setupTournament as () => void)();
    // An English user on a Spanish workbook whose Idioma was cleared: the tabs are still Spanish.
    const env = anotherExecution(spanish, { userLocale: 'en_GB' });
    const context = loadBundle(env);
    const config = env.spreadsheet.getSheetByName('Configuración')!;
    const idioma = config.snapshot().findIndex((row) => row[0] === 'Idioma');
    config.getRange(idioma + 1, 1, 1, 2).setValues([['', '']]);
    env.spreadsheet
      .getSheetByName('Jugadores')!
      .getRange('B2:C3')
      .setValues([
        ['Ana', 'mucho'],
        ['Bea', 1800],
      ]);
    expect((context.pairNextRound as () => unknown)()).toBeNull();
    expect(env.ui.alerts.at(-1)).toMatchObject({
      title: 'Atril: la acción no ha podido terminar',
      message: 'Jugadores, fila 2, columna Escalafón: «mucho» no es un número',
    });
  });

  it('speaks English for an English locale: menu, tabs, headers, messages', () => {
    const env = createGasEnvironment({ locale: 'en_US' });
    const context = loadBundle(env);
    (context.onOpen as () => void)();
    expect(env.ui.menus[0].items[0]).toEqual({ label: 'Set up tournament', functionName: 'setupTournament' });
    (context.setupTournament as () => void)();
    expect(env.spreadsheet.getSheetByName('Players')!.snapshot()[0].slice(0, 3)).toEqual(['No.', 'Name', 'Rating']);
    expect(env.spreadsheet.getSheetByName('Rounds')).not.toBeNull();
    (context.pairNextRound as () => void)();
    expect(env.ui.alerts.at(-1)).toMatchObject({
      title: 'Atril: the action could not finish',
      message: 'The Players tab has no players: type one per row (Name; Rating and Club if known) and pair again.',
    });
  });

  it('the status sidebar shows round N of R, the missing tables and the next action, names escaped', () => {
    const env = preparedEnv();
    const context = loadBundle(env);
    (context.pairNextRound as () => void)();
    (context.showStatus as () => void)();
    const sidebar = env.ui.sidebars.at(-1)!;
    expect(sidebar.title).toBe('Estado del torneo');
    expect(sidebar.html).toContain('Ronda 1 de 7');
    expect(sidebar.html).toContain(
      'Ronda 1, mesa 1: Ana García – =HYPERLINK(&quot;http://x.example&quot;,&quot;gana&quot;)',
    );
    expect(sidebar.html).not.toContain('"gana"');
    expect(sidebar.html).toContain('Escribe los puntos que faltan en la pestaña Rondas.');
    expect(sidebar.html).not.toContain('data-run="pairNextRound"');
  });
});

describe('print layouts remembered between actions (layoutMemory.ts, issue 11 item 7)', () => {
  /** Everything a layout sets, tab by tab: frozen rows, widths, each cell's font and alignment, the pictures. */
  function layoutOf(env: GasEnvironment) {
    return env.spreadsheet.getSheets().map((sheet) => {
      const [rows, columns] = [sheet.getLastRow() + 1, Math.max(sheet.getLastColumn(), 8) + 1];
      return {
        tab: sheet.getName(),
        frozen: sheet.getFrozenRows(),
        widths: Array.from({ length: columns }, (_, c) => sheet.getColumnWidth(c + 1)),
        cells: Array.from({ length: rows }, (_, r) =>
          Array.from({ length: columns }, (_, c) =>
            [
              sheet.fontWeightAt(r + 1, c + 1),
              sheet.fontSizeAt(r + 1, c + 1),
              sheet.wrapAt(r + 1, c + 1),
              sheet.alignmentAt(r + 1, c + 1),
            ].join(' '),
          ).join(' | '),
        ),
        images: sheet.getImages().map((image) => [image.row, image.column, image.width, image.height]),
      };
    });
  }

  it('every tab ends as it would with every layout applied whole, for a fraction of the calls', () => {
    const webAppUrl = 'https://script.google.com/macros/s/AKfy/exec';
    const remembered = createGasEnvironment({ locale: 'es_ES', webAppUrl });
    const whole = createGasEnvironment({ locale: 'es_ES', webAppUrl });
    // Without document properties nothing is remembered: every layout is applied whole.
    whole.globals.PropertiesService = {
      ...(whole.globals.PropertiesService as object),
      getDocumentProperties: () => null,
    };
    const layoutCalls = (env: GasEnvironment) =>
      env.counter.calls.filter(
        (call) => call.kind === 'api' && /setColumnWidths|clearFormats|RangeList\./.test(call.method),
      ).length;
    const spent = [remembered, whole].map((env) => {
      const driver = bundleDriver(env);
      let calls = 0;
      const step = (action: Parameters<Driver['run']>[0]) => {
        env.counter.reset();
        expect(driver.run(action)).toMatchObject({ ok: true });
        calls += layoutCalls(env);
      };
      const score = (round: number) => typeScores(driver, 'Rondas', rowsOfRound(driver.snapshot('Rondas')!, round));
      step('setupTournament');
      driver.type('Jugadores', 2, 1, PLAYERS);
      step('pairNextRound');
      score(1);
      step('pairNextRound');
      step('undoLastRound');
      step('pairNextRound');
      score(2);
      step('updateStandings');
      step('updateStandings');
      step('computeElo');
      step('computeElo');
      driver.type('Duplicada 1', 1, 1, DUPLICATE_1);
      step('scoreDuplicate');
      step('scoreDuplicate');
      // The director deletes Clasificación and makes a tab of that name again by hand.
      env.spreadsheet.deleteSheet(env.spreadsheet.getSheetByName('Clasificación')!);
      env.spreadsheet.insertSheet('Clasificación');
      step('updateStandings');
      step('pairNextRound');
      score(3);
      step('updateStandings');
      return calls;
    });
    expect(layoutOf(remembered)).toEqual(layoutOf(whole));
    expect(spent[0]).toBeLessThan(spent[1] / 2);
  });
});

describe.each(BAD_INPUT_CASES.map((test) => [test.what, test] as const))('bundle, bad input: %s', (_what, test) => {
  it.each(test.actions)('%s alerts tab, row, column and value and leaves the spreadsheet as it was', (handler) => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const driver = bundleDriver(env);
    driver.run('setupTournament');
    driver.type('Jugadores', 2, 1, PLAYERS);
    driver.run('pairNextRound');
    typeScores(driver, 'Rondas', [2, 3, 4, 5]);
    const place = expectedPlace(test, driver);
    // Text that looks like a number is typed as text (the leading apostrophe of Sheets).
    const typed = (cell: Cell): Cell => (test.text && typeof cell === 'string' ? `'${cell}` : cell);
    for (const [tab, row, column, values] of typedCells(test, driver))
      driver.type(
        tab,
        row,
        column,
        values.map((line) => line.map(typed)),
      );
    const before = env.spreadsheet.getSheets().map((sheet) => [sheet.getName(), sheet.snapshot()]);
    env.counter.reset();
    const outcome = driver.run(handler);
    expect(outcome.ok).toBe(false);
    expectMessage(outcome.message, test, place);
    expect([env.counter.writes, env.counter.count('format')]).toEqual([0, 0]);
    expect(env.spreadsheet.getSheets().map((sheet) => [sheet.getName(), sheet.snapshot()])).toEqual(before);
  });
});

describe('SpreadsheetApp calls per action, every call counted (issue 11 item 7)', () => {
  // The same tournament at 40 players and at 2500 (past Sheets' 1000 rows: Rondas, the views
  // and Emparejamientos must grow); `npm run bench -- calls` prints the same at 40 and 4000.
  const small = runScenario(40);
  const large = runScenario(2500);
  const cost = (costs: ActionCost[], action: string) => costs.find((entry) => entry.action === action)!;

  it('runs the same actions at both sizes', () => {
    expect(large.map((entry) => entry.action)).toEqual(small.map((entry) => entry.action));
    // The slips (Papeletas) pass Sheets' first 1,000 rows from 40 players on.
    expect(
      small.filter((entry) => entry.grown > 0 && entry.action !== 'setupTournament').map((entry) => entry.action),
    ).toEqual(['prepareDuplicate']);
    expect(large.filter((entry) => entry.grown > 0).map((entry) => entry.action)).toEqual([
      'pairNextRound (round 1, numbers players)',
      'updateStandings',
      'computeElo',
      'scoreDuplicate (2 games)',
      'closeTournament',
      'newTournament',
      'pairNextRound (next tournament, round 1)',
      'updateStandings (next tournament)',
      'prepareDuplicate',
    ]);
  });

  it.each(small.map((entry) => [entry.action]))(
    '%s: within the budget at 40 and 2500 players; more only for the tabs it grows',
    (action) => {
      const [few, many] = [cost(small, action), cost(large, action)];
      expect(many.laidOut).toBe(few.laidOut);
      for (const [players, entry] of [
        [40, few],
        [2500, many],
      ] as const)
        expect({ action, players, calls: entry.spreadsheet, within: entry.spreadsheet <= callBudget(entry) }).toEqual({
          action,
          players,
          calls: entry.spreadsheet,
          within: true,
        });
      // Only growing a tab past its rows, or formatting more than 1,000 rows of a kind, costs more in a large field, and only that.
      expect(many.spreadsheet - few.spreadsheet).toBeLessThanOrEqual(
        GROWTH_CALLS * many.grown + RANGE_LIST_CALLS * (many.batches - few.batches),
      );
      if (many.grown === 0 && many.batches === 0) expect(many.spreadsheet).toBe(few.spreadsheet);
      expect([few.data, many.data].every((data) => data <= DATA_CALL_BUDGET)).toBe(true);
    },
  );

  it('every steady action — each press after the first layout of its tabs — stays within 30 calls at any size, plus a getName per tab where every name is needed', () => {
    const steady = (costs: ActionCost[]) => costs.filter((entry) => entry.steady);
    // Every press a director repeats through a tournament is in the run, measured steady.
    expect(steady(small).map((entry) => entry.action)).toEqual([
      'pairNextRound (refused: results missing)',
      'pairNextRound (round 2)',
      'undoLastRound',
      'pairNextRound (round 2 again)',
      'updateStandings (again, nothing new)',
      'computeElo (again)',
      'scoreDuplicate (again)',
      'pairNextRound (round 3)',
      'updateStandings (round 3 played)',
      'publishStandings',
      'showStatus (sidebar)',
      'doGet (web app, not cached)',
      'doGet (web app, cached)',
      'refreshStandings (web app)',
      'pairNextRound (next tournament, round 2)',
      'publishStandings (next tournament)',
    ]);
    for (const costs of [small, large]) {
      expect(
        steady(costs)
          .filter((entry) => entry.laidOut > 0 || entry.grown > 0)
          .map((entry) => entry.action),
      ).toEqual([]);
      // 30 flat, but for the one getName per tab of an action that needs every tab's name.
      for (const entry of steady(costs)) {
        // The Registro's line (rules §17) is REGISTRO_CALLS more for an action that changed something.
        const flat = SPREADSHEET_CALL_BUDGET + (entry.logged ? REGISTRO_CALLS : 0);
        const allowed = entry.listed ? callBudget(entry) : flat;
        expect([entry.action, entry.spreadsheet <= allowed]).toEqual([entry.action, true]);
        expect(entry.spreadsheet - (entry.listed ? entry.tabs + 1 : 0) <= flat).toBe(true);
      }
    }
    // Only these four do no more than the one-off base of 30 allows (≤ 10 tabs besides the
    // Registro, rules §17; ≤ 3 read, one rewrite): the others read or rewrite more, or sit in a
    // bigger workbook (Calcular ELO once set-up's Premios made it 11 tabs), within 30 all the same.
    expect(
      steady(small)
        .filter((entry) => entry.reads <= BUDGET_READS && entry.rewritten <= 1 && entry.tabs - 1 <= BUDGET_TABS)
        .map((entry) => entry.action),
    ).toEqual([
      'pairNextRound (refused: results missing)',
      'pairNextRound (round 2)',
      'undoLastRound',
      'pairNextRound (round 2 again)',
    ]);
  });

  it('finding tabs costs no more in a season of 26 tabs than in one tournament, and only a few actions list them all', () => {
    /** The calls that find tabs (tabDirectory.ts): by name, by count, or the list (getSheets and a getName each). */
    const finding = (entry: ActionCost): Record<string, number> =>
      Object.fromEntries(
        [
          ...entry.summary.matchAll(/(Spreadsheet\.(?:getSheetByName|getNumSheets|getSheets)|Sheet\.getName) ×(\d+)/g),
        ].map((match) => [match[1], Number(match[2])]),
      );
    const total = (entry: ActionCost) => Object.values(finding(entry)).reduce((sum, count) => sum + count, 0);
    for (const costs of [small, large]) {
      // Every name is listed only where every name is needed: the "Duplicada N" games (scored,
      // prepared, kept, put on the first page and by Publicar clasificación) and the tabs a
      // finished tournament keeps; set-up looks for every tab it makes.
      expect(costs.filter((entry) => finding(entry)['Spreadsheet.getSheets']).map((entry) => entry.action)).toEqual([
        'setupTournament',
        'pairNextRound (round 1, numbers players)',
        'scoreDuplicate (2 games)',
        'scoreDuplicate (again)',
        'publishStandings',
        'closeTournament',
        'newTournament',
        'publishStandings (next tournament)',
        'prepareDuplicate',
      ]);
      const [one, season] = [
        cost(costs, 'pairNextRound (round 2)'),
        cost(costs, 'pairNextRound (next tournament, round 2)'),
      ];
      // One tournament's 11 (Premios among them, rules §11, and the Registro, §17); the season's
      // 28: the kept tournament's tabs, the new one's, Escalafón, Temporada and their backups, and
      // EloDI with EloDI anterior (its duplicate games were rated, rules §6.5).
      expect([one.tabs, season.tabs]).toEqual([11, 28]);
      expect(total(season)).toBeLessThanOrEqual(total(one));
      for (const action of [
        'pairNextRound (round 3)',
        'undoLastRound',
        'updateStandings (again, nothing new)',
        'computeElo (again)',
        'showStatus (sidebar)',
      ])
        expect([action, total(cost(costs, action)) <= total(one)]).toEqual([action, true]);
    }
  });

  it('the web app never calls SpreadsheetApp, at any size', () => {
    for (const costs of [small, large]) {
      for (const action of ['doGet (web app, not cached)', 'doGet (web app, cached)', 'refreshStandings (web app)'])
        expect([action, cost(costs, action).spreadsheet]).toEqual([action, 0]);
    }
  });
});
