// The menu's file items (rules §22, §23) over the generic dialogs (fileDialogs.ts): an export
// reads the workbook and offers the file its action built as a download (a refusal an alert); an
// import shows the picker, and the dialog's one call runs the item's action with the files as a
// menu press (handlers.ts `runFromDialog`: the lock, the journal, the Registro). Each asks for
// the Ui first (menuContext.ts): from the live page's web app it refuses before any tab is read.
import { type MessageKey, t } from '../i18n';
import { workbookLanguage } from '../sheets/actions';
import type { ActionContext, ActionResult } from '../sheets/actions/action';
import { documentMemory } from './documentMemory';
import { type DialogFile, type OpenDialog, dialogFiles, showOpenDialog, showSaveDialog } from './fileDialogs';
import { pressContext, runFromDialog } from './handlers';
import { installedWorkbook } from './installRecord';
import { failureMessage } from './journal';
import { userLanguage } from './language';
import { menuContext } from './menuContext';
import { SheetsWorkbook } from './sheetsWorkbook';
import { documentStore } from './store';

/** What an export's action gives: the file's text and name, or a refusal (`ok` false) said in an alert. */
export interface ExportedFile extends ActionResult {
  text: string;
  fileName: string;
}

/**
 * An export item (its global `item`): `build` runs the action (reads only) over the installed
 * workbook, with the document's memory (the prepared games); its file is offered under the menu
 * item `title`. rules §17: the workbook's language is read first, so that a cut Google made is
 * told in Atril's words and in it (docs/architecture.md "Nothing half-done").
 */
export function exportThroughDialog(
  item: string,
  title: MessageKey,
  build: (context: ActionContext, spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet) => ExportedFile,
): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = pressContext(userLang, item);
  let shown = userLang;
  try {
    const workbook = installedWorkbook(spreadsheet, documentStore.properties(), { layouts: false });
    shown = workbookLanguage(workbook, userLang);
    const result = build({ workbook, lang: userLang, memory: documentMemory() }, spreadsheet);
    if (!result.ok) {
      ui.alert(t(result.lang, 'action.title'), result.message, ui.ButtonSet.OK);
      return;
    }
    const { message, fileName, text } = result;
    showSaveDialog(ui, result.lang, t(result.lang, title), { message, fileName, text });
  } catch (error) {
    ui.alert(t(shown, 'action.errorTitle'), failureMessage(error, shown, item), ui.ButtonSet.OK);
  }
}

/** An import item: the picker under the menu item `title`, in the workbook's language; `intro` its words. */
export function importThroughDialog(
  title: MessageKey,
  dialog: Omit<OpenDialog, 'intro'> & { intro: MessageKey },
): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = menuContext(userLang);
  const lang = workbookLanguage(new SheetsWorkbook(spreadsheet), userLang);
  showOpenDialog(ui, lang, t(lang, title), { ...dialog, intro: t(lang, dialog.intro) });
}

/**
 * An import dialog's one call: the files checked (`dialogFiles`), then `item`'s action run with
 * `args(files)` as a menu press, named by its menu item (the Registro and the journal say it).
 */
export function runWithDialogFiles(
  files: unknown,
  item: string,
  multiple: boolean,
  args: (files: DialogFile[]) => unknown[] = (checked) => [checked],
): { ok: boolean; message: string } {
  const userLang = userLanguage();
  // rules §17: a Google failure before the press is said in Atril's words (handlers.ts pressContext).
  pressContext(userLang, item);
  return runFromDialog(item, args(dialogFiles(files, userLang, multiple)));
}
