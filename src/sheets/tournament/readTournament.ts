// The whole tournament from the grids of its three typed tabs — Configuración
// (config/configuration.ts), Jugadores (players.ts), Rondas (rounds.ts) — as the core's
// plain data (rules §2). Shared by the custom functions and the menu actions.
import { DEFAULT_CONFIG, type Player, type Tournament } from '../../core/model';
import { type Language } from '../../i18n';
import { assignNumbers } from '../../core/ranking';
import type { Cell, Grid } from '../grid/cells';
import { type ConfigEntries, readConfig } from '../config/configuration';
import { type TournamentSettings, tournamentSettings } from '../config/tournamentSettings';
import { type PlayerEntry, readPlayers } from './players';
import { readForbiddenPairs } from './doNotPair';
import { type GameEntry, readGames } from './rounds';
import type { Warning } from '../grid/warnings';

export interface TournamentGrids {
  config?: Grid | null;
  players: Grid;
  games?: Grid | null;
}

export interface TournamentRead {
  tournament: Tournament;
  /** Players as typed, with the N° now assigned (ids that were blank are filled in pairing order). */
  entries: (PlayerEntry & { id: number })[];
  /** Games with their sheet rows. */
  games: GameEntry[];
  /** True when some N° were blank and have just been assigned (the pairing action writes them back). */
  numbered: boolean;
  /** Keys of Configuración the core does not model (e.g. the duplicate criterion). */
  extraConfig: Record<string, Cell>;
  /** What was read but deserves a word (a header resembling a known one, …): the action's message shows it. */
  warnings: Warning[];
  /** Every other setting of Configuración, each parsed where it is defined, on first use. */
  settings: TournamentSettings;
}

export interface TabNames {
  config?: string;
  players?: string;
  games?: string;
}

/**
 * Reads Configuración (optional), Jugadores and Rondas (optional), numbering players without N°.
 * `parsed`: Configuración already read in `lang` from `grids.config` (config/settings.ts), with
 * its warnings and its settings — not read again.
 */
export function readTournament(
  grids: TournamentGrids,
  lang: Language,
  tabs: TabNames = {},
  parsed: { entries: ConfigEntries | null; warnings: readonly Warning[]; parsed: TournamentSettings } | null = null,
): TournamentRead {
  const warnings: Warning[] = parsed ? [...parsed.warnings] : [];
  const configRead = parsed
    ? parsed.entries
    : grids.config
      ? readConfig(grids.config, { lang, tab: tabs.config, warnings })
      : null;
  const config = configRead?.config ?? { ...DEFAULT_CONFIG, language: lang };
  const typed = readPlayers(grids.players, { lang, tab: tabs.players, warnings });
  const entries = assignNumbers(typed, config);
  const players: Player[] = entries.map(({ row: _row, ...player }) => player);
  // rules §18: Jugadores' No emparejar con, when the column is there.
  const forbiddenPairs = readForbiddenPairs(grids.players, entries, { lang, tab: tabs.players, warnings });
  const games = grids.games
    ? readGames(grids.games, entries, { lang, tab: tabs.games, playersTab: tabs.players, warnings })
    : [];
  // rules §18.2: with a Final, the games after the announced rounds are the final's, not the Swiss's.
  const settings = parsed ? parsed.parsed : tournamentSettings(configRead, lang, tabs.config);
  const { final: bestOf } = settings.championship;
  const plain = games.map(({ row: _row, ...game }) => game);
  const swiss = bestOf === null ? plain : plain.filter((game) => game.round <= config.rounds);
  return {
    tournament: {
      config,
      players,
      games: swiss,
      ...(forbiddenPairs.length > 0 ? { forbiddenPairs } : {}),
      ...(bestOf !== null ? { final: { bestOf, games: plain.filter((game) => game.round > config.rounds) } } : {}),
    },
    entries,
    games,
    numbered: typed.some((player) => player.id === null),
    extraConfig: configRead?.extra ?? {},
    warnings,
    settings,
  };
}
