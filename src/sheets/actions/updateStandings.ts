// "Actualizar clasificación" (rules §2, §4): recomputes Clasificación, Tabla cruzada and
// Tarjetas from Jugadores and Rondas, and Clasificación por clubes when players have clubs,
// each under its printed title, widths fitted again.
// Generated tabs only: nothing typed is written.
import { isPending } from '../../core/results';
import { scoresheet } from '../../core/scores';
import { t } from '../../i18n';
import { lookupTab, type TabKey, tabFor } from '../config/tabs';
import { type PrintedTab, writePrinted, writtenNow } from '../grid/printedTab';
import type { Workbook } from '../grid/workbook';
import { plannedRounds, standingsTabs, table, titled, viewTitle } from '../tournament/viewTabs';
import { type ActionContext, type ActionResult, withWarnings } from './action';
import { type LoadedTournament, loadTournament } from '../tournament/loadTournament';
import { CLUB_COUNTED_COLUMN, clubStandingsGrid, clubStandingsRoom, hasClubs } from '../season/clubStandingsView';
import { finalTab } from '../tournament/finalTab';
import { countriesOf, nationsCup } from '../season/countryStandingsView';

export interface StandingsResult extends ActionResult {
  tabs: string[];
}

/**
 * The tabs "Actualizar clasificación" writes, as printed tabs: Clasificación, Tabla cruzada,
 * Tarjetas, and Clasificación por clubes once players have clubs (or the tab exists). The
 * print view (printTab.ts) builds its page from the same.
 */
export function standingsViews(workbook: Workbook, loaded: LoadedTournament): { key: TabKey; tab: PrintedTab }[] {
  const { lang, tournament } = loaded;
  // One scoresheet for the three views; each rewritten and laid out for printing again (rules §2).
  const context = { tournament, lang, ...writtenNow(workbook) };
  const sheet = scoresheet(tournament);
  const views = standingsTabs(context, sheet);
  const rounds = plannedRounds(sheet);
  // rules §2: club standings once players have clubs (a tab written before is kept current).
  if (hasClubs(tournament) || lookupTab(workbook, 'clubStandings') !== null) {
    const { playersPerClub } = loaded.settings.season;
    views.push({
      key: 'clubStandings',
      tab: {
        ...titled(
          viewTitle('clubStandings', context),
          table(clubStandingsGrid(sheet, playersPerClub, lang), clubStandingsRoom(sheet, playersPerClub, rounds)),
        ),
        // Puntúan: the best players' names, on two lines rather than past the page's edge.
        wrapColumns: [CLUB_COUNTED_COLUMN],
      },
    });
  }
  // rules §18.3: Clasificación por países when Configuración › Equipos is País.
  const countries = nationsCup(loaded, sheet);
  if (countries)
    views.push({
      key: 'countryStandings',
      tab: { ...titled(viewTitle('countryStandings', context), table(countries)), wrapColumns: [CLUB_COUNTED_COLUMN] },
    });
  // rules §18.2: the Final tab once the final has a game.
  if (tournament.final && tournament.final.games.length > 0)
    views.push({ key: 'final', tab: finalTab(tournament, lang, writtenNow(workbook)) });
  return views;
}

export function updateStandings({ workbook, lang: userLang }: ActionContext): StandingsResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament } = loaded;
  const views = standingsViews(workbook, loaded);
  const tabs = views.map(({ key, tab }) => {
    const name = tabFor(workbook, key, lang);
    writePrinted(workbook, name, tab);
    return name;
  });
  const played = tournament.games.filter((game) => game.second !== null && !isPending(game)).length;
  let message = t(lang, 'action.standings.done', { tabs: tabs.join(', '), games: played });
  // rules §18.3: a nations cup with no País typed would be a bare header: say what is missing.
  if (
    views.some(({ key }) => key === 'countryStandings') &&
    ![...countriesOf(loaded).values()].some((country) => country !== '')
  )
    message += `\n${t(lang, 'teams.empty', { tab: tabFor(workbook, 'countryStandings', lang), players: loaded.tabs.players })}`;
  return withWarnings({ ok: true, lang, tabs, message }, loaded.warnings);
}
