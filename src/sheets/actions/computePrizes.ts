// "Calcular premios" (rules §11): the prizes of Premios assigned from the standings, the
// money shared on equal points as Configuración › Reparto de premios says, written to the
// generated Reparto de premios tab with the treasurer's account below. Reads only typed
// tabs; writes only that generated tab, and nothing when any input is bad.
import { AtrilError } from '../../core/errors';
import { t } from '../../i18n';
import { tabFor } from '../config/tabs';
import { writePrinted } from '../grid/printedTab';
import { loadTournament } from '../tournament/loadTournament';
import { prizeReport } from '../prizes/prizeReport';
import { money, prizeListTab } from '../prizes/prizeListView';
import { type ActionContext, type ActionResult, withWarnings } from './action';

export interface PrizesResult extends ActionResult {
  /** The Reparto de premios tab; null when nothing was written. */
  tab: string | null;
}

export function computePrizes({ workbook, lang: userLang }: ActionContext): PrizesResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang } = loaded;
  const report = prizeReport(workbook, loaded);
  if (report === null) throw new AtrilError('addon.noTab', { tab: t(lang, 'tab.prizes') });
  if (report.prizes.length === 0)
    return { ok: false, lang, tab: null, message: t(lang, 'addon.prizes.none', { tab: report.tab }) };
  const tab = tabFor(workbook, 'prizeList', lang);
  writePrinted(workbook, tab, prizeListTab(report));
  const deserts = report.list.awards.filter((award) => award.desert !== null).length;
  const cash = money(report.list.cash);
  const message = t(lang, 'addon.prizes.done', {
    tab,
    count: report.list.awards.length - deserts,
    deserts,
    cash: lang === 'es' ? cash.toFixed(2).replace('.', ',') : cash.toFixed(2),
  });
  return withWarnings({ ok: true, lang, tab, message }, [...loaded.warnings, ...report.warnings]);
}
