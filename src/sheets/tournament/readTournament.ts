// Reading the tournament from its three typed tabs — Configuración (config.ts), Jugadores,
// Rondas — into the core's plain data (SPEC §2). Shared by the custom functions and the
// menu actions.
import { AtrilError } from '../../core/errors';
import {
  DEFAULT_CONFIG,
  type Game,
  type Language,
  type Player,
  RESULT_OVERRIDES,
  type ResultOverride,
  type Tournament,
} from '../../core/model';
import { assignNumbers } from '../../core/ranking';
import { t } from '../../i18n';
import {
  type Cell,
  type Grid,
  cellIntegerList,
  cellNumber,
  cellText,
  nonNegativeNumber,
  normaliseLabel,
  positiveInteger,
} from '../grid/cells';
import { readConfig } from '../config/configuration';
import { type ColumnSpec, readCell, readTable } from '../grid/table';

/** A player as typed: N° may still be blank before the first pairing numbers the field. */
export type PlayerEntry = Omit<Player, 'id'> & { id: number | null; row: number };

type PlayerKey = 'id' | 'name' | 'rating' | 'club' | 'average' | 'entryRound' | 'withdrawnFromRound' | 'absentRounds';
export const PLAYER_COLUMNS: ColumnSpec<PlayerKey>[] = [
  { key: 'id', label: 'col.players.id', aliases: ['no', 'n', 'num', 'numero', '#'] },
  { key: 'name', label: 'col.players.name', aliases: ['jugador', 'player'], required: true },
  { key: 'rating', label: 'col.players.rating', aliases: ['elo', 'rating'] },
  { key: 'club', label: 'col.players.club' },
  { key: 'average', label: 'col.players.average' },
  { key: 'entryRound', label: 'col.players.entryRound' },
  { key: 'withdrawnFromRound', label: 'col.players.withdrawnFromRound' },
  { key: 'absentRounds', label: 'col.players.absentRounds' },
];

type GameKey = 'round' | 'table' | 'player1' | 'player2' | 'score1' | 'score2' | 'result';
export const GAME_COLUMNS: ColumnSpec<GameKey>[] = [
  { key: 'round', label: 'col.rounds.round', required: true },
  { key: 'table', label: 'col.rounds.table' },
  { key: 'player1', label: 'col.rounds.player1', required: true },
  { key: 'player2', label: 'col.rounds.player2', required: true },
  { key: 'score1', label: 'col.rounds.score1' },
  { key: 'score2', label: 'col.rounds.score2' },
  { key: 'result', label: 'col.rounds.result' },
];

export interface ReadOptions {
  lang: Language;
  /** Tab name for messages; defaults to the catalogue name in `lang`. */
  tab?: string;
  /** Sheet row of the grid's header row (1 unless the range starts lower). */
  firstRow?: number;
}

export function readPlayers(grid: Grid, options: ReadOptions): PlayerEntry[] {
  const tab = options.tab ?? t(options.lang, 'tab.players');
  const table = readTable(grid, PLAYER_COLUMNS, { tab, firstRow: options.firstRow, lang: options.lang });
  const byName = new Map<string, number>();
  const byId = new Map<number, number>();
  return table.rows.map((row) => {
    const name = cellText(row.cells.name);
    if (name === '')
      throw new AtrilError('error.players.noName', {}, { tab, row: row.row, column: table.headerOf('name') });
    const key = normaliseLabel(name);
    const other = byName.get(key);
    if (other !== undefined) {
      throw new AtrilError(
        'error.players.duplicateName',
        { value: name, other },
        { tab, row: row.row, column: table.headerOf('name') },
      );
    }
    byName.set(key, row.row);
    const id = readCell(table, row, 'id', positiveInteger);
    if (id !== null) {
      const otherId = byId.get(id);
      if (otherId !== undefined) {
        throw new AtrilError(
          'error.players.duplicateId',
          { value: id, other: otherId },
          { tab, row: row.row, column: table.headerOf('id') },
        );
      }
      byId.set(id, row.row);
    }
    return {
      row: row.row,
      id,
      name,
      rating: readCell(table, row, 'rating', nonNegativeNumber),
      club: cellText(row.cells.club),
      average: readCell(table, row, 'average', nonNegativeNumber),
      entryRound: readCell(table, row, 'entryRound', positiveInteger) ?? 1,
      withdrawnFromRound: readCell(table, row, 'withdrawnFromRound', positiveInteger),
      absentRounds: readCell(table, row, 'absentRounds', (cell) => cellIntegerList(cell)),
    };
  });
}

