// Results from the players' phones (rules §14) on the built bundle in the strict Apps Script
// fakes: the director pairs with Resultados desde el teléfono, the players report from the live
// page (a web-app execution: google.script.run.reportResult), the director imports. Every
// reportResult call here is checked to make no call at all into SpreadsheetApp and to change
// nothing but the phones' entries in the script properties; the public page never holds a
// code. The attacker's inputs (wrong codes, other rounds, odd and huge values) are refused.
import { t } from '../../src/i18n';
import { anotherExecution, createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { slipCodes } from '../support/slipCodes';

beforeAll(() => ensureBuilt());

const EXEC = 'https://script.google.com/macros/s/AKfy-phones/exec';

type Globals = Record<string, (...args: unknown[]) => unknown>;
type Answer = { ok: boolean; message: string };

const PLAYERS = ['Ana García', 'Beto Núñez', 'Carla Ibáñez', 'Dani Ortega', 'Elena Ruiz'].map((name, i) => [
  '',
  name,
  2100 - 50 * i,
]);

/** The es workbook of five players (one bye), phones allowed (or not), round 1 paired from the menu. */
function paired(phones = 'Sí'): { env: GasEnvironment; menu: Globals; codes: Map<number, string> } {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: EXEC });
  const menu = loadBundle(env) as unknown as Globals;
  menu.setupTournament();
  env.spreadsheet.getSheetByName('Jugadores')!.getRange(2, 1, PLAYERS.length, 3).setValues(PLAYERS);
  const config = env.spreadsheet.getSheetByName('Configuración')!;
  const row = config.snapshot().findIndex((line) => line[0] === 'Resultados desde el teléfono') + 1;
  expect(row).toBeGreaterThan(0);
  config.getRange(row, 2).setValue(phones);
  const result = menu.pairNextRound() as Answer;
  expect(result.ok).toBe(true);
  const codes = slipCodes(env);
  // What the handler returns (to a sidebar's google.script.run, say) holds no code.
  for (const code of codes.values()) expect(JSON.stringify(result)).not.toContain(code);
  return { env, menu, codes };
}

/** Everything a call could change in the document: every tab's values and pictures, the document's properties. */
function documentState(env: GasEnvironment): string {
  return JSON.stringify({
    tabs: env.spreadsheet.getSheets().map((sheet) => [sheet.getName(), sheet.snapshot(), sheet.images.length]),
    document: [...env.properties.document.store],
    user: [...env.properties.user.store],
  });
}

/**
 * The script properties other than the phones' entries and the page's stamp (the page, the
 * recorded address…): a report changes only those two (a new stamp makes the polls render
 * "recibido").
 */
const otherScriptProperties = (env: GasEnvironment) =>
  [...env.properties.script.store].filter(([key]) => !key.startsWith('atril.phone') && key !== STAMP);
const STAMP = 'atril.pageStamp';
const phoneStore = (env: GasEnvironment) =>
  Object.fromEntries([...env.properties.script.store].filter(([key]) => key.startsWith('atril.phone')));

/** Pauses begun on every board (rules §14.1). */
const pauses = (env: GasEnvironment): number =>
  Object.entries(phoneStore(env))
    .filter(([key]) => key !== 'atril.phone')
    .reduce((sum, [, value]) => sum + ((JSON.parse(value) as { p?: number }).p ?? 0), 0);

/** The live page as a phone sees it: a web-app execution of the same project. */
function phone(env: GasEnvironment, webAppSeesSpreadsheet = false) {
  const web = anotherExecution(env, { context: 'webapp', webAppSeesSpreadsheet });
  const page = loadBundle(web) as unknown as Globals;
  /** reportResult, held to "never the spreadsheet": no SpreadsheetApp call, no document change. */
  const report = (...sent: unknown[]): Answer => {
    const before = documentState(env);
    const others = otherScriptProperties(env);
    const stamp = env.properties.script.store.get(STAMP);
    const entries = JSON.stringify(phoneStore(env));
    const pausesBefore = pauses(env);
    env.counter.reset();
    const answer = page.reportResult(...sent) as Answer;
    web.endExecution();
    // The page's stamp moves only when a report was kept, or a board's form was paused (rules §14.1).
    if (JSON.stringify(phoneStore(env)) === entries || (!answer.ok && pauses(env) === pausesBefore))
      expect(env.properties.script.store.get(STAMP)).toBe(stamp);
    expect(env.counter.calls.filter((call) => ['api', 'read', 'write', 'format', 'ui'].includes(call.kind))).toEqual(
      [],
    );
    expect(documentState(env)).toBe(before);
    expect(otherScriptProperties(env)).toEqual(others);
    return answer;
  };
  const html = () => (page.doGet() as { getContent(): string }).getContent();
  return { page, report, html, web };
}

