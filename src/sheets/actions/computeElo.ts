// "Calcular ELO" (rules §5): the ELO tab, recomputed from Jugadores and Rondas with the
// K and expectancy of Configuración.
import { t } from '../../i18n';
import { tabFor } from '../config/tabs';
import { VIEW_FORMAT } from '../grid/workbook';
import { eloGrid } from '../tournament/views';
import { type ActionContext, type ActionResult, withWarnings } from './action';
import { loadTournament } from '../tournament/loadTournament';

export interface EloResult extends ActionResult {
  tab: string;
}

export function computeElo({ workbook, lang: userLang }: ActionContext): EloResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament } = loaded;
  const names = workbook.tabNames();
  const tab = tabFor(names, 'elo', lang);
  const grid = eloGrid(tournament, lang);
  workbook.replace(tab, grid);
  if (!names.includes(tab)) workbook.format(tab, VIEW_FORMAT);
  return withWarnings(
    { ok: true, lang, tab, message: t(lang, 'addon.elo.done', { tab, players: grid.length - 1 }) },
    loaded.warnings,
  );
}
