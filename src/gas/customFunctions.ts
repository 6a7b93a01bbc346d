// Custom functions as Sheets calls them: the generated top-level stubs (build/globals.js)
// pass their arguments here.
import { CUSTOM_FUNCTIONS } from '../sheets/functions';
import { callCustomFunction } from '../sheets/functions/customFunction';
import type { Cell } from '../sheets/grid/cells';
import { userLanguage } from './language';
import { SheetsWorkbook } from './sheetsWorkbook';
import { documentStore } from './store';

const byName = new Map(CUSTOM_FUNCTIONS.map((def) => [def.name, def] as const));

export function runCustomFunction(name: string, args: unknown[]): Cell | Cell[][] {
  const def = byName.get(name);
  if (!def) throw new Error(`Unknown function ${name}`);
  return callCustomFunction(def, userLanguage(), args, documentWorkbook);
}

/**
 * The spreadsheet, for a function that reads it (DUP_WORD_OK, rules §20); null outside a document:
 * the live page's web app has no document properties (and, per Google's guide, no active
 * spreadsheet), so nothing of the word list ever answers there.
 */
function documentWorkbook(): SheetsWorkbook | null {
  if (documentStore.properties() === null) return null;
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  return spreadsheet ? new SheetsWorkbook(spreadsheet) : null;
}
