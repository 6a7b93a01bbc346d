// The menu's global handlers (rules §8): the thin Apps Script edge around the actions —
// the document lock, the user's language, the action over the active spreadsheet, the live
// page published, flush, release, and only then an alert with its summary (or the bad
// input's message, never a stack trace). Each asks for the Ui first, before the lock or any tab
// (menuContext.ts): outside a document (google.script.run from the published web page) they
// refuse before anything is written, even where the platform lets the web app see the sheet.
// What they keep goes through the store port (store.ts): the document's lock and properties;
// the live page, its address and the phones' codes through the live services the entry point
// handed to the edition (edition.ts, rules §15: none in the add-on).
import { renderError } from '../core/errors';
import { type Language, t } from '../i18n';
import * as actions from '../sheets/actions';
import type { ActionContext, ActionResult } from '../sheets/actions';
import { userLanguage } from './language';
import { EVERY_PART, type PagePart } from '../sheets/actions/livePage';
import { SheetsWorkbook } from './sheetsWorkbook';
import { type PhonePauses, statusHtml } from './status';
import { isPaused, MAX_POINTS, wholeNumber } from '../core/phoneResults';
import { installedWorkbook } from './installRecord';
import { menuContext } from './menuContext';
import { DIALOG_HEIGHT, DIALOG_WIDTH, googlePdfLink, printDialogHtml } from './printDialog';
import { uuidBits } from './randomBits';
import { documentStore, type Properties } from './store';
import { lockDocument } from './documentLock';
import { edition } from './edition';
import { closeJournal, failureMessage, finishInterrupted, journaled, type Replays } from './journal';
import { isTransient } from './retry';
import type { LiveServices } from './liveServices';
import { documentMemory } from './documentMemory';
import { pendingMemory } from '../sheets/grid/memory';

/** The live page, its address and the phones (rules §13–§15): as the entry point chose, or null (the add-on). */
const live = (): LiveServices | null => edition().live;
/** The live services, for the globals only the edition that has them exposes (index.ts): else a throw. */
const requireLive = live as () => LiveServices;
/** The live page's address for the actions' links (pageAddress.ts), or null. */
const pageLink = (): string | null => {
  const services = live();
  return services && services.pageLink();
};

/** The document's properties, where the layouts laid out are remembered (layoutMemory.ts); null where there are none. */
const documentProperties = (): Properties | null => documentStore.properties();

/** Shows a message and waits for OK. Never call it while holding the lock (rules §8). */
function showAlert(ui: GoogleAppsScript.Base.Ui, title: string, message: string): void {
  ui.alert(title, message, ui.ButtonSet.OK);
}

interface Outcome<R> {
  title: string;
  message: string;
  result: R | null;
  /** The Ui asked for first (menuContext.ts), to show the outcome with. */
  ui: GoogleAppsScript.Base.Ui;
}

/** A menu action that writes, by its handler's name (rules §17: what a journal names and a later press finishes). */
type Named = (context: ActionContext, args: unknown[]) => ActionResult;
/** The standings part (a round paired or undone, results typed); the duplicate and season parts kept as published. */
const STANDINGS: readonly PagePart[] = ['standings'];

/**
 * What each action may change on the live page, by its handler's name (rules §8): the parts
 * published after it, computed again, the others kept as published (docs/addon.md "The live
 * page"). Every part: Publicar clasificación and the season's actions; none: the action is
 * not listed. An action finished by another item publishes its parts too (rules §21).
 */
const PAGE: Record<string, readonly PagePart[]> = {
  pairNextRound: STANDINGS,
  undoLastRound: STANDINGS,
  updateStandings: STANDINGS,
  importResults: STANDINGS,
  importRegistrations: STANDINGS,
  // The duplicate ranking just scored; the prizes just computed (rules §11).
  scoreDuplicate: ['duplicate'],
  // rules §22: the simultaneous ranking, shown in the page's duplicate part.
  showImportCentresDialog: ['duplicate'],
  computePrizes: ['prizes'],
  closeTournament: EVERY_PART,
  reopenTournament: EVERY_PART,
  newTournament: EVERY_PART,
  publishStandings: EVERY_PART,
  renamePlayer: EVERY_PART,
  // rules §23: the list's page is its Escalafón and EloDI.
  showImportTournaments: ['season'],
  rerateList: ['season'],
  removeTournament: ['season'],
};
const pageParts = (action: string | null): readonly PagePart[] => (action && PAGE[action]) || [];

