// What Pasar lista remembers of the round it called (rules §16.1, docs/directorSlips.md):
// the players it marked absent and those who were ticked, under one key of the document's
// memory, so that Deshacer última ronda puts the roll call back as it was — the absences it
// wrote removed, the ticks back — and leaves alone every absence the director typed.
import { t } from '../../i18n';
import { type Cell, normaliseLabel } from '../grid/cells';
import type { DocumentMemory } from '../grid/memory';
import { readTable } from '../grid/table';
import type { Workbook } from '../grid/workbook';
import { type LoadedTournament } from './loadTournament';
import { readPresence } from './playerColumns';
import { PLAYER_COLUMNS } from './players';
import { writeColumn } from './rollCall';

export const ROLL_CALL_KEY = 'atril.rollCall';

export interface CalledRound {
  round: number;
  /** The tournament's name when it was called: another tournament's record never applies. */
  tournament: string;
  absent: string[];
  ticked: string[];
}

/** Keeps the roll call of the round just paired, or forgets the last one (a round paired without one). */
export function rememberRollCall(memory: DocumentMemory | undefined, called: CalledRound | null): void {
  memory?.set(ROLL_CALL_KEY, called && JSON.stringify(called));
}

function recalled(memory: DocumentMemory | undefined): CalledRound | null {
  try {
    const value = JSON.parse(memory?.get(ROLL_CALL_KEY) ?? 'null') as CalledRound | null;
    return value && Array.isArray(value.absent) && Array.isArray(value.ticked) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Deshacer última ronda (rules §16.1): for the round undone, when Pasar lista called it,
 * removes that round from the Ausente en rondas of the players it marked (what else the cell
 * holds stays) and ticks again the players who were ticked; returns the message's lines.
 */
export function undoRollCall(
  workbook: Workbook,
  loaded: LoadedTournament,
  round: number,
  memory: DocumentMemory | undefined,
): string[] {
  const called = recalled(memory);
  if (!called || called.round !== round || called.tournament !== loaded.tournament.config.name) return [];
  const { lang } = loaded;
  const tab = loaded.tabs.players;
  const grid = loaded.playersGrid;
  const byName = new Map(loaded.entries.map((entry) => [normaliseLabel(entry.name), entry] as const));
  const lines: string[] = [];
  const absentColumn = readTable(grid.slice(0, 1), PLAYER_COLUMNS, { tab, lang }).columns.absentRounds;
  const cleared = called.absent
    .map((name) => byName.get(normaliseLabel(name)))
    .filter((entry) => entry !== undefined && entry.absentRounds.includes(round));
  if (absentColumn !== undefined && cleared.length > 0) {
    const values = new Map<number, Cell>();
    for (const entry of cleared) {
      if (!entry) continue;
      values.set(entry.row, entry.absentRounds.filter((other) => other !== round).join(', '));
    }
    writeColumn(workbook, tab, grid, absentColumn, values);
    lines.push(t(lang, 'slips.undo.absences', { count: values.size, round, column: String(grid[0][absentColumn]) }));
  }
  const presence = readPresence(grid, { tab, lang });
  const ticks = called.ticked.map((name) => byName.get(normaliseLabel(name))).filter((entry) => entry !== undefined);
  if (presence.column !== undefined && ticks.length > 0) {
    writeColumn(workbook, tab, grid, presence.column, new Map(ticks.map((entry) => [entry?.row ?? 0, true] as const)));
    lines.push(t(lang, 'slips.undo.ticks', { count: ticks.length, column: String(grid[0][presence.column]) }));
  }
  rememberRollCall(memory, null);
  return lines;
}
