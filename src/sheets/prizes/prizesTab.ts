// Premios (rules §11): one row per prize as the director announced it — Premio, Tipo, the
// conditions (Escalafón desde / hasta, Sin escalafón, Club, País, Etiqueta), Importe,
// Obsequio, Grupo, and the optional Valor (rules §11.1: the trophy's worth) —, headers and
// words in either language. Bad input is named by tab, row, column and value: an unknown
// Tipo, a negative or non-numeric Importe or Valor, desde above hasta.
import { AtrilError } from '../../core/errors';
import { type ConditionKey, MAX_PRIZES, type Prize, type PrizeType } from '../../core/prizes';
import { type Language, t, type MessageKey } from '../../i18n';
import {
  type Cell,
  type Grid,
  cellCents,
  cellText,
  isBlank,
  nameText,
  nonNegativeInteger,
  shownValue,
} from '../grid/cells';
import { YES_MARKS } from '../../i18n/aliases';
import { matchWord, wordList } from '../grid/labels';
import { type ColumnSpec, type ReadOptions, readCell, readTable } from '../grid/table';

type PrizeKey = 'name' | 'type' | ConditionKey | 'amount' | 'trophy' | 'group' | 'value';

/** Premios' columns, in the order set-up writes them (rules §11). */
export const PRIZE_COLUMNS: ColumnSpec<PrizeKey>[] = [
  { key: 'name', label: 'col.prizes.name', aliases: ['nombre', 'name'], required: true },
  { key: 'type', label: 'col.prizes.type' },
  { key: 'ratingFrom', label: 'col.prizes.ratingFrom', aliases: ['desde', 'elo desde', 'from'] },
  { key: 'ratingTo', label: 'col.prizes.ratingTo', aliases: ['hasta', 'elo hasta', 'to'] },
  { key: 'unrated', label: 'col.prizes.unrated', aliases: ['sin elo', 'no escalafonado'] },
  { key: 'club', label: 'col.prizes.club' },
  // País: the catalogue's words for a country's column, as in Jugadores (i18n/aliases.ts).
  { key: 'country', label: 'col.prizes.country' },
  { key: 'tag', label: 'col.prizes.tag', aliases: ['categoria', 'category'] },
  { key: 'amount', label: 'col.prizes.amount', aliases: ['cantidad', 'euros', 'dinero', 'cash'] },
  { key: 'trophy', label: 'col.prizes.trophy', aliases: ['trofeo', 'regalo'] },
  { key: 'group', label: 'col.prizes.group' },
];

/** rules §11.1: Valor, optional, not written by set-up (a club adds it when a trophy has a worth). */
const VALUE_COLUMN: ColumnSpec<PrizeKey> = {
  key: 'value',
  label: 'col.prizes.value',
  aliases: ['valor del obsequio', 'trophy value', 'worth'],
};

/** Tipo's words (rules §11), either language. */
export const PRIZE_TYPE_WORDS: Record<PrizeType, MessageKey> = {
  standings: 'prizeType.standings',
  duplicate: 'prizeType.duplicate',
  highGame: 'prizeType.highGame',
  highLoss: 'prizeType.highLoss',
  lowWin: 'prizeType.lowWin',
  biggestWin: 'prizeType.biggestWin',
  highCombined: 'prizeType.highCombined',
  upset: 'prizeType.upset',
  teams: 'prizeType.teams',
};

/** The catalogue header of each condition, for the Motivo of a Desierto. */
export const CONDITION_LABELS: Record<ConditionKey, MessageKey> = {
  ratingFrom: 'col.prizes.ratingFrom',
  ratingTo: 'col.prizes.ratingTo',
  unrated: 'col.prizes.unrated',
  club: 'col.prizes.club',
  country: 'col.prizes.country',
  tag: 'col.prizes.tag',
};

/** A prize as read, with its sheet row and each condition as typed (for messages). */
export interface PrizeEntry extends Prize {
  row: number;
  typed: Record<ConditionKey, string | number>;
}

