// The bundle's library (global `Atril`): everything the generated top-level stubs in
// build/globals.js call. Only GLOBALS and the custom functions become Apps Script globals.
// Its only top-level statement chooses the edition: the paste-in one, with the live services
// (liveServices.ts, rules §15); it touches no service.
import { type Edition, useEdition } from './edition';
import { LIVE_SERVICES } from './liveServices';

/** The paste-in edition: the bound script's own menu, and the live services. */
export const PASTE_IN: Edition = { name: 'pasteIn', addonMenu: false, live: LIVE_SERVICES };

useEdition(PASTE_IN);

export * from './sharedGlobals';
export { doGet, refreshStandings, refreshScreen } from './webapp';
export { importResults, keepRondasResult, liftPause } from './handlers';
export { reportResult } from './phoneReports';

/** Names of the top-level entry points besides the custom functions (rules §8). */
export const GLOBALS: string[] = [
  'onOpen',
  'onInstall',
  'setupTournament',
  'pairNextRound',
  'undoLastRound',
  'updateStandings',
  'computeElo',
  'scoreDuplicate',
  'prepareDuplicate',
  'publishStandings',
  'showStatus',
  // A club's season (rules §8): ratings into Escalafón, points into Temporada, undoing it, the next tournament.
  'closeTournament',
  'reopenTournament',
  'newTournament',
  'renamePlayer',
  // The live standings web app (rules §8): the page and its in-place refresh.
  'doGet',
  'refreshStandings',
  // Run once after installing: tries what the reference leaves open (docs/addon.md "Comprobar instalación").
  'checkInstallation',
  // rules §11: Calcular premios.
  'computePrizes',
  // The active tab's print view in a dialog (rules §12).
  'printTab',
  // rules §14: a report from the live page (web app, never writes the sheet), and the menu's import.
  'reportResult',
  'importResults',
  // rules §14.1: Estado del torneo's choices on a dispute and a pause (from the spreadsheet only).
  'keepRondasResult',
  'liftPause',
  // rules §16: Importar inscripciones; the hall's screen refreshes through refreshScreen.
  'importRegistrations',
  'refreshScreen',
];
