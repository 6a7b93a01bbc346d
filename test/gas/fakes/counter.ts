// One shared tally of the calls made to the fake Apps Script services, so that tests and
// benchmarks can assert "at most N data calls" (issue 6: each action ≤ 15 reads/writes).
// reads  = getValues / getValue / getDisplayValues / getDisplayValue / getFormulas
// writes = setValues / setValue / setFormula / clear / clearContent / appendRow
// format = number formats, validation, frozen rows, fonts, row inserts (not data)

export type CallKind = 'read' | 'write' | 'format' | 'ui' | 'service';

export interface CallRecord {
  kind: CallKind;
  method: string;
  /** Sheet and A1 range, or service name. */
  target: string;
}

export class CallCounter {
  calls: CallRecord[] = [];

  record(kind: CallKind, method: string, target: string): void {
    this.calls.push({ kind, method, target });
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

  /** Reads + writes of data: what the "at most 15" budget counts. */
  get data(): number {
    return this.reads + this.writes;
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
