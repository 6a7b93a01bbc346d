// The EloDI tab (rules §2, §6.5): the duplicate rating list, kept across tournaments like the
// Escalafón — Nombre, EloDI, Volatilidad, Partidas EloDI, Último torneo. Read by header name
// like every table; rewritten whole by "Cerrar torneo", keeping any column of the club's own
// on each player's row. A row with EloDI, Volatilidad and Partidas EloDI blank is a newcomer
// (rules §6.5: 1200 / 535); a row with games or a volatility but no EloDI is refused.
import { AtrilError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { lookupTab } from '../config/tabs';
import { type Cell, type Grid, cellInteger, cellText, isBlankRow, nonNegativeNumber } from '../grid/cells';
import { type ColumnSpec, type ReadOptions, readCell, readTable } from '../grid/table';
import type { Workbook } from '../grid/workbook';
import { matchRatingList } from './ratingListTab';

type EloDiKey = 'name' | 'rating' | 'volatility' | 'games' | 'lastTournament';

export const ELODI_COLUMNS: ColumnSpec<EloDiKey>[] = [
  { key: 'name', label: 'col.players.name', aliases: ['jugador', 'player'], required: true },
  { key: 'rating', label: 'col.eloDi.rating', aliases: ['elo di', 'elodi'], required: true },
  { key: 'volatility', label: 'col.eloDi.volatility' },
  { key: 'games', label: 'col.eloDi.games' },
  { key: 'lastTournament', label: 'col.ratingList.lastTournament' },
];

/** One player of the EloDI tab as read, with its sheet row and the whole row as typed (the club's own columns). */
export interface EloDiRow {
  name: string;
  /** EloDI; null = newcomer (no valid game yet: 1200 / 535 at the next one). */
  rating: number | null;
  /** Volatilidad; null when blank (a newcomer's 535, or 535 for a hand-typed EloDI without one). */
  volatility: number | null;
  /** Partidas EloDI: valid games rated so far (blank = 0). */
  games: number;
  lastTournament: string;
  /** 1-based sheet row. */
  row: number;
  cells: Cell[];
}

export interface EloDiRead {
  rows: EloDiRow[];
  /** The header as found (null for an empty or missing tab). */
  header: Cell[] | null;
}

/** Partidas EloDI: a whole number ≥ 0, blank = 0. */
function count(cell: Cell): number {
  const value = cellInteger(cell);
  if (value !== null && value < 0) throw new AtrilError('error.negative', { value });
  return value ?? 0;
}

/** The EloDI tab's grid as rows; bad input names the tab, row, column and value. */
export function readEloDiTab(grid: Grid, options: ReadOptions & { tab: string }): EloDiRead {
  const firstRow = options.firstRow ?? 1;
  if (grid.length === 0 || isBlankRow(grid[0])) return { rows: [], header: null };
  const table = readTable(grid, ELODI_COLUMNS, { ...options, firstRow });
  const rows = table.rows.map((row): EloDiRow => {
    const name = cellText(row.cells.name);
    if (name === '')
      throw new AtrilError(
        'error.players.noName',
        {},
        { tab: options.tab, row: row.row, column: table.headerOf('name') },
      );
    const rating = readCell(table, row, 'rating', nonNegativeNumber);
    const volatility = readCell(table, row, 'volatility', nonNegativeNumber);
    const games = readCell(table, row, 'games', count);
    if (rating === null && (volatility !== null || games > 0))
      throw new AtrilError(
        'error.eloDi.noRating',
        {},
        { tab: options.tab, row: row.row, column: table.headerOf('rating') },
      );
    return {
      name,
      rating,
      volatility,
      games,
      lastTournament: cellText(row.cells.lastTournament),
      row: row.row,
      cells: grid[row.row - firstRow],
    };
  });
  return { rows, header: grid[0] };
}

/** The workbook's EloDI tab: its name and rows, or null when it has none. One lookup, one data read. */
export function loadEloDiTab(workbook: Workbook, lang: Language): (EloDiRead & { tab: string }) | null {
  const tab = lookupTab(workbook, 'eloDi');
  if (tab === null) return null;
  const grid = workbook.read(tab) ?? [];
  return { tab, ...readEloDiTab(grid, { lang, tab }) };
}

/** The EloDI tab's header in `lang`. */
export function eloDiHeader(lang: Language): string[] {
  return ELODI_COLUMNS.map((spec) => t(lang, spec.label));
}

/**
 * Each player's row of the EloDI tab (N° → row; a player without one is a newcomer), names
 * matched as the Escalafón's are: accents and case aside, a name matching two rows refused
 * at the player's Jugadores row.
 */
export function matchEloDi(
  players: readonly { id: number; name: string; row: number }[],
  read: EloDiRead & { tab: string },
  where: { lang: Language; playersTab: string },
): Map<number, EloDiRow> {
  const entryOf = matchRatingList(players, read.rows, {
    ...where,
    ratingTab: read.tab,
    nameColumn: t(where.lang, 'col.players.name'),
  });
  return new Map([...entryOf].map(([id, index]) => [id, read.rows[index]]));
}
