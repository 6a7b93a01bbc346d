// Where the phones' reports wait (rules §14), beside the page's store (pageStore.ts): the
// script properties, shared by every execution of the bound script — the web app's
// `reportResult` included — and needing no OAuth scope. Never the spreadsheet: a report
// touches no cell until the director imports it. Kept:
// - `atril.phone`: the round the phones may report (round, language, tables, byes: no code);
// - `atril.phone.<round>.<table>`: each board's entry — its code, wrong codes, the report(s).
// So the store holds one round at a time and one entry per board with two players: bounded
// by the round's boards (MAX_PHONE_BOARDS entries of under 80 bytes each, far inside the 9 kB
// per value and the 500 kB per store the page leaves free: docs/phoneResults.md). Every change
// is made under the script lock (LockService.getScriptLock: the document lock does not exist
// in a web app), so that two phones reporting at once never lose a count or a report.
import {
  type BoardEntry,
  decodeEntry,
  decodeRound,
  encodeEntry,
  encodeRound,
  newEntry,
  type PhoneRound,
  receiveReport,
  type ReportOutcome,
  samePoints,
} from '../core/phoneResults';
import type { PhoneQueue } from '../sheets/actions';

const ROUND_KEY = 'atril.phone';
const entryKey = (round: number, table: number): string => `${ROUND_KEY}.${round}.${table}`;
/** How long a report waits for another one being kept (they take milliseconds). */
const LOCK_WAIT_MS = 5000;

type Properties = GoogleAppsScript.Properties.Properties;

/** Runs `change` under the script lock; null when it could not be had in time. */
function locked<T>(change: (store: Properties) => T): { value: T } | null {
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) return null;
  try {
    return { value: change(PropertiesService.getScriptProperties()) };
  } finally {
    lock.releaseLock();
  }
}

/** Every key of the phones' store (the round and its entries). */
const phoneKeys = (all: Record<string, string>): string[] =>
  Object.keys(all).filter((key) => key === ROUND_KEY || key.startsWith(`${ROUND_KEY}.`));

/** Forgets whatever round was kept, and keeps `round`'s codes (a pairing with Resultados desde el móvil). */
export function keepRound(round: PhoneRound, codes: Record<number, string>): boolean {
  return (
    locked((store) => {
      for (const key of phoneKeys(store.getProperties())) store.deleteProperty(key);
      const values: Record<string, string> = { [ROUND_KEY]: encodeRound(round) };
      for (const table of round.tables) values[entryKey(round.round, table)] = encodeEntry(newEntry(codes[table]));
      store.setProperties(values);
      return true;
    }) !== null
  );
}

/** Forgets the round kept — all of it, or only when it is `round` (Deshacer última ronda). */
export function forgetRound(round?: number): boolean {
  // The usual case, phones not used: nothing kept, no lock taken.
  if (PropertiesService.getScriptProperties().getProperty(ROUND_KEY) === null) return true;
  return (
    locked((store) => {
      const all = store.getProperties();
      const kept = decodeRound(all[ROUND_KEY] ?? null);
      if (round !== undefined && kept !== null && kept.round !== round) return;
      for (const key of phoneKeys(all)) store.deleteProperty(key);
    }) !== null
  );
}

/** The round kept and its entries, from one read of the store (or the properties already read). */
export function readQueue(
  all: Record<string, string> = PropertiesService.getScriptProperties().getProperties(),
): PhoneQueue | null {
  const round = decodeRound(all[ROUND_KEY] ?? null);
  if (round === null) return null;
  const entries = new Map<number, BoardEntry>();
  for (const table of round.tables) {
    const entry = decodeEntry(all[entryKey(round.round, table)] ?? null);
    if (entry !== null) entries.set(table, entry);
  }
  return { round, entries };
}

/** The language of the round kept, for a reply to a page that names none. */
export function roundLanguage(): PhoneRound['lang'] | null {
  return decodeRound(PropertiesService.getScriptProperties().getProperty(ROUND_KEY))?.lang ?? null;
}

/** The report checked against the store as `store` reads it (the round, then the board's entry): the outcome and the key to write. */
function check(store: Properties, sent: readonly unknown[]): { outcome: ReportOutcome; key: string | null } {
  const round = decodeRound(store.getProperty(ROUND_KEY));
  const outcome = receiveReport(round, (table) => decodeEntry(store.getProperty(entryKey(round!.round, table))), sent);
  return { outcome, key: round !== null && outcome.table !== null ? entryKey(round.round, outcome.table) : null };
}

/**
 * One report checked, and kept under the lock: first checked without it — a refusal with
 * nothing to count, or a repeat, is answered at once, locking nothing (a flood of garbage never
 * holds the lock) — then, when something is to be written, checked again and written under
 * the lock. Null when the lock was busy.
 */
export function receive(sent: readonly unknown[]): ReportOutcome | null {
  const first = check(PropertiesService.getScriptProperties(), sent).outcome;
  if (first.entry === null) return first;
  const done = locked((store) => {
    const { outcome, key } = check(store, sent);
    if (key !== null && outcome.entry !== null) store.setProperty(key, encodeEntry(outcome.entry));
    return outcome;
  });
  return done === null ? null : done.value;
}

/**
 * Takes the boards imported (or found in Rondas) out of the queue, under the lock: only an
 * entry still as the import saw it — a report that came in meanwhile stays queued.
 */
export function markImported(queue: PhoneQueue, tables: readonly number[]): boolean {
  return (
    locked((store) => {
      const values: Record<string, string> = {};
      for (const table of tables) {
        const key = entryKey(queue.round.round, table);
        const seen = queue.entries.get(table);
        const now = decodeEntry(store.getProperty(key));
        if (!seen || !now || !samePoints(seen.report, now.report)) continue;
        if ((seen.other === null) !== (now.other === null) || (seen.other && !samePoints(seen.other, now.other)))
          continue;
        values[key] = encodeEntry({ ...now, imported: true });
      }
      if (Object.keys(values).length > 0) store.setProperties(values);
    }) !== null
  );
}
