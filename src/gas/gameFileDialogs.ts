// Exportar partida… and Cargar partida… (rules §22): the game file through the browser's dialogs
// (fileActions.ts over fileDialogs.ts), no new permission. Exportar reads only — the organiser's game built as the
// file's text, offered as a download; Cargar's dialog sends the file picked to `loadGameFiles`,
// which runs Cargar partida as a menu press (handlers.ts: the lock, the journal, the Registro).
// Each asks for the Ui first (menuContext.ts): from the live page's web app they refuse before
// any tab is read, so no prepared round ever answers a stranger.
import { renderError } from '../core/errors';
import { t } from '../i18n';
import { chooseGameTab, exportGame, workbookLanguage } from '../sheets/actions';
import { exportThroughDialog, runWithDialogFiles } from './fileActions';
import { showOpenDialog } from './fileDialogs';
import { userLanguage } from './language';
import { menuContext } from './menuContext';
import { SheetsWorkbook } from './sheetsWorkbook';

/** The menu's "Exportar partida…": the active tab's game (else the last) as a download, or an alert saying why not. */
export function showExportGameDialog(): void {
  exportThroughDialog('showExportGameDialog', 'menu.exportGame', (context, spreadsheet) => {
    const result = exportGame(context, { activeTab: spreadsheet.getActiveSheet().getName() });
    return { ...result, message: `${result.message}\n\n${t(result.lang, 'exportGame.dialog')}` };
  });
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
  return runWithDialogFiles(files, 'showLoadGameDialog', false, ([file]) => {
    if (typeof tab !== 'string' || tab.length > 255) throw new Error(t(userLanguage(), 'fileDialog.bad'));
    return [tab, file.name, file.text];
  });
}
