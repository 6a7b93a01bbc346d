// The built command's reading of an .xlsx's data validations (rules §24 "The command line";
// docs/local.md "The built command"). exceljs 4.4 reads each <dataValidation sqref="G2:G10000">
// as one entry per cell — 10,000 per validated column, ~60,000 on a 40-player workbook — which
// compactValidations (exceljsRepairs.ts) folds back into ranges before every save: a third of
// `atril draw`'s CPU time. scripts/cliBuild.js applies keepValidationRanges to the exceljs it
// bundles, so each range is kept whole, one entry per column (the form the save writes and
// format() replaces by column letter). The tests' in-process exceljs reads cell by cell, as
// published; test/local/validationRanges.test.ts checks both read the same rules.
import { columnLetter } from '../sheets/grid/table';

/** exceljs's DataValidationsXform, as far as its parser's end of a rule goes. */
export interface ValidationsParser {
  _address: string;
  _dataValidation: { formulae?: unknown[]; operator?: unknown };
  model: Record<string, unknown>;
  parseClose(name: string): boolean;
}

/** The 0-based column of letters such as "AB" (A → 0). */
function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/**
 * One sqref item as single-column keys: "E4" → ["E4"]; "G2:G10000" → ["G2:G10000"];
 * "B2:C9" → ["B2:B9", "C2:C9"]. Anything unexpected stays as written.
 */
export function columnRanges(address: string): string[] {
  const match = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(address);
  if (!match) return [address];
  const [, from, top, to, bottom] = match;
  const [first, last] = [columnIndex(from), columnIndex(to)].sort((a, b) => a - b);
  const [high, low] = [Number(top), Number(bottom)].sort((a, b) => a - b);
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const column = columnLetter(first + i);
    return high === low ? `${column}${high}` : `${column}${high}:${column}${low}`;
  });
}

/**
 * Makes exceljs's validations parser (its prototype) keep ranges whole; its other closing tags
 * as they were. Returns what puts the parser back (for the tests, which share one exceljs).
 */
export function keepValidationRanges(parser: ValidationsParser): () => void {
  const original = parser.parseClose;
  parser.parseClose = function (this: ValidationsParser, name: string): boolean {
    if (name !== 'dataValidation') return original.call(this, name);
    const rule = this._dataValidation;
    // As exceljs does: a rule without formulae has no operator either.
    if (!rule.formulae || rule.formulae.length === 0) {
      delete rule.formulae;
      delete rule.operator;
    }
    for (const address of this._address.split(/\s+/).filter(Boolean))
      for (const key of columnRanges(address)) this.model[key] = rule;
    return true;
  };
  return () => {
    parser.parseClose = original;
  };
}
