// "Actualizar clasificación" (SPEC §2, §4): recomputes Clasificación, Tabla cruzada and
// Tarjetas from Jugadores and Rondas. Generated tabs only: nothing typed is written.
import { isPending } from '../../core/results';
import { t } from '../../i18n';
import { tabFor, typedTabFormat } from '../config/tabs';
import { cardsGrid, crosstableGrid, standingsGrid } from '../tournament/views';
import { type ActionContext, type ActionResult, loadTournament } from '../tournament/loadTournament';

export interface StandingsResult extends ActionResult {
  tabs: string[];
}

export function updateStandings({ workbook, lang: userLang }: ActionContext): StandingsResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament } = loaded;
  const names = workbook.tabNames();
  const views = [
    [tabFor(names, 'standings', lang), standingsGrid(tournament, lang)],
    [tabFor(names, 'crosstable', lang), crosstableGrid(tournament, lang)],
    [tabFor(names, 'cards', lang), cardsGrid(tournament, lang)],
  ] as const;
  for (const [tab, grid] of views) {
    const isNew = !names.includes(tab);
    workbook.replace(tab, grid);
    if (isNew) workbook.format(tab, typedTabFormat('standings'));
  }
  const played = tournament.games.filter((game) => game.second !== null && !isPending(game)).length;
  const tabs = views.map(([tab]) => tab);
  return { ok: true, lang, tabs, message: t(lang, 'addon.standings.done', { tabs: tabs.join(', '), games: played }) };
}
