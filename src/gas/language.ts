// The user's language at the Apps Script edge (rules §1: Spanish by default, English for
// English locales). Config's Idioma, when set, wins — read by the actions, not here.
import { type Language } from '../i18n';
import { languageOfLocale } from '../i18n';

/** Session's locale, or '' when it gives none: AuthMode.NONE throws, and a custom function's anonymous user has an empty one. */
function sessionLocale(): string {
  try {
    return Session.getActiveUserLocale() || '';
  } catch {
    return '';
  }
}

export function userLanguage(): Language {
  const locale = sessionLocale();
  if (locale !== '') return languageOfLocale(locale);
  // No locale of the user's (a custom function, AuthMode.NONE): the spreadsheet's decides.
  try {
    return languageOfLocale(SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale());
  } catch {
    return 'es';
  }
}
