// Configuración's Fecha and Club (rules §23): blank by default, a date the sheet made or text in
// either order, a bad value named at its row; where Cerrar torneo writes the day it ran.
import { readConfig } from '../../../src/sheets/config/configuration';
import { dateCell, parseEventDate, readEventSettings, todayIso } from '../../../src/sheets/config/eventSettings';
import type { Cell } from '../../../src/sheets/grid/cells';
import type { Warning } from '../../../src/sheets/grid/warnings';
import { errorOf } from '../../support/errors';

const entriesOf = (grid: Cell[][]) => {
  const warnings: Warning[] = [];
  return { entries: readConfig(grid, { lang: 'es', tab: 'Configuración', warnings }), warnings };
};

test('absent or blank: no date, no club; typed: read, in either language, without a warning', () => {
  expect(readEventSettings(entriesOf([['Torneo', 'Otoño']]).entries, 'es')).toEqual({ date: null, club: '' });
  expect(readEventSettings(null, 'es')).toEqual({ date: null, club: '' });
  const typed = entriesOf([
    ['Torneo', 'Otoño'],
    ['Fecha', '28/07/2026'],
    ['Club', 'Alfil'],
  ]);
  expect(readEventSettings(typed.entries, 'es')).toEqual({ date: '2026-07-28', club: 'Alfil' });
  expect(typed.warnings).toEqual([]);
  expect(readEventSettings(entriesOf([['Date', '2026-07-28']]).entries, 'en').date).toBe('2026-07-28');
});

test("a date the sheet made: its day on the spreadsheet's clock; a file's (UTC midnight) without one", () => {
  // Midnight of 28 July in Madrid is 22:00 UTC on the 27th.
  expect(parseEventDate(new Date('2026-07-27T22:00:00Z'), 'Europe/Madrid')).toBe('2026-07-28');
  expect(parseEventDate(new Date('2026-07-28T00:00:00Z'))).toBe('2026-07-28');
});

test('a bad date is named at its row', () => {
  const { entries } = entriesOf([
    ['Torneo', 'Otoño'],
    ['Fecha', 'el sábado'],
  ]);
  expect(errorOf(() => readEventSettings(entries, 'es', 'Configuración'))).toBe(
    'Configuración, fila 2, columna Fecha: «el sábado» no es una fecha: escribe el primer día del torneo como 28/07/2026 o 2026-07-28',
  );
});

test('Cerrar torneo writes into a blank Fecha, or a new row below the last; never over a typed one', () => {
  const blank: Cell[][] = [
    ['Torneo', 'Otoño'],
    ['Fecha', ''],
    ['Rondas', 5],
  ];
  expect(dateCell(entriesOf(blank).entries, blank, 'es', '2026-12-07')).toEqual({
    row: 2,
    column: 2,
    values: [['2026-12-07']],
  });
  const none: Cell[][] = [['Torneo', 'Otoño']];
  expect(dateCell(entriesOf(none).entries, none, 'en', '2026-12-07')).toEqual({
    row: 2,
    column: 1,
    values: [['Date', '2026-12-07']],
  });
  const typed: Cell[][] = [['Fecha', '1/12/2026']];
  expect(dateCell(entriesOf(typed).entries, typed, 'es', '2026-12-07')).toBeNull();
  expect(todayIso(new Date('2026-12-06T23:30:00Z'), 'Europe/Madrid')).toBe('2026-12-07');
});
