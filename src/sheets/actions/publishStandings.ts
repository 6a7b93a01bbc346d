// "Publicar clasificación" (SPEC §8): the live-standings link. The web app (doGet) is
// another piece of work; until it lands this action explains where the standings are.
// The Apps Script edge calls `publishStandingsLink` when it is provided (see src/gas/index.ts).
import { t } from '../../i18n';
import { tabFor } from '../schema';
import type { ActionContext, ActionResult } from './context';

export interface PublishResult extends ActionResult {
  url: string | null;
}

/**
 * `link`: the web app's URL for this spreadsheet, or null while there is no web app.
 * The message then names the Clasificación tab to share instead.
 */
export function publishStandings({ workbook, lang }: ActionContext, link: string | null = null): PublishResult {
  if (link === null) {
    const tab = tabFor(workbook.tabNames(), 'standings', lang);
    return { ok: false, lang, url: null, message: t(lang, 'addon.publish.pending', { tab }) };
  }
  return { ok: true, lang, url: link, message: link };
}
