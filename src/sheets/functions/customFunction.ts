// How a custom function is declared: its help (catalogue keys, written into the bundle's
// JSDoc stubs by the build), its parameters, and a pure implementation over cell values.
import { AtrilError, renderError } from '../../core/errors';
import { type Language } from '../../i18n';
import type { MessageKey } from '../../i18n';
import { type Cell, type Grid, asGrid, cellNumber, isBlank, isBlankRow } from '../grid/cells';
import type { Workbook } from '../grid/workbook';

export interface ParamDef {
  name: string;
  /** JSDoc type shown by Sheets, e.g. "number" or "A2:A40". */
  type: string;
  optional?: boolean;
}

export interface CustomFunctionDef {
  name: string;
  params: ParamDef[];
  /** Type of the result for JSDoc: "number" or "Array<Array<*>>". */
  returns: string;
  /**
   * Reads the spreadsheet itself (DUP_WORD_OK: the club's word list, rules §20): `run` gets the
   * workbook first — null where there is no document (the live page's web app) — then the arguments.
   */
  readsWorkbook?: true;
  run(lang: Language, ...args: unknown[]): Cell | Cell[][];
}

/** A parameter as Sheets lists it: name, the example shown as its type, optional or not. */
export const param = (name: string, type: string, optional = false): ParamDef => ({ name, type, optional });

/** Catalogue key of a function's one-line help, and of a parameter's. */
export const helpKey = (fn: string): MessageKey => `fn.${fn}` as MessageKey;
export const paramKey = (fn: string, param: string): MessageKey => `fn.${fn}.${param}` as MessageKey;

// rules §14.1: every custom function is also a global the public page can call through
// google.script.run, with any arguments; each answers within 3 s whatever it is sent. So every
// argument is checked before any work: a cell value (text of at most a cell's 50,000
// characters) or a range of at most MAX_RANGE_ROWS rows and MAX_RANGE_CELLS cells, nothing
// else (no object, no array nested deeper). Counts of players are bounded by each function.

/** The most rows a range argument may have (a club's tables are far smaller). */
export const MAX_RANGE_ROWS = 20000;
/** The most cells a range argument may have: 20,000 rows of a 20-column table. */
export const MAX_RANGE_CELLS = 400000;
/** A Sheets cell holds at most 50,000 characters. */
export const MAX_CELL_CHARS = 50000;
/** The most players an argument may give (DUP_QUADRATIC's players and max_players, a table's rows). */
export const MAX_PLAYERS = 10000;

const isCellValue = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'string' ||
  Object.prototype.toString.call(value) === '[object Date]';

function checkCell(value: unknown, arg: string): void {
  if (!isCellValue(value)) throw new AtrilError('error.fn.notCell', {}, { arg });
  if (typeof value === 'string' && value.length > MAX_CELL_CHARS)
    throw new AtrilError('error.fn.tooLong', { length: value.length, max: MAX_CELL_CHARS }, { arg });
}

/** One argument as Sheets may hand it over: a cell value, or a range (rows of cell values; a list is a column). */
export function checkArgument(value: unknown, arg: string): void {
  if (!Array.isArray(value)) return checkCell(value, arg);
  if (value.length > MAX_RANGE_ROWS)
    throw new AtrilError('error.fn.tooManyRows', { rows: value.length, max: MAX_RANGE_ROWS }, { arg });
  let cells = 0;
  for (const row of value as unknown[]) {
    const cellsOfRow: unknown[] = Array.isArray(row) ? row : [row];
    cells += cellsOfRow.length;
    if (cells > MAX_RANGE_CELLS)
      throw new AtrilError('error.fn.tooManyCells', { cells: `> ${MAX_RANGE_CELLS}`, max: MAX_RANGE_CELLS }, { arg });
    for (const cell of cellsOfRow) checkCell(cell, arg);
  }
}

/** A count of players (DUP_QUADRATIC's players, max_players): at most MAX_PLAYERS. */
export function playersCount(arg: string, value: number): number {
  if (value > MAX_PLAYERS) throw new AtrilError('error.fn.tooMany', { value, max: MAX_PLAYERS }, { arg });
  return value;
}

/**
 * The players of a table argument with its header row (Jugadores, PRIZE_LIST's standings):
 * its non-blank rows after the header, at most MAX_PLAYERS, counted before any work.
 */
export function tablePlayersCount(arg: string, grid: Grid): number {
  let count = -1;
  for (const row of grid) if (!isBlankRow(row)) count++;
  return playersCount(arg, Math.max(count, 0));
}

/**
 * Calls a custom function as Sheets would, turning bad input into an Error whose message
 * is the user's-language text (Sheets shows it on the #ERROR! cell), never a stack trace.
 * Every argument is checked first (rules §14.1); arguments past the declared ones are ignored.
 */
export function callCustomFunction(
  def: CustomFunctionDef,
  lang: Language,
  args: unknown[],
  workbook: () => Workbook | null = () => null,
): Cell | Cell[][] {
  try {
    const given = args.slice(0, def.params.length);
    given.forEach((value, index) => checkArgument(value, def.params[index].name));
    return def.readsWorkbook ? def.run(lang, workbook(), ...given) : def.run(lang, ...given);
  } catch (error) {
    throw new Error(renderError(error, lang));
  }
}

/** Runs `read` on an argument and places any AtrilError at that argument. */
export function readArg<T>(arg: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof AtrilError) throw error.at({ arg });
    throw error;
  }
}

/** All cells of a range argument, row by row (a single value is a one-cell range). */
export function flatCells(value: unknown): Cell[] {
  return asGrid(value).flat();
}

/** A required number argument. */
export function numberArg(arg: string, value: unknown): number {
  return readArg(arg, () => {
    const cell = asGrid(value)[0]?.[0];
    const number = cellNumber(cell);
    if (number === null) throw new AtrilError('error.empty');
    return number;
  });
}

/** An optional argument left out, or given as blank cells. */
export function isOmitted(value: unknown): boolean {
  return value === undefined || flatCells(value).every(isBlank);
}

/** An optional number argument: undefined when omitted or blank. */
export function optionalNumberArg(arg: string, value: unknown): number | undefined {
  if (value === undefined || isBlank(asGrid(value)[0]?.[0])) return undefined;
  return numberArg(arg, value);
}

export type { Grid };
