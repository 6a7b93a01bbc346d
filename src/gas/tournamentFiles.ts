// The federation's list in Google Sheets (rules §23): Exportar torneo… (the generic SAVE dialog,
// fileDialogs.ts), Importar torneos… (the generic OPEN dialog, several files; its one call,
// `importTournamentFiles`, runs the import as the menu runs an action: the lock, the journal,
// the Registro), Volver a valorar and Quitar torneo (a prompt for the name, asked before the
// lock). No new scope: files travel only through the dialogs (rules §22).
import { renderError } from '../core/errors';
import { t } from '../i18n';
import { exportTournament as exportAction, workbookLanguage } from '../sheets/actions';
import type { ActionResult } from '../sheets/actions/action';
import { documentMemory } from './documentMemory';
import { dialogFiles, showOpenDialog, showSaveDialog } from './fileDialogs';
import { run, runFromDialog } from './handlers';
import { installedWorkbook } from './installRecord';
import { userLanguage } from './language';
import { menuContext } from './menuContext';
import { SheetsWorkbook } from './sheetsWorkbook';
import { documentStore } from './store';

/** The menu's Exportar torneo…: reads only; a refusal is said, else the SAVE dialog. */
export function exportTournament(): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = menuContext(userLang);
  let lang = userLang;
  try {
    const workbook = installedWorkbook(spreadsheet, documentStore.properties(), { layouts: false });
    lang = workbookLanguage(workbook, userLang);
    // The document's memory: the organiser's prepared games, which a simultaneous' field is ranked by.
    const result = exportAction({ workbook, lang: userLang, memory: documentMemory() });
    if (!result.ok) {
      ui.alert(t(result.lang, 'action.title'), result.message, ui.ButtonSet.OK);
      return;
    }
    showSaveDialog(ui, result.lang, t(result.lang, 'menu.exportTournament'), {
      message: result.message,
      fileName: result.fileName,
      text: result.text,
    });
  } catch (error) {
    ui.alert(t(lang, 'action.errorTitle'), renderError(error, lang), ui.ButtonSet.OK);
  }
}

/** The menu's Importar torneos…: the OPEN dialog (several files), in the workbook's language. */
export function showImportTournaments(): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = menuContext(userLang);
  const lang = workbookLanguage(new SheetsWorkbook(spreadsheet), userLang);
  showOpenDialog(ui, lang, t(lang, 'menu.importTournaments'), {
    handler: 'importTournamentFiles',
    intro: t(lang, 'list.dialog.intro'),
    accept: '.atril,.trf,.txt',
    multiple: true,
  });
}

/** The dialog's one call: the files imported under the lock, as a menu action (rules §17). */
export function importTournamentFiles(files: unknown): { ok: boolean; message: string } {
  const userLang = userLanguage();
  menuContext(userLang);
  // Named by its menu item, as Cargar léxico…'s last call is: the Registro and the journal say «Importar torneos…».
  return runFromDialog('showImportTournaments', [dialogFiles(files, userLang, true)]);
}

/** Volver a valorar: the list rated again, with Por revisar's answers. */
export const rerateList = (): ActionResult | null => run('rerateList');

/**
 * Quitar torneo: which one is asked first (its name, or its fingerprint when two share a name,
 * as Torneos valorados shows them) — before the lock, as a prompt suspends the script (rules
 * §8) — then it is removed under the lock. Cancel does nothing.
 */
export function removeTournament(): ActionResult | null {
  const userLang = userLanguage();
  const { ui, spreadsheet } = menuContext(userLang);
  const lang = workbookLanguage(new SheetsWorkbook(spreadsheet), userLang);
  const answer = ui.prompt(
    t(lang, 'menu.removeTournament'),
    t(lang, 'list.remove.ask', { tab: t(lang, 'tab.ratedEvents') }),
    ui.ButtonSet.OK_CANCEL,
  );
  if (answer.getSelectedButton() !== ui.Button.OK) return null;
  return run('removeTournament', [answer.getResponseText()]);
}
