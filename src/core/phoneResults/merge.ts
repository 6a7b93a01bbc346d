// Importing the phones' reports into Rondas (rules §14, §14.1 "Importar resultados"), decided
// as data: a report is written only where both score cells (and Resultado) are still blank,
// each score beside its player's name; a report that differs from what Rondas holds — typed by
// the director, or imported before a later, different report came — two different reports, or
// a row whose players changed since the pairing, is a conflict: nothing written, the director
// decides. A board paused after its report is left out ("comprueba el acta"); a paused board
// with nothing to import is listed. A board is settled (out of the queue) when Rondas holds its
// latest report, or when the director keeps Rondas's result (the edge marks it).
import { foldText } from '../text';
import { type BoardEntry, isPaused, latestReport, keptName, type Players, type Points, samePoints } from './reports';

/** What Rondas holds for a board's scores: nothing typed, two scores (and no Resultado), or anything else. */
export type Typed = 'blank' | Points | 'other';

/** A board's Rondas row as the import sees it: its scores and its two players; 'missing' when there is no such row. */
export type RondasRow = { typed: Typed; players: Players } | 'missing';

export type ConflictKind = 'reports' | 'typed' | 'typedOther' | 'players';

export interface Conflict {
  table: number;
  kind: ConflictKind;
  /** What the phone said last (in the report's order: the pairing's Jugador 1, Jugador 2). */
  reported: Points;
  /** With 'reports': the first of the two reports (`reported` is the later one). */
  first: Points | null;
  /** What Rondas holds, in its row's order. */
  typed: Typed;
  /** The players the report was sent for, and the row's players now (with 'players'). */
  reportedPlayers: Players | null;
  rowPlayers: Players;
}

export interface ImportPlan {
  /** Written into Rondas now: the scores in the row's order (beside each player's name). */
  imports: { table: number; points: Points }[];
  /** Rondas already holds the latest report: out of the queue, nothing written. */
  settled: number[];
  conflicts: Conflict[];
  /** Paused after its report, Rondas blank: left out, the director checks the slip. */
  checks: { table: number; reported: Points }[];
  /** Paused by wrong codes with nothing reported: the director types them or lifts the pause. */
  paused: { table: number; until: number }[];
}

const sameName = (a: string, b: string): boolean => foldText(keptName(a)) === foldText(keptName(b));

/** The row's players against the report's: the same order, swapped, or changed (null names: an old entry, taken as the same). */
export function playersOrder(reported: Players | null, row: Players): 'same' | 'swapped' | 'changed' {
  if (reported === null) return 'same';
  if (sameName(reported[0], row[0]) && sameName(reported[1], row[1])) return 'same';
  if (sameName(reported[0], row[1]) && sameName(reported[1], row[0])) return 'swapped';
  return 'changed';
}

export function planImport(
  tables: readonly number[],
  entryOf: (table: number) => BoardEntry | null,
  rowOf: (table: number) => RondasRow,
  now: number,
): ImportPlan {
  const plan: ImportPlan = { imports: [], settled: [], conflicts: [], checks: [], paused: [] };
  for (const table of [...tables].sort((a, b) => a - b)) {
    const entry = entryOf(table);
    if (entry === null) continue;
    const row = rowOf(table);
    const reported = latestReport(entry);
    if (reported === null) {
      if (isPaused(entry, now) && row !== 'missing') plan.paused.push({ table, until: entry.until });
      continue;
    }
    if (entry.imported || row === 'missing') continue;
    const { typed, players } = row;
    const order = playersOrder(entry.names, players);
    const conflict = (kind: ConflictKind): void => {
      plan.conflicts.push({
        table,
        kind,
        reported,
        first: kind === 'reports' ? entry.report : null,
        typed,
        reportedPlayers: entry.names,
        rowPlayers: players,
      });
    };
    // rules §14.1: a row whose players are not the ones the report was sent for.
    if (order === 'changed') {
      conflict('players');
      continue;
    }
    const inRow: Points = order === 'swapped' ? [reported[1], reported[0]] : reported;
    if (Array.isArray(typed)) {
      if (samePoints(typed as Points, inRow)) plan.settled.push(table);
      else conflict('typed');
    } else if (typed === 'other') conflict('typedOther');
    else if (entry.other !== null) conflict('reports');
    else if (entry.check) plan.checks.push({ table, reported });
    else plan.imports.push({ table, points: inRow });
  }
  return plan;
}
