// Raw DEFLATE (RFC 1951) decoding, in plain JavaScript: the bundle carries the catalogue's texts
// compressed (scripts/build.ts, node:zlib's deflateRawSync) and inflates a chunk of a language
// when first read (docs/addon.md "The compressed catalogue"). Apps Script's Utilities.ungzip
// wants a Blob and is not certain in every authorization mode (onOpen runs in AuthMode.NONE and
// words the menu), so the bundle brings its own: it runs in any V8.

/** A Huffman code as a lookup table: indexed by the next `bits` input bits, `symbol << 4 | length`. */
interface Code {
  table: Int32Array;
  bits: number;
}

/** Base and extra bits of the length symbols 257–285 and of the distance symbols 0–29 (RFC 1951 §3.2.5). */
const LENGTH_BASE: number[] = [];
const LENGTH_EXTRA: number[] = [];
const DISTANCE_BASE: number[] = [];
const DISTANCE_EXTRA: number[] = [];
for (let i = 0, base = 3; i < 28; i++) {
  LENGTH_EXTRA.push(i < 8 ? 0 : (i >> 2) - 1);
  LENGTH_BASE.push(base);
  base += 1 << LENGTH_EXTRA[i];
}
LENGTH_EXTRA.push(0);
LENGTH_BASE.push(258);
for (let i = 0, base = 1; i < 30; i++) {
  DISTANCE_EXTRA.push(i < 4 ? 0 : (i >> 1) - 1);
  DISTANCE_BASE.push(base);
  base += 1 << DISTANCE_EXTRA[i];
}

/** The order the code-length code's lengths come in (RFC 1951 §3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/**
 * The canonical Huffman code of `lengths` (a symbol's code length, 0 for unused) as a table. The
 * codes are read from the stream's low bit up, so each is entered bit-reversed, at every index
 * whose low bits it is.
 */
function huffman(lengths: ArrayLike<number>): Code {
  let bits = 0;
  const count = new Int32Array(16);
  for (let s = 0; s < lengths.length; s++) {
    count[lengths[s]]++;
    bits = Math.max(bits, lengths[s]);
  }
  const next = new Int32Array(16);
  count[0] = 0;
  for (let len = 1, code = 0; len < 16; len++) {
    code = (code + count[len - 1]) << 1;
    next[len] = code;
  }
  const table = new Int32Array(1 << bits);
  for (let s = 0; s < lengths.length; s++) {
    const len = lengths[s];
    if (len === 0) continue;
    let code = next[len]++;
    let reversed = 0;
    for (let b = 0; b < len; b++, code >>= 1) reversed = (reversed << 1) | (code & 1);
    for (let i = reversed; i < table.length; i += 1 << len) table[i] = (s << 4) | len;
  }
  return { table, bits };
}

const FIXED_LITERALS = huffman(Array.from({ length: 288 }, (_, s) => (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8)));
const FIXED_DISTANCES = huffman(Array.from({ length: 30 }, () => 5));

/**
 * The bytes a raw DEFLATE stream holds; throws on a stream that is not one. Bytes after its last
 * block are ignored. Written for a cold engine (each execution inflates once, before any
 * optimising compiler has looked at it): one loop, the bit reading written out where it runs
 * most, bytes into a typed array.
 */
