// The menu's global handlers (rules §8): the thin Apps Script edge around the actions —
// the document lock, the user's language, the action over the active spreadsheet, and
// an alert with its summary (or the bad input's message, never a stack trace).
import { renderError } from '../core/errors';
import { t } from '../i18n';
import * as actions from '../sheets/actions';
import type { ActionContext, ActionResult } from '../sheets/actions';
import { userLanguage } from './language';
import { standingsLink } from './webapp';
import { SheetsWorkbook } from './sheetsWorkbook';
import { statusHtml } from './status';

/** How long a second director waits for the first one's action to finish. */
const LOCK_WAIT_MS = 20000;

/** Runs an action under the document lock and shows its message; returns its summary (for google.script.run) or null. */
function run<R extends ActionResult>(action: (context: ActionContext) => R): R | null {
  const lang = userLanguage();
  const ui = SpreadsheetApp.getUi();
  const lock = LockService.getDocumentLock();
  // rules §8: two directors pressing at once get one round, not two.
  if (lock && !lock.tryLock(LOCK_WAIT_MS)) {
    ui.alert(t(lang, 'addon.title'), t(lang, 'addon.busy'), ui.ButtonSet.OK);
    return null;
  }
  try {
    const result = action({ workbook: new SheetsWorkbook(SpreadsheetApp.getActiveSpreadsheet()), lang });
    ui.alert(t(result.lang, 'addon.title'), result.message, ui.ButtonSet.OK);
    return result;
  } catch (error) {
    ui.alert(t(lang, 'addon.errorTitle'), renderError(error, lang), ui.ButtonSet.OK);
    return null;
  } finally {
    if (lock) lock.releaseLock();
  }
}

// The menu's global handlers, one line each: the action under the lock, then its alert.
export const setupTournament = (): ActionResult | null => run(actions.setupTournament);
export const pairNextRound = (): ActionResult | null => run(actions.pairNextRound);
export const undoLastRound = (): ActionResult | null => run(actions.undoLastRound);
export const updateStandings = (): ActionResult | null => run(actions.updateStandings);
export const computeElo = (): ActionResult | null => run(actions.computeElo);
export const scoreDuplicate = (): ActionResult | null => run(actions.scoreDuplicate);
export const publishStandings = (): ActionResult | null =>
  run((context) => actions.publishStandings(context, standingsLink()));

/** Opens (or refreshes) the "Estado del torneo" sidebar. Reads only. */
export function showStatus(): void {
  const lang = userLanguage();
  const ui = SpreadsheetApp.getUi();
  try {
    const status = actions.tournamentStatus({
      workbook: new SheetsWorkbook(SpreadsheetApp.getActiveSpreadsheet()),
      lang,
    });
    ui.showSidebar(HtmlService.createHtmlOutput(statusHtml(status)).setTitle(t(status.lang, 'status.title')));
  } catch (error) {
    ui.alert(t(lang, 'addon.errorTitle'), renderError(error, lang), ui.ButtonSet.OK);
  }
}
