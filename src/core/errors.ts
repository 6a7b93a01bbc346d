// Bad input is reported, never thrown as a stack trace: an AtrilError carries a catalogue
// key and where the bad value sits (rules §9: tab, row and value), and is rendered in the
// user's language only at the edge.
import { t, type MessageKey, type Params } from '../i18n';
import { type Language } from '../i18n';

export interface Location {
  /** Tab name as the user sees it (e.g. "Jugadores"). */
  tab?: string;
  /** 1-based sheet row. */
  row?: number;
  /** Column header as the user sees it. */
  column?: string;
  /** Custom-function argument name, when the error is about an argument. */
  arg?: string;
}

export class AtrilError extends Error {
  readonly key: MessageKey;
  readonly params: Params;
  readonly location: Location;

  constructor(key: MessageKey, params: Params = {}, location: Location = {}) {
    super(t('en', key, params));
    this.name = 'AtrilError';
    this.key = key;
    this.params = params;
    this.location = location;
  }

  /** The same error, placed at a tab/row/column (keeps what is already known). */
  at(location: Location): AtrilError {
    return new AtrilError(this.key, this.params, { ...location, ...this.location });
  }

  render(lang: Language): string {
    const message = t(lang, this.key, this.params);
    const { tab, row, column, arg } = this.location;
    if (tab !== undefined && row !== undefined && column !== undefined) {
      return t(lang, 'error.at', { tab, row, column, message });
    }
    if (tab !== undefined && row !== undefined) return t(lang, 'error.atRow', { tab, row, message });
    if (arg !== undefined) return t(lang, 'error.atArg', { arg, message });
    return message;
  }
}

/** Any thrown value as a message for the user: AtrilErrors in their language, others as internal errors. */
export function renderError(error: unknown, lang: Language): string {
  if (error instanceof AtrilError) return error.render(lang);
  const detail = error instanceof Error ? error.message : String(error);
  return t(lang, 'error.internal', { detail });
}
