// The "Imprimir pestaña" dialog (rules §12, docs/print.md): the print view with a bar above it
// — Print (window.print(): the dialog's frame prints, the browser's own dialog also saves a
// PDF), Open in a new tab (for the browsers and tablets that will not print inside a dialog),
// and the optional link to Google's own PDF export. The bar is hidden on paper.
// Apps Script serves the dialog in an iframe sandboxed with allow-modals (window.print),
// allow-popups and allow-popups-to-escape-sandbox, allow-same-origin: the new tab is opened
// from a blob: URL of the same page made in the browser (a data: URL may not be opened as a
// top-level page in Chrome), so the view travels once and the server is not asked again.
import { t, type Language } from '../i18n';
import { escapeHtml } from '../sheets/grid/html';
import type { Paper } from '../sheets/grid/printView';

/** The dialog's size in pixels: as large as Sheets shows comfortably on a laptop. */
export const DIALOG_WIDTH = 960;
export const DIALOG_HEIGHT = 640;

/**
 * Google's export of one tab as a PDF, fitted to the page's width, in the view's paper and
 * orientation. Undocumented by Google (docs/print.md): offered beside the view, never instead.
 */
export function googlePdfLink(spreadsheetId: string, sheetId: number, paper: Paper, landscape: boolean): string {
  const params = [
    'format=pdf',
    `gid=${sheetId}`,
    `size=${paper === 'Letter' ? 'letter' : 'A4'}`,
    `portrait=${landscape ? 'false' : 'true'}`,
    'fitw=true',
    'gridlines=false',
    'printtitle=false',
    'sheetnames=false',
    'pagenum=UNDEFINED',
    'fzr=true',
  ];
  return `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}/export?${params.join('&')}`;
}

/** The bar's script: the buttons work on the page they are in (no server call). */
const SCRIPT = `
(function () {
  var bar = document.getElementById('atril-print-bar');
  document.getElementById('atril-print').addEventListener('click', function () { window.print(); });
  document.getElementById('atril-open').addEventListener('click', function () {
    var page = document.documentElement.cloneNode(true);
    var strip = page.querySelectorAll('#atril-print-bar, #atril-print-style, #atril-print-script');
    for (var i = 0; i < strip.length; i++) strip[i].parentNode.removeChild(strip[i]);
    var blob = new Blob(['<!DOCTYPE html>\\n' + page.outerHTML], { type: 'text/html' });
    var opened = window.open(URL.createObjectURL(blob), '_blank');
    if (!opened) document.getElementById('atril-blocked').hidden = false;
  });
  bar.hidden = false;
})();`;

const STYLE = [
  '#atril-print-bar { position: sticky; top: 0; background: #f1f3f4; padding: 8px 12px; margin: -12px -12px 12px;',
  '  font: 13px Arial, sans-serif; border-bottom: 1px solid #dadce0; z-index: 1; }',
  '#atril-print-bar button { font: inherit; padding: 6px 14px; margin-right: 8px; cursor: pointer; }',
  '#atril-print-bar p { margin: 6px 0 0; color: #444; }',
  '#atril-blocked { color: #b00020; }',
  '@media print { #atril-print-bar { display: none !important; } }',
].join('\n');

export interface PrintDialogOptions {
  lang: Language;
  /** Google's PDF export of the tab (googlePdfLink); omitted when not known. */
  googlePdf?: string | null;
}

/** The dialog's page: the print view with the bar at the top of its body. */
export function printDialogHtml(view: string, { lang, googlePdf }: PrintDialogOptions): string {
  const link = googlePdf
    ? `<a href="${escapeHtml(googlePdf)}" target="_blank" rel="noopener" title="${escapeHtml(t(lang, 'print.googlePdfNote'))}">${escapeHtml(t(lang, 'print.googlePdf'))}</a>`
    : '';
  const bar = [
    '<div id="atril-print-bar" hidden>',
    `<button type="button" id="atril-print">${escapeHtml(t(lang, 'print.print'))}</button>`,
    `<button type="button" id="atril-open">${escapeHtml(t(lang, 'print.openTab'))}</button>`,
    link,
    `<p>${escapeHtml(t(lang, 'print.hint'))}</p>`,
    `<p id="atril-blocked" hidden>${escapeHtml(t(lang, 'print.popupBlocked'))}</p>`,
    '</div>',
  ].join('');
  // Replacer functions: nothing in the page is read as a replacement pattern ("$&").
  return view
    .replace('</head>', () => `<style id="atril-print-style">\n${STYLE}\n</style>\n</head>`)
    .replace(/<body([^>]*)>/, (body) => `${body}\n${bar}`)
    .replace('</body>', () => `<script id="atril-print-script">${SCRIPT}</script>\n</body>`);
}