/**
 * Runs an action under the document lock; returns what to tell the director. Order (rules
 * §8): action, publish the live page, flush, release the lock — the caller alerts only then:
 * an alert suspends the script, and a lock does not survive the suspension.
 */
function execute<R extends ActionResult>(name: string, pressed: Args): Outcome<R> {
  const lang = userLanguage();
  // The Ui first: where there is none (the public page), nothing below runs.
  const { ui, spreadsheet } = pressContext(lang, name);
  // rules §8: two directors pressing at once get one round, not two (documentLock.ts).
  const flushAndRelease = lockDocument();
  if (!flushAndRelease) return { title: t(lang, 'action.title'), message: t(lang, 'action.busy'), result: null, ui };
  let outcome: Outcome<R>;
  let workbook: SheetsWorkbook | null = null;
  // rules §17: the language a failure is told in, known before the first call that can fail
  // after the Ui: the workbook's, read first (its reads are the action's own, kept by the
  // workbook); the user's when even that read fails (docs/architecture.md "Nothing half-done").
  let shown = lang;
  const properties = documentProperties();
  // rules §17: what the press said of an interrupted action, even when its own then fails.
  let note: string | null = null;
  // rules §21: the page's publication cut short by Google: the journal stays for the next press.
  let pageCut = false;
  // rules §17: the journal's values this press kept or found; what is done once the writes are flushed.
  const written: string[] = [];
  const afterFlush: (() => void)[] = [];
  try {
    // With what "Comprobar instalación" recorded: the safe path where a check failed (installRecord.ts).
    workbook = installedWorkbook(spreadsheet, documentProperties());
    const opened = workbook;
    shown = actions.workbookLanguage(workbook, lang);
    const args = typeof pressed === 'function' ? pressed(spreadsheet) : pressed;
    // rules §15: only an edition with live services has a live page to publish.
    const services = live();
    // rules §17: what the document remembers is kept once the action's writes are applied (below).
    const memory = pendingMemory(documentMemory());
    const context: ActionContext = {
      workbook,
      lang,
      pageLink: pageLink(),
      live: services !== null,
      randomBits: uuidBits,
      memory,
    };
    // rules §17: an action a cut left half-done is finished first; the plan is decided before the first write.
    const replays: Replays = {};
    for (const key of Object.keys(ACTIONS))
      replays[key] = (again) => (planned, bits) =>
        ACTIONS[key]({ ...context, workbook: planned, randomBits: bits }, again);
    const finished = finishInterrupted(workbook, properties, lang, name, replays, uuidBits, written);
    note = finished.note;
    // The interrupted action's memory and phones too, even if this press's own action is then refused.
    memory.commit();
    const done = finished.result && finished.action ? leave(finished.action, finished.result, afterFlush) : null;
    // rules §21: one publication for the action finished first (and what its press was to publish) and this one.
    const owed = [...new Set([...((finished.page ?? []) as PagePart[]), ...pageParts(finished.action)])];
    const parts = [...new Set([...owed, ...pageParts(name)])];
    const publication = services && parts.length > 0 ? services.startPublication(workbook, parts) : null;
    // The action is done even when the page could not be published: then only the page is behind (rules §8).
    const publish = (shown: R['lang'], only?: readonly PagePart[]): string => {
      if (!services || !publication) return '';
      const done = services.publishAfter(opened, lang, only ? { ...publication, parts: only } : publication, shown);
      pageCut = done.cut;
      return done.note;
    };
    let own: R;
    try {
      own = (
        finished.same
          ? done
          : leave(
              name,
              journaled(
                workbook,
                properties,
                { action: name, args, lang, page: services ? parts : [], written },
                replays[name](args),
                uuidBits,
              ),
              afterFlush,
            )
      ) as R;
    } catch (error) {
      // rules §21: the action finished first is published even when this press's own fails.
      if (owed.length > 0) publish(lang, owed);
      throw error;
    }
    memory.commit();
    const result = note ? { ...own, message: `${note}\n\n${own.message}` } : own;
    const message = result.message + publish(result.lang);
    outcome = { title: t(result.lang, 'action.title'), message, result: { ...result, message }, ui };
  } catch (error) {
    // Bad input is named in the workbook's language, as every other message (docs/input.md
    // "Language"); a failure of Google's services in Atril's words (rules §17), never read
    // again through the failing service.
    const message = failureMessage(error, shown, name);
    outcome = {
      title: t(shown, 'action.errorTitle'),
      message: note ? `${note}\n\n${message}` : message,
      result: null,
      ui,
    };
  } finally {
    // What was laid out and the tabs' names, remembered for the next action, even after an error (never throw).
    workbook?.saveLayouts();
    workbook?.saveTabs();
    // rules §8: the writes are applied before the lock goes, and the lock goes before the alert
    // (even when the flush itself fails).
    // rules §17, §21: the action's journal goes only once its writes are applied and its page
    // published (after the flush, before the release).
    try {
      flushAndRelease(() => {
        for (const step of afterFlush)
          try {
            step();
          } catch {
            // A marking lost only leaves boards that the next import finds already in Rondas.
          }
        if (!pageCut) closeJournal(properties, written);
      });
    } catch (error) {
      // rules §17: the writes could not be applied, even tried again: the journal stays for the
      // next press, and the director is told so in Atril's words (not Google's raw text).
      outcome = { title: t(shown, 'action.errorTitle'), message: failureMessage(error, shown, name), result: null, ui };
    }
  }
  return outcome;
}

