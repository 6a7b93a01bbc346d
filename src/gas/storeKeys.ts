// Every key Atril keeps in a store (store.ts), in one list: what a director or a reviewer finds
// in Extensiones › Apps Script › Configuración del proyecto › Propiedades, and what no two
// features may both use. All begin with `atril.`.

// The document's properties (this spreadsheet's, both editions).
/** The layouts laid out, per tab (layoutMemory.ts). */
export const LAYOUT_KEY = 'atril.layout';
/** Every tab's name as the last action saw them (tabDirectory.ts). */
export const TABS_KEY = 'atril.tabs';
/** What "Comprobar instalación" found (installRecord.ts). */
export const INSTALL_KEY = 'atril.install';
/** The probe "Comprobar instalación" writes and deletes, in each store it tries (installChecks.ts). */
export const CHECK_KEY = 'atril.check';
/** An action under way, for a later press to finish (journal.ts, rules §17); a long one also under `atril.journal.<n>`. */
export const JOURNAL_KEY = 'atril.journal';
// Kept where they are used, named here so that the list is whole (test/gas/storeKeys.test.ts
// checks them with these): the document's memory (sheets/grid/memory.ts, documentMemory.ts) —
// Pasar lista's last roll call, for Deshacer (rules §16.1), `ROLL_CALL_KEY` in
// sheets/tournament/rollCallMemory.ts, and rules §20's prepared game, hidden until revealed,
// under `atril.prepared.<tab>` (`preparedKey` in sheets/duplicate/preparedGame.ts). Not
// re-exported: this file imports nothing, so the start of an execution (start.ts, rules §24)
// can read the page's keys without the modules behind those two.

// The script's properties (the paste-in edition's live services only, rules §15).
/** The published page's data: its number of chunks; the chunks under `atril.page.<n>` (pageStore.ts). */
export const PAGE_KEY = 'atril.page';
/** The stamp of the last publication, apart from the page (pageStore.ts); also cached. */
export const STAMP_KEY = 'atril.pageStamp';
/** The /exec address the page was last opened at (pageAddress.ts); also cached. */
export const PAGE_ADDRESS_KEY = 'atril.pageAddress';
/** The round the phones may report (reportStore.ts); each board's entry under `atril.phone.<round>.<table>`. */
export const ROUND_KEY = 'atril.phone';

// The script's cache only.
/** A paused board's end (reportStore.ts). */
export const pauseKey = (round: number, table: number): string => `atril.pause.${round}.${table}`;
/** The rendered page and its content, per ?lang= ('' for none), chunked (pageStore.ts `cached`). */
export const pageKey = (variant: string): string => `atril.html.${variant}`;
export const contentKey = (variant: string): string => `atril.content.${variant}`;
/** rules §16: the hall's screen (?pantalla=1), cached beside the page under its own keys. */
export const screenKey = (key: string): string => `${key}.screen`;
/** Every rendering a publication (or a report's new stamp) makes stale: the page's and the screen's, per variant. */
export const RENDERED_KEYS = ['', 'es', 'en']
  .flatMap((variant) => [pageKey(variant), contentKey(variant)])
  .flatMap((key) => [key, screenKey(key)]);
