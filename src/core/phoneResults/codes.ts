// A board's private code (rules §14): six digits drawn at random, so that only the players
// holding the table's slip can report its result. The draw takes its randomness as a
// parameter — the tests pass a fixed sequence; the Apps Script edge passes bits of
// Utilities.getUuid() (a version-4 UUID: Java's SecureRandom), the CLI Node's crypto — so
// no code follows from the round, the table or the names. Each draw is uniform over
// 000000..999999: 24 random bits, redrawn when they fall in the last, uneven stretch.
import { AtrilError } from '../errors';

/** Random bits: each call gives a whole number in [0, 2^24), uniformly, from a cryptographically sound source. */
export type RandomBits = () => number;

export const CODE_DIGITS = 6;
const CODES = 10 ** CODE_DIGITS;
export const RANDOM_SPAN = 2 ** 24;
/** The largest multiple of CODES in the span: draws at or above it are redrawn (no value is likelier than another). */
const ACCEPTED = RANDOM_SPAN - (RANDOM_SPAN % CODES);
/** A source that keeps giving unusable values is broken: stop rather than loop. */
const MAX_DRAWS = 1000;

/** Six digits, leading zeros kept ("004217"). */
export function drawCode(bits: RandomBits): string {
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const value = bits();
    if (Number.isInteger(value) && value >= 0 && value < ACCEPTED)
      return String(value % CODES).padStart(CODE_DIGITS, '0');
  }
  throw new AtrilError('phone.codes.badSource');
}

/** `count` codes, all different (a code read at one table never opens another). */
export function drawCodes(count: number, bits: RandomBits): string[] {
  const codes = new Set<string>();
  let draws = 0;
  while (codes.size < count) {
    if (++draws > count + MAX_DRAWS) throw new AtrilError('phone.codes.badSource');
    codes.add(drawCode(bits));
  }
  return [...codes];
}

/** Six digits exactly. */
export function isCode(text: string): boolean {
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(text);
}
