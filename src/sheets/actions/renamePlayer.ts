// "Renombrar jugador" (rules §2, §9; docs/input.md "Renaming a player"): a player's name is
// how Rondas and the Duplicada tabs refer to him, so a name fixed in one place is fixed
// everywhere it is typed — Jugadores › Nombre, Rondas › Jugador 1 and Jugador 2, column A
// of every "Duplicada N" tab, Nombre of the season's Escalafón, Escalafón anterior and
// Temporada (docs/season.md) — and in the generated views, which then need no recomputing.
// Only the cells holding the old name are written: nothing else a director typed is
// touched, and nothing is written when a check fails. It works whether Jugadores still has
// the old name or the typo was already fixed there by hand (then Rondas is what is left).
import { AtrilError } from '../../core/errors';
import { t } from '../../i18n';
import { type Cell, type Grid, cellText, isBlankRow, nameText, normaliseLabel } from '../grid/cells';
import { isLabel } from '../grid/labels';
import { type ColumnSpec, readTable } from '../grid/table';
import type { Workbook } from '../grid/workbook';
import { workbookLanguage } from '../config/settings';
import { findTab, type TabKey } from '../config/tabs';
import { PLAYER_COLUMNS } from '../tournament/players';
import { GAME_COLUMNS, isByeName } from '../tournament/rounds';
import { duplicateTabs } from '../duplicate/gameTab';
import { ELODI_COLUMNS } from '../season/eloDiTab';
import { readPreviousEloDi } from '../season/eloDiUpdate';
import { readPreviousRatingList } from '../season/previousRatingList';
import { RATING_LIST_COLUMNS } from '../season/ratingListTab';
import { SEASON_COLUMNS } from '../season/seasonTab';
import { type ActionContext, type ActionResult } from './action';
import { widenNameColumns } from '../tournament/nameColumns';

export interface RenameResult extends ActionResult {
  /** The tabs written and how many cells of each now hold the new name. */
  changed: { tab: string; cells: number }[];
}

/** The generated views (rules §2): any cell that is exactly the old name gets the new one. */
const VIEWS: TabKey[] = ['standings', 'crosstable', 'cards', 'elo', 'pairings', 'duplicateStandings', 'clubStandings'];

/** Escalafón's Nombre column (and Escalafón anterior's, the same table). */
const RATING_NAME = RATING_LIST_COLUMNS.filter((spec): spec is ColumnSpec<'name'> => spec.key === 'name');
const ELODI_NAME = ELODI_COLUMNS.filter((spec): spec is ColumnSpec<'name'> => spec.key === 'name');

/** Clasificación por clubes: its Puntúan cells list names joined by ", " (season/clubStandingsView.ts). */
const LIST_SEPARATOR = ', ';

/** A cell to write: 1-based row and column. */
interface Spot {
  row: number;
  column: number;
}

/** One write per run of cells one below the other in a column (the same player in consecutive rows). */
function writeSpots(workbook: Workbook, tab: string, spots: Spot[], value: string): void {
  const sorted = [...spots].sort((a, b) => a.column - b.column || a.row - b.row);
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    const run = sorted[i - 1];
    const next = sorted[i];
    if (next && next.column === run.column && next.row === run.row + 1) continue;
    const rows = Array.from({ length: i - start }, (): Cell[] => [value]);
    workbook.write(tab, sorted[start].row, sorted[start].column, rows);
    start = i;
  }
}

/** Where Clasificación por clubes has its Puntúan header (0-based), below its title; null without one. */
function countedColumn(grid: Grid): { row: number; column: number } | null {
  for (let row = 0; row < grid.length; row++) {
    const column = grid[row].findIndex((cell) => isLabel(cellText(cell), 'col.clubs.counted'));
    if (column >= 0) return { row, column };
  }
  return null;
}

/** The season's tabs that name players in a Nombre column, each with its table and where that starts. */
function seasonTables(
  workbook: Workbook,
  names: readonly string[],
): { tab: string; grid: Grid; firstRow: number; specs: ColumnSpec<'name'>[] }[] {
  const tables = [];
  const ratingTab = findTab(names, 'ratingList');
  const previousTab = findTab(names, 'previousRatingList');
  const seasonTab = findTab(names, 'season');
  if (ratingTab) tables.push({ tab: ratingTab, grid: workbook.read(ratingTab) ?? [], firstRow: 1, specs: RATING_NAME });
  const previous = previousTab ? readPreviousRatingList(workbook.read(previousTab)) : null;
  if (previousTab && previous)
    tables.push({ tab: previousTab, grid: previous.table, firstRow: previous.firstRow, specs: RATING_NAME });
  if (seasonTab)
    tables.push({ tab: seasonTab, grid: workbook.read(seasonTab) ?? [], firstRow: 1, specs: SEASON_COLUMNS });
  // EloDI and its copy from before the closing (rules §6.5): the next closing, Deshacer cierre and
  // the federation's list (rules §23) find a player there by name, as in Escalafón.
  const eloDiTab = findTab(names, 'eloDi');
  const previousEloDiTab = findTab(names, 'previousEloDi');
  if (eloDiTab) tables.push({ tab: eloDiTab, grid: workbook.read(eloDiTab) ?? [], firstRow: 1, specs: ELODI_NAME });
  const previousEloDi = previousEloDiTab ? readPreviousEloDi(workbook.read(previousEloDiTab)) : null;
  // Its title and a blank row above the table (eloDiUpdate.ts), so the table's header is row 3.
  if (previousEloDiTab && previousEloDi)
    tables.push({ tab: previousEloDiTab, grid: previousEloDi.table, firstRow: 3, specs: ELODI_NAME });
  return tables;
}

