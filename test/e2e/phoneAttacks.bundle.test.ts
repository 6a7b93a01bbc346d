// The public side under attack (rules §14.1), on the built bundle in the strict Apps Script
// fakes, each attack run as a cheating player or a stranger holding the page's link would run
// it: through the globals, as google.script.run calls them from a web-app execution, with the
// clock moved instead of waited for (env.clock: the script's Date and the cache's expiries).
// docs/phoneResults.md "Threat model" lists each attack with its answer and this test.
import { t } from '../../src/i18n';
import { GLOBALS } from '../../src/gas/globalNames';
import { CUSTOM_FUNCTIONS } from '../../src/sheets/functions';
import { anotherExecution, createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { HOSTILE, largeTournament } from '../support/hostileArguments';
import { slipCodes } from '../support/slipCodes';

beforeAll(() => ensureBuilt());

const EXEC = 'https://script.google.com/macros/s/AKfy-attacks/exec';
type Globals = Record<string, (...args: unknown[]) => unknown>;
type Answer = { ok: boolean; message: string };

const PLAYERS = ['Ana García', 'Beto Núñez', 'Carla Ibáñez', 'Dani Ortega', 'Elena Ruiz', 'Fede Soto'].map(
  (name, i) => ['', name, 2100 - 50 * i],
);
const MINUTE = 60;

/** The es workbook of six players, phones on, round 1 paired from the menu; the clock is the fakes'. */
function paired() {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: EXEC, followClock: true });
  const menu = loadBundle(env) as unknown as Globals;
  menu.setupTournament();
  env.spreadsheet.getSheetByName('Jugadores')!.getRange(2, 1, PLAYERS.length, 3).setValues(PLAYERS);
  const config = env.spreadsheet.getSheetByName('Configuración')!;
  const row = config.snapshot().findIndex((line) => line[0] === 'Resultados desde el teléfono') + 1;
  config.getRange(row, 2).setValue('Sí');
  expect((menu.pairNextRound() as Answer).ok).toBe(true);
  const codes = slipCodes(env);
  const web = anotherExecution(env, { context: 'webapp' });
  const page = loadBundle(web) as unknown as Globals;
  const report = (...sent: unknown[]) => page.reportResult(...sent) as Answer;
  /** A six-digit code that is not the table's. */
  const wrong = (table: number, seed = 0) => {
    const code = String(100000 + seed).padStart(6, '0');
    return code === codes.get(table) ? String(100001 + seed) : code;
  };
  return { env, menu, page, web, report, codes, wrong };
}

/** Round 1's Rondas row of `table`: [Ronda, Mesa, Jugador 1, Jugador 2, Puntos 1, Puntos 2, Resultado]. */
function rondasRow(env: GasEnvironment, table: number): unknown[] {
  return env.spreadsheet
    .getSheetByName('Rondas')!
    .snapshot()
    .find((row) => row[0] === 1 && row[1] === table)!;
}

function typeScores(env: GasEnvironment, table: number, points: [number, number]): void {
  const rondas = env.spreadsheet.getSheetByName('Rondas')!;
  const row = rondas.snapshot().findIndex((line) => line[0] === 1 && line[1] === table) + 1;
  rondas.getRange(row, 5, 1, 2).setValues([points]);
}

const rondas = (env: GasEnvironment) => JSON.stringify(env.spreadsheet.getSheetByName('Rondas')!.snapshot());
const sidebar = (env: GasEnvironment, menu: Globals) => {
  menu.showStatus();
  return env.ui.sidebars.at(-1)!.html;
};

