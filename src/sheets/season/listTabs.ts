// The federation's list workbook (rules §23; docs/season.md "The federation's list"): the
// events it rates, kept in a hidden tab so that the list is a function of them and can be
// rated again; and the tabs it shows — Escalafón (the club's columns plus Licencia), EloDI,
// Torneos valorados, Por revisar (the officer's answers read back and kept).
import { AtrilError } from '../../core/errors';
import { canonicalJson } from '../../core/files/atrilFile';
import { type RatedEvent, type RatingList, eventKey } from '../../core/season';
import { eventOfBody, tournamentBody } from '../../core/season/tournamentFile';
import { foldText } from '../../core/text';
import { type Language, type MessageKey, t } from '../../i18n';
import { type Cell, type Grid, cellText, isBlankRow, nameText } from '../grid/cells';
import { type ColumnSpec, readTable } from '../grid/table';
import { eloDiGrid } from './eloDiUpdate';
import { ratingListGrid, ratingListHeader } from './ratingListTab';

/**
 * The most characters of an event's data a cell holds: under Excel's 32,767 (the CLI's .xlsx),
 * and so under Google Sheets' 50,000 too. An event takes as many cells of its row as it needs.
 */
export const CHUNK_CHARS = 30000;

/** The hidden tab's columns before the data: what a person can read of each event. */
const STORE_LABELS: MessageKey[] = [
  'col.events.date',
  'col.events.name',
  'col.events.club',
  'col.events.fingerprint',
  'col.events.file',
  'col.events.format',
  'col.events.data',
];
const DATA_COLUMN = STORE_LABELS.length; // 1-based: the first cell of data

export interface StoredEvent {
  event: RatedEvent;
  /** 1-based sheet row. */
  row: number;
}

export interface EventStore {
  events: StoredEvent[];
  /** Rows the tab holds (header included): where a new event goes is below. */
  rows: number;
  /** The widest row (columns). */
  width: number;
}

/** The stored events of the hidden tab's `grid` (null: no tab yet); a row that cannot be read is named. */
export function readEventStore(grid: Grid | null, tab: string): EventStore {
  const events: StoredEvent[] = [];
  const rows = grid?.length ?? 0;
  let width = STORE_LABELS.length;
  (grid ?? []).forEach((line, index) => {
    width = Math.max(width, line.length);
    if (index === 0 || isBlankRow(line)) return;
    const row = index + 1;
    const text = line
      .slice(DATA_COLUMN - 1)
      .map((cell) => cellText(cell))
      .join('');
    const format = cellText(line[5]) === 'trf' ? 'trf' : 'atril';
    try {
      const source = { file: nameText(line[4]), fingerprint: cellText(line[3]), format } as const;
      events.push({ event: eventOfBody(JSON.parse(text), source), row });
    } catch {
      throw new AtrilError('list.store.damaged', { tab, row });
    }
  });
  return { events, rows, width };
}

/** An event's row in the hidden tab: what a person reads, then its body's JSON cut in cells. */
export function storeRow(event: RatedEvent): Cell[] {
  const data = canonicalJson(tournamentBody(event));
  const chunks: string[] = [];
  for (let at = 0; at < data.length; at += CHUNK_CHARS) chunks.push(data.slice(at, at + CHUNK_CHARS));
  const { source } = event;
  return [event.date, event.name, event.club, source.fingerprint, source.file, source.format, ...chunks];
}

export const storeHeader = (lang: Language): string[] => STORE_LABELS.map((label) => t(lang, label));

/** A block of the hidden tab to write: rows from `row`, as wide as `width` (blanking what an older row held). */
export interface StoreBlock {
  row: number;
  values: Cell[][];
}

/**
 * The writes that make the store hold `incoming` (replacing the stored event of each one's
 * key, in its row) without `removed` (rows blanked): fixed blocks, so a second press writes
 * the same, and no cell of another event is touched. New events go below the last row, in one
 * block; the header first when the tab is new.
 */
export function storeWrites(
  store: EventStore,
  incoming: readonly RatedEvent[],
  removed: readonly StoredEvent[],
  lang: Language,
): StoreBlock[] {
  const byKey = new Map(store.events.map((stored) => [eventKey(stored.event), stored] as const));
  const blocks: StoreBlock[] = [];
  const appended: Cell[][] = [];
  const pad = (cells: Cell[], width: number) => [...cells, ...Array<Cell>(Math.max(0, width - cells.length)).fill('')];
  for (const event of incoming) {
    const row = storeRow(event);
    const old = byKey.get(eventKey(event));
    if (old) blocks.push({ row: old.row, values: [pad(row, store.width)] });
    else appended.push(row);
  }
  for (const stored of removed) blocks.push({ row: stored.row, values: [pad([], store.width)] });
  if (store.rows === 0) blocks.push({ row: 1, values: [storeHeader(lang)] });
  if (appended.length > 0) {
    const width = Math.max(...appended.map((row) => row.length));
    blocks.push({ row: Math.max(store.rows, 1) + 1, values: appended.map((row) => pad(row, width)) });
  }
  return blocks;
}

