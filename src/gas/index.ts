// The bundle's library (global `Atril`): everything the generated top-level stubs in
// build/globals.js call (their names: globalNames.ts GLOBALS, with the custom functions).
// Its only top-level statement chooses the edition: the paste-in one, with the live services
// (liveServices.ts, rules §15); it touches no service.
import { type Edition, useEdition } from './edition';
import { LIVE_SERVICES } from './liveServices';

/** The paste-in edition: the bound script's own menu, and the live services. */
export const PASTE_IN: Edition = { live: LIVE_SERVICES };

useEdition(PASTE_IN);

export * from './sharedGlobals';
export { doGet, refreshStandings, refreshScreen, pageContent } from './webapp';
export { importResults, keepRondasResult, liftPause } from './handlers';
export { reportResult } from './phoneReports';
