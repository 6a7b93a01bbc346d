// The bundle's library (global `Atril`): everything the generated top-level stubs in
// build/globals.js call. Only GLOBALS and the custom functions become Apps Script globals.
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
  // rules §19: Sala de duplicada and the one call of its dialog (both refuse outside a document).
  'showDuplicateRoom',
  'duplicateRoom',
];
