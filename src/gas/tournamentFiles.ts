// The federation's list in Google Sheets (rules §23): Exportar torneo… (a download the browser
// saves), Importar torneos… (the browser's file picker, several files; the dialog's one call,
// `importTournamentFiles`, runs the import as the menu runs an action: the lock, the journal,
// the Registro), Volver a valorar and Quitar torneo (a prompt for the name, asked before the
// lock). No new scope: files travel only through the dialogs (rules §22). The generic open
// dialog the game files use can call `importTournamentFiles` with the same [{name, text}].
import { renderError } from '../core/errors';
import { type Language, type MessageKey, t } from '../i18n';
import { exportTournament as exportAction, workbookLanguage } from '../sheets/actions';
import type { ActionResult } from '../sheets/actions/action';
import { escapeHtml } from '../sheets/grid/html';
import { pressContext, run, runFromDialog } from './handlers';
import { installedWorkbook } from './installRecord';
import { userLanguage } from './language';
import { menuContext } from './menuContext';
import { SheetsWorkbook } from './sheetsWorkbook';
import { documentStore } from './store';

/** The most files one import takes, and a file's most characters: far above a season, never without bound. */
export const MOST_FILES = 1000;
export const MOST_FILE_CHARS = 5_000_000;

const DIALOG_WIDTH = 520;
const DIALOG_HEIGHT = 320;

/** The dialog's texts as JSON in a block that is not run ("<" escaped). */
function textsJson(lang: Language, keys: readonly MessageKey[]): string {
  return JSON.stringify(Object.fromEntries(keys.map((key) => [key, t(lang, key)]))).replace(/</g, '\\u003c');
}

/** The download page: the file's text kept in the page, saved by the browser under `fileName`. */
export function downloadHtml(lang: Language, fileName: string, text: string, message: string): string {
  const data = JSON.stringify({ fileName, text }).replace(/</g, '\\u003c');
  const script =
    "var d=JSON.parse(document.getElementById('d').textContent);" +
    "document.getElementById('save').onclick=function(){var b=new Blob([d.text],{type:'text/plain;charset=utf-8'});" +
    "var a=document.createElement('a');a.href=URL.createObjectURL(b);a.download=d.fileName;document.body.appendChild(a);a.click();a.remove();};";
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font:14px sans-serif">` +
    `<p>${escapeHtml(message)}</p><p><button id="save">${escapeHtml(t(lang, 'list.dialog.save', { file: fileName }))}</button></p>` +
    `<script type="application/json" id="d">${data}</script><script>${script}</script></body></html>`
  );
}

/** Importar torneos…'s page: the picker (several files), then one call with every file's name and text. */
export function importHtml(lang: Language): string {
  const keys = ['list.dialog.intro', 'list.dialog.import', 'list.dialog.reading', 'list.import.noFiles'] as const;
  const script =
    "var x=JSON.parse(document.getElementById('x').textContent),o=document.getElementById('out');" +
    "document.getElementById('go').onclick=function(){var fs=document.getElementById('f').files;" +
    "if(!fs.length){o.textContent=x['list.import.noFiles'];return;}o.textContent=x['list.dialog.reading'];" +
    'this.disabled=true;var b=this,all=[],left=fs.length;' +
    'Array.prototype.forEach.call(fs,function(f,i){var r=new FileReader();r.onload=function(){all[i]={name:f.name,text:String(r.result)};' +
    'if(--left===0)google.script.run.withSuccessHandler(function(v){o.textContent=v.message;b.disabled=false;})' +
    '.withFailureHandler(function(e){o.textContent=e.message;b.disabled=false;}).importTournamentFiles(all);};' +
    "r.readAsText(f,'utf-8');});};";
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font:14px sans-serif">` +
    `<script type="application/json" id="x">${textsJson(lang, keys)}</script>` +
    `<p>${escapeHtml(t(lang, 'list.dialog.intro'))}</p><input id="f" type="file" multiple accept=".atril,.trf,.txt">` +
    `<p><button id="go">${escapeHtml(t(lang, 'list.dialog.import'))}</button></p><p id="out" style="white-space:pre-wrap"></p>` +
    `<script>${script}</script></body></html>`
  );
}

/** The menu's Exportar torneo…: reads only; a refusal is said, else the download dialog. */
export function exportTournament(): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = menuContext(userLang);
  let lang = userLang;
  try {
    const workbook = installedWorkbook(spreadsheet, documentStore.properties(), { layouts: false });
    lang = workbookLanguage(workbook, userLang);
    const result = exportAction({ workbook, lang: userLang });
    if (!result.ok) {
      ui.alert(t(result.lang, 'action.title'), result.message, ui.ButtonSet.OK);
      return;
    }
    const page = HtmlService.createHtmlOutput(downloadHtml(result.lang, result.fileName, result.text, result.message))
      .setWidth(DIALOG_WIDTH)
      .setHeight(DIALOG_HEIGHT);
    ui.showModalDialog(page, t(result.lang, 'menu.exportTournament'));
  } catch (error) {
    ui.alert(t(lang, 'action.errorTitle'), renderError(error, lang), ui.ButtonSet.OK);
  }
}

/** The menu's Importar torneos…: the picker, in the workbook's language. */
export function showImportTournaments(): void {
  const userLang = userLanguage();
  const { ui, spreadsheet } = menuContext(userLang);
  const lang = workbookLanguage(new SheetsWorkbook(spreadsheet), userLang);
  const page = HtmlService.createHtmlOutput(importHtml(lang)).setWidth(DIALOG_WIDTH).setHeight(DIALOG_HEIGHT);
  ui.showModalDialog(page, t(lang, 'menu.importTournaments'));
}

/** The files a dialog sent, as the import takes them; anything else is refused before the lock. */
function eventFiles(files: unknown, lang: Language): { name: string; text: string }[] {
  const good =
    Array.isArray(files) &&
    files.length <= MOST_FILES &&
    files.every(
      (file) =>
        file !== null &&
        typeof file === 'object' &&
        typeof (file as { name?: unknown }).name === 'string' &&
        (file as { name: string }).name.length <= 255 &&
        typeof (file as { text?: unknown }).text === 'string' &&
        (file as { text: string }).text.length <= MOST_FILE_CHARS,
    );
  if (!good) throw new Error(t(lang, 'list.dialog.badFiles'));
  return (files as { name: string; text: string }[]).map(({ name, text }) => ({ name, text }));
}

/** The dialog's one call: the files imported under the lock, as a menu action (rules §17). */
export function importTournamentFiles(files: unknown): { ok: boolean; message: string } {
  const userLang = userLanguage();
  pressContext(userLang, 'showImportTournaments');
  // Named by its menu item, as Cargar léxico…'s last call is: the Registro and the journal say «Importar torneos…».
  return runFromDialog('showImportTournaments', [eventFiles(files, userLang)]);
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
