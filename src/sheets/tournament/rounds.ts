// Rondas (rules §2): one row per game, all rounds in one table — Ronda, Mesa, Jugador 1
// (who starts), Jugador 2 (DESCANSO for the bye), the two Scrabble scores, and Resultado,
// an override for games not decided on the board.
import { AtrilError } from '../../core/errors';
import { type Game, type Player, RESULT_OVERRIDES, type ResultOverride } from '../../core/model';
import { type Language } from '../../i18n';
import { isPending } from '../../core/results';
import { t, type MessageKey } from '../../i18n';
import { type Cell, type Grid, cellScore, cellText, normaliseLabel, positiveInteger, nameText } from '../grid/cells';
import { type ColumnSpec, type ReadOptions, readCell, readTable } from '../grid/table';

type GameKey = 'round' | 'table' | 'player1' | 'player2' | 'score1' | 'score2' | 'result';
/** rules §2 and docs/input.md "Headers" (the other words for each: i18n/aliases.ts): Mesa is informative (tables are numbered in row order without it). */
export const GAME_COLUMNS: ColumnSpec<GameKey>[] = [
  { key: 'round', label: 'col.rounds.round', required: true },
  { key: 'table', label: 'col.rounds.table', informative: true },
  { key: 'player1', label: 'col.rounds.player1', required: true },
  { key: 'player2', label: 'col.rounds.player2', required: true },
  { key: 'score1', label: 'col.rounds.score1' },
  { key: 'score2', label: 'col.rounds.score2' },
  { key: 'result', label: 'col.rounds.result' },
];

/** A game as typed, with its sheet row (for messages and for writing results back). */
export type GameEntry = Game & { row: number };

const BYE_WORDS = new Set(['descanso', 'bye']);

export function isByeName(text: string): boolean {
  return BYE_WORDS.has(normaliseLabel(text));
}

/** English forfeit codes (docs/glossary.md): FF1, FF2, FF are NP1, NP2, NP, in a workbook of either language. */
export const FORFEIT_ALIASES: Record<string, ResultOverride> = { FF1: 'NP1', FF2: 'NP2', FF: 'NP' };

function readOverride(cell: Cell): ResultOverride | null {
  const text = cellText(cell).replace(/\s+/g, '');
  if (text === '') return null;
  const upper = text.toUpperCase().replace(/1\/2|0[.,]5/g, '½');
  const found = RESULT_OVERRIDES.find((value) => value === upper) ?? FORFEIT_ALIASES[upper];
  if (found) return found;
  throw new AtrilError('error.rounds.badResult', { value: cellText(cell) });
}

/** A player as readGames needs one: numbered, with the Jugadores row when known (for messages). */
type RoundsPlayer = Player & { row?: number };

/** Why a player has no game in a round by Jugadores (rules §2), and the column that says so. */
function notPlaying(player: RoundsPlayer, round: number): { column: MessageKey; from: number } | null {
  if (round < player.entryRound) return { column: 'col.players.entryRound', from: player.entryRound };
  if (player.withdrawnFromRound !== null && round >= player.withdrawnFromRound)
    return { column: 'col.players.withdrawnFromRound', from: player.withdrawnFromRound };
  if (player.absentRounds.includes(round)) return { column: 'col.players.absentRounds', from: round };
  return null;
}

/** The Resultado by which `side` did not show (rules §2): NP1 or NP2, or NP for both. */
const FORFEIT_OF: Record<'player1' | 'player2', ResultOverride> = { player1: 'NP1', player2: 'NP2' };

/** What the two scores say, as a Resultado would: null while one is missing. */
function scoresSay(score1: number | null, score2: number | null): ResultOverride | null {
  if (score1 === null || score2 === null) return null;
  return score1 > score2 ? '1-0' : score1 < score2 ? '0-1' : '½-½';
}

/**
 * Rondas → games, players named by their Nombre. `players` must already be numbered.
 * Checks (docs/input.md "Rondas"): unknown names, self-pairings, a player twice in a round,
 * scores and results, a bye with scores or a Resultado, and a game for a player who by
 * Jugadores does not play that round (absent, withdrawn, not yet entered) unless its
 * Resultado says he did not show — errors; a Resultado against the typed scores is used
 * (rules §2: it overrides them) with a warning.
 */
