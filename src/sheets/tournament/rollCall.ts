// Pasar lista (rules §16): when any box of Jugadores' Presente is ticked, the next round
// pairs only the ticked players; every other player who would have played it is marked
// absent for that round in Ausente en rondas (visible, and undone by deleting the number
// there), and the ticks are cleared for the next roll call. With no tick, nothing changes.
import { type Tournament } from '../../core/model';
import { t } from '../../i18n';
import { type Cell, normaliseLabel } from '../grid/cells';
import { readTable } from '../grid/table';
import type { Workbook } from '../grid/workbook';
import { type LoadedTournament } from './loadTournament';
import { PLAYER_COLUMNS } from './players';
import { appendColumns } from './playerColumns';

export interface RollCall {
  /** The tournament with the absences of the round added: what the engine pairs. */
  tournament: Tournament;
  /** The ticked players who play the round, and those marked absent by the roll call (rules §16.1). */
  ticked: string[];
  absent: string[];
  /** Writes the absences and clears the ticks (after the engine has succeeded); returns the message's lines. */
  write(workbook: Workbook): string[];
}

/** The roll call of `round`, or null when no box is ticked (everyone plays). */
export function rollCall(loaded: LoadedTournament, round: number): RollCall | null {
  const { lang } = loaded;
  const tab = loaded.tabs.players;
  const { presence } = loaded.roster;
  if (presence.column === undefined || presence.ticked.size === 0) return null;
  const plays = (entry: LoadedTournament['entries'][number]) =>
    entry.entryRound <= round &&
    (entry.withdrawnFromRound === null || entry.withdrawnFromRound > round) &&
    !entry.absentRounds.includes(round);
  const absent = loaded.entries
    .filter((entry) => plays(entry) && !presence.ticked.has(normaliseLabel(entry.name)))
    .sort((a, b) => a.row - b.row);
  const absentIds = new Set(absent.map((entry) => entry.id));
  const ticked = loaded.entries.filter((entry) => plays(entry) && presence.ticked.has(normaliseLabel(entry.name)));
  const tournament: Tournament = {
    ...loaded.tournament,
    players: loaded.tournament.players.map((player) =>
      absentIds.has(player.id) ? { ...player, absentRounds: [...player.absentRounds, round] } : player,
    ),
  };
  const presentColumn = presence.column;
  return {
    tournament,
    ticked: ticked.map((entry) => entry.name),
    absent: absent.map((entry) => entry.name),
    write(workbook) {
      const grid = loaded.playersGrid.map((row) => [...row]);
      const lines: string[] = [];
      let absentColumn = readTable(grid.slice(0, 1), PLAYER_COLUMNS, { tab, lang }).columns.absentRounds;
      if (absent.length > 0) {
        if (absentColumn === undefined)
          [absentColumn] = appendColumns(workbook, tab, grid, ['col.players.absentRounds'], lang);
        const values = new Map<number, Cell>(
          absent.map((entry) => [entry.row, [...entry.absentRounds, round].join(', ')] as const),
        );
        writeColumn(workbook, tab, grid, absentColumn, values);
        lines.push(
          t(lang, 'checkin.absent', {
            count: absent.length,
            round,
            column: cellHeader(grid, absentColumn),
            names: absent.map((entry) => entry.name).join(', '),
          }),
        );
      }
      writeColumn(
        workbook,
        tab,
        grid,
        presentColumn,
        new Map([...presence.ticked.values()].map((row) => [row, false] as const)),
      );
      lines.push(t(lang, 'checkin.cleared', { column: cellHeader(grid, presentColumn) }));
      return lines;
    },
  };
}

function cellHeader(grid: Cell[][], column: number): string {
  return String(grid[0]?.[column] ?? '');
}

/** One write of `column` from the first to the last row of `values`; the rows between keep what they hold. */
export function writeColumn(
  workbook: Workbook,
  tab: string,
  grid: Cell[][],
  column: number,
  values: Map<number, Cell>,
): void {
  if (values.size === 0) return;
  const rows = [...values.keys()];
  const first = Math.min(...rows);
  const last = Math.max(...rows);
  const block: Cell[][] = [];
  for (let row = first; row <= last; row++)
    block.push([values.has(row) ? values.get(row) : (grid[row - 1]?.[column] ?? '')]);
  workbook.write(tab, first, column + 1, block);
}
