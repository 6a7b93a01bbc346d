// Jugadores' No emparejar con (rules §18): N° or names, comma-separated, one side enough; an
// unknown word is a warning naming tab, row, column and value, and the rest of the cell holds.
import type { Grid } from '../../../src/sheets/grid/cells';
import { renderWarning } from '../../../src/sheets/grid/warnings';
import { readTournament } from '../../../src/sheets/tournament/readTournament';
import { pairRound } from '../../../src/core/pairing';

const GRID: Grid = [
  ['N°', 'Nombre', 'Escalafón', 'Club', 'No emparejar con'],
  [1, 'Ana García', 1900, 'Alcalá', '3, Eva Ruiz'],
  [2, 'Luis Pérez', 1800, 'Alcalá', ''],
  [3, 'Martínez, Pilar', 1700, 'Bilbao', 'n° 1'],
  [4, 'Eva Ruiz', 1600, 'Bilbao', 'Nadie Conocido; 2 , 99, Martínez, Pilar, Eva Ruiz'],
];

describe('No emparejar con (rules §18)', () => {
  it('N° and names (accents and case aside, a name with its comma), one side enough, each pair once', () => {
    const read = readTournament({ players: GRID }, 'es');
    expect(read.tournament.forbiddenPairs).toEqual([
      [1, 3],
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
  });

  it("an unknown name or N° and the player's own name are warnings naming tab, row, column and value; the rest holds", () => {
    const read = readTournament({ players: GRID }, 'es');
    const texts = read.warnings.map((w) => renderWarning(w, 'es'));
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Jugadores');
    expect(texts[0]).toContain('5');
    expect(texts[0]).toContain('No emparejar con');
    expect(texts[0]).toContain('«Nadie Conocido»');
    expect(texts[1]).toContain('«99»');
    expect(texts[2]).toContain('«Eva Ruiz»');
    expect(texts[2]).toContain('propio jugador');
    expect(renderWarning(read.warnings[1], 'en')).toContain('"99" is neither a No. nor a name in Players');
  });

  it('the English header, and a sheet without the column keeps nothing apart', () => {
    const english = GRID.map((row, index) =>
      index === 0 ? ['No.', 'Name', 'Rating', 'Club', 'Do not pair with'] : row,
    );
    expect(readTournament({ players: english }, 'en').tournament.forbiddenPairs).toHaveLength(4);
    const without = GRID.map((row) => row.slice(0, 4));
    const read = readTournament({ players: without }, 'es');
    expect(read.tournament.forbiddenPairs).toBeUndefined();
    expect(read.warnings).toEqual([]);
  });

  it('read into the pairing: kept apart in round 1, or the round refused naming the pair', () => {
    const { tournament } = readTournament({ players: GRID }, 'es');
    // 1 may meet only 2, which leaves 3 v 4, also kept apart: nothing is legal.
    expect(() => pairRound(tournament)).toThrow(/Ana García \(1\) – Eva Ruiz \(4\)/);
    const fewer = GRID.map((row, index) => (index === 4 ? [...row.slice(0, 4), ''] : row));
    const read = readTournament({ players: fewer }, 'es');
    expect(read.tournament.forbiddenPairs).toEqual([
      [1, 3],
      [1, 4],
    ]);
    const round = pairRound(read.tournament).pairings.map((p) => [p.first, p.second].sort().join('-'));
    expect(round.sort()).toEqual(['1-2', '3-4']);
  });
});
