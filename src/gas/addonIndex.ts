// The Editor add-on edition's library (rules §15; global `Atril` of dist/addon/Code.js): the
// same core, menu handlers and custom functions as the paste-in edition (index.ts), without
// what needs a script project of one's own — the live page and the hall's screen (doGet,
// refreshStandings, refreshScreen) and the phones (reportResult, importResults, and Estado del
// torneo's keepRondasResult and liftPause). It imports neither the paste-in entry nor the live
// services (liveServices.ts), so none of their code is in its bundle. Its only top-level
// statement chooses the edition; it touches no service. Its globals: globalNames.ts ADDON_GLOBALS.
import { ADDON, useEdition } from './edition';

useEdition(ADDON);

export * from './sharedGlobals';
