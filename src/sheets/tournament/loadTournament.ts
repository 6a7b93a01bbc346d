// The tournament as the menu actions read it from a workbook: Configuración (which also
// decides the language, config/settings.ts), Jugadores and Rondas found under either
// language's name (looked up, not listed: config/tabs.ts), three data reads at most.
import { type Language } from '../../i18n';
import type { Grid } from '../grid/cells';
import type { Workbook } from '../grid/workbook';
import { type ConfigEntries } from '../config/configuration';
import { readSettings, type Settings } from '../config/settings';
import { lookupTab, requireTab } from '../config/tabs';
import { readTournament, type TournamentRead } from './readTournament';
import { type Roster, rosterOf } from './roster';

/** The tournament model: every setting (`settings`, parsed on first use) and Jugadores whole (`roster`). */
export interface LoadedTournament extends TournamentRead {
  lang: Language;
  roster: Roster;
  tabs: { config: string | null; players: string; rounds: string | null };
  configEntries: ConfigEntries | null;
  configGrid: Grid | null;
  playersGrid: Grid;
  roundsGrid: Grid | null;
}

/**
 * Reads Configuración (optional), Jugadores and Rondas (optional): three data reads at most.
 * `settings`: Configuración as already read for `userLang` (config/settings.ts), not read again.
 */
export function loadTournament(
  workbook: Workbook,
  userLang: Language,
  settings: Settings = readSettings(workbook, userLang),
): LoadedTournament {
  const { lang } = settings;
  const players = requireTab(workbook, 'players', lang);
  const rounds = lookupTab(workbook, 'rounds');
  const playersGrid = workbook.read(players) ?? [];
  const roundsRead = rounds ? workbook.read(rounds) : null;
  // An empty Rondas tab (not even its header) holds no games yet.
  const roundsGrid = roundsRead && roundsRead.length > 0 ? roundsRead : null;
  // Configuración as settings parsed it, in the tournament's language: not parsed again.
  const read = readTournament(
    { config: settings.grid, players: playersGrid, games: roundsGrid },
    lang,
    { config: settings.tab ?? undefined, players, games: rounds ?? undefined },
    settings,
  );
  return {
    ...read,
    lang,
    roster: rosterOf(playersGrid, { lang, tab: players }),
    tabs: { config: settings.tab, players, rounds },
    configEntries: settings.entries,
    configGrid: settings.grid,
    playersGrid,
    roundsGrid,
  };
}
