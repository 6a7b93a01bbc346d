// Gibson's Puestos con premio (rules §3.9, §11): blank in Configuración, it counts the
// overall prizes of Premios' blank group; typed, it wins; without Gibson, Premios is not read.
import { loadTournament } from '../../../src/sheets/tournament/loadTournament';
import { withPrizePlaces } from '../../../src/sheets/prizes/prizePlaces';
import { MemoryWorkbook } from '../../support/memoryWorkbook';
import type { Grid } from '../../../src/sheets/grid/cells';
import { PRIZE_PLAYERS, PRIZE_ROUNDS, PRIZE_TAB } from '../../fixtures/prizeWorkbook';
import { pairNextRound } from '../../../src/sheets/actions/pairNextRound';
import { clinchedHistory, players } from '../../core/pairing/helpers';

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

describe('Emparejar siguiente ronda with the Regla de Gibson and Premios (rules §3.9, §11)', () => {
  // The history of test/core/pairing/gibson.test.ts: after 3 of 4 rounds N° 1 has clinched first place.
  const history = clinchedHistory();
  const name = (id: number) => `Player ${String(id).padStart(3, '0')}`;
  const workbookWith = (places: number) =>
    new MemoryWorkbook({
      Configuración: [
        ['Clave', 'Valor'],
        ['Rondas', 4],
        ['Regla de Gibson', 'Sí'],
        ['Puestos con premio', ''],
      ],
      Jugadores: [['N°', 'Nombre', 'Escalafón'], ...players(8).map((p) => [p.id, p.name, p.rating ?? ''])],
      Rondas: [
        ['Ronda', 'Mesa', 'Jugador 1', 'Jugador 2', 'Puntos 1', 'Puntos 2', 'Resultado'],
        ...history.map((g) => [
          g.round,
          g.table,
          name(g.first),
          name(g.second as number),
          g.score1 ?? '',
          g.score2 ?? '',
          g.override ?? '',
        ]),
      ],
      Premios: [['Premio', 'Importe'], ...Array.from({ length: places }, (_, i) => [`${i + 1}.º`, 10 * (places - i)])],
    });
  const opponentOfLeader = (places: number) => {
    const book = workbookWith(places);
    expect(pairNextRound({ workbook: book, lang: 'es' }).ok).toBe(true);
    const board = (book.snapshot('Rondas') as Grid).find(
      (row) => row[0] === 4 && (row[2] === name(1) || row[3] === name(1)),
    ) as Grid[number];
    return board[2] === name(1) ? board[3] : board[2];
  };

  it('two overall prizes: the clinched leader meets the best player out of them (N° 4); four: the usual pairing (N° 7)', () => {
    expect(opponentOfLeader(2)).toBe(name(4));
    expect(opponentOfLeader(4)).toBe(name(7));
  });
});
