// The Temporada tab (rules §2): Puesto, Nombre, one column per closed tournament with the
// points each player earned there, and Total. Read back as data at every closing (a column
// the club adds by hand, e.g. an event held outside Atril, counts like any other) and
// rewritten whole, ranked by the total.
import { AtrilError } from '../../core/errors';
import { type SeasonTable, seasonColumn, seasonStandings } from '../../core/season';
import { foldText } from '../../core/text';
import { type Language, t } from '../../i18n';
import { type Cell, type Grid, cellNumber, cellText, isBlank, isBlankRow, nameText } from '../grid/cells';
import { isLabel } from '../grid/labels';
import { type ColumnSpec, type ReadOptions, readTable } from '../grid/table';

/** The one column read by header: Nombre (the others are Puesto, the tournaments and Total). */
export const SEASON_COLUMNS: ColumnSpec<'name'>[] = [{ key: 'name', label: 'col.players.name', required: true }];

/** Every headed column but Puesto, Nombre (at `nameColumn`) and Total holds a tournament's points. */
function tournamentColumns(
  header: readonly Cell[],
  nameColumn: number | undefined,
): { title: string; index: number }[] {
  return header
    .map((cell, index) => ({ title: cellText(cell), index }))
    .filter(
      ({ title, index }) =>
        title !== '' &&
        index !== nameColumn &&
        !isLabel(title, 'col.standings.place') &&
        !isLabel(title, 'col.season.total'),
    );
}

/**
 * Whether Temporada's header has the tournament `name`'s column (docs/season.md: then the
 * tournament is closed), read from the header alone: the players' rows are not looked at.
 */
export function hasTournamentColumn(header: readonly Cell[], name: string): boolean {
  const nameColumn = header.findIndex((cell) => isLabel(cellText(cell), 'col.players.name'));
  const columns = tournamentColumns(header, nameColumn < 0 ? undefined : nameColumn).map(({ title }) => title);
  return seasonColumn({ columns, players: [] }, name) >= 0;
}

/** The season as data; a bad cell is named by tab, row, column and value. */
export function readSeason(grid: Grid, options: ReadOptions & { tab: string }): SeasonTable {
  const { tab } = options;
  const firstRow = options.firstRow ?? 1;
  if (grid.length === 0 || isBlankRow(grid[0])) return { columns: [], players: [] };
  const table = readTable(grid, SEASON_COLUMNS, options);
  const pointColumns = tournamentColumns(grid[0], table.columns.name);
  const seen = new Map<string, number>();
  const players = table.rows.map((row) => {
    const name = nameText(row.cells.name);
    const at = (column: string) => ({ tab, row: row.row, column });
    if (name === '') throw new AtrilError('error.players.noName', {}, at(table.headerOf('name')));
    const other = seen.get(foldText(name));
    if (other !== undefined)
      throw new AtrilError('error.season.repeatedName', { value: name, other }, at(table.headerOf('name')));
    seen.set(foldText(name), row.row);
    const cells = grid[row.row - firstRow];
    return {
      name,
      points: pointColumns.map(({ title, index }) => {
        const cell = cells[index];
        if (isBlank(cell)) return null;
        try {
          return cellNumber(cell);
        } catch (error) {
          if (error instanceof AtrilError) throw error.at(at(title));
          throw error;
        }
      }),
    };
  });
  return { columns: pointColumns.map(({ title }) => title), players };
}

/** Temporada's grid: Puesto, Nombre, the tournaments in the order they were closed, Total; by total. */
export function seasonGrid(table: SeasonTable, lang: Language): Cell[][] {
  const header: Cell[] = [
    t(lang, 'col.standings.place'),
    t(lang, 'col.players.name'),
    ...table.columns,
    t(lang, 'col.season.total'),
  ];
  return [
    header,
    ...seasonStandings(table).map((row): Cell[] => [
      row.place,
      row.name,
      ...row.points.map((cell) => cell ?? ''),
      row.total,
    ]),
  ];
}
