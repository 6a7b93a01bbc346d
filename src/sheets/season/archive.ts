// "Nuevo torneo" keeps the finished tournament's tabs under its name (rules §8): which tabs
// belong to the tournament, and the name each one is kept under — "Otoño 2026 · Rondas".
// One rule for Google Sheets and the .xlsx file: Excel's limits (31 characters, none of
// : \ / ? * [ ], no apostrophe at either end), which also keep it clear of Sheets' 100.
import { type TabKey, findTab } from '../config/tabs';
import { duplicateTabs } from '../duplicate/gameTab';

export const MAX_TAB_NAME = 31;
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
export function archivedTabName(tournament: string, tab: string, taken: readonly string[]): string {
  const name = tabSafe(tournament) || '?';
  const used = new Set(taken.map((other) => other.toLowerCase()));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` ${n}`;
    const room = Math.max(1, MAX_TAB_NAME - tab.length - SEPARATOR.length - suffix.length);
    const part = name.length <= room ? name : room >= 2 ? `${name.slice(0, room - 1).trimEnd()}…` : name.slice(0, room);
    // A tab name too long to leave room (none of Atril's) is cut at the limit too.
    const candidate = `${part}${suffix}${SEPARATOR}${tab}`.slice(0, MAX_TAB_NAME).trimEnd();
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
