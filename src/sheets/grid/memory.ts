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
