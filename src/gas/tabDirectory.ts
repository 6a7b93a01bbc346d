// Every tab's name as the last action that knew them saw them (issue 11 item 7: ≤ 30
// SpreadsheetApp calls per action, the same in a one-tournament workbook and in a season of
// 24 tabs). SheetsWorkbook finds a known tab by its exact name (Spreadsheet.getSheetByName,
// one call); what that cannot tell is that a tab is absent under every other way of writing
// its name ("temporada", "Configuration"): only the list of every name can, and listing costs
// a call per tab. So the list is remembered between actions, and trusted only while the
// workbook has as many tabs as it had then (Spreadsheet.getNumSheets, one call): a tab added
// or deleted by hand makes the next action list them again, and a tab the list names that a
// lookup does not find (renamed by hand) makes that action list them again at once.
//
// One document property (`atril.tabs`, JSON: the names in tab order), read at most once per
// action and written at its end when it changed. What the memory cannot see: a tab renamed by
// hand into another way of writing a known tab's name ("Hoja 5" → "temporada") while no tab is
// added or deleted, until the next action that lists every tab (docs/addon.md "Calls per action").

import { parseJson, readProperty, storeProperty } from './propertyValue';
import type { Properties } from './store';
import { TABS_KEY } from './storeKeys';

export { TABS_KEY };

export class TabDirectory {
  private stored: string | null | undefined = undefined;

  /** `properties`: the document's; null where there are none (nothing is remembered). */
  constructor(private readonly properties: Properties | null) {}

  /** The names as last saved, in tab order; null when none were (or the value is not a list of names). */
  load(): string[] | null {
    if (this.stored === undefined) this.stored = readProperty(this.properties, TABS_KEY);
    const names = parseJson(this.stored);
    return Array.isArray(names) && names.every((name) => typeof name === 'string') ? (names as string[]) : null;
  }

  /** Remembers `names`, in tab order (one setProperty, only when they changed; a list over the property's size is not kept). Never throws. */
  save(names: readonly string[]): void {
    this.store(JSON.stringify(names));
  }

  /** Forgets the names (out of date, and not known now): the next action lists them. Never throws. */
  forget(): void {
    this.store(null);
  }

  private store(value: string | null): void {
    if (this.properties === null) return;
    this.load();
    if (value === this.stored) return;
    // Refused, the list is deleted: an out-of-date list must not stay, the next action lists the tabs.
    this.stored = storeProperty(this.properties, TABS_KEY, value) ? value : null;
  }
}
