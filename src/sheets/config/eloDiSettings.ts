// The EloDI setting of Configuración (rules §6.5): `Rondas mínimas EloDI`, the rounds a
// duplicate game needs to count for EloDI (default 12). A key the core's TournamentConfig
// does not model: readConfig hands it on in `extra`, with its row.
import { DEFAULT_MIN_ROUNDS } from '../../core/duplicate';
import { type Language, t } from '../../i18n';
import { positiveInteger } from '../grid/cells';
import { type ConfigEntries, extraReader } from './configuration';

export interface EloDiSettings {
  minRounds: number;
}

/** The EloDI settings; a bad value is reported at its Configuración row and key. */
export function readEloDiSettings(
  entries: Pick<ConfigEntries, 'extra'> & { extraRows?: ConfigEntries['extraRows'] },
  lang: Language,
  tab: string = t(lang, 'tab.config'),
): EloDiSettings {
  const settings: EloDiSettings = { minRounds: DEFAULT_MIN_ROUNDS };
  extraReader(entries, lang, tab)(
    'config.eloDiMinRounds',
    positiveInteger,
    (value) => (settings.minRounds = value as number),
  );
  return settings;
}
