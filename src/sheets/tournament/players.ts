// Jugadores (rules §2): the player list as typed — N° (blank until the first pairing
// numbers the field), Nombre, Escalafón, Club, Promedio, late entry, withdrawal, absences.
import { AtrilError } from '../../core/errors';
import { type Language } from '../../i18n';
import { type Player } from '../../core/model';
import { t } from '../../i18n';
import {
  type Grid,
  cellIntegerList,
  nameText,
  nonNegativeNumber,
  normaliseLabel,
  positiveInteger,
} from '../grid/cells';
import { type ReadOptions, readCell, readTable } from '../grid/table';
import { besideName, PLAYER_COLUMNS } from './rosterColumns';
import { ratingCell } from '../grid/rating';

/** A player as typed: N° may still be blank before the first pairing numbers the field. */
export type PlayerEntry = Omit<Player, 'id'> & { id: number | null; row: number };

// The columns, and the words accepted for each, are declared once: rosterColumns.ts.
export { PLAYER_COLUMNS } from './rosterColumns';

export function readPlayers(grid: Grid, options: ReadOptions): PlayerEntry[] {
  const tab = options.tab ?? t(options.lang, 'tab.players');
  const table = readTable(grid, PLAYER_COLUMNS, { ...options, tab });
  const byName = new Map<string, number>();
  const byId = new Map<number, number>();
  return table.rows.map((row) => {
    const name = nameText(row.cells.name);
    if (name === '')
      throw new AtrilError('error.players.noName', {}, { tab, row: row.row, column: table.headerOf('name') });
    const key = normaliseLabel(name);
    const other = byName.get(key);
    if (other !== undefined) {
      throw new AtrilError(
        'error.players.duplicateName',
        { value: name, other },
        { tab, row: row.row, column: table.headerOf('name') },
      );
    }
    byName.set(key, row.row);
    const id = readCell(table, row, 'id', positiveInteger);
    if (id !== null) {
      const otherId = byId.get(id);
      if (otherId !== undefined) {
        throw new AtrilError(
          'error.players.duplicateId',
          { value: id, other: otherId },
          { tab, row: row.row, column: table.headerOf('id') },
        );
      }
      byId.set(id, row.row);
    }
    return {
      row: row.row,
      id,
      name,
      rating: readCell(table, row, 'rating', ratingCell),
      club: nameText(row.cells.club),
      average: readCell(table, row, 'average', nonNegativeNumber),
      entryRound: readCell(table, row, 'entryRound', positiveInteger) ?? 1,
      withdrawnFromRound: readCell(table, row, 'withdrawnFromRound', positiveInteger),
      absentRounds: readCell(table, row, 'absentRounds', (cell) => cellIntegerList(cell)),
    };
  });
}

/** Jugadores header: N° | Nombre | Escalafón | Club | Promedio | Entra en ronda | Retirado desde ronda | Ausente en rondas. */
export function playersHeader(lang: Language): string[] {
  return PLAYER_COLUMNS.map((spec) => t(lang, spec.label));
}

/**
 * Jugadores' optional `País` column (also Country, Federación: rules §6.6 "Places"), read
 * apart from the rest: set-up does not write it, a club adds it when places per country
 * count. Each player's country by name (case and accents aside); an empty map without the
 * column.
 */
export function readCountries(grid: Grid, options: ReadOptions): Map<string, string> {
  return textByName(grid, options, 'country');
}

/** Licencia by the player's folded name (rules §23: the list knows a player by it first); empty without the column. */
export function readLicences(grid: Grid, options: ReadOptions): Map<string, string> {
  return textByName(grid, options, 'licence');
}

/** An optional text column of Jugadores by the player's folded name; empty without it. */
function textByName(grid: Grid, options: ReadOptions, key: 'country' | 'licence'): Map<string, string> {
  const tab = options.tab ?? t(options.lang, 'tab.players');
  const table = readTable(grid, besideName(key), { ...options, tab });
  const values = new Map<string, string>();
  if (table.columns[key] === undefined || table.columns.name === undefined) return values;
  for (const row of table.rows) {
    const name = nameText(row.cells.name);
    if (name !== '') values.set(normaliseLabel(name), nameText(row.cells[key]));
  }
  return values;
}
