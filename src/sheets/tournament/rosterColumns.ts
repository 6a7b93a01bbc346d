// Jugadores' columns (rules §2, §11, §16, §18), declared once: the ones set-up writes, in
// their order, then the optional ones a club or an action adds. Their headers and the other
// words accepted for them are the catalogue's (i18n/aliases.ts, through grid/labels.ts).
import { type ColumnSpec } from '../grid/table';

export const ROSTER_COLUMNS = [
  { key: 'id', label: 'col.players.id' },
  { key: 'name', label: 'col.players.name', required: true },
  { key: 'rating', label: 'col.players.rating' },
  { key: 'club', label: 'col.players.club' },
  { key: 'average', label: 'col.players.average' },
  { key: 'entryRound', label: 'col.players.entryRound' },
  { key: 'withdrawnFromRound', label: 'col.players.withdrawnFromRound' },
  { key: 'absentRounds', label: 'col.players.absentRounds' },
  // Optional: a header that merely resembles Presente or No emparejar con is a warning, never a refusal.
  { key: 'present', label: 'col.players.present', informative: true },
  { key: 'country', label: 'col.players.country' },
  { key: 'tags', label: 'col.players.tags' },
  { key: 'fee', label: 'col.players.fee' },
  { key: 'paid', label: 'col.players.paid' },
  { key: 'doNotPair', label: 'col.players.doNotPair', informative: true },
  // rules §23: the federation's licence, the list's first way to know a player (TRF's ID).
  { key: 'licence', label: 'col.players.licence' },
] as const satisfies readonly ColumnSpec[];

export type RosterKey = (typeof ROSTER_COLUMNS)[number]['key'];

/** The column `key` as declared. */
export const rosterColumn = <K extends RosterKey>(key: K): ColumnSpec<K> =>
  ROSTER_COLUMNS.find((spec) => spec.key === key) as ColumnSpec<K>;

/** The columns set-up writes, in order (the players the core reads). */
export const PLAYER_COLUMNS = ROSTER_COLUMNS.slice(0, 8) as ColumnSpec<
  'id' | 'name' | 'rating' | 'club' | 'average' | 'entryRound' | 'withdrawnFromRound' | 'absentRounds'
>[];

/** Name (found if there, required by none) and the columns `keys`: an optional column read apart. */
export const besideName = <K extends RosterKey>(...keys: K[]): ColumnSpec<'name' | K>[] => [
  { ...rosterColumn('name'), required: false },
  ...keys.map(rosterColumn),
];
