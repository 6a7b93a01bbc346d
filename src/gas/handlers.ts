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

export function setupTournament(): ActionResult | null {
  return run(actions.setupTournament);
}

export function pairNextRound(): ActionResult | null {
  return run(actions.pairNextRound);
}

export function undoLastRound(): ActionResult | null {
  return run(actions.undoLastRound);
}

export function updateStandings(): ActionResult | null {
  return run(actions.updateStandings);
}

export function computeElo(): ActionResult | null {
  return run(actions.computeElo);
}

export function scoreDuplicate(): ActionResult | null {
  return run(actions.scoreDuplicate);
}

export function publishStandings(): ActionResult | null {
  return run((context) => actions.publishStandings(context, standingsLink()));
}

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
