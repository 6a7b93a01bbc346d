// The built bundle on an engine with only the built-ins the project declares (issue 20 item 1):
// the ES2020 library, nothing later (tsconfig.src.json checks the source; this checks what
// esbuild made of it, dependencies included). The director's path — set-up, pairing,
// standings, ELO, duplicate scoring, publishing, the sidebar, the page and its refresh, a
// custom function — runs in vm contexts from which every later built-in is deleted, and in a
// test realm without them too (the fakes' arrays are made there).
import { anotherExecution, createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, LATER_BUILT_INS, loadBundle, loadSources, withoutLaterBuiltIns } from '../support/loadBundle';

beforeAll(() => ensureBuilt());

const URL = 'https://script.google.com/macros/s/AKfy-es2020/exec';

type Outcome = { ok: boolean; message: string; round?: number } | null;
type Globals = Record<string, (...args: unknown[]) => unknown>;

const PLAYERS = [
  ['', 'Ana García', 2100, 'Club Alfil'],
  ['', 'Beto Núñez', 2000, 'Club Peón'],
  ['', 'Carla Ibáñez', 1950, ''],
  ['', 'Dani Ortega', 1900, 'Club Alfil'],
  ['', 'Eva Muñoz', '', ''],
  ['', 'Fermín Sáez', 1700, 'Club Peón'],
];

function typeGrid(env: GasEnvironment, tab: string, row: number, grid: unknown[][]): void {
  const sheet = env.spreadsheet.getSheetByName(tab) ?? env.spreadsheet.insertSheet(tab);
  sheet.getRange(row, 1, grid.length, grid[0].length).setValues(grid);
}

/** Scores every game of `round` in Rondas: Jugador 1 wins 400 to 350 + table. */
function scoreRound(env: GasEnvironment, round: number): void {
  const sheet = env.spreadsheet.getSheetByName('Rondas')!;
  const grid = sheet.snapshot();
  const scores = grid.slice(1).map((line) => (line[0] === round ? [400, 350 + Number(line[1])] : [line[4], line[5]]));
  sheet.getRange(2, 5, scores.length, 2).setValues(scores);
}

describe('the harness: an engine without the post-ES2020 built-ins', () => {
  it('a script calling one fails in the bundle context, as it would on such an engine; they are back after', () => {
    const probe = `function last(list) { return list.at(-1); }
      function replace(text) { return text.replaceAll('a', 'b'); }
      function own(object) { return Object.hasOwn(object, 'a'); }
      function lastEven(list) { return list.findLast(function (n) { return n % 2 === 0; }); }`;
    const failures = withoutLaterBuiltIns(() => {
      const context = loadSources(createGasEnvironment(), [{ name: 'probe.js', source: probe }]) as unknown as Globals;
      const attempts: [string, () => unknown][] = [
        ['at', () => context.last([1, 2])],
        ['replaceAll', () => context.replace('aa')],
        ['hasOwn', () => context.own({ a: 1 })],
        ['findLast', () => context.lastEven([1, 2, 3])],
        // An array made in this realm (as the fakes' getValues) has lost them too.
        ['this realm', () => (Array.prototype as unknown as Record<string, unknown>).at],
      ];
      return attempts.map(([name, attempt]) => {
        try {
          return [name, attempt() === undefined ? 'absent' : 'present'];
        } catch (error) {
          return [name, error instanceof Error ? error.message : String(error)];
        }
      });
    });
    expect(failures).toEqual([
      ['at', expect.stringMatching(/at is not a function/)],
      ['replaceAll', expect.stringMatching(/replaceAll is not a function/)],
      ['hasOwn', expect.stringMatching(/hasOwn is not a function/)],
      ['findLast', expect.stringMatching(/findLast is not a function/)],
      ['this realm', 'absent'],
    ]);
    const strings = String.prototype as unknown as Record<string, unknown>;
    expect([
      [1, 2].at(-1),
      typeof strings.replaceAll,
      typeof Object.getOwnPropertyDescriptor(Object, 'hasOwn'),
    ]).toEqual([2, 'function', 'object']);
    expect(LATER_BUILT_INS.length).toBeGreaterThan(30);
  });
});

describe('the director path on the bundle without the post-ES2020 built-ins', () => {
  const env = createGasEnvironment({ locale: 'es_ES', webAppUrl: URL });
  let run: ReturnType<typeof path>;
  beforeAll(() => {
    run = withoutLaterBuiltIns(path);
  });
  function path() {
    const menu = loadBundle(env) as unknown as Globals;
    const outcomes: Record<string, Outcome> = {};
    outcomes.setup = menu.setupTournament() as Outcome;
    typeGrid(env, 'Jugadores', 2, PLAYERS);
    outcomes.pair1 = menu.pairNextRound() as Outcome;
    scoreRound(env, 1);
    outcomes.pair2 = menu.pairNextRound() as Outcome;
    outcomes.undo = menu.undoLastRound() as Outcome;
    outcomes.pair2again = menu.pairNextRound() as Outcome;
    scoreRound(env, 2);
    outcomes.standings = menu.updateStandings() as Outcome;
    outcomes.elo = menu.computeElo() as Outcome;
    typeGrid(env, 'Duplicada 1', 1, [
      ['Nombre', 'R1', 'R2', 'R3'],
      ['Maestra', 60, 40, 30],
      ['Ana García', 60, 20, 30],
      ['Beto Núñez', 50, 40, 10],
      ['Eva Muñoz', 0, 35, 30],
    ]);
    outcomes.duplicate = menu.scoreDuplicate() as Outcome;
    outcomes.publish = menu.publishStandings() as Outcome;
    menu.showStatus();
    const page = loadBundle(anotherExecution(env, { context: 'webapp' })) as unknown as Globals;
    const html = (page.doGet() as { getContent(): string }).getContent();
    const content = page.refreshStandings('es') as string;
    const elo = menu.ELO_CHANGE(2307, [[2141]], [[0]]);
    return { outcomes, html, content, elo, alerts: env.ui.alerts.map((alert) => alert.message) };
  }

  it('every action succeeds: set-up, pairing (and undo), standings, ELO, duplicate, publishing', () => {
    for (const [step, outcome] of Object.entries(run.outcomes)) expect([step, outcome?.ok]).toEqual([step, true]);
    expect(run.outcomes.pair2again?.round).toBe(2);
    // No "internal error" anywhere: a missing built-in would show as one.
    expect(run.alerts.join('\n')).not.toMatch(/error interno|internal error|is not a function/);
  });

  it('the sidebar opened, and the page and its refresh show the standings', () => {
    expect(env.ui.sidebars).toHaveLength(1);
    for (const text of [run.html, run.content]) {
      expect(text).toContain('Ana García');
      expect(text).toContain('Fermín Sáez');
      expect(text).not.toMatch(/is not a function|error interno/);
    }
    expect(run.html).toContain(URL);
  });

  it('a custom function gives the FISE example (rules §5)', () => {
    expect(run.elo).toBe(-7);
  });
});
