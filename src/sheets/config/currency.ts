// Money as money (rules §16.1): Configuración `Moneda` / `Currency` (default €), and an amount
// in cents written with two decimals and the currency as the reader writes it: "137,50 €"
// in Spanish; "€137.50" in English with a sign, "137.50 ARS" with a code.
import { type Language, t } from '../../i18n';
import { cellText } from '../grid/cells';
import { type ExtraEntries, extraReader } from './configuration';

export const DEFAULT_CURRENCY = '€';

/** Configuración › Moneda, or € when blank or missing. */
export function readCurrency(entries: ExtraEntries, lang: Language, tab: string = t(lang, 'tab.config')): string {
  let currency = DEFAULT_CURRENCY;
  extraReader(entries, lang, tab)(
    'slips.config.currency',
    (cell) => cellText(cell).trim(),
    (value) => (currency = value || DEFAULT_CURRENCY),
  );
  return currency;
}

/** Cents as "137,50 €" / "€137.50", a no-break space between (the thousands unmarked: prizes are small sums). */
export function moneyWithCurrency(cents: number, lang: Language, currency: string = DEFAULT_CURRENCY): string {
  const figure = (cents / 100).toFixed(2);
  // A no-break space: the figure and its currency never part at a phone's line end.
  if (lang === 'es') return `${figure.replace('.', ',')}\u00a0${currency}`;
  return currency.length === 1 ? `${currency}${figure}` : `${figure}\u00a0${currency}`;
}
