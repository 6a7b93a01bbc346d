// The catalogue as the bundle carries it (docs/addon.md "The compressed catalogue"): in chunks by
// key prefix, each chunk's keys and each language's texts of it in the same order, each list
// joined by NUL, compressed with raw DEFLATE and written in base 85 — printable ASCII without `"`
// and `\`, one byte a character in the UTF-8 .gs file, 5 characters for 4 bytes where base 64
// takes 5⅓. A chunk of a language is unpacked the first time one of its keys is read: most
// executions speak one language and a few chunks of it, a custom function often none.
import { inflateRaw } from './inflate';

/** What joins a packed list's items (no catalogue key or text holds it: the build checks). */
export const SEPARATOR = '\0';

/** The base-85 digits: '#' (35) to 'x' (120) without '\' (92). */
const digit = (value: number): string => String.fromCharCode(value + 35 + (value > 56 ? 1 : 0));

/** `bytes` in base 85: each 4 bytes (the last group padded with zeros) as 5 digits, big-endian. */
export function toBase85(bytes: ArrayLike<number>): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 4) {
    let value =
      ((bytes[i] << 24) | ((bytes[i + 1] ?? 0) << 16) | ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0)) >>> 0;
    let group = '';
    for (let d = 0; d < 5; d++, value = Math.floor(value / 85)) group = digit(value % 85) + group;
    text += group;
  }
  return text;
}

/** The bytes of a toBase85 text (with the padding zeros). */
export function fromBase85(text: string): Uint8Array {
  if (text.length % 5 !== 0) throw new Error('base 85: not a whole number of groups');
  const bytes = new Uint8Array((text.length / 5) * 4);
  for (let i = 0, at = 0; i < text.length; i += 5) {
    let value = 0;
    for (let d = i; d < i + 5; d++) {
      const code = text.charCodeAt(d);
      value = value * 85 + code - (code > 92 ? 36 : 35);
    }
    bytes[at++] = value >>> 24;
    bytes[at++] = value >>> 16;
    bytes[at++] = value >>> 8;
    bytes[at++] = value;
  }
  return bytes;
}

/**
 * UTF-8 `bytes` as a string (no TextDecoder in Apps Script): each byte a character, then
 * `escape` writes those above 0x7F as %XX and decodeURIComponent reads the %XX as UTF-8 — both
 * built in (ES5 and its Annex B), so fast on a cold engine, and strict: bad UTF-8 throws.
 */
export function fromUtf8(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its units as arguments, and arguments are bounded.
  for (let i = 0; i < bytes.length; i += 8192)
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192) as unknown as number[]);
  return decodeURIComponent(escape(binary));
}

/** A packed list (base 85 of the raw DEFLATE of its UTF-8 items joined by SEPARATOR) as its items. */
export function unpack(packed: string): string[] {
  return fromUtf8(inflateRaw(fromBase85(packed))).split(SEPARATOR);
}

export type Texts = Record<string, string>;

/** A record whose `languages` are made by `make` the first time each is read, then kept. */
export function lazyLanguages<L extends string>(languages: readonly L[], make: (lang: L) => Texts): Record<L, Texts> {
  const record = {} as Record<L, Texts>;
  const made: Partial<Record<L, Texts>> = {};
  for (const lang of languages) {
    Object.defineProperty(record, lang, { enumerable: true, get: () => (made[lang] ??= make(lang)) });
  }
  return record;
}

/**
 * The catalogue from its packed chunks (scripts/build.ts packedTexts): `prefixes` says which key
 * prefixes (a key's part before its first dot) each chunk holds — `,` between prefixes, `|`
 * between chunks —, `keys` each chunk's keys, `texts` each language's texts of each chunk. A
 * chunk's keys and a language's texts of it are unpacked the first time that language is asked
 * for one of its keys; listing a language's keys (Object.keys, `in` aside) unpacks all of it.
 */
export function packedCatalogue<L extends string>(
  prefixes: string,
  keys: string[],
  texts: Record<L, string[]>,
): Record<L, Texts> {
  const chunkOf = new Map<string, number>();
  prefixes.split('|').forEach((group, chunk) => {
    for (const prefix of group.split(',')) chunkOf.set(prefix, chunk);
  });
  const names: string[][] = [];
  const record = {} as Record<L, Texts>;
  for (const lang of Object.keys(texts) as L[]) {
    const made: Texts = {};
    const unpacked: boolean[] = [];
    const load = (chunk: number | undefined): void => {
      if (chunk === undefined || unpacked[chunk]) return;
      const list = unpack(texts[lang][chunk]);
      (names[chunk] ??= unpack(keys[chunk])).forEach((key, i) => {
        made[key] = list[i];
      });
      unpacked[chunk] = true;
    };
    const loadAll = (): void => keys.forEach((_, chunk) => load(chunk));
    record[lang] = new Proxy(made, {
      get(target, key) {
        // A text already unpacked is read at once: `t` comes here for every message.
        const value = (target as Record<string | symbol, unknown>)[key];
        if (value !== undefined || typeof key !== 'string') return value;
        load(chunkOf.get(key.split('.')[0]));
        return (target as Record<string | symbol, unknown>)[key];
      },
      has(target, key) {
        if (typeof key === 'string') load(chunkOf.get(key.split('.')[0]));
        return key in target;
      },
      ownKeys(target) {
        loadAll();
        return Reflect.ownKeys(target);
      },
      getOwnPropertyDescriptor(target, key) {
        loadAll();
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
  }
  return record;
}
