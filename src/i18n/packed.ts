// Base 85: bytes as printable ASCII without `"` and `\`, one byte a character in UTF-8, 5
// characters for 4 bytes where base 64 takes 5⅓. The word graph's stored text is written in it
// (core/duplicate/wordGraph.ts; docs/duplicate.md "The word list").

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
