// Labels a user types — headers, tab names, Configuración keys and the words of a setting
// ("Suizo", "Escala cuadrática") — matched against the catalogue in either language, accents
// and case ignored, or a known alias (rules §2: a workbook set up in Spanish keeps working
// for a director whose locale is English). The one place such a match is written.
import { type Language } from '../../i18n';
import { t, type MessageKey } from '../../i18n';
import { normaliseLabel } from './cells';
import { FORMER_NAMES } from './formerNames';
import { ALIASES } from '../../i18n/aliases';

/** The normalised forms of a catalogue label in Spanish and English, its former names and `aliases`. */
export function labelNames(key: MessageKey, aliases: readonly string[] = []): string[] {
  return [t('es', key), t('en', key), ...(FORMER_NAMES[key] ?? []), ...aliases].map(normaliseLabel);
}

/**
 * Every word a reader accepts for the label `key`: its names, the catalogue's other words for
 * it (i18n/aliases.ts) and `aliases`. A header that merely resembles one is judged against
 * the names alone (table.ts), so an alias widens what is read, never what is reported.
 */
export function acceptedNames(key: MessageKey, aliases: readonly string[] = []): string[] {
  return labelNames(key, [...(ALIASES[key] ?? []), ...aliases]);
}

/** True when `text` is the label `key` in either language or one of its aliases. */
export function isLabel(text: string, key: MessageKey, aliases: readonly string[] = []): boolean {
  return labelNames(key, aliases).includes(normaliseLabel(text));
}

/** The value whose catalogue label (es or en) or alias is `text`; null when none is. */
export function matchWord<V extends string>(
  text: string,
  labels: Record<V, MessageKey>,
  aliases: Record<string, V> = {},
): V | null {
  const key = normaliseLabel(text);
  for (const [value, label] of Object.entries(labels) as [V, MessageKey][]) {
    if (acceptedNames(label).includes(key)) return value;
  }
  return aliases[key] ?? null;
}

/** The choices as the user would type them, for "expected: …" in messages. */
export function wordList(labels: Record<string, MessageKey>, lang: Language): string {
  return Object.values(labels)
    .map((label) => t(lang, label))
    .join(', ');
}

// ---------------------------------------------------------------------------------------
// Headers and keys that resemble a known one without being it (rules §9: "Resultados",
// "Puntos J1", "Mesa nº" are reported, never silently ignored).

/** Letters and digits only: "Puntos J1" → "puntosj1". */
const compact = (name: string): string => normaliseLabel(name).replace(/[^a-z0-9]/g, '');
/** Words of letters or digits: "Jugador 1 (salida)" → ["jugador", "1", "salida"]. */
const words = (name: string): string[] => normaliseLabel(name).match(/[a-z]+|[0-9]+/g) ?? [];

/** Edit distance (insert, delete, replace one character), stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * A slip of the keyboard or a plural: "Resultados" / "Resultado", "Puntos J1" / "Puntos 1",
 * "Mesa nº" / "Mesa", "Escalafon." / "Escalafón". One name ends in at most three more
 * characters than the other, or they differ by one character (two from eight characters).
 * Names shorter than four characters ("N°", "K") resemble nothing.
 */
function nearlyTheSame(typed: string, known: string): boolean {
  const [a, b] = [compact(typed), compact(known)];
  if (a === b || Math.min(a.length, b.length) < 4) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.startsWith(short) && long.length - short.length <= 3) return true;
  return editDistance(a, b, 2) <= (short.length >= 8 ? 2 : 1);
}

/**
 * The same words with some added or left out: "Nombre completo" / "Nombre", "Puntos" /
 * "Puntos 1", "Puntos jugador 1" / "Puntos 1" (same first word and same number). Used
 * only against a missing column's own names, where a false match costs a message.
 */
function sameWords(typed: string, known: string): boolean {
  const [a, b] = [words(typed), words(known)];
  if (a.join(' ') === b.join(' ')) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const prefix = short.every((word, i) => long[i] === word) && short.join('').length >= 4;
  const last = (list: string[]) => list[list.length - 1];
  const numbered =
    a[0] === b[0] && a[0].length >= 4 && /^\d+$/.test(last(a)) && last(a) === last(b) && a.length > 1 && b.length > 1;
  return prefix || numbered;
}

/**
 * True when `typed` resembles one of `names` without being it. `loose` (the catalogue
 * labels, es and en) also accepts the same words with some added or left out — asked only
 * when the column it resembles is missing, so that a column of the user's own ("N° FISE",
 * "Puntos totales") beside a present one is not reported.
 */
export function resembles(typed: string, names: readonly string[], loose: readonly string[] = []): boolean {
  if (compact(typed) === '' || names.includes(normaliseLabel(typed))) return false;
  return names.some((name) => nearlyTheSame(typed, name)) || loose.some((name) => sameWords(typed, name));
}
