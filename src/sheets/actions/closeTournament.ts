// "Cerrar torneo" (rules §2, §8): the tournament's ratings into the Escalafón and its points
// into the Temporada — the classic games' points by final place, and each duplicate game's
// points by place (a club's year may mix both). Refuses while a game has no result, when the
// tournament is already closed (Temporada has its column) or has nothing to close; before
// the planned rounds are played it asks for a confirmation (`early`). Everything is computed
// before the first write: a refusal or bad input leaves the workbook as it was. Writes ELO
// (the report the ratings come from), Escalafón anterior (what "Deshacer cierre" restores),
// Escalafón and Temporada; with duplicate games, EloDI anterior and EloDI (rules §6.5).
import { type GameResult } from '../../core/duplicate';
import { AtrilError } from '../../core/errors';
import { lastRound } from '../../core/results';
import { scoresheet } from '../../core/scores';
import {
  type RatingListUpdate,
  type SeasonAward,
  applyRatings,
  duplicateAwards,
  participants,
  rateEvent,
  seasonColumn,
  standingsAwards,
  swissPlayerIds,
  tournamentEvent,
  withSeasonColumn,
} from '../../core/season';
import { type Language, t } from '../../i18n';
import { type DuplicateSettings } from '../config/duplicateSettings';
import { duplicateTabs } from '../duplicate/gameTab';
import { scoreDuplicateTabs } from '../duplicate/scoring';
import { withSimultaneous } from '../duplicate/simultaneousRanking';
import { lexiconGraph } from '../duplicate/lexiconTab';
import { tabFor } from '../config/tabs';
import type { Cell } from '../grid/cells';
import type { DocumentMemory } from '../grid/memory';
import type { Workbook } from '../grid/workbook';
import { writePrinted, writtenNow } from '../grid/printedTab';
import { type LoadedTournament, loadTournament } from '../tournament/loadTournament';
import { describePending, pendingTables } from '../tournament/rounds';
import { eloTab, table } from '../tournament/viewTabs';
import { previousRatingListGrid } from '../season/previousRatingList';
import { matchRatingList, ratingListGrid, readRatingList } from '../season/ratingListTab';
import { readSeason, seasonGrid } from '../season/seasonTab';
import { readEloDiTab } from '../season/eloDiTab';
import { previousEloDiGrid, updateEloDi } from '../season/eloDiUpdate';
import { tournamentName } from '../season/tournamentName';
import { dateCell, todayIso } from '../config/eventSettings';
import { type ActionContext, type ActionResult } from './action';

export interface CloseOptions {
  /** The director confirmed closing before the planned rounds were played. */
  early?: boolean;
}

export interface CloseResult extends ActionResult {
  /** When refused only for want of a confirmation: the question to ask (rules §8). */
  confirm: string | null;
}

/**
 * The tournament's duplicate games as the season and the list take them: every scored "Duplicada
 * N" tab (rules §6; none when there are none, or only empty templates), and a simultaneous game
 * as its whole field, every centre's players (rules §22: one game for EloDI and the list).
 */
export function duplicateGames(
  workbook: Workbook,
  settings: DuplicateSettings,
  lang: Language,
  memory: DocumentMemory | undefined,
): GameResult[] {
  return withSimultaneous(scoredGames(workbook, settings, lang), workbook, settings, lang, memory);
}

function scoredGames(workbook: Workbook, settings: DuplicateSettings, lang: Language): GameResult[] {
  const tabs = duplicateTabs(workbook.tabNames());
  if (tabs.length === 0) return [];
  try {
    return scoreDuplicateTabs(
      tabs.map((name) => ({ name, grid: workbook.read(name) ?? [] })),
      settings,
      lang,
      lexiconGraph(workbook),
    ).games;
  } catch (error) {
    // "Calcular duplicada" leaves a template for the arbiter: unused, it is no game.
    if (error instanceof AtrilError && error.key === 'error.dup.noGames') return [];
    throw error;
  }
}

/** Replaces a season tab: its header in row 1 (Atril reads these tabs back), laid out for printing. */
function writeView(workbook: Workbook, tab: string, grid: Cell[][]): void {
  writePrinted(workbook, tab, table(grid));
}

