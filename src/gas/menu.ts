// The "Atril" menu (rules §8, §15). Built touching nothing but the user's locale and the Ui,
// so that it works under AuthMode.NONE (an add-on's onOpen in a spreadsheet where the add-on
// has not been used yet: no document, no properties, no cache, no lock).
import { type Language, t, type MessageKey } from '../i18n';
import { edition } from './edition';
import { userLanguage } from './language';

export interface MenuItem {
  label: MessageKey;
  /** Global handler name (a top-level function of the bundle). */
  handler: string;
  /** Only in the live edition: its page and phones (the paste-in edition, rules §15; edition.ts). */
  live?: true;
  /**
   * The submenu it sits in (Menu.addSubMenu): the items of one submenu are shown together, the
   * submenu where its first item is listed.
   */
  submenu?: MessageKey;
}

export const MENU_ITEMS: MenuItem[] = [
  { label: 'menu.setup', handler: 'setupTournament' },
  { label: 'menu.pair', handler: 'pairNextRound' },
  { label: 'menu.undo', handler: 'undoLastRound' },
  { label: 'menu.standings', handler: 'updateStandings' },
  { label: 'menu.elo', handler: 'computeElo' },
  { label: 'menu.duplicate', handler: 'scoreDuplicate' },
  { label: 'menu.prepareDuplicate', handler: 'prepareDuplicate' },
  // rules §19: the room's projector.
  { label: 'menu.duplicateRoom', handler: 'showDuplicateRoom' },
  // rules §20: the club's word list, picked on the arbiter's computer.
  { label: 'menu.lexicon', handler: 'showLexiconDialog' },
  // rules §20: the arbiter's program.
  { label: 'menu.drawRack', handler: 'drawRack' },
  { label: 'menu.findMaster', handler: 'findMasterMove' },
  { label: 'menu.prepareGame', handler: 'prepareGame' },
  // rules §22: the simultaneous — the organiser's game out, a centre's game in. The centres'
  // results (Exportar resultados…, Importar resultados…) join this submenu with the same `submenu`.
  // «Importar resultados» alone (menu.importResults, below) stays the phones' (rules §14).
  { label: 'menu.exportGame', handler: 'showExportGameDialog', submenu: 'menu.simultaneous' },
  { label: 'menu.loadGame', handler: 'showLoadGameDialog', submenu: 'menu.simultaneous' },
  // rules §22: a centre's results out, the centres' results in (the organiser's ranking).
  { label: 'menu.exportCentreResults', handler: 'showExportResultsDialog', submenu: 'menu.simultaneous' },
  { label: 'menu.importCentreResults', handler: 'showImportCentresDialog', submenu: 'menu.simultaneous' },
  { label: 'menu.publish', handler: 'publishStandings' },
  { label: 'menu.close', handler: 'closeTournament' },
  // rules §23: a closed tournament for the federation's list.
  { label: 'menu.exportTournament', handler: 'exportTournament' },
  { label: 'menu.reopen', handler: 'reopenTournament' },
  { label: 'menu.new', handler: 'newTournament' },
  { label: 'menu.rename', handler: 'renamePlayer' },
  { label: 'menu.status', handler: 'showStatus' },
  // rules §11: the prizes and the treasurer's account.
  { label: 'menu.prizes', handler: 'computePrizes' },
  // rules §14: the phones' reports into Rondas.
  { label: 'menu.importResults', handler: 'importResults', live: true },
  // rules §16: the sign-ups of the club's Google Form into Jugadores.
  { label: 'menu.importRegistrations', handler: 'importRegistrations' },
  // rules §23: the federation's list workbook.
  { label: 'menu.importTournaments', handler: 'showImportTournaments', submenu: 'menu.ratingList' },
  { label: 'menu.rerate', handler: 'rerateList', submenu: 'menu.ratingList' },
  { label: 'menu.removeTournament', handler: 'removeTournament', submenu: 'menu.ratingList' },
  // The active tab's print view (rules §12).
  { label: 'menu.printTab', handler: 'printTab' },
  // Run once after installing (docs/addon.md "Comprobar instalación"): always the last item.
  { label: 'menu.checkInstall', handler: 'checkInstallation' },
];

/** The menu's caption (rules §8): the product's name, the same in both languages. */
export const MENU_TITLE = 'Atril';

/** The items an edition shows: without live services (the add-on), the phones' are left out (rules §15). */
export function menuItems(live: boolean = edition().live !== null): MenuItem[] {
  return MENU_ITEMS.filter((item) => live || !item.live);
}

export function onOpen(event?: GoogleAppsScript.Events.SheetsOnOpen): void {
  // rules §15: the Editor add-on is the edition without live services (edition.ts).
  openMenu(edition().live !== null, event);
}

/**
 * The menu of the edition that is `live` (the paste-in one) or not (the add-on): onOpen's, and the
 * editions' starts' (start.ts, addonStart.ts), which know their edition without its services.
 */
export function openMenu(live: boolean, event?: GoogleAppsScript.Events.SheetsOnOpen): void {
  // The add-on's onOpen may run in AuthMode.NONE: the locale only, never the document (rules §15).
  const lang = userLanguage({ document: live && event?.authMode !== ScriptApp.AuthMode.NONE });
  const ui = SpreadsheetApp.getUi();
  // rules §8: the paste-in edition uses createMenu — in a bound script the add-on menu is named
  // after the script project ("Proyecto sin título"). rules §15: an add-on makes its menu under
  // Extensiones with createAddonMenu, as Google's guide for Editor add-ons asks.
  const menu = live ? ui.createMenu(MENU_TITLE) : ui.createAddonMenu();
  addItems(ui, menu, menuItems(live), lang);
  menu.addToUi();
}

/** The items in order, each submenu's together where its first item is (rules §22: «Simultánea»). */
function addItems(ui: GoogleAppsScript.Base.Ui, menu: GoogleAppsScript.Base.Menu, items: MenuItem[], lang: Language) {
  const made = new Set<MessageKey>();
  for (const item of items) {
    if (!item.submenu) {
      menu.addItem(t(lang, item.label), item.handler);
      continue;
    }
    if (made.has(item.submenu)) continue;
    made.add(item.submenu);
    const submenu = ui.createMenu(t(lang, item.submenu));
    for (const member of items.filter((other) => other.submenu === item.submenu))
      submenu.addItem(t(lang, member.label), member.handler);
    menu.addSubMenu(submenu);
  }
}

export function onInstall(event?: GoogleAppsScript.Events.AddonOnInstall): void {
  onOpen(event as unknown as GoogleAppsScript.Events.SheetsOnOpen);
}