export function readGames(
  grid: Grid,
  players: readonly RoundsPlayer[],
  options: ReadOptions & { playersTab?: string },
): GameEntry[] {
  const { lang } = options;
  const tab = options.tab ?? t(lang, 'tab.rounds');
  const playersTab = options.playersTab ?? t(lang, 'tab.players');
  const table = readTable(grid, GAME_COLUMNS, { ...options, tab });
  const byName = new Map(players.map((player) => [normaliseLabel(player.name), player] as const));
  const seen = new Map<string, number>();
  const tableCount = new Map<number, number>();
  const games: GameEntry[] = [];
  for (const row of table.rows) {
    const at = (key: GameKey) => ({ tab, row: row.row, column: table.headerOf(key) });
    const round = readCell(table, row, 'round', positiveInteger);
    if (round === null) throw new AtrilError('error.rounds.noRound', {}, at('round'));
    const lookUp = (key: 'player1' | 'player2'): RoundsPlayer | null => {
      const name = nameText(row.cells[key]);
      if (key === 'player2' && isByeName(name)) return null;
      if (name === '') throw new AtrilError('error.rounds.noPlayer', {}, at(key));
      if (key === 'player1' && isByeName(name)) throw new AtrilError('error.rounds.byeFirst', { value: name }, at(key));
      const player = byName.get(normaliseLabel(name));
      if (player === undefined)
        throw new AtrilError('error.rounds.unknownPlayer', { value: name, tab: playersTab }, at(key));
      const seenKey = `${round}:${player.id}`;
      const other = seen.get(seenKey);
      if (other !== undefined)
        throw new AtrilError('error.rounds.twiceInRound', { value: name, round, other }, at(key));
      seen.set(seenKey, row.row);
      return player;
    };
    const first = lookUp('player1') as RoundsPlayer;
    if (normaliseLabel(nameText(row.cells.player1)) === normaliseLabel(nameText(row.cells.player2))) {
      throw new AtrilError('error.rounds.selfPairing', { value: nameText(row.cells.player1) }, at('player2'));
    }
    const second = lookUp('player2');
    // rules §9: whole numbers 0–2000, nothing ambiguous; the same reader as the duplicate tabs.
    const score1 = readCell(table, row, 'score1', cellScore);
    const score2 = readCell(table, row, 'score2', cellScore);
    const override = readCell(table, row, 'result', readOverride);
    if (second === null) {
      // A bye's points come from Configuración (rules §2): anything typed here would be ignored.
      if (score2 !== null) throw new AtrilError('error.rounds.byeScore', { value: score2 }, at('score2'));
      if (score1 !== null)
        throw new AtrilError('error.rounds.byeOwnScore', { value: score1, tab: t(lang, 'tab.config') }, at('score1'));
      if (override !== null)
        throw new AtrilError('error.rounds.byeResult', { value: cellText(row.cells.result) }, at('result'));
    }
    for (const [key, player] of [
      ['player1', first],
      ['player2', second],
    ] as const) {
      const why = player && notPlaying(player, round);
      if (!player || !why || override === 'NP' || override === FORFEIT_OF[key]) continue;
      const params = {
        value: player.name,
        round,
        tab: playersTab,
        other: player.row ?? '?',
        column: t(lang, why.column),
        from: why.from,
      };
      if (second === null) throw new AtrilError('error.rounds.notPlayingBye', params, at(key));
      throw new AtrilError('error.rounds.notPlaying', { ...params, forfeit: FORFEIT_OF[key] }, at(key));
    }
    if (second !== null && override !== null) {
      const forfeit = override === 'NP' || override === 'NP1' || override === 'NP2';
      const said = scoresSay(score1, score2);
      if (forfeit ? (score1 ?? 0) + (score2 ?? 0) > 0 : said !== null && said !== override) {
        options.warnings?.push({
          key: forfeit ? 'warn.rounds.forfeitScores' : 'warn.rounds.resultVsScores',
          params: { value: override, score1: score1 ?? '–', score2: score2 ?? '–' },
          location: at('result'),
        });
      }
    }
    const given = readCell(table, row, 'table', positiveInteger);
    const count = (tableCount.get(round) ?? 0) + 1;
    tableCount.set(round, count);
    games.push({
      row: row.row,
      round,
      table: given ?? count,
      first: first.id,
      second: second === null ? null : second.id,
      score1,
      score2,
      override: second === null ? null : override,
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
    .map(([round, tables]) =>
      t(lang, 'action.pending.round', { round, tables: tables.join(', '), count: tables.length }),
    )
    .join('; ');
}
