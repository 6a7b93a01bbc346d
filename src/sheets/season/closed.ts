// Whether the workbook's tournament is closed (docs/season.md "closed"): Temporada has a
// column of its name (accents and case aside). "Emparejar siguiente ronda" and "Deshacer
// última ronda" refuse then, and the status sidebar suggests "Nuevo torneo". Only
// Temporada's header is looked at, so a bad cell of the season never stops the
// tournament's own actions; without a Temporada tab or a name nothing is read.
import type { Workbook } from '../grid/workbook';
import { lookupTab } from '../config/tabs';
import { hasTournamentColumn } from './seasonTab';

export interface Closed {
  /** The tournament's name (Configuración › Torneo). */
  name: string;
  /** The Temporada tab that has its column. */
  tab: string;
}

/** The closed tournament, or null while it is open. */
export function closedTournament(workbook: Workbook, name: string): Closed | null {
  const tab = lookupTab(workbook, 'season');
  const trimmed = name.trim();
  if (tab === null || trimmed === '') return null;
  const header = workbook.read(tab)?.[0] ?? [];
  return hasTournamentColumn(header, trimmed) ? { name: trimmed, tab } : null;
}