/** An action's arguments, or how to read them from the spreadsheet once the press has begun (the active tab). */
type Args = unknown[] | ((spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet) => unknown[]);

/**
 * The Ui, then the spreadsheet (menuContext.ts), for a press of `name`: a failure of Google's
 * services there, even tried again, is thrown in Atril's words (rules §17) — in the user's
 * language, the workbook's being unknown yet — for Google to show, as no alert can be.
 */
export function pressContext(
  lang: Language,
  name: string,
): { ui: GoogleAppsScript.Base.Ui; spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet } {
  try {
    return menuContext(lang);
  } catch (error) {
    if (isTransient(error)) throw new Error(failureMessage(error, lang, name));
    throw error;
  }
}

/** Runs an action under the document lock and shows its message; returns its summary (for google.script.run) or null. */
export function run<R extends ActionResult>(name: string, args: Args = []): R | null {
  const outcome = execute<R>(name, args);
  // An action with a dialog of its own (Publicar clasificación: the link and its QR code) shows it instead.
  const html = (outcome.result as { html?: unknown } | null)?.html;
  if (typeof html === 'string') outcome.ui.showModalDialog(HtmlService.createHtmlOutput(html), outcome.title);
  else showAlert(outcome.ui, outcome.title, outcome.message);
  return outcome.result;
}

/**
 * An action that may refuse only for want of a confirmation (its result's `confirm`, e.g.
 * closing before the planned rounds are played): the question is asked with Yes/No once the
 * lock is released, and on Yes the action runs again, confirmed, under the lock.
 */
function runConfirmed<R extends ActionResult & { confirm?: string | null }>(name: string): R | null {
  const first = execute<R>(name, [false]);
  const question = first.result?.confirm;
  if (!question) {
    showAlert(first.ui, first.title, first.message);
    return first.result;
  }
  const { ui } = first;
  if (ui.alert(first.title, question, ui.ButtonSet.YES_NO) !== ui.Button.YES) return first.result;
  return run<R>(name, [true]);
}

// The menu's global handlers, one line each: the action under the lock, then its alert.
// Those that may change what the live page shows publish it too (rules §8), computing again
// only the parts they may have changed (docs/addon.md "The live page").

/**
 * Every menu action that writes, by its handler's name: what a press runs and what a journal
 * names for a later press to finish (rules §17, journal.ts). Each gets the workbook to decide
 * over and the arguments it was pressed with, and only decides: what it leaves beside the
 * workbook (the phones' store) is done once its plan is written (`leave`).
 */
