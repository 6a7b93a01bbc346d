// What both editions expose (rules §15): the custom functions, the menu and every menu
// handler that needs no page of its own. index.ts (paste-in) adds the live page, the hall's
// screen and the phones; addonIndex.ts (add-on) adds nothing. No top-level statement here.
export { CUSTOM_FUNCTIONS } from '../sheets/functions';
export { runCustomFunction } from './customFunctions';
export { onOpen, onInstall, MENU_ITEMS, MENU_TITLE } from './menu';
export {
  setupTournament,
  pairNextRound,
  undoLastRound,
  updateStandings,
  computeElo,
  scoreDuplicate,
  prepareDuplicate,
  publishStandings,
  showStatus,
  closeTournament,
  reopenTournament,
  newTournament,
  renamePlayer,
  checkInstallation,
  computePrizes,
  printTab,
  importRegistrations,
  drawRack,
  findMasterMove,
  prepareGame,
} from './handlers';
// rules §19: Sala de duplicada, a dialog (not the web app) in both editions, and its page's one call.
export { showDuplicateRoom, duplicateRoom } from './duplicateRoom';
// rules §20: Cargar léxico…, its dialog and the dialog's two calls.
export { showLexiconDialog, lexiconPart, lexiconFinish } from './lexiconDialog';
// rules §22: Exportar partida… and Cargar partida…, through the browser's dialogs, and the load dialog's call.
export { showExportGameDialog, showLoadGameDialog, loadGameFiles } from './gameFileDialogs';
// rules §22: Exportar resultados… and Importar resultados…, through the browser's dialogs, and the import dialog's call.
export { showExportResultsDialog, showImportCentresDialog, importCentreResults } from './centreResultsDialogs';
// rules §23: the federation's list, its dialogs and their call.
export {
  exportTournament,
  showImportTournaments,
  importTournamentFiles,
  rerateList,
  removeTournament,
} from './tournamentFiles';
