// A club's own standings as PRIZE_LIST reads them (rules §7, §11.1): a range with its header —
// Nombre and Puntos required; Escalafón, Club, País, Etiquetas, Retirado optional —, one row
// per player in ranking order, equal Puntos = tied. The second reader of the one prize engine
// (the first is the tournament's standings, prizeReport.ts). Bad input is named by the range,
// row, column and value: a missing Nombre or Puntos column, Puntos that are no number, Puntos
// out of order (more points below fewer).
import { AtrilError } from '../../core/errors';
import type { Player } from '../../core/model';
import type { PrizeField, PrizeProfile, PrizeRow } from '../../core/prizes';
import { type Cell, type Grid, cellNumber, cellText, nameText, nonNegativeInteger, shownValue } from '../grid/cells';
import { matchWord } from '../grid/labels';
import { YES_MARKS } from '../../i18n/aliases';
import { type ColumnSpec, type ReadOptions, readCell, readTable } from '../grid/table';
import { tagsOf } from '../tournament/playerExtras';
import { rosterColumn } from '../tournament/rosterColumns';

type StandingsKey = 'name' | 'points' | 'rating' | 'club' | 'country' | 'tags' | 'withdrawn';

const STANDINGS_COLUMNS: ColumnSpec<StandingsKey>[] = [
  rosterColumn('name'),
  { key: 'points', label: 'col.standings.points', aliases: ['pts', 'puntuacion', 'score'], required: true },
  rosterColumn('rating'),
  rosterColumn('club'),
  rosterColumn('country'),
  rosterColumn('tags'),
  { ...rosterColumn('withdrawnFromRound'), key: 'withdrawn', aliases: ['retirada', 'baja'] },
];

/** Puntos: a number, required on a player's row. */
function points(cell: Cell): number {
  const value = cellNumber(cell);
  if (value === null) throw new AtrilError('error.prizes.noPoints');
  return value;
}

/** Retirado: Sí / a round number (withdrawn) or No / blank (not). */
function withdrawn(cell: Cell): boolean {
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return true;
  const text = cellText(cell);
  if (text === '') return false;
  const word = matchWord<'yes' | 'no'>(text, { yes: 'value.yes', no: 'value.no' }, YES_MARKS);
  if (word !== null) return word === 'yes';
  try {
    // A round typed as text ("3").
    if (cellNumber(cell) !== null) return true;
  } catch {
    // Not a number either: the message below lists what Retirado takes.
  }
  throw new AtrilError('error.config.notWithdrawn', { value: text });
}

/** The field of a club's standings range: every row a ranked player, candidates those not withdrawn; no games. */
export function readStandingsRange(grid: Grid, options: ReadOptions & { tab: string }): PrizeField {
  const table = readTable(grid, STANDINGS_COLUMNS, options);
  const rows: PrizeRow[] = [];
  const profiles = new Map<number, PrizeProfile>();
  const withdrawnIds = new Set<number>();
  let previous: { points: number; cell: Cell } | null = null;
  for (const row of table.rows) {
    const name = nameText(row.cells.name);
    if (name === '')
      throw new AtrilError(
        'error.players.noName',
        {},
        { tab: options.tab, row: row.row, column: table.headerOf('name') },
      );
    const total = readCell(table, row, 'points', points);
    // Ranking order: equal points are a tie, more points below fewer is not a ranking.
    if (previous !== null && total > previous.points)
      throw new AtrilError(
        'error.prizes.pointsOrder',
        { value: shownValue(row.cells.points), previous: shownValue(previous.cell) },
        { tab: options.tab, row: row.row, column: table.headerOf('points') },
      );
    previous = { points: total, cell: row.cells.points };
    const id = rows.length + 1;
    const player: Player = {
      id,
      name,
      rating: readCell(table, row, 'rating', nonNegativeInteger),
      club: nameText(row.cells.club),
      average: null,
      entryRound: 1,
      withdrawnFromRound: null,
      absentRounds: [],
    };
    if (readCell(table, row, 'withdrawn', withdrawn)) withdrawnIds.add(id);
    profiles.set(id, {
      country: nameText(row.cells.country),
      tags: tagsOf(row.cells.tags),
    });
    rows.push({ place: id, player, points: total });
  }
  return {
    rows,
    candidates: rows.filter((row) => !withdrawnIds.has(row.player.id)),
    games: null,
    profiles,
    duplicate: null,
  };
}
