// `atril trf` (docs/pairing.md "TRF export"): the tournament as a FIDE TRF-16 report, to
// cross-check its pairings with bbpPairings or JaVaFo. Refuses while a game has no result
// (the report only carries complete rounds), naming the tables. Reads only. Configuración
// › Fecha is the 042 line and Jugadores › Licencia each player's ID (rules §23).
import { tournamentTrf } from '../../core/trf';
import { t } from '../../i18n';
import { normaliseLabel } from '../grid/cells';
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
  // rules §23: Club as the 022 line, Fecha as the 042 line, Jugadores' Licencia in each player's ID.
  const licences = new Map<number, string>();
  for (const player of tournament.players) {
    const licence = loaded.roster.licences.get(normaliseLabel(player.name));
    if (licence) licences.set(player.id, licence);
  }
  const trf = tournamentTrf(tournament, {
    date: loaded.settings.event.date,
    club: loaded.settings.event.club,
    licences,
  });
  return { ok: true, lang, trf, message: '' };
}