describe('1. a false score that reached Rondas first no longer wins: the dispute stays open', () => {
  it('named by every import and by Estado del torneo until Rondas holds the later report', () => {
    const { env, menu, report, codes } = paired();
    // The cheater holds the slip: 450 - 300 for himself (Jugador 1); the director imports it.
    expect(report(1, 1, codes.get(1), 450, 300).ok).toBe(true);
    expect((menu.importResults() as Answer).message).toContain('Mesa 1: ');
    // The opponent reports the truth.
    expect(report(1, 1, codes.get(1), 300, 450)).toEqual({
      ok: true,
      message: t('es', 'slips.phone.conflict', {
        table: 1,
        points1: 300,
        points2: 450,
        first1: 450,
        first2: 300,
        name1: 'Ana García',
        name2: 'Dani Ortega',
      }),
    });
    const named = 'Mesa 1: el teléfono dice 300 - 450 y Rondas tiene 450 - 300.';
    for (let again = 0; again < 3; again++) {
      const before = rondas(env);
      expect((menu.importResults() as Answer).message).toContain(named);
      // Nothing a dispute does changes Rondas.
      expect(rondas(env)).toBe(before);
      expect(sidebar(env, menu)).toContain(named);
    }
    // The director reads the slip and types the later result: settled.
    typeScores(env, 1, [300, 450]);
    expect((menu.importResults() as Answer).message).toBe(
      t('es', 'import.settled', { count: 1, tab: 'Rondas', tables: 'mesa 1' }),
    );
    expect(sidebar(env, menu)).not.toContain('Mesa 1:');
  });

  it("or when the director keeps Rondas's result from Estado del torneo (a global the page cannot call)", () => {
    const { env, menu, page, web, report, codes } = paired();
    report(1, 2, codes.get(2), 300, 250);
    typeScores(env, 2, [300, 250]);
    menu.importResults();
    // A later, different report after the result is in Rondas (typed this time).
    report(1, 2, codes.get(2), 250, 300);
    const html = sidebar(env, menu);
    const button = /<button data-run="keepRondasResult" data-args="([\d,]+)">/.exec(html);
    expect(button?.[1]).toBe('2,250,300');
    // A stranger calls the global from the page: refused there, nothing changed.
    const store = JSON.stringify([...env.properties.script.store]);
    expect(() => page.keepRondasResult(2, 250, 300)).toThrow(t('es', 'action.noDocument'));
    web.endExecution();
    expect(JSON.stringify([...env.properties.script.store])).toBe(store);
    // The director presses the button: the sidebar's arguments, through the global.
    const before = rondas(env);
    expect(menu.keepRondasResult(...button![1].split(',').map(Number))).toBe(true);
    expect(rondas(env)).toBe(before);
    expect((menu.importResults() as Answer).message).toBe(t('es', 'import.none', { round: 1 }));
    // A newer, different report opens it again.
    report(1, 2, codes.get(2), 251, 300);
    expect((menu.importResults() as Answer).message).toContain(
      'Mesa 2: el teléfono dice 251 - 300 y Rondas tiene 300 - 250.',
    );
    // Stale or hostile arguments from the sidebar change nothing (an alert says so).
    for (const args of [[2, 250, 300], [2, 1e9, 0], ['2', 'x'], [{}, [], null], [-1], [2.5, 251, 300]])
      expect(menu.keepRondasResult(...args)).toBe(false);
    expect(env.ui.alerts.at(-1)!.message).toContain('no está como la mostraba Estado del torneo');
  });
});

