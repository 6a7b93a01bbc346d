// `atril trf` (docs/pairing.md "TRF export"): the tournament as a FIDE TRF-16 report, to
// cross-check its pairings with bbpPairings or JaVaFo. Refuses while a game has no result
// (the report only carries complete rounds), naming the tables. Reads only.
import { tournamentTrf } from '../../core/trf';
import { t } from '../../i18n';
import { type ActionContext, type ActionResult } from './action';
import { loadTournament } from '../tournament/loadTournament';
import { describePending, pendingTables } from '../tournament/rounds';

export interface TrfResult extends ActionResult {
  /** The report (CR LF line ends), '' when refused. */
  trf: string;
}

export function exportTrf({ workbook, lang: userLang }: ActionContext): TrfResult {
  const loaded = loadTournament(workbook, userLang);
  const { lang, tournament } = loaded;
  const pending = pendingTables(loaded.games);
  if (pending.size > 0) {
    const tab = loaded.tabs.rounds ?? t(lang, 'tab.rounds');
    return { ok: false, lang, trf: '', message: t(lang, 'trf.pending', { list: describePending(pending, lang), tab }) };
  }
  const trf = tournamentTrf(tournament);
  return { ok: true, lang, trf, message: '' };
}
