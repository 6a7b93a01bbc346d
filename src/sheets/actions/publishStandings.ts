// "Publicar clasificación" (rules §8): the live-standings link of the web app (doGet,
// src/gas/webapp.ts), or, while the script has no web app deployment, how to deploy it.
import { t } from '../../i18n';
import { tabFor } from '../config/tabs';
import { type ActionContext, type ActionResult } from './action';

export interface PublishResult extends ActionResult {
  url: string | null;
}

/**
 * `link`: the web app's URL for this spreadsheet, or null while there is no web app
 * deployment: the message then gives the deployment steps and names the Clasificación
 * tab to share meanwhile.
 */
export function publishStandings({ workbook, lang }: ActionContext, link: string | null = null): PublishResult {
  if (link === null) {
    const tab = tabFor(workbook.tabNames(), 'standings', lang);
    return { ok: false, lang, url: null, message: t(lang, 'publish.deploy', { tab }) };
  }
  return { ok: true, lang, url: link, message: t(lang, 'publish.link', { url: link }) };
}