// ── The tabs the list shows ─────────────────────────────────────────────────────────────────

/** Escalafón: Puesto, Nombre, Escalafón, Partidas valoradas, Torneos, Último torneo, Club, Licencia. */
export function listRatingGrid(list: RatingList, lang: Language): Cell[][] {
  const header = [...ratingListHeader(lang), t(lang, 'col.players.licence')];
  const licence = header.length - 1;
  return ratingListGrid(
    list.escalafon.map((entry) => {
      const cells: Cell[] = Array<Cell>(header.length).fill('');
      cells[licence] = entry.licence;
      return { ...entry, cells };
    }),
    lang,
    header,
  );
}

/** EloDI: Nombre, EloDI, Volatilidad, Partidas EloDI, Último torneo, then Club and Licencia. */
export function listEloDiGrid(list: RatingList, lang: Language): Cell[][] {
  const base = eloDiGrid([], lang, null)[0];
  const header = [...base, t(lang, 'col.players.club'), t(lang, 'col.players.licence')];
  return eloDiGrid(
    list.eloDi.map((entry) => {
      const cells: Cell[] = Array<Cell>(header.length).fill('');
      cells[base.length] = entry.club;
      cells[base.length + 1] = entry.licence;
      return { ...entry, cells };
    }),
    lang,
    header,
  );
}

const KIND_WORDS: Record<RatedEvent['kind'], MessageKey> = {
  swiss: 'value.kind.swiss',
  duplicate: 'value.kind.duplicate',
  both: 'value.kind.both',
};

/** Torneos valorados: the events by date (the order they are rated in). */
export function ratedEventsGrid(list: RatingList, lang: Language): Cell[][] {
  const labels: MessageKey[] = [
    'col.events.date',
    'col.events.name',
    'col.events.club',
    'col.events.kind',
    'col.events.players',
    'col.events.fingerprint',
    'col.events.file',
  ];
  return [
    labels.map((label) => t(lang, label)),
    ...list.events.map((event) => [
      event.date,
      event.name,
      event.club,
      t(lang, KIND_WORDS[event.kind]),
      event.players,
      event.fingerprint,
      event.file,
    ]),
  ];
}

type ReviewKey = 'name' | 'listName' | 'reason' | 'event' | 'date' | 'club' | 'answer';
const REVIEW_COLUMNS: ColumnSpec<ReviewKey>[] = [
  { key: 'name', label: 'col.review.name', required: true },
  { key: 'listName', label: 'col.review.listName' },
  { key: 'reason', label: 'col.review.reason' },
  { key: 'event', label: 'col.events.name' },
  { key: 'date', label: 'col.events.date' },
  { key: 'club', label: 'col.events.club' },
  { key: 'answer', label: 'col.review.answer', required: true },
];

export interface ReviewAnswers {
  /** The officer's answers: a name as an event wrote it → the list's name (his own: another player). */
  identities: Map<string, string>;
  /** The answered rows as typed, kept whole when the tab is written again. */
  answered: Cell[][];
}

/** Por revisar's answers: every row whose answer is typed (null grid or no tab: none). */
export function readReviewAnswers(grid: Grid | null, lang: Language, tab: string): ReviewAnswers {
  const identities = new Map<string, string>();
  const answered: Cell[][] = [];
  if (grid === null || grid.length === 0 || isBlankRow(grid[0])) return { identities, answered };
  const table = readTable(grid, REVIEW_COLUMNS, { lang, tab });
  const width = REVIEW_COLUMNS.length;
  for (const row of table.rows) {
    const name = nameText(row.cells.name);
    const answer = nameText(row.cells.answer);
    if (name === '' || answer === '') continue;
    identities.set(name, answer);
    // In the standard order (the tab is written in it), whatever order the officer left it in.
    const line: Cell[] = REVIEW_COLUMNS.map((spec) => row.cells[spec.key] ?? '');
    answered.push(line.slice(0, width));
  }
  return { identities, answered };
}

/** Por revisar: the answered rows as the officer left them, then the open pairs (answer blank). */
export function reviewGrid(list: RatingList, answers: ReviewAnswers, lang: Language): Cell[][] {
  const header = REVIEW_COLUMNS.map((spec) => t(lang, spec.label));
  const answeredNames = new Set(answers.answered.map((row) => foldText(cellText(row[0]))));
  const open = list.reviewPairs
    .filter((pair) => !answeredNames.has(foldText(pair.name)))
    .map((pair) => [
      pair.name,
      pair.listName,
      t(lang, pair.reason === 'word' ? 'value.review.word' : 'value.review.letter'),
      pair.event.name,
      pair.event.date,
      pair.event.club,
      '',
    ]);
  return [header, ...answers.answered, ...open];
}