const ACTIONS: Record<string, Named> = {
  setupTournament: (context) => actions.setupTournament(context),
  // rules §16.1: a roll call that leaves most players out asks first (runConfirmed).
  pairNextRound: (context, [confirmed]) => actions.pairNextRound(context, { confirmed: confirmed === true }),
  undoLastRound: (context) => actions.undoLastRound(context),
  updateStandings: (context) => actions.updateStandings(context),
  computeElo: (context) => actions.computeElo(context),
  scoreDuplicate: (context) => actions.scoreDuplicate(context),
  prepareDuplicate: (context) => actions.prepareDuplicate(context),
  closeTournament: (context, [early]) => actions.closeTournament(context, { early: early === true }),
  reopenTournament: (context) => actions.reopenTournament(context),
  newTournament: (context) => actions.newTournament(context),
  publishStandings: (context) => actions.publishStandings(context, pageLink()),
  renamePlayer: (context, [from, to]) => actions.renamePlayer(context, String(from), String(to)),
  computePrizes: (context) => actions.computePrizes(context),
  importRegistrations: (context) => actions.importRegistrations(context),
  // rules §15: only the edition with live services exposes the import (index.ts); elsewhere requireLive() throws.
  // The queue read is the decision's input, kept on the result for `leave` (never handed back to a caller).
  importResults: (context) => {
    const queue = requireLive().readQueue();
    return { ...requireLive().importResults(context, queue), queue };
  },
  // rules §20: the last call of Cargar léxico…'s dialog (lexiconDialog.ts), named by its menu item.
  showLexiconDialog: (context, [list]) => actions.finishLexiconLoad(context, list as actions.CompiledList),
  // rules §20: the game of the tab active when pressed (an argument, so a second press decides the same).
  drawRack: (context, [tab]) => actions.drawRack(context, { activeTab: String(tab ?? '') }),
  findMasterMove: (context, [tab]) => actions.findMasterMove(context, { activeTab: String(tab ?? '') }),
  prepareGame: (context, [tab]) => actions.prepareGame(context, { activeTab: String(tab ?? '') }),
  // rules §22: Cargar partida…'s dialog call (gameFileDialogs.ts): the tab, the file's name and text; named by its menu item.
  showLoadGameDialog: (context, [tab, fileName, text]) =>
    actions.loadGame(context, { activeTab: String(tab ?? ''), fileName: String(fileName), text: String(text) }),
  // rules §22: Importar resultados…'s dialog call, named by its menu item: the files the organiser picked.
  showImportCentresDialog: (context, [files]) => actions.importCentres(context, files as actions.ResultsFileInput[]),
  // rules §23: the federation's list (tournamentFiles.ts): the files as the dialog sent them, the name asked.
  showImportTournaments: (context, [files]) => actions.importTournaments(context, files as actions.EventFile[]),
  rerateList: (context) => actions.rerateList(context),
  removeTournament: (context, [which]) => actions.removeTournament(context, String(which ?? '')),
};

/** What an action's result carries for the phones' store: the codes drawn, the queue read. */
type Leaves = ActionResult &
  Partial<Pick<actions.PairResult, 'phone' | 'round'>> & { queue?: actions.PhoneQueue | null };

/**
 * What an action leaves beside the workbook, in the phones' store (rules §14), done once its
 * plan is written — by its own press or by the press that finishes it (rules §17) — and safe to
 * do again: the codes of a round paired kept (the same codes again change nothing) or the
 * round before forgotten, an undone round's codes forgotten; the boards imported marked, only
 * once the writes are flushed (`afterFlush`: a marking lost leaves boards the next import finds
 * in Rondas, a marking before a failed flush would lose a report). Returns the result without
 * what it carried for the store: codes never go back to a caller.
 */
function leave(name: string, result: ActionResult, afterFlush: (() => void)[]): ActionResult {
  const { phone, queue, ...rest } = result as Leaves;
  const services = live();
  if (!result.ok || !services) return rest;
  if (name === 'pairNextRound') return keepCodes(services, rest, phone ?? null);
  // rules §14: the round's codes go with it.
  if (name === 'undoLastRound' && rest.round != null) services.forgetRound(rest.round);
  const plan = (rest as Partial<actions.ImportResult>).plan;
  if (name === 'importResults' && queue && plan) {
    const done = [...plan.imports.map((entry) => entry.table), ...plan.settled];
    if (done.length > 0) afterFlush.push(() => services.markImported(queue, done));
  }
  return rest;
}

export const setupTournament = (): ActionResult | null => run('setupTournament');
export const pairNextRound = (): ActionResult | null => runConfirmed('pairNextRound');
export const undoLastRound = (): ActionResult | null => run('undoLastRound');
export const updateStandings = (): ActionResult | null => run('updateStandings');
export const computeElo = (): ActionResult | null => run('computeElo');
export const scoreDuplicate = (): ActionResult | null => run('scoreDuplicate');
// The room and the papers of the next duplicate game: nothing the live page shows changes.
export const prepareDuplicate = (): ActionResult | null => run('prepareDuplicate');
export const closeTournament = (): ActionResult | null => runConfirmed('closeTournament');
export const reopenTournament = (): ActionResult | null => run('reopenTournament');
export const newTournament = (): ActionResult | null => run('newTournament');
export const publishStandings = (): ActionResult | null => run('publishStandings');

/**
 * "Renombrar jugador" (docs/input.md "Renaming a player"): asks the name as it is written now
 * and the new one — before taking the lock, as a prompt suspends the script (rules §8) —
 * then renames under the lock. Cancel at either prompt does nothing.
 */
