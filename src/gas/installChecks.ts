// The live tries of "Comprobar instalación" (docs/addon.md "Comprobar instalación"): each
// behaviour the Apps Script reference leaves open and Atril relies on, tried on this very
// spreadsheet, in this very engine — on a scratch tab made for it and deleted after, with a
// property written and deleted in each store. Each try returns what it found (the record,
// installRecord.ts) and a line for the report; a try that throws is reported, never fatal.
import { renderError } from '../core/errors';
import { collatesSpanish, intlSpanishCompare } from '../core/text';
import { t, type Language, type MessageKey, type Params } from '../i18n';
import type { InstallRecord, WebAppUrlKind } from './installRecord';
import { PROPERTY_BYTES, utf8Bytes } from './propertyValue';
import { webAppUrlKind } from './pageAddress';
import type { LiveServices } from './liveServices';
import type { Properties } from './store';
import { CHECK_KEY } from './storeKeys';

export { webAppUrlKind } from './pageAddress';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export type CheckId = 'apostrophe' | 'sheetName' | 'collation' | 'builtIns' | 'properties' | 'webApp' | 'timeZone';
/** ok: as Atril assumes; guarded: otherwise, and Atril takes the safe path; error: the try itself failed. */
export type CheckStatus = 'ok' | 'guarded' | 'error';

export interface CheckLine {
  id: CheckId;
  status: CheckStatus;
  /** What was found, in the director's language. */
  detail: string;
}

export interface InstallReport {
  lang: Language;
  record: InstallRecord;
  lines: CheckLine[];
}

/** The built-ins newer than ES2020 that issue 20 found the code once relied on; Atril's source uses none. */
export const POST_ES2020_BUILT_INS: readonly [string, () => unknown][] = [
  ['Array.prototype.at', () => (Array.prototype as unknown as Record<string, unknown>)['at']],
  ['String.prototype.replaceAll', () => (String.prototype as unknown as Record<string, unknown>)['replaceAll']],
  ['Object.hasOwn', () => (Object as unknown as Record<string, unknown>)['hasOwn']],
  ['Array.prototype.findLast', () => (Array.prototype as unknown as Record<string, unknown>)['findLast']],
];

/** The text written in the scratch tab: a name as Atril writes it (rules §9: with a leading apostrophe). */
const PROBE_NAME = 'Ana Núñez';

/** A value of exactly PROPERTY_BYTES bytes of UTF-8, two-byte letters included (the size Atril keeps, propertyValue.ts). */
export function propertyProbe(): string {
  const head = 'ñ'.repeat(500);
  return head + 'a'.repeat(PROPERTY_BYTES - utf8Bytes(head));
}

/** What the live services add to the tries: the script's store and the web app (rules §15: none in the add-on). */
export type LiveChecks = Pick<LiveServices, 'scriptStore' | 'webAppUrl' | 'recordedPageAddress'>;

/**
 * Runs every try. `scratchName`: the tab to make and delete (no tab may have it, in any case).
 * `document`: the document's properties (null where there are none); `live`: the edition's
 * live services, null where it keeps nothing in the script's store and has no web app.
 */