/** The Rondas row of round 1's table. */
function rondasRow(env: GasEnvironment, table: number): unknown[] {
  return env.spreadsheet
    .getSheetByName('Rondas')!
    .snapshot()
    .find((row) => row[0] === 1 && row[1] === table)!;
}

describe('a right report is kept, shown "recibido", and imported (rules §14)', () => {
  it('reportResult keeps it without touching the sheet; Importar resultados writes it into Rondas', () => {
    const { env, menu, codes } = paired();
    expect([...codes.keys()]).toEqual([1, 2]);
    const { report, html, page: web } = phone(env);
    // Rendered (and cached) before the report: no board received; the page shows this stamp.
    expect(html()).not.toContain('class="received"');
    const before = web.refreshStandings('es') as string;
    expect(before).not.toContain('class="received"');
    const shownStamp = /<!--atril:stamp=([A-Za-z0-9._-]+)-->/.exec(before)![1];
    expect(web.refreshStandings('es', shownStamp)).toBe('<!--atril:unchanged-->');
    expect(report(1, 1, codes.get(1), 412, 388)).toEqual({
      ok: true,
      // rules §16.1: what was received, with the board's names.
      message: 'Recibido: Mesa 1: Ana García 412 – Carla Ibáñez 388. El director lo importará a Rondas.',
    });
    expect(rondasRow(env, 1).slice(4, 6)).toEqual(['', '']);
    // The page marks the board at once (its cache forgotten), for the opponent to see; a poll
    // from a page that shows the publication as it was gets the new content, not "unchanged".
    const page = html();
    // rules §16.1: what was received, in the board's order, for both players to see.
    expect(page).toContain('recibido: 412 – 388');
    expect(page.match(/class="received"/g)).toHaveLength(1);
    expect((web.refreshStandings('es', shownStamp) as string).match(/class="received"/g)).toHaveLength(1);
    const newStamp = /<!--atril:stamp=([A-Za-z0-9._-]+)-->/.exec(web.refreshStandings('es') as string)![1];
    expect(newStamp).not.toBe(shownStamp);
    expect(web.refreshStandings('es', newStamp)).toBe('<!--atril:unchanged-->');
    // Estado del torneo counts it, with Importar resultados as a button.
    menu.showStatus();
    expect(env.ui.sidebars.at(-1)!.html).toContain(
      'Desde los teléfonos: 1 resultado por importar, 0 mesas en conflicto',
    );
    const result = menu.importResults() as Answer;
    expect(result.ok).toBe(true);
    expect(result.message).toContain('1 resultado importado a Rondas (ronda 1): mesa 1.');
    // rules §16.1: each table written with both names and the winner.
    expect(result.message).toContain('· Mesa 1: Ana García 412 – Carla Ibáñez 388 (gana Ana García)');
    expect(rondasRow(env, 1).slice(4, 6)).toEqual([412, 388]);
    // Out of the queue: a second import has nothing to do.
    expect((menu.importResults() as Answer).message).toBe(t('es', 'import.none', { round: 1 }));
    expect(env.ui.alerts.at(-1)!.message).toBe(t('es', 'import.none', { round: 1 }));
  });

  it('the reply speaks the page language asked (?lang=en), else the workbook one', () => {
    const { env, codes } = paired();
    const { report } = phone(env);
    expect(report(1, 2, codes.get(2), 300, 301, 'en').message).toBe(
      'Received: Table 2: Dani Ortega 300 – Beto Núñez 301. The director will import it into Rounds.',
    );
    expect(report(1, 2, codes.get(2), 300, 301).message).toBe(
      'Ya estaba recibido: Mesa 2: Dani Ortega 300 – Beto Núñez 301.',
    );
  });
});

