// "Renombrar jugador" end to end (docs/input.md "Renaming a player"): the menu item on the
// built bundle with the fake Apps Script services (two prompts before the lock, then the
// rename under it) and `atril rename FILE OLD NEW` on a real .xlsx file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { MENU_ITEMS } from '../../src/gas';
import { createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { ensureBuilt, loadBundle } from '../support/loadBundle';
import { atril, tournamentFile, typeScores as typeFileScores } from '../support/cli';
import { type Driver, PLAYERS, rowsOfRound, typeScores } from './directorPath';
import { configRow } from './seasonPath';

beforeAll(() => ensureBuilt());

const OLD = 'Ana García';
const NEW = 'Ana García Ruiz';

/** A plain driver over the bundle (gasPath.test.ts has the one that also checks every alert). */
function bundleDriver(env: GasEnvironment): Driver {
  const context = loadBundle(env);
  return {
    run: (action) => (context[action] as () => { ok: boolean; message: string } | null)() ?? { ok: false, message: '' },
    snapshot: (tab) => env.spreadsheet.getSheetByName(tab)?.snapshot() ?? null,
    type: (tab, row, column, values) => {
      (env.spreadsheet.getSheetByName(tab) ?? env.spreadsheet.insertSheet(tab))
        .getRange(row, column, values.length, values[0].length)
        .setValues(
          values.map((line) =>
            line.map((cell) => (typeof cell === 'string' && /^[=+]/.test(cell) ? `'${cell}` : cell)),
          ),
        );
    },
    tabNames: () => env.spreadsheet.getSheets().map((sheet) => sheet.getName()),
    dataCalls: () => env.counter.data,
    resetCalls: () => env.counter.reset(),
  };
}

describe('Renombrar jugador in the add-on (bundle + fakes)', () => {
  function played() {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const driver = bundleDriver(env);
    driver.run('setupTournament');
    driver.type('Jugadores', 2, 1, PLAYERS);
    driver.run('pairNextRound');
    typeScores(driver, 'Rondas', rowsOfRound(driver.snapshot('Rondas')!, 1));
    driver.run('updateStandings');
    return { env, driver, context: loadBundle(env) };
  }

  it('is a menu item whose handler is a global of the bundle', () => {
    expect(MENU_ITEMS.find((item) => item.handler === 'renamePlayer')?.label).toBe('menu.rename');
    const { context } = played();
    expect(typeof context.renamePlayer).toBe('function');
  });

  it('asks both names before taking the lock, renames under it, then alerts', () => {
    const { env, driver, context } = played();
    env.ui.script = [{ text: OLD }, { text: NEW }];
    env.counter.reset();
    const result = (context.renamePlayer as () => { ok: boolean; message: string })();
    expect(result.ok).toBe(true);
    expect(env.counter.events()).toEqual(['prompt', 'prompt', 'lock', 'write', 'flush', 'release', 'alert']);
    expect(env.ui.prompts.map((prompt) => [prompt.title, prompt.buttons])).toEqual([
      ['Renombrar jugador', 'OK_CANCEL'],
      ['Renombrar jugador', 'OK_CANCEL'],
    ]);
    expect(env.ui.prompts[1].message).toBe(`Nombre nuevo para «${OLD}»:`);
    expect(env.ui.alerts.at(-1)?.message).toMatch(
      new RegExp(`^«${OLD}» se llama ahora «${NEW}»: \\d+ celdas cambiadas en Jugadores, Rondas, `),
    );
    for (const tab of ['Jugadores', 'Rondas', 'Clasificación']) {
      const values = driver.snapshot(tab)!.flat();
      expect([tab, values.includes(NEW), values.includes(OLD)]).toEqual([tab, true, false]);
    }
    expect(driver.run('updateStandings').ok).toBe(true);
    expect(env.ui.violations).toEqual([]);
  });

  it('Cancel at either prompt does nothing: no lock, no write, no alert', () => {
    for (const script of [[{ button: 'CANCEL' as const }], [{ text: OLD }, { button: 'CANCEL' as const }]]) {
      const { env, context } = played();
      const before = env.spreadsheet.getSheets().map((sheet) => sheet.snapshot());
      env.ui.script = [...script];
      env.counter.reset();
      const alerts = env.ui.alerts.length;
      expect((context.renamePlayer as () => unknown)()).toBeNull();
      expect(env.counter.events()).toEqual(script.map(() => 'prompt'));
      expect(env.ui.alerts).toHaveLength(alerts);
      expect(env.spreadsheet.getSheets().map((sheet) => sheet.snapshot())).toEqual(before);
    }
  });

  it('a refused rename alerts the reason and leaves the spreadsheet as it was', () => {
    const { env, context } = played();
    const before = env.spreadsheet.getSheets().map((sheet) => sheet.snapshot());
    env.ui.script = [{ text: OLD }, { text: 'Luis Pérez' }];
    env.counter.reset();
    expect((context.renamePlayer as () => unknown)()).toBeNull();
    expect(env.ui.alerts.at(-1)).toMatchObject({
      title: 'Atril: la acción no ha podido terminar',
      message: expect.stringMatching(
        /^Jugadores, fila 2, columna Nombre: «Luis Pérez» ya es el nombre de otro jugador \(fila 3\)/,
      ),
    });
    expect(env.counter.writes).toBe(0);
    expect(env.spreadsheet.getSheets().map((sheet) => sheet.snapshot())).toEqual(before);
  });
});

describe('atril rename FILE OLD NEW', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'atril-rename-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function played(): Promise<string> {
    const path = await tournamentFile(join(dir, 'torneo.xlsx'), PLAYERS.slice(0, 5));
    expect((await atril(['pair', path])).code).toBe(0);
    await typeFileScores(path, 1);
    expect((await atril(['standings', path])).code).toBe(0);
    return path;
  }

  it('renames in every tab and the tournament goes on', async () => {
    const path = await played();
    const run = await atril(['rename', path, OLD, NEW]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Renombrar jugador…');
    expect(run.stdout).toMatch(
      new RegExp(`^«${OLD}» se llama ahora «${NEW}»: \\d+ celdas cambiadas en Jugadores, Rondas, Clasificación`),
    );
    const book = await XlsxWorkbook.open(path);
    for (const tab of ['Jugadores', 'Rondas', 'Clasificación', 'Tabla cruzada', 'Tarjetas']) {
      const values = (book.read(tab) ?? []).flat();
      expect([tab, values.includes(NEW), values.includes(OLD)]).toEqual([tab, true, false]);
    }
    expect((await atril(['pair', path])).code).toBe(0);
  });

  it('after a fix by hand in Jugadores, brings Rondas along', async () => {
    const path = await played();
    const book = await XlsxWorkbook.open(path);
    const row = (book.read('Jugadores') ?? []).findIndex((line) => line[1] === OLD) + 1;
    book.write('Jugadores', row, 2, [[NEW]]);
    await book.save();
    const broken = await atril(['standings', path]);
    expect(broken.stderr).toMatch(/usa Atril › Renombrar jugador/);
    expect((await atril(['rename', path, OLD, NEW])).code).toBe(0);
    expect((await atril(['standings', path])).code).toBe(0);
  });

  it('a refused rename exits 1 with the reason; the file is byte for byte as it was', async () => {
    const path = await played();
    const bytes = readFileSync(path);
    const run = await atril(['rename', path, 'Zoe', NEW]);
    expect(run).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`atril: «Zoe» no está en la pestaña Jugadores, y «${NEW}» tampoco`),
    });
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('after closing: the season tabs too; a name on two Escalafón rows is refused, the file unchanged', async () => {
    const path = await played();
    const book = await XlsxWorkbook.open(path);
    book.write('Configuración', configRow(book.read('Configuración') ?? [], 'Torneo'), 2, [['Otoño 2026']]);
    await book.save();
    expect((await atril(['close', path, '--early'])).code).toBe(0);
    const run = await atril(['rename', path, OLD, NEW]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/ en Jugadores, Rondas, Escalafón, Temporada, .*Clasificación por clubes/);
    const renamed = await XlsxWorkbook.open(path);
    for (const tab of ['Escalafón', 'Temporada', 'Clasificación por clubes']) {
      const entries = (renamed.read(tab) ?? []).flat().flatMap((cell) => String(cell).split(', '));
      expect([tab, entries.includes(NEW), entries.includes(OLD)]).toEqual([tab, true, false]);
    }
    // Undone and closed again, the Escalafón knows her under the new name: one row, not two.
    expect((await atril(['reopen', path])).code).toBe(0);
    expect((await atril(['close', path, '--early'])).code).toBe(0);
    const list = (await XlsxWorkbook.open(path)).read('Escalafón') ?? [];
    expect(list.filter((line) => String(line[1]).startsWith('Ana'))).toEqual([
      [expect.any(Number), NEW, expect.any(Number), 1, 1, 'Otoño 2026', 'Madrid'],
    ]);

    const twice = await XlsxWorkbook.open(path);
    twice.write('Escalafón', list.length + 1, 2, [['ana garcia ruiz']]);
    await twice.save();
    const bytes = readFileSync(path);
    const refused = await atril(['rename', path, NEW, OLD]);
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        new RegExp(
          `Escalafón, fila 2, columna Nombre: «${NEW}» coincide con 2 filas de Escalafón \\(filas 2, ${list.length + 1}\\)`,
        ),
      ),
    });
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('without both names: exit 2 and the usage', async () => {
    const path = await played();
    const run = await atril(['rename', path, OLD]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('rename lleva el archivo, el nombre actual y el nombre nuevo');
    expect(run.stderr).toContain('atril rename <archivo.xlsx> <nombre actual> <nombre nuevo>');
  });
});