describe('2. a pause, not the round', () => {
  it('a stranger pausing every board stops each form for 15 minutes only; the right code works after', () => {
    const { env, menu, page, report, codes, wrong } = paired();
    const tables = [...codes.keys()];
    // Five wrong codes per table: 15 calls for the room.
    for (const table of tables)
      for (let call = 0; call < 5; call++) expect(report(1, table, wrong(table, call), 1, 2).ok).toBe(false);
    expect(report(1, 1, codes.get(1), 400, 300)).toEqual({
      ok: false,
      message: t('es', 'phone.refuse.paused', { table: 1, minutes: 15 }),
    });
    // The form shows each paused table as paused, not offered.
    const html = (page.doGet() as { getContent(): string }).getContent();
    for (const table of tables)
      expect(html).toMatch(
        new RegExp(`<option value="${table}"[^>]* disabled data-until="\\d+"[^>]*>[^<]*· en pausa<`),
      );
    env.clock.advance(15 * MINUTE);
    expect(report(1, 1, codes.get(1), 400, 300).ok).toBe(true);
    // The director lifts table 2's pause from Estado del torneo (the next pause would last 30 minutes).
    for (let call = 0; call < 5; call++) report(1, 2, wrong(2, call), 1, 2);
    expect(report(1, 2, codes.get(2), 1, 2).message).toBe(t('es', 'phone.refuse.paused', { table: 2, minutes: 30 }));
    const button = /<button data-run="liftPause" data-args="(\d+)">/.exec(sidebar(env, menu));
    expect(button?.[1]).toBe('2');
    expect(() => page.liftPause(2)).toThrow(t('es', 'action.noDocument'));
    expect(menu.liftPause(Number(button![1]))).toBe(true);
    expect(report(1, 2, codes.get(2), 10, 20).ok).toBe(true);
  });

  it('an attacker trying all day gets at most 50 codes looked at per board in 8 hours', () => {
    const { env, report, codes, wrong } = paired();
    const pausedPrefix = t('es', 'phone.refuse.paused', { table: 3, minutes: 1 }).split(':')[0];
    const looked: number[] = [];
    // A wrong code every 20 seconds, 24 hours long.
    for (let call = 0; call < 24 * 180; call++) {
      const answer = report(1, 3, wrong(3, call % 1000), 1, 2);
      if (!answer.message.startsWith(pausedPrefix)) looked.push(env.clock.now);
      env.clock.advance(20);
    }
    const hours8 = 8 * 3600 * 1000;
    const worst = Math.max(...looked.map((at) => looked.filter((other) => other >= at && other < at + hours8).length));
    expect(worst).toBeLessThanOrEqual(50);
    expect(worst).toBe(30);
    // The board's own players, with the code, are served once the pause ends.
    expect(codes.get(3)).toMatch(/^\d{6}$/);
  });
});

describe('3. no silent import after a pause', () => {
  it('a cheater who reports, then pauses his own board: left out of the import and named', () => {
    const { env, menu, report, codes, wrong } = paired();
    expect(report(1, 3, codes.get(3), 450, 300).ok).toBe(true);
    for (let call = 0; call < 5; call++) report(1, 3, wrong(3, call), 1, 2);
    const result = menu.importResults() as Answer;
    expect(result.message).toContain('Mesa 3: el teléfono dice 450 - 300; comprueba el acta.');
    expect(rondasRow(env, 3).slice(4, 6)).toEqual(['', '']);
    // Even once the pause is over, until the director looks (lifting the pause from Estado del torneo).
    env.clock.advance(16 * MINUTE);
    expect((menu.importResults() as Answer).message).toContain('comprueba el acta');
    const html = sidebar(env, menu);
    expect(html).toContain('Mesa 3: el teléfono dice 450 - 300; comprueba el acta.');
    // The director checks the slip and says so in Estado del torneo: the next import takes it.
    expect(html).toContain(
      '<button data-run="liftPause" data-args="3">Acta comprobada: se puede importar (mesa 3)</button>',
    );
    expect(menu.liftPause(3)).toBe(true);
    expect((menu.importResults() as Answer).message).toContain('Mesa 3: ');
    expect(rondasRow(env, 3).slice(4, 6)).toEqual([450, 300]);
  });
});

describe('4. reports carry their players', () => {
  it("swapping a row's players after its report: each score stays beside its player's name", () => {
    const { env, menu, report, codes } = paired();
    const [, , first, second] = rondasRow(env, 1);
    expect(report(1, 1, codes.get(1), 450, 300).ok).toBe(true);
    const rows = env.spreadsheet.getSheetByName('Rondas')!;
    const row = rows.snapshot().findIndex((line) => line[0] === 1 && line[1] === 1) + 1;
    rows.getRange(row, 3, 1, 2).setValues([[second, first]]);
    menu.importResults();
    expect(rondasRow(env, 1).slice(2, 6)).toEqual([second, first, 300, 450]);
  });

  it('a row whose players changed is a conflict, nothing written', () => {
    const { env, menu, report, codes } = paired();
    report(1, 1, codes.get(1), 450, 300);
    const rows = env.spreadsheet.getSheetByName('Rondas')!;
    const grid = rows.snapshot();
    const one = grid.findIndex((line) => line[0] === 1 && line[1] === 1);
    const two = grid.findIndex((line) => line[0] === 1 && line[1] === 2);
    rows.getRange(one + 1, 4).setValue(grid[two][3]);
    rows.getRange(two + 1, 4).setValue(grid[one][3]);
    const result = menu.importResults() as Answer;
    expect(result.message).toContain(`Mesa 1: el resultado 450 - 300 se envió para ${grid[one][2]} – ${grid[one][3]}`);
    expect(rondasRow(env, 1).slice(4, 6)).toEqual(['', '']);
  });
});