export function renamePlayer(): ActionResult | null {
  // Outside a document (google.script.run from the page) it refuses at once: there is no Ui there.
  const userLang = userLanguage();
  const { ui, spreadsheet } = pressContext(userLang, 'renamePlayer');
  const lang = actions.workbookLanguage(new SheetsWorkbook(spreadsheet), userLang);
  const ask = (message: string): string | null => {
    const answer = ui.prompt(t(lang, 'menu.rename'), message, ui.ButtonSet.OK_CANCEL);
    return answer.getSelectedButton() === ui.Button.OK ? answer.getResponseText() : null;
  };
  const from = ask(t(lang, 'action.rename.askFrom'));
  if (from === null) return null;
  const to = ask(t(lang, 'action.rename.askTo', { from: from.trim() }));
  if (to === null) return null;
  return run('renamePlayer', [from, to]);
}

/** Opens (or refreshes) the "Estado del torneo" sidebar. Reads only. */
export function showStatus(): void {
  const lang = userLanguage();
  const { ui, spreadsheet } = menuContext(lang);
  try {
    // Read-only: the tabs' names as the last action saw them help, and nothing is remembered.
    const workbook = installedWorkbook(spreadsheet, documentProperties(), { layouts: false });
    const now = Date.now();
    const queue = phoneQueue();
    const status = actions.tournamentStatus({ workbook, lang }, queue && { queue, now });
    ui.showSidebar(
      HtmlService.createHtmlOutput(statusHtml(status, queue && pausesOf(queue, now))).setTitle(
        t(status.lang, 'status.title'),
      ),
    );
  } catch (error) {
    showAlert(ui, t(lang, 'action.errorTitle'), renderError(error, lang));
  }
}

// rules §11: Reparto de premios; the live page shows the prizes (once the last round is complete).
export const computePrizes = (): ActionResult | null => run('computePrizes');

/**
 * "Imprimir pestaña" (rules §12): the active tab's print view in a modal dialog, with its
 * Print and Open-in-a-new-tab buttons and Google's PDF export as an extra. Reads only: no
 * lock, nothing remembered. On a tab Atril does not print, an alert lists those it prints.
 */
export function printTab(): actions.PrintTabResult | null {
  const lang = userLanguage();
  const { ui, spreadsheet } = menuContext(lang);
  try {
    const workbook = installedWorkbook(spreadsheet, documentProperties(), { layouts: false });
    const sheet = spreadsheet.getActiveSheet();
    const result = actions.printTab({ workbook, lang, pageLink: pageLink(), phoneCodes: keptCodes() }, sheet.getName());
    if (result.view === null) {
      showAlert(ui, t(result.lang, 'action.title'), result.message);
      return result;
    }
    const googlePdf = googlePdfLink(spreadsheet.getId(), sheet.getSheetId(), result.paper, result.landscape);
    const html = printDialogHtml(result.view, { lang: result.lang, googlePdf });
    ui.showModalDialog(
      HtmlService.createHtmlOutput(html).setWidth(DIALOG_WIDTH).setHeight(DIALOG_HEIGHT),
      t(result.lang, 'print.dialogTitle', { tab: result.tab }),
    );
    return result;
  } catch (error) {
    const shown = actions.workbookLanguage(new SheetsWorkbook(spreadsheet), lang);
    showAlert(ui, t(shown, 'action.errorTitle'), renderError(error, shown));
    return null;
  }
}

/** rules §14: the phones' queue for the sidebar; null when there is none (or it cannot be read), and in the add-on (§15). */
function phoneQueue(): actions.PhoneQueue | null {
  const services = live();
  if (!services) return null;
  try {
    return services.readQueue();
  } catch {
    return null;
  }
}

/** rules §14.1: every board whose form is paused now, for the sidebar's "lift the pause". */
function pausesOf(queue: actions.PhoneQueue, now: number): PhonePauses {
  const paused = [...queue.entries]
    .filter(([, entry]) => isPaused(entry, now))
    .map(([table, entry]) => ({ table, until: entry.until }))
    .sort((a, b) => a.table - b.table);
  return { paused, now };
}

/**
 * A choice of Estado del torneo's about one board of the phones' queue (rules §14.1): only
 * from the spreadsheet (the Ui asked for first: the public page's google.script.run refuses
 * here, before anything is read), with a table (and scores) checked as whole numbers; the
 * script properties changed under the script lock, never a cell. Refused or stale: an alert.
 */
