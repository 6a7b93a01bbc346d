// The EloDI setting of Configuración (rules §6.5): `Rondas mínimas EloDI`, the rounds a
// duplicate game needs to count for EloDI (default 12). A key the core's TournamentConfig
// does not model: readConfig hands it on in `extra`, with its row.
import { DEFAULT_MIN_ROUNDS } from '../../core/duplicate';
import { AtrilError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { isBlank, positiveInteger } from '../grid/cells';
import { labelNames } from '../grid/labels';
import { type ConfigEntries } from './configuration';

export interface EloDiSettings {
  minRounds: number;
}

/** The EloDI settings; a bad value is reported at its Configuración row and key. */
export function readEloDiSettings(
  entries: Pick<ConfigEntries, 'extra'> & { extraRows?: ConfigEntries['extraRows'] },
  lang: Language,
  tab: string = t(lang, 'tab.config'),
): EloDiSettings {
  const name = labelNames('config.eloDiMinRounds').find((candidate) => candidate in entries.extra);
  if (name === undefined || isBlank(entries.extra[name])) return { minRounds: DEFAULT_MIN_ROUNDS };
  try {
    return { minRounds: positiveInteger(entries.extra[name]) as number };
  } catch (error) {
    if (error instanceof AtrilError)
      throw error.at({ tab, row: entries.extraRows?.[name], column: t(lang, 'config.eloDiMinRounds') });
    throw error;
  }
}
