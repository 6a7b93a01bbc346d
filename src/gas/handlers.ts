// The menu's global handlers (rules §8): the thin Apps Script edge around the actions —
// the document lock, the user's language, the action over the active spreadsheet, flush,
// release, and only then an alert with its summary (or the bad input's message, never a
// stack trace).
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

/** Shows a message and waits for OK. Never call it while holding the lock (rules §8). */
function showAlert(title: string, message: string): void {
  const ui = SpreadsheetApp.getUi();
  ui.alert(title, message, ui.ButtonSet.OK);
}

/**
 * Runs an action under the document lock and shows its message; returns its summary (for
 * google.script.run) or null. Order (rules §8): action, flush, release the lock, alert —
 * an alert suspends the script, and a lock does not survive the suspension.
 */
function run<R extends ActionResult>(action: (context: ActionContext) => R): R | null {
  const lang = userLanguage();
  const lock = LockService.getDocumentLock();
  // rules §8: two directors pressing at once get one round, not two.
  if (lock && !lock.tryLock(LOCK_WAIT_MS)) {
    showAlert(t(lang, 'addon.title'), t(lang, 'addon.busy'));
    return null;
  }
  let outcome: { title: string; message: string; result: R | null };
  try {
    const workbook = new SheetsWorkbook(SpreadsheetApp.getActiveSpreadsheet());
    const result = action({ workbook, lang, pageLink: standingsLink() });
    outcome = { title: t(result.lang, 'addon.title'), message: result.message, result };
  } catch (error) {
    outcome = { title: t(lang, 'addon.errorTitle'), message: renderError(error, lang), result: null };
  } finally {
    // rules §8: the writes are applied before the lock goes, and the lock goes before the alert
    // (even when the flush itself fails).
    try {
      SpreadsheetApp.flush();
    } finally {
      if (lock) lock.releaseLock();
    }
  }
  // An action with a dialog of its own (Publicar clasificación: the link and its QR code) shows it instead.
  const html = (outcome.result as { html?: unknown } | null)?.html;
  if (typeof html === 'string')
    SpreadsheetApp.getUi().showModalDialog(HtmlService.createHtmlOutput(html), outcome.title);
  else showAlert(outcome.title, outcome.message);
  return outcome.result;
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
    showAlert(t(lang, 'addon.errorTitle'), renderError(error, lang));
  }
}