/**
 * A "Puntúan" list with the old name's entry renamed; null when it has none. A name may hold
 * ", " itself ("García, Ana"): the longest run of entries that is a known name is one entry.
 */
function renameInList(
  text: string,
  known: ReadonlySet<string>,
  isOld: (cell: Cell) => boolean,
  newName: string,
): string | null {
  const parts = text.split(LIST_SEPARATOR);
  const out: string[] = [];
  for (let i = 0; i < parts.length;) {
    let width = parts.length - i;
    while (width > 1 && !known.has(normaliseLabel(parts.slice(i, i + width).join(LIST_SEPARATOR)))) width--;
    const entry = parts.slice(i, i + width).join(LIST_SEPARATOR);
    out.push(isOld(entry) ? newName : entry);
    i += width;
  }
  const renamed = out.join(LIST_SEPARATOR);
  return renamed !== text ? renamed : null;
}

export function renamePlayer({ workbook, lang: userLang }: ActionContext, from: string, to: string): RenameResult {
  const names = workbook.tabNames();
  const lang = workbookLanguage(workbook, userLang);
  const oldName = from.trim();
  const newName = to.trim();
  if (oldName === '' || newName === '') throw new AtrilError('error.rename.blank');
  if (isByeName(newName)) throw new AtrilError('error.rename.bye', { value: newName });
  const refuse = (message: string): RenameResult => ({ ok: false, lang, changed: [], message });
  if (oldName === newName) return refuse(t(lang, 'action.rename.same', { name: newName }));
  const isOld = (cell: Cell) => typeof cell === 'string' && normaliseLabel(nameText(cell)) === normaliseLabel(oldName);
  const isNew = (cell: Cell) => typeof cell === 'string' && normaliseLabel(nameText(cell)) === normaliseLabel(newName);
  // "Ana Garcia" → "Ana García" changes how the name is written, not whose it is.
  const sameKey = normaliseLabel(oldName) === normaliseLabel(newName);
  const needsWriting = (cell: Cell) => isOld(cell) && nameText(cell) !== newName;

  // Every check and every change is worked out before the first write.
  const plan: { tab: string; spots: Spot[] }[] = [];
  // A duplicate-only workbook may have no Jugadores; otherwise one of the names must be a player's.
  const hasPlayers = findTab(names, 'players') !== null;
  const playersTab = findTab(names, 'players') ?? t(lang, 'tab.players');
  const playersGrid = workbook.read(playersTab) ?? [[t(lang, 'col.players.name')]];
  const players = readTable(playersGrid, PLAYER_COLUMNS, { tab: playersTab, lang });
  const nameColumn = players.columns.name as number;
  const oldRow = players.rows.find((row) => isOld(row.cells.name));
  const newRow = players.rows.find((row) => isNew(row.cells.name));
  if (oldRow && newRow && !sameKey) {
    throw new AtrilError(
      'error.rename.taken',
      { value: newName, other: newRow.row },
      { tab: playersTab, row: oldRow.row, column: players.headerOf('name') },
    );
  }
  // The season's tabs (docs/season.md): one row per player, found by Nombre with accents and
  // case aside as "Cerrar torneo" finds him; a player who no longer plays may be renamed there alone.
  const seasonPlan = seasonTables(workbook, names).map(({ tab, grid, firstRow, specs }) => {
    if (grid.length === 0 || isBlankRow(grid[0])) return { tab, spots: [], found: false };
    const table = readTable(grid, specs, { tab, lang, firstRow });
    const at = (row: number) => ({ tab, row, column: table.headerOf('name') });
    const olds = table.rows.filter((row) => isOld(row.cells.name));
    if (olds.length > 1) {
      const rows = olds.map((row) => row.row).join(', ');
      throw new AtrilError(
        'error.season.ambiguousName',
        { value: oldName, count: olds.length, tab, rows },
        at(olds[0].row),
      );
    }
    const taken = table.rows.find((row) => isNew(row.cells.name));
    if (olds.length === 1 && taken && !sameKey)
      throw new AtrilError('error.rename.taken', { value: newName, other: taken.row }, at(olds[0].row));
    const column = (table.columns.name as number) + 1;
    const spots = olds.filter((row) => needsWriting(row.cells.name)).map(({ row }) => ({ row, column }));
    return { tab, spots, found: olds.length > 0 };
  });
  const unknown = () => new AtrilError('error.rename.unknown', { value: oldName, to: newName, tab: playersTab });
  if (hasPlayers && !oldRow && !newRow && !seasonPlan.some(({ found }) => found)) throw unknown();
  if (oldRow && needsWriting(oldRow.cells.name))
    plan.push({ tab: playersTab, spots: [{ row: oldRow.row, column: nameColumn + 1 }] });

  const roundsTab = findTab(names, 'rounds');
  const roundsGrid = roundsTab ? (workbook.read(roundsTab) ?? []) : [];
  /** Rondas' name columns (0-based), to widen to the new name (rules §2 "Rondas"). */
  let roundsNames: (number | undefined)[] = [];
  if (roundsTab && roundsGrid.length > 0) {
    const rounds = readTable(roundsGrid, GAME_COLUMNS, { tab: roundsTab, lang });
    roundsNames = [rounds.columns.player1, rounds.columns.player2];
    const spots = rounds.rows.flatMap((row) =>
      (['player1', 'player2'] as const)
        .filter((key) => needsWriting(row.cells[key]))
        .map((key) => ({ row: row.row, column: (rounds.columns[key] as number) + 1 })),
    );
    plan.push({ tab: roundsTab, spots });
  }

  for (const tab of duplicateTabs(names)) {
    const grid: Grid = workbook.read(tab) ?? [];
    const rows = grid.map((line, index) => ({ line, row: index + 1 })).slice(1);
    const taken = rows.find(({ line }) => isNew(line[0]));
    const spots = rows.filter(({ line }) => needsWriting(line[0])).map(({ row }) => ({ row, column: 1 }));
    if (taken && spots.length > 0 && !sameKey) {
      const column = cellText(grid[0]?.[0]) || t(lang, 'dup.col.player');
      throw new AtrilError(
        'error.rename.taken',
        { value: newName, other: taken.row },
        { tab, row: spots[0].row, column },
      );
    }
    plan.push({ tab, spots });
  }

  plan.push(...seasonPlan.map(({ tab, spots }) => ({ tab, spots })));

  const known = new Set([oldName, newName, ...players.rows.map((row) => nameText(row.cells.name))].map(normaliseLabel));
  const views = VIEWS.flatMap((key) => {
    const tab = findTab(names, key);
    const grid = tab ? workbook.read(tab) : null;
    if (!tab || !grid) return [];
    // Clasificación por clubes names players only in its Puntúan lists; the other views hold whole names.
    const counted = key === 'clubStandings' ? countedColumn(grid) : null;
    let count = 0;
    const rename = (cell: Cell, r: number, c: number): string | null => {
      if (key !== 'clubStandings') return needsWriting(cell) ? newName : null;
      if (!counted || r <= counted.row || c !== counted.column || typeof cell !== 'string') return null;
      return renameInList(cell, known, isOld, newName);
    };
    const renamed = grid.map((line, r) =>
      line.map((cell, c) => {
        const next = rename(cell, r, c);
        if (next === null) return cell;
        count++;
        return next;
      }),
    );
    return count > 0 ? [{ tab, grid: renamed, count }] : [];
  });

  const changed = [
    ...plan.filter(({ spots }) => spots.length > 0).map(({ tab, spots }) => ({ tab, cells: spots.length })),
    ...views.map(({ tab, count }) => ({ tab, cells: count })),
  ];
  if (changed.length === 0 && !newRow) throw unknown();
  if (changed.length === 0) return refuse(t(lang, 'action.rename.nothing', { from: oldName, to: newName }));
  for (const { tab, spots } of plan) if (spots.length > 0) writeSpots(workbook, tab, spots, newName);
  const roundsSpots = plan.find(({ tab }) => tab === roundsTab)?.spots ?? [];
  if (roundsTab && roundsSpots.length > 0) {
    const renamed = roundsGrid.map((line) => [...line]);
    for (const { row, column } of roundsSpots) renamed[row - 1][column - 1] = newName;
    widenNameColumns(workbook, roundsTab, renamed, roundsNames);
  }
  // A view is generated: rewritten whole with Workbook.replace (rules §2).
  for (const { tab, grid } of views) workbook.replace(tab, grid);
  const count = changed.reduce((sum, entry) => sum + entry.cells, 0);
  return {
    ok: true,
    lang,
    changed,
    message: t(lang, 'action.rename.done', {
      from: oldName,
      to: newName,
      count,
      tabs: changed.map((entry) => entry.tab).join(', '),
    }),
  };
}
