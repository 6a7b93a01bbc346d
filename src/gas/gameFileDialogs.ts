// Exportar partida… and Cargar partida… (rules §22): the game file through the browser's dialogs
// (fileDialogs.ts), no new permission. Exportar reads only — the organiser's game built as the
// file's text, offered as a download; Cargar's dialog sends the file picked to `loadGameFiles`,
// which runs Cargar partida as a menu press (handlers.ts: the lock, the journal, the Registro).
// Each asks for the Ui first (menuContext.ts): from the live page's web app they refuse before
// any tab is read, so no prepared round ever answers a stranger.
import { renderError } from '../core/errors';
import { t } from '../i18n';
import { chooseGameTab, exportGame, workbookLanguage } from '../sheets/actions';
import { documentMemory } from './documentMemory';
import { dialogFiles, showOpenDialog, showSaveDialog } from './fileDialogs';
import { pressContext, runFromDialog } from './handlers';
import { failureMessage } from './journal';
import { installedWorkbook } from './installRecord';
import { userLanguage } from './language';
import { menuContext } from './menuContext';
import { SheetsWorkbook } from './sheetsWorkbook';
import { documentStore } from './store';

/** The menu's "Exportar partida…": the active tab's game (else the last) as a download, or an alert saying why not. */
export function showExportGameDialog(): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = pressContext(userLang, 'showExportGameDialog');
  // rules §17: the workbook's language read first, so that a cut is told in it (docs/architecture.md "Nothing half-done").
  let shown = userLang;
  try {
    const workbook = installedWorkbook(spreadsheet, documentStore.properties(), { layouts: false });
    shown = workbookLanguage(workbook, userLang);
    const context = { workbook, lang: userLang, memory: documentMemory() };
    const result = exportGame(context, { activeTab: spreadsheet.getActiveSheet().getName() });
    const message = `${result.message}\n\n${t(result.lang, 'exportGame.dialog')}`;
    showSaveDialog(ui, result.lang, t(result.lang, 'menu.exportGame'), {
      message,
      fileName: result.fileName,
      text: result.text,
    });
  } catch (error) {
    ui.alert(t(shown, 'action.errorTitle'), failureMessage(error, shown, 'showExportGameDialog'), ui.ButtonSet.OK);
  }
}

/** The menu's "Cargar partida…": the file picker, for the active tab's game (else the last), named in the dialog. */
export function showLoadGameDialog(): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = menuContext(userLang);
  const workbook = new SheetsWorkbook(spreadsheet);
  const lang = workbookLanguage(workbook, userLang);
  try {
    const tab = chooseGameTab(workbook, { activeTab: spreadsheet.getActiveSheet().getName() });
    showOpenDialog(ui, lang, t(lang, 'menu.loadGame'), {
      handler: 'loadGameFiles',
      intro: t(lang, 'loadGame.intro', { tab }),
      accept: '.atril',
      multiple: false,
      args: [tab],
    });
  } catch (error) {
    ui.alert(t(lang, 'action.errorTitle'), renderError(error, lang), ui.ButtonSet.OK);
  }
}

/** The Cargar partida dialog's one call: the file picked, into `tab`'s game, run as a menu press. */
export function loadGameFiles(files: unknown, tab: unknown): { ok: boolean; message: string } {
  const userLang = userLanguage();
  pressContext(userLang, 'showLoadGameDialog');
  const [file] = dialogFiles(files, userLang, false);
  if (typeof tab !== 'string' || tab.length > 255) throw new Error(t(userLang, 'fileDialog.bad'));
  return runFromDialog('showLoadGameDialog', [tab, file.name, file.text]);
}
