// The CLI loses nothing (rules §9 "Concurrency", issue 12 item 6): one command at a time on
// a file (the second waits, then refuses), no command while LibreOffice or Excel has the
// file open, and no save over a file that changed on disk between the read and the write.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Run, atril as runAtril, tournamentFile as typedTournament, typeScores } from '../support/cli';
import { lockPathOf } from '../../src/local/fileLock';
import { XlsxWorkbook } from '../../src/local/xlsxWorkbook';

const ROOT = join(__dirname, '..', '..');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'atril-cli-lock-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const atril = (args: string[], options: { lang?: string; lockWaitMs?: number } = {}) =>
  runAtril(args, { LANG: options.lang ?? 'es_ES.UTF-8' }, options.lockWaitMs);

/** `node bin/atril.js …` as its own process. */
function atrilProcess(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/atril.js'), ...args], {
      env: { ...process.env, LANG: 'es_ES.UTF-8', LC_ALL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

const PLAYERS = [
  ['', 'Ana García', 2100, 'Club Alfil'],
  ['', 'Luis Pérez', 1950, 'Club Atril'],
  ['', 'María López', 1900, ''],
  ['', 'José Martín', '', ''],
  ['', 'Carmen Ruiz', 1800, ''],
];

const tournamentFile = (name = 'torneo.xlsx') => typedTournament(join(dir, name), PLAYERS);

/** What is left in the folder besides the workbook: no lock, no temporary file. */
function leftovers(): string[] {
  return readdirSync(dir).filter((name) => !name.endsWith('.xlsx') || name.startsWith('.'));
}

function holdLock(path: string, owner: object): void {
  writeFileSync(lockPathOf(path), JSON.stringify(owner));
}

/** A pid no process has: one that just ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('two atril commands on one file at the same time (two processes)', () => {
  it('pair twice: one pairs round 1, the other refuses; never two successes over one round', async () => {
    const path = await tournamentFile();
    const runs = await Promise.all([atrilProcess(['pair', path]), atrilProcess(['pair', path])]);
    expect(runs.map((run) => run.code).sort()).toEqual([0, 1]);
    const refused = runs.find((run) => run.code === 1) as Run;
    // Either it waited and then saw round 1 pending, or it gave up waiting: a clear message, no stack.
    expect(refused.stderr).toMatch(/atril: .*(mesas 1, 2|sigue en uso por otra orden de atril)/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    const rounds = (await XlsxWorkbook.open(path)).read('Rondas') ?? [];
    expect(rounds.filter((row) => row[0] === 1)).toHaveLength(3);
    expect(leftovers()).toEqual([]);
  });

  it('standings and elo together: both tabs written (no write lost), or one clear refusal', async () => {
    const path = await tournamentFile();
    expect((await atril(['pair', path])).code).toBe(0);
    await typeScores(path, 1);
    const [standings, elo] = await Promise.all([atrilProcess(['standings', path]), atrilProcess(['elo', path])]);
    const book = await XlsxWorkbook.open(path);
    const standingsRows = book.read('Clasificación')?.length ?? 0;
    const eloRows = book.read('ELO')?.length ?? 0;
    for (const [run, rows] of [
      [standings, standingsRows],
      [elo, eloRows],
    ] as const) {
      if (run.code === 0)
        expect(rows).toBe(7); // title, header, 5 players
      else expect(run.stderr).toContain('sigue en uso por otra orden de atril');
    }
    expect(standings.code + elo.code).toBeLessThanOrEqual(1);
    expect(leftovers()).toEqual([]);
  });
});

describe('the lock file <file>.atril-lock', () => {
  it('held by a running command: waits, says so, then refuses (exit 1) and leaves file and lock alone', async () => {
    const path = await tournamentFile();
    const bytes = readFileSync(path);
    const owner = { pid: process.pid, host: hostname(), time: new Date().toISOString(), token: 'other' };
    holdLock(path, owner);
    const run = await atril(['pair', path], { lockWaitMs: 300 });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Otra orden de atril está usando «${path}» (proceso ${process.pid}`);
    expect(run.stderr).toContain('esperando hasta 0 s…');
    expect(run.stderr).toContain(`atril: «${path}» sigue en uso por otra orden de atril (proceso ${process.pid}`);
    expect(run.stderr).toContain(`borra «${lockPathOf(path)}»`);
    expect(run.stderr).not.toContain('Leyendo');
    expect(readFileSync(path).equals(bytes)).toBe(true);
    expect(JSON.parse(readFileSync(lockPathOf(path), 'utf8'))).toEqual(owner);
  });

  it('in English too', async () => {
    const path = await tournamentFile();
    holdLock(path, { pid: process.pid, host: hostname(), time: new Date().toISOString(), token: 'other' });
    const run = await atril(['standings', path], { lang: 'en_GB.UTF-8', lockWaitMs: 100 });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Another atril command is using "${path}"`);
    expect(run.stderr).toContain(`atril: "${path}" is still in use by another atril command`);
  });

  it('released while waiting: the second command then runs', async () => {
    const path = await tournamentFile();
    holdLock(path, { pid: process.pid, host: hostname(), time: new Date().toISOString(), token: 'other' });
    setTimeout(() => unlinkSync(lockPathOf(path)), 300);
    const run = await atril(['pair', path], { lockWaitMs: 10_000 });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('esperando hasta 10 s…');
    expect(run.stdout).toContain('Ronda 1');
    expect(leftovers()).toEqual([]);
  });

  it('left by a process that no longer runs (a crash, Ctrl-C): taken over without waiting', async () => {
    const path = await tournamentFile();
    holdLock(path, { pid: deadPid(), host: hostname(), time: '2026-01-01T10:00:00.000Z', token: 'dead' });
    const run = await atril(['pair', path], { lockWaitMs: 10_000 });
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('esperando');
    expect(leftovers()).toEqual([]);
  });

  it('of another machine (a shared folder) or unreadable: never taken over', async () => {
    const path = await tournamentFile();
    holdLock(path, { pid: deadPid(), host: 'otro-ordenador', time: new Date().toISOString(), token: 'x' });
    expect((await atril(['pair', path], { lockWaitMs: 100 })).code).toBe(1);
    writeFileSync(lockPathOf(path), '');
    const run = await atril(['pair', path], { lockWaitMs: 100 });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('(proceso ?, desde las ?)');
  });

  it('is removed after success, after a refusal and after bad input', async () => {
    const path = await tournamentFile();
    expect((await atril(['pair', path])).code).toBe(0);
    expect(existsSync(lockPathOf(path))).toBe(false);
    expect((await atril(['pair', path])).code).toBe(1); // round 1 pending
    expect(existsSync(lockPathOf(path))).toBe(false);
    const book = await XlsxWorkbook.open(path);
    book.write('Rondas', 2, 5, [['cuatrocientos']]);
    await book.save();
    expect((await atril(['standings', path])).code).toBe(1);
    expect(leftovers()).toEqual([]);
  });

  it('html only reads: it runs while another command holds the lock', async () => {
    const path = await tournamentFile();
    holdLock(path, { pid: process.pid, host: hostname(), time: new Date().toISOString(), token: 'other' });
    const run = await atril(['html', path], { lockWaitMs: 100 });
    expect(run.code).toBe(0);
    expect(run.stdout.startsWith('<!DOCTYPE html>')).toBe(true);
  });
});

describe('an office suite has the file open', () => {
  it.each([
    ['LibreOffice', '.~lock.torneo.xlsx#', 'es_ES.UTF-8', 'está abierto en LibreOffice'],
    ['Excel', '~$torneo.xlsx', 'es_ES.UTF-8', 'está abierto en Excel'],
    ['Excel (long name)', '~$rneo.xlsx', 'en_GB.UTF-8', 'is open in Excel'],
  ])('%s: refused, saying which program, the file untouched', async (_program, lockName, lang, message) => {
    const path = await tournamentFile();
    const bytes = readFileSync(path);
    writeFileSync(join(dir, lockName), ',Ana,portatil,23.11.2026 10:00,file:///home/ana;');
    const run = await atril(['pair', path], { lang });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain(join(dir, lockName));
    expect(readFileSync(path).equals(bytes)).toBe(true);
    expect(existsSync(lockPathOf(path))).toBe(false);
  });
});

describe('the file changed on disk between the read and the write', () => {
  it('refuses, writing nothing: the other program’s save stays', async () => {
    const path = await tournamentFile();
    const open = XlsxWorkbook.open.bind(XlsxWorkbook);
    let theirs: Buffer = Buffer.alloc(0);
    jest.spyOn(XlsxWorkbook, 'open').mockImplementation(async (file, options) => {
      const book = await open(file, options);
      // Another program (LibreOffice without its lock file, a sync client) saves meanwhile.
      const other = await open(file);
      other.write('Jugadores', 7, 2, [['Elena Torres']]);
      theirs = await other.toBuffer();
      writeFileSync(file, theirs);
      return book;
    });
    const run = await atril(['pair', path]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`atril: «${path}» ha cambiado en el disco mientras atril trabajaba`);
    expect(run.stderr).not.toContain('Guardado:');
    expect(readFileSync(path).equals(theirs)).toBe(true);
    expect(leftovers()).toEqual([]);
  });
});
