// "Actualizar clasificación" (rules §2, §4): recomputes Clasificación, Tabla cruzada and
// Tarjetas from Jugadores and Rondas, and Clasificación por clubes when players have clubs.
// Generated tabs only: nothing typed is written.
import { isPending } from '../../core/results';
import { scoresheet } from '../../core/scores';
import { t } from '../../i18n';
import { tabFor } from '../config/tabs';
import { VIEW_FORMAT } from '../grid/workbook';
import { cardsGrid, crosstableGrid, standingsGrid } from '../tournament/views';
import { type ActionContext, type ActionResult } from './action';
import { loadTournament } from '../tournament/loadTournament';
import { readSeasonSettings } from '../config/seasonSettings';
import { clubStandingsGrid, hasClubs } from '../season/clubStandingsView';
import type { Cell } from '../grid/cells';

export interface StandingsResult extends ActionResult {
  tabs: string[];
}

export function updateStandings({ workbook, lang: userLang }: ActionContext): StandingsResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament } = loaded;
  const names = loaded.tabNames;
  // One scoresheet for the three views.
  const sheet = scoresheet(tournament);
  const views: [string, Cell[][]][] = [
    [tabFor(names, 'standings', lang), standingsGrid(sheet, lang)],
    [tabFor(names, 'crosstable', lang), crosstableGrid(sheet, lang)],
    [tabFor(names, 'cards', lang), cardsGrid(sheet, lang)],
  ];
  // rules §2: club standings once players have clubs (a tab written before is kept current).
  const clubsTab = tabFor(names, 'clubStandings', lang);
  if (hasClubs(tournament) || names.includes(clubsTab)) {
    const { playersPerClub } = readSeasonSettings(
      loaded.configEntries ?? { extra: {} },
      lang,
      loaded.tabs.config ?? undefined,
    );
    views.push([clubsTab, clubStandingsGrid(sheet, playersPerClub, lang)]);
  }
  for (const [tab, grid] of views) {
    const isNew = !names.includes(tab);
    workbook.replace(tab, grid);
    if (isNew) workbook.format(tab, VIEW_FORMAT);
  }
  const played = tournament.games.filter((game) => game.second !== null && !isPending(game)).length;
  const tabs = views.map(([tab]) => tab);
  return { ok: true, lang, tabs, message: t(lang, 'addon.standings.done', { tabs: tabs.join(', '), games: played }) };
}
