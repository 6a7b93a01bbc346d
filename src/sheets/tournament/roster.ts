// Jugadores as one roster (docs/rules.md §21): besides the players the core reads
// (players.ts, with No emparejar con: doNotPair.ts), the columns a club or an action adds —
// País, Presente, Etiquetas, Cuota, Pagado, Licencia — each read from the same grid when first asked,
// its error (with its row) raised only for what needs it. Columns: rosterColumns.ts.
import type { Grid } from '../grid/cells';
import { lazyFields } from '../grid/lazy';
import type { ReadOptions } from '../grid/table';
import { type Presence, readPresence } from './playerColumns';
import { type PlayerExtra, readPlayerExtras } from './playerExtras';
import { readCountries, readLicences } from './players';

export interface Roster {
  /** País by the player's folded name (rules §6.6); empty without the column. */
  readonly countries: Map<string, string>;
  /** Presente (rules §16). */
  readonly presence: Presence;
  /** País, Etiquetas, Cuota, Pagado by the player's folded name (rules §11). */
  readonly extras: Map<string, PlayerExtra>;
  /** Licencia by the player's folded name (rules §23); empty without the column. */
  readonly licences: Map<string, string>;
}

/** The roster of Jugadores' `grid`, each part read on first use. */
export function rosterOf(grid: Grid, options: ReadOptions): Roster {
  return lazyFields<Roster>({
    countries: () => readCountries(grid, options),
    presence: () => readPresence(grid, options),
    extras: () => readPlayerExtras(grid, options),
    licences: () => readLicences(grid, options),
  });
}
