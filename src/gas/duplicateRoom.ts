// Sala de duplicada (rules §19): the modeless dialog the arbiter moves to the projector, and
// the one global its page calls. Both ask for the Ui first (menuContext.ts): from the live
// page's web app they refuse before any tab is read, so nothing of the room — a rack still in
// play — ever answers a stranger. Read-only: no lock, nothing remembered.
import { renderError } from '../core/errors';
import { t } from '../i18n';
import { workbookLanguage } from '../sheets/actions';
import {
  type RoomAnswer,
  type RoomOpening,
  duplicateRoomCall,
  openDuplicateRoom,
  roomScreenPage,
  roomWrite,
} from '../sheets/actions/duplicateRoom';
import { documentMemory } from './documentMemory';
import { roomAction } from './handlers';
import { installedWorkbook } from './installRecord';
import { userLanguage } from './language';
import { menuContext } from './menuContext';
import { SheetsWorkbook } from './sheetsWorkbook';
import { documentStore } from './store';

/** The dialog's first size (px): a laptop's Sheets window; the page then fits itself to the browser's window. */
export const ROOM_WIDTH = 1200;
export const ROOM_HEIGHT = 660;

/** The menu's "Sala de duplicada": the dialog for the active tab's game (else the last), at its round in play. */
export function showDuplicateRoom(): RoomOpening | null {
  const lang = userLanguage();
  const { ui, spreadsheet } = menuContext(lang);
  try {
    const workbook = installedWorkbook(spreadsheet, documentStore.properties(), { layouts: false });
    const opening = openDuplicateRoom(workbook, lang, spreadsheet.getActiveSheet().getName());
    const output = HtmlService.createHtmlOutput(roomScreenPage(opening)).setWidth(ROOM_WIDTH).setHeight(ROOM_HEIGHT);
    ui.showModelessDialog(output, `${t(opening.lang, 'menu.duplicateRoom')} — ${opening.tab}`);
    return opening;
  } catch (error) {
    const shown = workbookLanguage(new SheetsWorkbook(spreadsheet), lang);
    ui.alert(t(shown, 'action.errorTitle'), renderError(error, shown), ui.ButtonSet.OK);
    return null;
  }
}

/**
 * The dialog's one server call: (tab, round or null, 'round' | 'master' | 'ranking' | 'draw').
 * rules §20: a draw, a prepared round revealed or a master move found runs first as its menu
 * item does (handlers.ts: the lock, the journal, the Registro); only a refusal's or the game's
 * end's message is shown — a draw's message names the seed, which the projector never shows.
 */
export function duplicateRoom(...args: unknown[]): RoomAnswer {
  const lang = userLanguage();
  const { spreadsheet } = menuContext(lang);
  const open = () => installedWorkbook(spreadsheet, documentStore.properties(), { layouts: false });
  const workbook = open();
  const memory = documentMemory();
  const write = roomWrite(workbook, lang, args, memory);
  const done = write && roomAction(write, String(args[0]));
  // After the action's writes, read again through a fresh port (nothing kept from before them).
  const answer = duplicateRoomCall(write ? open() : workbook, lang, args, write ? documentMemory() : memory);
  if (!done || done.ok) return answer;
  return { ...answer, note: [done.message, answer.note].filter(Boolean).join('\n') };
}
