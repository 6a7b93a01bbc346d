// The bundle's library (global `Atril`): everything the generated top-level stubs in
// build/globals.js call. Only GLOBALS and the custom functions become Apps Script globals.
// Its only top-level statement chooses the edition: the paste-in one, with the live services
// (liveServices.ts, rules §15); it touches no service.
import { type Edition, useEdition } from './edition';
import { LIVE_PAGE_GLOBALS, LIVE_SERVICES } from './liveServices';
import { SHARED_GLOBALS } from './sharedGlobals';

/** The paste-in edition: the bound script's own menu, and the live services. */
export const PASTE_IN: Edition = { name: 'pasteIn', addonMenu: false, live: LIVE_SERVICES };

useEdition(PASTE_IN);

export * from './sharedGlobals';
export { doGet, refreshStandings, refreshScreen } from './webapp';
export { importResults, keepRondasResult, liftPause } from './handlers';
export { reportResult } from './phoneReports';

/**
 * Names of the top-level entry points besides the custom functions (rules §8): both editions'
 * (sharedGlobals.ts), then the live page's, the hall screen's and the phones' (rules §13–§16).
 */
export const GLOBALS: string[] = [...SHARED_GLOBALS, ...LIVE_PAGE_GLOBALS];
