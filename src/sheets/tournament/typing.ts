// The director's typing, done by a program (the demo, `atril generate`): a setting beside
// its Configuración key, players below the Jugadores header, one player's cell, a round's
// scores or Resultado in Rondas — each written exactly where a director would type it,
// under the workbook's own headers (columns may be reordered), so that the menu actions
// then read it as they read a director's work.
import { type Language } from '../../i18n';
import { type ResultOverride } from '../../core/model';
import { type Cell, cellNumber, cellText, normaliseLabel, nameText } from '../grid/cells';
import { layRow, readTable } from '../grid/table';
import type { Workbook } from '../grid/workbook';
import { configKeyOf } from '../config/configuration';
import { lookupTab, requireTab } from '../config/tabs';
import { GAME_COLUMNS, isByeName } from './rounds';
import { PLAYER_COLUMNS } from './players';

type PlayerKey = (typeof PLAYER_COLUMNS)[number]['key'];

/** A player's row as typed in Jugadores (N° left blank: the first pairing numbers him). */
export type TypedPlayer = Partial<Record<Exclude<PlayerKey, 'id'>, Cell>> & { name: string };

/** A player as data, as typed into Jugadores: blank for what is unknown, entry only when late, absences as "3, 5". */
export function typedPlayer(player: {
  name: string;
  rating: number | null;
  club: string;
  average: number | null;
  entryRound?: number;
  withdrawnFromRound?: number | null;
  absentRounds?: readonly number[];
}): TypedPlayer {
  return {
    name: player.name,
    rating: player.rating ?? '',
    club: player.club,
    average: player.average ?? '',
    entryRound: player.entryRound !== undefined && player.entryRound > 1 ? player.entryRound : '',
    withdrawnFromRound: player.withdrawnFromRound ?? '',
    absentRounds: (player.absentRounds ?? []).join(', '),
  };
}

/** What is typed for a game: the two Scrabble scores, or a Resultado override. */
export type TypedResult = { score1: number; score2: number } | { override: ResultOverride };

/**
 * Types `value` beside the Configuración key `name` (in either language): on the row that
 * already holds that setting, else on a new row below, with the key as given.
 */
export function typeSetting(workbook: Workbook, name: string, value: Cell, lang: Language): void {
  const tab = requireTab(workbook, 'config', lang);
  const grid = workbook.read(tab) ?? [];
  const key = configKeyOf(name);
  const index = grid.findIndex((row) => {
    const typed = cellText(row?.[0]);
    return key !== null ? configKeyOf(typed) === key : normaliseLabel(typed) === normaliseLabel(name);
  });
  const row = index >= 0 ? index + 1 : grid.length + 1;
  if (index < 0) workbook.write(tab, row, 1, [[name, value]]);
  else workbook.write(tab, row, 2, [[value]]);
}

/** Adds `players` below the last row of Jugadores, one write. */
export function typePlayers(workbook: Workbook, players: readonly TypedPlayer[], lang: Language): void {
  if (players.length === 0) return;
  const tab = requireTab(workbook, 'players', lang);
  const grid = workbook.read(tab) ?? [];
  const header = grid[0] ?? [];
  const table = readTable([header], PLAYER_COLUMNS, { tab, lang });
  workbook.write(
    tab,
    grid.length + 1,
    1,
    players.map((player) => layRow(table.columns, player, header.length)),
  );
}

/** Types `value` in the `key` column of the player called `name` (e.g. Retirado desde ronda); false when no such player. */
export function typePlayerValue(
  workbook: Workbook,
  name: string,
  key: Exclude<PlayerKey, 'id' | 'name'>,
  value: Cell,
  lang: Language,
): boolean {
  const tab = requireTab(workbook, 'players', lang);
  const table = readTable(workbook.read(tab) ?? [], PLAYER_COLUMNS, { tab, lang });
  const entry = table.rows.find((row) => normaliseLabel(nameText(row.cells.name)) === normaliseLabel(name));
  const column = table.columns[key];
  if (!entry || column === undefined) return false;
  workbook.write(tab, entry.row, column + 1, [[value]]);
  return true;
}

/**
 * Types the result of every game of `round` in Rondas that has none yet: `resultOf` gets
 * the two names (Jugador 1, Jugador 2) in row order and says what to type (null: nothing).
 * Byes are skipped. Returns the number of games typed.
 */
export function typeRoundResults(
  workbook: Workbook,
  round: number,
  resultOf: (first: string, second: string) => TypedResult | null,
  lang: Language,
): number {
  const tab = lookupTab(workbook, 'rounds');
  if (!tab) return 0;
  const table = readTable(workbook.read(tab) ?? [], GAME_COLUMNS, { tab, lang });
  const { score1, score2, result } = table.columns;
  let typed = 0;
  for (const row of table.rows) {
    if (cellNumber(row.cells.round) !== round) continue;
    const second = nameText(row.cells.player2);
    if (isByeName(second)) continue;
    if (cellText(row.cells.score1) !== '' || cellText(row.cells.score2) !== '' || cellText(row.cells.result) !== '')
      continue;
    const typedResult = resultOf(nameText(row.cells.player1), second);
    if (!typedResult) continue;
    typed++;
    if ('override' in typedResult) {
      if (result !== undefined) workbook.write(tab, row.row, result + 1, [[typedResult.override]]);
    } else if (score1 !== undefined && score2 === score1 + 1) {
      workbook.write(tab, row.row, score1 + 1, [[typedResult.score1, typedResult.score2]]);
    } else {
      if (score1 !== undefined) workbook.write(tab, row.row, score1 + 1, [[typedResult.score1]]);
      if (score2 !== undefined) workbook.write(tab, row.row, score2 + 1, [[typedResult.score2]]);
    }
  }
  return typed;
}
