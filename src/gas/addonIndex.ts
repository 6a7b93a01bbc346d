// The Editor add-on edition's library (rules §15; global `Atril` of dist/addon/Code.js): the
// same core, menu handlers and custom functions as the paste-in edition (index.ts), without
// what needs a script project of one's own — the live page and the hall's screen (doGet,
// refreshStandings, refreshScreen) and the phones (reportResult, importResults, and Estado del
// torneo's keepRondasResult and liftPause). Its only top-level statement chooses the edition; it
// touches no service.
import { ADDON, useEdition } from './edition';
import { GLOBALS as PASTE_IN_GLOBALS } from './index';

useEdition(ADDON);

export * from './sharedGlobals';

/** The paste-in edition's globals the add-on has not: the web app (page and hall screen) and the phones (rules §15). */
export const LIVE_PAGE_GLOBALS: readonly string[] = [
  'doGet',
  'refreshStandings',
  'refreshScreen',
  'reportResult',
  'importResults',
  'keepRondasResult',
  'liftPause',
];

/** Names of the add-on's top-level entry points besides the custom functions. */
export const GLOBALS: string[] = PASTE_IN_GLOBALS.filter((name) => !LIVE_PAGE_GLOBALS.includes(name));
