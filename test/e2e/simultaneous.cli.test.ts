// The simultaneous (rules §22) at the command line on real .xlsx files: the organiser prepares
// the game, two centres prepare it from the same seed and play it (draw, master), type their
// fields, `atril export-results`; the organiser `atril import-results` both. Refusals leave the
// organiser's file byte for byte.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import type { Cell, Grid } from '../../src/sheets/grid/cells';
import { readPrepared } from '../../src/sheets/duplicate/preparedGame';
import { readResultsFile } from '../../src/core/duplicate/resultsFile';
import { atril } from '../support/cli';
import { loadList } from '../support/arbiterList';
import { blankGameTab, randomField } from '../support/simultaneousRooms';

const ROUNDS = 3;
const SEED = '2024';
let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'atril-simul-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function gameFile(name: string, players: Cell[][] = []): Promise<string> {
  const path = join(dir, name);
  expect((await atril(['setup', path])).code).toBe(0);
  const book = await XlsxWorkbook.open(path);
  book.addTab('Duplicada 1');
  book.write('Duplicada 1', 1, 1, blankGameTab(ROUNDS));
  if (players.length > 0) book.write('Jugadores', 2, 1, players);
  loadList(book);
  await book.save();
  expect((await atril(['prepare-game', path, '--seed', SEED, '--rounds', String(ROUNDS)])).code).toBe(0);
  return path;
}

/**
 * A centre that prepared the game from the seed and played it: its rounds revealed as Sacar atril
 * and Buscar jugada maestra reveal them (their own tests: arbiter.cli.test.ts), its field typed.
 */
async function playedCentre(name: string, prefix: string, seed: number): Promise<string> {
  const path = await gameFile(name);
  const book = await XlsxWorkbook.open(path);
  const prepared = readPrepared(book.memory(), 'Duplicada 1')!;
  const rows = { Maestra: 2, Jugada: 3, Atril: 4 };
  book.write('Duplicada 1', rows.Maestra, 2, [prepared.rounds.map((round) => round.score)]);
  book.write('Duplicada 1', rows.Jugada, 2, [prepared.rounds.map((round) => round.move)]);
  book.write('Duplicada 1', rows.Atril, 2, [
    prepared.rounds.map((round) => [round.leave, round.drawn].filter(Boolean).join('+')),
  ]);
  const field = randomField(prepared, prefix, 5, seed);
  book.write(
    'Duplicada 1',
    (book.read('Duplicada 1') as Grid).length + 1,
    1,
    field.map((p) => [p.name, ...p.cells]),
  );
  await book.save();
  return path;
}

describe('atril export-results and import-results', () => {
  test('two centres exported, imported into the organiser’s file: «Simultánea» ranks both fields', async () => {
    const organiser = await gameFile('organizador.xlsx');
    const north = await playedCentre('norte.xlsx', 'Norte', 1);
    const south = await playedCentre('sur.xlsx', 'Sur', 2);
    const northFile = join(dir, 'norte.atril');
    const southFile = join(dir, 'sur.atril');
    const exported = await atril(['export-results', north, northFile, '--centro', 'Club Norte']);
    expect(exported.stderr).not.toContain('atril: ');
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('resultados del centro «Club Norte»');
    expect(
      (await atril(['export-results', south, southFile, '--tab', 'Duplicada 1', '--centro', 'Club Sur'])).code,
    ).toBe(0);
    expect(readResultsFile(readFileSync(northFile, 'utf8'), 'norte.atril').centre).toBe('Club Norte');
    expect(statSync(northFile).size).toBeLessThan(100_000);

    const imported = await atril(['import-results', organiser, northFile, southFile]);
    expect(imported.stderr).not.toContain('atril: ');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('2 centros importados (Club Norte, Club Sur)');
    const book = await XlsxWorkbook.open(organiser);
    const tab = book.read('Simultánea') as Grid;
    const names = tab.map((row) => String(row[2]));
    for (const prefix of ['Norte', 'Sur']) expect(names.some((name) => name.startsWith(prefix))).toBe(true);
    expect(book.read('Resultados de centros')).not.toBeNull();

    // Refused, the organiser's file byte for byte: two files of one centre, a missing file, no file.
    const bytes = readFileSync(organiser);
    const twice = await atril(['import-results', organiser, northFile, northFile]);
    expect([twice.code, twice.stderr]).toEqual([1, expect.stringContaining('son del mismo centro «Club Norte»')]);
    const missing = await atril(['import-results', organiser, join(dir, 'no.atril')]);
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringContaining('No se puede leer')]);
    expect((await atril(['import-results', organiser])).code).toBe(2);
    expect(readFileSync(organiser).equals(bytes)).toBe(true);
  }, 120_000);
});
