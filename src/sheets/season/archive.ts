// "Nuevo torneo" keeps the finished tournament's tabs under its name (rules §8): which tabs
// belong to the tournament, and the name each one is kept under — "Otoño 2026 · Rondas".
// Excel's characters for both (none of : \ / ? * [ ], no apostrophe at either end), and each
// adapter's length: Google Sheets takes 100 characters, so a season of similar names stays
// apart there; an .xlsx file keeps Excel's 31, the name cut in its middle so that its last
// word (the year, the edition) stays (rules §16.1, docs/directorSlips.md).
import { type TabKey, findTab } from '../config/tabs';
import { duplicateTabs } from '../duplicate/gameTab';

export const MAX_TAB_NAME = 31;
/** Google Sheets' limit on a tab's name (Workbook.tabNameLimit). */
export const SHEETS_TAB_NAME = 100;
const SEPARATOR = ' · ';

/** The tabs of the tournament itself (not the season's Escalafón, Escalafón anterior, Temporada). */
const TOURNAMENT_TABS: TabKey[] = [
  'config',
  'players',
  'rounds',
  'standings',
  'crosstable',
  'cards',
  'elo',
  'pairings',
  'clubStandings',
  'duplicateStandings',
  'seating',
  'slips',
  'followSheets',
  // rules §11: the prize list with its signatures belongs to the tournament; Premios, the club's
  // announced prizes, stays for the next one (docs/prizes.md).
  'prizeList',
];

/** The workbook's tabs that belong to the current tournament, in the workbook's order. */
export function tournamentTabs(names: readonly string[]): string[] {
  const found = new Set([
    ...TOURNAMENT_TABS.map((key) => findTab(names, key)).filter((name): name is string => name !== null),
    ...duplicateTabs(names),
  ]);
  return names.filter((name) => found.has(name));
}

/** The tournament's name as a tab name may hold it: forbidden characters as spaces. */
function tabSafe(text: string): string {
  return text
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim();
}

/**
 * The name `tab` is kept under: the tournament's name (cut with "…" to fit), " · ", the tab's
 * own name; " 2", " 3"… after the tournament's name when taken (compared as Sheets does,
 * case aside).
 */
export function archivedTabName(
  tournament: string,
  tab: string,
  taken: readonly string[],
  limit: number = MAX_TAB_NAME,
): string {
  const name = tabSafe(tournament) || '?';
  const used = new Set(taken.map((other) => other.toLowerCase()));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` ${n}`;
    const room = Math.max(1, limit - tab.length - SEPARATOR.length - suffix.length);
    const part = name.length <= room ? name : room >= 2 ? shortened(name, room) : name.slice(0, room);
    // A tab name too long to leave room (none of Atril's) is cut at the limit too.
    const candidate = `${part}${suffix}${SEPARATOR}${tab}`.slice(0, limit).trimEnd();
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/** `name` in `room` characters: its start, "…", and its last word when that fits ("Open d…2026"), else its start. */
function shortened(name: string, room: number): string {
  const last = name.slice(name.lastIndexOf(' ') + 1);
  const head = room - 1 - last.length;
  if (last !== name && head >= 3) return `${name.slice(0, head).trimEnd()}…${last}`;
  return `${name.slice(0, room - 1).trimEnd()}…`;
}
