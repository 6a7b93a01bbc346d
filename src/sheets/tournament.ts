// Reading the tournament from its three typed tabs — Configuración, Jugadores, Rondas —
// into the core's plain data (SPEC §2). Shared by the custom functions and the menu actions.
import { AtrilError } from '../core/errors';
import {
  type AccelerationGroup,
  DEFAULT_CONFIG,
  type Game,
  type Language,
  type Player,
  RESULT_OVERRIDES,
  type ResultOverride,
  type TiebreakId,
  type Tournament,
  type TournamentConfig,
} from '../core/model';
import { assignNumbers } from '../core/ranking';
import { t, type MessageKey } from '../i18n';
import { type Cell, type Grid, cellInteger, cellIntegerList, cellNumber, cellText, isBlank, normaliseLabel } from './cells';
import { type ColumnSpec, readCell, readTable } from './table';

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

const positive = (cell: Cell): number | null => {
  const value = cellInteger(cell);
  if (value !== null && value < 1) throw new AtrilError('error.outOfRange', { value, min: 1, max: '∞' });
  return value;
};

const nonNegative = (cell: Cell): number | null => {
  const value = cellNumber(cell);
  if (value !== null && value < 0) throw new AtrilError('error.negative', { value });
  return value;
};

export function readPlayers(grid: Grid, options: ReadOptions): PlayerEntry[] {
  const tab = options.tab ?? t(options.lang, 'tab.players');
  const table = readTable(grid, PLAYER_COLUMNS, { tab, firstRow: options.firstRow, lang: options.lang });
  const byName = new Map<string, number>();
  const byId = new Map<number, number>();
  return table.rows.map((row) => {
    const name = cellText(row.cells.name);
    if (name === '') throw new AtrilError('error.players.noName', {}, { tab, row: row.row, column: table.headerOf('name') });
    const key = normaliseLabel(name);
    const other = byName.get(key);
    if (other !== undefined) {
      throw new AtrilError('error.players.duplicateName', { value: name, other }, { tab, row: row.row, column: table.headerOf('name') });
    }
    byName.set(key, row.row);
    const id = readCell(table, row, 'id', positive);
    if (id !== null) {
      const otherId = byId.get(id);
      if (otherId !== undefined) {
        throw new AtrilError('error.players.duplicateId', { value: id, other: otherId }, { tab, row: row.row, column: table.headerOf('id') });
      }
      byId.set(id, row.row);
    }
    return {
      row: row.row,
      id,
      name,
      rating: readCell(table, row, 'rating', nonNegative),
      club: cellText(row.cells.club),
      average: readCell(table, row, 'average', nonNegative),
      entryRound: readCell(table, row, 'entryRound', positive) ?? 1,
      withdrawnFromRound: readCell(table, row, 'withdrawnFromRound', positive),
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
export function readGames(grid: Grid, players: readonly Player[], options: ReadOptions & { playersTab?: string }): GameEntry[] {
  const tab = options.tab ?? t(options.lang, 'tab.rounds');
  const playersTab = options.playersTab ?? t(options.lang, 'tab.players');
  const table = readTable(grid, GAME_COLUMNS, { tab, firstRow: options.firstRow, lang: options.lang });
  const idOf = new Map(players.map((player) => [normaliseLabel(player.name), player.id] as const));
  const seen = new Map<string, number>();
  const tableCount = new Map<number, number>();
  const games: GameEntry[] = [];
  for (const row of table.rows) {
    const at = (key: GameKey) => ({ tab, row: row.row, column: table.headerOf(key) });
    const round = readCell(table, row, 'round', positive);
    if (round === null) throw new AtrilError('error.rounds.noRound', {}, at('round'));
    const lookUp = (key: 'player1' | 'player2'): number | null => {
      const name = cellText(row.cells[key]);
      if (key === 'player2' && isByeName(name)) return null;
      const id = idOf.get(normaliseLabel(name));
      if (id === undefined) throw new AtrilError('error.rounds.unknownPlayer', { value: name, tab: playersTab }, at(key));
      const seenKey = `${round}:${id}`;
      const other = seen.get(seenKey);
      if (other !== undefined) throw new AtrilError('error.rounds.twiceInRound', { value: name, round, other }, at(key));
      seen.set(seenKey, row.row);
      return id;
    };
    const first = lookUp('player1') as number;
    if (cellText(row.cells.player1) !== '' && normaliseLabel(cellText(row.cells.player1)) === normaliseLabel(cellText(row.cells.player2))) {
      throw new AtrilError('error.rounds.selfPairing', { value: cellText(row.cells.player1) }, at('player2'));
    }
    const second = lookUp('player2');
    const score1 = readCell(table, row, 'score1', cellNumber);
    const score2 = readCell(table, row, 'score2', cellNumber);
    if (second === null && score2 !== null) throw new AtrilError('error.rounds.byeScore', { value: score2 }, at('score2'));
    const given = readCell(table, row, 'table', positive);
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
// Configuración: key | value rows. Keys and words are recognised in either language.

type ConfigKey = Exclude<keyof TournamentConfig, 'duplicateBonuses'> | 'duplicateBonuses' | 'duplicateCriterion';

const CONFIG_KEYS: Record<ConfigKey, MessageKey> = {
  name: 'config.name',
  rounds: 'config.rounds',
  system: 'config.system',
  k: 'config.k',
  eloExpectancy: 'config.eloExpectancy',
  tiebreaks: 'config.tiebreaks',
  byePoints: 'config.byePoints',
  byeScrabblePoints: 'config.byeScrabblePoints',
  byeSpread: 'config.byeSpread',
  forfeitSpread: 'config.forfeitSpread',
  acceleration: 'config.acceleration',
  firstMoveTable1: 'config.firstMoveTable1',
  unratedOrder: 'config.unratedOrder',
  seed: 'config.seed',
  duplicateBonuses: 'config.duplicateBonuses',
  duplicateCriterion: 'config.duplicateCriterion',
  language: 'config.language',
};

export const TIEBREAK_LABELS: Record<TiebreakId, MessageKey> = {
  sb: 'tiebreak.sb',
  scrabblePoints: 'tiebreak.scrabblePoints',
  spread: 'tiebreak.spread',
  buchholz: 'tiebreak.buchholz',
  medianBuchholz: 'tiebreak.medianBuchholz',
  progressive: 'tiebreak.progressive',
  wins: 'tiebreak.wins',
  averageOpponentRating: 'tiebreak.averageOpponentRating',
  directEncounter: 'tiebreak.directEncounter',
};

/** Matches `text` against catalogue words in both languages. */
function pick<V extends string>(text: string, choices: Record<V, MessageKey>, extra: Record<string, NoInfer<V>> = {}): V {
  const key = normaliseLabel(text);
  for (const [value, label] of Object.entries(choices) as [V, MessageKey][]) {
    if (normaliseLabel(t('es', label)) === key || normaliseLabel(t('en', label)) === key) return value;
  }
  if (key in extra) return extra[key];
  const expected = Object.values<MessageKey>(choices).map((label) => t('es', label)).join(', ');
  throw new AtrilError('error.config.unknownValue', { value: text, expected });
}

/** "SB, Puntos Scrabble" → ['sb', 'scrabblePoints']: Desempates, and STANDINGS' tiebreaks argument (SPEC §4). */
export function parseTiebreaks(text: string): TiebreakId[] {
  return text.split(/[,;\n]+/).map((part) => part.trim()).filter((part) => part !== '')
    .map((part) => pick(part, TIEBREAK_LABELS, { 'sonneborn-berger': 'sb', 'puntos': 'scrabblePoints', 'mediano': 'medianBuchholz', 'median-buchholz': 'medianBuchholz' }));
}

/** "1-7: 4 hasta 6; 8-14: 2 hasta 3" (SPEC §3.6). */
export function parseAcceleration(text: string): AccelerationGroup[] {
  if (text.trim() === '' || normaliseLabel(text) === 'no') return [];
  return text.split(/[;\n]+/).filter((part) => part.trim() !== '').map((part) => {
    const match = /^\s*(\d+)\s*-\s*(\d+)\s*:\s*(\d+(?:[.,]\d+)?)\s*(?:hasta|until|to|a)\s*(?:la\s+)?(?:ronda\s+|round\s+)?(\d+)\s*$/i.exec(part);
    if (!match) throw new AtrilError('error.config.badAcceleration', { value: part.trim() });
    const [fromId, toId, points, untilRound] = [match[1], match[2], match[3].replace(',', '.'), match[4]].map(Number);
    if (fromId > toId) throw new AtrilError('error.config.badAcceleration', { value: part.trim() });
    return { fromId, toId, points, untilRound };
  });
}

export interface ConfigEntries {
  config: TournamentConfig;
  /** Keys the core does not know yet (e.g. the duplicate criterion), normalised → raw value. */
  extra: Record<string, Cell>;
  /** Sheet row of each recognised key, for messages. */
  rows: Partial<Record<ConfigKey, number>>;
}

export function readConfig(grid: Grid, options: ReadOptions): ConfigEntries {
  const tab = options.tab ?? t(options.lang, 'tab.config');
  const firstRow = options.firstRow ?? 1;
  const config: TournamentConfig = { ...DEFAULT_CONFIG, duplicateBonuses: { ...DEFAULT_CONFIG.duplicateBonuses } };
  const extra: Record<string, Cell> = {};
  const rows: Partial<Record<ConfigKey, number>> = {};
  const keyByName = new Map<string, ConfigKey>();
  for (const [key, label] of Object.entries(CONFIG_KEYS) as [ConfigKey, MessageKey][]) {
    keyByName.set(normaliseLabel(t('es', label)), key);
    keyByName.set(normaliseLabel(t('en', label)), key);
  }
  grid.forEach((raw, index) => {
    const row = firstRow + index;
    const name = cellText(raw?.[0]);
    const value = raw?.[1];
    const key = keyByName.get(normaliseLabel(name));
    if (!key) {
      if (name !== '') extra[normaliseLabel(name)] = value;
      return;
    }
    if (isBlank(value)) return;
    rows[key] = row;
    try {
      applyConfig(config, key, value, extra);
    } catch (error) {
      if (error instanceof AtrilError) throw error.at({ tab, row, column: name });
      throw error;
    }
  });
  return { config, extra, rows };
}

function applyConfig(config: TournamentConfig, key: ConfigKey, value: Cell, extra: Record<string, Cell>): void {
  const text = cellText(value);
  const number = () => cellNumber(value) as number;
  switch (key) {
    case 'name': config.name = text; break;
    case 'rounds': config.rounds = positive(value) as number; break;
    case 'system': config.system = pick(text, { swiss: 'value.swiss', roundRobin: 'value.roundRobin' }, { 'round-robin': 'roundRobin', 'berger': 'roundRobin', 'suizo': 'swiss' }); break;
    case 'k': config.k = nonNegative(value) as number; break;
    case 'eloExpectancy': config.eloExpectancy = pick(text, { table: 'value.table', table400: 'value.table400', logistic: 'value.logistic' }, { '400': 'table400', 'tabla': 'table', 'table': 'table' }); break;
    case 'tiebreaks': config.tiebreaks = parseTiebreaks(text); break;
    case 'byePoints': config.byePoints = number(); break;
    case 'byeScrabblePoints': config.byeScrabblePoints = number(); break;
    case 'byeSpread': config.byeSpread = number(); break;
    case 'forfeitSpread': config.forfeitSpread = number(); break;
    case 'acceleration': config.acceleration = parseAcceleration(text); break;
    case 'firstMoveTable1': config.firstMoveTable1 = pick(text, { higher: 'value.higher', lower: 'value.lower' }); break;
    case 'unratedOrder': config.unratedOrder = pick(text, { alphabetical: 'value.alphabetical', random: 'value.random' }, { 'azar': 'random', 'aleatorio': 'random' }); break;
    case 'seed': config.seed = cellInteger(value) as number; break;
    case 'duplicateBonuses': {
      if (normaliseLabel(text) === 'no' || text === '0') {
        config.duplicateBonuses = { ...config.duplicateBonuses, enabled: false };
        break;
      }
      const parts = text.split('/').map((part) => cellNumber(part.trim()));
      if (parts.length !== 2 || parts.some((part) => part === null)) {
        throw new AtrilError('error.config.unknownValue', { value: text, expected: '10 / 5, No' });
      }
      config.duplicateBonuses = { enabled: true, master: parts[0] as number, top: parts[1] as number };
      break;
    }
    case 'duplicateCriterion': extra.duplicateCriterion = value; break;
    case 'language': config.language = normaliseLabel(text).startsWith('en') ? 'en' : 'es'; break;
  }
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
