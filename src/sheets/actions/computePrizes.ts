// "Calcular premios" (rules §11): the prizes of Premios assigned from the standings, the
// money shared on equal points as Configuración › Reparto de premios says, written to the
// generated Reparto de premios tab with the treasurer's account below. Reads only typed
// tabs; writes only that generated tab, and nothing when any input is bad.
import { AtrilError } from '../../core/errors';
import { type Language, t } from '../../i18n';
import { tabFor } from '../config/tabs';
import { type PrintedTab, writePrinted } from '../grid/printedTab';
import type { Warning } from '../grid/warnings';
import { loadTournament } from '../tournament/loadTournament';
import { type PrizeReport, prizeReport } from '../prizes/prizeReport';
import { moneyText, prizeListTab } from '../prizes/prizeListView';
import { type ActionContext, type ActionResult, withWarnings } from './action';

export interface PrizesResult extends ActionResult {
  /** The Reparto de premios tab; null when nothing was written. */
  tab: string | null;
}

/**
 * Reparto de premios as a printed tab, computed from the workbook without writing it (what
 * Calcular premios writes, and what a print view of the tab can show): the report, its
 * language and the warnings met while reading. Bad input throws, as in the action.
 */
export function prizeListPrinted({ workbook, lang: userLang }: ActionContext): {
  lang: Language;
  report: PrizeReport;
  tab: PrintedTab;
  warnings: Warning[];
} {
  const loaded = loadTournament(workbook, userLang);
  const report = prizeReport(workbook, loaded);
  if (report === null) throw new AtrilError('action.noTab', { tab: t(loaded.lang, 'tab.prizes') });
  return { lang: loaded.lang, report, tab: prizeListTab(report), warnings: [...loaded.warnings, ...report.warnings] };
}

export function computePrizes(context: ActionContext): PrizesResult {
  const { lang, report, tab: printed, warnings } = prizeListPrinted(context);
  if (report.prizes.length === 0)
    return { ok: false, lang, tab: null, message: t(lang, 'action.prizes.none', { tab: report.tab }) };
  const tab = tabFor(context.workbook, 'prizeList', lang);
  writePrinted(context.workbook, tab, printed);
  const deserts = report.list.awards.filter((award) => award.desert !== null).length;
  const message = t(lang, 'action.prizes.done', {
    tab,
    count: report.list.awards.length - deserts,
    deserts,
    cash: moneyText(report.list.cash, lang, report.currency),
  });
  return withWarnings({ ok: true, lang, tab, message }, warnings);
}
