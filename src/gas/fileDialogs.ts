// Files through the browser, no new permission (rules §22; docs/architecture.md "Files through
// the browser"): both editions keep the `spreadsheets.currentonly` scope, so an Atril file comes
// in through the browser's file picker and goes out as a download the browser saves, in a
// modal dialog. Two generic dialogs, for any handler and any kind of file:
//
// - OPEN (`showOpenDialog`): an `<input type=file>` (one file, or several), each file read as
//   UTF-8 text in the browser and sent with its name, in ONE google.script.run call, to the
//   global named `handler` as `(files, ...args)`; the handler's reply `{ ok, message }` is
//   shown in the dialog. The handler checks what came (`dialogFiles`) and runs its action
//   (handlers.ts `runFromDialog`: the lock, the journal, the Registro).
// - SAVE (`showSaveDialog`): the server has built the text; the dialog offers it as a download
//   (a Blob and an `<a download>`), with the action's message above it.
//
// The page's script is a few lines of ES5 written here, not a bundle of its own (unlike Cargar
// léxico's compiler, lexiconPage.ts): the dialog's texts and settings travel as JSON in a block
// that is not run, with "<" escaped.
import { type Language, type MessageKey, t } from '../i18n';

export const FILE_DIALOG_WIDTH = 520;
export const FILE_DIALOG_HEIGHT = 260;

/** The most characters of one file a dialog sends (an Atril file is ≤ 100 kB, rules §22), and of all of them. */
export const MOST_FILE_CHARS = 400000;
export const MOST_FILES_CHARS = 10000000;
/** The most files one call carries. */
export const MOST_FILES = 1000;

export interface OpenDialog {
  /** The global the dialog calls with `(files, ...args)`: files as `{ name, text }[]`. */
  handler: string;
  /** What the dialog says above the picker. */
  intro: string;
  /** The picker's filter (`.atril`): the browser shows those files first; the server reads what comes. */
  accept: string;
  /** Several files at once (Importar resultados) or one (Cargar partida). */
  multiple: boolean;
  /** JSON values handed back after the files (the tab active when the menu was pressed). */
  args?: unknown[];
}

export interface SaveDialog {
  /** The action's message, shown above the link. */
  message: string;
  /** The name the browser saves under. */
  fileName: string;
  text: string;
  /** The download's type (default text/plain, UTF-8). */
  mime?: string;
}

