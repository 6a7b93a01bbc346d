// The menu actions (rules §8), each a function of the Workbook port and the user's
// language: the Apps Script handlers and the CLI call them through this one module.
export type { ActionContext, ActionResult } from './action';
export { closeTournament } from './closeTournament';
export { computeElo } from './computeElo';
export { newTournament } from './newTournament';
export { pairNextRound } from './pairNextRound';
export type { PairResult } from './pairNextRound';
export { renamePlayer } from './renamePlayer';
export { publishStandings } from './publishStandings';
export { reopenTournament } from './reopenTournament';
export { prepareDuplicate } from './prepareDuplicate';
export { scoreDuplicate } from './scoreDuplicate';
export { setupTournament } from './setupTournament';
export { tournamentStatus } from './tournamentStatus';
export { undoLastRound } from './undoLastRound';
export { updateStandings } from './updateStandings';
// Prizes and entry fees (rules §11).
export { computePrizes } from './computePrizes';
/** The language to name bad input in when an action failed (docs/input.md "Language"). */
export { workbookLanguage } from '../config/settings';
/** "Imprimir pestaña" (rules §12): the active tab's print view; its registry of printed tabs. */
export { printTab, printedTabList, type PrintTabResult } from './printTab';
export { PRINTED_TABS } from './printedTabs';
// rules §14: the phones' reports into Rondas.
export { importResults } from './importResults';
export type { PhoneQueue, ImportResult } from './importResults';
// rules §16: the club's Google Form into Jugadores.
export { importRegistrations } from './importRegistrations';
// rules §20: Cargar léxico…, the club's word list.
export { finishLexiconLoad, writeLexiconBatch, type CompiledList, type LexiconResult } from './loadLexicon';
// rules §20: the arbiter's program — Sacar atril, Buscar jugada maestra, Preparar partida.
export { drawRack } from './drawRack';
export { findMasterMove } from './findMasterMove';
export { prepareGame } from './prepareGame';
export { exportGame, type ExportGameResult } from './exportGame';
export { loadGame, type LoadGameResult } from './loadGame';
export { preparedKey } from '../duplicate/preparedGame';
export { exportResults, type ExportResultsResult } from './exportResults';
export { importCentres, type ResultsFileInput } from './importCentres';
export { chooseGameTab } from '../duplicate/arbiterGame';
// rules §23: the federation's list — a closed tournament out, the list's files in, rated again, one removed.
export { exportTournament, type ExportTournamentResult } from './exportTournament';
export { importTournaments, rerateList, removeTournament, type EventFile } from './importTournaments';
