// What the duplicate tests in the Apps Script fakes share: a global's outcome as text (what it
// gave or threw, an HtmlOutput's content), and a game tab's row read or a cell typed by label.
import type { Cell } from '../../src/sheets/grid/cells';
import type { GasEnvironment } from '../gas/fakes';

/** Whatever a call gave or threw, as text. */
export function callText(call: () => unknown): string {
  try {
    const value = call();
    if (value && typeof value === 'object' && 'getContent' in value)
      return (value as { getContent(): string }).getContent();
    return JSON.stringify(value) ?? '';
  } catch (error) {
    return String((error as Error).message ?? error);
  }
}

/** Types `value` in round index `r` of the row labelled `label` of `tab`. */
export function typeInRound(env: GasEnvironment, label: string, r: number, value: Cell, tab = 'Duplicada 1'): void {
  const sheet = env.spreadsheet.getSheetByName(tab)!;
  const row = sheet.snapshot().findIndex((line) => line[0] === label) + 1;
  sheet.getRange(row, r + 2, 1, 1).setValues([[value]]);
}
