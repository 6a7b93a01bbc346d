// Jugadores' optional column No emparejar con (rules §18): on a player's row, the N° or
// names of those he must never meet, comma-separated; one side is enough. Read apart from
// the rest of Jugadores (set-up does not write it; a director adds it when asked). A word
// that is no player's N° or name is a warning, and the rest of the cell holds.
import type { ForbiddenPair } from '../../core/model';
import { t } from '../../i18n';
import { type Grid, cellText, normaliseLabel } from '../grid/cells';
import { type ReadOptions, readTable } from '../grid/table';
import { rosterColumn } from './rosterColumns';
import type { PlayerEntry } from './players';

/**
 * The pairs kept apart, each once (lower N° first), from `entries` (Jugadores as read, N°
 * assigned). A name may itself hold a comma ("García, Ana"): two neighbouring words that
 * together are a player's name are taken as that name.
 */
export function readForbiddenPairs(
  grid: Grid,
  entries: readonly (PlayerEntry & { id: number })[],
  options: ReadOptions,
): ForbiddenPair[] {
  const tab = options.tab ?? t(options.lang, 'tab.players');
  const table = readTable(grid, [rosterColumn('doNotPair')], { ...options, tab });
  if (table.columns.doNotPair === undefined) return [];
  const byRow = new Map(entries.map((entry) => [entry.row, entry] as const));
  const byName = new Map(entries.map((entry) => [normaliseLabel(entry.name), entry.id] as const));
  const ids = new Set(entries.map((entry) => entry.id));
  const pairs = new Map<string, ForbiddenPair>();
  for (const row of table.rows) {
    const player = byRow.get(row.row);
    if (!player) continue;
    const words = cellText(row.cells.doNotPair)
      .split(/[,;]/)
      .map((word) => word.trim())
      .filter((word) => word !== '');
    const warn = (key: 'warn.doNotPair.unknown' | 'warn.doNotPair.self', value: string) =>
      options.warnings?.push({
        key,
        params: { value },
        location: { tab, row: row.row, column: table.headerOf('doNotPair') },
      });
    for (let index = 0; index < words.length; index++) {
      const word = words[index];
      const joined = index + 1 < words.length ? byName.get(normaliseLabel(`${word}, ${words[index + 1]}`)) : undefined;
      let other: number | undefined;
      if (joined !== undefined) {
        other = joined;
        index++;
      } else if (/^(n[°º.]?\s*)?\d+$/i.test(word)) {
        const id = Number(word.replace(/\D/g, ''));
        other = ids.has(id) ? id : undefined;
      } else other = byName.get(normaliseLabel(word));
      if (other === undefined) warn('warn.doNotPair.unknown', word);
      else if (other === player.id) warn('warn.doNotPair.self', word);
      else {
        const pair: ForbiddenPair = player.id < other ? [player.id, other] : [other, player.id];
        pairs.set(pair.join('-'), pair);
      }
    }
  }
  return [...pairs.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
