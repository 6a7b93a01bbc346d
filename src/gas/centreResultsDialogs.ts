// Exportar resultados… and Importar resultados… (rules §22): a centre's results and the centres'
// files through the browser's dialogs (fileDialogs.ts), no new permission. Exportar reads only —
// the centre's results built as the file's text, offered as a download; Importar's dialog sends
// every file picked in one call to `importCentreResults`, which runs the import as a menu press
// (handlers.ts: the lock, the journal, the Registro, the page). Each asks for the Ui first
// (menuContext.ts): from the live page's web app they refuse before any tab is read.
import { t } from '../i18n';
import { exportResults, workbookLanguage } from '../sheets/actions';
import { documentMemory } from './documentMemory';
import { dialogFiles, showOpenDialog, showSaveDialog } from './fileDialogs';
import { pressContext, runFromDialog } from './handlers';
import { failureMessage } from './journal';
import { installedWorkbook } from './installRecord';
import { userLanguage } from './language';
import { menuContext } from './menuContext';
import { SheetsWorkbook } from './sheetsWorkbook';
import { documentStore } from './store';

/** The menu's "Exportar resultados…": the active tab's results (else the last game's) as a download, or an alert saying why not. */
export function showExportResultsDialog(): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = pressContext(userLang, 'showExportResultsDialog');
  // rules §17: the workbook's language read first, so that a cut is told in it (docs/architecture.md "Nothing half-done").
  let shown = userLang;
  try {
    const workbook = installedWorkbook(spreadsheet, documentStore.properties(), { layouts: false });
    shown = workbookLanguage(workbook, userLang);
    const context = { workbook, lang: userLang, memory: documentMemory() };
    const result = exportResults(context, { activeTab: spreadsheet.getActiveSheet().getName() });
    showSaveDialog(ui, result.lang, t(result.lang, 'menu.exportCentreResults'), {
      message: result.message,
      fileName: result.fileName,
      text: result.text,
    });
  } catch (error) {
    ui.alert(t(shown, 'action.errorTitle'), failureMessage(error, shown, 'showExportResultsDialog'), ui.ButtonSet.OK);
  }
}

/** The menu's "Importar resultados…": the file picker, several files at once. */
export function showImportCentresDialog(): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = menuContext(userLang);
  const lang = workbookLanguage(new SheetsWorkbook(spreadsheet), userLang);
  showOpenDialog(ui, lang, t(lang, 'menu.importCentreResults'), {
    handler: 'importCentreResults',
    intro: t(lang, 'simul.dialog.intro'),
    accept: '.atril',
    multiple: true,
  });
}

/** The Importar resultados dialog's one call: the files picked, imported as a menu press (named by its menu item). */
export function importCentreResults(files: unknown): { ok: boolean; message: string } {
  const userLang = userLanguage();
  pressContext(userLang, 'showImportCentresDialog');
  return runFromDialog('showImportCentresDialog', [dialogFiles(files, userLang, true)]);
}
