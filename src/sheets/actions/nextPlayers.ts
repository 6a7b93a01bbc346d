// Nuevo torneo's Jugadores (rules §16.1 "Nuevo torneo carries who the players are"): the
// Escalafón's players with their ratings, under the finished tournament's own Jugadores
// header, each carrying every cell of his old row that describes him — Club, País,
// Etiquetas, Promedio, any column the director added — while the columns of the tournament
// (N°, Entra en ronda, Retirado desde ronda, Ausente en rondas, Pagado, Cuota) start blank and
// Presente is left to Preparar torneo, which lays it out again with its checkboxes.
import { foldText } from '../../core/text';
import { type Language } from '../../i18n';
import { type Cell, type Grid, cellText, nameText } from '../grid/cells';
import { layRow, readTable } from '../grid/table';
import { rosterColumn } from '../tournament/rosterColumns';
import type { RatingRow } from '../season/ratingListTab';
import { headerColumn, PRESENT_COLUMN } from '../tournament/playerColumns';
import { PLAYER_COLUMNS, playersHeader } from '../tournament/players';

/** The columns of one tournament: blank in the next (Presente: left out, made again). */
const TOURNAMENT_KEYS = ['id', 'entryRound', 'withdrawnFromRound', 'absentRounds'] as const;
const MONEY_KEYS = ['fee', 'paid'] as const;

/** The new Jugadores (header first) from the Escalafón's players and the finished tournament's Jugadores, if any. */
export function nextPlayers(players: readonly RatingRow[], old: Grid | null, lang: Language, tab: string): Grid {
  const present = old && old.length > 0 ? headerColumn(old, PRESENT_COLUMN.label) : -1;
  const keep = (row: readonly Cell[]) => row.filter((_, index) => index !== present);
  const oldHeader = old && old.length > 0 ? keep(old[0]) : [];
  const known = oldHeader.length > 0 ? readTable([oldHeader], PLAYER_COLUMNS, { tab, lang }).columns : {};
  if (oldHeader.length === 0 || known.name === undefined) {
    const columns = Object.fromEntries(PLAYER_COLUMNS.map((spec, index) => [spec.key, index]));
    const header = playersHeader(lang);
    return [
      header,
      ...players.map((player) =>
        layRow(columns, { name: player.name, rating: player.rating ?? '', club: player.club }, header.length),
      ),
    ];
  }
  // A standard column the old header lacks comes at its end.
  const header: Cell[] = [...oldHeader];
  const columns: Partial<Record<(typeof PLAYER_COLUMNS)[number]['key'], number>> = { ...known };
  for (const spec of PLAYER_COLUMNS) {
    if (columns[spec.key] !== undefined) continue;
    columns[spec.key] = header.length;
    header.push(playersHeader(lang)[PLAYER_COLUMNS.indexOf(spec)]);
  }
  const blanks = [
    ...TOURNAMENT_KEYS.map((key) => columns[key] as number),
    ...MONEY_KEYS.map((key) => headerColumn([header], rosterColumn(key).label)),
  ].filter((index) => index >= 0);
  const byName = new Map<string, Cell[]>();
  const nameColumn = known.name;
  for (const row of (old ?? []).slice(1).map(keep)) {
    const name = nameText(row[nameColumn]);
    if (name !== '') byName.set(foldText(name), row);
  }
  return [
    header,
    ...players.map((player) => {
      const before = byName.get(foldText(player.name)) ?? [];
      const row = header.map((_, index): Cell => (blanks.includes(index) ? '' : (before[index] ?? '')));
      row[columns.name as number] = player.name;
      row[columns.rating as number] = player.rating ?? '';
      if (player.club !== '' || cellText(row[columns.club as number]) === '') row[columns.club as number] = player.club;
      return row;
    }),
  ];
}
