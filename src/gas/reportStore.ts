// Where the phones' reports wait (rules §14, §14.1), beside the page's store (pageStore.ts):
// the script properties, shared by every execution of the bound script — the web app's
// `reportResult` included — and needing no OAuth scope. Never the spreadsheet: a report
// touches no cell until the director imports it. Kept:
// - `atril.phone`: the round the phones may report (round, language, tables, byes: no code),
//   also in the script cache (cachedStore.ts), where the public side reads it;
// - `atril.phone.<round>.<table>`: each board's entry — its code, its two players, the wrong
//   codes and pauses, the report(s), whether it is settled;
// - `atril.pause.<round>.<table>`, in the script cache only: a paused board's end, so that a
//   report to it is refused without a property read (the entry says it too, when the cache
//   has lost it).
// So the store holds one round at a time and one entry per board with two players: bounded
// by the round's boards (MAX_PHONE_BOARDS entries of under 200 bytes each, inside the 9 kB
// per value and the 500 kB per store the page leaves free: docs/phoneResults.md). Every change
// is made under the script lock (LockService.getScriptLock: the document lock does not exist
// in a web app), so that two phones reporting at once never lose a count or a report.
import {
  applyReport,
  type BoardEntry,
  decodeEntry,
  decodeRound,
  encodeEntry,
  encodeRound,
  isPaused,
  latestReport,
  newEntry,
  pausedRefusal,
  type PhoneRound,
  type Players,
  type Points,
  readSent,
  type ReportOutcome,
  samePoints,
} from '../core/phoneResults';
import type { PhoneQueue } from '../sheets/actions';
import { cachedScriptProperty, cachedValue, cacheScriptProperty, putCached, removeCached } from './cachedStore';
import { type Properties, requireLock, requireProperties, scriptStore } from './store';
// A board's pause (pauseKey), in the script cache only (its end, epoch ms): a paused board refuses without a property read.
import { pauseKey, ROUND_KEY } from './storeKeys';

const entryKey = (round: number, table: number): string => `${ROUND_KEY}.${round}.${table}`;
/** How long a report waits for another one being kept (they take milliseconds). */
const LOCK_WAIT_MS = 5000;

/** Runs `change` under the script lock; null when it could not be had in time. */
function locked<T>(change: (store: Properties) => T): { value: T } | null {
  const lock = requireLock(scriptStore);
  if (!lock.tryLock(LOCK_WAIT_MS)) return null;
  try {
    return { value: change(requireProperties(scriptStore)) };
  } finally {
    lock.releaseLock();
  }
}

/** Every key of the phones' store (the round and its entries). */
const phoneKeys = (all: Record<string, string>): string[] =>
  Object.keys(all).filter((key) => key === ROUND_KEY || key.startsWith(`${ROUND_KEY}.`));

/** The pauses the cache may hold for `round`'s boards. */
const pauseKeys = (round: PhoneRound | null): string[] =>
  round ? round.tables.map((table) => pauseKey(round.round, table)) : [];

/** A board's pause, kept in the cache until it ends. */
function cachePause(round: number, table: number, entry: BoardEntry, now: number): void {
  if (isPaused(entry, now)) putCached(pauseKey(round, table), String(entry.until), (entry.until - now) / 1000);
}

/**
 * Forgets whatever round was kept, and keeps `round`'s codes and each board's players (a
 * pairing with Resultados desde el teléfono). The same round with the same codes already kept
 * changes nothing (rules §17: a press finishing the pairing keeps them again; the reports
 * received meanwhile stay).
 */
export function keepRound(
  round: PhoneRound,
  codes: Record<number, string>,
  names: Record<number, Players> = {},
): boolean {
  const done = locked((store) => {
    const all = store.getProperties();
    const before = decodeRound(all[ROUND_KEY] ?? null);
    const kept = (table: number) => decodeEntry(all[entryKey(round.round, table)] ?? null)?.code === codes[table];
    if (all[ROUND_KEY] === encodeRound(round) && round.tables.every(kept)) return 'same';
    for (const key of phoneKeys(all)) store.deleteProperty(key);
    const values: Record<string, string> = { [ROUND_KEY]: encodeRound(round) };
    for (const table of round.tables)
      values[entryKey(round.round, table)] = encodeEntry(newEntry(codes[table], names[table] ?? null));
    store.setProperties(values);
    return before;
  });
  if (done === null) return false;
  if (done.value === 'same') return true;
  removeCached([...pauseKeys(done.value), ...pauseKeys(round)]);
  cacheScriptProperty(ROUND_KEY, encodeRound(round));
  return true;
}

