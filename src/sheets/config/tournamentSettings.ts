// Every setting of Configuración parsed where it is defined, each once and only when asked
// (rules §2, docs/rules.md §21): a bad value raises its own error, with its row, from the
// one setting that holds it, so it blocks only what needs that setting. The one object the
// tournament model hands its consumers (tournament/loadTournament.ts); nobody parses again.
import { DEFAULT_CONFIG } from '../../core/model';
import { type Language } from '../../i18n';
import { lazyFields } from '../grid/lazy';
import { type ChampionshipSettings, readChampionshipSettings } from './championshipSettings';
import { type ConfigEntries, readPhoneResults } from './configuration';
import { readCurrency } from './currency';
import { type DuplicateSettings, readDuplicateSettings } from './duplicateSettings';
import { type EloDiSettings, readEloDiSettings } from './eloDiSettings';
import { type EventSettings, readEventSettings } from './eventSettings';
import { readMoveTime } from './moveTime';
import { type PrizeSettings, readPrizeSettings } from './prizeSettings';
import { type RoomSettings, readRoomSettings } from './roomSettings';
import { readSeasonSettings, type SeasonSettings } from './seasonSettings';
import { readSimultaneousSettings, type SimultaneousSettings } from './simultaneousSettings';

export interface TournamentSettings {
  readonly championship: ChampionshipSettings;
  readonly season: SeasonSettings;
  readonly duplicate: DuplicateSettings;
  readonly room: RoomSettings;
  readonly eloDi: EloDiSettings;
  readonly prizes: PrizeSettings;
  readonly currency: string;
  /** Resultados desde el teléfono as typed (rules §14): Sí / No, No when absent. */
  readonly phoneResults: boolean;
  /** Tiempo por jugada in seconds (rules §19), 3:00 when absent. */
  readonly moveTime: number;
  /** Centro and Centros esperados (rules §22). */
  readonly simultaneous: SimultaneousSettings;
  /** Fecha and Club (rules §23): what the federation's list knows the event by. */
  readonly event: EventSettings;
}

/**
 * The settings of Configuración as read (`entries`, null without the tab), messages in
 * `lang`, errors at `tab`: each parsed on first use, its value (or its error) kept. `timeZone`:
 * the spreadsheet's clock, for a date the sheet made of what was typed (Fecha).
 */
export function tournamentSettings(
  entries: ConfigEntries | null,
  lang: Language,
  tab?: string,
  timeZone?: string,
): TournamentSettings {
  const read = entries ?? { config: { ...DEFAULT_CONFIG, language: lang }, extra: {} };
  return lazyFields<TournamentSettings>({
    championship: () => readChampionshipSettings(entries, lang, tab),
    season: () => readSeasonSettings(read, lang, tab),
    duplicate: () => readDuplicateSettings(read, lang, tab),
    room: () => readRoomSettings(read, lang, tab),
    eloDi: () => readEloDiSettings(read, lang, tab),
    prizes: () => readPrizeSettings(read, lang, tab),
    currency: () => readCurrency(read, lang, tab),
    phoneResults: () => readPhoneResults(entries, lang, tab),
    moveTime: () => readMoveTime(entries, lang, tab),
    simultaneous: () => readSimultaneousSettings(entries, lang, tab),
    event: () => readEventSettings(entries, lang, tab, timeZone),
  });
}
