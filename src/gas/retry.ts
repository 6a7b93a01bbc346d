// Retries (rules §17): a call that Google's services fail now and then ("Service Spreadsheets
// failed while accessing document…", "…timed out", a server error) is tried again a few times
// with a growing pause — only where trying again cannot do the work twice: reading, writing a
// fixed range. A call that may have done its work before failing (a tab inserted, a tab renamed)
// is tried again only after checking it did not (`recover`); one that adds (a row appended, rows
// inserted) is never retried here — the action's plan finishes it at the next press (journal.ts).

/** The pauses before each new try, in milliseconds: three tries more, about 3.5 s in all. */
export const RETRY_PAUSES_MS: readonly number[] = [500, 1000, 2000];

/** A failure that may pass if the call is tried again (the messages Google's services give). */
export function isTransient(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /Service .*(failed|timed out|unavailable)|timed out|server error|try again later|Service error|Internal error/i.test(
    text,
  );
}

/** An error thrown by Google's services (a cut), not by the action's own checks (bad input). */
export function isServiceFailure(error: unknown): boolean {
  return isTransient(error) || /Exceeded maximum execution time|Exception:/i.test(String(error));
}

/**
 * `call()`, tried again after each pause while it fails transiently. `recover`: before trying
 * again, whether the failed try did its work after all (its result then, or null to try again).
 */
export function retried<T>(call: () => T, recover: (() => T | null) | null = null): T {
  for (let attempt = 0; ; attempt++) {
    try {
      return call();
    } catch (error) {
      if (attempt >= RETRY_PAUSES_MS.length || !isTransient(error)) throw error;
      Utilities.sleep(RETRY_PAUSES_MS[attempt]);
      const done = recover?.() ?? null;
      if (done !== null) return done;
    }
  }
}
