// «Resultados de centros» (rules §22): the centres' results the organiser imported, kept as the
// files gave them — a row per player: the organiser's game tab, the centre, the game's
// fingerprint, the file, whether the centre had a word list, the player's name, club, country,
// licence, then each round's cell as typed and the centre's score. Importar resultados rewrites
// it whole (a centre imported again replaces its rows) and ranks every game from it, so the
// Simultánea tabs can always be made again from what the organiser received.
import type { CentreResults } from '../../core/duplicate/resultsFile';
import { foldText } from '../../core/text';
import { type Language, t } from '../../i18n';
import { type Cell, type Grid, cellNumber, cellText, nameText } from '../grid/cells';
import { lookupTab } from '../config/tabs';
import type { Workbook } from '../grid/workbook';

/** A centre's results as imported for one of the organiser's game tabs. */
export interface StoredCentre {
  /** The organiser's "Duplicada N" tab the file's game is. */
  gameTab: string;
  file: string;
  results: CentreResults;
}

const FIXED = 9;

/** The tab's header: the fixed columns, then a move and a score column per round. */
function header(lang: Language, rounds: number): Cell[] {
  const fixed = [
    'simul.col.tab',
    'simul.col.centre',
    'simul.col.game',
    'simul.col.file',
    'simul.col.list',
    'dup.col.player',
    'simul.col.club',
    'simul.col.country',
    'simul.col.licence',
  ] as const;
  return [
    ...fixed.map((key) => t(lang, key)),
    ...Array.from({ length: rounds }, (_, r) => [
      t(lang, 'simul.col.move', { n: r + 1 }),
      t(lang, 'simul.col.score', { n: r + 1 }),
    ]).flat(),
  ];
}

/** The tab's grid for `centres`, in their order. */
export function centresGrid(centres: readonly StoredCentre[], lang: Language): Grid {
  const rounds = Math.max(1, ...centres.map((centre) => centre.results.rounds));
  const width = FIXED + 2 * rounds;
  const rows: Grid = [header(lang, rounds)];
  for (const { gameTab, file, results } of centres)
    for (const player of results.players) {
      const row: Cell[] = [
        gameTab,
        results.centre,
        results.game,
        file,
        t(lang, results.wordCheck ? 'simul.list.yes' : 'simul.list.no'),
        player.name,
        player.club,
        player.country,
        player.licence,
        ...player.rounds.flatMap((round) => [round.typed, round.score]),
      ];
      while (row.length < width) row.push('');
      rows.push(row);
    }
  return rows;
}

/**
 * The centres kept in the tab (none without it), grouped back into their files' results in the
 * order they were written. The tab is Atril's: it is read as written, by position.
 */
export function readCentresTab(workbook: Workbook): StoredCentre[] {
  const tab = lookupTab(workbook, 'centres');
  const grid = tab === null ? null : workbook.read(tab);
  if (!grid || grid.length < 2) return [];
  const rounds = Math.floor(((grid[0] ?? []).length - FIXED) / 2);
  const yes = [t('es', 'simul.list.yes'), t('en', 'simul.list.yes')].map(foldText);
  const centres: StoredCentre[] = [];
  const byKey = new Map<string, StoredCentre>();
  for (const row of grid.slice(1)) {
    const gameTab = cellText(row[0]);
    const centre = nameText(row[1]);
    if (gameTab === '' || centre === '') continue;
    const key = `${gameTab}\u0000${foldText(centre)}`;
    let stored = byKey.get(key);
    if (!stored) {
      stored = {
        gameTab,
        file: cellText(row[3]),
        results: {
          centre,
          game: cellText(row[2]),
          tab: '',
          wordCheck: yes.includes(foldText(cellText(row[4]))),
          rounds: 0,
          players: [],
        },
      };
      byKey.set(key, stored);
      centres.push(stored);
    }
    const playerRounds = Array.from({ length: rounds }, (_, r) => ({
      typed: cellText(row[FIXED + 2 * r]),
      score: cellNumber(row[FIXED + 2 * r + 1]),
    }));
    // A game shorter than the widest: its rounds end where its scores do.
    const own = playerRounds.findIndex((round) => round.score === null);
    const kept = (own < 0 ? playerRounds : playerRounds.slice(0, own)).map((round) => ({
      typed: round.typed,
      score: round.score ?? 0,
    }));
    stored.results.rounds = kept.length;
    const scoreTotal = kept.reduce((sum, round) => sum + round.score, 0);
    stored.results.players.push({
      name: nameText(row[5]),
      club: nameText(row[6]),
      country: nameText(row[7]),
      licence: cellText(row[8]),
      rounds: kept,
      scoreTotal,
      total: scoreTotal,
    });
  }
  return centres;
}
