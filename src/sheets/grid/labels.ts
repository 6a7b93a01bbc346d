// Words a user types for a setting ("Suizo", "Escala cuadrática", "FISE 2009"), matched
// against the catalogue in either language, accents and case ignored, or a known alias.
import type { Language } from '../../core/model';
import { t, type MessageKey } from '../../i18n';
import { normaliseLabel } from './cells';

/** The value whose catalogue label (es or en) or alias is `text`; null when none is. */
export function matchWord<V extends string>(
  text: string,
  labels: Record<V, MessageKey>,
  aliases: Record<string, V> = {},
): V | null {
  const key = normaliseLabel(text);
  for (const [value, label] of Object.entries(labels) as [V, MessageKey][]) {
    if (normaliseLabel(t('es', label)) === key || normaliseLabel(t('en', label)) === key) return value;
  }
  return aliases[key] ?? null;
}

/** The choices as the user would type them, for "expected: …" in messages. */
export function wordList(labels: Record<string, MessageKey>, lang: Language): string {
  return Object.values(labels)
    .map((label) => t(lang, label))
    .join(', ');
}
