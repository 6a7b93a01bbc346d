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
  let workbook: SheetsWorkbook | null = null;
  try {
    workbook = new SheetsWorkbook(SpreadsheetApp.getActiveSpreadsheet());
    const result = action({ workbook, lang });
    outcome = { title: t(result.lang, 'addon.title'), message: result.message, result };
  } catch (error) {
    // Bad input is named in the workbook's language, as every other message (docs/input.md "Language").
    const shown = workbook ? actions.workbookLanguage(workbook, lang) : lang;
    outcome = { title: t(shown, 'addon.errorTitle'), message: renderError(error, shown), result: null };
  } finally {
    // rules §8: the writes are applied before the lock goes, and the lock goes before the alert
    // (even when the flush itself fails).
    try {
      SpreadsheetApp.flush();
    } finally {
      if (lock) lock.releaseLock();
    }
  }
  showAlert(outcome.title, outcome.message);
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

/**
 * "Renombrar jugador" (docs/input.md "Renaming a player"): asks the name as it is written now
 * and the new one — before taking the lock, as a prompt suspends the script (rules §8) —
 * then renames under the lock. Cancel at either prompt does nothing.
 */
export function renamePlayer(): ActionResult | null {
  const ui = SpreadsheetApp.getUi();
  const lang = actions.workbookLanguage(new SheetsWorkbook(SpreadsheetApp.getActiveSpreadsheet()), userLanguage());
  const ask = (message: string): string | null => {
    const answer = ui.prompt(t(lang, 'menu.rename'), message, ui.ButtonSet.OK_CANCEL);
    return answer.getSelectedButton() === ui.Button.OK ? answer.getResponseText() : null;
  };
  const from = ask(t(lang, 'addon.rename.askFrom'));
  if (from === null) return null;
  const to = ask(t(lang, 'addon.rename.askTo', { from: from.trim() }));
  if (to === null) return null;
  return run((context) => actions.renamePlayer(context, from, to));
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
    showAlert(t(lang, 'addon.errorTitle'), renderError(error, lang));
  }
}