export interface PrizesRead {
  prizes: PrizeEntry[];
  tab: string;
  /** The header as typed, for a column in a message. */
  headerOf(key: PrizeKey): string;
}

/** Tipo: blank is Clasificación (a list of places needs no Tipo); an unknown word is bad input. */
function parseType(cell: Cell): PrizeType {
  const text = cellText(cell);
  if (text === '') return 'standings';
  const found = matchWord(text, PRIZE_TYPE_WORDS, {
    clasificacion: 'standings',
    general: 'standings',
    'partida alta': 'highGame',
    'high score': 'highGame',
    'derrota alta': 'highLoss',
    'victoria baja': 'lowWin',
    'low winning score': 'lowWin',
    'mayor victoria': 'biggestWin',
    'combinada alta': 'highCombined',
    sorpresa: 'upset',
  });
  if (found !== null) return found;
  throw new AtrilError('error.prizes.unknownType', { value: text, expected: wordList(PRIZE_TYPE_WORDS, 'es') });
}

/** Sin escalafón: Sí (or a ticked box, "x") = only unrated players; No or blank = no condition. */
function parseYes(cell: Cell): boolean {
  if (typeof cell === 'boolean') return cell;
  const text = cellText(cell);
  if (text === '') return false;
  const found = matchWord<'yes' | 'no'>(text, { yes: 'value.yes', no: 'value.no' }, { ...YES_MARKS, false: 'no' });
  if (found !== null) return found === 'yes';
  throw new AtrilError('error.config.notYesNo', { value: text });
}

export function readPrizes(grid: Grid, options: ReadOptions): PrizesRead {
  const tab = options.tab ?? t(options.lang, 'tab.prizes');
  const table = readTable(grid, [...PRIZE_COLUMNS, VALUE_COLUMN], { ...options, tab });
  // rules §14.1: counted before any prize is read or given (docs/prizes.md).
  if (table.rows.length > MAX_PRIZES)
    throw new AtrilError('error.prizes.tooMany', { tab, count: table.rows.length, max: MAX_PRIZES }, { tab });
  const prizes = table.rows.map((row): PrizeEntry => {
    const name = nameText(row.cells.name);
    if (name === '')
      throw new AtrilError('error.prizes.noName', {}, { tab, row: row.row, column: table.headerOf('name') });
    const ratingFrom = readCell(table, row, 'ratingFrom', nonNegativeInteger);
    const ratingTo = readCell(table, row, 'ratingTo', nonNegativeInteger);
    if (ratingFrom !== null && ratingTo !== null && ratingFrom > ratingTo) {
      throw new AtrilError(
        'error.prizes.band',
        { from: ratingFrom, to: ratingTo },
        { tab, row: row.row, column: table.headerOf('ratingFrom') },
      );
    }
    const typed = {} as Record<ConditionKey, string | number>;
    for (const key of ['ratingFrom', 'ratingTo', 'unrated', 'club', 'country', 'tag'] as const)
      typed[key] = isBlank(row.cells[key]) ? '' : shownValue(row.cells[key]);
    return {
      row: row.row,
      name,
      type: readCell(table, row, 'type', parseType),
      conditions: {
        ratingFrom,
        ratingTo,
        unrated: readCell(table, row, 'unrated', parseYes),
        club: nameText(row.cells.club),
        country: nameText(row.cells.country),
        tag: nameText(row.cells.tag),
      },
      amount: readCell(table, row, 'amount', cellCents) ?? 0,
      trophy: nameText(row.cells.trophy),
      group: nameText(row.cells.group),
      value: readCell(table, row, 'value', cellCents) ?? 0,
      typed,
    };
  });
  return { prizes, tab, headerOf: (key) => table.headerOf(key) };
}

/** Premios' header, as set-up writes it (rules §11). */
export function prizesHeader(lang: Language): string[] {
  return PRIZE_COLUMNS.map((spec) => t(lang, spec.label));
}
