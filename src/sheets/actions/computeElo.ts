// "Calcular ELO" (rules §5): the ELO tab, recomputed from Jugadores and Rondas with the
// K and expectancy of Configuración.
import { t } from '../../i18n';
import { tabFor } from '../config/tabs';
import { writePrinted, writtenNow } from '../grid/printedTab';
import { eloTab } from '../tournament/viewTabs';
import { type ActionContext, type ActionResult, withWarnings } from './action';
import { loadTournament } from '../tournament/loadTournament';
import { withFinalGames } from '../../core/final';

export interface EloResult extends ActionResult {
  tab: string;
}

export function computeElo({ workbook, lang: userLang }: ActionContext): EloResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament } = loaded;
  const tab = tabFor(workbook, 'elo', lang);
  // rules §18.2: the final's games count for ELO as any game.
  writePrinted(workbook, tab, eloTab({ tournament: withFinalGames(tournament), lang, ...writtenNow(workbook) }));
  return withWarnings(
    { ok: true, lang, tab, message: t(lang, 'action.elo.done', { tab, players: tournament.players.length }) },
    loaded.warnings,
  );
}
