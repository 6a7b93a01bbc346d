// Exportar resultados… and Importar resultados… (rules §22): a centre's results and the centres'
// files through the browser's dialogs (fileActions.ts over fileDialogs.ts), no new permission.
// Exportar reads only — the centre's results built as the file's text, offered as a download;
// Importar's dialog sends every file picked in one call to `importCentreResults`, which runs
// the import as a menu press (the lock, the journal, the Registro, the page).
import { exportResults } from '../sheets/actions';
import { exportThroughDialog, importThroughDialog, runWithDialogFiles } from './fileActions';

/** The menu's "Exportar resultados…": the active tab's results (else the last game's) as a download, or an alert saying why not. */
export function showExportResultsDialog(): void {
  exportThroughDialog('showExportResultsDialog', 'menu.exportCentreResults', (context, spreadsheet) =>
    exportResults(context, { activeTab: spreadsheet.getActiveSheet().getName() }),
  );
}

/** The menu's "Importar resultados…": the file picker, several files at once. */
export function showImportCentresDialog(): void {
  importThroughDialog('menu.importCentreResults', {
    handler: 'importCentreResults',
    intro: 'simul.dialog.intro',
    accept: '.atril',
    multiple: true,
  });
}

/** The Importar resultados dialog's one call: the files picked, imported as a menu press (named by its menu item). */
export function importCentreResults(files: unknown): { ok: boolean; message: string } {
  return runWithDialogFiles(files, 'showImportCentresDialog', true);
}
