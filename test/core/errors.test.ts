// Bad input as a message (src/core/errors.ts, rules §9): an AtrilError carries its catalogue
// key and where the value sits, and is rendered in the user's language only when shown;
// anything else thrown is an internal error, never a stack trace.
import { AtrilError, renderError } from '../../src/core/errors';
import { t } from '../../src/i18n';

const notNumber = () => new AtrilError('error.notNumber', { value: 'diez' });

describe('AtrilError', () => {
  it('is an Error whose own message is English; rendered in either language', () => {
    const error = notNumber();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AtrilError');
    expect(error.message).toBe(t('en', 'error.notNumber', { value: 'diez' }));
    expect(error.render('es')).toBe('«diez» no es un número');
    expect(error.render('en')).toBe(t('en', 'error.notNumber', { value: 'diez' }));
  });

  it('names tab, row and column when all three are known; tab and row; or the argument', () => {
    const message = t('es', 'error.notNumber', { value: 'diez' });
    expect(notNumber().at({ tab: 'Jugadores', row: 8, column: 'Escalafón' }).render('es')).toBe(
      `Jugadores, fila 8, columna Escalafón: ${message}`,
    );
    expect(notNumber().at({ tab: 'Jugadores', row: 8 }).render('es')).toBe(`Jugadores, fila 8: ${message}`);
    expect(notNumber().at({ arg: 'standings' }).render('en')).toBe(
      `Argument standings: ${t('en', 'error.notNumber', { value: 'diez' })}`,
    );
    // A tab alone is not a place: the message as it is.
    expect(notNumber().at({ tab: 'Jugadores' }).render('es')).toBe(message);
  });

  it('at() keeps what is already known and adds the rest, leaving the original as it was', () => {
    const inner = notNumber().at({ row: 8, column: 'Escalafón' });
    const placed = inner.at({ tab: 'Jugadores', row: 99 });
    expect(placed.location).toEqual({ tab: 'Jugadores', row: 8, column: 'Escalafón' });
    expect(inner.location).toEqual({ row: 8, column: 'Escalafón' });
    expect(placed.key).toBe('error.notNumber');
    expect(placed.params).toEqual({ value: 'diez' });
  });
});

describe('renderError', () => {
  it('renders an AtrilError placed; anything else as an internal error with its detail', () => {
    expect(renderError(notNumber().at({ tab: 'Rondas', row: 3 }), 'es')).toBe(
      `Rondas, fila 3: ${t('es', 'error.notNumber', { value: 'diez' })}`,
    );
    expect(renderError(new TypeError('x is undefined'), 'en')).toBe(
      t('en', 'error.internal', { detail: 'x is undefined' }),
    );
    expect(renderError('a string thrown', 'es')).toBe(t('es', 'error.internal', { detail: 'a string thrown' }));
  });
});
