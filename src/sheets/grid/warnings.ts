// A problem that does not stop the action (rules §9, docs/input.md "Warnings"): a
// catalogue message and where it is, collected while reading and shown in the action's
// message, rendered like an error (tab, row, column) in the workbook's language.
import { AtrilError, type Location } from '../../core/errors';
import type { Language, MessageKey, Params } from '../../i18n';

export interface Warning {
  key: MessageKey;
  params: Params;
  location: Location;
}

/** "Rondas, fila 1, columna Mesa nº: …" in `lang`. */
export function renderWarning(warning: Warning, lang: Language): string {
  return new AtrilError(warning.key, warning.params, warning.location).render(lang);
}
