import type { Grid } from '../../../src/sheets/grid/cells';
import { PLAYERS } from '../../fixtures/playersTab';
import { readTournament } from '../../../src/sheets/tournament/readTournament';

describe('readTournament numbers players without N° in pairing order (rules §3.2)', () => {
  it('rated first by rating, then unrated by average', () => {
    const read = readTournament({ players: PLAYERS }, 'es');
    expect(read.entries.map((p) => [p.name, p.id])).toEqual([
      ['Ana García', 2],
      ['Luis Pérez', 3],
      ['Eva Ruiz', 1],
    ]);
    expect(read.numbered).toBe(true);
  });

  it('keeps typed numbers and gives a late entrant the next free one', () => {
    const grid: Grid = [
      ['N°', 'Nombre', 'Escalafón'],
      [1, 'Ana', 1800],
      [2, 'Bea', 1700],
      ['', 'Carla', 2000],
    ];
    const read = readTournament({ players: grid }, 'es');
    expect(read.entries.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
