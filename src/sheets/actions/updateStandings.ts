// "Actualizar clasificación" (rules §2, §4): recomputes Clasificación, Tabla cruzada and
// Tarjetas from Jugadores and Rondas. Generated tabs only: nothing typed is written.
import { isPending } from '../../core/results';
import { scoresheet } from '../../core/scores';
import { t } from '../../i18n';
import { tabFor } from '../config/tabs';
import { VIEW_FORMAT } from '../grid/workbook';
import { cardsGrid, crosstableGrid, standingsGrid } from '../tournament/views';
import { type ActionContext, type ActionResult, withWarnings } from './action';
import { loadTournament } from '../tournament/loadTournament';

export interface StandingsResult extends ActionResult {
  tabs: string[];
}

export function updateStandings({ workbook, lang: userLang }: ActionContext): StandingsResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament } = loaded;
  const names = loaded.tabNames;
  // One scoresheet for the three views.
  const sheet = scoresheet(tournament);
  const views = [
    [tabFor(names, 'standings', lang), standingsGrid(sheet, lang)],
    [tabFor(names, 'crosstable', lang), crosstableGrid(sheet, lang)],
    [tabFor(names, 'cards', lang), cardsGrid(sheet, lang)],
  ] as const;
  for (const [tab, grid] of views) {
    const isNew = !names.includes(tab);
    workbook.replace(tab, grid);
    if (isNew) workbook.format(tab, VIEW_FORMAT);
  }
  const played = tournament.games.filter((game) => game.second !== null && !isPending(game)).length;
  const tabs = views.map(([tab]) => tab);
  return withWarnings(
    { ok: true, lang, tabs, message: t(lang, 'addon.standings.done', { tabs: tabs.join(', '), games: played }) },
    loaded.warnings,
  );
}
