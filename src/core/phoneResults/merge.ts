// Importing the phones' reports into Rondas (rules §14 "Importar resultados"), decided as
// data: a report is written only where both score cells (and Resultado) are still blank;
// a report that differs from what the director typed, or two different reports for one
// board, is a conflict — nothing written, the director decides; a board locked by wrong
// codes with no report is listed so that the director types it. What Rondas already holds
// as reported, or as one of two conflicting reports, settles the board: it leaves the queue.
import { type BoardEntry, isLocked, type Points, samePoints } from './reports';

/** What Rondas holds for a board: nothing typed, two scores (and no Resultado), anything else, or no such row. */
export type Typed = 'blank' | Points | 'other' | 'missing';

export interface Conflict {
  table: number;
  /** The report, and the differing one when two were sent. */
  reports: Points[];
  /** What Rondas holds ('blank' when two reports differ and nothing is typed). */
  typed: Exclude<Typed, 'missing'>;
}

export interface ImportPlan {
  /** Written into Rondas now. */
  imports: { table: number; points: Points }[];
  /** Already in Rondas as reported: out of the queue, nothing written. */
  settled: number[];
  conflicts: Conflict[];
  /** Locked by wrong codes, with nothing to import: the director types them. */
  locked: number[];
}

export function planImport(
  tables: readonly number[],
  entryOf: (table: number) => BoardEntry | null,
  typedOf: (table: number) => Typed,
): ImportPlan {
  const plan: ImportPlan = { imports: [], settled: [], conflicts: [], locked: [] };
  for (const table of [...tables].sort((a, b) => a - b)) {
    const entry = entryOf(table);
    if (entry === null) continue;
    const typed = typedOf(table);
    if (entry.report === null || typed === 'missing') {
      if (isLocked(entry) && typed !== 'missing') plan.locked.push(table);
      continue;
    }
    const reports = entry.other === null ? [entry.report] : [entry.report, entry.other];
    if (entry.imported) continue;
    const typedPoints = Array.isArray(typed) ? (typed as Points) : null;
    if (reports.some((points) => samePoints(points, typedPoints))) plan.settled.push(table);
    else if (typed === 'blank' && entry.other === null) plan.imports.push({ table, points: entry.report });
    else plan.conflicts.push({ table, reports, typed: typed as Exclude<Typed, 'missing'> });
  }
  return plan;
}
