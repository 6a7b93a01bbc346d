// The federation's list in Google Sheets (rules §23): Exportar torneo… and Importar torneos…
// through the generic dialogs (fileActions.ts over fileDialogs.ts; the import's one call,
// `importTournamentFiles`, runs it as the menu runs an action: the lock, the journal, the
// Registro), Volver a valorar and Quitar torneo (a prompt for the name, asked before the
// lock). No new scope: files travel only through the dialogs (rules §22).
import { t } from '../i18n';
import { exportTournament as exportAction, workbookLanguage } from '../sheets/actions';
import type { ActionResult } from '../sheets/actions/action';
import { exportThroughDialog, importThroughDialog, runWithDialogFiles } from './fileActions';
import { pressContext, run } from './handlers';
import { userLanguage } from './language';
import { SheetsWorkbook } from './sheetsWorkbook';

/** The menu's Exportar torneo…: reads only; a refusal is said, else the SAVE dialog. */
export function exportTournament(): void {
  exportThroughDialog('exportTournament', 'menu.exportTournament', (context) => exportAction(context));
}

/** The menu's Importar torneos…: the OPEN dialog (several files), in the workbook's language. */
export function showImportTournaments(): void {
  importThroughDialog('menu.importTournaments', {
    handler: 'importTournamentFiles',
    intro: 'list.dialog.intro',
    accept: '.atril,.trf,.txt',
    multiple: true,
  });
}

/** The dialog's one call: the files imported under the lock, as a menu action (rules §17), named by its menu item. */
export function importTournamentFiles(files: unknown): { ok: boolean; message: string } {
  return runWithDialogFiles(files, 'showImportTournaments', true);
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
  const { ui, spreadsheet } = pressContext(userLang, 'removeTournament');
  const lang = workbookLanguage(new SheetsWorkbook(spreadsheet), userLang);
  const answer = ui.prompt(
    t(lang, 'menu.removeTournament'),
    t(lang, 'list.remove.ask', { tab: t(lang, 'tab.ratedEvents') }),
    ui.ButtonSet.OK_CANCEL,
  );
  if (answer.getSelectedButton() !== ui.Button.OK) return null;
  return run('removeTournament', [answer.getResponseText()]);
}
