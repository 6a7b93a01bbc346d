// `Rondas mínimas EloDI` (rules §6.5): 12 by default, a whole number ≥ 1, a bad value named
// at its Configuración row; either language's key, and no warning that it resembles another.
import { readConfig } from '../../../src/sheets/config/configuration';
import { readEloDiSettings } from '../../../src/sheets/config/eloDiSettings';
import type { Warning } from '../../../src/sheets/grid/warnings';
import { errorOf } from '../../support/errors';

const settings = (grid: (string | number)[][]) => {
  const warnings: Warning[] = [];
  const entries = readConfig(grid, { lang: 'es', tab: 'Configuración', warnings });
  return { read: () => readEloDiSettings(entries, 'es', 'Configuración'), warnings };
};

test('default 12; the value typed, in either language', () => {
  expect(settings([['Torneo', 'Otoño']]).read()).toEqual({ minRounds: 12 });
  const typed = settings([
    ['Torneo', 'Otoño'],
    ['Rondas mínimas EloDI', 10],
  ]);
  expect(typed.read()).toEqual({ minRounds: 10 });
  expect(typed.warnings).toEqual([]);
  expect(settings([['EloDI minimum rounds', 8]]).read()).toEqual({ minRounds: 8 });
});

test('a bad value is named at its row', () => {
  expect(
    errorOf(() =>
      settings([
        ['Torneo', 'x'],
        ['Rondas mínimas EloDI', 'doce'],
      ]).read(),
    ),
  ).toBe('Configuración, fila 2, columna Rondas mínimas EloDI: «doce» no es un número');
  expect(errorOf(() => settings([['Rondas mínimas EloDI', 0]]).read())).toBe(
    'Configuración, fila 1, columna Rondas mínimas EloDI: «0» debe ser como mínimo 1',
  );
});
