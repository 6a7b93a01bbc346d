// Actas (rules §14): one slip per board with two players, each a block printed whole.
import { resultSlipsTab } from '../../../src/sheets/tournament/resultSlips';
import type { Board } from '../../../src/sheets/tournament/pairingSheet';

const seat = (id: number, name: string) => ({ id, name, points: 0 });
const BOARDS: Board[] = [
  { table: 1, first: seat(1, 'Ana'), second: seat(2, 'Beto') },
  { table: 2, first: seat(3, '=Carla'), second: seat(4, 'Dani') },
  { table: null, first: seat(5, 'Elena'), second: null },
];

describe('resultSlipsTab', () => {
  it('a slip per board: round, Mesa N and its code, Jugador 1 (sale) then Jugador 2, scores and signatures', () => {
    const tab = resultSlipsTab({
      lang: 'es',
      tournament: 'Open de Otoño',
      round: 4,
      boards: BOARDS,
      codes: new Map([
        [1, '004217'],
        [2, '990001'],
      ]),
    });
    expect(tab.grid.slice(0, 6)).toEqual([
      ['Open de Otoño · Acta · Ronda 4', ''],
      ['Mesa 1', 'Código 004217'],
      ['Ana (sale)', 'Puntos: ________'],
      ['Beto', 'Puntos: ________'],
      ['Firma: ______________', 'Firma: ______________'],
      ['', ''],
    ]);
    // Names are data (written as text by the port), never dropped.
    expect(tab.grid[8]).toEqual(['=Carla (sale)', 'Puntos: ________']);
    // No slip for the bye; each slip starts a block printed whole.
    expect(tab.grid).toHaveLength(11);
    expect(tab.blocks).toEqual([1, 7]);
    expect(tab.headerRows).toEqual([1, 2, 7, 8]);
  });

  it('no round in play: a title and a note, no code', () => {
    const tab = resultSlipsTab({ lang: 'en', tournament: '', round: null, boards: [], codes: new Map() });
    expect(tab.grid).toEqual([['Result slips'], ['No round is in play.']]);
  });
});
