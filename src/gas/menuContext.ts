// Where a menu action may run (rules §8, docs/addon.md "The live page"): in the spreadsheet,
// with its Ui. The Ui is asked for first — before the lock, before any tab is read — so an
// execution without one refuses before anything is written: the public page's
// google.script.run runs as a web app, which has no Ui whether or not the platform lets it see
// the spreadsheet (the guide says it does not; community reports say it sometimes does).
import { type Language } from '../i18n';
import { t } from '../i18n';
import { isTransient, retried } from './retry';

/**
 * The spreadsheet's Ui; a refusal (thrown: google.script.run hands its message to the page) where
 * there is none. A passing failure of Google's is tried again (rules §17, retry.ts) and, if it
 * lasts, thrown as it is: the caller says it in Atril's words (journal.ts `failureMessage`).
 */
export function menuUi(lang: Language): GoogleAppsScript.Base.Ui {
  try {
    return retried(() => SpreadsheetApp.getUi());
  } catch (error) {
    if (isTransient(error)) throw error;
    throw new Error(t(lang, 'action.noDocument'));
  }
}

/** The spreadsheet the menu runs in; the same refusal when there is none. Call menuUi first. */
export function activeSpreadsheet(lang: Language): GoogleAppsScript.Spreadsheet.Spreadsheet {
  const spreadsheet = retried(() => SpreadsheetApp.getActiveSpreadsheet());
  if (!spreadsheet) throw new Error(t(lang, 'action.noDocument'));
  return spreadsheet;
}

/** Both, in that order: the Ui, then the spreadsheet. */
export function menuContext(lang: Language): {
  ui: GoogleAppsScript.Base.Ui;
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet;
} {
  const ui = menuUi(lang);
  return { ui, spreadsheet: activeSpreadsheet(lang) };
}
