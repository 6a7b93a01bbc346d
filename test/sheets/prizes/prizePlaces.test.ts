// Gibson's Puestos con premio (rules §3.9, §11): blank in Configuración, it counts the
// overall prizes of Premios' blank group; typed, it wins; without Gibson, Premios is not read.
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import { withPrizePlaces } from '../../../src/sheets/prizes/prizePlaces';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import type { Grid } from '../../../src/sheets/grid/cells';
import { PRIZE_PLAYERS, PRIZE_ROUNDS, PRIZE_TAB } from '../../fixtures/prizeWorkbook';

const book = (config: Grid, premios: Grid | null = PRIZE_TAB) =>
  new MemoryWorkbook({
    Configuración: config,
    Jugadores: PRIZE_PLAYERS,
    Rondas: PRIZE_ROUNDS,
    ...(premios ? { Premios: premios } : {}),
  });

const placesOf = (workbook: MemoryWorkbook) => {
  const loaded = loadTournament(workbook, 'es');
  workbook.resetCounts();
  const config = withPrizePlaces(workbook, loaded);
  return { places: config.prizePlaces, reads: workbook.reads };
};

describe('withPrizePlaces', () => {
  it('Gibson on, Puestos con premio blank: the overall prizes of the blank group (1.º and 2.º here)', () => {
    // PRIZE_TAB: 1.º, 2.º overall; the others have a condition or another group.
    expect(
      placesOf(
        book([
          ['Regla de Gibson', 'Sí'],
          ['Puestos con premio', ''],
        ]),
      ),
    ).toEqual({ places: 2, reads: 1 });
  });

  it('a typed Puestos con premio wins; without Gibson Premios is not read; no Premios or none overall: 3', () => {
    expect(
      placesOf(
        book([
          ['Regla de Gibson', 'Sí'],
          ['Puestos con premio', 5],
        ]),
      ),
    ).toEqual({ places: 5, reads: 0 });
    expect(placesOf(book([['Regla de Gibson', 'No']]))).toEqual({ places: 3, reads: 0 });
    expect(placesOf(book([['Regla de Gibson', 'Sí']], null)).places).toBe(3);
    expect(placesOf(book([['Regla de Gibson', 'Sí']], [PRIZE_TAB[0], PRIZE_TAB[3]])).places).toBe(3);
  });
});
