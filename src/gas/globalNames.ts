// The names of each edition's top-level entry points besides the custom functions (rules §8,
// §15): what the build writes a stub for in globals.js (scripts/build.ts), each calling the
// function of that name in the edition's library (index.ts, addonIndex.ts). Read at build
// time only: no bundle carries these lists.

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
  // rules §19: Sala de duplicada and the one call of its dialog (both refuse outside a document).
  'showDuplicateRoom',
  'duplicateRoom',
  // rules §20: Cargar léxico… and its dialog's two calls (both refuse outside a document).
  'showLexiconDialog',
  'lexiconPart',
  'lexiconFinish',
  // rules §20: Sacar atril, Buscar jugada maestra, Preparar partida.
  'drawRack',
  'findMasterMove',
  'prepareGame',
  // rules §22: Exportar partida…, Cargar partida… and its dialog's call (both refuse outside a document).
  'showExportGameDialog',
  'showLoadGameDialog',
  'loadGameFiles',
  // rules §22: Exportar resultados…, Importar resultados… and its dialog's call.
  'showExportResultsDialog',
  'showImportCentresDialog',
  'importCentreResults',
  // rules §23: the federation's list — Exportar torneo…, Importar torneos… and its dialog's call, Volver a valorar, Quitar torneo.
  'exportTournament',
  'showImportTournaments',
  'importTournamentFiles',
  'rerateList',
  'removeTournament',
];

/**
 * The paste-in edition's globals the add-on has not (addonIndex.ts): the live page and its
 * in-place refresh, the hall's screen's (rules §16), the phones' report, the menu's import and
 * Estado del torneo's choices on a dispute and a pause (rules §14, §14.1).
 */
export const LIVE_GLOBALS: readonly string[] = [
  'doGet',
  'refreshStandings',
  'refreshScreen',
  'reportResult',
  'importResults',
  'keepRondasResult',
  'liftPause',
];

/** The paste-in edition's (index.ts): both editions', then the live page's, the hall screen's and the phones'. */
export const GLOBALS: readonly string[] = [...SHARED_GLOBALS, ...LIVE_GLOBALS];

/** The add-on's (addonIndex.ts): what both editions have. */
export const ADDON_GLOBALS: readonly string[] = SHARED_GLOBALS;
