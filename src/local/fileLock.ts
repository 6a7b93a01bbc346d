// One command at a time on an .xlsx file (rules §9 "Concurrency"): the CLI holds
// `<file>.atril-lock` (created with O_EXCL, holding pid, host and time) for the whole
// read–compute–write, and refuses while an office suite has the file open. A lock left by a
// process that no longer runs on this machine (a crash, Ctrl-C) is taken over.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';

/** What a lock file holds. */
export interface LockOwner {
  pid: number;
  host: string;
  /** ISO time the lock was taken. */
  time: string;
  /** Random, so a process only ever removes its own lock. */
  token: string;
}

/** The lock is still held after waiting: `owner` is null when the lock file could not be read. */
export class LockBusyError extends Error {
  constructor(
    readonly lockPath: string,
    readonly owner: LockOwner | null,
  ) {
    super(`locked: ${lockPath}`);
    this.name = 'LockBusyError';
  }
}

export function lockPathOf(file: string): string {
  return `${file}.atril-lock`;
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string' || typeof owner.token !== 'string') return null;
    return { pid: owner.pid, host: owner.host, time: String(owner.time ?? ''), token: owner.token };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock whose process is known to be gone: only on this host, where its pid means something. */
function isStale(owner: LockOwner | null): owner is LockOwner {
  return owner !== null && owner.host === hostname() && owner.pid !== process.pid && !isAlive(owner.pid);
}

function tryCreate(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a stale lock, unless another process replaced it meanwhile: the lock is moved
 * aside (atomic), checked to be the stale one, and only then deleted; a live lock moved
 * aside by mistake is linked back (link fails rather than overwrite a newer lock).
 */
function takeOver(path: string, stale: LockOwner): void {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch {
    return; // already gone: the next attempt creates it
  }
  const moved = readOwner(aside);
  if (moved?.token !== stale.token) {
    try {
      linkSync(aside, path);
    } catch {
      // A third process created a lock in that instant: three commands racing over a stale
      // lock, the one case not covered (docs/local.md).
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // nothing to clean
  }
}

export interface LockOptions {
  /** How long to wait for another command to finish. */
  waitMs: number;
  /** Called once when the lock is held by someone else and we start waiting. */
  onWait?(owner: LockOwner | null): void;
  pollMs?: number;
}

export interface FileLock {
  readonly path: string;
  release(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the exclusive lock of `file`, waiting up to `waitMs`; throws LockBusyError if it stays held. */
export async function acquireLock(file: string, options: LockOptions): Promise<FileLock> {
  const path = lockPathOf(file);
  const mine: LockOwner = {
    pid: process.pid,
    host: hostname(),
    time: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  const deadline = Date.now() + options.waitMs;
  let waiting = false;
  for (;;) {
    if (tryCreate(path, { ...mine, time: new Date().toISOString() })) break;
    const owner = readOwner(path);
    if (isStale(owner)) {
      takeOver(path, owner);
      continue;
    }
    if (Date.now() >= deadline) throw new LockBusyError(path, owner);
    if (!waiting) {
      waiting = true;
      options.onWait?.(owner);
    }
    await sleep(Math.min(options.pollMs ?? 100, Math.max(1, deadline - Date.now())));
  }
  return {
    path,
    release() {
      // Only our own lock: never one another process took over in the meantime.
      if (readOwner(path)?.token === mine.token) unlinkSync(path);
    },
  };
}

/** An office suite's lock file beside `file`: the program and the lock file's path. */
export interface OfficeLock {
  program: 'LibreOffice' | 'Excel';
  path: string;
}

/**
 * LibreOffice writes `.~lock.<name>#` beside a file it has open; Excel writes `~$<name>`
 * (with a long name it replaces the first one or two characters of the name by `~$`).
 */
export function officeLock(file: string): OfficeLock | null {
  const folder = dirname(file);
  const name = basename(file);
  const libre = join(folder, `.~lock.${name}#`);
  if (existsSync(libre)) return { program: 'LibreOffice', path: libre };
  for (const candidate of new Set([`~$${name}`, `~$${name.slice(1)}`, `~$${name.slice(2)}`])) {
    const excel = join(folder, candidate);
    if (existsSync(excel)) return { program: 'Excel', path: excel };
  }
  return null;
}
