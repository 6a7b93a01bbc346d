// The file lock of the CLI (rules §9 "Concurrency"): exclusive, waits then refuses, takes
// over only a lock whose process is gone, removes only its own lock; office lock files.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireLock, LockBusyError, lockPathOf, officeLock } from '../../src/local/fileLock';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'atril-lock-'));
  file = join(dir, 'torneo.xlsx');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('acquireLock', () => {
  it('creates <file>.atril-lock with pid, host and time, and release removes it', async () => {
    const lock = await acquireLock(file, { waitMs: 0 });
    expect(lock.path).toBe(`${file}.atril-lock`);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('a second lock waits (onWait once), then fails with the owner', async () => {
    const first = await acquireLock(file, { waitMs: 0 });
    const onWait = jest.fn();
    const second = acquireLock(file, { waitMs: 150, pollMs: 20, onWait });
    await expect(second).rejects.toBeInstanceOf(LockBusyError);
    await expect(second).rejects.toMatchObject({ owner: { pid: process.pid }, lockPath: lockPathOf(file) });
    expect(onWait).toHaveBeenCalledTimes(1);
    first.release();
  });

  it('release never removes a lock that is not its own', async () => {
    const lock = await acquireLock(file, { waitMs: 0 });
    writeFileSync(lock.path, JSON.stringify({ pid: 1, host: 'x', time: '', token: 'someone' }));
    lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });
});

describe('officeLock', () => {
  it('finds LibreOffice and Excel lock files beside the file, and nothing else', () => {
    expect(officeLock(file)).toBeNull();
    writeFileSync(join(dir, '~$otro.xlsx'), '');
    writeFileSync(join(dir, '.~lock.otro.xlsx#'), '');
    expect(officeLock(file)).toBeNull();
    writeFileSync(join(dir, '~$torneo.xlsx'), '');
    expect(officeLock(file)).toEqual({ program: 'Excel', path: join(dir, '~$torneo.xlsx') });
    writeFileSync(join(dir, '.~lock.torneo.xlsx#'), '');
    expect(officeLock(file)).toEqual({ program: 'LibreOffice', path: join(dir, '.~lock.torneo.xlsx#') });
  });
});
