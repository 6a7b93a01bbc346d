// Calling a custom function as Sheets does, for tests on the built bundle:
// `callCustomFunction(context, spreadsheet, 'STANDINGS', range('Jugadores!A:H'), 'SB')` is
// =STANDINGS(Jugadores!A:H; "SB") in a cell. A range argument is replaced by its values — a
// single cell by its value, anything larger by a 2-D array of every cell — so a whole-column
// range brings every row of the sheet (1,000 in a new tab), the empty ones as rows of '';
// any other argument is passed as is (a literal in the formula).
import type { FakeSpreadsheet } from './spreadsheet';

/** A range written in the formula, e.g. Jugadores!A:H. */
export class RangeArgument {
  constructor(readonly a1: string) {}
}

export const range = (a1: string): RangeArgument => new RangeArgument(a1);

/** A custom-function argument as Sheets hands it over. */
export function argumentValue(spreadsheet: FakeSpreadsheet, argument: unknown): unknown {
  if (!(argument instanceof RangeArgument)) return argument;
  // Sheets evaluating the formula, not a script call: read the cells without counting.
  const { sheet, box } = spreadsheet.getRange(argument.a1);
  const values = Array.from({ length: box.numRows }, (_, r) =>
    Array.from({ length: box.numColumns }, (_, c) => sheet.valueAt(box.row + r, box.column + c)),
  );
  return values.length === 1 && values[0].length === 1 ? values[0][0] : values;
}

/** `=NAME(args…)` in a cell of `spreadsheet`, through the global `NAME` of a loaded bundle. */
export function callCustomFunction(
  context: Record<string, unknown>,
  spreadsheet: FakeSpreadsheet,
  name: string,
  ...args: unknown[]
): unknown {
  const fn = context[name];
  if (typeof fn !== 'function') throw new Error(`Unknown function: ${name}`);
  return (fn as (...a: unknown[]) => unknown)(...args.map((argument) => argumentValue(spreadsheet, argument)));
}