describe('refused with a clear message, nothing kept (rules §14)', () => {
  it.each([
    ['a round not in play', [2, 1, 'CODE', 1, 2], t('es', 'phone.refuse.round', { round: 1 })],
    ['round 0', [0, 1, 'CODE', 1, 2], t('es', 'phone.refuse.round', { round: 1 })],
    ['a round as an object', [{ round: 1 }, 1, 'CODE', 1, 2], t('es', 'phone.refuse.round', { round: 1 })],
    ['an unknown table', [1, 9, 'CODE', 1, 2], t('es', 'phone.refuse.table', { table: 9, round: 1 })],
    ['a table as text', [1, 'uno', 'CODE', 1, 2], t('es', 'phone.refuse.noTable')],
    ['the bye', [1, 3, 'CODE', 1, 2], t('es', 'phone.refuse.bye', { table: 3 })],
    ['1000 points', [1, 1, 'CODE', 1000, 2], t('es', 'phone.refuse.scores', { max: 999 })],
    ['-1 points', [1, 1, 'CODE', 5, -1], t('es', 'phone.refuse.scores', { max: 999 })],
    ['3.5 points', [1, 1, 'CODE', 3.5, 2], t('es', 'phone.refuse.scores', { max: 999 })],
    ["'12a' points", [1, 1, 'CODE', '12a', 2], t('es', 'phone.refuse.scores', { max: 999 })],
    ['NaN points', [1, 1, 'CODE', NaN, 2], t('es', 'phone.refuse.scores', { max: 999 })],
    ['points as an object', [1, 1, 'CODE', { n: 5 }, 2], t('es', 'phone.refuse.scores', { max: 999 })],
    ['points as an array', [1, 1, 'CODE', [5], 2], t('es', 'phone.refuse.scores', { max: 999 })],
    ['a very long string', [1, 1, 'CODE', '4'.repeat(200000), 2], t('es', 'phone.refuse.scores', { max: 999 })],
    ['nothing at all', [], t('es', 'phone.refuse.round', { round: 1 })],
    ['a code of letters', [1, 1, 'abcdef', 1, 2], t('es', 'phone.refuse.codeForm')],
    ['a code as an object', [1, 1, { code: 1 }, 1, 2], t('es', 'phone.refuse.codeForm')],
  ])('%s', (_, sent, message) => {
    const { env, codes } = paired();
    const { report } = phone(env);
    const before = phoneStore(env);
    const args = (sent as unknown[]).map((value) => (value === 'CODE' ? codes.get(1) : value));
    expect(report(...args)).toEqual({ ok: false, message });
    expect(phoneStore(env)).toEqual(before);
  });

  it('a wrong code: refused, counted, nothing else kept; no round paired with phones: refused', () => {
    const { env, codes } = paired();
    const { report } = phone(env);
    const wrong = codes.get(1) === '000000' ? '000001' : '000000';
    expect(report(1, 1, wrong, 400, 300)).toEqual({
      ok: false,
      message: t('es', 'phone.refuse.code', { table: 1, left: 4 }),
    });
    expect(JSON.parse(phoneStore(env)['atril.phone.1.1'])).toMatchObject({ w: 1, r: null });
    const off = paired('No');
    expect(phone(off.env).report(1, 1, '123456', 400, 300)).toEqual({
      ok: false,
      message: t('es', 'phone.refuse.noRound'),
    });
    expect(phoneStore(off.env)).toEqual({});
  });

  it('after 5 wrong codes the board is paused, even for the right code; the import lists it', () => {
    const { env, menu, codes } = paired();
    const { report } = phone(env);
    const right = codes.get(2)!;
    const wrongs = ['111111', '222222', '333333', '444444', '555555'].filter((code) => code !== right).slice(0, 4);
    wrongs.push(right === '999999' ? '999998' : '999999');
    const answers = wrongs.map((code) => report(1, 2, code, 350, 340).message);
    expect(answers.slice(0, 4)).toEqual([4, 3, 2, 1].map((left) => t('es', 'phone.refuse.code', { table: 2, left })));
    expect(answers[4]).toBe(t('es', 'phone.refuse.pausedNow', { table: 2, tries: 5, minutes: 15 }));
    expect(report(1, 2, right, 350, 340)).toEqual({
      ok: false,
      message: t('es', 'phone.refuse.paused', { table: 2, minutes: 15 }),
    });
    // The other board still reports.
    expect(report(1, 1, codes.get(1), 10, 20).ok).toBe(true);
    const result = menu.importResults() as Answer;
    expect(result.message).toContain(
      t('es', 'import.paused', { count: 1, tables: t('es', 'import.paused.table', { table: 2, minutes: 15 }) }),
    );
    expect(rondasRow(env, 2).slice(4, 6)).toEqual(['', '']);
  });

  it('a flood of wrong codes and odd calls on every board leaves the store as bounded as it was', () => {
    const { env, codes } = paired();
    const { report } = phone(env);
    const sizes = () => Object.entries(phoneStore(env)).map(([key, value]) => [key, value.length] as const);
    const keys = Object.keys(phoneStore(env)).sort();
    const odd: unknown[] = ['', null, undefined, {}, [], NaN, -5, 1e9, 'x'.repeat(50000), true];
    /** A six-digit code that is not the table's. */
    const wrong = (table: number, seed: number) =>
      String(seed) === codes.get(table) ? String(seed + 1) : String(seed);
    for (let call = 0; call < 60; call++) {
      const table = (call % 4) + 1;
      report(
        call % 2 === 0 ? 1 : odd[call % odd.length],
        table,
        wrong(table, 100000 + call),
        400,
        odd[call % odd.length],
      );
      report(1, table, wrong(table, 200000 + call), 400, 300);
    }
    expect(Object.keys(phoneStore(env)).sort()).toEqual(keys);
    for (const [key, length] of sizes()) expect([key, length < 200]).toEqual([key, true]);
    for (const table of codes.keys())
      expect(JSON.parse(phoneStore(env)[`atril.phone.1.${table}`])).toMatchObject({ w: 0, p: 1 });
  });

  it('the script lock held by another report: "try again", nothing kept', () => {
    const { env, codes } = paired();
    const { report, web } = phone(env);
    web.shared.registry.holders.set('script', -1);
    const before = phoneStore(env);
    expect(report(1, 1, codes.get(1), 1, 2)).toEqual({ ok: false, message: t('es', 'phone.report.busy') });
    expect(phoneStore(env)).toEqual(before);
  });
});

