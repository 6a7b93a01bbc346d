// What every menu action shares: the port and the user's language in, a summary out, and
// reading the tournament from its typed tabs (found under either language's name).
import { AtrilError } from '../../core/errors';
import type { Language } from '../../core/model';
import { isPending } from '../../core/results';
import { t } from '../../i18n';
import type { Grid } from '../grid/cells';
import { findTab, type TabKey, TAB_LABELS } from '../config/tabs';
import { type ConfigEntries, readConfig } from '../config/configuration';
import { type GameEntry, readTournament, type TournamentRead } from './readTournament';
import type { Workbook } from '../grid/workbook';

export interface ActionContext {
  workbook: Workbook;
  /** The user's language (locale); Configuración › Idioma, when typed, wins. */
  lang: Language;
}

/** What an action tells the director (the Apps Script edge shows it in an alert). */
export interface ActionResult {
  /** False when the action refused (nothing was written). */
  ok: boolean;
  /** The language the message is in (Configuración › Idioma may differ from the locale). */
  lang: Language;
  message: string;
}

export interface LoadedTournament extends TournamentRead {
  lang: Language;
  tabs: { config: string | null; players: string; rounds: string | null };
  configEntries: ConfigEntries | null;
  playersGrid: Grid;
  roundsGrid: Grid | null;
}

/** The existing tab for `key`, or an error telling the director to run "Preparar torneo". */
export function requireTab(workbook: Workbook, key: TabKey, lang: Language): string {
  const tab = findTab(workbook.tabNames(), key);
  if (tab === null) throw new AtrilError('addon.noTab', { tab: t(lang, TAB_LABELS[key]) });
  return tab;
}

/** Configuración's Idioma when typed, else the user's language. */
export function languageOf(entries: ConfigEntries | null, lang: Language): Language {
  return entries && entries.rows.language !== undefined ? entries.config.language : lang;
}

/** Reads Configuración (optional), Jugadores and Rondas (optional): three data reads at most. */
export function loadTournament(workbook: Workbook, userLang: Language): LoadedTournament {
  const names = workbook.tabNames();
  const configTab = findTab(names, 'config');
  const configGrid = configTab ? workbook.read(configTab) : null;
  const configEntries = configGrid ? readConfig(configGrid, { lang: userLang, tab: configTab as string }) : null;
  const lang = languageOf(configEntries, userLang);
  const players = requireTab(workbook, 'players', lang);
  const rounds = findTab(names, 'rounds');
  const playersGrid = workbook.read(players) ?? [];
  const roundsRead = rounds ? workbook.read(rounds) : null;
  // An empty Rondas tab (not even its header) holds no games yet.
  const roundsGrid = roundsRead && roundsRead.length > 0 ? roundsRead : null;
  const read = readTournament({ config: configGrid, players: playersGrid, games: roundsGrid }, lang, {
    config: configTab ?? undefined,
    players,
    games: rounds ?? undefined,
  });
  return { ...read, lang, tabs: { config: configTab, players, rounds }, configEntries, playersGrid, roundsGrid };
}

/** Tables of the games still without a result, by round (SPEC §2: scores or a Resultado). */
export function pendingTables(games: readonly GameEntry[]): Map<number, number[]> {
  const byRound = new Map<number, number[]>();
  for (const game of games) {
    if (!isPending(game)) continue;
    const tables = byRound.get(game.round) ?? [];
    tables.push(game.table);
    byRound.set(game.round, tables);
  }
  for (const tables of byRound.values()) tables.sort((a, b) => a - b);
  return new Map([...byRound.entries()].sort((a, b) => a[0] - b[0]));
}

/** "ronda 1: mesas 2, 5; ronda 2: mesas 1" */
export function describePending(pending: Map<number, number[]>, lang: Language): string {
  return [...pending.entries()]
    .map(([round, tables]) => t(lang, 'addon.pending.round', { round, tables: tables.join(', ') }))
    .join('; ');
}

export function lastRound(games: readonly { round: number }[]): number {
  return games.reduce((max, game) => Math.max(max, game.round), 0);
}
