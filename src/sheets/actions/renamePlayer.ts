// "Renombrar jugador" (rules §2, §9; docs/input.md "Renaming a player"): a player's name is
// how Rondas and the Duplicada tabs refer to him, so a name fixed in one place is fixed
// everywhere it is typed — Jugadores › Nombre, Rondas › Jugador 1 and Jugador 2, column A
// of every "Duplicada N" tab — and in the generated views, which then need no recomputing.
// Only the cells holding the old name are written: nothing else a director typed is
// touched, and nothing is written when a check fails. It works whether Jugadores still has
// the old name or the typo was already fixed there by hand (then Rondas is what is left).
import { AtrilError } from '../../core/errors';
import { t } from '../../i18n';
import { type Cell, type Grid, cellText, normaliseLabel } from '../grid/cells';
import { readTable } from '../grid/table';
import type { Workbook } from '../grid/workbook';
import { workbookLanguage } from '../config/settings';
import { findTab, type TabKey } from '../config/tabs';
import { PLAYER_COLUMNS } from '../tournament/players';
import { GAME_COLUMNS, isByeName } from '../tournament/rounds';
import { duplicateTabs } from '../duplicate/gameTab';
import { type ActionContext, type ActionResult } from './action';

export interface RenameResult extends ActionResult {
  /** The tabs written and how many cells of each now hold the new name. */
  changed: { tab: string; cells: number }[];
}

/** The generated views (rules §2): any cell that is exactly the old name gets the new one. */
const VIEWS: TabKey[] = ['standings', 'crosstable', 'cards', 'elo', 'pairings', 'duplicateStandings'];

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

export function renamePlayer({ workbook, lang: userLang }: ActionContext, from: string, to: string): RenameResult {
  const names = workbook.tabNames();
  const lang = workbookLanguage(workbook, userLang);
  const oldName = from.trim();
  const newName = to.trim();
  if (oldName === '' || newName === '') throw new AtrilError('error.rename.blank');
  if (isByeName(newName)) throw new AtrilError('error.rename.bye', { value: newName });
  const refuse = (message: string): RenameResult => ({ ok: false, lang, changed: [], message });
  if (oldName === newName) return refuse(t(lang, 'addon.rename.same', { name: newName }));
  const isOld = (cell: Cell) => typeof cell === 'string' && normaliseLabel(cell) === normaliseLabel(oldName);
  const isNew = (cell: Cell) => typeof cell === 'string' && normaliseLabel(cell) === normaliseLabel(newName);
  // "Ana Garcia" → "Ana García" changes how the name is written, not whose it is.
  const sameKey = normaliseLabel(oldName) === normaliseLabel(newName);
  const needsWriting = (cell: Cell) => isOld(cell) && cellText(cell) !== newName;

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
  const unknown = () => new AtrilError('error.rename.unknown', { value: oldName, to: newName, tab: playersTab });
  if (hasPlayers && !oldRow && !newRow) throw unknown();
  if (oldRow && needsWriting(oldRow.cells.name))
    plan.push({ tab: playersTab, spots: [{ row: oldRow.row, column: nameColumn + 1 }] });

  const roundsTab = findTab(names, 'rounds');
  const roundsGrid = roundsTab ? (workbook.read(roundsTab) ?? []) : [];
  if (roundsTab && roundsGrid.length > 0) {
    const rounds = readTable(roundsGrid, GAME_COLUMNS, { tab: roundsTab, lang });
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

  const views = VIEWS.flatMap((key) => {
    const tab = findTab(names, key);
    const grid = tab ? workbook.read(tab) : null;
    if (!tab || !grid || !grid.some((line) => line.some(needsWriting))) return [];
    return [
      {
        tab,
        grid: grid.map((line) => line.map((cell) => (needsWriting(cell) ? newName : cell))),
        count: grid.flat().filter(needsWriting).length,
      },
    ];
  });

  const changed = [
    ...plan.filter(({ spots }) => spots.length > 0).map(({ tab, spots }) => ({ tab, cells: spots.length })),
    ...views.map(({ tab, count }) => ({ tab, cells: count })),
  ];
  if (changed.length === 0 && !newRow) throw unknown();
  if (changed.length === 0) return refuse(t(lang, 'addon.rename.nothing', { from: oldName, to: newName }));
  for (const { tab, spots } of plan) if (spots.length > 0) writeSpots(workbook, tab, spots, newName);
  // A view is generated: rewritten whole, one clear and one write (rules §2).
  for (const { tab, grid } of views) workbook.replace(tab, grid);
  const count = changed.reduce((sum, entry) => sum + entry.cells, 0);
  return {
    ok: true,
    lang,
    changed,
    message: t(lang, 'addon.rename.done', {
      from: oldName,
      to: newName,
      count,
      tabs: changed.map((entry) => entry.tab).join(', '),
    }),
  };
}
