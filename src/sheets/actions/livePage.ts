// What the live page shows (rules §8 "Publicar clasificación"), gathered from the workbook
// for the Apps Script web app and `atril html`: the standings recomputed from Jugadores and
// Rondas (not the possibly stale Clasificación tab), the round in play, the duplicate
// ranking from the "Duplicada N" tabs, the season's tables (Temporada, Escalafón), and the
// page's link for its QR code. Read-only: one data read per tab. An action that changed
// only some of it computes only those parts and keeps the others as last published
// (docs/addon.md "The live page").
import { AtrilError, renderError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { nationsCup } from '../season/countryStandingsView';
import { readSettings, type Settings } from '../config/settings';
import { lookupTab } from '../config/tabs';
import type { Workbook } from '../grid/workbook';
import { duplicateTabs } from '../duplicate/gameTab';
import { scoreDuplicateTabs } from '../duplicate/scoring';
import { lexiconGraph } from '../duplicate/lexiconTab';
import { duplicatePageSection } from '../duplicate/views';
import { readCentresTab } from '../duplicate/centresTab';
import { simultaneousPageSection, simultaneousTabNumber } from '../duplicate/simultaneousView';
import { foldText } from '../../core/text';
import { pageBoard } from '../duplicate/boardView';
import { publicDuplicateError } from '../duplicate/roomScreen';
import { type DuplicateSection, type PageSection, type StandingsPageInput } from '../tournament/standingsPage';
import { seasonSections, standingsPageInput, tournamentFinished } from '../tournament/standingsPageData';
import { type LoadedTournament, loadTournament } from '../tournament/loadTournament';
import type { Grid } from '../grid/cells';
import { prizeReport } from '../prizes/prizeReport';
import { prizePageGrid } from '../prizes/prizeListView';
import { pageLink } from './pageLink';

export type LivePageInput = Pick<
  StandingsPageInput,
  | 'search'
  | 'grid'
  | 'lang'
  | 'tournament'
  | 'subtitle'
  | 'round'
  | 'duplicate'
  | 'sections'
  | 'link'
  | 'prizes'
  | 'phoneResults'
  | 'teams'
>;

/**
 * The parts of the page, each computed from its own tabs: the standings (Configuración,
 * Jugadores, Rondas: the grid, the round in play, the tournament's name), the duplicate
 * ranking (every "Duplicada N" tab), the season (Temporada, Escalafón) and the prizes
 * (Premios, with the standings: rules §11).
 */
export type PagePart = 'standings' | 'duplicate' | 'season' | 'prizes';
export const EVERY_PART: readonly PagePart[] = ['standings', 'duplicate', 'season', 'prizes'];

export interface PageRefresh {
  /** The parts an action may have changed: computed again. */
  parts: readonly PagePart[];
  /** The page last published in a language, whose other parts are kept; null when none was. */
  previous: (lang: Language) => LivePageInput | null;
}

const EVERYTHING: PageRefresh = { parts: EVERY_PART, previous: () => null };

/**
 * What one publication has read, shared by its pages (livePublication.ts): Configuración, and
 * the tournament once one of its parts needed it. Filled by the first page that reads them.
 */
export interface PageReads {
  settings?: Settings;
  loaded?: LoadedTournament;
}

/**
 * The duplicate section, or null without duplicate games; a bad tab shows its message there, not
 * instead of the page — a move that cannot be played by its cell only, never its reason, which
 * may name the rack of a round not yet played (rules §19 "Never early"). Also Sala de duplicada's ranking.
 */
export function duplicateSection(
  workbook: Workbook,
  lang: Language,
  read: Settings | null = null,
): DuplicateSection | null {
  // rules §22: the organiser's simultaneous, places and totals only, never a move or a rack.
  const simultaneous = simultaneousSection(workbook, lang, read);
  if (simultaneous) return simultaneous;
  // Every tab's name: the games are whatever "Duplicada N" tabs there are.
  const games = duplicateTabs(workbook.tabNames());
  if (games.length === 0) return null;
  try {
    // Configuración as the page read it, for both languages (its keys named as the workbook has them).
    const settings = (read ?? readSettings(workbook, lang)).parsed.duplicate;
    const scoring = scoreDuplicateTabs(
      games.map((name) => ({ name, grid: workbook.read(name) ?? [] })),
      settings,
      lang,
      lexiconGraph(workbook),
    );
    // rules §6.7: the board of the game in play, the last with a master move placed.
    const inPlay = scoring.reads.filter((read) => read.board.plays.some((play) => play !== null)).pop();
    const board = inPlay ? pageBoard({ name: inPlay.game.name, board: inPlay.board }, lang) : null;
    return { ...duplicatePageSection(scoring.games, scoring.overall, lang), board };
  } catch (error) {
    if (!(error instanceof AtrilError)) throw error;
    // Only empty templates (Calcular duplicada leaves one for the arbiter): no game yet, no section.
    if (error.key === 'error.dup.noGames') return null;
    return { error: publicDuplicateError(error, lang) ?? renderError(error, lang) };
  }
}

/**
 * rules §22: the simultaneous ranking as its Simultánea tab holds it, with «N centros de M»
 * (Configuración «Centros esperados»); no board — the organiser's game is never shown while a
 * centre may still be playing it. Null without a Simultánea tab.
 */
function simultaneousSection(workbook: Workbook, lang: Language, read: Settings | null): DuplicateSection | null {
  if (!workbook.tabNames().some((name) => simultaneousTabNumber(name) !== null)) return null;
  const centres = new Set(readCentresTab(workbook).map((centre) => foldText(centre.results.centre))).size;
  let expected: number | null = null;
  try {
    expected = (read ?? readSettings(workbook, lang)).parsed.simultaneous.expectedCentres;
  } catch (error) {
    // A bad Centros esperados is named by the import; the page says how many came.
    if (!(error instanceof AtrilError)) throw error;
  }
  const section = simultaneousPageSection(workbook, lang, centres, expected);
  return section && { ...section, board: null };
}

/**
 * The page's language for a reader whose own is `userLang`: Configuración › Idioma when
 * typed; otherwise the reader's — or, in a workbook without Jugadores, the workbook's.
 */
export function livePageLanguage(
  workbook: Workbook,
  userLang: Language,
  settings: Settings = readSettings(workbook, userLang),
): Language {
  if (settings.entries?.rows.language !== undefined) return settings.lang;
  return lookupTab(workbook, 'players') !== null ? userLang : settings.lang;
}

/**
 * rules §11: the prizes (names, prizes and trophies; the Motivo, the Firma and the fees stay
 * in the workbook) once the last round has all its results; null before. A Premios the
 * director has not finished typing (bad input) shows no prizes: Calcular premios names the
 * fault to the director.
 */
function prizesPart(workbook: Workbook, loaded: LoadedTournament, lang: Language): Grid | null {
  if (!tournamentFinished(loaded.tournament)) return null;
  try {
    const report = prizeReport(workbook, loaded);
    return report && report.prizes.length > 0 ? prizePageGrid(report.list, lang, report.currency) : null;
  } catch (error) {
    if (error instanceof AtrilError) return null;
    throw error;
  }
}

/** rules §18.3: the nations cup on the page when Equipos is País; a bad setting shows none (Actualizar names it). */
function teamsSection(loaded: LoadedTournament, lang: Language): PageSection | null {
  try {
    const grid = nationsCup(loaded);
    return grid && grid.length > 1 ? { id: 'teams', title: t(lang, 'tab.countryStandings'), grid } : null;
  } catch (error) {
    if (error instanceof AtrilError) return null;
    throw error;
  }
}

/**
 * `edgeLink`: the web app's address in Google Sheets (Configuración › Enlace de la página
 * wins). `refresh`: the parts to compute; the others come from the page last published in
 * the page's language when there is one (by default, everything is computed).
 */
export function livePageInput(
  workbook: Workbook,
  userLang: Language,
  edgeLink: string | null = null,
  refresh: PageRefresh = EVERYTHING,
  reads: PageReads = {},
): LivePageInput {
  const settings = (reads.settings ??= readSettings(workbook, userLang));
  const lang = livePageLanguage(workbook, userLang, settings);
  const kept = refresh.previous(lang);
  const keeps = (part: PagePart) => kept !== null && !refresh.parts.includes(part);
  // A duplicate-only workbook has no Jugadores: the page then shows the duplicate ranking alone.
  const players = lookupTab(workbook, 'players') !== null;
  // The tournament is read once for the standings and the prizes, and only when one of them is computed.
  const loaded =
    players && !(keeps('standings') && keeps('prizes'))
      ? (reads.loaded ??= loadTournament(workbook, userLang, settings))
      : null;
  const standings: LivePageInput =
    kept && keeps('standings')
      ? {
          grid: kept.grid,
          lang,
          tournament: kept.tournament,
          subtitle: kept.subtitle,
          round: kept.round,
          phoneResults: kept.phoneResults,
          // As published: a page without Jugadores has no teams part, and a second publication adds none.
          ...(kept.teams !== undefined ? { teams: kept.teams } : {}),
        }
      : loaded
        ? { ...standingsPageInput(workbook, userLang, { season: false, loaded }), teams: teamsSection(loaded, lang) }
        : { grid: [], lang, tournament: settings.entries?.config.name ?? '' };
  // Prizes kept as published unless computed again (Calcular premios), and never beside a
  // tournament that is no longer finished (a round undone).
  const prizes =
    kept && keeps('prizes')
      ? loaded && !tournamentFinished(loaded.tournament)
        ? null
        : (kept.prizes ?? null)
      : loaded
        ? prizesPart(workbook, loaded, standings.lang)
        : null;
  // rules §23: the federation's list workbook (its events' tab, no Jugadores) publishes its Escalafón and EloDI, with search.
  const list = !players && lookupTab(workbook, 'listEvents') !== null;
  const sections =
    kept && keeps('season') ? kept.sections : players || list ? seasonSections(workbook, lang, list) : undefined;
  return {
    ...standings,
    ...(list ? { search: true, tournament: standings.tournament || t(lang, 'page.list') } : {}),
    prizes,
    duplicate: kept && keeps('duplicate') ? (kept.duplicate ?? null) : duplicateSection(workbook, lang, settings),
    ...(sections ? { sections } : {}),
    link: pageLink(settings.entries, edgeLink),
  };
}
