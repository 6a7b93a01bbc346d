// The atril CLI (rules §1 `local/`, §8, §9) on real .xlsx files in a temporary folder: the
// menu's actions in the user's language, the file untouched when an action refuses or
// the input is bad, exit codes, progress on stderr and the standings page on stdout.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';
import { XSS_NAME } from '../fixtures/xlsx';
import { atril, tournamentFile as typedTournament, typeScores } from '../support/cli';

const ROOT = join(__dirname, '..', '..');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'atril-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const PLAYERS = [
  ['', 'Ana García', 2100, 'Club Alfil'],
  ['', XSS_NAME, 2000, ''],
  ['', 'Luis Pérez', 1950, 'Club Atril'],
  ['', '=HYPERLINK("http://x","y")', 1900, ''],
  ['', 'José Martín', '', ''],
];

/** A set-up workbook with five players typed into Jugadores. */
const tournamentFile = (name = 'torneo.xlsx') => typedTournament(join(dir, name), PLAYERS);

describe('atril setup', () => {
  it('creates the workbook with the tabs of "Preparar torneo", in Spanish by default (rules §2)', async () => {
    const path = join(dir, 'nuevo.xlsx');
    const run = await atril(['setup', path], {});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Pestañas creadas: Configuración, Jugadores, Rondas');
    expect(run.stderr).toContain('Preparar torneo…');
    expect((await XlsxWorkbook.open(path)).tabNames()).toEqual([
      'Configuración',
      'Jugadores',
      'Rondas',
      'Premios',
      'Emparejamientos',
      'Clasificación',
      'Tabla cruzada',
      'Tarjetas',
      'ELO',
    ]);
  });

  it('speaks English with an English LANG, and names the tabs in English', async () => {
    const path = join(dir, 'new.xlsx');
    const run = await atril(['setup', path], { LANG: 'en_GB.UTF-8' });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Set up tournament…');
    expect((await XlsxWorkbook.open(path)).tabNames()).toContain('Players');
  });
});

describe('atril pair / undo / standings / elo / html', () => {
  it('runs a round from pairing to standings, as the menu does', async () => {
    const path = await tournamentFile();
    const pair = await atril(['pair', path]);
    expect(pair.code).toBe(0);
    expect(pair.stdout).toContain('Ronda 1');
    expect(pair.stderr).toMatch(
      /Leyendo .*torneo\.xlsx…\nEmparejar siguiente ronda…\nGuardando .*\nGuardado: .*\(\d+ ms\)/,
    );
    const rounds = (await XlsxWorkbook.open(path)).read('Rondas') ?? [];
    expect(rounds.filter((row) => row[0] === 1)).toHaveLength(3); // 5 players: 2 tables and a bye

    // rules §8: no second round while the first has games without results; the file is not rewritten.
    const before = statSync(path).mtimeMs;
    const refused = await atril(['pair', path]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/atril: .*mesas 1, 2/);
    expect(statSync(path).mtimeMs).toBe(before);

    const undo = await atril(['undo', path]);
    expect(undo.code).toBe(0);
    expect((await XlsxWorkbook.open(path)).read('Rondas')?.filter((row) => row[0] === 1)).toHaveLength(0);
    expect((await atril(['pair', path])).code).toBe(0);

    await typeScores(path, 1);
    const standings = await atril(['standings', path]);
    expect(standings.code).toBe(0);
    expect(standings.stdout).toMatch(/Puesto\s+N°\s+Nombre\s+Club\s+Puntos\s+SB\s+Puntos Scrabble/);
    expect(standings.stdout).toContain(XSS_NAME);
    expect((await atril(['elo', path])).code).toBe(0);
    expect((await XlsxWorkbook.open(path)).read('ELO')?.length).toBe(7); // title, header, 5 players

    // rules §9: the =HYPERLINK name went through pairing and standings as text.
    const raw = await XlsxWorkbook.open(path);
    expect(raw.read('Clasificación')?.map((row) => row[2])).toContain('=HYPERLINK("http://x","y")');

    const html = await atril(['html', path]);
    expect(html.code).toBe(0);
    expect(html.stdout.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.stdout).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html.stdout).not.toContain('<img');
    expect(html.stdout).toContain('<meta http-equiv="refresh" content="60">');
    expect(html.stdout).toContain('Tras la ronda 1 de 7');
    expect(html.stderr).not.toContain('<');
  });

  it('the language of Configuración (Idioma) wins over LANG', async () => {
    const path = await tournamentFile();
    const book = await XlsxWorkbook.open(path);
    const config = book.read('Configuración') ?? [];
    book.write('Configuración', config.findIndex((row) => row[0] === 'Idioma') + 1, 2, [['en']]);
    await book.save();
    const run = await atril(['pair', path], { LANG: 'es_ES.UTF-8' });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Pair next round…');
    expect(run.stdout).toMatch(/Round 1/);
  });

  it('duplicate without a Duplicada tab creates the template for the arbiter and says so (exit 1: nothing scored)', async () => {
    const path = await tournamentFile();
    const run = await atril(['duplicate', path]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Duplicada 1');
    expect((await XlsxWorkbook.open(path)).read('Duplicada 1')?.[1][0]).toBe('Maestra');
  });
});