describe('Imprimir pestaña on Actas (rules §12, §14)', () => {
  it('the print view holds every slip with the code the store keeps, whatever the cells say', () => {
    const { env, menu, codes } = paired();
    const actas = env.spreadsheet.getSheetByName('Actas')!;
    // Someone overwrote a code on the tab: the view is rebuilt from the store, not from the cells.
    const row = actas.snapshot().findIndex((line) => String(line[1]).startsWith('Código')) + 1;
    actas.getRange(row, 2).setValue('Código 000000');
    env.spreadsheet.setActiveSheet(actas);
    expect(menu.printTab()).toMatchObject({ ok: true, kind: 'resultSlips' });
    const view = env.ui.dialogs.at(-1)!.html;
    for (const [table, code] of codes) {
      expect(view).toContain(`Mesa ${table}`);
      expect(view).toContain(`Código ${code}`);
    }
    if (![...codes.values()].includes('000000')) expect(view).not.toContain('Código 000000');
  });
});

describe('repeats, conflicts and the director’s typed scores (rules §14)', () => {
  it('an identical repeat changes nothing', () => {
    const { env, codes } = paired();
    const { report } = phone(env);
    report(1, 1, codes.get(1), 412, 388);
    const before = phoneStore(env);
    expect(report(1, 1, codes.get(1), '412', '388')).toEqual({
      ok: true,
      message: 'Ya estaba recibido: Mesa 1: Ana García 412 – Carla Ibáñez 388.',
    });
    expect(phoneStore(env)).toEqual(before);
  });

  it('a different report: "en conflicto", listed by the import, nothing written', () => {
    const { env, menu, codes } = paired();
    const { report, html } = phone(env);
    report(1, 1, codes.get(1), 412, 388);
    expect(report(1, 1, codes.get(1), 388, 412)).toEqual({
      ok: true,
      message:
        'Mesa 1: ya había otro resultado (412 – 388); llega Ana García 388 – Carla Ibáñez 412. Queda en disputa: decide el director.',
    });
    // rules §16.1: the page says the table is in dispute, never "recibido".
    const page = html();
    expect(page).toContain('en disputa: lo decide el director');
    expect(page).not.toContain('recibido');
    const result = menu.importResults() as Answer;
    expect(result.message).toContain('Mesa 1: dos resultados distintos, 412 - 388 y 388 - 412.');
    expect(rondasRow(env, 1).slice(4, 6)).toEqual(['', '']);
  });

  it("the director's typed score is kept: the import writes nothing there and names the difference", () => {
    const { env, menu, codes } = paired();
    const { report } = phone(env);
    report(1, 2, codes.get(2), 300, 250);
    const rondas = env.spreadsheet.getSheetByName('Rondas')!;
    const row = rondas.snapshot().findIndex((line) => line[0] === 1 && line[1] === 2) + 1;
    rondas.getRange(row, 5, 1, 2).setValues([[301, 250]]);
    const result = menu.importResults() as Answer;
    expect(result.message).toContain('Mesa 2: el teléfono dice 300 - 250 y Rondas tiene 301 - 250.');
    expect(rondasRow(env, 2).slice(4, 6)).toEqual([301, 250]);
  });
});

