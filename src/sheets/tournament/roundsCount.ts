// Estado del torneo when bad input stops the reading (rules §16.1): how many rounds Rondas
// holds and how many Configuración plans, read leniently — the highest whole number in
// Rondas' Ronda column, the planned rounds if Configuración reads — so that the sidebar never
// says no round was paired after three, while it names what to mend.
import { type Language } from '../../i18n';
import { cellText } from '../grid/cells';
import { readTable } from '../grid/table';
import type { Workbook } from '../grid/workbook';
import { readSettings } from '../config/settings';
import { GAME_COLUMNS } from './rounds';

export function roundsInRondas(
  workbook: Workbook,
  tab: string | null,
  lang: Language,
): { round: number; rounds?: number } {
  let round = 0;
  try {
    const grid = tab ? (workbook.read(tab) ?? []) : [];
    const column = readTable(grid.slice(0, 1), GAME_COLUMNS, { tab: tab ?? '', lang }).columns.round;
    if (column !== undefined)
      for (const row of grid.slice(1)) {
        const value = Number(cellText(row[column]));
        if (Number.isInteger(value) && value > round) round = value;
      }
  } catch {
    round = 0;
  }
  try {
    const planned = readSettings(workbook, lang).entries?.config.rounds;
    return planned ? { round, rounds: planned } : { round };
  } catch {
    return { round };
  }
}
