// The prize settings of Configuración (rules §11, §11.1): `Cuota de inscripción` (the entry
// fee, blank = none), `Reparto de premios` (Desempate — the default —, Partes iguales, Hort)
// and `Mínimo por jugador` (the smallest share paid, blank = none).
// Keys the core's TournamentConfig does not model: readConfig hands them on in `extra`.
import { AtrilError } from '../../core/errors';
import type { PrizeRules, PrizeSharing } from '../../core/prizes';
import { type Language, t } from '../../i18n';
import { type Cell, cellCents, cellText } from '../grid/cells';
import { matchWord, wordList } from '../grid/labels';
import { type ExtraEntries, extraReader } from './configuration';

export interface PrizeSettings extends PrizeRules {
  /** The entry fee in cents; null = none. */
  entryFee: number | null;
}

export const SHARING_WORDS = { tiebreak: 'sharing.tiebreak', equal: 'sharing.equal', hort: 'sharing.hort' } as const;

/** A Reparto de premios word in either language (or the catalogue's other words for it), else bad input listing the choices. */
export function parseSharing(cell: Cell): PrizeSharing {
  const text = cellText(cell);
  const found = matchWord(text, SHARING_WORDS);
  if (found !== null) return found;
  throw new AtrilError('error.prizes.unknownSharing', { value: text, expected: wordList(SHARING_WORDS, 'es') });
}

/** The prize settings; a bad value is reported at its Configuración row and key. */
export function readPrizeSettings(
  entries: ExtraEntries,
  lang: Language,
  tab: string = t(lang, 'tab.config'),
): PrizeSettings {
  const settings: PrizeSettings = { entryFee: null, sharing: 'tiebreak', minimumShare: null };
  const read = extraReader(entries, lang, tab);
  read('config.entryFee', cellCents, (value) => (settings.entryFee = value));
  read('config.prizeSharing', parseSharing, (value) => (settings.sharing = value));
  read('config.minimumShare', cellCents, (value) => (settings.minimumShare = value));
  return settings;
}
