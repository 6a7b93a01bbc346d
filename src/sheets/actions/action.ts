// What every menu action shares: the port and the user's language in, a summary out.
import { type Language } from '../../i18n';
import type { Workbook } from '../grid/workbook';

export interface ActionContext {
  workbook: Workbook;
  /** The user's language (locale); Configuración › Idioma, when typed, wins. */
  lang: Language;
  /**
   * The live page's address (rules §8 "Publicar clasificación"): in Google Sheets the web
   * app's link, none in a file. Configuración › "Enlace de la página", when typed, wins.
   */
  pageLink?: string | null;
}

/** What an action tells the director (the Apps Script edge shows it in an alert). */
export interface ActionResult {
  /** False when the action refused (nothing was written). */
  ok: boolean;
  /** The language the message is in (Configuración › Idioma may differ from the locale). */
  lang: Language;
  message: string;
}