describe('the public page never holds a code (rules §14)', () => {
  it('doGet and refreshStandings, in both languages, before and after reports, with the form', () => {
    const { env, menu, codes } = paired();
    const { page, report, html } = phone(env);
    const pages = () => [html(), page.refreshStandings('es') as string, page.refreshStandings('en') as string];
    const check = () => {
      for (const content of pages()) for (const code of codes.values()) expect(content).not.toContain(code);
    };
    const first = pages();
    expect(first[0]).toContain('id="report-form"');
    expect(first[0]).toContain(t('es', 'page.report.title'));
    check();
    report(1, 1, codes.get(1), 412, 388);
    check();
    menu.publishStandings();
    check();
    // Not in the published data either (the script properties the page is served from).
    const published = JSON.stringify(otherScriptProperties(env));
    for (const code of codes.values()) expect(published).not.toContain(code);
  });

  it('with Resultados desde el teléfono at No: no form, no "recibido"', () => {
    const { env } = paired('No');
    const content = phone(env).html();
    expect(content).not.toContain('id="report-form"');
    expect(content).toContain('Ana García');
  });

  it('Deshacer última ronda forgets the codes: the page drops the form and reports are refused', () => {
    const { env, menu, codes } = paired();
    expect((menu.undoLastRound() as Answer).ok).toBe(true);
    expect(phoneStore(env)).toEqual({});
    const { report, html } = phone(env);
    expect(report(1, 1, codes.get(1), 1, 2)).toEqual({ ok: false, message: t('es', 'phone.refuse.noRound') });
    expect(html()).not.toContain('id="report-form"');
    expect(JSON.stringify(env.spreadsheet.getSheetByName('Actas')!.snapshot())).not.toContain('Código');
  });

  it('pairing the next round replaces the codes: the last round reports are refused', () => {
    const { env, menu, codes } = paired();
    const rondas = env.spreadsheet.getSheetByName('Rondas')!;
    rondas.snapshot().forEach((row, index) => {
      if (row[0] === 1 && row[3] !== 'DESCANSO') rondas.getRange(index + 1, 5, 1, 2).setValues([[400, 300]]);
    });
    expect((menu.pairNextRound() as Answer).ok).toBe(true);
    const next = slipCodes(env);
    expect(Object.keys(phoneStore(env)).sort()).toEqual(['atril.phone', 'atril.phone.2.1', 'atril.phone.2.2']);
    const { report } = phone(env);
    expect(report(1, 1, codes.get(1), 1, 2)).toEqual({
      ok: false,
      message: t('es', 'phone.refuse.round', { round: 2 }),
    });
    expect(report(2, 1, next.get(1), 1, 2).ok).toBe(true);
  });
});

describe.each([
  ['a web app without the spreadsheet (the reference)', false],
  ['a web app that sees the spreadsheet (as reported of bound scripts)', true],
])('%s: reportResult never touches the sheet, and the page cannot import', (_, sees) => {
  it('every kind of call makes no SpreadsheetApp call; Importar resultados and Emparejar refuse from the page', () => {
    const { env, codes } = paired();
    const { page, report, web } = phone(env, sees);
    expect(report(1, 1, codes.get(1), 412, 388).ok).toBe(true);
    expect(report(1, 1, codes.get(1), 412, 388).ok).toBe(true);
    expect(report(1, 1, codes.get(1), 388, 412).ok).toBe(true);
    expect(report(1, 2, '000000' === codes.get(2) ? '000001' : '000000', 1, 2).ok).toBe(false);
    expect(report(1, 9, 'x', { a: 1 }, 'x'.repeat(100000)).ok).toBe(false);
    // The page's script can call the import too: it refuses there, writing nothing.
    for (const name of ['importResults', 'pairNextRound', 'undoLastRound']) {
      const before = documentState(env);
      const phones = JSON.stringify(phoneStore(env));
      env.counter.reset();
      try {
        page[name]();
      } catch {
        // Refused: the page's failure handler gets the message.
      }
      web.endExecution();
      expect([name, env.counter.writes, documentState(env), JSON.stringify(phoneStore(env))]).toEqual([
        name,
        0,
        before,
        phones,
      ]);
    }
  });
});
