// Rondas (rules §2): one row per game, all rounds in one table — Ronda, Mesa, Jugador 1
// (who starts), Jugador 2 (DESCANSO for the bye), the two Scrabble scores, and Resultado,
// an override for games not decided on the board.
import { AtrilError } from '../../core/errors';
import { type Game, type Player, RESULT_OVERRIDES, type ResultOverride } from '../../core/model';
import { type Language } from '../../i18n';
import { isPending } from '../../core/results';
import { t } from '../../i18n';
import { type Cell, type Grid, cellScore, cellText, normaliseLabel, positiveInteger } from '../grid/cells';
import { type ColumnSpec, type ReadOptions, readCell, readTable } from '../grid/table';

type GameKey = 'round' | 'table' | 'player1' | 'player2' | 'score1' | 'score2' | 'result';
/** rules §2 and docs/input.md "Headers": Mesa is informative (tables are numbered in row order without it). */
export const GAME_COLUMNS: ColumnSpec<GameKey>[] = [
  { key: 'round', label: 'col.rounds.round', aliases: ['rd', 'rnd'], required: true },
  { key: 'table', label: 'col.rounds.table', aliases: ['tablero', 'board'], informative: true },
  { key: 'player1', label: 'col.rounds.player1', aliases: ['jugador1', 'player1'], required: true },
  { key: 'player2', label: 'col.rounds.player2', aliases: ['jugador2', 'player2'], required: true },
  { key: 'score1', label: 'col.rounds.score1', aliases: ['puntos1', 'score1', 'pts 1', 'points 1'] },
  { key: 'score2', label: 'col.rounds.score2', aliases: ['puntos2', 'score2', 'pts 2', 'points 2'] },
  { key: 'result', label: 'col.rounds.result' },
];

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
  const table = readTable(grid, GAME_COLUMNS, { ...options, tab });
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
    // rules §9: whole numbers 0–2000, nothing ambiguous; the same reader as the duplicate tabs.
    const score1 = readCell(table, row, 'score1', cellScore);
    const score2 = readCell(table, row, 'score2', cellScore);
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

/** Rondas header: the seven columns of rules §2, then Motivo (the engine's reason for a pairing, informative). */
export function roundsHeader(lang: Language): string[] {
  return [...GAME_COLUMNS.map((spec) => t(lang, spec.label)), t(lang, 'col.rounds.reason')];
}

/** Tables of the games still without a result, by round (rules §2: scores or a Resultado). */
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
