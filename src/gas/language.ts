// The user's language at the Apps Script edge (rules §1: Spanish by default, English for
// English locales). Config's Idioma, when set, wins — read by the actions, not here.
import { type Language } from '../i18n';
import { languageOfLocale } from '../i18n';

/** Session's locale, or '' when it gives none (a custom function's anonymous user has an empty one; a refusal is taken as none). */
function sessionLocale(): string {
  try {
    return Session.getActiveUserLocale() || '';
  } catch {
    return '';
  }
}

/**
 * The user's language: the locale's, else the spreadsheet's. `document: false` (an add-on's
 * onOpen, which may run in AuthMode.NONE: the locale and the Ui only, rules §15) asks nothing
 * of the document: Spanish when there is no locale.
 */
export function userLanguage({ document = true }: { document?: boolean } = {}): Language {
  const locale = sessionLocale();
  if (locale !== '') return languageOfLocale(locale);
  if (!document) return 'es';
  // No locale of the user's (a custom function): the spreadsheet's decides.
  try {
    return languageOfLocale(SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale());
  } catch {
    return 'es';
  }
}
