// Sala de duplicada (rules §19): what the room's dialog asks of the workbook — read-only, one
// "Duplicada N" tab and Configuración per call (the ranking reads every game, as the live page).
// Opening: the game of the active tab (else the last), its round in play, the time per move.
// Then one call per round change, master move or ranking; whatever is sent is checked here.
// rules §20: a call may first ask for the draw or the search (roomWrite), which the edge runs
// as a menu press.
import { AtrilError, renderError } from '../../core/errors';
import { type Language } from '../../i18n';
import type { Workbook } from '../grid/workbook';
import { type Cell, formatNumber } from '../grid/cells';
import { readSettings } from '../config/settings';
import { duplicateTabs } from '../duplicate/gameTab';
import { drawPosition, masterPosition, readArbiterTab } from '../duplicate/arbiterGame';
import { followFile, readPrepared } from '../duplicate/preparedGame';
import type { DocumentMemory } from '../grid/memory';
import { lookupTab } from '../config/tabs';
import {
  type RoomAnswer,
  type RoomMode,
  type RoomOpening,
  type RoomRanking,
  premiumMap,
  roomView,
  roundInPlay,
} from '../duplicate/roomScreen';
export { roomScreenPage } from '../duplicate/roomScreenPage';
export type { RoomAnswer, RoomOpening } from '../duplicate/roomScreen';
import { LEADERS } from '../tournament/hallScreen';
import { duplicateSection } from './livePage';

/**
 * The room of the active tab's game (the last "Duplicada N" when the active tab is none), at
 * its round in play. Throws 'roomScreen.noGame' without a game; Tiempo por jugada's refusal
 * is shown on the dialog (the clock then keeps 3:00).
 */
export function openDuplicateRoom(workbook: Workbook, userLang: Language, activeTab: string): RoomOpening {
  const settings = readSettings(workbook, userLang);
  const { lang } = settings;
  const games = duplicateTabs(workbook.tabNames());
  if (games.length === 0) throw new AtrilError('roomScreen.noGame');
  const tab = games.includes(activeTab) ? activeTab : games[games.length - 1];
  const notes: string[] = [];
  let seconds = 180;
  try {
    seconds = settings.parsed.moveTime;
  } catch (error) {
    notes.push(renderError(error, lang));
  }
  const answer = roomCall(workbook, lang, tab, null, 'round');
  const note = [...notes, answer.note ?? ''].filter(Boolean).join('\n');
  const game = loadedGame(workbook, tab, lang);
  return {
    lang,
    tab,
    seconds,
    premiums: premiumMap(),
    ...answer,
    ...(note ? { note } : {}),
    ...(game ? { game } : {}),
  };
}

/** rules §22: the tab's «Partida» cell (the fingerprint of the game file loaded), '' when none or unreadable. */
function loadedGame(workbook: Workbook, tab: string, lang: Language): string {
  try {
    const game = readArbiterTab(workbook.read(tab) ?? [], tab, lang);
    return game.layout.gameRow < 0 ? '' : game.text(game.layout.gameRow, 0);
  } catch {
    // The round's own call names what cannot be read.
    return '';
  }
}

/** The dialog's one call (rules §19): a round (null: the round in play), its master move, or the ranking. */
export function duplicateRoomCall(
  workbook: Workbook,
  userLang: Language,
  args: unknown[],
  memory?: DocumentMemory,
): RoomAnswer {
  const { lang } = readSettings(workbook, userLang);
  const [tab, round, mode] = args;
  const modes: RoomMode[] = ['round', 'master', 'ranking', 'draw'];
  const known = typeof tab === 'string' && duplicateTabs(workbook.tabNames()).includes(tab);
  const whole = typeof round === 'number' && Number.isInteger(round) && round >= 1 && round <= 1000;
  if (!known || !(whole || round === null) || !modes.includes(mode as RoomMode))
    return { note: renderError(new AtrilError('roomScreen.noGame'), lang) };
  // After a draw (rules §20), the round in play: the one just drawn.
  if (mode === 'draw') return roomCall(workbook, lang, tab, null, 'round');
  return roomCall(workbook, lang, tab, round as number | null, mode as RoomMode, memory);
}

/**
 * rules §20: the arbiter's action a call of the room asks for, run by the edge like a menu press
 * (under the lock, journaled) before the call is answered: S draws the rack; → onto the round
 * to draw reveals the next round of a prepared game; Enter on the round whose rack is drawn and
 * whose Jugada is blank finds the master move when a word list is loaded. Null: it only reads.
 */
export function roomWrite(
  workbook: Workbook,
  userLang: Language,
  args: unknown[],
  memory?: DocumentMemory,
): 'drawRack' | 'findMasterMove' | null {
  const [tab, round, mode] = args;
  if (typeof tab !== 'string' || !duplicateTabs(workbook.tabNames()).includes(tab)) return null;
  if (mode === 'draw') return 'drawRack';
  if (typeof round !== 'number' || (mode !== 'round' && mode !== 'master')) return null;
  // The cheap conditions first: a call that only reads reads nothing more than before.
  // rules §22: a prepared game (a file loaded) reveals its master with no word list.
  const prepared = readPrepared(memory, tab) !== null;
  if (mode === 'round' ? !prepared : !prepared && lookupTab(workbook, 'lexicon') === null) return null;
  try {
    const game = readArbiterTab(workbook.read(tab) ?? [], tab, userLang);
    if (mode === 'round') return drawPosition(game)?.r === round - 1 ? 'drawRack' : null;
    const wait = masterPosition(game);
    return 'board' in wait && wait.r === round - 1 ? 'findMasterMove' : null;
  } catch {
    // A tab the arbiter's actions cannot read: the call answers with the tab's own message.
    return null;
  }
}

function roomCall(
  workbook: Workbook,
  lang: Language,
  tab: string,
  round: number | null,
  mode: RoomMode,
  memory?: DocumentMemory,
): RoomAnswer {
  try {
    if (mode === 'ranking') return { ranking: ranking(workbook, lang) };
    const grid = workbook.read(tab) ?? [];
    // rules §22: in a game loaded from a file, a master typed that differs is refused, naming the file's.
    if (mode === 'master' && readPrepared(memory, tab)?.file) followFile(memory, readArbiterTab(grid, tab, lang));
    return { view: roomView(grid, tab, round ?? roundInPlay(grid, tab, lang), mode === 'master', lang) };
  } catch (error) {
    if (!(error instanceof AtrilError)) throw error;
    return { note: renderError(error, lang) };
  }
}

/** The duplicate ranking as the live page has it (rules §8), its first ten. */
function ranking(workbook: Workbook, lang: Language): RoomRanking {
  const section = duplicateSection(workbook, lang);
  if (section === null) throw new AtrilError('error.dup.noGames');
  if ('error' in section) return { caption: section.error, header: [], rows: [] };
  const [header, ...body] = section.grid;
  const rows = body.filter((row, i) => i < LEADERS || (typeof row[0] === 'number' && row[0] <= LEADERS));
  // Numbers as the page writes them (95,24 in Spanish).
  const shown = (row: Cell[]) => row.map((cell) => (typeof cell === 'number' ? formatNumber(cell, lang) : cell));
  return { caption: section.caption, header, rows: rows.map(shown) };
}