/** One file as the OPEN dialog sends it. */
export interface DialogFile {
  name: string;
  text: string;
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE =
  '<style>body{font:14px Arial,sans-serif;margin:12px}p{margin:0 0 12px;white-space:pre-wrap}' +
  'button,a.fd-save{font:inherit;padding:6px 16px;margin:10px 8px 0 0;display:inline-block}' +
  '#fd-status{white-space:pre-wrap;margin-top:12px}#fd-status.bad{color:#b00020}</style>';

// The OPEN dialog's script (ES5: it runs as written in the arbiter's browser; no `function name(`
// declaration, which a reader of the bundle would take for a global).
const OPEN_SCRIPT = `(function(){
var c=JSON.parse(document.getElementById('fd-config').textContent),$=function(i){return document.getElementById(i)};
var b=$('fd-send');
var say=function(x,bad){$('fd-status').textContent=x;$('fd-status').className=bad?'bad':'';};
var fail=function(e){say(String((e&&e.message)||e),true);b.disabled=false;};
$('fd-close').onclick=function(){google.script.host.close();};
b.onclick=function(){
var fs=$('fd-file').files;if(!fs||!fs.length)return say(c.texts.noFile,true);
b.disabled=true;say(c.texts.reading);
var out=[],left=fs.length;
Array.prototype.forEach.call(fs,function(f,i){var r=new FileReader();
r.onerror=function(){fail(r.error);};
r.onload=function(){out[i]={name:f.name,text:String(r.result)};if(--left===0){
var run=google.script.run.withSuccessHandler(function(a){say(a.message,!a.ok);b.disabled=false;}).withFailureHandler(fail);
run[c.handler].apply(run,[out].concat(c.args));}};
r.readAsText(f,'utf-8');});};
})();`;

// The SAVE dialog's script: the text as a Blob behind a link the browser saves.
const SAVE_SCRIPT = `(function(){
var c=JSON.parse(document.getElementById('fd-config').textContent),a=document.getElementById('fd-save');
a.href=URL.createObjectURL(new Blob([c.text],{type:c.mime}));a.download=c.fileName;
document.getElementById('fd-close').onclick=function(){google.script.host.close();};
})();`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attribute = (text: string) => escape(text).replace(/"/g, '&quot;');

const page = (lang: Language, body: string, config: unknown, script: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">${STYLE}</head><body>${body}` +
  `<script type="application/json" id="fd-config">${json(config)}</script><script>${script}</script></body></html>`;

/** The OPEN dialog's page in `lang`. */
export function openDialogHtml(lang: Language, dialog: OpenDialog): string {
  const texts = Object.fromEntries(
    (['noFile', 'reading'] as const).map((key) => [key, t(lang, `fileDialog.${key}` as MessageKey)]),
  );
  const body =
    `<p>${escape(dialog.intro)}</p>` +
    `<label for="fd-file">${escape(t(lang, dialog.multiple ? 'fileDialog.pickMany' : 'fileDialog.pick'))}</label> ` +
    `<input type="file" id="fd-file" accept="${attribute(dialog.accept)}"${dialog.multiple ? ' multiple' : ''}><br>` +
    `<button type="button" id="fd-send">${escape(t(lang, 'fileDialog.send'))}</button>` +
    `<button type="button" id="fd-close">${escape(t(lang, 'fileDialog.close'))}</button>` +
    `<div id="fd-status" role="status"></div>`;
  return page(lang, body, { handler: dialog.handler, args: dialog.args ?? [], texts }, OPEN_SCRIPT);
}

/** The SAVE dialog's page in `lang`. */
export function saveDialogHtml(lang: Language, dialog: SaveDialog): string {
  const body =
    `<p>${escape(dialog.message)}</p>` +
    `<a class="fd-save" id="fd-save" href="#">${escape(t(lang, 'fileDialog.save', { file: dialog.fileName }))}</a>` +
    `<button type="button" id="fd-close">${escape(t(lang, 'fileDialog.close'))}</button>`;
  const config = { fileName: dialog.fileName, text: dialog.text, mime: dialog.mime ?? 'text/plain;charset=utf-8' };
  return page(lang, body, config, SAVE_SCRIPT);
}

/** Shows the OPEN dialog under `title`. */
export function showOpenDialog(ui: GoogleAppsScript.Base.Ui, lang: Language, title: string, dialog: OpenDialog): void {
  const output = HtmlService.createHtmlOutput(openDialogHtml(lang, dialog))
    .setWidth(FILE_DIALOG_WIDTH)
    .setHeight(FILE_DIALOG_HEIGHT);
  ui.showModalDialog(output, title);
}

/** Shows the SAVE dialog under `title`. */
export function showSaveDialog(ui: GoogleAppsScript.Base.Ui, lang: Language, title: string, dialog: SaveDialog): void {
  const output = HtmlService.createHtmlOutput(saveDialogHtml(lang, dialog))
    .setWidth(FILE_DIALOG_WIDTH)
    .setHeight(FILE_DIALOG_HEIGHT);
  ui.showModalDialog(output, title);
}

/**
 * The files an OPEN dialog sent, checked before anything reads them: an array of `{ name, text }`
 * (strings; one file unless `multiple`), each under MOST_FILE_CHARS and all under
 * MOST_FILES_CHARS; else an Error in `lang` (shown in the dialog).
 */
export function dialogFiles(value: unknown, lang: Language, multiple: boolean): DialogFile[] {
  const good =
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= (multiple ? MOST_FILES : 1) &&
    value.every(
      (file) =>
        file !== null &&
        typeof file === 'object' &&
        typeof (file as DialogFile).name === 'string' &&
        (file as DialogFile).name.length <= 255 &&
        typeof (file as DialogFile).text === 'string',
    );
  if (!good) throw new Error(t(lang, 'fileDialog.bad'));
  const files = (value as DialogFile[]).map(({ name, text }) => ({ name, text }));
  const big = files.find((file) => file.text.length > MOST_FILE_CHARS);
  const total = files.reduce((sum, file) => sum + file.text.length, 0);
  if (big || total > MOST_FILES_CHARS) {
    const file = big ?? files[files.length - 1];
    throw new Error(
      t(lang, 'fileDialog.tooBig', {
        file: file.name,
        size: Math.ceil(file.text.length / 1000),
        max: (big ? MOST_FILE_CHARS : MOST_FILES_CHARS) / 1000,
      }),
    );
  }
  return files;
}
