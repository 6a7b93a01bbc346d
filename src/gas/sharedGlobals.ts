// What both editions expose (rules §15): the custom functions, the menu and every menu
// handler that needs no page of its own. index.ts (paste-in) adds the live page, the hall's
// screen and the phones; addonIndex.ts (add-on) adds nothing. No top-level statement here
// but the list of their names.
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
} from './handlers';

/** The top-level entry points both editions have besides the custom functions (rules §8, §15), in the order of their stubs. */
export const SHARED_GLOBALS: readonly string[] = [
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
  // Run once after installing: tries what the reference leaves open (docs/addon.md "Comprobar instalación").
  'checkInstallation',
  // rules §11: Calcular premios.
  'computePrizes',
  // The active tab's print view in a dialog (rules §12).
  'printTab',
  // rules §16: Importar inscripciones.
  'importRegistrations',
];
