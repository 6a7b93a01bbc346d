// The user's language at the Apps Script edge (rules §1: Spanish by default, English for
// English locales). Config's Idioma, when set, wins — read by the actions, not here.
import { type Language } from '../i18n';
import { languageOfLocale } from '../i18n';

export function userLanguage(): Language {
  try {
    return languageOfLocale(Session.getActiveUserLocale());
  } catch {
    // AuthMode.NONE or a custom function: fall back to the spreadsheet's locale.
  }
  try {
    return languageOfLocale(SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetLocale());
  } catch {
    return 'es';
  }
}
