// The document lock around a menu action (rules §8, src/gas/documentLock.ts): taken first,
// and at the end the writes flushed, what must follow them run, and only then the lock
// released — released even when the flush fails; a second director's press is told to wait.
import { LOCK_WAIT_MS, lockDocument } from '../../src/gas/documentLock';
import { createGasEnvironment, type GasEnvironment, withGlobals } from './fakes';

type End = (afterFlush?: () => void) => void;

/** The lock, flush and release calls, and the test's own mark, in order. */
const order = (env: GasEnvironment) =>
  env.counter.calls
    .map((call) => call.method)
    .filter((method) => ['tryLock', 'flush', 'afterFlush', 'releaseLock'].includes(method));

describe('lockDocument', () => {
  it('lock, then flush, then what follows the flush while the lock is held, then release', () => {
    const env = createGasEnvironment();
    let heldAfterFlush: boolean | null = null;
    withGlobals(env, () => {
      const end = lockDocument();
      expect(end).not.toBeNull();
      expect(env.lock.holdsDocumentLock()).toBe(true);
      (end as End)(() => {
        heldAfterFlush = env.lock.holdsDocumentLock();
        env.counter.record('service', 'afterFlush', 'test');
      });
    });
    expect(heldAfterFlush).toBe(true);
    expect(env.lock.holdsDocumentLock()).toBe(false);
    expect(order(env)).toEqual(['tryLock', 'flush', 'afterFlush', 'releaseLock']);
  });

  it('a flush that fails still releases the lock, and what follows the flush is not run', () => {
    const env = createGasEnvironment();
    env.globals.SpreadsheetApp = {
      ...(env.globals.SpreadsheetApp as object),
      flush: () => {
        throw new Error('Service Spreadsheets failed while accessing document');
      },
    };
    const after = jest.fn();
    withGlobals(env, () => {
      const end = lockDocument() as End;
      expect(() => end(after)).toThrow('Service Spreadsheets failed');
    });
    expect(after).not.toHaveBeenCalled();
    expect(env.lock.holdsDocumentLock()).toBe(false);
    expect(order(env)).toEqual(['tryLock', 'releaseLock']);
  });

  it('a flush that fails once is tried again after a pause (rules §17): what follows it runs, the lock goes', () => {
    const env = createGasEnvironment();
    const flush = (env.globals.SpreadsheetApp as { flush(): void }).flush;
    let failures = 0;
    env.globals.SpreadsheetApp = {
      ...(env.globals.SpreadsheetApp as object),
      flush: () => {
        if (failures++ === 0) throw new Error('Service Spreadsheets timed out while accessing document');
        flush();
      },
    };
    const after = jest.fn();
    withGlobals(env, () => (lockDocument() as End)(after));
    expect(failures).toBe(2);
    expect(after).toHaveBeenCalledTimes(1);
    expect(env.lock.holdsDocumentLock()).toBe(false);
    expect(env.counter.calls.filter((call) => call.method === 'Utilities.sleep').map((call) => call.target)).toEqual([
      '500',
    ]);
  });

  it('null when another execution keeps the lock the whole wait (20 s)', () => {
    const env = createGasEnvironment();
    env.lock.documentHeldByOther(true);
    expect(withGlobals(env, () => lockDocument())).toBeNull();
    expect(LOCK_WAIT_MS).toBe(20000);
    expect(order(env)).toEqual(['tryLock']);
  });

  it('where there is no document lock (a web app) the action runs unlocked and is still flushed', () => {
    const env = createGasEnvironment({ context: 'webapp' });
    const after = jest.fn();
    withGlobals(env, () => {
      const end = lockDocument();
      expect(end).not.toBeNull();
      (end as End)(after);
    });
    expect(after).toHaveBeenCalledTimes(1);
    expect(order(env)).toEqual(['flush']);
  });
});