/** Forgets the round kept — all of it, or only when it is `round` (Deshacer última ronda). */
export function forgetRound(round?: number): boolean {
  // The usual case, phones not used: nothing kept, no lock taken.
  if (requireProperties(scriptStore).getProperty(ROUND_KEY) === null) return true;
  const done = locked((store) => {
    const all = store.getProperties();
    const kept = decodeRound(all[ROUND_KEY] ?? null);
    if (round !== undefined && kept !== null && kept.round !== round) return null;
    for (const key of phoneKeys(all)) store.deleteProperty(key);
    return kept;
  });
  if (done === null) return false;
  if (done.value !== null) {
    removeCached(pauseKeys(done.value));
    cacheScriptProperty(ROUND_KEY, null);
  }
  return true;
}

/** The round kept and its entries, from one read of the store (or the properties already read). */
export function readQueue(
  all: Record<string, string> = requireProperties(scriptStore).getProperties(),
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

/** The round the phones may report, as the cache knows it (one property read when it does not). */
const cachedRound = (): PhoneRound | null => decodeRound(cachedScriptProperty(ROUND_KEY));

/** The language of the round kept, for a reply to a page that names none. */
export function roundLanguage(): PhoneRound['lang'] | null {
  return cachedRound()?.lang ?? null;
}

/**
 * One report, checked and kept (rules §14, §14.1). What needs no board's entry — the round,
 * the table, a bye, the scores, the code's form — is checked against the round as the cache
 * holds it, and a board paused is known from the cache too: none of those reads a property.
 * Then the board's entry is read without the lock: a repeat, or a pause the cache had lost,
 * is answered at once, locking nothing (a flood of garbage never holds the lock); anything to
 * write is checked again and written under the lock. Null when the lock was busy.
 */
export function receive(sent: readonly unknown[], now: number): ReportOutcome | null {
  const round = cachedRound();
  const read = readSent(round, sent);
  if ('message' in read || round === null) return read as ReportOutcome;
  const pausedUntil = Number(cachedValue(pauseKey(round.round, read.table)));
  if (pausedUntil > now) return pausedRefusal(read.table, pausedUntil, now);
  const key = entryKey(round.round, read.table);
  const seen = decodeEntry(requireProperties(scriptStore).getProperty(key));
  if (seen !== null) cachePause(round.round, read.table, seen, now);
  const first = applyReport(seen, read, now);
  if (first.entry === null) return first;
  const done = locked((store) => {
    // The entry's key names the round: a round paired meanwhile has deleted it (then: refused).
    const entry = decodeEntry(store.getProperty(key));
    const outcome = applyReport(entry, read, now);
    if (outcome.entry !== null) {
      store.setProperty(key, encodeEntry(outcome.entry));
      cachePause(round.round, read.table, outcome.entry, now);
    }
    return outcome;
  });
  return done === null ? null : done.value;
}

/** Changes one board's entry under the lock, when `change` gives a new one; false when nothing changed. */
function changeEntry(table: number, change: (entry: BoardEntry, round: PhoneRound) => BoardEntry | null): boolean {
  const done = locked((store) => {
    const round = decodeRound(store.getProperty(ROUND_KEY));
    if (round === null || !round.tables.includes(table)) return false;
    const key = entryKey(round.round, table);
    const entry = decodeEntry(store.getProperty(key));
    const next = entry && change(entry, round);
    if (!next) return false;
    store.setProperty(key, encodeEntry(next));
    removeCached([pauseKey(round.round, table)]);
    return true;
  });
  return done !== null && done.value;
}

/**
 * rules §14.1: the director keeps Rondas's result for a board in conflict (Estado del torneo):
 * the board is settled, while its latest report is still `seen` (the one the director saw).
 * A later, different report opens the dispute again. Rondas is never touched.
 */
export function keepRondasResult(table: number, seen: Points): boolean {
  return changeEntry(table, (entry) =>
    !entry.imported && samePoints(latestReport(entry), seen) ? { ...entry, imported: true } : null,
  );
}

/**
 * rules §14.1: the director lifts a board's pause (Estado del torneo): the right code works at
 * once; the wrong codes start again from none, and a board paused after its report is imported
 * as usual again (the director has looked at it). The next pause still lasts twice the last.
 */
export function liftPause(table: number, now: number): boolean {
  return changeEntry(table, (entry) =>
    isPaused(entry, now) || entry.check
      ? { ...entry, until: Math.min(entry.until, now), wrong: 0, check: false }
      : null,
  );
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
