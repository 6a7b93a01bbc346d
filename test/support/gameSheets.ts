// What the duplicate tests in the Apps Script fakes share: a global's outcome as text (what it
// gave or threw, an HtmlOutput's content), and a game tab's row read or a cell typed by label.
import type { Cell } from '../../src/sheets/grid/cells';
import { anotherExecution, type GasEnvironment } from '../gas/fakes';
import { loadBundle } from './loadBundle';

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

/**
 * Everything a stranger with the page's link could see of `tab`'s game (rules §19, §22 "never
 * early"): every sheet's cells, the page and the hall's screen, and the reply of each global the
 * page can call — the arbiter's, the room's, the game file's (`file`: the text sent to Cargar).
 */
export function whatThePageSees(env: GasEnvironment, tab: string, round: number, file = ''): string {
  const web = anotherExecution(env, { context: 'webapp', webAppSeesSpreadsheet: true });
  const page = loadBundle(web) as unknown as Record<string, (...args: unknown[]) => unknown>;
  return [
    JSON.stringify(env.spreadsheet.getSheets().map((sheet) => sheet.snapshot())),
    callText(() => page.doGet({ parameter: {} })),
    callText(() => page.doGet({ parameter: { pantalla: '1' } })),
    callText(() => page.refreshStandings('es')),
    callText(() => page.drawRack()),
    callText(() => page.findMasterMove()),
    callText(() => page.duplicateRoom(tab, null, 'round')),
    callText(() => page.duplicateRoom(tab, round, 'master')),
    callText(() => page.showExportGameDialog()),
    callText(() => page.loadGameFiles([{ name: 'p.atril', text: file }], tab)),
    JSON.stringify(web.ui.dialogs),
  ].join('\n');
}
