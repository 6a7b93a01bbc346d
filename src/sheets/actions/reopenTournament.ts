// "Deshacer cierre del torneo" (docs/season.md): undoes "Cerrar torneo" while the closed
// tournament is still the workbook's (until "Nuevo torneo"): the Escalafón goes back to the
// copy kept in Escalafón anterior, EloDI to the one kept in EloDI anterior (when the closing
// rated duplicate games), and Temporada loses the tournament's column. Refuses when
// the tournament is not closed, or when Escalafón anterior was not kept for its closing.
import { seasonColumn, withoutSeasonColumn } from '../../core/season';
import { t } from '../../i18n';
import { readSettings } from '../config/settings';
import { lookupTab, tabFor } from '../config/tabs';
import { normaliseLabel } from '../grid/cells';
import { readPreviousRatingList } from '../season/previousRatingList';
import { readPreviousEloDi } from '../season/eloDiUpdate';
import { readSeason, seasonGrid } from '../season/seasonTab';
import { tournamentName } from '../season/tournamentName';
import { type ActionContext, type ActionResult } from './action';

export function reopenTournament({ workbook, lang: userLang }: ActionContext): ActionResult {
  const settings = readSettings(workbook, userLang);
  const { lang } = settings;
  const name = tournamentName(settings, lang);
  const seasonTab = tabFor(workbook, 'season', lang);
  const season = readSeason(workbook.read(seasonTab) ?? [], {
    lang,
    tab: seasonTab,
  });
  const column = seasonColumn(season, name);
  if (column < 0) return { ok: false, lang, message: t(lang, 'season.reopen.notClosed', { name, tab: seasonTab }) };
  const previousTab = tabFor(workbook, 'previousRatingList', lang);
  const previous = readPreviousRatingList(workbook.read(previousTab));
  if (previous === null || normaliseLabel(previous.tournament) !== normaliseLabel(name))
    return { ok: false, lang, message: t(lang, 'season.reopen.noBackup', { name, tab: previousTab }) };

  const ratingTab = tabFor(workbook, 'ratingList', lang);
  workbook.replace(ratingTab, previous.table);
  workbook.replace(seasonTab, seasonGrid(withoutSeasonColumn(season, column), lang));
  // EloDI anterior, when this tournament's closing wrote it (a tournament with duplicate games).
  const previousEloDiTab = lookupTab(workbook, 'previousEloDi');
  const previousEloDi = previousEloDiTab === null ? null : readPreviousEloDi(workbook.read(previousEloDiTab));
  const eloDiTab = tabFor(workbook, 'eloDi', lang);
  const restoreEloDi = previousEloDi !== null && normaliseLabel(previousEloDi.tournament) === normaliseLabel(name);
  if (restoreEloDi) workbook.replace(eloDiTab, previousEloDi.table);
  const done = t(lang, 'season.reopen.done', { name, ratingList: ratingTab, season: seasonTab });
  return {
    ok: true,
    lang,
    message: restoreEloDi ? `${done}\n${t(lang, 'season.reopen.eloDi', { tab: eloDiTab })}` : done,
  };
}
