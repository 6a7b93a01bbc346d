// Labels a user types — headers, tab names, Configuración keys and the words of a setting
// ("Suizo", "Escala cuadrática") — matched against the catalogue in either language, accents
// and case ignored, or a known alias (rules §2: a workbook set up in Spanish keeps working
// for a director whose locale is English). The one place such a match is written.
import { type Language } from '../../i18n';
import { t, type MessageKey } from '../../i18n';
import { normaliseLabel } from './cells';

/** The normalised forms of a catalogue label in Spanish and English, and of its aliases. */
export function labelNames(key: MessageKey, aliases: readonly string[] = []): string[] {
  return [t('es', key), t('en', key), ...aliases].map(normaliseLabel);
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
    if (labelNames(label).includes(key)) return value;
  }
  return aliases[key] ?? null;
}

/** The choices as the user would type them, for "expected: …" in messages. */
export function wordList(labels: Record<string, MessageKey>, lang: Language): string {
  return Object.values(labels)
    .map((label) => t(lang, label))
    .join(', ');
}