/** The classic games rated (rules §5): the Escalafón read, matched to Jugadores, updated by the tournament's games. */
function rateSwiss(workbook: Workbook, loaded: LoadedTournament, name: string) {
  const { lang, tournament } = loaded;
  const ratingTab = tabFor(workbook, 'ratingList', lang);
  const ratingGrid = workbook.read(ratingTab);
  const ratingList = readRatingList(ratingGrid ?? [], { lang, tab: ratingTab });

  // The classic games: ratings (rules §5) and points by final place. Duplicate games rate nobody.
  const sheet = scoresheet(tournament);
  const ids = participants(sheet);
  const entryOf = matchRatingList(
    loaded.entries.filter((entry) => ids.has(entry.id)),
    ratingList.rows,
    { lang, playersTab: loaded.tabs.players, ratingTab, nameColumn: t(lang, 'col.players.name') },
  );
  // rules §23: one code rates a club's closing and the federation's list — the tournament as
  // a RatedEvent, each player at Jugadores' rating, the Escalafón's for what it knew.
  const event = tournamentEvent({
    name,
    date: '',
    club: '',
    source: { file: '', fingerprint: '', format: 'atril' },
    tournament,
    duplicate: [],
  });
  const playerIds = swissPlayerIds(tournament);
  const outcome = rateEvent(
    event,
    playerIds.map((id, i) => {
      const entry = entryOf.get(id);
      return {
        rating: event.players[i].rating,
        listRating: entry === undefined ? null : ratingList.rows[entry].rating,
        eloDi: null,
      };
    }),
    {
      k: tournament.config.k,
      method: tournament.config.eloExpectancy,
      firstRatingGames: loaded.settings.season.firstRatingGames,
      eloDiMinRounds: loaded.settings.eloDi.minRounds,
    },
  );
  const byId = new Map(tournament.players.map((player) => [player.id, player] as const));
  const ratings: RatingListUpdate = applyRatings(
    ratingList.rows,
    name,
    playerIds.flatMap((id, i) => {
      const rated = outcome.elo.get(i);
      const player = byId.get(id);
      if (rated === undefined || player === undefined) return [];
      return [{ name: player.name, club: player.club, entry: entryOf.get(id), outcome: rated }];
    }),
  );
  return { ratingTab, ratingGrid, ratingList, ratings, sheet };
}