export function inflateRaw(input: ArrayLike<number>): Uint8Array {
  let out: Uint8Array = new Uint8Array(input.length * 4 + 1024);
  let size = 0;
  let pos = 0; // in bits
  const end = input.length * 8;
  /** The next `n` input bits (zeros past the end), taken. */
  const take = (n: number): number => {
    const at = pos >> 3;
    const value = ((input[at] | (input[at + 1] << 8) | (input[at + 2] << 16)) >>> (pos & 7)) & ((1 << n) - 1);
    pos += n;
    return value;
  };
  /** The next symbol of `code`, taken. */
  const decode = (code: Code): number => {
    const at = pos >> 3;
    const entry =
      code.table[((input[at] | (input[at + 1] << 8) | (input[at + 2] << 16)) >>> (pos & 7)) & ((1 << code.bits) - 1)];
    if (!(entry & 15) || pos > end) throw new Error('inflate: not a DEFLATE stream (bad code)');
    pos += entry & 15;
    return entry >> 4;
  };
  for (let last = 0; !last;) {
    if (pos >= end) throw new Error('inflate: not a DEFLATE stream (ends early)');
    last = take(1);
    const type = take(2);
    if (type === 0) {
      const at = (pos + 7) >> 3;
      const length = input[at] | (input[at + 1] << 8);
      if (size + length > out.length) out = grown(out, size + length);
      for (let i = 0; i < length; i++) out[size++] = input[at + 4 + i];
      pos = (at + 4 + length) << 3;
      continue;
    }
    let literals = FIXED_LITERALS;
    let distances = FIXED_DISTANCES;
    if (type === 2) {
      const literalCount = take(5) + 257;
      const distanceCount = take(5) + 1;
      const lengthCodeCount = take(4) + 4;
      const lengthLengths = new Array<number>(19).fill(0);
      for (let i = 0; i < lengthCodeCount; i++) lengthLengths[CODE_LENGTH_ORDER[i]] = take(3);
      const lengthCode = huffman(lengthLengths);
      const lengths: number[] = [];
      while (lengths.length < literalCount + distanceCount) {
        const symbol = decode(lengthCode);
        if (symbol < 16) lengths.push(symbol);
        else {
          const repeat = symbol === 16 ? 3 + take(2) : symbol === 17 ? 3 + take(3) : 11 + take(7);
          const value = symbol === 16 ? lengths[lengths.length - 1] : 0;
          if (value === undefined) throw new Error('inflate: not a DEFLATE stream (repeat first)');
          for (let i = 0; i < repeat; i++) lengths.push(value);
        }
      }
      literals = huffman(lengths.slice(0, literalCount));
      distances = huffman(lengths.slice(literalCount, literalCount + distanceCount));
    } else if (type !== 1) throw new Error('inflate: not a DEFLATE stream (block type 3)');
    // The block's symbols: the hot loop, its bit reading written out.
    const literalTable = literals.table;
    const literalMask = (1 << literals.bits) - 1;
    for (;;) {
      let at = pos >> 3;
      const entry =
        literalTable[((input[at] | (input[at + 1] << 8) | (input[at + 2] << 16)) >>> (pos & 7)) & literalMask];
      if (!(entry & 15) || pos > end) throw new Error('inflate: not a DEFLATE stream (bad code)');
      pos += entry & 15;
      const symbol = entry >> 4;
      if (size + 258 > out.length) out = grown(out, size + 258);
      if (symbol < 256) {
        out[size++] = symbol;
        continue;
      }
      if (symbol === 256) break;
      const l = symbol - 257;
      if (l > 28) throw new Error('inflate: not a DEFLATE stream (bad length)');
      let length = LENGTH_BASE[l];
      if (LENGTH_EXTRA[l] > 0) length += take(LENGTH_EXTRA[l]);
      const d = decode(distances);
      if (d > 29) throw new Error('inflate: not a DEFLATE stream (bad distance)');
      at = size - DISTANCE_BASE[d] - (DISTANCE_EXTRA[d] > 0 ? take(DISTANCE_EXTRA[d]) : 0);
      if (at < 0) throw new Error('inflate: not a DEFLATE stream (bad distance)');
      while (length-- > 0) out[size++] = out[at++];
    }
  }
  if (pos > end) throw new Error('inflate: not a DEFLATE stream (ends early)');
  return out.subarray(0, size);
}

/** `bytes` copied into an array at least twice as long and of at least `least` bytes. */
function grown(bytes: Uint8Array, least: number): Uint8Array {
  const bigger = new Uint8Array(Math.max(bytes.length * 2, least));
  bigger.set(bytes);
  return bigger;
}