describe('bad input (rules §9): a message in the user language naming tab, row and value; the file untouched', () => {
  it('a repeated player name', async () => {
    const path = await tournamentFile();
    const book = await XlsxWorkbook.open(path);
    book.write('Jugadores', 7, 2, [['Ana García']]);
    await book.save();
    const bytes = readFileSync(path);
    const run = await atril(['pair', path]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'atril: Jugadores, fila 7, columna Nombre: el nombre «Ana García» está repetido (también en la fila 2)',
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('a score that is not a number, in English', async () => {
    const path = await tournamentFile();
    await atril(['pair', path]);
    const book = await XlsxWorkbook.open(path);
    book.write('Rondas', 2, 5, [['cuatrocientos']]);
    await book.save();
    const run = await atril(['standings', path], { LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' });
    // Configuración says Idioma es (set-up wrote it): the message follows the workbook.
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Rondas, fila 2, columna Puntos Scrabble 1: «cuatrocientos» no es un número');
  });

  it.each([
    [412.5, 'Rondas, fila 2, columna Puntos Scrabble 1: «412,5» no es un número entero'],
    [-12, 'Rondas, fila 2, columna Puntos Scrabble 1: «-12» no puede ser negativo'],
    ['1.412', 'Rondas, fila 2, columna Puntos Scrabble 1: «1.412» es ambiguo'],
    [1.412, 'Rondas, fila 2, columna Puntos Scrabble 1: «1,412» es ambiguo'],
    [4120, 'Rondas, fila 2, columna Puntos Scrabble 1: «4120» es más de 2000 puntos'],
  ])('a score that is not a whole number 0–2000 (rules §9): %j', async (score, message) => {
    const path = await tournamentFile();
    await atril(['pair', path]);
    const book = await XlsxWorkbook.open(path);
    book.write('Rondas', 2, 5, [[score, 380]]);
    await book.save();
    const bytes = readFileSync(path);
    const run = await atril(['standings', path]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`atril: ${message}`);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('no players yet', async () => {
    const path = join(dir, 'vacio.xlsx');
    await atril(['setup', path]);
    const run = await atril(['pair', path]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Jugadores');
  });

  it('command line mistakes: unknown command, no file, not .xlsx (exit 2); missing or unreadable file (exit 1)', async () => {
    expect(await atril(['emparejar', 'x.xlsx'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('«emparejar» no es una orden de atril'),
    });
    expect(await atril(['pair'])).toMatchObject({ code: 2, stderr: expect.stringContaining('falta el archivo .xlsx') });
    expect(await atril(['pair', 'torneo.ods'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('«torneo.ods» no es un archivo .xlsx'),
    });
    expect(await atril(['pair', join(dir, 'no.xlsx')])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('atril setup'),
    });
    const broken = join(dir, 'roto.xlsx');
    writeFileSync(broken, 'esto no es un libro');
    expect(await atril(['pair', broken])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no se puede abrir'),
    });
    expect(await atril([], { LANG: 'en_US.UTF-8' })).toMatchObject({
      code: 2,
      stdout: expect.stringContaining('Usage: atril <command> <file.xlsx>'),
    });
  });
});

describe('atril generate / check / trf (issue 13 item 4)', () => {
  it('generates a new workbook, checks it clean (exit 0) and exports it as TRF on stdout', async () => {
    const path = join(dir, 'simulado.xlsx');
    const generated = await atril([
      'generate',
      path,
      '--players',
      '11',
      '--rounds',
      '4',
      '--seed',
      '9',
      '--set',
      'Regla de Gibson=Sí',
    ]);
    expect(generated.code).toBe(0);
    expect(generated.stdout).toMatch(/^Torneo generado: 11 jugadores, 4 rondas, semilla 9/);
    expect(generated.stderr).toContain('Generar torneo…');
    const book = await XlsxWorkbook.open(path);
    expect(book.read('Configuración')).toEqual(expect.arrayContaining([['Regla de Gibson', 'Sí']]));

    const written = readFileSync(path);
    const check = await atril(['check', path]);
    expect(check).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Comprobadas 4 rondas \(\d+ filas de Rondas\): todas/),
    });

    const trf = await atril(['trf', path]);
    expect(trf.code).toBe(0);
    const lines = trf.stdout.split('\r\n');
    expect(lines[0]).toBe('012 Torneo generado (semilla 9)');
    expect(lines.filter((line) => line.startsWith('001'))).toHaveLength(11);
    // Both read only: the file is as generated.
    expect(readFileSync(path).equals(written)).toBe(true);
  });

  it('never generates over an existing file; a bad option is a command line mistake (exit 2)', async () => {
    const path = await tournamentFile();
    const before = readFileSync(path);
    expect(await atril(['generate', path])).toMatchObject({ code: 1, stderr: expect.stringContaining('ya existe') });
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(await atril(['generate', join(dir, 'otro.xlsx'), '--players', 'muchos'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('la opción --players espera 2–9999, no «muchos»'),
    });
    expect(await atril(['check', path, '--players', '3'])).toMatchObject({ code: 2 });
  });

  it('check: exit 1 with an illegal board, 3 when boards only differ; trf refuses pending games', async () => {
    const path = await tournamentFile();
    expect((await atril(['pair', path])).code).toBe(0);
    expect(await atril(['trf', path])).toMatchObject({ code: 1, stderr: expect.stringContaining('Faltan resultados') });
    await typeScores(path, 1);
    expect((await atril(['pair', path])).code).toBe(0);
    await typeScores(path, 2);
    const book = await XlsxWorkbook.open(path);
    const rows = book.read('Rondas') ?? [];
    // Round 2's first two boards swap their table numbers: the same boards, other tables.
    const [a, b] = rows.map((row, i) => [row, i + 1] as const).filter(([row]) => row[0] === 2);
    book.write('Rondas', a[1], 2, [[b[0][1]]]);
    book.write('Rondas', b[1], 2, [[a[0][1]]]);
    await book.save();
    const differs = await atril(['check', path]);
    expect(differs.code).toBe(3);
    expect(differs.stdout).toContain('distinta: la misma pareja, pero el programa la pone en la mesa');
    expect(differs.stdout).not.toContain('ILEGAL');
    // A rematch in round 3: round 1's first board again.
    const again = await XlsxWorkbook.open(path);
    again.write('Rondas', rows.length + 1, 1, [[3, 1, rows[1][3], rows[1][2], 400, 300, '']]);
    await again.save();
    const illegal = await atril(['check', path]);
    expect(illegal.code).toBe(1);
    expect(illegal.stdout).toMatch(
      /Ronda 3, mesa 1 \(Luis Pérez \(3\) – Ana García \(1\)\) — ILEGAL: .* ya se enfrentaron en la ronda 1/,
    );
    expect(illegal.stdout).toContain('juega esta ronda y no tiene mesa ni descanso');
  });
});

describe('bin/atril.js', () => {
  it('runs as a command: exit code and the Spanish message on bad input', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'bin/atril.js'), 'pair', join(dir, 'falta.xlsx')], {
      encoding: 'utf8',
      env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('atril: no existe el archivo');
  });
});
