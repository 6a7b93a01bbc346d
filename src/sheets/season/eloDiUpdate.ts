// What "Cerrar torneo" does to the EloDI tab (rules §6.5): the tournament's "Duplicada N"
// games rated in order, from each player's row of the tab (a name without one is a
// newcomer), and the tab rewritten with the new figures — the club's own columns kept on
// each row, newcomers added, players ordered by EloDI. A game with fewer rounds than
// `Rondas mínimas EloDI` changes nothing. "EloDI anterior" keeps the tab as it was, so
// that "Deshacer cierre del torneo" can put it back.
import { type EloDiGameReport, type EloDiStanding, type GameResult } from '../../core/duplicate';
import { AtrilError } from '../../core/errors';
import { DEFAULT_RATING_SETTINGS, type RatedEvent, nameIndex, rateEvent } from '../../core/season';
import { compareText, foldText } from '../../core/text';
import { type Language, t } from '../../i18n';
import { type Cell, type Grid, cellText, gridWidth } from '../grid/cells';
import { isLabel } from '../grid/labels';
import { layRow, readTable } from '../grid/table';
import { ELODI_COLUMNS, type EloDiRead, type EloDiRow, eloDiHeader } from './eloDiTab';

export interface EloDiEntry {
  name: string;
  rating: number | null;
  volatility: number | null;
  games: number;
  lastTournament: string;
  /** The row as typed (the club's own columns), for an entry that came from the tab. */
  cells?: Cell[];
}

export interface EloDiUpdate {
  /** The tab after the tournament (header included). */
  grid: Cell[][];
  updated: number;
  added: number;
  /** Games that counted, and those too short to. */
  counted: number;
  short: { game: string; rounds: number }[];
  /** Per game: whether it counted and each present player's outcome, by folded name. */
  games: EloDiGameReport[];
  /** Each player's EloDI before the tournament, by folded name (rating null: newcomer). */
  before: Map<string, EloDiStanding>;
}

/**
 * Each player of the games matched to a row of the tab by name, accents and case aside
 * (as the Escalafón is); a name matching two rows is refused at the second row, naming both.
 */
function startingStandings(
  read: EloDiRead & { tab: string },
  games: readonly GameResult[],
  lang: Language,
): Map<string, number> {
  const index = nameIndex(read.rows);
  const rowOf = new Map<string, number>();
  for (const game of games) {
    for (const player of game.players) {
      const key = foldText(player.name);
      if (rowOf.has(key)) continue;
      const found = index.get(key) ?? [];
      if (found.length > 1)
        throw new AtrilError(
          'error.season.ambiguousName',
          {
            value: player.name,
            count: found.length,
            tab: read.tab,
            rows: found.map((i) => read.rows[i].row).join(', '),
          },
          { tab: read.tab, row: read.rows[found[1]].row, column: t(lang, 'col.players.name') },
        );
      if (found.length === 1) rowOf.set(key, found[0]);
    }
  }
  return rowOf;
}

/** The games as EloDI sees them: present players (absent ones are not in a game) and their shared places. */
export function eloDiGames(games: readonly GameResult[]) {
  return games.map((game) => ({
    name: game.name,
    rounds: game.rounds,
    players: game.players.map((player) => ({ key: foldText(player.name), place: player.place })),
  }));
}

/**
 * The games rated by the one rating code (core/season/eventRating.ts, rules §23): an event of
 * just these games, its players keyed by folded name; the outcomes keyed back by name.
 */
function rateDuplicateGames(
  before: ReadonlyMap<string, EloDiStanding>,
  games: ReturnType<typeof eloDiGames>,
  minRounds: number,
): { standings: Map<string, EloDiStanding>; games: EloDiGameReport[] } {
  const keys: string[] = [];
  const indexOf = new Map<string, number>();
  for (const game of games)
    for (const player of game.players)
      if (!indexOf.has(player.key)) {
        indexOf.set(player.key, keys.length);
        keys.push(player.key);
      }
  const event: RatedEvent = {
    name: '',
    date: '',
    club: '',
    kind: 'duplicate',
    source: { file: '', fingerprint: '', format: 'atril' },
    players: keys.map((name) => ({ name, club: '', country: '', licence: '', rating: null, eloDi: null })),
    swissGames: [],
    duplicateGames: games.map((game) => ({
      name: game.name,
      rounds: game.rounds,
      players: game.players.map((player) => ({
        player: indexOf.get(player.key) as number,
        total: 0,
        place: player.place,
      })),
    })),
  };
  const start = keys.map((key) => ({ rating: null, listRating: null, eloDi: before.get(key) ?? null }));
  const outcome = rateEvent(event, start, { ...DEFAULT_RATING_SETTINGS, eloDiMinRounds: minRounds });
  const standings = new Map(before);
  for (const [index, standing] of outcome.eloDi) standings.set(keys[index], standing);
  return {
    standings,
    games: outcome.eloDiGames.map((report) => ({
      ...report,
      outcomes: new Map([...report.outcomes].map(([index, result]) => [keys[Number(index)], result] as const)),
    })),
  };
}

