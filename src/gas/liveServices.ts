// The paste-in edition's live services (rules §13, §14, §15): the live page (webapp.ts), its
// address (pageAddress.ts), the phones' codes and reports (reportStore.ts) and what
// "Comprobar instalación" tries of them — everything kept in the script's store. One object,
// handed by the paste-in entry (index.ts: its PASTE_IN edition) to the edition (edition.ts); the add-on's entry never
// imports this file, so its bundle names no script-wide service.
import { renderError } from '../core/errors';
import { type Language, t } from '../i18n';
import { type PagePublication, publishPage, startPublication } from './webapp';
import { recordedPageAddress, standingsLink, webAppUrl } from './pageAddress';
import { forgetRound, keepRondasResult, keepRound, liftPause, markImported, readQueue } from './reportStore';
import { scriptStore } from './store';
import type { SheetsWorkbook } from './sheetsWorkbook';
import { importResults } from '../sheets/actions/importResults';
import { isServiceFailure } from './retry';

/**
 * After an action (handlers.ts): the live page published; what to add to the action's message
 * — '' when it was, else why not, in `shown` (rules §8: the action is done, only the page is
 * behind) — and whether Google cut the publication short (rules §21: the journal is then kept,
 * and the next press publishes it).
 */
function publishAfter(
  workbook: SheetsWorkbook,
  lang: Language,
  publication: PagePublication,
  shown: Language,
): { note: string; cut: boolean } {
  try {
    publishPage(workbook, lang, publication);
    return { note: '', cut: false };
  } catch (error) {
    return {
      note: `\n\n${t(shown, 'live.notUpdated', { reason: renderError(error, shown) })}`,
      cut: isServiceFailure(error),
    };
  }
}

export const LIVE_SERVICES = {
  /** The page's address for the menu's links and QR codes (pageAddress.ts). */
  pageLink: standingsLink,
  /** The live page published after an action (webapp.ts). */
  startPublication,
  publishAfter,
  /** The phones' codes and queue (reportStore.ts). */
  readQueue,
  keepRound,
  forgetRound,
  markImported,
  /** Importar resultados' action (rules §14): here, so that only this edition's bundle holds it and its texts. */
  importResults,
  keepRondasResult,
  liftPause,
  /** For "Comprobar instalación" (installChecks.ts): the script's store and the web app's address. */
  scriptStore,
  webAppUrl,
  recordedPageAddress,
};

export type LiveServices = typeof LIVE_SERVICES;
