// "Calcular duplicada" over a workbook's tabs (rules §6).
import { scoreDuplicateTabs } from '../../../src/sheets/duplicate/scoring';
import { errorOf } from '../../support/errors';
import { TAB } from '../../fixtures/duplicateTab';

describe('scoreDuplicateTabs ("Calcular duplicada")', () => {
  test('scores each game in number order and ranks overall; absent players by the criterion', () => {
    const tabs = [
      { name: 'Jugadores', grid: [['Nombre'], ['Ana']] },
      {
        name: 'Duplicada 2',
        grid: [
          ['Jugador', 'R1'],
          ['Maestra', 50],
          ['Ana', 40],
          ['Bea', 50],
        ],
      },
      { name: 'Duplicada 1', grid: TAB },
    ];
    const settings = {
      bonuses: { enabled: false, master: 10, top: 5 },
      criterion: 'averagePlace' as const,
      tiebreaks: 'fise2009' as const,
      quadratic: {},
    };
    const scoring = scoreDuplicateTabs(tabs, settings, 'es');
    expect(scoring.games.map((game) => game.name)).toEqual(['Duplicada 1', 'Duplicada 2']);
    // Game 1: Ana 110 (1), Bea 80 (2). Game 2: Bea 50 (1), Ana 40 (2). Both average 1.5;
    // over all rounds Ana matched 1 master (R1 of game 1), Bea 2 (R3 of game 1, game 2).
    expect(scoring.overall?.players.map((p) => [p.name, p.value, p.place, p.rank])).toEqual([
      ['Bea', 1.5, 1, 1],
      ['Ana', 1.5, 1, 2],
    ]);
    expect(scoring.warnings.map((w) => w.key)).toEqual(['warn.dup.badMove']);
  });

  test('no duplicate tab with results is an error', () => {
    expect(
      errorOf(() =>
        scoreDuplicateTabs(
          [],
          {
            bonuses: { enabled: true, master: 10, top: 5 },
            criterion: 'averagePercent',
            tiebreaks: 'fise2009',
            quadratic: {},
          },
          'es',
        ),
      ),
    ).toBe('no hay ninguna pestaña «Duplicada N» con resultados');
  });
});
