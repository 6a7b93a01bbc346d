// How a custom function is declared: its help (catalogue keys, written into the bundle's
// JSDoc stubs by the build), its parameters, and a pure implementation over cell values.
import { AtrilError, renderError } from '../../core/errors';
import { type Language } from '../../i18n';
import type { MessageKey } from '../../i18n';
import { type Cell, type Grid, asGrid, cellNumber, isBlank } from '../grid/cells';

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
  run(lang: Language, ...args: unknown[]): Cell | Cell[][];
}

/** A parameter as Sheets lists it: name, the example shown as its type, optional or not. */
export const param = (name: string, type: string, optional = false): ParamDef => ({ name, type, optional });

/** Catalogue key of a function's one-line help, and of a parameter's. */
export const helpKey = (fn: string): MessageKey => `fn.${fn}` as MessageKey;
export const paramKey = (fn: string, param: string): MessageKey => `fn.${fn}.${param}` as MessageKey;

/**
 * Calls a custom function as Sheets would, turning bad input into an Error whose message
 * is the user's-language text (Sheets shows it on the #ERROR! cell), never a stack trace.
 */
export function callCustomFunction(def: CustomFunctionDef, lang: Language, args: unknown[]): Cell | Cell[][] {
  try {
    return def.run(lang, ...args);
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