/** Rates the tournament's games (in tab order) and lays out the EloDI tab after them. */
export function updateEloDi(
  read: EloDiRead & { tab: string },
  games: readonly GameResult[],
  options: { minRounds: number; tournament: string; lang: Language },
): EloDiUpdate {
  const rowOf = startingStandings(read, games, options.lang);
  const before = new Map<string, EloDiStanding>();
  for (const [key, at] of rowOf) {
    const row = read.rows[at];
    before.set(key, { rating: row.rating, volatility: row.volatility, games: row.games });
  }
  const rated = rateDuplicateGames(before, eloDiGames(games), options.minRounds);
  // Who changed: present in a counted game and rated there; the name as first written.
  const names = new Map<string, string>();
  for (const game of games) for (const player of game.players) names.set(foldText(player.name), player.name);
  const changed = new Set<string>();
  for (const report of rated.games) for (const [key, outcome] of report.outcomes) if (outcome.rated) changed.add(key);

  const entries: EloDiEntry[] = read.rows.map((row: EloDiRow) => ({ ...row }));
  let added = 0;
  for (const key of changed) {
    const after = rated.standings.get(key) as EloDiStanding;
    const at = rowOf.get(key);
    const fields = { ...after, lastTournament: options.tournament };
    if (at === undefined) {
      entries.push({ name: names.get(key) as string, ...fields });
      added += 1;
    } else entries[at] = { ...entries[at], ...fields };
  }
  return {
    grid: eloDiGrid(eloDiOrder(entries), options.lang, read.header),
    updated: changed.size,
    added,
    counted: rated.games.filter((game) => game.counted).length,
    short: games.filter((_, i) => !rated.games[i].counted).map((game) => ({ game: game.name, rounds: game.rounds })),
    games: rated.games,
    before: new Map(
      [...names.keys()].map((key) => [key, before.get(key) ?? { rating: null, volatility: null, games: 0 }]),
    ),
  };
}

/** By EloDI, highest first (equal ones by name); newcomers without an EloDI last, by name. */
export function eloDiOrder<E extends EloDiEntry>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => {
    if (a.rating !== null && b.rating !== null) return b.rating - a.rating || compareText(a.name, b.name);
    if (a.rating === null && b.rating === null) return compareText(a.name, b.name);
    return a.rating === null ? 1 : -1;
  });
}

/**
 * The EloDI grid: under the existing header when there is one (the club's own columns and
 * order kept; a missing standard column added at the end), else the standard header.
 */
export function eloDiGrid(entries: readonly EloDiEntry[], lang: Language, existing: Cell[] | null): Cell[][] {
  const header: Cell[] = existing ? [...existing] : eloDiHeader(lang);
  const found = readTable([header], ELODI_COLUMNS, { tab: '', lang });
  const columns = { ...found.columns };
  for (const spec of ELODI_COLUMNS) {
    if (columns[spec.key] !== undefined) continue;
    columns[spec.key] = header.length;
    header.push(t(lang, spec.label));
  }
  const width = header.length;
  const standard = new Set(Object.values(columns));
  const rows = entries.map((entry) => {
    const laid = layRow(
      columns,
      {
        name: entry.name,
        rating: entry.rating ?? '',
        volatility: entry.volatility ?? '',
        games: entry.rating === null && entry.games === 0 ? '' : entry.games,
        lastTournament: entry.lastTournament,
      },
      width,
    );
    if (!entry.cells) return laid;
    return laid.map((cell, c) => (standard.has(c) ? cell : (entry.cells?.[c] ?? '')));
  });
  return [header, ...rows];
}

/** "EloDI anterior": a title row naming the tournament whose closing it precedes, a blank row, the tab as it was. */
export function previousEloDiGrid(tournament: string, eloDi: Grid | null, lang: Language): Cell[][] {
  const table = eloDi && eloDi.length > 0 ? eloDi : [eloDiHeader(lang)];
  const width = gridWidth(table, 2);
  const pad = (row: readonly Cell[]): Cell[] => Array.from({ length: width }, (_, c) => row[c] ?? '');
  return [pad([t(lang, 'eloDi.previous.title'), tournament]), pad([]), ...table.map(pad)];
}

/** The tournament whose closing "EloDI anterior" precedes and the tab to restore; null when it holds none. */
export function readPreviousEloDi(grid: Grid | null): { tournament: string; table: Grid } | null {
  if (!grid || grid.length === 0 || !isLabel(cellText(grid[0][0]), 'eloDi.previous.title')) return null;
  return { tournament: cellText(grid[0][1]), table: grid.slice(2) };
}