describe('5. every global answers whatever it is sent (times: npm run bench -- page)', () => {
  it('each custom function refuses what is past its bounds with a message in the sheet’s language', () => {
    const { page } = paired();
    const refused = (name: string, args: unknown[]) => {
      try {
        page[name](...args);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refused('DUP_QUADRATIC', [1, 10, 1e7])).toContain('«10000000» es demasiado grande: se admiten hasta 10.000');
    expect(refused('DUP_QUADRATIC', [1, 1e9])).toContain('se admiten hasta 10.000');
    expect(refused('DUP_PERCENT', [Array.from({ length: 20001 }, () => [1]), [[1]]])).toContain(
      'el rango tiene 20.001 filas; se admiten hasta 20.000',
    );
    expect(refused('STANDINGS', [[[[1]]], [[1]]])).toContain('no es un valor de celda ni un rango');
    expect(refused('ELO_CHANGE', ['x'.repeat(60000), 1, 1])).toContain('un texto de 60.000 caracteres');
    const { players, games } = largeTournament(10001);
    expect(refused('STANDINGS', [players, games])).toContain('«10001» es demasiado grande: se admiten hasta 10.000');
    // Inside the bounds it works.
    expect(page.DUP_QUADRATIC(1, 10)).toEqual(expect.any(Number));
    expect((page.SB_TIEBREAK(...Object.values(largeTournament(200))) as unknown[]).length).toBe(201);
  });

  it('every global and custom function, called from the page with hostile arguments, answers or refuses and writes nothing', () => {
    const { env, page, web } = paired();
    const names = [...GLOBALS, ...CUSTOM_FUNCTIONS.map((def) => def.name)];
    const before = rondas(env);
    for (const name of names)
      for (const args of HOSTILE) {
        env.counter.reset();
        let outcome: unknown;
        try {
          outcome = page[name](...args);
        } catch (error) {
          outcome = error;
        }
        web.endExecution();
        // A refusal is a message, never a stack trace or a crash of the engine.
        if (outcome instanceof Error)
          expect([name, outcome.message]).not.toEqual([name, expect.stringMatching(/\n\s+at /)]);
        expect([name, env.counter.writes]).toEqual([name, 0]);
      }
    expect(rondas(env)).toBe(before);
  });
});

describe('6. light on quota: what the public side does in steady state reads no property', () => {
  it('500 unchanged polls + 500 refused reports read the script properties at most 25 times', () => {
    const { env, page, report } = paired();
    const html = (page.doGet() as { getContent(): string }).getContent();
    const stamp = /shown="([^"]+)"/.exec(html)![1];
    expect(page.refreshStandings('es', stamp)).toBe('<!--atril:unchanged-->');
    env.counter.reset();
    const refusals = [
      [2, 1, '123456', 1, 2],
      [1, 99, '123456', 1, 2],
      [1, 1, 'abc', 1, 2],
      [1, 1, '123456', 5000, 2],
      ['x', {}, [], NaN, null],
    ];
    for (let call = 0; call < 500; call++) {
      expect(page.refreshStandings('es', stamp)).toBe('<!--atril:unchanged-->');
      expect(report(...refusals[call % refusals.length]).ok).toBe(false);
      env.clock.advance(2);
      // Google may drop the cache at any moment.
      if (call === 250) env.cache.script.evictAll();
    }
    const reads = env.counter.calls.filter((call) => call.method.startsWith('Properties.get')).length;
    expect(reads).toBeLessThanOrEqual(25);
    expect(reads).toBe(4);
  });
});
