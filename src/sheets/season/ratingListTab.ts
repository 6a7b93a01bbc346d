// The Escalafón tab (rules §2): the club's rating list, kept across tournaments — Puesto,
// Nombre, Escalafón, Partidas valoradas, Torneos, Último torneo, Club. Read by header name
// like every table; rewritten whole by "Cerrar torneo", keeping any column of the club's own
// (notes, a licence number…) on each player's row, so nothing typed there is lost.
import { AtrilError } from '../../core/errors';
import { type RatingEntry, nameIndex } from '../../core/season';
import { foldText } from '../../core/text';
import { type Language, t } from '../../i18n';
import { type Cell, type Grid, cellInteger, cellText, isBlankRow, nonNegativeNumber, nameText } from '../grid/cells';
import { type ColumnSpec, type ReadOptions, layRow, readCell, readTable } from '../grid/table';

type RatingKey = 'place' | 'name' | 'rating' | 'ratedGames' | 'tournaments' | 'lastTournament' | 'club';

export const RATING_LIST_COLUMNS: ColumnSpec<RatingKey>[] = [
  { key: 'place', label: 'col.standings.place' },
  { key: 'name', label: 'col.players.name', aliases: ['jugador', 'player'], required: true },
  { key: 'rating', label: 'col.players.rating', aliases: ['elo', 'rating'], required: true },
  { key: 'ratedGames', label: 'col.ratingList.ratedGames' },
  { key: 'tournaments', label: 'col.ratingList.tournaments' },
  { key: 'lastTournament', label: 'col.ratingList.lastTournament' },
  { key: 'club', label: 'col.players.club' },
];

/** An entry as read, with its sheet row and the whole row as typed (the club's own columns). */
export type RatingRow = RatingEntry & { row: number; cells: Cell[] };

export interface RatingListRead {
  rows: RatingRow[];
  /** The header as found (null for an empty or missing tab). */
  header: Cell[] | null;
}

/** A count (Partidas valoradas, Torneos): a whole number ≥ 0, blank = 0. */
function count(cell: Cell): number {
  const value = cellInteger(cell);
  if (value !== null && value < 0) throw new AtrilError('error.negative', { value });
  return value ?? 0;
}

export function readRatingList(grid: Grid, options: ReadOptions & { tab: string }): RatingListRead {
  const firstRow = options.firstRow ?? 1;
  if (grid.length === 0 || isBlankRow(grid[0])) return { rows: [], header: null };
  const table = readTable(grid, RATING_LIST_COLUMNS, { ...options, firstRow });
  const rows = table.rows.map((row): RatingRow => {
    const name = nameText(row.cells.name);
    if (name === '')
      throw new AtrilError(
        'error.players.noName',
        {},
        { tab: options.tab, row: row.row, column: table.headerOf('name') },
      );
    return {
      row: row.row,
      cells: grid[row.row - firstRow],
      name,
      rating: readCell(table, row, 'rating', nonNegativeNumber),
      ratedGames: readCell(table, row, 'ratedGames', count),
      tournaments: readCell(table, row, 'tournaments', count),
      lastTournament: cellText(row.cells.lastTournament),
      club: nameText(row.cells.club),
    };
  });
  return { rows, header: grid[0] };
}

/** Escalafón's header in `lang`. */
export function ratingListHeader(lang: Language): string[] {
  return RATING_LIST_COLUMNS.map((spec) => t(lang, spec.label));
}

/**
 * The Escalafón grid: under the existing header when there is one (the club's own columns
 * and order kept; a missing standard column added at the end), else the standard header.
 * `cells` of an entry that came from a row carries that row's own columns along.
 */
export function ratingListGrid(
  list: readonly (RatingEntry & { cells?: Cell[] })[],
  lang: Language,
  existing: Cell[] | null = null,
): Cell[][] {
  const header: Cell[] = existing ? [...existing] : ratingListHeader(lang);
  const found = readTable([header], RATING_LIST_COLUMNS, { tab: '', lang });
  const columns = { ...found.columns };
  for (const spec of RATING_LIST_COLUMNS) {
    if (columns[spec.key] !== undefined) continue;
    columns[spec.key] = header.length;
    header.push(t(lang, spec.label));
  }
  const width = header.length;
  let place = 0;
  const rows = list.map((entry, i) => {
    // Rated players are numbered in order (equal ratings share the place); the unrated come after, without one.
    if (entry.rating !== null && list[i - 1]?.rating !== entry.rating) place = i + 1;
    const own = entry.cells ? Array.from({ length: width }, (_, c) => entry.cells?.[c] ?? '') : null;
    const laid = layRow(
      columns,
      {
        place: entry.rating === null ? '' : place,
        name: entry.name,
        rating: entry.rating ?? '',
        ratedGames: entry.ratedGames,
        tournaments: entry.tournaments,
        lastTournament: entry.lastTournament,
        club: entry.club,
      },
      width,
    );
    return own ? own.map((cell, c) => (Object.values(columns).includes(c) ? laid[c] : cell)) : laid;
  });
  return [header, ...rows];
}

/**
 * The entry of each player (N° → index in `rows`: Escalafón's, or EloDI's), names compared
 * with accents and case aside. A name matching two rows or more is bad input, named at the player's Jugadores row.
 */
export function matchRatingList(
  players: readonly { id: number; name: string; row: number }[],
  rows: readonly { name: string; row: number }[],
  where: { lang: Language; playersTab: string; ratingTab: string; nameColumn: string },
): Map<number, number> {
  const index = nameIndex(rows);
  const entryOf = new Map<number, number>();
  for (const player of players) {
    const found = index.get(foldText(player.name)) ?? [];
    if (found.length > 1) {
      throw new AtrilError(
        'error.season.ambiguousName',
        {
          value: player.name,
          count: found.length,
          tab: where.ratingTab,
          rows: found.map((i) => rows[i].row).join(', '),
        },
        { tab: where.playersTab, row: player.row, column: where.nameColumn },
      );
    }
    if (found.length === 1) entryOf.set(player.id, found[0]);
  }
  return entryOf;
}
