// Money as money (rules §16.1): Configuración › Moneda, two decimals and the currency on the
// live page, in Reparto de premios' header and in the summary.
import { moneyWithCurrency, readCurrency } from '../../../src/sheets/config/currency';
import { computePrizes } from '../../../src/sheets/actions/computePrizes';
import { livePageInput } from '../../../src/sheets/actions/livePage';
import type { Grid } from '../../../src/sheets/grid/cells';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import { PRIZE_CONFIG, prizeBook } from '../../fixtures/prizeWorkbook';

describe('moneyWithCurrency', () => {
  it.each([
    [13750, 'es', '€', '137,50\u00a0€'],
    [4300, 'es', '€', '43,00\u00a0€'],
    [5, 'es', 'ARS', '0,05\u00a0ARS'],
    [13750, 'en', '€', '€137.50'],
    [13750, 'en', '$', '$137.50'],
    [13750, 'en', 'ARS', '137.50\u00a0ARS'],
  ] as const)('%d cents in %s with %s: %s', (cents, lang, currency, text) => {
    expect(moneyWithCurrency(cents, lang, currency)).toBe(text);
  });
});

describe('Configuración › Moneda', () => {
  it('defaults to €; a typed currency is used; the English key reads too', () => {
    expect(readCurrency({ extra: {} }, 'es')).toBe('€');
    expect(readCurrency({ extra: { moneda: 'ARS' } }, 'es')).toBe('ARS');
    expect(readCurrency({ extra: { currency: ' $ ' } }, 'en')).toBe('$');
    expect(readCurrency({ extra: { moneda: '' } }, 'es')).toBe('€');
  });

  it('Reparto de premios, its summary and the live page carry it; the key is not taken for "Rondas"', () => {
    const book = new MemoryWorkbook({ ...prizeBook(), Configuración: [...PRIZE_CONFIG, ['Moneda', 'ARS']] });
    const result = computePrizes({ workbook: book, lang: 'es' });
    expect(result.ok).toBe(true);
    expect(result.message).toContain('en metálico 250,50\u00a0ARS.');
    expect(result.message).not.toContain('Moneda');
    const grid = book.snapshot('Reparto de premios') as Grid;
    expect(grid[1][2]).toBe('Importe (ARS)');
    // The tab keeps numbers (a treasurer sums them), shown with two decimals.
    expect(grid[2][2]).toBe(90);
    const page = livePageInput(book, 'es').prizes as Grid;
    expect(page[1]).toEqual(['1.º', 'Carlos', '90,00\u00a0ARS', 'Copa']);
  });
});
