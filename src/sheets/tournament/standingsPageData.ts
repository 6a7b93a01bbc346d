// The live page's data gathered from a tournament workbook (rules §8 "Publicar clasificación"):
// the standings recomputed from Jugadores and Rondas, the round in play, whether the
// tournament is finished (the prizes), Resultados desde el teléfono, and the season's tables
// (Temporada, Escalafón, EloDI) with their public columns. Reads the workbook; the page itself
// is rendered, pure, by standingsPage.ts.
import { t, type Language, type MessageKey } from '../../i18n';
import { cellText, type Grid, isBlankRow } from '../grid/cells';
import { isLabel } from '../grid/labels';
import type { Workbook } from '../grid/workbook';
import { isPending, lastRound } from '../../core/results';
import type { Tournament } from '../../core/model';
import { lookupTab } from '../config/tabs';
import { type LoadedTournament, loadTournament } from './loadTournament';
import { roundBoards } from './pairingSheet';
import { finalInPlay, finalLine } from './finalTab';
import { currentFinal } from '../../core/finalMatch';
import { standingsGrid } from './views';
import { type PageSection, progressLine, type RoundInPlay, type StandingsPageInput } from './standingsPage';

/**
 * The page's data for a tournament workbook: the standings recomputed from Jugadores and
 * Rondas (live, not the possibly stale Clasificación tab), in Configuración's language; and
 * the season's tables unless `season` is false (the live page keeps those it published).
 */
export function standingsPageInput(
  workbook: Workbook,
  userLang: Language,
  {
    season = true,
    loaded = loadTournament(workbook, userLang),
  }: {
    season?: boolean;
    /** The tournament already loaded (the live page reads it once). */ loaded?: LoadedTournament;
  } = {},
): Pick<StandingsPageInput, 'grid' | 'lang' | 'tournament' | 'subtitle' | 'sections' | 'round' | 'phoneResults'> {
  const { tournament } = loaded;
  // A page is read, not written into the workbook: without Idioma typed it speaks its reader's language.
  const lang = loaded.configEntries?.rows.language !== undefined ? loaded.lang : userLang;
  return {
    grid: standingsGrid(tournament, lang, undefined, true),
    lang,
    tournament: tournament.config.name,
    // rules §18.2: during and after the final, its score is the line under the title.
    subtitle: finalLine(tournament, lang) || progressLine(tournament.games, tournament.config.rounds, lang),
    ...(season ? { sections: seasonSections(workbook, lang) } : {}),
    round: finalInPlay(tournament, lang) ?? roundInPlay(tournament),
    phoneResults: phoneResultsOn(loaded),
  };
}

/** Resultados desde el teléfono (rules §14); a bad value shows no form (Emparejar names it). */
function phoneResultsOn(loaded: ReturnType<typeof loadTournament>): boolean {
  try {
    return loaded.settings.phoneResults;
  } catch {
    return false;
  }
}

/** rules §11: the last planned round is paired and every game has its result (the prizes can be shown). */
export function tournamentFinished(tournament: Tournament): boolean {
  // rules §18.2: with a Final, not before it is decided.
  if (tournament.final && currentFinal(tournament)?.winner == null) return false;
  return lastRound(tournament.games) >= tournament.config.rounds && !tournament.games.some((game) => isPending(game));
}

/** The last round paired while one of its games has no result yet (rules §8: "en juego"); null otherwise. */
export function roundInPlay(tournament: Tournament): RoundInPlay | null {
  const round = lastRound(tournament.games);
  const open = tournament.games.some((game) => game.round === round && isPending(game));
  return round > 0 && open ? { round, boards: roundBoards(tournament, round) } : null;
}

// --- The club's season on the page (issue 15 item 5, docs/season.md) ---

/** The Escalafón columns shown to the public: not the club's own (notes, licences). */
const RATING_LIST_PUBLIC: MessageKey[] = [
  'col.standings.place',
  'col.players.name',
  'col.players.rating',
  'col.ratingList.ratedGames',
  'col.ratingList.tournaments',
  'col.ratingList.lastTournament',
  'col.players.club',
];

/** The EloDI columns shown to the public (rules §2): not the club's own. */
const ELODI_PUBLIC: MessageKey[] = [
  'col.players.name',
  'col.eloDi.rating',
  'col.eloDi.volatility',
  'col.eloDi.games',
  'col.ratingList.lastTournament',
];

/**
 * Temporada (every column: the total first, then the tournaments) and Escalafón (its
 * public columns), as the tabs hold them, when they exist with at least one player. `list`:
 * the federation's list workbook (rules §23), whose Escalafón and EloDI are titled as the
 * federation's, not a club's.
 */
export function seasonSections(workbook: Workbook, lang: Language, list = false): PageSection[] {
  const sections: PageSection[] = [];
  const read = (key: 'season' | 'ratingList' | 'eloDi'): Grid => {
    const tab = lookupTab(workbook, key);
    const grid = (tab ? workbook.read(tab) : null) ?? [];
    return grid.filter((row) => !isBlankRow(row));
  };
  const season = read('season');
  if (season.length > 1) {
    // On a phone the total is what counts: right after the name, the tournaments after it.
    const total = season[0].findIndex((cell) => isLabel(cellText(cell), 'col.season.total'));
    const name = season[0].findIndex((cell) => isLabel(cellText(cell), 'col.players.name'));
    const order = season[0].map((_, index) => index).filter((index) => index !== total);
    if (total >= 0) order.splice(name + 1, 0, total);
    sections.push({
      id: 'season',
      title: t(lang, 'page.season'),
      grid: season.map((row) => order.map((index) => row[index])),
    });
  }
  // Escalafón, and EloDI — the duplicate rating list (rules §6.5) — when the workbook keeps one: their public columns.
  const lists = [
    ['ratingList', 'rating-list', list ? 'page.listRatingList' : 'page.ratingList', RATING_LIST_PUBLIC],
    ['eloDi', 'elodi', list ? 'page.listEloDi' : 'page.eloDi', ELODI_PUBLIC],
  ] as const;
  for (const [key, id, title, shown] of lists) {
    const list = read(key);
    if (list.length <= 1) continue;
    const keep = list[0]
      .map((cell, index) => ({ index, label: cellText(cell) }))
      .filter(({ label }) => shown.some((column) => isLabel(label, column)))
      .map(({ index }) => index);
    sections.push({ id, title: t(lang, title), grid: list.map((row) => keep.map((index) => row[index])) });
  }
  return sections;
}
