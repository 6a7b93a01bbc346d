// "Comprobar instalación" (docs/addon.md "Comprobar instalación"): the menu item a director
// runs once after installing. Under the document lock it tries live what the Apps Script
// reference leaves open (installChecks.ts), records what it found in the document properties
// (installRecord.ts: every later action takes the safe path where a check failed), flushes,
// releases the lock, and only then shows the report in the sidebar — each check, what it
// found, and the same as plain text to copy (rules §8: nothing shown while holding the lock).
import { renderError } from '../core/errors';
import { t, type Language } from '../i18n';
import { escapeHtml } from '../sheets/grid/html';
import { type CheckStatus, type InstallReport, runInstallChecks } from './installChecks';
import { saveInstallRecord } from './installRecord';
import { userLanguage } from './language';
import { menuContext } from './menuContext';
import { edition } from './edition';
import { documentStore } from './store';
import { lockDocument } from './documentLock';

const STATUS_KEY = {
  ok: 'install.status.ok',
  guarded: 'install.status.guarded',
  error: 'install.status.error',
} as const;
/** The mark in the copyable text: readable in any mail or chat. */
const STATUS_MARK: Record<CheckStatus, string> = { ok: '[OK]', guarded: '[!]', error: '[?]' };

const CHECK_TITLE = {
  apostrophe: 'install.apostrophe',
  sheetName: 'install.sheetName',
  collation: 'install.collation',
  builtIns: 'install.builtIns',
  properties: 'install.properties',
  webApp: 'install.webApp',
  timeZone: 'install.timeZone',
} as const;

/** The report as plain text (what the director copies and sends). */
export function installReportText(report: InstallReport): string {
  const { lang } = report;
  const lines = [t(lang, 'install.textTitle', { date: report.record.date })];
  for (const line of report.lines)
    lines.push(`${STATUS_MARK[line.status]} ${t(lang, CHECK_TITLE[line.id])}: ${line.detail}`);
  return lines.join('\n');
}

const STYLE = `body{font-family:Arial,sans-serif;font-size:13px;margin:12px;color:#202124}
h2{font-size:16px;margin:0 0 8px}h3{font-size:13px;margin:12px 0 2px}p{margin:2px 0}
.ok{color:#137333}.guarded{color:#b06000}.error{color:#b3261e}
textarea{width:100%;height:160px;font-size:11px;margin-top:4px}button{margin-top:4px;padding:6px 12px}`;

/** The sidebar: each check with its status, whether the result was kept, and the text to copy. */
export function installReportHtml(report: InstallReport, saved: string | null): string {
  const { lang } = report;
  const e = (text: string) => escapeHtml(text);
  const parts = [`<h2>${e(t(lang, 'install.title'))}</h2>`, `<p>${e(t(lang, 'install.intro'))}</p>`];
  for (const line of report.lines) {
    parts.push(
      `<h3>${e(t(lang, CHECK_TITLE[line.id]))} — <span class="${line.status}">${e(t(lang, STATUS_KEY[line.status]))}</span></h3>`,
      `<p data-check="${line.id}" data-status="${line.status}">${e(line.detail)}</p>`,
    );
  }
  parts.push(
    `<p class="${saved === null ? 'ok' : 'error'}">${e(saved === null ? t(lang, 'install.recorded', { date: report.record.date }) : t(lang, 'install.notRecorded', { reason: saved }))}</p>`,
    `<h3>${e(t(lang, 'install.copy'))}</h3>`,
    `<textarea id="report" readonly>${e(installReportText(report))}</textarea>`,
    `<button id="copy">${e(t(lang, 'install.copyButton'))}</button>`,
  );
  const copied = JSON.stringify(t(lang, 'install.copied'));
  const script = `document.getElementById('copy').addEventListener('click', function () {
  var text = document.getElementById('report');
  text.select();
  document.execCommand('copy');
  this.textContent = ${copied.replace(/</g, '\\u003c')};
});`;
  return `<!DOCTYPE html><html lang="${lang}"><head><base target="_top"><meta charset="utf-8"><style>${STYLE}</style></head><body>${parts.join('\n')}<script>${script}</script></body></html>`;
}

/** A scratch tab's name as scratchName makes them, in either language: Atril's own, never a director's. */
function isScratch(name: string): boolean {
  return (['es', 'en'] as const).some((lang) => {
    const [head, tail] = t(lang, 'install.scratchTab', { id: '\u0000' }).split('\u0000');
    const id = name.slice(head.length, name.length - tail.length);
    return name.startsWith(head) && name.endsWith(tail) && /^\d{4}$/.test(id);
  });
}

/**
 * A scratch tab's name no tab has (in any case): "Atril comprobación 4821". A scratch tab a
 * check cut short left behind (rules §17) is deleted first: pressed again, the check ends as
 * one uncut check.
 */
function scratchName(spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet, lang: Language): string {
  const sheets = spreadsheet.getSheets().map((sheet) => ({ sheet, name: sheet.getName() }));
  const left = sheets.filter(({ name }) => isScratch(name));
  for (const { sheet } of left.length < sheets.length ? left : []) spreadsheet.deleteSheet(sheet);
  const taken = new Set(sheets.filter(({ name }) => !isScratch(name)).map(({ name }) => name.toLowerCase()));
  for (;;) {
    const name = t(lang, 'install.scratchTab', { id: Math.floor(1000 + Math.random() * 9000) });
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** "Comprobar instalación": tries, records, then shows the report. Returns the record (for google.script.run), or null. */
export function checkInstallation(): InstallReport | null {
  const lang = userLanguage();
  // The Ui first, before the lock or the scratch tab: from the public page it refuses at once.
  const { ui, spreadsheet } = menuContext(lang);
  const flushAndRelease = lockDocument();
  if (!flushAndRelease) {
    ui.alert(t(lang, 'action.title'), t(lang, 'action.busy'), ui.ButtonSet.OK);
    return null;
  }
  let report: InstallReport;
  let saved: string | null = null;
  try {
    const document = documentStore.properties();
    // rules §15: the add-on (no live services) tries no script store (every club's) and has no web app.
    report = runInstallChecks(spreadsheet, lang, scratchName(spreadsheet, lang), document, edition().live);
    try {
      if (!saveInstallRecord(document, report.record))
        saved = t(lang, document === null ? 'install.properties.none' : 'install.properties.refused');
    } catch (error) {
      saved = renderError(error, lang);
    }
  } finally {
    flushAndRelease();
  }
  ui.showSidebar(HtmlService.createHtmlOutput(installReportHtml(report, saved)).setTitle(t(lang, 'install.title')));
  return report;
}