export function runInstallChecks(
  spreadsheet: Spreadsheet,
  lang: Language,
  scratchName: string,
  document: Properties | null,
  live: LiveChecks | null,
): InstallReport {
  const lines: CheckLine[] = [];
  const line = (id: CheckId, status: CheckStatus, key: MessageKey, params: Params = {}) =>
    lines.push({ id, status, detail: t(lang, key, params) });
  const failed = (id: CheckId, error: unknown) =>
    lines.push({ id, status: 'error', detail: t(lang, 'install.failed', { reason: renderError(error, lang) }) });
  const record: InstallRecord = {
    date: new Date().toISOString(),
    apostropheStored: null,
    sheetNameIgnoresCase: null,
    spanishCollation: null,
    missingBuiltIns: [],
    documentProperties: null,
    scriptProperties: null,
    webApp: 'none',
    scriptTimeZone: '',
    spreadsheetTimeZone: '',
  };

  // The scratch tab: an apostrophe written into a plain-text cell, and the tab asked for in another case.
  let scratch: Sheet | null = null;
  try {
    scratch = spreadsheet.insertSheet(scratchName, spreadsheet.getNumSheets());
    try {
      const cells = scratch.getRange(1, 1, 1, 2);
      scratch.getRange(1, 1).setNumberFormat('@');
      // As SheetsWorkbook writes every string (rules §9): A1 plain text, B1 automatic.
      cells.setValues([[`'${PROBE_NAME}`, `'${PROBE_NAME}`]]);
      SpreadsheetApp.flush();
      const [plain, automatic] = cells.getValues()[0];
      if (automatic !== PROBE_NAME) throw new Error(`B1: ${String(automatic)}`);
      record.apostropheStored = plain !== PROBE_NAME;
      if (record.apostropheStored) line('apostrophe', 'guarded', 'install.apostrophe.stored');
      else line('apostrophe', 'ok', 'install.apostrophe.dropped');
    } catch (error) {
      failed('apostrophe', error);
    }
    try {
      const exact = spreadsheet.getSheetByName(scratchName);
      if (!exact) throw new Error(`getSheetByName("${scratchName}"): null`);
      const other = spreadsheet.getSheetByName(scratchName.toUpperCase());
      record.sheetNameIgnoresCase = other !== null;
      if (record.sheetNameIgnoresCase) line('sheetName', 'guarded', 'install.sheetName.ignoresCase');
      else line('sheetName', 'ok', 'install.sheetName.exact');
    } catch (error) {
      failed('sheetName', error);
    }
  } catch (error) {
    failed('apostrophe', error);
    failed('sheetName', error);
  } finally {
    if (scratch) {
      try {
        spreadsheet.deleteSheet(scratch);
      } catch {
        // Reported by the handler: the scratch tab stays, the director may delete it.
      }
    }
  }

  // V8's Spanish collation (core/text.ts): the same check the core makes before using it.
  try {
    record.spanishCollation = collatesSpanish(intlSpanishCompare());
  } catch {
    record.spanishCollation = false;
  }
  if (record.spanishCollation) line('collation', 'ok', 'install.collation.intl');
  else line('collation', 'guarded', 'install.collation.fallback');

  // The post-ES2020 built-ins: reported only (Atril's source uses none of them).
  record.missingBuiltIns = POST_ES2020_BUILT_INS.filter(([, get]) => typeof get() !== 'function').map(([name]) => name);
  if (record.missingBuiltIns.length === 0)
    line('builtIns', 'ok', 'install.builtIns.all', { names: POST_ES2020_BUILT_INS.map(([name]) => name).join(', ') });
  else line('builtIns', 'ok', 'install.builtIns.missing', { missing: record.missingBuiltIns.join(', ') });

  // A round trip at the size Atril keeps per value, in each store it uses.
  const probe = propertyProbe();
  const roundTrip = (store: Properties | null): string | null => {
    if (store === null) return t(lang, 'install.properties.none');
    try {
      store.setProperty(CHECK_KEY, probe);
      const back = store.getProperty(CHECK_KEY);
      return back === probe ? null : t(lang, 'install.properties.differs');
    } catch (error) {
      return renderError(error, lang);
    } finally {
      try {
        store.deleteProperty(CHECK_KEY);
      } catch {
        // Nothing more to do.
      }
    }
  };
  const documentFailure = roundTrip(document);
  const scriptFailure = live ? roundTrip(live.scriptStore.properties()) : null;
  record.documentProperties = documentFailure === null;
  record.scriptProperties = live ? scriptFailure === null : null;
  const bytes = PROPERTY_BYTES;
  if (documentFailure === null && scriptFailure === null) line('properties', 'ok', 'install.properties.ok', { bytes });
  if (documentFailure !== null)
    line('properties', 'guarded', 'install.properties.document', { bytes, reason: documentFailure });
  if (scriptFailure !== null)
    line('properties', 'guarded', 'install.properties.script', { bytes, reason: scriptFailure });

  // The web app's address: what getUrl gives here, and the /exec one the page recorded when
  // opened (rules §13) — the one the menu uses (pageAddress.ts; a typed link wins: pageLink.ts).
  // The add-on has none (rules §15).
  if (live)
    try {
      const url = live.webAppUrl();
      record.webApp = webAppUrlKind(url);
      record.pageAddress = live.recordedPageAddress();
      const key: Record<WebAppUrlKind, MessageKey> = {
        exec: 'install.webApp.exec',
        dev: 'install.webApp.dev',
        none: 'install.webApp.none',
        other: 'install.webApp.other',
      };
      if (record.pageAddress !== null)
        line('webApp', 'ok', 'install.webApp.recorded', { url: record.pageAddress, menu: url ?? '' });
      else line('webApp', record.webApp === 'exec' ? 'ok' : 'guarded', key[record.webApp], { url: url ?? '' });
    } catch (error) {
      failed('webApp', error);
    }

  // The clocks: Atril dates by the spreadsheet's (SheetsWorkbook.timeZone).
  try {
    record.scriptTimeZone = Session.getScriptTimeZone();
    record.spreadsheetTimeZone = spreadsheet.getSpreadsheetTimeZone();
    if (record.scriptTimeZone === record.spreadsheetTimeZone)
      line('timeZone', 'ok', 'install.timeZone.same', { zone: record.spreadsheetTimeZone });
    else
      line('timeZone', 'guarded', 'install.timeZone.differs', {
        script: record.scriptTimeZone,
        spreadsheet: record.spreadsheetTimeZone,
      });
  } catch (error) {
    failed('timeZone', error);
  }

  return { lang, record, lines };
}
