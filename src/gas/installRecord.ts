// What "Comprobar instalación" found (checkInstallation.ts), kept in one document property
// (`atril.install`, JSON) and read by every menu action, so that the code takes the safe path
// where a check found Google behaving otherwise than Atril assumes (docs/addon.md "Comprobar
// instalación"): the hand-written Spanish order where V8 lacks Spanish collation; a tab found
// by getSheetByName checked against its name where the lookup ignores case; no memory between
// actions where the document properties do not keep a value of the size Atril stores. Never
// run (no record): Atril's assumptions, each already guarded where it can be (core/text.ts
// checks the collation itself; nameText drops a leading apostrophe whatever the cells do).
import { setCollationMode } from '../core/text';
import { LayoutMemory } from './layoutMemory';
import { parseJson, readProperty, storeProperty } from './propertyValue';
import { SheetsWorkbook } from './sheetsWorkbook';
import { TabDirectory } from './tabDirectory';
import type { Properties } from './store';
import { INSTALL_KEY } from './storeKeys';

export { INSTALL_KEY };

/** The web app's address as ScriptApp.getService().getUrl() gives it: deployed (/exec), the editors' (/dev), none. */
export type { WebAppUrlKind } from './pageAddress';
import type { WebAppUrlKind } from './pageAddress';

/** Each behaviour tried; null where the check could not run. */
export interface InstallRecord {
  /** When the check ran (ISO 8601). */
  date: string;
  /** A plain-text ('@') cell keeps the leading apostrophe of a string written to it. */
  apostropheStored: boolean | null;
  /** getSheetByName finds a tab whatever the case of the name asked. */
  sheetNameIgnoresCase: boolean | null;
  /** V8's Intl.Collator('es') passes the collation check (core/text.ts collatesSpanish). */
  spanishCollation: boolean | null;
  /** The post-ES2020 built-ins this engine lacks (Atril uses none). */
  missingBuiltIns: string[];
  /** A value of PROPERTY_BYTES is kept and read back unchanged: document and script properties. */
  documentProperties: boolean | null;
  scriptProperties: boolean | null;
  webApp: WebAppUrlKind;
  /** The /exec address the page recorded when it was last opened (rules §13), or null (none yet). Absent in older records. */
  pageAddress?: string | null;
  scriptTimeZone: string;
  spreadsheetTimeZone: string;
}

/** What the code does differently after a check. */
export interface InstallDecisions {
  /** The hand-written Spanish order rather than V8's (core/text.ts). */
  fallbackCollation: boolean;
  /** Every tab getSheetByName returns is checked against the name asked (SheetsWorkbook). */
  exactTabNames: boolean;
  /** No layout memory or tab directory in the document properties (layoutMemory.ts, tabDirectory.ts). */
  remember: boolean;
}

/** The safe path for each failed check; Atril's assumptions where nothing was recorded. */
export function installDecisions(record: InstallRecord | null): InstallDecisions {
  return {
    fallbackCollation: record?.spanishCollation === false,
    exactTabNames: record?.sheetNameIgnoresCase === true,
    remember: record?.documentProperties !== false,
  };
}

/** The record, or null when the check never ran (or its value is damaged). One getProperty. Never throws. */
export function loadInstallRecord(properties: Properties | null): InstallRecord | null {
  const record = parseJson(readProperty(properties, INSTALL_KEY));
  return typeof record === 'object' && record !== null && typeof (record as InstallRecord).date === 'string'
    ? (record as InstallRecord)
    : null;
}

/** Keeps the record (one setProperty); false when the store refused. */
export function saveInstallRecord(properties: Properties | null, record: InstallRecord): boolean {
  return properties !== null && storeProperty(properties, INSTALL_KEY, JSON.stringify(record));
}

/**
 * The workbook a menu action works on, with the recorded decisions applied: the collation
 * chosen for this execution, the tab lookup, the memory between actions (`layouts`: false for
 * a reader that remembers nothing of what it lays out, the sidebar).
 */
export function installedWorkbook(
  spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet,
  properties: Properties | null,
  options: { layouts?: boolean } = {},
): SheetsWorkbook {
  const decisions = installDecisions(loadInstallRecord(properties));
  setCollationMode(decisions.fallbackCollation ? 'fallback' : 'auto');
  const memory = decisions.remember ? properties : null;
  return new SheetsWorkbook(
    spreadsheet,
    new LayoutMemory(options.layouts === false ? null : memory),
    new TabDirectory(memory),
    { exactTabNames: decisions.exactTabNames },
  );
}
