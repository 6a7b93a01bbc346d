// The prize settings of Configuración (rules §11): `Cuota de inscripción` (the entry fee,
// blank = none) and `Reparto de premios` (Desempate — the default —, Partes iguales, Hort).
// Keys the core's TournamentConfig does not model: readConfig hands them on in `extra`.
import { AtrilError } from '../../core/errors';
import type { PrizeSharing } from '../../core/prizes';
import { type Language, t } from '../../i18n';
import { type Cell, cellCents, cellText } from '../grid/cells';
import { matchWord, wordList } from '../grid/labels';
import { type ExtraEntries, extraReader } from './configuration';

export interface PrizeSettings {
  /** The entry fee in cents; null = none. */
  entryFee: number | null;
  sharing: PrizeSharing;
}

export const SHARING_WORDS = { tiebreak: 'sharing.tiebreak', equal: 'sharing.equal', hort: 'sharing.hort' } as const;

/** A Reparto de premios word in either language (or an alias), else bad input listing the choices. */
export function parseSharing(cell: Cell): PrizeSharing {
  const text = cellText(cell);
  const found = matchWord(text, SHARING_WORDS, {
    desempates: 'tiebreak',
    'tie-break': 'tiebreak',
    no: 'tiebreak',
    iguales: 'equal',
    'a partes iguales': 'equal',
    equal: 'equal',
    'sistema hort': 'hort',
  });
  if (found !== null) return found;
  throw new AtrilError('error.prizes.unknownSharing', { value: text, expected: wordList(SHARING_WORDS, 'es') });
}

/** The prize settings; a bad value is reported at its Configuración row and key. */
export function readPrizeSettings(
  entries: ExtraEntries,
  lang: Language,
  tab: string = t(lang, 'tab.config'),
): PrizeSettings {
  const settings: PrizeSettings = { entryFee: null, sharing: 'tiebreak' };
  const read = extraReader(entries, lang, tab);
  read('config.entryFee', cellCents, (value) => (settings.entryFee = value));
  read('config.prizeSharing', parseSharing, (value) => (settings.sharing = value));
  return settings;
}
