// Comparing what people type: "García", "garcia " and "GARCÍA" are the same name or word.

/** Lower case, accents removed, runs of white space as one space, trimmed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// Alphabetical order (rules §2, §3.2): accents and case aside, Ñ a letter of its own after N.
// V8's Intl.Collator('es') gives it when the engine carries Spanish collation data; an engine
// without it silently falls back to the root order, where ñ sorts as n and seeding ties change.
// So the order is one comparator, chosen once: Intl when it passes the check below, else the
// hand-written Spanish order. The Apps Script edge may force the latter (an installation whose
// check once failed keeps one order for the whole tournament, docs/addon.md "Comprobar
// instalación"); the core only holds the choice.

/** Which comparator orders names: V8's Spanish collation or Atril's own. */
export type Collation = 'intl' | 'fallback';
/** 'auto': Intl when it passes the check (once per execution), else the fallback. */
export type CollationMode = 'auto' | 'fallback';

type Compare = (a: string, b: string) => number;

/** Stands for ñ while accents are stripped (a private-use character no one types). */
const ENYE = '\uE000';
/** Weights: space and punctuation by code point below 0x3000, then digits, a…n, ñ, o…z, other letters. */
const DIGITS = 0x10000;
const LETTERS = 0x20000;
const OTHERS = 0x30000;

function weight(ch: string): number {
  const code = ch.charCodeAt(0);
  if (ch === ENYE) return LETTERS + 14; // after n (13), before o (15)
  if (ch >= 'a' && ch <= 'z') return LETTERS + (code - 97) + (ch > 'n' ? 1 : 0);
  if (ch >= '0' && ch <= '9') return DIGITS + (code - 48);
  // Letters of other alphabets (and ß, æ…) after z; everything else (space, punctuation) first.
  return ch.toLowerCase() !== ch.toUpperCase() ? OTHERS + code : code;
}

function spanishKey(text: string): number[] {
  const folded = text
    .normalize('NFC')
    .replace(/ñ/gi, ENYE)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const key: number[] = [];
  for (let i = 0; i < folded.length; i++) key.push(weight(folded[i]));
  return key;
}

/**
 * The hand-written Spanish order: accents and case ignored (García = garcia), ñ after n and
 * before o, space and punctuation before digits, digits before letters — as ICU's Spanish
 * collation at base strength orders Latin names.
 */
export function spanishFallbackCompare(a: string, b: string): number {
  const [x, y] = [spanishKey(a), spanishKey(b)];
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
}

/**
 * The collation check: does `compare` order Spanish names? Ñ after N ("ña" after "nz", before
 * "o"), accents and case ignored ("García" = "GARCIA"), Ñ not taken for N ("Muñoz" after
 * "Munuera"). Never throws: an engine whose Intl throws fails it.
 */
export function collatesSpanish(compare: Compare): boolean {
  try {
    return (
      compare('ña', 'nz') > 0 &&
      compare('ñ', 'o') < 0 &&
      compare('Muñoz', 'Munuera') > 0 &&
      compare('García', 'GARCIA') === 0 &&
      compare('Núñez', 'nuñez') === 0 &&
      compare('Ávila', 'Avellaneda') > 0
    );
  } catch {
    return false;
  }
}

/** V8's Spanish collation at base strength (accents and case ignored); throws where Intl does. */
export function intlSpanishCompare(): Compare {
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  return (a, b) => collator.compare(a, b);
}

let mode: CollationMode = 'auto';
let chosen: { collation: Collation; compare: Compare } | null = null;

/** The edge's choice (the installation check's record); 'auto' by default. */
export function setCollationMode(next: CollationMode): void {
  if (next !== mode) chosen = null;
  mode = next;
}

function choose(): { collation: Collation; compare: Compare } {
  if (chosen) return chosen;
  if (mode === 'auto') {
    try {
      const intl = intlSpanishCompare();
      if (collatesSpanish(intl)) return (chosen = { collation: 'intl', compare: intl });
    } catch {
      // No Intl at all: the fallback.
    }
  }
  return (chosen = { collation: 'fallback', compare: spanishFallbackCompare });
}

/** The comparator in use (checked once, on first use). */
export function activeCollation(): Collation {
  return choose().collation;
}

/** Alphabetical order as a Spanish reader expects it: accents and case aside, Ñ after N. */
export function compareText(a: string, b: string): number {
  return choose().compare(a, b);
}