function phoneChoice(args: unknown[], change: (table: number, points: [number, number]) => boolean): boolean {
  const lang = userLanguage();
  const { ui } = menuContext(lang);
  const [table, points1, points2] = [
    wholeNumber(args[0], 1, 100000),
    wholeNumber(args[1] ?? 0, 0, MAX_POINTS),
    wholeNumber(args[2] ?? 0, 0, MAX_POINTS),
  ];
  let done = false;
  try {
    done = table !== null && points1 !== null && points2 !== null && change(table, [points1, points2]);
  } catch {
    done = false;
  }
  if (!done) showAlert(ui, t(lang, 'action.title'), t(lang, 'status.keepFailed', { table: table ?? '?' }));
  return done;
}

/** Estado del torneo › keep Rondas's result for a board in conflict, its latest report being (points1, points2). */
export const keepRondasResult = (table?: unknown, points1?: unknown, points2?: unknown): boolean =>
  phoneChoice([table, points1, points2], (board, seen) => requireLive().keepRondasResult(board, seen));

/** Estado del torneo › lift a board's pause. */
export const liftPause = (table?: unknown): boolean =>
  phoneChoice([table], (board) => requireLive().liftPause(board, Date.now()));

/** rules §14: the codes of the round the phones may report, as the store keeps them (Imprimir pestaña on Actas). */
function keptCodes(): { round: number; codes: Map<number, string> } | null {
  const services = live();
  if (!services) return null;
  try {
    const queue = services.readQueue();
    if (queue === null) return null;
    return {
      round: queue.round.round,
      codes: new Map([...queue.entries].map(([table, entry]) => [table, entry.code])),
    };
  } catch {
    return null;
  }
}

/**
 * rules §14: a round paired with Resultados desde el teléfono has its codes kept in the script's
 * properties (reportStore.ts); any other pairing forgets the codes of the round before. Codes
 * that could not be kept leave the slips good on paper.
 */
function keepCodes(services: LiveServices, result: ActionResult, phone: actions.PairResult['phone']): ActionResult {
  let kept = false;
  try {
    kept = phone ? services.keepRound(phone.round, phone.codes, phone.names) : services.forgetRound();
  } catch {
    kept = false;
  }
  if (kept || !phone) return result;
  return { ...result, message: `${result.message}\n\n${t(result.lang, 'phone.pair.notKept')}` };
}

/**
 * "Importar resultados" (rules §14): the phones' queue read from the script's properties, the
 * action under the document lock; once the writes are flushed, the boards imported or found
 * in Rondas leave the queue (a report that came in meanwhile stays: `leave`).
 */
export const importResults = (): ActionResult | null => run('importResults');

/**
 * An action a dialog's google.script.run calls (rules §17: locked, journaled, logged like a menu
 * press): its message handed back to the dialog to show, no alert.
 */
export function runFromDialog(name: string, args: unknown[]): { ok: boolean; message: string } {
  const { result, message } = execute(name, args);
  return { ok: result !== null && result.ok, message };
}

// "Comprobar instalación" (docs/addon.md): its own lock, record and sidebar (checkInstallation.ts).
export { checkInstallation } from './checkInstallation';

/** The active tab's name, read once the press has begun (execute): the arbiter's actions work on its game. */
const activeTab = (spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet): unknown[] => [
  spreadsheet.getActiveSheet().getName(),
];

// rules §20: Sacar atril, Buscar jugada maestra, Preparar partida. Nothing the live page shows
// changes before the next publication (never early, rules §19).
export const drawRack = (): ActionResult | null => run('drawRack', activeTab);
export const findMasterMove = (): ActionResult | null => run('findMasterMove', activeTab);
export const prepareGame = (): ActionResult | null => run('prepareGame', activeTab);

/**
 * rules §20: Sacar atril or Buscar jugada maestra asked by Sala de duplicada for its game, run
 * as the menu runs them (the lock, the journal, the Registro) with no alert: the dialog shows
 * what it needs. Whether it was done, and its message (or the bad input's).
 */
export function roomAction(name: 'drawRack' | 'findMasterMove', tab: string): { ok: boolean; message: string } {
  const outcome = execute<ActionResult>(name, [tab]);
  return { ok: outcome.result?.ok ?? false, message: outcome.message };
}

/** rules §16: Importar inscripciones — the Form's answers into Jugadores; the page shows the new players. */
export const importRegistrations = (): ActionResult | null => run('importRegistrations');
