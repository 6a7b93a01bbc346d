// What Atril keeps with a document between actions, apart from its tabs (docs/directorSlips.md
// "What Pasar lista remembers"): short texts by key. In Google Sheets the document's
// properties (gas/documentMemory.ts), in an .xlsx file a hidden sheet of its own
// (local/xlsxWorkbook.ts); an action run without one simply remembers nothing.
export interface DocumentMemory {
  /** The text kept under `key`, or null. */
  get(key: string): string | null;
  /** Keeps `value` under `key` (null forgets it). Never throws: what cannot be kept is forgotten. */
  set(key: string, value: string | null): void;
}

/** A memory in a Map: the tests', and an adapter's before it saves. */
export function mapMemory(map: Map<string, string> = new Map()): DocumentMemory {
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => {
      if (value === null) map.delete(key);
      else map.set(key, value);
    },
  };
}

/** A memory whose writes wait for `commit` (see pendingMemory). */
export interface PendingMemory extends DocumentMemory {
  /** Hands the writes kept so far to the memory underneath, in order, and forgets them. */
  commit(): void;
}

/**
 * Writes kept until the action's own writes are applied (rules §17): an action refused, or
 * cut while it decides, leaves the document's memory as it was, and the press that finishes
 * it decides and keeps the same values again. Reads see the writes kept.
 */
export function pendingMemory(target: DocumentMemory): PendingMemory {
  const kept = new Map<string, string | null>();
  return {
    get: (key) => (kept.has(key) ? (kept.get(key) as string | null) : target.get(key)),
    set: (key, value) => {
      kept.delete(key);
      kept.set(key, value);
    },
    commit: () => {
      for (const [key, value] of kept) target.set(key, value);
      kept.clear();
    },
  };
}
