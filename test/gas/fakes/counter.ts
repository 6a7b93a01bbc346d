// One shared tally of the calls made to the fake Apps Script services, so that tests and
// benchmarks can assert "at most N data calls" (issue 6: each action ≤ 15 reads/writes).
// reads  = getValues / getValue / getDisplayValues / getDisplayValue / getFormulas
// writes = setValues / setValue / setFormula / clear / clearContent / appendRow
// format = number formats, validation, frozen rows, fonts, row inserts (not data)
// api    = every call the code under test makes into SpreadsheetApp and its objects
//          (api.ts), "Sheet.getName" and the like: the total per action (issue 11 item 7)
// service = flush, locks, properties, cache

/** What Apps Script says when a call to the spreadsheet fails on Google's side. */
export const FAILURE_MESSAGE = 'Service Spreadsheets failed while accessing document with id fake-spreadsheet-id.';

export type CallKind = 'read' | 'write' | 'format' | 'ui' | 'service' | 'api';

export interface CallRecord {
  kind: CallKind;
  method: string;
  /** Sheet and A1 range, or service name. */
  target: string;
}

export class CallCounter {
  calls: CallRecord[] = [];
  /** Called after each call is recorded: lets a test run another execution mid-action. */
  onCall: ((call: CallRecord) => void) | null = null;
  /**
   * Fault injection (rules §17): asked at every SpreadsheetApp call (api.ts) — 'before': the
   * call fails without doing anything; 'after': it does its work (a data write waits with the
   * execution's others, as any) and fails all the same, as a server error that wrote; null: it
   * runs. Google's own words for a failure: FAILURE_MESSAGE.
   */
  fault: ((call: CallRecord) => 'before' | 'after' | null) | null = null;
  /**
   * The execution was cut (the 6-minute limit, a lost connection): every later call into a
   * service fails, so nothing more of it reaches the document. A test sets it, and clears it
   * before the next execution.
   */
  dead = false;

  record(kind: CallKind, method: string, target: string): void {
    if (this.dead) throw new Error(FAILURE_MESSAGE);
    const call = { kind, method, target };
    this.calls.push(call);
    this.onCall?.(call);
  }

  count(kind: CallKind): number {
    return this.calls.filter((call) => call.kind === kind).length;
  }

  get reads(): number {
    return this.count('read');
  }

  get writes(): number {
    return this.count('write');
  }

  /** Every change to the spreadsheet: data writes and formats (tabs inserted, renamed, deleted; layouts; pictures). */
  get changes(): number {
    return this.writes + this.count('format');
  }

  /** Reads + writes of data: what the "at most 15" budget counts. */
  get data(): number {
    return this.reads + this.writes;
  }

  /** Every SpreadsheetApp call the code under test made (getters and builders included). */
  get spreadsheetCalls(): number {
    return this.count('api');
  }

  /** The SpreadsheetApp calls by method, most frequent first (for failing assertions and the benchmark). */
  apiSummary(): string {
    const counts = new Map<string, number>();
    for (const call of this.calls) if (call.kind === 'api') counts.set(call.method, (counts.get(call.method) ?? 0) + 1);
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([method, count]) => `${method} ×${count}`)
      .join(', ');
  }

  /**
   * The order that matters around an alert (rules §8): `write` (data or format, runs
   * merged), `flush`, `lock`, `release`, `alert` / `prompt`. Reads are left out.
   */
  events(): string[] {
    const names: string[] = [];
    for (const call of this.calls) {
      const name =
        call.kind === 'write' || call.kind === 'format'
          ? 'write'
          : call.method === 'flush'
            ? 'flush'
            : call.method === 'tryLock' || call.method === 'waitLock'
              ? 'lock'
              : call.method === 'releaseLock'
                ? 'release'
                : call.method === 'alert' || call.method === 'prompt'
                  ? call.method
                  : null;
      if (name !== null && !(name === 'write' && names.at(-1) === 'write')) names.push(name);
    }
    return names;
  }

  reset(): void {
    this.calls = [];
  }

  /** A short summary for failing assertions and the benchmark. */
  describe(): string {
    return this.calls
      .filter((call) => call.kind === 'read' || call.kind === 'write')
      .map((call) => `${call.kind} ${call.method} ${call.target}`)
      .join('\n');
  }
}
