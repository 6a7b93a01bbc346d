// The "Atril" menu (rules §8). Built without touching any other service so that it works
// under AuthMode.NONE (an add-on's onOpen before the user has authorised it).
import { t, type MessageKey } from '../i18n';
import { userLanguage } from './language';

export interface MenuItem {
  label: MessageKey;
  /** Global handler name (a top-level function of the bundle). */
  handler: string;
}

export const MENU_ITEMS: MenuItem[] = [
  { label: 'menu.setup', handler: 'setupTournament' },
  { label: 'menu.pair', handler: 'pairNextRound' },
  { label: 'menu.undo', handler: 'undoLastRound' },
  { label: 'menu.standings', handler: 'updateStandings' },
  { label: 'menu.elo', handler: 'computeElo' },
  { label: 'menu.duplicate', handler: 'scoreDuplicate' },
  { label: 'menu.prepareDuplicate', handler: 'prepareDuplicate' },
  { label: 'menu.publish', handler: 'publishStandings' },
  { label: 'menu.close', handler: 'closeTournament' },
  { label: 'menu.reopen', handler: 'reopenTournament' },
  { label: 'menu.new', handler: 'newTournament' },
  { label: 'menu.rename', handler: 'renamePlayer' },
  { label: 'menu.status', handler: 'showStatus' },
  // rules §11: the prizes and the treasurer's account.
  { label: 'menu.prizes', handler: 'computePrizes' },
  // rules §14: the phones' reports into Rondas.
  { label: 'menu.importResults', handler: 'importResults' },
  // rules §16: the sign-ups of the club's Google Form into Jugadores.
  { label: 'menu.importRegistrations', handler: 'importRegistrations' },
  // The active tab's print view (rules §12).
  { label: 'menu.printTab', handler: 'printTab' },
  // Run once after installing (docs/addon.md "Comprobar instalación"): always the last item.
  { label: 'menu.checkInstall', handler: 'checkInstallation' },
];

/** The menu's caption (rules §8): the product's name, the same in both languages. */
export const MENU_TITLE = 'Atril';

export function onOpen(_event?: GoogleAppsScript.Events.SheetsOnOpen): void {
  const lang = userLanguage();
  // rules §8: createMenu, not createAddonMenu — in a bound script the add-on menu is named
  // after the script project ("Proyecto sin título"); once published as an add-on, Sheets
  // ignores this caption and shows the menu under Extensiones › the add-on's name.
  const menu = SpreadsheetApp.getUi().createMenu(MENU_TITLE);
  for (const item of MENU_ITEMS) menu.addItem(t(lang, item.label), item.handler);
  menu.addToUi();
}

export function onInstall(event?: GoogleAppsScript.Events.AddonOnInstall): void {
  onOpen(event as unknown as GoogleAppsScript.Events.SheetsOnOpen);
}
