// issue 20 item 6, "No rematch, ever", end to end: a round robin (Sistema = Todos contra
// todos) of six, two rounds played, then a seventh player typed into Jugadores. Before the
// fix the Berger table was renumbered and round 4 repeated games; now "Emparejar siguiente
// ronda" refuses, naming the player at his row of Jugadores, and writes nothing — through
// the CLI on a real .xlsx and through the built bundle in the Apps Script fakes. With the
// row deleted, as the message says, the round robin goes on and every pair meets once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { createGasEnvironment, type GasEnvironment } from '../gas/fakes';
import { atril, tournamentFile, typeScores } from '../support/cli';
import { ensureBuilt, loadBundle } from '../support/loadBundle';

/** The six of the issue (N° blank: numbered at round 1), Ana the highest rated. */
const SIX: Cell[][] = ['Ana', 'Beto', 'Carla', 'Dani', 'Elena', 'Fermín'].map((name, i) => [
  '',
  name,
  2000 - 50 * i,
  '',
  '',
  '',
  '',
  '',
]);
/** Typed into row 8 after round 2: rated between Beto and Carla, so every Berger number from Carla down would move. */
const GEMA: Cell[] = ['', 'Gema', 1925, '', '', '', '', ''];
const BLANK: Cell[] = ['', '', '', '', '', '', '', ''];

const REFUSAL =
  'Jugadores, fila 8, columna Nombre: «Gema» (N° 7) se ha añadido a un todos contra todos ya empezado (las rondas 1 a 2 se emparejaron sin este jugador). El cuadro de Berger cambiaría y habría rivales repetidos, así que un todos contra todos no admite jugadores nuevos: borra la fila, o empieza de nuevo el torneo con este jugador';

/** The row of Configuración whose key is `key` (1-based). */
const configRow = (grid: Grid, key: string) => grid.findIndex((line) => line[0] === key) + 1;

/** Every pair of Rondas' games, "A-B" with the names sorted (byes left out). */
function pairsOf(rondas: Grid): string[] {
  return rondas
    .slice(1)
    .filter((row) => row[0] !== '' && row[3] !== 'DESCANSO')
    .map((row) => [String(row[2]), String(row[3])].sort().join('-'));
}

/** Six players: 5 rounds, 15 games, each pair once. */
function expectEveryPairOnce(rondas: Grid): void {
  const pairs = pairsOf(rondas);
  expect(pairs).toHaveLength(15);
  expect(new Set(pairs).size).toBe(15);
}

describe('CLI: atril pair on a round robin with a player typed in after round 2', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'atril-rr-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = async (path: string, change: (book: XlsxWorkbook) => void) => {
    const book = await XlsxWorkbook.open(path);
    change(book);
    await book.save();
  };

  it('refuses naming Gema at her row, leaves the file byte for byte, and goes on once the row is deleted', async () => {
    const path = await tournamentFile(join(dir, 'liga.xlsx'), SIX);
    await edit(path, (book) =>
      book.write('Configuración', configRow(book.read('Configuración') ?? [], 'Sistema'), 2, [['Todos contra todos']]),
    );
    for (const round of [1, 2]) {
      expect((await atril(['pair', path])).code).toBe(0);
      await typeScores(path, round);
    }
    await edit(path, (book) => book.write('Jugadores', 8, 1, [GEMA]));

    const bytes = readFileSync(path);
    const refused = await atril(['pair', path]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`atril: ${REFUSAL}\n`);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(path).equals(bytes)).toBe(true);

    await edit(path, (book) => book.write('Jugadores', 8, 1, [BLANK]));
    for (const round of [3, 4, 5]) {
      expect((await atril(['pair', path])).code).toBe(0);
      await typeScores(path, round);
    }
    expectEveryPairOnce((await XlsxWorkbook.open(path)).read('Rondas') ?? []);
  });
});

describe('bundle: "Emparejar siguiente ronda" on a round robin with a player typed in after round 2', () => {
  beforeAll(() => ensureBuilt());

  const sheet = (env: GasEnvironment, name: string) => env.spreadsheet.getSheetByName(name)!;

  /** Both scores of every game of `round` typed into Rondas (400 − 10 × table against 350). */
  function typeRoundScores(env: GasEnvironment, round: number): void {
    const rondas = sheet(env, 'Rondas');
    rondas.snapshot().forEach((row, i) => {
      if (row[0] === round && row[3] !== 'DESCANSO')
        rondas.getRange(i + 1, 5, 1, 2).setValues([[400 - 10 * Number(row[1]), 350]]);
    });
  }

  it('alerts the refusal naming Gema at her row, writes nothing, and goes on once the row is deleted', () => {
    const env = createGasEnvironment({ locale: 'es_ES' });
    const bundle = loadBundle(env);
    const pair = () => (bundle.pairNextRound as () => { ok: boolean } | null)();
    (bundle.setupTournament as () => void)();
    sheet(env, 'Jugadores').getRange(2, 1, SIX.length, 8).setValues(SIX);
    const config = sheet(env, 'Configuración');
    config.getRange(configRow(config.snapshot(), 'Sistema'), 2).setValue('Todos contra todos');
    for (const round of [1, 2]) {
      expect(pair()).toMatchObject({ ok: true, round });
      typeRoundScores(env, round);
    }
    sheet(env, 'Jugadores').getRange(8, 1, 1, 8).setValues([GEMA]);

    const before = env.spreadsheet.getSheets().map((tab) => [tab.getName(), tab.snapshot()]);
    const alerts = env.ui.alerts.length;
    env.counter.reset();
    expect(pair()).toBeNull();
    expect(env.ui.alerts.slice(alerts).map((alert) => alert.message)).toEqual([REFUSAL]);
    expect([env.counter.writes, env.counter.count('format')]).toEqual([0, 0]);
    expect(env.spreadsheet.getSheets().map((tab) => [tab.getName(), tab.snapshot()])).toEqual(before);

    sheet(env, 'Jugadores').getRange(8, 1, 1, 8).setValues([BLANK]);
    for (const round of [3, 4, 5]) {
      expect(pair()).toMatchObject({ ok: true, round });
      typeRoundScores(env, round);
    }
    expectEveryPairOnce(sheet(env, 'Rondas').snapshot());
  });
});
