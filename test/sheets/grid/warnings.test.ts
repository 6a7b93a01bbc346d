// A warning that does not stop the action (src/sheets/grid/warnings.ts, rules §9): rendered
// like an error, at its tab, row and column, in the workbook's language.
import { t } from '../../../src/i18n';
import { renderWarning } from '../../../src/sheets/grid/warnings';

describe('renderWarning', () => {
  it('names tab, row and column in the language asked', () => {
    const warning = {
      key: 'error.notNumber' as const,
      params: { value: 'diez' },
      location: { tab: 'Rondas', row: 4, column: 'Mesa' },
    };
    expect(renderWarning(warning, 'es')).toBe(
      `Rondas, fila 4, columna Mesa: ${t('es', 'error.notNumber', { value: 'diez' })}`,
    );
    expect(renderWarning({ ...warning, location: { tab: 'Rounds', row: 4, column: 'Table' } }, 'en')).toBe(
      `Rounds, row 4, column Table: ${t('en', 'error.notNumber', { value: 'diez' })}`,
    );
  });

  it('without a place, the message alone', () => {
    expect(renderWarning({ key: 'error.notNumber', params: { value: 'x' }, location: {} }, 'es')).toBe(
      t('es', 'error.notNumber', { value: 'x' }),
    );
  });
});
