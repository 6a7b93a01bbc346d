// Configuración › Tiempo por jugada (rules §19): minutes or m:ss, Sheets' time of day read as m:ss.
import { AtrilError } from '../../../src/core/errors';
import { readConfig } from '../../../src/sheets/config/configuration';
import { DEFAULT_MOVE_SECONDS, parseMoveTime, readMoveTime } from '../../../src/sheets/config/moveTime';

describe('Tiempo por jugada', () => {
  it('minutes as a number or text, m:ss as text', () => {
    expect([parseMoveTime(3), parseMoveTime(2.5), parseMoveTime('3'), parseMoveTime('2,5')]).toEqual([
      180, 150, 180, 150,
    ]);
    expect([parseMoveTime('3:00'), parseMoveTime('2:30'), parseMoveTime('0:45')]).toEqual([180, 150, 45]);
  });

  it('a typed 3:00 that Sheets made a time of day (3 h 0 min) is 3:00; 0:02:30 is 2:30', () => {
    expect(parseMoveTime(new Date(1899, 11, 30, 3, 0, 0))).toBe(180);
    expect(parseMoveTime(new Date(1899, 11, 30, 0, 2, 30))).toBe(150);
  });

  it('anything else is refused, naming the value', () => {
    for (const bad of ['tres', '3:75', 0, -1, 31, '1:00:00']) expect(() => parseMoveTime(bad)).toThrow(AtrilError);
    expect(() => parseMoveTime('tres')).toThrow(expect.objectContaining({ params: { value: 'tres' } }));
  });

  it('from Configuración: 3:00 when absent; a bad value named at its row and key', () => {
    const entries = (value: unknown) =>
      readConfig(
        [
          ['Clave', 'Valor'],
          ['Tiempo por jugada', value as string],
        ],
        { lang: 'es', tab: 'Configuración' },
      );
    expect(readMoveTime(null, 'es')).toBe(DEFAULT_MOVE_SECONDS);
    expect(readMoveTime(entries(''), 'es')).toBe(180);
    expect(readMoveTime(entries('2:00'), 'es')).toBe(120);
    expect(() => readMoveTime(entries('x'), 'es', 'Configuración')).toThrow(
      expect.objectContaining({ location: { tab: 'Configuración', row: 2, column: 'Tiempo por jugada' } }),
    );
  });
});
