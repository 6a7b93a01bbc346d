// The federation's list through the atril CLI on real files (rules §23): several clubs'
// tournaments generated with `atril generate`, closed, exported with `atril export-tournament`
// (one also as `atril trf`), imported shuffled and in batches with `atril import-tournaments`
// into a list workbook the command makes; the list equals the one imported in date order.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeAtrilFile } from '../../src/core/files/atrilFile';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { atril } from '../support/cli';

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'atril-list-'))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CLUBS: [string, string, string, string[]][] = [
  ['Open Norte', 'Alfil', '2026-03-14', []],
  ['Liga Sur', 'Torre', '2026-01-10', ['--duplicates', '1']],
  ['Copa Este', 'Caballo', '2026-05-02', []],
  ['Trofeo Oeste', 'Dama', '2026-02-21', []],
];
const tabsOf = async (path: string) => {
  const book = await XlsxWorkbook.open(path);
  return ['Escalafón', 'EloDI', 'Torneos valorados'].map((tab) => book.read(tab));
};

test('a season of four clubs: closed, exported, imported shuffled, equal to the list in date order', async () => {
  const files: string[] = [];
  for (const [index, [name, club, date, extra]] of CLUBS.entries()) {
    const book = join(dir, `club${index}.xlsx`);
    const generated = await atril([
      'generate',
      book,
      '--players',
      '10',
      '--rounds',
      '4',
      '--seed',
      String(index + 1),
      ...extra,
      '--set',
      `Torneo=${name}`,
      '--set',
      `Club=${club}`,
      '--set',
      `Fecha=${date}`,
    ]);
    expect(generated.code).toBe(0);
    const file = join(dir, `${name}.atril`);
    // Not closed yet: refused, nothing written.
    const open = await atril(['export-tournament', book, file]);
    expect(open).toMatchObject({ code: 1, stderr: expect.stringContaining(`El torneo «${name}» no está cerrado`) });
    expect((await atril(['close', book])).code).toBe(0);
    const exported = await atril(['export-tournament', book, file]);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain(`Torneo «${name}» (${date}) exportado`);
    files.push(file);
  }
  // The last one also as another program would send it: its TRF-16 report.
  const trf = join(dir, 'oeste.trf');
  writeFileSync(trf, (await atril(['trf', join(dir, 'club3.xlsx')])).stdout);
  expect(readFileSync(trf, 'utf8')).toContain('042 2026/02/21');

  const ordered = join(dir, 'ordenada.xlsx');
  const first = await atril(['import-tournaments', ordered, ...files]);
  expect(first.code).toBe(0);
  expect(first.stdout).toContain('4 archivos importados (4 torneos nuevos, 0 sustituidos).');
  const events = (await tabsOf(ordered))[2] ?? [];
  expect(events.slice(1).map((row) => [row[0], row[1], row[2]])).toEqual([
    ['2026-01-10', 'Liga Sur', 'Torre'],
    ['2026-02-21', 'Trofeo Oeste', 'Dama'],
    ['2026-03-14', 'Open Norte', 'Alfil'],
    ['2026-05-02', 'Copa Este', 'Caballo'],
  ]);

  const shuffled = join(dir, 'barajada.xlsx');
  expect((await atril(['import-tournaments', shuffled, files[2], files[0]])).code).toBe(0);
  expect((await atril(['import-tournaments', shuffled, files[3], files[1], files[0]])).code).toBe(0);
  expect(await tabsOf(shuffled)).toEqual(await tabsOf(ordered));
  expect((await atril(['rerate', shuffled])).code).toBe(0);
  expect(await tabsOf(shuffled)).toEqual(await tabsOf(ordered));

  // The TRF of Trofeo Oeste (no club in TRF: its own event) rates the same Swiss games.
  const withTrf = join(dir, 'trf.xlsx');
  expect((await atril(['import-tournaments', withTrf, trf])).code).toBe(0);
  const fromTrf = (await tabsOf(withTrf))[0] ?? [];
  const alone = join(dir, 'sola.xlsx');
  expect((await atril(['import-tournaments', alone, files[3]])).code).toBe(0);
  const fromAtril = (await tabsOf(alone))[0] ?? [];
  expect(fromTrf.map((row) => row.slice(1, 5))).toEqual(fromAtril.map((row) => row.slice(1, 5)));

  // The list's page: its Escalafón and EloDI with a search box, no standings of its own.
  const page = (await atril(['html', shuffled])).stdout;
  expect(page).toContain('<h1>Lista de valoración</h1>');
  expect(page).toContain('<input id="find" type="search"');
  expect(page).toContain('<section class="listed"><h2>Escalafón de la federación (suizo)</h2>');
  expect(page).not.toContain('Escalafón del club');
  expect(page).toContain('<title>Lista de valoración</title>');
  expect(page).not.toContain('id="ranking"');
  const someone = String(((await tabsOf(shuffled))[0] ?? [])[1]?.[1]);
  expect(page).toContain(someone);

  // Quitar torneo, then the list without it equals the list never given it.
  expect((await atril(['remove-tournament', shuffled, 'Copa Este'])).code).toBe(0);
  const without = join(dir, 'sin.xlsx');
  expect((await atril(['import-tournaments', without, files[0], files[1], files[3]])).code).toBe(0);
  expect(await tabsOf(shuffled)).toEqual(await tabsOf(without));
});

test('bad input: nothing imported, the list file as it was; a missing file named', async () => {
  const list = join(dir, 'lista.xlsx');
  const good = join(dir, 'bueno.trf');
  writeFileSync(
    good,
    '012 Uno\r\n042 2026/01/01\r\n001    1      Ana Gil                           1800                             1.0    1     2 w 1\r\n001    2      Luis Paz                          1700                             0.0    2     1 b 0\r\n',
  );
  const imported = await atril(['import-tournaments', list, good]);
  expect(imported.code).toBe(0);
  // The menu's label keeps its «…»; the progress line adds none of its own after it.
  expect(imported.stderr).toMatch(/(^|\n)Importar torneos…\n/);
  expect(imported.stderr).not.toContain('……');
  const bytes = readFileSync(list);
  const bad = join(dir, 'malo.trf');
  writeFileSync(
    bad,
    '012 Dos\r\n042 2026/02/01\r\n001    1      Ana Gil                           1800                             1.0    1     2 w X\r\n',
  );
  const refused = await atril(['import-tournaments', list, bad]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('malo.trf');
  expect(readFileSync(list).equals(bytes)).toBe(true);
  const missing = await atril(['import-tournaments', list, join(dir, 'no-existe.atril')]);
  expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('no-existe.atril') });
  expect(readFileSync(list).equals(bytes)).toBe(true);
  expect((await atril(['import-tournaments', list])).code).toBe(2);
  // A club's file of a tournament not closed: the club closes it, not the officer's list.
  const open = join(dir, 'abierto.atril');
  writeFileSync(open, writeAtrilFile('torneo', { torneo: 'Tres', club: 'Alfil', fecha: '2026-03-01', cerrado: false }));
  const notClosed = await atril(['import-tournaments', list, open]);
  expect(notClosed.code).toBe(1);
  expect(notClosed.stderr).toContain('«abierto.atril» es del torneo «Tres», que no está cerrado');
  expect(notClosed.stderr).not.toContain(`atril close ${list}`);
  expect(readFileSync(list).equals(bytes)).toBe(true);
});
