// A value too long for one entry of a store, kept in chunks (pageStore.ts: the page's data in
// the script properties, its renderings in the script cache): `key` holds the number of
// chunks, `key.0`, `key.1`… the parts.

export const chunkKey = (key: string, index: number): string => `${key}.${index}`;

/** `text` cut into parts of `size` characters (one empty part for an empty text). */
export function chunks(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += size) parts.push(text.slice(start, start + size));
  return parts.length > 0 ? parts : [''];
}

/** The entries that keep `text` under `key` in parts of `size`: the head and each chunk. */
export function chunkEntries(key: string, text: string, size: number): Record<string, string> {
  const parts = chunks(text, size);
  const values: Record<string, string> = { [key]: String(parts.length) };
  parts.forEach((part, index) => (values[chunkKey(key, index)] = part));
  return values;
}

/** A chunked value: its head key holds the number of chunks; null when any part is missing. */
export function joined(
  head: string | null,
  key: string,
  read: (keys: string[]) => Record<string, string>,
): string | null {
  const count = Number(head);
  if (head === null || !Number.isInteger(count) || count < 1) return null;
  const keys = Array.from({ length: count }, (_, index) => chunkKey(key, index));
  const found = read(keys);
  if (keys.some((part) => found[part] === undefined)) return null;
  return keys.map((part) => found[part]).join('');
}