export function closeTournament(
  { workbook, lang: userLang, memory }: ActionContext,
  options: CloseOptions = {},
): CloseResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament, games } = loaded;
  const refuse = (message: string, confirm: string | null = null): CloseResult => ({
    ok: false,
    lang,
    message,
    confirm,
  });
  const name = tournamentName(
    { tab: loaded.tabs.config, grid: loaded.configGrid, entries: loaded.configEntries },
    lang,
  );
  const roundsTab = loaded.tabs.rounds ?? t(lang, 'tab.rounds');

  const seasonTab = tabFor(workbook, 'season', lang);
  const season = readSeason(workbook.read(seasonTab) ?? [], {
    lang,
    tab: seasonTab,
  });
  if (seasonColumn(season, name) >= 0) return refuse(t(lang, 'season.close.already', { name, tab: seasonTab }));

  const pending = pendingTables(games);
  if (pending.size > 0)
    return refuse(t(lang, 'season.close.pending', { list: describePending(pending, lang), tab: roundsTab }));
  const settings = loaded.settings.season;
  const duplicateSettings = loaded.settings.duplicate;
  const scale =
    settings.scale.kind === 'quadratic'
      ? { kind: 'quadratic' as const, quadratic: duplicateSettings.quadratic }
      : settings.scale;
  // Every tab's name: the games are whatever "Duplicada N" tabs there are.
  const duplicate = duplicateGames(workbook, duplicateSettings, lang, memory);
  const played = lastRound(games);
  if (played === 0 && duplicate.length === 0) return refuse(t(lang, 'season.close.nothing', { rounds: roundsTab }));
  const planned = tournament.config.rounds;
  if (played > 0 && played < planned && !options.early) {
    return refuse(
      t(lang, 'season.close.early', { played, rounds: planned }),
      t(lang, 'season.close.confirm', { played, rounds: planned, name }),
    );
  }

  const { ratingTab, ratingGrid, ratingList, ratings, sheet } = rateSwiss(workbook, loaded, name);
  // The duplicate games: EloDI game by game, in tab order (rules §6.5).
  const eloDiTab = duplicate.length > 0 ? tabFor(workbook, 'eloDi', lang) : null;
  const eloDiBefore = eloDiTab === null ? null : workbook.read(eloDiTab);
  const eloDi =
    eloDiTab === null
      ? null
      : updateEloDi({ ...readEloDiTab(eloDiBefore ?? [], { lang, tab: eloDiTab }), tab: eloDiTab }, duplicate, {
          minRounds: loaded.settings.eloDi.minRounds,
          tournament: name,
          lang,
        });
  // rules §23: the event's first day; blank, the day it closed, written into Fecha (a typed one never overwritten).
  const typedDate = loaded.settings.event.date;
  const now = writtenNow(workbook);
  const date = typedDate ?? todayIso(now.date, now.timeZone);
  const configTab = loaded.tabs.config ?? t(lang, 'tab.config');
  const dateWrite =
    typedDate === null && loaded.configEntries !== null
      ? dateCell(loaded.configEntries, loaded.configGrid ?? [], lang, date)
      : null;
  const classic: SeasonAward[] = standingsAwards(sheet, scale);
  const fromDuplicate: SeasonAward[] = duplicateAwards(duplicate, scale);
  const seasonAfter = withSeasonColumn(season, name, [...classic, ...fromDuplicate]);

  // Everything is known: now write (rules §9, nothing written on a refusal or bad input).
  const eloName = tabFor(workbook, 'elo', lang);
  if (played > 0) writePrinted(workbook, eloName, eloTab({ tournament, lang, ...now }));
  const previousTab = tabFor(workbook, 'previousRatingList', lang);
  writeView(workbook, previousTab, previousRatingListGrid(name, ratingGrid, lang));
  // A duplicate-only tournament changes no rating: the Escalafón is left as it is.
  if (played > 0) writeView(workbook, ratingTab, ratingListGrid(ratings.list, lang, ratingList.header));
  writeView(workbook, seasonTab, seasonGrid(seasonAfter, lang));
  if (eloDiTab !== null && eloDi !== null) {
    writeView(workbook, tabFor(workbook, 'previousEloDi', lang), previousEloDiGrid(name, eloDiBefore, lang));
    writeView(workbook, eloDiTab, eloDi.grid);
  }
  if (dateWrite !== null) workbook.write(configTab, dateWrite.row, dateWrite.column, dateWrite.values);

  const scored = seasonAfter.players.filter((player) => player.points[player.points.length - 1] !== null).length;
  const lines = [
    t(lang, 'season.close.done', { name }),
    ...(played > 0
      ? [
          t(lang, 'season.close.ratings', {
            tab: ratingTab,
            players: ratings.updated,
            added: ratings.added,
            first: ratings.firstRatings.length,
            elo: eloName,
          }),
        ]
      : []),
    ...ratings.kept.map((kept) =>
      t(lang, 'season.close.keptRating', { name: kept.name, rating: kept.rating, tab: ratingTab }),
    ),
    t(lang, 'season.close.season', { tab: seasonTab, name, players: scored }),
    ...(duplicate.length > 0 ? [t(lang, 'season.close.duplicate', { games: duplicate.length })] : []),
    ...(eloDi !== null
      ? [
          t(lang, 'season.close.eloDi', {
            tab: eloDiTab as string,
            players: eloDi.updated,
            added: eloDi.added,
            games: eloDi.counted,
          }),
          ...eloDi.short.map((short) =>
            t(lang, 'season.close.eloDiShort', {
              game: short.game,
              rounds: short.rounds,
              min: loaded.settings.eloDi.minRounds,
            }),
          ),
        ]
      : []),
    ...(dateWrite !== null ? [t(lang, 'season.close.date', { date, tab: configTab })] : []),
    t(lang, 'season.close.undo'),
  ];
  return { ok: true, lang, message: lines.join('\n'), confirm: null };
}