/** A game as typed, with its sheet row (for messages and for writing results back). */
export type GameEntry = Game & { row: number };

const BYE_WORDS = new Set(['descanso', 'bye']);

export function isByeName(text: string): boolean {
  return BYE_WORDS.has(normaliseLabel(text));
}

function readOverride(cell: Cell): ResultOverride | null {
  const text = cellText(cell).replace(/\s+/g, '');
  if (text === '') return null;
  const upper = text.toUpperCase().replace(/1\/2|0[.,]5/g, '½');
  const found = RESULT_OVERRIDES.find((value) => value === upper);
  if (found) return found;
  throw new AtrilError('error.rounds.badResult', { value: cellText(cell), expected: RESULT_OVERRIDES.join(', ') });
}

/**
 * Rondas → games, players named by their Nombre. `players` must already be numbered.
 * Checks: unknown names, self-pairings, a player twice in a round, scores and results.
 */
export function readGames(
  grid: Grid,
  players: readonly Player[],
  options: ReadOptions & { playersTab?: string },
): GameEntry[] {
  const tab = options.tab ?? t(options.lang, 'tab.rounds');
  const playersTab = options.playersTab ?? t(options.lang, 'tab.players');
  const table = readTable(grid, GAME_COLUMNS, { tab, firstRow: options.firstRow, lang: options.lang });
  const idOf = new Map(players.map((player) => [normaliseLabel(player.name), player.id] as const));
  const seen = new Map<string, number>();
  const tableCount = new Map<number, number>();
  const games: GameEntry[] = [];
  for (const row of table.rows) {
    const at = (key: GameKey) => ({ tab, row: row.row, column: table.headerOf(key) });
    const round = readCell(table, row, 'round', positiveInteger);
    if (round === null) throw new AtrilError('error.rounds.noRound', {}, at('round'));
    const lookUp = (key: 'player1' | 'player2'): number | null => {
      const name = cellText(row.cells[key]);
      if (key === 'player2' && isByeName(name)) return null;
      const id = idOf.get(normaliseLabel(name));
      if (id === undefined)
        throw new AtrilError('error.rounds.unknownPlayer', { value: name, tab: playersTab }, at(key));
      const seenKey = `${round}:${id}`;
      const other = seen.get(seenKey);
      if (other !== undefined)
        throw new AtrilError('error.rounds.twiceInRound', { value: name, round, other }, at(key));
      seen.set(seenKey, row.row);
      return id;
    };
    const first = lookUp('player1') as number;
    if (
      cellText(row.cells.player1) !== '' &&
      normaliseLabel(cellText(row.cells.player1)) === normaliseLabel(cellText(row.cells.player2))
    ) {
      throw new AtrilError('error.rounds.selfPairing', { value: cellText(row.cells.player1) }, at('player2'));
    }
    const second = lookUp('player2');
    const score1 = readCell(table, row, 'score1', cellNumber);
    const score2 = readCell(table, row, 'score2', cellNumber);
    if (second === null && score2 !== null)
      throw new AtrilError('error.rounds.byeScore', { value: score2 }, at('score2'));
    const given = readCell(table, row, 'table', positiveInteger);
    const count = (tableCount.get(round) ?? 0) + 1;
    tableCount.set(round, count);
    games.push({
      row: row.row,
      round,
      table: given ?? count,
      first,
      second,
      score1,
      score2,
      override: second === null ? null : readCell(table, row, 'result', readOverride),
    });
  }
  return games;
}

// ---------------------------------------------------------------------------------------
// The whole tournament from its tabs' grids.

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
}

export interface TabNames {
  config?: string;
  players?: string;
  games?: string;
}

/** Reads Configuración (optional), Jugadores and Rondas (optional), numbering players without N°. */
export function readTournament(grids: TournamentGrids, lang: Language, tabs: TabNames = {}): TournamentRead {
  const configRead = grids.config ? readConfig(grids.config, { lang, tab: tabs.config }) : null;
  const config = configRead?.config ?? { ...DEFAULT_CONFIG, language: lang };
  const typed = readPlayers(grids.players, { lang, tab: tabs.players });
  const entries = assignNumbers(typed, config);
  const players: Player[] = entries.map(({ row: _row, ...player }) => player);
  const games = grids.games ? readGames(grids.games, players, { lang, tab: tabs.games, playersTab: tabs.players }) : [];
  return {
    tournament: { config, players, games: games.map(({ row: _row, ...game }) => game) },
    entries,
    games,
    numbered: typed.some((player) => player.id === null),
    extraConfig: configRead?.extra ?? {},
  };
}
