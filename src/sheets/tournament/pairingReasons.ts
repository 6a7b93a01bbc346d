// How a pairing reads in the sheet: the engine's reasons rendered in the user's language
// ("N° 7 sube desde 1,5 puntos al grupo de 2,5; evita repetición con 12"), shared by PAIR_ROUND and the
// "Emparejar siguiente ronda" action.
import { type Language } from '../../i18n';
import type { Message } from '../../core/message';
import { t } from '../../i18n';

export function renderReasons(lang: Language, reasons: readonly Message[]): string {
  return reasons.map((reason) => t(lang, reason.key, reason.params)).join('; ');
}
