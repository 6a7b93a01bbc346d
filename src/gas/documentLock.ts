// The document lock around a menu action (rules §8), written once for every handler that
// writes (handlers.ts, checkInstallation.ts): taken before anything is read, and at the end the
// writes flushed before the lock goes — and the lock gone before any alert, as an alert
// suspends the script and a lock does not survive the suspension.
import { retried } from './retry';
import { documentStore } from './store';

/** How long a second director waits for the first one's action to finish. */
export const LOCK_WAIT_MS = 20000;

/**
 * The document lock taken (rules §8: two directors pressing at once get one round, not two),
 * as the function that ends it: SpreadsheetApp.flush() (tried again while it fails in passing,
 * retry.ts), then the lock released (even when the flush itself fails), with `afterFlush` run between the two. Null when another action kept it LOCK_WAIT_MS. Where there is no lock
 * (none in this context), the action runs unlocked and is still flushed at its end.
 */
export function lockDocument(): ((afterFlush?: () => void) => void) | null {
  const lock = documentStore.lock();
  if (lock && !lock.tryLock(LOCK_WAIT_MS)) return null;
  return (afterFlush) => {
    try {
      // rules §17: a flush is safe to repeat (it applies what is pending, once): tried again as a read is.
      retried(() => SpreadsheetApp.flush());
      // What must follow the applied writes and precede the release (rules §17: the journal closed).
      if (afterFlush) afterFlush();
    } finally {
      if (lock) lock.releaseLock();
    }
  };
}
